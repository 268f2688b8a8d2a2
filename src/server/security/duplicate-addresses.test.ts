// Item 1 (issue 22): one identity per address. Migration 0008 puts a unique index on the
// normalised address per client, and refuses (changing nothing) when existing accounts share an
// address, naming them; once the operator resolved them it runs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Schema } from '../db/client.js';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_FOLDER, MigrationRefusedError, migrateDatabase } from '../db/migrate.js';
import { testDatabases, type TestDatabaseKind } from '../test/databases.js';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

/** A copy of the migrations folder holding only the migrations before 0008. */
function migrationsBefore0008(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrs-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 8);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const oldMigrations = migrationsBefore0008();
afterAll(() => rmSync(oldMigrations, { recursive: true, force: true }));

/** An empty database (not migrated); PostgreSQL ones are dropped by close(). */
async function emptyDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://', databaseUrl: null });
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `qrs_dup_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  } as DatabaseHandle;
}

async function migrateTo0007(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: oldMigrations,
    });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: oldMigrations,
    });
  }
}

type Row = Record<string, unknown>;
const rows = async (handle: DatabaseHandle, text: string): Promise<Row[]> => {
  const result = (await handle.db.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
};

/** Every message along an error's cause chain. */
function messages(err: unknown): string {
  const parts: string[] = [];
  for (let e = err as { message?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.message) parts.push(e.message);
  }
  return parts.join(' | ');
}

describe.each(testDatabases())('duplicate addresses on %s', (kind) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('refuses to migrate accounts that share an address, naming them, and changes nothing', async () => {
    handle = await emptyDatabase(kind);
    await migrateTo0007(handle);
    await rows(
      handle,
      `insert into users (username, email, password_hash, role, email_verified) values
        ('dup@example.com', 'dup@example.com', 'x', 'user', false),
        ('Dup@Example.com ', 'dup@example.com', 'x', 'user', false),
        ('solo@example.com', 'solo@example.com', 'x', 'user', false)`,
    );
    const error = await migrateDatabase(handle).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(MigrationRefusedError);
    const text = messages(error);
    expect(text).toContain('Migration 0008 refused');
    expect(text).toMatch(/client 1: dup@example\.com \(account ids 1, 2\)/);
    expect(text).toContain('README');
    expect(text).not.toContain('solo@example.com');
    // Nothing changed: the names are as they were and the new tables do not exist.
    expect(
      (await rows(handle, 'select username from users order by id')).map((r) => r.username),
    ).toEqual(['dup@example.com', 'Dup@Example.com ', 'solo@example.com']);
    expect(await rows(handle, "select to_regclass('account_links') as t")).toEqual([{ t: null }]);
  });

  it('runs once the duplicates are resolved, normalising addresses and dropping unproven admin roles', async () => {
    handle = await emptyDatabase(kind);
    await migrateTo0007(handle);
    await rows(
      handle,
      `insert into users (username, email, password_hash, role, email_verified, is_deleted) values
        ('dup@example.com', 'dup@example.com', 'x', 'user', true, false),
        ('Dup@Example.com ', 'dup@example.com', 'x', 'user', false, true),
        ('mixed@example.com', 'boss@example.com', 'x', 'admin', false, false),
        ('proven@example.com', 'proven@example.com', 'x', 'admin', true, false)`,
    );
    await migrateDatabase(handle);
    expect(
      await rows(handle, 'select username, email, role, email_verified from users order by id'),
    ).toEqual([
      { username: 'dup@example.com', email: 'dup@example.com', role: 'user', email_verified: true },
      {
        username: 'dup@example.com',
        email: 'dup@example.com',
        role: 'user',
        email_verified: false,
      },
      // The free-text e-mail gave the admin role: it follows the username now, unproven.
      {
        username: 'mixed@example.com',
        email: 'mixed@example.com',
        role: 'user',
        email_verified: false,
      },
      {
        username: 'proven@example.com',
        email: 'proven@example.com',
        role: 'admin',
        email_verified: true,
      },
    ]);
    // The index refuses a second live account for an address however it is spelled.
    const again = await rows(
      handle,
      `insert into users (username, email, password_hash) values ('dup@example.com', 'dup@example.com', 'x')`,
    ).then(
      () => null,
      (err: unknown) => err,
    );
    expect(messages(again)).toMatch(/users_client_address_key|duplicate key/);
  });
});

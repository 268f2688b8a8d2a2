// Upgrades that cannot corrupt (issue 41 item 6): a database migrated by a newer version is
// refused before anything changes, by migrateDatabase and by the server process (exit 1, one
// clear line), on PGlite and PostgreSQL; processes migrating one empty PostgreSQL database at
// once apply each migration exactly once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../version.js';
import { spawnTs, waitForExit } from '../test/child-process.js';
import { openTestDatabase, testDatabases } from '../test/databases.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { knownMigrations, migrateDatabase, NewerDatabaseError } from './migrate.js';
import { rawRows } from './raw-rows.js';

const DAY_MS = 86_400_000;

/** What a newer version leaves behind: one more applied migration, a day after our last. */
async function applyNewerMigration(handle: DatabaseHandle): Promise<void> {
  const last = knownMigrations().at(-1)!;
  await handle.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at)
        values (${'ab12cd34ef56'.padEnd(64, '0')}, ${last.when + DAY_MS})`,
  );
}

async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(
    handle.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(row!.n);
}

const refusalLine = () =>
  `This database was migrated by a newer QR Shark (its last migration, made ` +
  `${new Date(knownMigrations().at(-1)!.when + DAY_MS).toISOString()}, hash ab12cd34ef56…, is ` +
  `unknown to this version ${APP_VERSION}, whose last is ${knownMigrations().at(-1)!.tag}). ` +
  `Start the newer version, or restore a backup made by this version.`;

describe.each(testDatabases())('a database migrated by a newer version (%s)', (kind) => {
  it('is refused with a clear message before anything changes; a current one migrates', async () => {
    const handle = await openTestDatabase(kind);
    try {
      // Current: nothing to apply, no refusal.
      await migrateDatabase(handle);
      expect(await appliedCount(handle)).toBe(knownMigrations().length);

      await applyNewerMigration(handle);
      const error = await migrateDatabase(handle).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(NewerDatabaseError);
      expect((error as Error).message).toBe(refusalLine());
      expect(await appliedCount(handle)).toBe(knownMigrations().length + 1);
    } finally {
      await handle.close();
    }
  });
});

describe('the server process on a database migrated by a newer version', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** Starts main.ts and resolves with its exit code and stderr. */
  async function startServerProcess(env: NodeJS.ProcessEnv) {
    const child = spawnTs('src/server/main.ts', [], {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      APP_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      return { code: await waitForExit(child), stderr, stdout };
    } finally {
      child.kill('SIGKILL');
    }
  }

  it('exits 1 with the refusal on the embedded database (PGlite)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-newer-'));
    dirs.push(dataDir);
    const handle = await openDatabase({ dataDir, databaseUrl: null });
    try {
      await migrateDatabase(handle);
      await applyNewerMigration(handle);
    } finally {
      await handle.close();
    }
    const { code, stderr, stdout } = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(refusalLine());
    expect(stdout).not.toContain('QR Shark ready');
  }, 150_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'exits 1 with the refusal on PostgreSQL, also with WEB_CONCURRENCY=2',
    async () => {
      const handle = await openTestDatabase('postgres');
      try {
        await applyNewerMigration(handle);
        const url = (handle as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
          .connectionString!;
        const single = await startServerProcess({ DATABASE_URL: url, WEB_CONCURRENCY: '1' });
        expect(single.code).toBe(1);
        expect(single.stderr.trim()).toBe(refusalLine());
        expect(single.stdout).not.toContain('QR Shark ready');
        // Several processes: the first that fails to start stops the rest; same line.
        const cluster = await startServerProcess({ DATABASE_URL: url, WEB_CONCURRENCY: '2' });
        expect(cluster.code).toBe(1);
        expect(cluster.stderr).toContain(refusalLine());
        expect(cluster.stdout).toContain('a server process failed to start; stopping');
        expect(cluster.stdout).not.toContain('QR Shark ready');
        expect(await appliedCount(handle)).toBe(knownMigrations().length + 1);
      } finally {
        await handle.close();
      }
    },
    150_000,
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('processes starting at once (PostgreSQL)', () => {
  it('migrate a fresh empty database once: every migration applied exactly once', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `qrs_test_empty_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Independent pools, as separate processes would have: each its own connections.
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() })),
    );
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const known = knownMigrations();
      const rows = await rawRows<{ created_at: string | number }>(
        handles[0]!.db,
        sql`select created_at from drizzle.__drizzle_migrations order by id`,
      );
      expect(rows.map((row) => Number(row.created_at))).toEqual(known.map((entry) => entry.when));
      // The schema is whole: the last migration's table answers.
      await expect(appliedCount(handles[1]!)).resolves.toBe(known.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin(`drop database if exists "${name}" with (force)`);
    }
  }, 120_000);
});

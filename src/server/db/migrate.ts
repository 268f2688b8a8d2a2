import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { PROJECT_ROOT } from '../config.js';
import { APP_VERSION } from '../version.js';
import type { DatabaseHandle, DbExecutor, Schema } from './client.js';
import { rawRows } from './raw-rows.js';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'src/server/db/migrations');

/** Arbitrary constant: the advisory lock id serialising migrations across app processes. */
const MIGRATION_LOCK_ID = 7_412_093_551;

/**
 * A migration refused to run on this data (e.g. 0008 on accounts sharing an address); its
 * message says what to fix. Nothing was changed: all pending migrations run in one transaction.
 */
export class MigrationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationRefusedError';
  }
}

/**
 * The database was migrated by a newer version of QR Shark: its last applied migration is
 * unknown to this version's journal. Starting would run this version's code on a schema it does
 * not know; nothing was changed.
 */
export class NewerDatabaseError extends MigrationRefusedError {
  constructor(message: string) {
    super(message);
    this.name = 'NewerDatabaseError';
  }
}

interface JournalEntry {
  /** When the migration was generated (ms): drizzle records it as the row's created_at. */
  when: number;
  tag: string;
}

/** This version's migrations, oldest first (the journal drizzle-kit writes beside them). */
export function knownMigrations(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * Throws NewerDatabaseError when the database's last applied migration (drizzle's journal
 * table, drizzle.__drizzle_migrations: a hash and the migration's created_at) is later than the
 * last migration this version knows. Drizzle's migrator would silently apply nothing.
 */
async function refuseNewerDatabase(db: DbExecutor): Promise<void> {
  const [journal] = await rawRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!journal?.present) return;
  const [applied] = await rawRows<{ hash: string; created_at: string | number | bigint | null }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations
        order by created_at desc nulls last limit 1`,
  );
  const known = knownMigrations().at(-1);
  if (!applied || applied.created_at === null || !known) return;
  const createdAt = Number(applied.created_at);
  if (createdAt <= known.when) return;
  const made = Number.isFinite(createdAt)
    ? new Date(createdAt).toISOString()
    : 'at an unknown time';
  throw new NewerDatabaseError(
    `This database was migrated by a newer QR Shark (its last migration, made ${made}, hash ` +
      `${applied.hash.slice(0, 12)}…, is unknown to this version ${APP_VERSION}, whose last is ` +
      `${known.tag}). Start the newer version, or restore a backup made by this version.`,
  );
}

/** The "Migration NNNN refused: ..." message a migration raised, anywhere in the cause chain. */
function refusal(err: unknown): string | null {
  for (let e = err as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.message === 'string' && /^Migration \d+ refused:/.test(e.message))
      return e.message;
  }
  return null;
}

/**
 * Applies every pending migration in src/server/db/migrations. On PostgreSQL a session advisory
 * lock makes concurrently starting processes migrate one after another (the second finds
 * nothing to do); PGlite's data folder is locked to one process (data-dir-lock.ts).
 * `migrationsFolder` is for a restore that first brings an empty database to a backup's older
 * level. Throws MigrationRefusedError when a migration refuses the data it finds, and
 * NewerDatabaseError (one of them) when a newer version migrated the database, before changing
 * anything.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  try {
    await applyMigrations(handle, migrationsFolder);
  } catch (err) {
    const message = refusal(err);
    if (err instanceof MigrationRefusedError) throw err;
    throw message ? new MigrationRefusedError(message) : err;
  }
}

async function applyMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === 'pglite') {
    await refuseNewerDatabase(handle.db);
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await refuseNewerDatabase(handle.db);
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { PROJECT_ROOT } from '../config.js';
import type { DatabaseHandle, Schema } from './client.js';

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
 * lock makes concurrently starting processes migrate one after another. `migrationsFolder`
 * is for a restore that first brings an empty database to a backup's older level. Throws
 * MigrationRefusedError when a migration refuses the data it finds.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  try {
    await applyMigrations(handle, migrationsFolder);
  } catch (err) {
    const message = refusal(err);
    throw message ? new MigrationRefusedError(message) : err;
  }
}

async function applyMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

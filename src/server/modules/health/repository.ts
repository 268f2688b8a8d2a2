import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

/**
 * The migrations drizzle has recorded as applied: each one's folder time (`created_at`, the
 * journal's `when`). Empty when the bookkeeping table does not exist yet.
 */
export async function appliedMigrationTimes(db: DbExecutor): Promise<Set<number>> {
  const [table] = await rawRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return new Set();
  const rows = await rawRows<{ at: string }>(
    db,
    sql`select created_at::text as at from drizzle.__drizzle_migrations`,
  );
  return new Set(rows.map((row) => Number(row.at)));
}

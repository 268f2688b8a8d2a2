import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './client.js';

/**
 * The rows of a raw SQL query, on either driver (both answer execute() with `{ rows }`).
 * Values arrive as the driver gives them: numbers, dates and bigints may be strings, so
 * callers convert what they read.
 */
export async function rawRows<T extends Record<string, unknown>>(
  db: DbExecutor,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The row of a statement that always returns exactly one (an insert … returning, an
 * aggregate without group by). Throws, naming the caller's query, when the driver answered
 * none, instead of reading a field of undefined further on.
 */
export function onlyRow<T>(rows: readonly T[], query: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${query}: the statement returned no row`);
  return row;
}

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

import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow, rawRows } from '../../db/raw-rows.js';

/** How many wait and how long the longest has waited (seconds; 0 when none waits). */
export interface QueueReading {
  depth: number;
  oldestAgeSeconds: number;
}

/** One-off and recurring jobs due and not yet claimed (lib/jobs), and the most overdue one's wait. */
export async function jobQueueReading(db: DbExecutor): Promise<QueueReading> {
  const row = onlyRow(
    await rawRows<{ depth: number; age: number | null }>(
      db,
      sql`select count(*)::int as depth,
            extract(epoch from (now() - min(run_at)))::float8 as age
          from jobs where status = 'queued' and run_at <= now()`,
    ),
    'jobQueueReading',
  );
  return { depth: Number(row.depth), oldestAgeSeconds: Math.max(0, Number(row.age ?? 0)) };
}

/** Mail in the outbox not yet sent or failed (queued or being sent), and the oldest one's age. */
export async function mailQueueReading(db: DbExecutor): Promise<QueueReading> {
  const row = onlyRow(
    await rawRows<{ depth: number; age: number | null }>(
      db,
      sql`select count(*)::int as depth,
            extract(epoch from (now() - min(created_at)))::float8 as age
          from mail_outbox where status in ('queued', 'sending')`,
    ),
    'mailQueueReading',
  );
  return { depth: Number(row.depth), oldestAgeSeconds: Math.max(0, Number(row.age ?? 0)) };
}

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { onlyRow } from '../db/raw-rows.js';
import { sharedLimitCounters as c } from '../db/schema/index.js';

/** A key's live window: its hits and when it ends. */
export interface CounterWindow {
  count: number;
  expiresAt: Date;
}

/** The counter of `keyHash` whose window is still open at `now`, if any. */
export async function findLiveCounter(
  db: DbExecutor,
  keyHash: string,
  now: Date,
): Promise<CounterWindow | undefined> {
  const [row] = await db
    .select({ count: c.count, expiresAt: c.expiresAt })
    .from(c)
    .where(and(eq(c.keyHash, keyHash), gt(c.expiresAt, now)));
  return row;
}

/**
 * One upsert: `by` more hits in the key's window at `now`, or a new window ending at
 * `expiresAt` once the old one ended. Atomic under concurrency; answers the window after it.
 */
export async function addHits(
  db: DbExecutor,
  keyHash: string,
  by: number,
  now: Date,
  expiresAt: Date,
): Promise<CounterWindow> {
  const expired = sql`${c.expiresAt} <= ${now}`;
  const rows = await db
    .insert(c)
    .values({ keyHash, count: by, windowStart: now, expiresAt })
    .onConflictDoUpdate({
      target: c.keyHash,
      set: {
        count: sql`case when ${expired} then ${by} else ${c.count} + ${by} end`,
        windowStart: sql`case when ${expired} then ${now} else ${c.windowStart} end`,
        expiresAt: sql`case when ${expired} then ${expiresAt} else ${c.expiresAt} end`,
      },
    })
    .returning({ count: c.count, expiresAt: c.expiresAt });
  return onlyRow(rows, 'addHits');
}

/** Takes `by` hits back from the key's live window (never below 0); no window, no change. */
export async function removeHits(
  db: DbExecutor,
  keyHash: string,
  by: number,
  now: Date,
): Promise<void> {
  await db
    .update(c)
    .set({ count: sql`greatest(${c.count} - ${by}, 0)` })
    .where(and(eq(c.keyHash, keyHash), gt(c.expiresAt, now)));
}

export async function deleteCounter(db: DbExecutor, keyHash: string): Promise<void> {
  await db.delete(c).where(eq(c.keyHash, keyHash));
}

/** Deletes every counter whose window ended before `now`. */
export async function deleteExpiredCounters(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(c).where(lt(c.expiresAt, now));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { destinationCheckQueue, dynamicQrCodes, scheduledJobRuns } from '../../db/schema/index.js';

/** Queues a check of `codeId` at `at` (a newer request replaces an older one's time). */
export async function queueCheck(db: Database, codeId: number, at: Date): Promise<void> {
  await db
    .insert(destinationCheckQueue)
    .values({ codeId, queuedAt: at })
    .onConflictDoUpdate({ target: destinationCheckQueue.codeId, set: { queuedAt: at } });
}

/** The oldest `limit` queued checks with what deciding and checking them needs. */
export async function queuedChecks(db: Database, limit: number) {
  return db
    .select({
      codeId: destinationCheckQueue.codeId,
      queuedAt: destinationCheckQueue.queuedAt,
      destination: dynamicQrCodes.destination,
      clientId: dynamicQrCodes.clientId,
      active: sql<boolean>`${dynamicQrCodes.isDeleted} = false and ${dynamicQrCodes.isPaused} = false and ${dynamicQrCodes.retiredAt} is null`,
      controls: dynamicQrCodes.linkControls,
      cappedScans: dynamicQrCodes.cappedScans,
    })
    .from(destinationCheckQueue)
    .innerJoin(dynamicQrCodes, eq(dynamicQrCodes.id, destinationCheckQueue.codeId))
    .orderBy(asc(destinationCheckQueue.queuedAt), asc(destinationCheckQueue.codeId))
    .limit(limit);
}

/** Removes a done check, unless it was queued again since (`queuedAt` differs). */
export async function removeCheck(db: Database, codeId: number, queuedAt: Date): Promise<void> {
  await db
    .delete(destinationCheckQueue)
    .where(
      and(eq(destinationCheckQueue.codeId, codeId), eq(destinationCheckQueue.queuedAt, queuedAt)),
    );
}

/**
 * Queues every active link code when this call is the first to claim (`job`, `period`) in
 * scheduled_job_runs; false when the period was already claimed.
 */
export async function queueAllActiveOnce(
  db: Database,
  job: string,
  period: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ job, period, startedAt: now })
    .onConflictDoNothing()
    .returning({ job: scheduledJobRuns.job });
  if (claimed.length === 0) return false;
  await db.execute(
    sql`insert into destination_check_queue (code_id, queued_at)
        select id, ${now.toISOString()}::timestamptz from dynamic_qr_codes
        where is_deleted = false and is_paused = false and retired_at is null
          and destination ~ '^https?://'
        on conflict (code_id) do nothing`,
  );
  return true;
}

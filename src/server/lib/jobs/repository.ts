import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { onlyRow, rawRows } from '../../db/raw-rows.js';

/** A job a runner has claimed: it holds it until `locked_until` (renewed while it runs). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** Set for recurring jobs. */
  everyMs: number | null;
}

type JobRow = {
  id: number | string;
  kind: string;
  payload: unknown;
  attempts: number | string;
  max_attempts: number | string;
  every_ms: number | string | null;
};

const seconds = (ms: number) => ms / 1000;

function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

function kindList(kinds: string[]) {
  return sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
}

/**
 * Creates the recurring job `kind` (key = kind) due `firstInMs` from now, or updates its
 * interval: a shorter interval than before brings its next run forward. The next run of an
 * existing job is kept, so a restart does not run it again before its time.
 */
export async function upsertRecurring(
  db: Database,
  kind: string,
  everyMs: number,
  maxAttempts: number,
  firstInMs: number,
): Promise<void> {
  await db.execute(
    sql`insert into jobs (kind, key, every_ms, max_attempts, run_at)
        values (${kind}, ${kind}, ${everyMs}, ${maxAttempts},
          now() + make_interval(secs => ${seconds(firstInMs)}))
        on conflict (key) do update set every_ms = excluded.every_ms,
          max_attempts = excluded.max_attempts,
          run_at = least(jobs.run_at, now() + make_interval(secs => ${seconds(everyMs)}))`,
  );
}

/** Queues a one-off job; with a key already queued (at any time), nothing: null. */
export async function insertJob(
  db: Database,
  job: { kind: string; payload: unknown; key: string | null; delayMs: number; maxAttempts: number },
): Promise<number | null> {
  const [row] = await rawRows<{ id: number | string }>(
    db,
    sql`insert into jobs (kind, key, payload, max_attempts, run_at)
        values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb,
          ${job.maxAttempts}, now() + make_interval(secs => ${seconds(job.delayMs)}))
        on conflict (key) do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/**
 * Makes the recurring job `kind` due now (it runs at the next claim of any runner). Asked while
 * it runs, it runs again right after (run_at moves past started_at; see completeJob).
 */
export async function makeDue(db: Database, kind: string): Promise<void> {
  await db.execute(
    sql`update jobs set run_at = now()
        where key = ${kind} and every_ms is not null and (status = 'running' or run_at > now())`,
  );
}

/**
 * Claims up to `limit` jobs of `kinds` that are due (`early`: queued, due or not), or running
 * under a lease that has lapsed (their runner died), for `runner` until now + leaseMs. SKIP
 * LOCKED: runners never wait for each other's claims and never take the same row.
 */
export async function claimJobs(
  db: Database,
  runner: string,
  kinds: string[],
  limit: number,
  leaseMs: number,
  early = false,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const rows = await rawRows<JobRow>(
    db,
    sql`with due as (
          select id from jobs
          where kind in (${kindList(kinds)})
            and ((status = 'queued' and (run_at <= now() or ${early}))
              or (status = 'running' and locked_until < now()))
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        update jobs j set status = 'running', attempts = j.attempts + 1, locked_by = ${runner},
          started_at = now(), run_at = least(j.run_at, now()),
          locked_until = now() + make_interval(secs => ${seconds(leaseMs)})
        from due where j.id = due.id
        returning j.id, j.kind, j.payload, j.attempts, j.max_attempts, j.every_ms`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    attempt: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    everyMs: r.every_ms === null ? null : Number(r.every_ms),
  }));
}

/** The claim is still `runner`'s (its lease did not lapse into another runner's claim). */
const stillMine = (job: ClaimedJob, runner: string) =>
  sql`id = ${job.id} and status = 'running' and locked_by = ${runner} and attempts = ${job.attempt}`;

/** Moves the leases of the jobs `runner` is running to now + leaseMs. */
export async function renewLeases(
  db: Database,
  runner: string,
  ids: number[],
  leaseMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update jobs set locked_until = now() + make_interval(secs => ${seconds(leaseMs)})
        where id in (${idList(ids)}) and status = 'running' and locked_by = ${runner}`,
  );
}

/**
 * Records a run that ended well: a one-off job is done; a recurring one is queued again
 * `nextInMs` from now (at once when made due while it ran) with its attempts back to 0. False
 * when the claim was no longer ours.
 */
export async function completeJob(
  db: Database,
  runner: string,
  job: ClaimedJob,
  nextInMs: number | null,
): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(
    db,
    nextInMs === null
      ? sql`update jobs set status = 'done', locked_by = null, locked_until = null,
              finished_at = now() where ${stillMine(job, runner)} returning id`
      : sql`update jobs set status = 'queued', locked_by = null, locked_until = null,
              attempts = 0, finished_at = now(),
              run_at = case when run_at > started_at then now()
                else now() + make_interval(secs => ${seconds(nextInMs)}) end
            where ${stillMine(job, runner)} returning id`,
  );
  return rows.length > 0;
}

/**
 * Records a failed run: queued again `retryInMs` from now, or (retryInMs null) failed for good
 * with the error kept. False when the claim was no longer ours.
 */
export async function failJob(
  db: Database,
  runner: string,
  job: ClaimedJob,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(
    db,
    retryInMs === null
      ? sql`update jobs set status = 'failed', locked_by = null, locked_until = null,
              last_error = ${error}, finished_at = now() where ${stillMine(job, runner)}
            returning id`
      : sql`update jobs set status = 'queued', locked_by = null, locked_until = null,
              last_error = ${error},
              run_at = now() + make_interval(secs => ${seconds(retryInMs)})
            where ${stillMine(job, runner)} returning id`,
  );
  return rows.length > 0;
}

/** Gives a claimed job back unrun (shutting down before it could run): the attempt not counted. */
export async function releaseJob(db: Database, runner: string, job: ClaimedJob): Promise<void> {
  await db.execute(
    sql`update jobs set status = 'queued', locked_by = null, locked_until = null,
          attempts = greatest(attempts - 1, 0)
        where ${stillMine(job, runner)}`,
  );
}

/** Deletes finished one-off jobs: done ones older than `doneMs`, failed ones older than `failedMs`. */
export async function pruneJobs(db: Database, doneMs: number, failedMs: number): Promise<number> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`delete from jobs where every_ms is null and (
          (status = 'done' and finished_at < now() - make_interval(secs => ${seconds(doneMs)}))
          or (status = 'failed' and finished_at < now() - make_interval(secs => ${seconds(failedMs)})))
        returning id`,
  );
  return rows.length;
}

export interface JobRecord {
  id: number;
  kind: string;
  key: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  runAt: Date;
  lockedBy: string | null;
}

/** Jobs of `kind`, oldest first (for tests and the log). */
export async function jobsOfKind(db: Database, kind: string): Promise<JobRecord[]> {
  const rows = await rawRows<{
    id: number | string;
    kind: string;
    key: string | null;
    status: string;
    attempts: number | string;
    last_error: string | null;
    run_at: Date | string;
    locked_by: string | null;
  }>(
    db,
    sql`select id, kind, key, status, attempts, last_error, run_at, locked_by from jobs
        where kind = ${kind} order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    key: r.key,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    runAt: new Date(r.run_at),
    lockedBy: r.locked_by,
  }));
}

/** How many wait and how long the longest has waited (seconds; 0 when none waits). */
export interface QueueReading {
  depth: number;
  oldestAgeSeconds: number;
}

/** One-off and recurring jobs due and not yet claimed, and the most overdue one's wait. */
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

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The background job queue every process shares (src/server/lib/jobs/): one row per one-off job
 * (done or failed rows are pruned after a while) and one row per recurring job (`every_ms` set,
 * `key` its kind), which goes back to `queued` with a later `run_at` after each run. A runner
 * claims due rows with FOR UPDATE SKIP LOCKED and holds them by `locked_until`, renewed while
 * the handler runs: a row still `running` past it belongs to a process that died and is claimed
 * again. `key` (unique) makes a job impossible to queue twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 100 }).notNull(),
    key: varchar('key', { length: 200 }),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: varchar('status', { length: 10, enum: JOB_STATUSES }).notNull().default('queued'),
    /** Runs begun (the one under way included); back to 0 after a recurring job's success. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Recurring jobs only: the time from the end of one run to the next. */
    everyMs: bigint('every_ms', { mode: 'number' }),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    /** When the last run began. */
    startedAt: timestamptz('started_at'),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import {
  claimJobs,
  completeJob,
  failJob,
  insertJob,
  makeDue,
  pruneJobs,
  releaseJob,
  renewLeases,
  upsertRecurring,
  type ClaimedJob,
} from './repository.js';

/** What a handler is given for one run. */
export interface JobContext<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  /** This run's number, from 1 (a run cut off by a crash counts). */
  attempt: number;
  /**
   * Aborted when the runner stops: a long handler ends at its next safe point (what it leaves
   * undone runs again later). A handler that throws once it is aborted gives the job back
   * unrun, the attempt not counted.
   */
  signal: AbortSignal;
}

/**
 * A recurring handler may answer `{ nextRunInMs }` to have its next run sooner or later than its
 * interval. Whatever a handler answers is also runNow()'s result.
 */
export interface JobOutcome {
  nextRunInMs?: number;
}

export type JobHandler<P = unknown> = (job: JobContext<P>) => Promise<unknown>;

function nextRunOf(outcome: unknown): number | undefined {
  const next = (outcome as JobOutcome | undefined)?.nextRunInMs;
  return typeof next === 'number' && Number.isFinite(next) ? Math.max(0, next) : undefined;
}

export interface JobKindOptions {
  /** Runs before a one-off job is failed for good; default 5. Recurring jobs never fail for good. */
  maxAttempts?: number;
  /** Wait before the first retry, multiplied by 4 per further attempt; default 10 s. */
  backoffBaseMs?: number;
  /** Longest wait between retries; default 1 h (a recurring job's: its interval at most). */
  backoffMaxMs?: number;
  /** Recurring jobs: false to have a new job's first run an interval away, not at once. */
  runAtStart?: boolean;
}

interface KindSpec extends Required<JobKindOptions> {
  handler: JobHandler<never>;
  everyMs: number | null;
}

export interface JobRunnerOptions {
  db: Database;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Wait between looks for due jobs when there was nothing to do; default 1 s. */
  pollMs?: number;
  /** Jobs this process runs at once; default 8. */
  concurrency?: number;
  /** How long stop() waits for running handlers before it gives up on them; default 20 s. */
  stopTimeoutMs?: number;
  /** Finished one-off jobs are deleted after this long (failed ones after 30 days); default 1 day. */
  keepDoneMs?: number;
  /**
   * How long a claim holds a job without renewal; renewed every third of it while the handler
   * runs, so a job of a process that died runs again about this long after; default 60 s.
   */
  leaseMs?: number;
}

const DEFAULTS = {
  maxAttempts: 5,
  backoffBaseMs: 10_000,
  backoffMaxMs: 3_600_000,
  runAtStart: true,
};
const KEEP_FAILED_MS = 30 * 24 * 3_600_000;
/** A recurring job this process ran and that is due again within this long: it looks then. */
const LOCAL_WAKE_MS = 60_000;

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/**
 * The one runner of every background job (docs/ARCHITECTURE.md, "Jobs"). Jobs are rows of the
 * `jobs` table, shared by every process on the database: modules define kinds with their
 * handlers (`define`, `every`) and queue work (`enqueue`); each process's runner claims due rows
 * of the kinds it knows with FOR UPDATE SKIP LOCKED and runs them. A claim is a lease, renewed
 * while the handler runs; a process that dies stops renewing, and once the lease lapses another
 * runner claims the job again. Delivery is therefore at least once: handlers are idempotent.
 *
 * A failed run is retried with exponential backoff; a one-off job that fails maxAttempts times is
 * recorded as failed with its error. A recurring job is one row that goes back to the queue
 * `everyMs` after each run, so it runs once per interval across all processes.
 *
 * start() and stop() are the app's (onReady, onClose: the SIGTERM path). stop() claims nothing
 * more, aborts the running handlers' signals, waits for them (at most stopTimeoutMs) and records
 * each outcome; a handler still running after that is logged by name and left to its lease.
 */
export class JobRunner {
  /** This runner's id in `locked_by`. */
  readonly id = randomUUID();
  private readonly kinds = new Map<string, KindSpec>();
  private readonly running = new Map<number, { job: ClaimedJob; done: Promise<void> }>();
  private readonly abort = new AbortController();
  private readonly o: Required<Omit<JobRunnerOptions, 'db' | 'logger'>>;
  private loop: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private wakeUp: (() => void) | null = null;
  private wokenEarly = false;
  private stopping = false;
  private registered = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.o = {
      pollMs: 1_000,
      concurrency: 8,
      stopTimeoutMs: 20_000,
      keepDoneMs: 24 * 3_600_000,
      leaseMs: 60_000,
      ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
    } as Required<Omit<JobRunnerOptions, 'db' | 'logger'>>;
    this.every('jobs.prune', 3_600_000, async () => {
      const pruned = await pruneJobs(this.options.db, this.o.keepDoneMs, KEEP_FAILED_MS);
      if (pruned > 0) this.options.logger?.info({ pruned }, 'finished jobs pruned');
    });
  }

  /** A one-off job kind: `enqueue(kind, payload)` queues a run of `handler`. */
  define<P>(kind: string, handler: JobHandler<P>, options: JobKindOptions = {}): void {
    this.add(kind, handler, null, options);
  }

  /**
   * A recurring job: `handler` runs once every `everyMs` across all processes (measured from the
   * end of one run to the start of the next; the handler may ask for another wait), and at once
   * when the job is new (unless runAtStart is false).
   */
  every(kind: string, everyMs: number, handler: JobHandler<void>, options: JobKindOptions = {}) {
    this.add(kind, handler, Math.max(1, Math.round(everyMs)), {
      backoffMaxMs: everyMs,
      ...options,
    });
  }

  private add(
    kind: string,
    handler: JobHandler<never>,
    everyMs: number | null,
    options: JobKindOptions,
  ): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    this.kinds.set(kind, { ...DEFAULTS, ...options, handler, everyMs });
    // A kind added after start: its recurring row is written before the next claim.
    this.registered = false;
  }

  /**
   * Queues a run of `kind` (through `db`, a transaction, it commits with the change that causes
   * it). With `key`, a job with that key is queued once ever: then null.
   */
  async enqueue<P>(
    kind: string,
    payload: P,
    options: { key?: string; delayMs?: number; db?: Database } = {},
  ): Promise<number | null> {
    const spec = this.kinds.get(kind);
    const id = await insertJob(options.db ?? this.options.db, {
      kind,
      payload,
      key: options.key ?? null,
      delayMs: options.delayMs ?? 0,
      maxAttempts: spec?.maxAttempts ?? DEFAULTS.maxAttempts,
    });
    if (id !== null && !options.db && !options.delayMs) this.wake();
    return id;
  }

  /** Makes the recurring job `kind` due now, in whichever process claims it first. */
  async runSoon(kind: string): Promise<void> {
    await this.ensureRegistered();
    await makeDue(this.options.db, kind);
    this.wake();
  }

  /**
   * Runs the recurring job `kind` in this process now, unless another runner is running it:
   * then `ran` is false. Answers the handler's result (tests, and "do it now" buttons).
   */
  async runNow(kind: string): Promise<{ ran: boolean; result?: unknown }> {
    if (this.stopping) return { ran: false };
    await this.ensureRegistered();
    const [job] = await claimJobs(this.options.db, this.id, [kind], 1, this.o.leaseMs, true);
    if (!job) return { ran: false };
    return { ran: true, result: await this.track(job) };
  }

  /** Looks for due jobs now instead of at the next poll. */
  wake(): void {
    this.wokenEarly = true;
    this.wakeUp?.();
  }

  /** Claims and runs what is due until stop(): at once while jobs come, else every pollMs. */
  start(): void {
    if (this.loop || this.stopping) return;
    this.loop = (async () => {
      while (!this.stopping) {
        try {
          await this.claimAndRun();
        } catch (err) {
          this.options.logger?.warn({ error: errorText(err) }, 'job claim failed');
        }
        if (!this.stopping) await this.pause();
      }
    })();
    this.heartbeat = setInterval(() => void this.renew(), Math.max(20, this.o.leaseMs / 3));
    this.heartbeat.unref();
  }

  /**
   * One claim now, and waits for the jobs it started (for tests and for callers that need the
   * work done before they go on). Returns how many jobs ran.
   */
  async tick(): Promise<number> {
    const started = await this.claimAndRun();
    await Promise.all(started);
    return started.length;
  }

  /**
   * Claims nothing more, aborts the running handlers' signals and waits for them (at most
   * stopTimeoutMs), each outcome recorded. Idempotent.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    this.abort.abort();
    const left = [...this.running.values()];
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.all(left.map((r) => r.done)).then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), this.o.stopTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (timedOut) {
      this.options.logger?.error(
        { jobs: [...this.running.values()].map((r) => `${r.job.kind}#${r.job.id}`) },
        'jobs still running at shutdown; they run again once their lease lapses',
      );
    }
  }

  private async ensureRegistered(): Promise<void> {
    if (this.registered) return;
    for (const [kind, spec] of this.kinds) {
      if (spec.everyMs !== null) {
        await upsertRecurring(
          this.options.db,
          kind,
          spec.everyMs,
          spec.maxAttempts,
          spec.runAtStart ? 0 : spec.everyMs,
        );
      }
    }
    this.registered = true;
  }

  private pause(): Promise<void> {
    if (this.wokenEarly) {
      this.wokenEarly = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.wokenEarly = false;
        resolve();
      };
      const timer = setTimeout(done, this.o.pollMs);
      this.wakeUp = done;
    });
  }

  /** Claims what is due for the free slots and starts each; answers the runs started. */
  private async claimAndRun(): Promise<Promise<void>[]> {
    if (this.stopping) return [];
    await this.ensureRegistered();
    const free = this.o.concurrency - this.running.size;
    const claimed = await claimJobs(
      this.options.db,
      this.id,
      [...this.kinds.keys()],
      free,
      this.o.leaseMs,
    );
    return claimed.map((job) => this.track(job).then(() => undefined));
  }

  /** Runs a claimed job, counted among the running ones until its outcome is recorded. */
  private track(job: ClaimedJob): Promise<unknown> {
    const done = this.run(job)
      .catch((err: unknown) => {
        // The outcome could not be written (the database went away): the job stays running
        // under this lease and runs again once the lease lapses. Never an unhandled rejection.
        this.options.logger?.error(
          { job: job.kind, id: job.id, error: errorText(err) },
          'job outcome not recorded; it runs again once its lease lapses',
        );
        return undefined;
      })
      .finally(() => {
        this.running.delete(job.id);
        // A slot is free: look for more at once.
        this.wake();
      });
    this.running.set(job.id, { job, done: done.then(() => undefined) });
    return done;
  }

  private async run(job: ClaimedJob): Promise<unknown> {
    const { db, logger } = this.options;
    const spec = this.kinds.get(job.kind)!;
    let outcome: unknown;
    try {
      outcome = await spec.handler({
        id: job.id,
        kind: job.kind,
        payload: job.payload as never,
        attempt: job.attempt,
        signal: this.abort.signal,
      });
    } catch (err) {
      await this.recordFailure(job, spec, err);
      return undefined;
    }
    const next = spec.everyMs === null ? null : (nextRunOf(outcome) ?? spec.everyMs);
    if (!(await completeJob(db, this.id, job, next))) {
      logger?.warn({ job: job.kind, id: job.id }, 'job finished after its lease was taken over');
    } else if (next !== null && next < LOCAL_WAKE_MS && !this.stopping) {
      // Due again soon: this process looks then, not up to a poll later (a recurring job that
      // keeps its own pace, e.g. the webhook deliveries' one-second spacing, runs on time).
      setTimeout(() => this.wake(), next).unref();
    }
    return outcome;
  }

  private async recordFailure(job: ClaimedJob, spec: KindSpec, err: unknown): Promise<void> {
    const { db, logger } = this.options;
    if (this.abort.signal.aborted) {
      await releaseJob(db, this.id, job);
      logger?.info({ job: job.kind, id: job.id }, 'job given back unfinished at shutdown');
      return;
    }
    const error = errorText(err);
    const final = spec.everyMs === null && job.attempt >= job.maxAttempts;
    const retryInMs = final
      ? null
      : Math.min(spec.backoffMaxMs, spec.backoffBaseMs * 4 ** (job.attempt - 1));
    await failJob(db, this.id, job, error, retryInMs);
    if (final) {
      logger?.error({ job: job.kind, id: job.id, attempts: job.attempt, error }, 'job failed');
    } else {
      logger?.warn(
        { job: job.kind, id: job.id, attempt: job.attempt, retryInMs, error },
        'job run failed; will retry',
      );
    }
  }

  private async renew(): Promise<void> {
    if (this.running.size === 0) return;
    try {
      await renewLeases(this.options.db, this.id, [...this.running.keys()], this.o.leaseMs);
    } catch (err) {
      this.options.logger?.warn({ error: errorText(err) }, 'job lease renewal failed');
    }
  }
}

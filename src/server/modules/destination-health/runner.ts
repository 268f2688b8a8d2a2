import type { LinkControls } from '../../../contracts/link-controls.js';
import type { Database } from '../../db/client.js';
import type { JobScheduler } from '../../lib/jobs/index.js';
import { queueAllActiveOnce, queueCheck, queuedChecks, removeCheck } from './runner-repository.js';

/** The checker's recurring job (lib/jobs); also the name of its interval runs. */
export const HEALTH_JOB = 'destination-health';

export interface HealthRunnerDeps {
  db: Database;
  /** The app's job runner: each round is a run of the recurring job HEALTH_JOB on it. */
  jobs: JobScheduler;
  /** false: no round by itself (only tick() runs one); default true. */
  enabled?: boolean;
  /** Checks one code's destination and stores (and mails) its verdict. */
  check: (codeId: number, destination: string, clientId: number) => Promise<unknown>;
  now?: () => Date;
  /** Every active code is visited once per interval (default a day). */
  intervalMs?: number;
  /** Time between rounds (default 30 s). */
  pollMs?: number;
  /** Codes checked at a time (each host still gets at most one request a second). */
  batch?: number;
  onError?: (error: Error) => void;
}

export interface RunResult {
  /** Whether this process ran the round (held the job's claim). */
  held: boolean;
  /** Whether this call started the interval's visit of every active code. */
  startedRun: boolean;
  checked: number;
}

const NOT_HELD: RunResult = { held: false, startedRun: false, checked: 0 };
/** The round's interval when not enabled (the longest a timer takes): only tick() runs it. */
const DISABLED_EVERY_MS = 2 ** 31 - 1;

/**
 * The background destination checker (issue 20 item 5). Each round is a run of the recurring
 * job "destination-health" (lib/jobs), so one process at a time does the work: the one whose
 * runner claimed it, holding it by the job's lease, which its runner renews while it works and
 * another process's runner takes over once it has lapsed. Work is destination_check_queue: codes
 * queued when created or their destination changed (enqueue, from any process), and every
 * active code once per interval, queued by the one process whose insert of (job, period) into
 * scheduled_job_runs succeeds. Its HostPace (one request per host per second) is counted in the
 * database, shared with every "Check now" in any process. Paused, deleted, retired and expired
 * codes are not checked.
 */
export class DestinationHealthRunner {
  private readonly now: () => Date;
  private stopping = false;
  private round_: Promise<RunResult> | null = null;

  constructor(private readonly deps: HealthRunnerDeps) {
    this.now = deps.now ?? (() => new Date());
    // Not enabled (DESTINATION_CHECKS=off): no round by itself for weeks; tick() runs one.
    const everyMs = deps.enabled === false ? DISABLED_EVERY_MS : (deps.pollMs ?? 30_000);
    deps.jobs.every(
      HEALTH_JOB,
      everyMs,
      async (job) => {
        this.round_ = this.round(job.signal);
        try {
          return await this.round_;
        } finally {
          this.round_ = null;
        }
      },
      { runAtStart: deps.enabled !== false },
    );
  }

  /**
   * Queues a check of `codeId` (after a create or a destination change), for whichever process
   * runs the next round, and asks for that round now; never throws.
   */
  async enqueue(codeId: number): Promise<void> {
    try {
      await queueCheck(this.deps.db, codeId, this.now());
      if (this.deps.enabled !== false) await this.deps.jobs.runSoon(HEALTH_JOB);
    } catch (err) {
      this.deps.onError?.(err as Error);
    }
  }

  /**
   * One round now in this process, unless another process (or this one) is running one: then
   * `held` is false. Errors are reported, not thrown.
   */
  async tick(): Promise<RunResult> {
    if (this.stopping) return NOT_HELD;
    try {
      const { ran, result } = await this.deps.jobs.runNow(HEALTH_JOB);
      return ran && result ? (result as RunResult) : NOT_HELD;
    } catch (err) {
      this.deps.onError?.(err as Error);
      return NOT_HELD;
    }
  }

  /** Runs no more rounds in this process and waits for the one under way (a shutdown). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.round_;
  }

  private async round(signal: AbortSignal): Promise<RunResult> {
    if (this.stopping) return NOT_HELD;
    const startedRun = await queueAllActiveOnce(
      this.deps.db,
      HEALTH_JOB,
      String(Math.floor(this.now().getTime() / (this.deps.intervalMs ?? 86_400_000))),
      this.now(),
    );
    let checked = 0;
    const halted = () => this.stopping || signal.aborted;
    for (;;) {
      if (halted()) break;
      const due = await queuedChecks(this.deps.db, this.deps.batch ?? 20);
      if (due.length === 0) break;
      // Hosts in parallel, each host's codes one after another (the per-host pace spaces their
      // requests anyway; this way a batch does not hold a queue of waiting checks).
      const byHost = new Map<string, typeof due>();
      for (const code of due) {
        const host = hostOf(code.destination);
        byHost.set(host, [...(byHost.get(host) ?? []), code]);
      }
      await Promise.all(
        [...byHost.values()].map(async (codes) => {
          for (const code of codes) {
            // Shutting down: the rest stays queued for the next round, in any process.
            if (halted()) return;
            const live = code.active && this.live(code.controls, code.cappedScans);
            if (live && isLink(code.destination)) {
              await this.deps.check(code.codeId, code.destination, code.clientId);
              checked += 1;
            }
            // A newer request (the destination changed during the check) keeps its row.
            await removeCheck(this.deps.db, code.codeId, code.queuedAt);
          }
        }),
      );
    }
    return { held: true, startedRun, checked };
  }

  /** Not expired by date or by its scan cap (a code not started yet is checked). */
  private live(controls: LinkControls | null, cappedScans: number): boolean {
    if (!controls) return true;
    if (controls.expiresAt && Date.parse(controls.expiresAt) <= this.now().getTime()) return false;
    return controls.maxScans == null || cappedScans < controls.maxScans;
  }
}

function hostOf(destination: string): string {
  try {
    return new URL(destination).hostname;
  } catch {
    return '';
  }
}

function isLink(destination: string): boolean {
  return /^https?:\/\//i.test(destination);
}

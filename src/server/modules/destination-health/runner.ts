import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LinkControls } from '../../../contracts/link-controls.js';
import type { Database } from '../../db/client.js';
import {
  destinationCheckQueue,
  dynamicQrCodes,
  jobLeases,
  scheduledJobRuns,
} from '../../db/schema/index.js';

const JOB = 'destination-health';

export interface HealthRunnerDeps {
  db: Database;
  /** Checks one code's destination and stores (and mails) its verdict. */
  check: (codeId: number, destination: string, clientId: number) => Promise<unknown>;
  now?: () => Date;
  /** Every active code is visited once per interval (default a day). */
  intervalMs?: number;
  /** How often a process looks for work and for the lease (default 30 s). */
  pollMs?: number;
  /** The lease is held this long past its last renewal (default 5 min). */
  leaseMs?: number;
  /** Codes checked at a time (each host still gets at most one request a second). */
  batch?: number;
  onError?: (error: Error) => void;
}

export interface RunResult {
  /** Whether this process held the checker's lease. */
  held: boolean;
  /** Whether this call started the interval's visit of every active code. */
  startedRun: boolean;
  checked: number;
}

/**
 * The background destination checker (issue 20 item 5). Every process runs one; one at a time
 * does the work: the holder of the "destination-health" lease (job_leases), renewed while it
 * works and taken over by another process once it has lapsed. Work is destination_check_queue:
 * codes queued when created or their destination changed (enqueue, from any process), and every
 * active code once per interval, queued by the one process whose insert of (job, period) into
 * scheduled_job_runs succeeds. Its HostPace (one request per host per second) is counted in the
 * database, shared with every "Check now" in any process. Paused, deleted, retired and expired
 * codes are not checked.
 */
export class DestinationHealthRunner {
  private readonly now: () => Date;
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunResult> | null = null;
  private stopping = false;
  private started = false;

  constructor(private readonly deps: HealthRunnerDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Queues a check of `codeId` (after a create or a destination change), for whichever process
   * holds the lease, and wakes this one's round; never throws.
   */
  async enqueue(codeId: number): Promise<void> {
    const at = this.now();
    try {
      await this.deps.db
        .insert(destinationCheckQueue)
        .values({ codeId, queuedAt: at })
        .onConflictDoUpdate({ target: destinationCheckQueue.codeId, set: { queuedAt: at } });
      this.wake();
    } catch (err) {
      this.deps.onError?.(err as Error);
    }
  }

  start(): void {
    this.stopping = false;
    this.started = true;
    this.wake();
    this.timer = setInterval(() => void this.tick(), this.deps.pollMs ?? 30_000);
    this.timer.unref();
  }

  /** Stops polling, waits for the current round and gives the lease up. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.deps.db
      .delete(jobLeases)
      .where(and(eq(jobLeases.job, JOB), eq(jobLeases.holder, this.holder)))
      .catch(() => undefined);
  }

  /** One round now (one at a time per process); errors are reported, not thrown. */
  tick(): Promise<RunResult> {
    this.running ??= this.round()
      .catch((err: Error) => {
        this.deps.onError?.(err);
        return { held: false, startedRun: false, checked: 0 };
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** A round soon, when started (tests that drive the runner call tick themselves). */
  private wake(): void {
    if (!this.started) return;
    setImmediate(() => void this.tick());
  }

  private async round(): Promise<RunResult> {
    if (this.stopping || !(await this.holdLease()))
      return { held: false, startedRun: false, checked: 0 };
    const startedRun = await this.startRun();
    let checked = 0;
    for (;;) {
      if (this.stopping) break;
      const due = await this.deps.db
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
        .limit(this.deps.batch ?? 20);
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
            // Shutting down: the rest stays queued for the next holder of the lease.
            if (this.stopping) return;
            const live = code.active && this.live(code.controls, code.cappedScans);
            if (live && isLink(code.destination)) {
              await this.deps.check(code.codeId, code.destination, code.clientId);
              checked += 1;
            }
            // A newer request (the destination changed during the check) keeps its row.
            await this.deps.db
              .delete(destinationCheckQueue)
              .where(
                and(
                  eq(destinationCheckQueue.codeId, code.codeId),
                  eq(destinationCheckQueue.queuedAt, code.queuedAt),
                ),
              );
          }
        }),
      );
      if (!(await this.holdLease())) break;
    }
    return { held: true, startedRun, checked };
  }

  /** Takes or renews the checker's lease; false when another live process holds it. */
  private async holdLease(): Promise<boolean> {
    const now = this.now();
    const until = new Date(now.getTime() + (this.deps.leaseMs ?? 5 * 60_000));
    const rows = await this.deps.db
      .insert(jobLeases)
      .values({ job: JOB, holder: this.holder, expiresAt: until })
      .onConflictDoUpdate({
        target: jobLeases.job,
        set: { holder: this.holder, expiresAt: until },
        setWhere: sql`${jobLeases.holder} = ${this.holder} or ${jobLeases.expiresAt} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ holder: jobLeases.holder });
    return rows.length === 1;
  }

  /** Queues every active link code once per interval (the first process to claim it does). */
  private async startRun(): Promise<boolean> {
    const now = this.now();
    const period = String(Math.floor(now.getTime() / (this.deps.intervalMs ?? 86_400_000)));
    const claimed = await this.deps.db
      .insert(scheduledJobRuns)
      .values({ job: JOB, period, startedAt: now })
      .onConflictDoNothing()
      .returning({ job: scheduledJobRuns.job });
    if (claimed.length === 0) return false;
    await this.deps.db.execute(
      sql`insert into destination_check_queue (code_id, queued_at)
          select id, ${now.toISOString()}::timestamptz from dynamic_qr_codes
          where is_deleted = false and is_paused = false and retired_at is null
            and destination ~ '^https?://'
          on conflict (code_id) do nothing`,
    );
    return true;
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

import type pg from 'pg';
import type { Logger } from 'pino';
import { PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import type { Database } from '../../db/client.js';
import { planFor, workspacesPlanFields } from '../plans/index.js';
import { writeScanBatch, type BatchScan, type CountOnly } from './repository.js';
import type { ScanEvent } from './scan-event.js';

export interface ScanWriterOptions {
  db: Database;
  /**
   * On PostgreSQL, the pool `db` uses: batches are then written with COPY on one of its
   * connections (cheaper per event than an INSERT). Absent or null on PGlite.
   */
  copyPool?: pg.Pool | null;
  logger: Pick<Logger, 'warn' | 'error'>;
  now?: () => Date;
  /** Time between writes. Default 1000 ms. */
  intervalMs?: number;
  /**
   * Events held in memory at most (about 300 bytes each). Beyond it, while the database is
   * unreachable, human scans are only counted per code and bot events are dropped.
   * Default 100,000.
   */
  maxBuffered?: number;
  /** How long a workspace's plan is trusted before it is read again. Default 60 s. */
  planTtlMs?: number;
  /** Told how many scans each committed batch wrote (events and scans only counted). */
  onWritten?: (count: number) => void;
}

interface Pending {
  event: ScanEvent;
  workspaceId: number;
}

/**
 * Events per transaction. A busy second fits in one or two, which keeps per-code work (one row
 * lock and one counter update per code and batch) low per event, while a backlog after an
 * outage is still written in bounded steps (about half a second each on PGlite).
 */
const BATCH_SIZE = 10_000;

/**
 * Buffers scan events in memory and writes them in batches: every `intervalMs` and on
 * `close()`. A failed write keeps its events for the next attempt, so a scan that was answered
 * is counted once the database answers again; nothing is lost unless the process dies with the
 * database down. Counting happens only here (scan_count is never bumped per request).
 */
export class ScanWriter {
  private buffer: Pending[] = [];
  private countOnly: CountOnly = new Map();
  private readonly plans = new Map<number, { detailLimit: number | null; until: number }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private overflowWarned = false;
  private readonly now: () => Date;
  private readonly maxBuffered: number;

  constructor(private readonly options: ScanWriterOptions) {
    this.now = options.now ?? (() => new Date());
    this.maxBuffered = options.maxBuffered ?? 100_000;
  }

  /** Starts the periodic writes (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(() => {});
    }, this.options.intervalMs ?? 1000);
    this.timer.unref();
  }

  /** Queues one event. Never throws, never waits. */
  add(event: ScanEvent, workspaceId: number): void {
    if (this.buffer.length < this.maxBuffered) {
      this.buffer.push({ event, workspaceId });
      return;
    }
    this.overflow([{ event, workspaceId }]);
  }

  /** Events waiting to be written (plus scans only counted). */
  get pending(): number {
    let counted = 0;
    for (const c of this.countOnly.values()) counted += c.count;
    return this.buffer.length + counted;
  }

  /**
   * Writes everything queued so far. Concurrent calls share one run. Rejects when a write
   * fails (its events stay queued for the next attempt).
   */
  flush(): Promise<void> {
    if (this.running) return this.running.then(() => this.flush());
    if (this.buffer.length === 0 && this.countOnly.size === 0) return Promise.resolve();
    const run = this.writeAll().finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  /**
   * Stops the timer and writes what is left, retrying a few times (the database may be
   * restarting). Call after the server has stopped taking requests.
   */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.flush();
        return;
      } catch (err) {
        if (attempt >= 5) {
          this.options.logger.error(
            { err, pending: this.pending },
            'scan events could not be written at shutdown; they are lost',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0 || this.countOnly.size > 0) {
      const batch = this.buffer.splice(0, BATCH_SIZE);
      const countOnly = this.countOnly;
      this.countOnly = new Map();
      try {
        const scans = await this.withPlans(batch);
        await writeScanBatch(this.options.db, scans, countOnly, this.options.copyPool ?? null);
        if (this.options.onWritten) {
          let written = batch.length;
          for (const c of countOnly.values()) written += c.count;
          if (written > 0) this.options.onWritten(written);
        }
        // Let waiting requests run between transactions.
        await new Promise((resolve) => setImmediate(resolve));
        if (this.buffer.length < this.maxBuffered / 2) this.overflowWarned = false;
      } catch (err) {
        this.requeue(batch, countOnly);
        this.options.logger.warn(
          { err, pending: this.pending },
          'writing scan events failed; will retry',
        );
        throw err;
      }
    }
  }

  /** Puts a failed batch back in front, within the memory bound. */
  private requeue(batch: Pending[], countOnly: CountOnly): void {
    for (const [id, c] of countOnly) this.countFor(id, c.count, c.lastAt);
    const room = Math.max(0, this.maxBuffered - this.buffer.length);
    this.buffer = batch.slice(0, room).concat(this.buffer);
    this.overflow(batch.slice(room));
  }

  /** Beyond the bound: keep counting human scans per code, drop their detail and all bots. */
  private overflow(events: Pending[]): void {
    if (events.length === 0) return;
    for (const { event } of events) {
      if (!event.isBot) this.countFor(event.dynamicQrCodeId, 1, event.scannedAt);
    }
    if (!this.overflowWarned) {
      this.overflowWarned = true;
      this.options.logger.error(
        { maxBuffered: this.maxBuffered },
        'scan buffer full: scans are counted but their details are not kept until the database answers',
      );
    }
  }

  private countFor(codeId: number, n: number, at: Date): void {
    const c = this.countOnly.get(codeId);
    if (!c) this.countOnly.set(codeId, { count: n, lastAt: at });
    else {
      c.count += n;
      if (at > c.lastAt) c.lastAt = at;
    }
  }

  /**
   * Each event with its workspace's monthly detail limit (plans cached per workspace for
   * planTtlMs).
   */
  private async withPlans(batch: Pending[]): Promise<BatchScan[]> {
    const nowMs = Date.now();
    const missing = new Set<number>();
    for (const { workspaceId } of batch) {
      const cached = this.plans.get(workspaceId);
      if (!cached || cached.until <= nowMs) missing.add(workspaceId);
    }
    if (missing.size > 0) {
      const fields = await workspacesPlanFields(this.options.db, [...missing]);
      const until = nowMs + (this.options.planTtlMs ?? 60_000);
      if (this.plans.size > 50_000) this.plans.clear();
      for (const workspaceId of missing) {
        const workspace = fields.get(workspaceId);
        // A workspace that is gone (the code goes with it) is treated as free.
        const limit = workspace
          ? planFor(workspace, this.now()).detailedScansPerMonth
          : PLAN_LIMITS.free.detailedScansPerMonth;
        this.plans.set(workspaceId, { detailLimit: limit, until });
      }
    }
    return batch.map(({ event, workspaceId }) => ({
      event,
      detailLimit: this.plans.get(workspaceId)!.detailLimit,
    }));
  }
}

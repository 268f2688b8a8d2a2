import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { JobScheduler } from '../../lib/jobs/index.js';
import { ROLLUP_CHUNK, rollUpScans } from './rollup-repository.js';

export {
  ROLLUP_CHUNK,
  ROLLUP_FOLD_LOCK,
  rollUpScans,
  scanDimensionValues,
} from './rollup-repository.js';

/** The rollup's recurring job (lib/jobs). */
export const ROLLUP_JOB = 'scans.rollup';

export interface ScanRollupOptions {
  db: Database;
  logger: Pick<Logger, 'warn'>;
  /** Shortest time between runs. Default 5 s. */
  intervalMs?: number;
  /** Events per fold transaction. Default ROLLUP_CHUNK.pglite. */
  chunk?: number;
  /**
   * Told after a run that found events newer than the previous run's (the first run's too):
   * they are now folded, so the webhook queues may take them in.
   */
  onFolded?: () => void;
  /** Told how many events each committed fold chunk took in (scan metrics). */
  onFoldedEvents?: (events: number) => void;
}

/**
 * Most of the database's time one run may take: after a run that took t ms the next waits at
 * least t × (1 / RUN_SHARE - 1). Under heavy scan traffic runs get rarer and each folds more
 * events per code, which is cheaper per event (one upsert per code and value, not per scan).
 */
const RUN_SHARE = 0.1;

/**
 * The rollup as the recurring job "scans.rollup": every `intervalMs` across all processes, or
 * less often under load. Lag only costs analytics a few more raw rows to read; it never changes
 * an answer.
 */
export class ScanRollup {
  private running: Promise<void> | null = null;
  /** Every event up to this id was folded when the last run of this process ended. */
  private foldedUpTo = 0;

  constructor(private readonly options: ScanRollupOptions) {}

  /** Defines the recurring job on `jobs`. */
  register(jobs: JobScheduler): void {
    const intervalMs = this.options.intervalMs ?? 5_000;
    jobs.every(ROLLUP_JOB, intervalMs, async () => {
      const started = performance.now();
      await this.fold();
      return {
        nextRunInMs: Math.max(intervalMs, (performance.now() - started) * (1 / RUN_SHARE - 1)),
      };
    });
  }

  /** Folds everything committed so far (shares a run already under way). Never rejects. */
  run(): Promise<void> {
    this.running ??= this.fold()
      .catch((err: unknown) => {
        this.options.logger.warn(
          { err: { message: (err as Error).message } },
          'scan rollup failed; will retry',
        );
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async fold(): Promise<void> {
    const upTo = await rollUpScans(
      this.options.db,
      this.options.chunk ?? ROLLUP_CHUNK.pglite,
      this.options.onFoldedEvents,
    );
    if (upTo <= this.foldedUpTo) return;
    this.foldedUpTo = upTo;
    this.options.onFolded?.();
  }
}

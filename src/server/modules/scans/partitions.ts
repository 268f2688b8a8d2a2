import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { JobScheduler } from '../../lib/jobs/index.js';
import { dropExpiredScanMonths, ensureScanMonths } from './partitions-repository.js';

export {
  MONTHS_AHEAD,
  dropExpiredScanMonths,
  ensureScanMonths,
  monthOffset,
  scanMonths,
  type RetentionResult,
} from './partitions-repository.js';

/** Partition upkeep's recurring job (lib/jobs). */
export const PARTITIONS_JOB = 'scans.partitions';

export interface ScanPartitionsOptions {
  db: Database;
  logger: Pick<Logger, 'info' | 'warn'>;
  now: () => Date;
  /** Whole months kept before the current one; null keeps everything. */
  retentionMonths: number | null;
  /** Time between runs. Default 6 hours. */
  intervalMs?: number;
}

/**
 * Partition upkeep: months ahead are created, and with a retention setting old months dropped.
 * Each process runs it once at start (the app is ready only once the current month's partition
 * exists), then the recurring job "scans.partitions" every `intervalMs` across all processes.
 */
export class ScanPartitions {
  private running: Promise<void> | null = null;

  constructor(private readonly options: ScanPartitionsOptions) {}

  /** Defines the recurring job on `jobs`. */
  register(jobs: JobScheduler): void {
    jobs.every(PARTITIONS_JOB, this.options.intervalMs ?? 6 * 3_600_000, () => this.upkeep());
  }

  /**
   * One upkeep run (shares a run under way). Never rejects: failures are logged. Without the
   * wait for it at start, a scan batch routed to the default partition could meet the month's
   * partition being created at the same moment.
   */
  run(): Promise<void> {
    this.running ??= this.upkeep()
      .catch((err: unknown) => {
        this.options.logger.warn(
          { err: { message: (err as Error).message } },
          'scan partition upkeep failed; will retry',
        );
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async upkeep(): Promise<void> {
    const { db, now, retentionMonths, logger } = this.options;
    const created = await ensureScanMonths(db, now());
    if (created.length > 0) logger.info({ months: created }, 'scan event partitions created');
    if (retentionMonths === null) return;
    const { dropped, waiting } = await dropExpiredScanMonths(db, now(), retentionMonths);
    if (dropped.length > 0) {
      logger.info({ months: dropped, retentionMonths }, 'scan details of old months dropped');
    }
    if (waiting.length > 0) {
      logger.warn(
        { months: waiting },
        'old scan months kept until the rollup has folded them in; retried next run',
      );
    }
  }
}

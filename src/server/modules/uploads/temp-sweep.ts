import type { Logger } from 'pino';
import type { JobScheduler } from '../../lib/jobs/index.js';
import type { FileStorage } from '../../lib/storage.js';

/** Temp files older than this belong to no upload in progress (requests time out far sooner). */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the temp files of uploads a crash or kill cut off: the recurring job
 * "uploads.temp-sweep", hourly across all processes (lib/jobs). Returns the sweep itself, which
 * each process runs once when it is ready (it needs no database, so it runs even before the
 * job table can be reached); never throws.
 */
export function registerTempSweep(
  jobs: JobScheduler,
  storage: FileStorage,
  logger: Pick<Logger, 'info' | 'warn'>,
): () => Promise<void> {
  const sweep = async () => {
    const removed = await storage.sweepTemp(TEMP_FILE_MAX_AGE_MS);
    if (removed > 0) logger.info({ removed }, 'removed temp files of cut-off uploads');
  };
  jobs.every('uploads.temp-sweep', TEMP_FILE_MAX_AGE_MS, sweep, { runAtStart: false });
  return () =>
    sweep().catch((err: unknown) => logger.warn({ err }, 'sweeping upload temp files failed'));
}

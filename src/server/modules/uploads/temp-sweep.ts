import type { Logger } from 'pino';
import type { JobScheduler } from '../../lib/jobs/index.js';
import type { FileStorage } from '../../lib/storage.js';

/** Temp files older than this belong to no upload in progress (requests time out far sooner). */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the temp files of uploads a crash or kill cut off: the recurring job
 * "uploads.temp-sweep", hourly across all processes (lib/jobs).
 */
export function registerTempSweep(
  jobs: JobScheduler,
  storage: FileStorage,
  logger: Pick<Logger, 'info'>,
): void {
  jobs.every('uploads.temp-sweep', TEMP_FILE_MAX_AGE_MS, async () => {
    const removed = await storage.sweepTemp(TEMP_FILE_MAX_AGE_MS);
    if (removed > 0) logger.info({ removed }, 'removed temp files of cut-off uploads');
  });
}

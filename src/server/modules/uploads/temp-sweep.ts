import type { Logger } from 'pino';
import type { App } from '../../lib/app-types.js';
import type { FileStorage } from '../../lib/storage.js';

/** Temp files older than this belong to no upload in progress (requests time out far sooner). */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the temp files of uploads a crash or kill cut off, when the app is ready and then
 * hourly (the timer does not keep the process alive and stops at close).
 */
export function registerTempSweep(
  app: App,
  storage: FileStorage,
  logger: Pick<Logger, 'info' | 'warn'>,
): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    storage.sweepTemp(TEMP_FILE_MAX_AGE_MS).then(
      (removed) => {
        if (removed > 0) logger.info({ removed }, 'removed temp files of cut-off uploads');
      },
      (err: unknown) => logger.warn({ err }, 'sweeping upload temp files failed'),
    );
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), TEMP_FILE_MAX_AGE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

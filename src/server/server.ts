import type { Logger } from 'pino';
import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { serveBackups } from './db/backup/socket.js';
import { migrateDatabase } from './db/migrate.js';
import { createLogger, readyMessage } from './lib/logger.js';

/** How long a graceful shutdown may take before the process exits anyway (with code 1). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

export interface RunningServer {
  app: App;
  logger: Logger;
  /** Bound port (useful with PORT=0). */
  port: number;
}

/**
 * Opens and migrates the database, builds the app and listens. `configure` may add routes or
 * hooks before listening (tests). The database is closed by the app's onClose hook.
 */
export async function startServer(
  config: Readonly<Config>,
  options: { configure?: (app: App) => void } = {},
): Promise<RunningServer> {
  const logger = createLogger(config);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    // Log only what identifies the failure: pg errors carry the whole client object.
    onPoolError: (err) =>
      logger.warn(
        { err: { message: err.message, code: (err as { code?: string }).code } },
        'idle database connection failed',
      ),
    pgliteEvents: {
      crashed: (err) =>
        logger.error(
          { err: { message: err.message } },
          'PGlite worker died: statements in flight failed; reopening the database',
        ),
      restarted: () => logger.warn('PGlite reopened after its worker died'),
      gaveUp: (err) =>
        logger.error({ err: { message: err.message } }, 'PGlite could not be reopened'),
    },
  });
  let app: App | undefined;
  try {
    await migrateDatabase(database);
    app = buildApp(config, { database, logger });
    // Registered first, so it runs after every onClose hook that later modules add.
    app.addHook('onClose', async () => {
      await database.close();
    });
    if (database.kind === 'pglite' && config.dataDir !== 'memory://') {
      // `npm run backup` reaches the embedded database through this server (db/backup).
      const closeBackups = await serveBackups(database.pglite, config.dataDir, logger);
      app.addHook('onClose', closeBackups);
    }
    options.configure?.(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // While there is no admin: the one-time setup link, on a line of its own (modules/first-admin).
  await app.announceFirstAdmin(port);
  logger.info(
    { port, publicUrl: config.publicUrl, database: database.kind },
    readyMessage(config, port),
  );
  return { app, logger, port };
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, run every onClose
 * hook, exit 0. If that takes longer than SHUTDOWN_DEADLINE_MS the process exits 1.
 */
export function exitGracefullyOnSignals(server: RunningServer): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      server.logger.error('shutdown deadline passed; exiting with requests still open');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    server.app.close().then(
      () => {
        server.logger.info('shutdown complete');
        process.exit(0);
      },
      (err: unknown) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

import cluster from 'node:cluster';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';
import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { serveBackups } from './db/backup/socket.js';
import { migrateDatabase } from './db/migrate.js';
import { createLogger, readyMessage } from './lib/logger.js';

/** How long a graceful shutdown may take before the process exits anyway (with code 1). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * How long a shutdown waits, after it stops accepting connections, for the clients of open
 * keep-alive connections to send their next request (answered, with Connection: close) before
 * the connections still idle are closed. A busy client (a proxy, a load test) sends one within
 * milliseconds; closing a connection it has just sent a request on would reset that request.
 */
export const DRAIN_GRACE_MS = 2_000;

export interface RunningServer {
  app: App;
  logger: Logger;
  /** Bound port (useful with PORT=0). */
  port: number;
  /**
   * Stops accepting connections and answers every further request with Connection: close;
   * resolves once no connection is open or after `graceMs`, whichever comes first (see
   * DRAIN_GRACE_MS). `app.close()` then closes the idle rest and waits for requests in flight.
   */
  drain: (graceMs: number) => Promise<void>;
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
    readUrl: config.databaseReadUrl,
    // At most once per REPLICA_RETRY_MS while the replica stays down (db/client.ts).
    onReplicaDown: (err) =>
      logger.warn(
        { err: { message: err.message, code: (err as { code?: string }).code } },
        'read replica (DATABASE_READ_URL) does not answer: its reads go to the primary',
      ),
    onReplicaBack: () => logger.info('read replica (DATABASE_READ_URL) answers again'),
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
  return { app, logger, port, drain: drainer(app.server) };
}

/**
 * The drain of RunningServer. Node's `server.close()` also closes every keep-alive connection
 * that is idle at that instant, so a client that has just sent its next request on one gets a
 * reset instead of an answer. Instead: stop listening only (net.Server's own close; in a cluster
 * worker this also tells the primary to hand this process no more connections, and one handed
 * over meanwhile goes back to another process), and end each open connection after its next
 * answer, so its client reconnects to a process that is still listening.
 */
function drainer(server: Server): (graceMs: number) => Promise<void> {
  let draining = false;
  // First among the request listeners: Fastify's answers and the short-link fast path's
  // (writeHead merges its headers with these) carry it.
  server.prependListener('request', (_request, response) => {
    if (draining) response.setHeader('connection', 'close');
  });
  return async (graceMs) => {
    if (draining || !server.listening) return;
    draining = true;
    // Emitted once the listening socket is closed and no connection is open.
    const closed = once(server, 'close');
    NetServer.prototype.close.call(server);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      closed,
      new Promise((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
  };
}

/**
 * SIGTERM/SIGINT: stop accepting connections, answer the requests still arriving on open
 * connections (each answer ends its connection; at most DRAIN_GRACE_MS), let in-flight requests
 * finish, run every onClose hook, exit 0. If that takes longer than SHUTDOWN_DEADLINE_MS the
 * process exits 1. SIGHUP asks the cluster primary for a rolling restart (cluster.ts): a server
 * process under a primary ignores it (a terminal hangup reaches the whole process group; the
 * primary is in charge), and a lone process says that it cannot restart itself and goes on: a
 * systemd `ExecReload` sending SIGHUP must not end it without writing its buffered scans.
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
    server
      .drain(DRAIN_GRACE_MS)
      .then(() => server.app.close())
      .then(
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
  process.on('SIGHUP', () => {
    if (cluster.isWorker) return;
    server.logger.warn(
      'SIGHUP ignored: a rolling restart needs WEB_CONCURRENCY above 1 (PostgreSQL); restart the service to run a new version',
    );
  });
}

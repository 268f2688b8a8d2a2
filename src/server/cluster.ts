// Several server processes on one port (WEB_CONCURRENCY, PostgreSQL only): the primary forks
// the workers, replaces one that dies, and on SIGTERM/SIGINT asks each to shut down gracefully
// (each finishes its requests and writes its buffered scans, see server.ts) before it exits.
// Node's cluster module shares the listening socket; the primary hands connections to the
// workers in turn. Each worker runs the ordinary server (main.ts), migrations included: they
// take an advisory lock, so simultaneous starts are safe.
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createLogger, readyMessage } from './lib/logger.js';
import { serveClusterMetrics } from './modules/metrics/index.js';
import { SHUTDOWN_DEADLINE_MS } from './server.js';

/** A worker that dies this many times within RESTART_WINDOW_MS makes the primary give up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

export interface ClusterOptions {
  /** Told once every worker listens (tests); the primary logs the ready line itself. */
  onReady?: (port: number) => void;
}

/**
 * Runs in the primary process: forks `config.webConcurrency` workers and supervises them until a
 * signal, then exits 0 when every worker has exited 0 (1 otherwise, or past the deadline).
 */
export function runClusterPrimary(config: Readonly<Config>, options: ClusterOptions = {}): void {
  const logger = createLogger(config);
  const workers = new Set<Worker>();
  const listening = new Set<number>();
  const restarts: number[] = [];
  let stopping = false;
  let failed = false;
  let announced = false;
  // One id for this start: the first-admin setup link is made and printed once per start,
  // whichever process gets there first (and not again by a replacement process).
  const startId = randomUUID();

  const fork = () => {
    const worker = cluster.fork({ QRS_START_ID: startId });
    workers.add(worker);
    worker.on('listening', (address) => {
      listening.add(worker.id);
      if (!announced && listening.size === config.webConcurrency) {
        announced = true;
        logger.info(
          { port: address.port, processes: config.webConcurrency },
          `${readyMessage(config, address.port)}; ${config.webConcurrency} server processes`,
        );
        options.onReady?.(address.port);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    listening.delete(worker.id);
    if (stopping) {
      // A worker replaced earlier does not count; one that fails its own shutdown does.
      if (code !== 0) failed = true;
      if (workers.size === 0) finish(logger, failed ? 1 : 0);
      return;
    }
    logger.error(
      { pid: worker.process.pid, code, signal },
      'a server process exited unexpectedly; starting another',
    );
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] !== undefined && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      logger.error(
        `${restarts.length} server processes died within a minute; stopping (see the errors above)`,
      );
      stop('restart limit');
      return;
    }
    fork();
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason, processes: workers.size }, 'shutting down every server process');
    // Each worker gets the whole shutdown time; a little more for the primary to see them go.
    const deadline = setTimeout(() => {
      logger.error('server processes still running past the shutdown deadline; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
      finish(logger, 1);
    }, SHUTDOWN_DEADLINE_MS + 2_000);
    deadline.unref();
    if (workers.size === 0) finish(logger, failed ? 1 : 0);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // A scrape of /metrics reaches one process, which answers for all through this primary.
  if (config.metricsToken !== null) serveClusterMetrics();
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}

function finish(logger: Logger, code: number): never {
  logger.info({ code }, code === 0 ? 'shutdown complete' : 'shutdown finished with errors');
  process.exit(code);
}

// Several server processes on one port (WEB_CONCURRENCY, PostgreSQL only): the primary forks
// the workers, replaces one that dies, on SIGHUP replaces them one at a time (a rolling
// restart: the new one listens before an old one drains), and on SIGTERM/SIGINT asks each to
// shut down gracefully (each finishes its requests and writes its buffered scans, see
// server.ts) before it exits. Node's cluster module shares the listening socket; the primary
// hands connections to the workers that listen, in turn. Each worker runs the ordinary server
// (main.ts), migrations included: they take an advisory lock, so simultaneous starts are safe.
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

/**
 * How long a rolling restart waits for a new process to listen (it may be the one applying a
 * new version's migrations) before it stops the new process and the rollout.
 */
export const ROLLOUT_READY_TIMEOUT_MS = 300_000;

export interface ClusterOptions {
  /** Told once every worker listens (tests); the primary logs the ready line itself. */
  onReady?: (port: number) => void;
}

/** How a new process's start ended: it listens, or it exited first, or it took too long. */
type StartOutcome =
  | { kind: 'listening' }
  | { kind: 'exited'; code: number | null; signal: string | null }
  | { kind: 'timeout' };

/**
 * Runs in the primary process: forks `config.webConcurrency` workers and supervises them until a
 * signal, then exits 0 when every worker has exited 0 (1 otherwise, or past the deadline).
 */
export function runClusterPrimary(config: Readonly<Config>, options: ClusterOptions = {}): void {
  const logger = createLogger(config);
  const workers = new Set<Worker>();
  // Workers that have listened (ids): until then a worker has served nothing.
  const listened = new Set<number>();
  const listening = new Set<number>();
  // Asked to drain by a rolling restart, or started by one and not yet listening: their exits
  // are the rollout's to judge, not "unexpected".
  const retiring = new Set<Worker>();
  const starting = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let failed = false;
  let announced = false;
  let rolling = false;
  let rollAgain = false;
  // One id for this start: the first-admin setup link is made and printed once per start,
  // whichever process gets there first (and not again by a replacement process).
  const startId = randomUUID();

  const fork = () => {
    const worker = cluster.fork({ QRS_START_ID: startId });
    workers.add(worker);
    worker.on('listening', (address) => {
      listened.add(worker.id);
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
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    listening.delete(worker.id);
    const everListened = listened.delete(worker.id);
    const expected = retiring.delete(worker) || starting.delete(worker);
    if (stopping) {
      // A worker replaced earlier does not count; one that fails its own shutdown does. One
      // stopped before it ever listened (a rolling restart's new process still starting) had
      // nothing to finish.
      const stoppedWhileStarting = signal === 'SIGTERM' && !everListened;
      if (code !== 0 && !stoppedWhileStarting) failed = true;
      if (workers.size === 0) finish(logger, failed ? 1 : 0);
      return;
    }
    if (expected) return;
    if (!announced && !everListened) {
      // The first start failed (configuration, database, a refused migration: the process's
      // own message is above): starting it again would fail the same way.
      logger.error(
        { pid: worker.process.pid, code, signal },
        'a server process failed to start; stopping (see its errors above)',
      );
      failed = true;
      stop('start failed');
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

  /** Resolves when the new worker listens, exits, or has not listened in time. */
  const startOf = (worker: Worker) =>
    new Promise<StartOutcome>((resolve) => {
      const timer = setTimeout(() => resolve({ kind: 'timeout' }), ROLLOUT_READY_TIMEOUT_MS);
      worker.once('listening', () => {
        clearTimeout(timer);
        resolve({ kind: 'listening' });
      });
      worker.once('exit', (code: number | null, signal: string | null) => {
        clearTimeout(timer);
        resolve({ kind: 'exited', code, signal });
      });
    });

  /** Asks a worker to drain (SIGTERM) and resolves with its exit code once it has exited. */
  const retire = (worker: Worker) =>
    new Promise<number | null>((resolve) => {
      retiring.add(worker);
      const timer = setTimeout(() => {
        logger.error(
          { pid: worker.process.pid },
          'an old server process is still running past the shutdown deadline; killing it',
        );
        worker.process.kill('SIGKILL');
      }, SHUTDOWN_DEADLINE_MS + 2_000);
      worker.once('exit', (code: number | null) => {
        clearTimeout(timer);
        resolve(code);
      });
      worker.process.kill('SIGTERM');
    });

  const pidsOf = (list: Iterable<Worker>) => [...list].map((worker) => worker.process.pid);

  /**
   * One rolling restart: for each process running when it began, fork a new one, wait until it
   * listens, then let one old one drain and exit. Returns false if it stopped early.
   */
  const rollOnce = async (): Promise<boolean> => {
    const old = [...workers];
    logger.info(
      { pids: pidsOf(old) },
      `rolling restart: replacing ${old.length} server processes one at a time`,
    );
    const oldStillRunning = () => old.filter((worker) => workers.has(worker));
    while (!stopping && oldStillRunning().length > 0) {
      const next = fork();
      starting.add(next);
      const outcome = await startOf(next);
      starting.delete(next);
      if (stopping) return false;
      if (outcome.kind !== 'listening') {
        const serving = workers.size - (workers.has(next) ? 1 : 0);
        const why =
          outcome.kind === 'timeout'
            ? `did not listen within ${ROLLOUT_READY_TIMEOUT_MS / 1000} s (stopped)`
            : `exited (code ${outcome.code}${outcome.signal ? `, signal ${outcome.signal}` : ''}) before it listened`;
        if (outcome.kind === 'timeout') {
          retiring.add(next);
          next.process.kill('SIGKILL');
        }
        logger.error(
          { pid: next.process.pid, notReplaced: pidsOf(oldStillRunning()) },
          `rolling restart stopped: the new server process ${why}; the ${serving} running server processes keep serving, ${oldStillRunning().length} of them not replaced (see the new process's errors above)`,
        );
        return false;
      }
      // The old one to go: the next still running (one that died meanwhile was replaced by a
      // process of the new version already); else, with one process too many, any other.
      const victim =
        oldStillRunning()[0] ??
        (workers.size > config.webConcurrency
          ? [...workers].find((worker) => worker !== next)
          : undefined);
      if (victim === undefined) continue;
      logger.info(
        { pid: next.process.pid, draining: victim.process.pid },
        'rolling restart: a new server process listens; an old one drains',
      );
      const code = await retire(victim);
      if (code !== 0) {
        logger.error(
          { pid: victim.process.pid, code },
          'rolling restart: an old server process did not finish its shutdown cleanly',
        );
      }
    }
    if (stopping) return false;
    logger.info(
      { pids: pidsOf(workers) },
      `rolling restart complete: ${old.length} server processes replaced`,
    );
    return true;
  };

  const rollingRestart = async () => {
    rolling = true;
    try {
      do {
        rollAgain = false;
        await rollOnce();
      } while (rollAgain && !stopping);
    } finally {
      rolling = false;
    }
  };

  process.on('SIGHUP', () => {
    if (stopping) {
      logger.info('SIGHUP ignored: shutting down');
      return;
    }
    if (rolling) {
      // Queued, not dropped: processes this rollout already started may run older code than
      // the deploy that sent this signal. Several signals meanwhile make one more rollout.
      rollAgain = true;
      logger.info('SIGHUP during a rolling restart: another rolling restart will follow it');
      return;
    }
    void rollingRestart();
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

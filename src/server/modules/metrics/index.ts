// Public face of the metrics module: GET /metrics (Prometheus text, METRICS_TOKEN) and the small
// interface other modules report through (`app.metrics`), so none of them imports prom-client.
import type { PoolStats } from '../../lib/worker-pool/pool.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { clusterMetricsReader } from './cluster-metrics.js';
import { AppRegistry, FAST_PATH_ROUTE, UNMATCHED_ROUTE, type GaugeReading } from './registry.js';
import { jobQueueReading } from '../../lib/jobs/index.js';
import { mailQueueReading } from '../../lib/mail-repository.js';
import { registerMetricsRoutes } from './routes.js';

export { METRIC_TYPES } from './registry.js';
export { serveClusterMetrics } from './cluster-metrics.js';

/** What modules report. Every call is cheap (a few counter increments) and never throws. */
export interface AppMetrics {
  /** One short-link answer (/d/...): its status and time; `fastPath` when Fastify was skipped. */
  shortLinkAnswered(method: string, status: number, seconds: number, fastPath: boolean): void;
  /** Scans recorded after a short-link answer, queued for writing. */
  scansReceived(count: number): void;
  /** Scans committed by the scan writer. */
  scansWritten(count: number): void;
  /** Stored scan events folded into the rollups. */
  scansFolded(count: number): void;
  /**
   * A gauge read at each scrape (a failed read is reported as NaN). `across`: how a cluster's
   * processes combine, 'sum' for what each process holds, 'max' for a database-wide reading, 'min' for a state every process must be in.
   */
  gauge(name: string, help: string, read: GaugeReading, across: 'sum' | 'max' | 'min'): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules report what /metrics shows (modules/metrics). */
    metrics: AppMetrics;
  }
}

export interface MetricsModuleOptions extends ModuleDeps {
  /** The CPU-work pool whose queue and busy workers are reported. */
  workerPool?: { stats(): PoolStats };
}

/**
 * The process's registry and `app.metrics`; counts every Fastify-routed request by method, route
 * pattern (never the raw URL) and status, and 429s as rate-limit refusals; GET /metrics when
 * METRICS_TOKEN is set. Register it first: its hook must see every route.
 */
export const metricsModule = defineModule<MetricsModuleOptions>(
  'metrics',
  (app, { config, db, workerPool }) => {
    const metrics = new AppRegistry();
    const { registry } = metrics;
    const reporter: AppMetrics = {
      shortLinkAnswered(method, status, seconds, fastPath) {
        metrics.shortLinkSeconds.observe(seconds);
        if (fastPath) {
          // Fastify's hook counts the other /d requests; these never reached Fastify.
          metrics.fastPathAnswer(method, status);
          if (status === 429) metrics.refusals.inc({ route: FAST_PATH_ROUTE });
        }
      },
      scansReceived: (count) => metrics.scansReceived.inc(count),
      scansWritten: (count) => metrics.scansWritten.inc(count),
      scansFolded: (count) => metrics.scansFolded.inc(count),
      gauge: (name, help, read, across) => metrics.gauge(name, help, read, across),
    };
    app.decorate('metrics', reporter);

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      if (reply.statusCode === 429) metrics.refusals.inc({ route });
      done();
    });

    if (workerPool) {
      reporter.gauge(
        'qrshark_worker_pool_queue_length',
        'Tasks waiting for a worker thread (rendering, decoding, PDFs).',
        () => workerPool.stats().queued,
        'sum',
      );
      reporter.gauge(
        'qrshark_worker_pool_busy_workers',
        'Worker threads running a task.',
        () => workerPool.stats().running,
        'sum',
      );
      reporter.gauge(
        'qrshark_worker_pool_workers',
        'Worker threads started (the pool starts them on demand).',
        () => workerPool.stats().workers,
        'sum',
      );
    }
    // Database-wide readings, the same from every process: one query per queue per scrape.
    const jobs = sharedFor(1_000, () => jobQueueReading(db));
    const mail = sharedFor(1_000, () => mailQueueReading(db));
    reporter.gauge(
      'qrshark_job_queue_depth',
      'Background jobs due and not yet claimed by any process.',
      async () => (await jobs()).depth,
      'max',
    );
    reporter.gauge(
      'qrshark_job_queue_oldest_age_seconds',
      'How long the most overdue unclaimed job has been due (0: none).',
      async () => (await jobs()).oldestAgeSeconds,
      'max',
    );
    if (config.smtpUrl !== null) {
      // Without SMTP_URL mail is kept in the outbox on purpose: no queue to watch.
      reporter.gauge(
        'qrshark_mail_queue_depth',
        'Mail in the outbox waiting to be sent (queued or being sent).',
        async () => (await mail()).depth,
        'max',
      );
      reporter.gauge(
        'qrshark_mail_queue_oldest_age_seconds',
        'Age of the oldest mail not yet sent (0: none).',
        async () => (await mail()).oldestAgeSeconds,
        'max',
      );
    }

    const token = config.metricsToken;
    if (token === null) return;
    metrics.withProcessMetrics();
    const cluster = clusterMetricsReader(registry);
    scoped(app, (scope) =>
      registerMetricsRoutes(scope, {
        token,
        contentType: registry.contentType,
        read: cluster ?? (() => registry.metrics()),
      }),
    );
  },
);

/** `read`'s promise, shared by the calls within `ms` of the one that started it. */
function sharedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = performance.now();
    if (last === null || now - last.at > ms) last = { at: now, value: read() };
    return last.value;
  };
}

// The process's Prometheus registry (prom-client) and every metric the app reports. Other
// modules never see prom-client: they report through AppMetrics (index.ts).
import {
  Counter,
  Gauge,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type Metric,
} from 'prom-client';

/** Every metric name with its type: the contract of docs/operating/metrics.md and the tests. */
export const METRIC_TYPES = {
  qrshark_short_link_duration_seconds: 'histogram',
  qrshark_http_requests_total: 'counter',
  qrshark_rate_limit_refusals_total: 'counter',
  qrshark_scans_received_total: 'counter',
  qrshark_scans_written_total: 'counter',
  qrshark_scans_folded_total: 'counter',
  qrshark_worker_pool_queue_length: 'gauge',
  qrshark_worker_pool_busy_workers: 'gauge',
  qrshark_worker_pool_workers: 'gauge',
  qrshark_job_queue_depth: 'gauge',
  qrshark_job_queue_oldest_age_seconds: 'gauge',
  qrshark_mail_queue_depth: 'gauge',
  qrshark_mail_queue_oldest_age_seconds: 'gauge',
  qrshark_ready: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
} as const;

/**
 * Upper bounds of the short-link latency buckets (seconds): a cached redirect answers in well
 * under a millisecond, a cache miss waits for one query.
 */
export const SHORT_LINK_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
];

/** What a gauge reads at scrape time. */
export type GaugeReading = () => number | Promise<number>;

/** The route label of the short links the fast path answers (Fastify's pattern for them). */
export const FAST_PATH_ROUTE = '/d/:shortCode';

/** The route label of a request that matched no route: never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * A histogram without labels whose observe() is a bucket search and three additions (about
 * 10 ns; prom-client's Histogram hashes its labels on every observation, ~250 ns, which the
 * redirect's fast path should not pay). Registered in a prom-client Registry like its own
 * metrics (the registry reads `get()`; the cluster aggregator sums it like a Histogram).
 */
export class FastHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  private readonly counts: Float64Array;
  private sum = 0;
  private count = 0;

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i += 1;
    this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }

  /** prom-client's metric JSON: cumulative buckets, then _sum and _count. */
  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] =
      [];
    let cumulative = 0;
    this.bounds.forEach((bound, i) => {
      cumulative += this.counts[i]!;
      values.push({ labels: { le: bound }, value: cumulative, metricName: `${this.name}_bucket` });
    });
    values.push({ labels: { le: '+Inf' }, value: this.count, metricName: `${this.name}_bucket` });
    values.push({ labels: {}, value: this.sum, metricName: `${this.name}_sum` });
    values.push({ labels: {}, value: this.count, metricName: `${this.name}_count` });
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    };
  }
}

export class AppRegistry {
  readonly registry = new Registry();
  readonly shortLinkSeconds: FastHistogram;
  /** Fast-path answers by status (+1000 for HEAD), added to `requests` at each scrape. */
  private readonly fastAnswers = new Map<number, { method: string; status: string; n: number }>();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly refusals: Counter<'route'>;
  readonly scansReceived: Counter;
  readonly scansWritten: Counter;
  readonly scansFolded: Counter;

  constructor() {
    const registers = [this.registry];
    const counter = <L extends string>(config: CounterConfiguration<L>) =>
      new Counter<L>({ ...config, registers });
    this.shortLinkSeconds = new FastHistogram(
      'qrshark_short_link_duration_seconds',
      'Time to answer a short link (/d/{code}), from the request to the end of the answer.',
      SHORT_LINK_BUCKETS,
    );
    this.registry.registerMetric(this.shortLinkSeconds as unknown as Metric);
    const fastAnswers = this.fastAnswers;
    this.requests = counter({
      name: 'qrshark_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      collect() {
        for (const answers of fastAnswers.values()) {
          if (answers.n === 0) continue;
          this.inc(
            { method: answers.method, route: FAST_PATH_ROUTE, status: answers.status },
            answers.n,
          );
          answers.n = 0;
        }
      },
    });
    this.refusals = counter({
      name: 'qrshark_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (answered 429), by route pattern.',
      labelNames: ['route'],
    });
    this.scansReceived = counter({
      name: 'qrshark_scans_received_total',
      help: 'Scans recorded after a short-link answer (queued for writing).',
    });
    this.scansWritten = counter({
      name: 'qrshark_scans_written_total',
      help: 'Scans committed to the database by the scan writer.',
    });
    this.scansFolded = counter({
      name: 'qrshark_scans_folded_total',
      help: 'Stored scan events folded into the analytics rollups by this process.',
    });
  }

  /**
   * Adds Node's own metrics (CPU, memory, event-loop lag, GC): only when they can be read
   * (METRICS_TOKEN set), as the event-loop monitor and GC observer run for the process's life.
   */
  withProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * One answer of the fast path (GET or HEAD short links in front of Fastify): a Map lookup by a
   * number and one addition, no string built.
   */
  fastPathAnswer(method: string, status: number): void {
    const key = method === 'GET' ? status : method === 'HEAD' ? status + 1000 : status + 2000;
    const answers = this.fastAnswers.get(key);
    if (answers !== undefined) answers.n += 1;
    else this.fastAnswers.set(key, { method, status: String(status), n: 1 });
  }

  /**
   * A gauge read at scrape time. `aggregator` says how the processes of a cluster combine:
   * 'sum' for what each process holds, 'max' for what they all read from the shared database.
   */
  gauge(name: string, help: string, read: GaugeReading, aggregator: 'sum' | 'max' | 'min'): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      aggregator,
      async collect() {
        // A reading that fails (the database is down) is reported as NaN: unknown, not stale.
        let value = Number.NaN;
        try {
          value = await read();
        } catch {
          // NaN stands for it.
        }
        this.set(value);
      },
    });
  }
}

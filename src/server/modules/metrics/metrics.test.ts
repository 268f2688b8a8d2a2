import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';
import { METRIC_TYPES } from './index.js';
import { bearerMatches } from './token.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The `# TYPE` lines of an exposition: metric name -> type. */
function typesOf(text: string): Map<string, string> {
  const types = new Map<string, string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    types.set(match[1] ?? '', match[2] ?? '');
  }
  return types;
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return undefined;
}

describe('bearerMatches', () => {
  it('accepts exactly "Bearer <token>" and nothing else', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('', TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const { app } = useTestApp('pglite');

  it('does not exist: 404 as any unknown path, with or without a bearer', async () => {
    const plain = await app().inject({ url: '/metrics' });
    expect(plain.statusCode).toBe(404);
    const bearer = await app().inject({ url: '/metrics', headers: auth });
    expect(bearer.statusCode).toBe(404);
    expect(bearer.body).not.toContain('qrshark_');
    const unknown = await app().inject({ url: '/metrics-not-a-route' });
    expect(bearer.headers['content-type']).toBe(unknown.headers['content-type']);
  });
});

describe.each(testDatabases())('GET /metrics with METRICS_TOKEN (%s)', (kind) => {
  const { app, database } = useTestApp(
    kind,
    { metricsToken: TOKEN, smtpUrl: 'smtp://127.0.0.1:9' },
    { jobs: { start: false }, scanRollupIntervalMs: 3_600_000 },
  );
  const db = () => database().db;
  const scrape = async () => {
    const res = await app().inject({ url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers 401 to a missing or wrong bearer, 200 to the right one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ]) {
      const res = await app().inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('qrshark_');
    }
    const res = await app().inject({ url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('declares every documented metric with its type', async () => {
    const types = typesOf(await scrape());
    for (const [name, type] of Object.entries(METRIC_TYPES)) {
      expect(types.get(name), name).toBe(type);
    }
    expect(types.get('process_cpu_seconds_total')).toBe('counter');
  });

  it('counts a short-link answer, its scan received, written and folded, by route pattern', async () => {
    const before = await scrape();
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner);
    const res = await app().inject({ url: `/d/${code.shortCode}?utm=raw-url-never-a-label` });
    expect(res.statusCode).toBe(302);
    await app().scanCapture.flush();
    await app().scanCapture.rollUp();
    await app().inject({ url: '/no-such-page/abc123' });
    const after = await scrape();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('qrshark_short_link_duration_seconds_count')).toBe(1);
    expect(delta('qrshark_scans_received_total')).toBe(1);
    expect(delta('qrshark_scans_written_total')).toBe(1);
    expect(delta('qrshark_scans_folded_total')).toBe(1);
    expect(
      delta('qrshark_http_requests_total{method="GET",route="/d/:shortCode",status="302"}'),
    ).toBe(1);
    expect(
      delta('qrshark_http_requests_total{method="GET",route="(unmatched)",status="404"}'),
    ).toBe(1);
    expect(after).not.toContain('raw-url-never-a-label');
    expect(after).not.toContain(code.shortCode);
    expect(after).not.toContain('abc123');
  });

  it('counts a rate-limit refusal (429) by route pattern', async () => {
    const series = 'qrshark_rate_limit_refusals_total{route="/api/track-generation"}';
    const before = sample(await scrape(), series) ?? 0;
    // 120 a minute per IP: the limit is counted before the body is read (these are 400s).
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      const res = await app().inject({ method: 'POST', url: '/api/track-generation', payload: {} });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const refused = statuses.filter((status) => status === 429).length;
    expect(sample(await scrape(), series)).toBe(before + refused);
  }, 60_000);

  it('reads the job and mail queues from the database', async () => {
    const empty = await scrape();
    expect(sample(empty, 'qrshark_mail_queue_depth')).toBe(0);
    expect(sample(empty, 'qrshark_mail_queue_oldest_age_seconds')).toBe(0);
    expect(sample(empty, 'qrshark_worker_pool_queue_length')).toBe(0);
    expect(sample(empty, 'qrshark_worker_pool_busy_workers')).toBe(0);
    expect(sample(empty, 'qrshark_ready')).toBe(1);
    // The runner is not started (jobs: start false): nothing claims these.
    await db().execute(
      sql`insert into jobs (kind, run_at) values ('test.overdue', now() - interval '120 seconds'),
        ('test.later', now() + interval '1 hour')`,
    );
    await db().execute(
      sql`insert into mail_outbox (to_address, subject, text, created_at)
        values ('a@example.com', 'one', 'x', now() - interval '300 seconds'),
          ('b@example.com', 'two', 'x', now())`,
    );
    // Readings are shared for a second: wait it out rather than assume.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const text = await scrape();
    // The recurring jobs defined at start are due too (nothing claims them): at least ours.
    expect(sample(text, 'qrshark_job_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'qrshark_job_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(119);
    expect(sample(text, 'qrshark_mail_queue_depth')).toBe(2);
    expect(sample(text, 'qrshark_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(299);
  });
});

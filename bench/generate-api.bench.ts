// POST /api/generate-qrcode under load: 10 concurrent HTTP clients, a styled URL code per
// request (distinct URLs, SVG only as the web app asks; the same with the PNG; then one URL
// repeated, answered from the result cache), against a
// baseline of GET /healthz (one database round trip) sent through the same client loop in the
// same run. The server is the real app, listening on
// 127.0.0.1 with the embedded database in a temp dir. Prints p50/p99 latency and requests/s.
// Each request carries its own X-Forwarded-For (trustProxy on), so the per-IP rate limit is
// exercised but does not throttle the benchmark.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { testConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';

const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 30;

interface Result {
  name: string;
  p50: number;
  p99: number;
  perSecond: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends `count` requests from CONCURRENCY loops; fails on any non-2xx answer. */
async function load(
  name: string,
  count: number,
  send: (i: number) => Promise<Response>,
): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const res = await send(i);
      const body = await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) {
        throw new Error(
          `${name} #${i}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: count / seconds,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-bench-'));
const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), databaseUrl: null });
await migrateDatabase(database);
const app = buildApp(testConfig({ dataDir, trustProxy: true, logLevel: 'silent' }), { database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const forwardedFor = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const healthz = (i: number) =>
  fetch(`${address}/healthz`, { headers: { 'x-forwarded-for': forwardedFor(i) } });
/**
 * Request `i`, carrying the code of table `table` (distinct by default); `includePng` asks for
 * the 1024 px PNG as well (the web app draws its downloads itself and never does).
 */
const generate = (i: number, table = i, includePng = false) =>
  fetch(`${address}/api/generate-qrcode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
    body: JSON.stringify({
      qrType: 'url',
      url: `https://example.com/menu/table-${table}?ref=bench`,
      fgColor: '#1E3A8A',
      gradientColor: '#5B21B6',
      dotShape: 'rounded',
      cornerShape: 'circle',
      innerCornerShape: 'circle',
      enableFrame: true,
      frameText: 'SCAN ME',
      frameStyle: 'rounded',
      ...(includePng ? { includePng: true } : {}),
    }),
  });

try {
  await load('warm-up', WARMUP, generate);
  const baseline = await load('GET /healthz (baseline)', REQUESTS, healthz);
  const measured = await load('POST /api/generate-qrcode (styled URL)', REQUESTS, generate);
  // The same, also drawing, reading and sending the 1024 px PNG (what every request did before).
  const withPng = await load(
    'POST /api/generate-qrcode (styled URL, includePng)',
    Math.min(REQUESTS, 100),
    (i) => generate(i, REQUESTS + i, true),
  );
  // Every request the same code (a visitor pressing Generate again, a page embedding one code).
  const repeated = await load('POST /api/generate-qrcode (identical, repeated)', REQUESTS, (i) =>
    generate(i, 0),
  );
  const rows = [baseline, measured, withPng, repeated].map((r) => ({
    case: r.name,
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'req/s': r.perSecond.toFixed(1),
    'p50 vs baseline': `${(r.p50 / baseline.p50).toFixed(1)}x`,
    'req/s vs baseline': `${(r.perSecond / baseline.perSecond).toFixed(3)}x`,
  }));
  console.log(
    `${REQUESTS} requests each, ${CONCURRENCY} concurrent clients, Node ${process.version}`,
  );
  console.table(rows);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// Scan analytics at volume (issue 6): seeds BENCH_SCAN_EVENTS (default 1,000,000) scan events
// for one user over 20 dynamic codes and 365 days (bench/seed-scans.ts), then times the
// analytics endpoints through app.inject, sequentially, against a baseline of GET /api/user
// (session lookup + one query) on the same app. Runs on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (a fresh database is created and dropped on that server) and always
// on PGlite (in memory). Also times a batch insert of scans alone and followed by folding it
// into the rollups. Targets: per-code analytics p50 < 300 ms on PostgreSQL, < 1 s on PGlite.
// scan_events is partitioned by month (migration 0024); the seed creates the year's months.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/server/app.js';
import { testConfig } from '../src/server/config.js';
import { rollUpScans } from '../src/server/modules/scans/index.js';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { openBenchDatabase } from './bench-database.js';
import { registerBenchUser, seedScans } from './seed-scans.js';

const EVENTS = Number(process.env.BENCH_SCAN_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WRITE_BATCHES = 40;
const WRITE_BATCH_SIZE = 50;
const TARGET_MS = { postgres: 300, pglite: 1000 } as const;

type Kind = keyof typeof TARGET_MS;

interface Row {
  database: Kind;
  endpoint: string;
  p50: number;
  p99: number;
  target?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function time(runs: number, fn: () => Promise<void>): Promise<{ p50: number; p99: number }> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function request(app: App, cookie: string, url: string): Promise<void> {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
}

/** p50/p99 of one batch insert of scans (50 rows), alone and followed by the rollup. */
async function writeCost(database: DatabaseHandle, codeIds: number[], kind: Kind): Promise<Row[]> {
  const batch = (n: number) => sql`insert into scan_events (dynamic_qr_code_id, scanned_at,
      device_type, os, browser, country, visitor_key)
    select (${sql.raw(`array[${codeIds.join(',')}]`)})[1 + (i % ${codeIds.length})], now(),
      'mobile', 'iOS', 'Safari', 'DE', md5(${n}::text || ':' || i)
    from generate_series(1, ${WRITE_BATCH_SIZE}) i`;
  let n = 0;
  await rollUpScans(database.db);
  const off = await time(WRITE_BATCHES, async () => {
    await database.db.execute(batch(n++));
  });
  await rollUpScans(database.db);
  const on = await time(WRITE_BATCHES, async () => {
    await database.db.execute(batch(n++));
    await rollUpScans(database.db);
  });
  return [
    { database: kind, endpoint: `insert ${WRITE_BATCH_SIZE} scans (baseline)`, ...off },
    { database: kind, endpoint: `insert ${WRITE_BATCH_SIZE} scans + rollup`, ...on },
  ];
}

async function benchDatabase(kind: Kind): Promise<Row[]> {
  const { database, drop } = await openBenchDatabase(kind);
  const app = buildApp(testConfig({ logLevel: 'silent' }), { database });
  await app.ready();
  try {
    const { userId, cookie } = await registerBenchUser(app);
    const seeded = await seedScans(database, { userId, events: EVENTS });
    console.log(
      `${kind}: seeded ${EVENTS.toLocaleString('en-US')} events in ${seeded.seconds.toFixed(1)} s; ` +
        `busiest code ${seeded.eventsPerCode[0]!.toLocaleString('en-US')} human scans`,
    );
    const busiest = seeded.codeIds[0];
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const base = `/api/dynamic-qrcodes/${busiest}`;
    const endpoints: [string, string, boolean][] = [
      ['GET /api/user (baseline)', '/api/user', false],
      ['per-code analytics, 30 days', `${base}/analytics?tz=Europe/Berlin`, true],
      [
        'per-code analytics, 365 days',
        `${base}/analytics?tz=Europe/Berlin&from=${day(-364)}&to=${day(0)}`,
        true,
      ],
      [
        'per-code analytics, 2 days (hourly)',
        `${base}/analytics?tz=America/New_York&from=${day(-1)}&to=${day(0)}`,
        true,
      ],
      ['live counter', `${base}/analytics/live`, false],
      ['/api/user-analytics', '/api/user-analytics?tz=Europe/Berlin', false],
    ];
    const rows: Row[] = [];
    for (const [name, url, targeted] of endpoints) {
      const result = await time(RUNS, () => request(app, cookie, url));
      rows.push({
        database: kind,
        endpoint: name,
        ...result,
        target: targeted ? TARGET_MS[kind] : undefined,
      });
    }
    const csv = await time(3, () => request(app, cookie, `${base}/analytics.csv`));
    rows.push({ database: kind, endpoint: 'CSV export, 30 days', ...csv });
    rows.push(...(await writeCost(database, seeded.codeIds, kind)));
    return rows;
  } finally {
    await app.close();
    await drop();
  }
}

// BENCH_DATABASES=postgres (or pglite) runs one of them: a 10,000,000-event run is meant for
// PostgreSQL (BENCH_SCAN_EVENTS=10000000 BENCH_DATABASES=postgres, issue 21 item 6).
const only = process.env.BENCH_DATABASES?.split(',').map((k) => k.trim());
const kinds: Kind[] = (
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
    ? (['postgres', 'pglite'] as Kind[])
    : (['pglite'] as Kind[])
).filter((k) => !only || only.includes(k));
const results: Row[] = [];
for (const kind of kinds) results.push(...(await benchDatabase(kind)));

const baseline = new Map(
  results.filter((r) => r.endpoint.startsWith('GET /api/user ')).map((r) => [r.database, r.p50]),
);
console.log(
  `\n| events | endpoint | database | p50 ms | p99 ms | × baseline p50 | target p50 |\n` +
    `|---|---|---|---|---|---|---|`,
);
let missed = 0;
for (const r of results) {
  const ratio = r.endpoint.startsWith('insert')
    ? ''
    : (r.p50 / baseline.get(r.database)!).toFixed(1);
  const verdict =
    r.target === undefined ? '' : `< ${r.target} ${r.p50 < r.target ? 'met' : 'MISSED'}`;
  if (r.target !== undefined && r.p50 >= r.target) missed++;
  console.log(
    `| ${EVENTS.toLocaleString('en-US')} | ${r.endpoint} | ${r.database} | ${r.p50.toFixed(1)} | ` +
      `${r.p99.toFixed(1)} | ${ratio} | ${verdict} |`,
  );
}
process.exit(missed === 0 ? 0 : 1);

// The 10M-event analytics run (issue 21 item 6), PostgreSQL only: a database of its own on the
// server of BENCH_DATABASE_URL or TEST_DATABASE_URL (created and dropped here) is seeded in SQL
// with BENCH_SCAN_EVENTS (default 10,000,000) scan events over ~13 months (395 days) and
// BENCH_CODES (default 1,000) dynamic codes of one user, Zipf-like (the busiest gets ~13 %),
// loaded oldest first so ids ascend with time as live traffic's do, with scan_events' indexes
// built after the load; then the app's own rollup folds every event into the daily and 15-minute
// rollups, as its timer would have. Per-code analytics are then timed through the app
// (app.inject, the real routes and AnalyticsService) for the busiest code and a middling one,
// over 30 and 365 days, p50/p95 of BENCH_RUNS (default 30) calls each, against GET /api/user on
// the same app. Target: per-code 30-day analytics p50 < 300 ms.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp, type App } from '../src/server/app.js';
import { testConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { rollUpInSql, seedScans, withBulkConnection } from './seed-scans.js';

const EVENTS = Number(process.env.BENCH_SCAN_EVENTS ?? 10_000_000);
const CODES = Number(process.env.BENCH_CODES ?? 1_000);
const DAYS = 395;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 300;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log(
    'analytics-10m: no BENCH_DATABASE_URL or TEST_DATABASE_URL; PostgreSQL only, skipped',
  );
  process.exit(0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** One statement on its own connection (no app statement timeout), on `on` (the server). */
async function query(statement: string, on: string | URL = serverUrl!) {
  const client = new pg.Client({ connectionString: on.toString() });
  await client.connect();
  try {
    return await client.query<Record<string, number>>(statement);
  } finally {
    await client.end();
  }
}
const admin = async (statement: string) => void (await query(statement));

// BENCH_REUSE_DATABASE=<name> times a database a run kept (BENCH_KEEP_DATABASE=1) whose events
// are loaded: its rollups are computed again, the load is skipped.
const reuse = process.env.BENCH_REUSE_DATABASE;
const name = reuse ?? `qrs_bench_10m_${randomBytes(4).toString('hex')}`;
if (!reuse) await admin(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
/** A statement on the bench database. */
const onBench = async (statement: string) => (await query(statement, url)).rows;
const PASSWORD = 'tulip-river-81';
let app: App | null = null;
let missed = false;
try {
  await migrateDatabase(database);
  let email = `bench${Date.now()}@example.com`;
  let codeIds: number[];
  const rollups = ['scan_slot_counts', 'scan_day_dims'];
  if (!reuse) {
    // Registered through the app; the app is closed again before the load, so its rollup timer
    // folds nothing meanwhile.
    const first = buildApp(testConfig({ logLevel: 'silent' }), { database });
    const reg = await first.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: email, email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    await first.close();
    if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
    const userId = Number(reg.json().id ?? reg.json().user?.id);
    // The rollups are computed in SQL (a year folded chunk by chunk would take most of an
    // hour): first check on a small seed that that gives exactly the rows the app's fold gives.
    const check = await seedScans(database, { userId, events: 30_000, codes: 40, days: 40 });
    for (const table of rollups) await onBench(`create table ${table}_app as table ${table}`);
    await onBench(`truncate ${rollups.join(', ')}`);
    await withBulkConnection(database, rollUpInSql);
    for (const table of rollups) {
      const [row] = await onBench(
        `select (select count(*) from (table ${table} except table ${table}_app) a)::int
           + (select count(*) from (table ${table}_app except table ${table}) b)::int as diff,
           (select count(*) from ${table})::int as n`,
      );
      if (row!.diff !== 0) throw new Error(`rollUpInSql differs from the app's fold on ${table}`);
      console.log(`rollup check: ${table}, ${row!.n} rows identical to the app's fold`);
      await onBench(`drop table ${table}_app`);
    }
    await onBench(`truncate scan_events, ${rollups.join(', ')}`);
    await onBench(`delete from dynamic_qr_codes where id in (${check.codeIds.join(',')})`);

    console.log(
      `seeding ${EVENTS.toLocaleString('en-US')} events over ${CODES} codes and ${DAYS} days ` +
        `(load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
    );
    const seeded = await seedScans(database, {
      userId,
      events: EVENTS,
      codes: CODES,
      days: DAYS,
      timeOrdered: true,
      rollup: 'sql',
      progress: (line) => console.log(`  ${line}`),
    });
    console.log(
      `seeded in ${seeded.seconds.toFixed(0)} s (` +
        Object.entries(seeded.phases)
          .map(([k, v]) => `${k} ${v.toFixed(0)} s`)
          .join(', ') +
        ')',
    );
    codeIds = seeded.codeIds;
  } else {
    const t0 = performance.now();
    await onBench(`truncate ${rollups.join(', ')}`);
    await withBulkConnection(database, rollUpInSql);
    await onBench(`update dynamic_qr_codes c set scan_count = x.scans, last_scanned_at = x.last
      from (select dynamic_qr_code_id as id, count(*) as scans, max(scanned_at) as last
            from scan_events where not is_bot group by 1) x where c.id = x.id`);
    for (const table of [...rollups, 'scan_events']) await onBench(`vacuum analyze ${table}`);
    console.log(`rollups computed again in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    [{ email }] = (await onBench(`select username as email from users limit 1`)) as unknown as [
      { email: string },
    ];
    codeIds = (await onBench(`select id from dynamic_qr_codes order by scan_count desc`)).map(
      (r) => r.id!,
    );
  }
  const middle = Math.floor(codeIds.length / 10);
  const [counts] = await onBench(
    `select (select scan_count from dynamic_qr_codes where id = ${codeIds[0]})::int as busiest,
       (select scan_count from dynamic_qr_codes where id = ${codeIds[middle]})::int as middle,
       (select sum(scan_count) from dynamic_qr_codes)::int as total,
       (select count(*) from scan_events)::int as events`,
  );
  console.log(
    `${counts!.events!.toLocaleString('en-US')} events; human scans: busiest code ` +
      `${counts!.busiest!.toLocaleString('en-US')} (${((100 * counts!.busiest!) / counts!.total!).toFixed(1)} %), ` +
      `code #${middle + 1} ${counts!.middle!.toLocaleString('en-US')}`,
  );

  app = buildApp(testConfig({ logLevel: 'silent' }), { database });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const analytics = (id: number, days: number) =>
    days === 30
      ? `/api/dynamic-qrcodes/${id}/analytics?tz=Europe/Berlin`
      : `/api/dynamic-qrcodes/${id}/analytics?tz=Europe/Berlin&from=${day(-(days - 1))}&to=${day(0)}`;
  const cases: [string, string, boolean][] = [
    ['GET /api/user (baseline)', '/api/user', false],
    ['busiest code, 30 days', analytics(codeIds[0]!, 30), true],
    ['busiest code, 365 days', analytics(codeIds[0]!, 365), false],
    [`code #${middle + 1}, 30 days`, analytics(codeIds[middle]!, 30), true],
    [`code #${middle + 1}, 365 days`, analytics(codeIds[middle]!, 365), false],
  ];
  const rows: { name: string; p50: number; p95: number; target: boolean }[] = [];
  for (const [label, path, target] of cases) {
    const once = async () => {
      const res = await app!.inject({ method: 'GET', url: path, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    };
    await once(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await once();
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    rows.push({ name: label, p50: percentile(samples, 50), p95: percentile(samples, 95), target });
  }
  console.log(
    `\n${RUNS} calls each, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n` +
      `| events | case | p50 ms | p95 ms | × baseline p50 | target p50 |\n|---|---|---|---|---|---|`,
  );
  for (const r of rows) {
    const verdict = r.target ? `< ${TARGET_MS} ${r.p50 < TARGET_MS ? 'met' : 'MISSED'}` : '';
    if (r.target && r.p50 >= TARGET_MS) missed = true;
    console.log(
      `| ${EVENTS.toLocaleString('en-US')} | ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ` +
        `${(r.p50 / rows[0]!.p50).toFixed(1)} | ${verdict} |`,
    );
  }
} finally {
  await app?.close();
  await database.close();
  // BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN (drop it by hand afterwards).
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
  else await admin(`drop database if exists "${name}" with (force)`);
}
process.exit(missed ? 1 : 0);

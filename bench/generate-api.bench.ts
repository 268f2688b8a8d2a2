// POST /api/generate-qrcode under load: 10 concurrent HTTP clients, a styled URL code per
// request (distinct URLs, SVG only as the web app asks; the same with the PNG; then one URL
// repeated, answered from the result cache), against a baseline of GET /healthz (one database
// round trip) sent through the same client loop in the same run. The server is the real app in
// a child process (`--role=server`), listening on 127.0.0.1 with the embedded database in a temp
// dir; this process only sends the requests, so the server's CPU time per request is measured
// apart from the load generator's: in all (the request thread, the worker pool, the embedded
// database's thread) and on its request thread alone. Prints p50/p99 latency, requests/s, both
// as ratios to /healthz, and CPU ms per request.
// Each request carries its own X-Forwarded-For (trustProxy on), so the per-IP rate limit is
// exercised but does not throttle the benchmark.
//
// `npx tsx bench/generate-api.bench.ts` (BENCH_REQUESTS=400; BENCH_WORKER_THREADS sets the
// server's pool size, default the app's default; BENCH_PROFILE=<dir> writes the server's
// request-thread CPU profile there). BENCH_CASES=hit measures the kept answer alone (issue 43
// item 2): BENCH_ROUNDS (default 3) rounds of /healthz, the repeated request, and the floor of
// any generate request (counted by the rate limit, then refused at once with a 400), each row
// with the load average at its end, then their medians.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 30;
/** `hit`: only /healthz and the repeated request, alternated BENCH_ROUNDS times. */
const HIT_ONLY = process.env.BENCH_CASES === 'hit';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Linux's USER_HZ: /proc reports CPU time in 1/100 s. */
const CLOCK_TICKS = 100;

interface Result {
  name: string;
  p50: number;
  p99: number;
  perSecond: number;
  /** Server CPU ms per request: the whole process, and its request (main) thread. */
  cpuMs: number;
  mainCpuMs: number;
  /** The one-minute load average when the row ended. */
  load: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** User + system CPU ms of a /proc stat file (a process, all its threads alive or ended; or one thread). */
function cpuMs(statPath: string): number {
  const [, afterName] = readFileSync(statPath, 'utf8').split(') ');
  if (afterName === undefined) throw new Error(`unexpected format of ${statPath}`);
  const fields = afterName.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/server/app.js');
  const { defaultWorkerThreads, testConfig } = await import('../src/server/config.js');
  const { openDatabase } = await import('../src/server/db/client.js');
  const { migrateDatabase } = await import('../src/server/db/migrate.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-bench-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), databaseUrl: null });
  await migrateDatabase(database);
  // The pool the app gets by default on this machine (testConfig's fixed 2 would hide it).
  const workerThreads = Number(process.env.BENCH_WORKER_THREADS ?? defaultWorkerThreads(1));
  const app = buildApp(
    testConfig({ dataDir, trustProxy: true, logLevel: 'silent', workerThreads }),
    // A request is never refused for waiting in the queue: a busy machine slows the run down
    // (the latencies show it) instead of failing it.
    { database, workerPool: { maxQueueWaitMs: 600_000 } },
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  console.log(`LISTENING ${address} ${process.pid} ${workerThreads}`);
}

async function main(): Promise<void> {
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', SELF, '--role=server'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const [address, pidText, workerThreads] = await new Promise<string[]>((resolve, reject) => {
    let buffer = '';
    server.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('LISTENING '));
      if (line) resolve(line.split(' ').slice(1));
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  const pid = Number(pidText);
  const processStat = `/proc/${pid}/stat`;
  const mainThreadStat = `/proc/${pid}/task/${pid}/stat`;

  /** Sends `count` requests from CONCURRENCY loops; fails on any answer but `status` (2xx). */
  async function load(
    name: string,
    count: number,
    send: (i: number) => Promise<Response>,
    status?: number,
  ): Promise<Result> {
    const latencies: number[] = [];
    let next = 0;
    const cpu0 = cpuMs(processStat);
    const main0 = cpuMs(mainThreadStat);
    const started = performance.now();
    const client = async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const res = await send(i);
        const body = await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (status === undefined ? !res.ok : res.status !== status) {
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
      cpuMs: (cpuMs(processStat) - cpu0) / count,
      mainCpuMs: (cpuMs(mainThreadStat) - main0) / count,
      load: loadavg()[0]!,
    };
  }

  const forwardedFor = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const healthz = (i: number) =>
    fetch(`${address}/healthz`, { headers: { 'x-forwarded-for': forwardedFor(i) } });
  /**
   * Request `i`, carrying the code of table `table` (distinct by default); `includePng` asks for
   * the 1024 px PNG as well (the web app draws its downloads itself and never does).
   */
  const generate = (i: number, table = i, includePng: boolean | string = false) =>
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
        ...(includePng ? { includePng } : {}),
      }),
    });

  const describe = (r: Result, baseline: Result) => ({
    case: r.name,
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'req/s': r.perSecond.toFixed(1),
    'req/s vs baseline': `${(r.perSecond / baseline.perSecond).toFixed(3)}x`,
    'server CPU ms/req': r.cpuMs.toFixed(2),
    'request thread CPU ms/req': r.mainCpuMs.toFixed(2),
    'load avg': r.load.toFixed(1),
  });
  const heading = () =>
    console.log(
      `${REQUESTS} requests each, ${CONCURRENCY} concurrent clients, Node ${process.version}, ` +
        `${availableParallelism()} cores, ${workerThreads} worker thread(s) in the server; ` +
        `CPU from /proc at 10 ms resolution (server process only, not this load generator)`,
    );
  /** Every request the same code (a visitor pressing Generate again, a page embedding one code). */
  const repeat = () =>
    load('POST /api/generate-qrcode (identical, repeated)', REQUESTS, (i) => generate(i, 0));

  try {
    if (HIT_ONLY) {
      // The code in the cache first, then warm both paths.
      await load('warm-up', WARMUP, (i) => generate(i, 0));
      await load('warm-up', WARMUP, healthz);
      const baselines: Result[] = [];
      const hits: Result[] = [];
      const floors: Result[] = [];
      // Counted against the limit, then refused before anything is generated.
      const refused = () =>
        load(
          'POST /api/generate-qrcode (refused at once: 400, counted)',
          REQUESTS,
          (i) => generate(i, 0, 'yes'),
          400,
        );
      await refused();
      for (let round = 0; round < ROUNDS; round++) {
        baselines.push(await load('GET /healthz (baseline)', REQUESTS, healthz));
        hits.push(await repeat());
        floors.push(await refused());
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
      heading();
      console.table(
        baselines.flatMap((baseline, round) => [
          describe(baseline, baseline),
          describe(hits[round]!, baseline),
          describe(floors[round]!, baseline),
        ]),
      );
      console.log(
        `median of ${ROUNDS}: /healthz ${median(baselines.map((r) => r.cpuMs)).toFixed(2)} ` +
          `server CPU ms/req, repeated generate ${median(hits.map((r) => r.cpuMs)).toFixed(2)}, ` +
          `refused at once ${median(floors.map((r) => r.cpuMs)).toFixed(2)} (request thread ` +
          `${median(baselines.map((r) => r.mainCpuMs)).toFixed(2)}, ` +
          `${median(hits.map((r) => r.mainCpuMs)).toFixed(2)} and ` +
          `${median(floors.map((r) => r.mainCpuMs)).toFixed(2)})`,
      );
      return;
    }
    // Distinct tables from the measured rows', so the rows start with an empty result cache.
    await load('warm-up', WARMUP, (i) => generate(i, 10 * REQUESTS + i));
    const baseline = await load('GET /healthz (baseline)', REQUESTS, healthz);
    const measured = await load('POST /api/generate-qrcode (styled URL)', REQUESTS, generate);
    // The same, also drawing, reading and sending the 1024 px PNG (what every request did before).
    const withPng = await load(
      'POST /api/generate-qrcode (styled URL, includePng)',
      Math.min(REQUESTS, 100),
      (i) => generate(i, REQUESTS + i, true),
    );
    const repeated = await repeat();
    heading();
    console.table([baseline, measured, withPng, repeated].map((r) => describe(r, baseline)));
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

if (process.argv.includes('--role=server')) await serve();
else await main();

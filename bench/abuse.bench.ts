// Issue 22, finding 4 ("one client freezes everyone"), measured: the real server runs as a
// child process (PGlite in a temp DATA_DIR, TRUST_PROXY on), one dynamic code is seeded, and
// /healthz and /d/{code} are probed one request at a time from this process, first idle, then
// while a load-generator child sends, from 7 client addresses (X-Forwarded-For), 10 concurrent
// largest-allowed POST /api/generate-qrcode and 5 concurrent POST /api/generate-qrcode/pdf each
// (105 in flight: every answer is followed by that slot's next request; after a 429 or 503 the
// slot waits 1 s, as the Retry-After asks). Each burst figure is printed beside the idle figure
// of the same run. Targets: /healthz and /d p99 <= 50 ms during the burst; the server's peak
// resident memory < 1 GB.
//
// Issue 36, item 5 ("one client takes the render workers from everyone"), measured in the same
// run: other clients' ordinary generates (a URL code, default design, each from its own address,
// one at a time) first idle, then while one address keeps 60 distinct largest-allowed generates
// in flight, then while one API key (of a Premium user: 600 units a minute, so the pool rather
// than the rate limit is what is tested) keeps 20 GET /api/v1/qr?format=png&size=4096 in flight.
// A refused flood request waits its Retry-After (at most 5 s) and is sent again. Target: the
// other clients' generates all 200, p99 <= 3 s during each flood.
//
// `npx tsx bench/abuse.bench.ts` (BENCH_ABUSE_SECONDS=20 burst and each flood,
// BENCH_ABUSE_IDLE_SECONDS=5, WORKER_THREADS passes through to the server). The file is also the
// children's entry point: `--role=server|load|flood-address|flood-api`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const BURST_SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 20);
const IDLE_SECONDS = Number(process.env.BENCH_ABUSE_IDLE_SECONDS ?? 5);
const ADDRESSES = 7;
const GENERATE_PER_ADDRESS = 10;
const PDF_PER_ADDRESS = 5;
/** TEXT_MAX_LENGTH: 2,953 bytes is version 40 at ECL L, the largest symbol there is. */
const LARGEST_TEXT = 2953;
const APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const SHORT_CODE = 'AbuseBch';
const P99_TARGET_MS = 50;
const MEMORY_TARGET_MB = 1024;
/** Other clients' ordinary generates during a flood: p99 at most this (issue 36 item 5). */
const OTHER_P99_TARGET_MS = 3000;
const FLOOD_ADDRESS = '203.0.113.99';
const FLOOD_ADDRESS_IN_FLIGHT = 60;
const FLOOD_API_IN_FLIGHT = 20;
const FLOOD_API_SIZE = 4096;

// ---------------------------------------------------------------------------------------------
// Children

async function runServer() {
  const { loadConfig } = await import('../src/server/config.js');
  const { exitGracefullyOnSignals, startServer } = await import('../src/server/server.js');
  const running = await startServer(loadConfig(process.env));
  exitGracefullyOnSignals(running);
  console.log(`READY ${running.port}`);
}

/** A distinct largest-allowed text (byte mode, lower-case letters), so no answer is reused. */
function largestText(): string {
  const bytes = randomBytes(LARGEST_TEXT);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(97 + (b % 26));
  return text;
}

interface LoadCounts {
  generate: Record<string, number>;
  pdf: Record<string, number>;
  /** ms of the served (200) answers, by route. */
  generateMs: number[];
  pdfMs: number[];
  cpuMs: number;
}

/** The attackers: 7 addresses x (10 generate + 5 PDF) closed loops until `seconds` pass. */
async function runLoad(baseUrl: string, seconds: number) {
  const until = performance.now() + seconds * 1000;
  const cpu0 = process.cpuUsage();
  const counts: LoadCounts = { generate: {}, pdf: {}, generateMs: [], pdfMs: [], cpuMs: 0 };
  const slot = async (address: string, kind: 'generate' | 'pdf') => {
    while (performance.now() < until) {
      const body = {
        qrType: 'text',
        textContent: largestText(),
        ...(kind === 'pdf' ? { widthMm: 500 } : {}),
      };
      const t0 = performance.now();
      let status = 'error';
      try {
        const res = await fetch(`${baseUrl}/api/generate-qrcode${kind === 'pdf' ? '/pdf' : ''}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body),
          // Past the pool's 60 s queue wait: every request gets the server's own answer.
          signal: AbortSignal.timeout(120_000),
        });
        await res.arrayBuffer();
        status = String(res.status);
      } catch {
        // Counted as 'error'.
      }
      counts[kind][status] = (counts[kind][status] ?? 0) + 1;
      if (status === '200') {
        (kind === 'pdf' ? counts.pdfMs : counts.generateMs).push(performance.now() - t0);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  const slots: Promise<void>[] = [];
  for (let a = 0; a < ADDRESSES; a++) {
    const address = `203.0.113.${10 + a}`;
    for (let i = 0; i < GENERATE_PER_ADDRESS; i++) slots.push(slot(address, 'generate'));
    for (let i = 0; i < PDF_PER_ADDRESS; i++) slots.push(slot(address, 'pdf'));
  }
  await Promise.all(slots);
  const cpu = process.cpuUsage(cpu0);
  counts.cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`RESULT ${JSON.stringify(counts)}`);
}

interface FloodCounts {
  status: Record<string, number>;
  servedMs: number[];
}

/**
 * One client floods: `inFlight` closed loops of `send` until `seconds` pass; a refused request
 * (429, 503) waits its Retry-After (at most 5 s, 1 s without one) before the loop sends again.
 */
async function runFlood(
  seconds: number,
  inFlight: number,
  send: (signal: AbortSignal) => Promise<Response>,
) {
  const until = performance.now() + seconds * 1000;
  const counts: FloodCounts = { status: {}, servedMs: [] };
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      let status = 'error';
      let retryAfter = 1;
      try {
        const res = await send(AbortSignal.timeout(180_000));
        await res.arrayBuffer();
        status = String(res.status);
        retryAfter = Math.min(5, Number(res.headers.get('retry-after')) || 1);
      } catch {
        // Counted as 'error'.
      }
      counts.status[status] = (counts.status[status] ?? 0) + 1;
      if (status === '200') counts.servedMs.push(performance.now() - t0);
      else await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  console.log(`RESULT ${JSON.stringify(counts)}`);
}

/** One address, 60 distinct largest-allowed generates in flight (inside its 60 a minute). */
function floodAddress(baseUrl: string, seconds: number) {
  return runFlood(seconds, FLOOD_ADDRESS_IN_FLIGHT, (signal) =>
    fetch(`${baseUrl}/api/generate-qrcode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': FLOOD_ADDRESS },
      body: JSON.stringify({ qrType: 'text', textContent: largestText() }),
      signal,
    }),
  );
}

/** One API key, 20 distinct 4096 px PNG renders in flight. */
function floodApi(baseUrl: string, seconds: number, key: string) {
  return runFlood(seconds, FLOOD_API_IN_FLIGHT, (signal) =>
    fetch(
      `${baseUrl}/api/v1/qr?type=url&url=example.com%2Fflood%2F${randomBytes(8).toString('hex')}&format=png&size=${FLOOD_API_SIZE}`,
      { headers: { authorization: `Bearer ${key}` }, signal },
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Measuring

const CLOCK_TICKS = 100;

/** User + system CPU ms a process has used so far (all its threads). */
function cpuMs(pid: number): number {
  try {
    const [, afterName] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
    if (afterName === undefined) throw new Error(`unexpected format of /proc/${pid}/stat`);
    const fields = afterName.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU ms per thread of a process, by "tid comm". */
function threadCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
        out.set(`${tid} ${comm}`, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // The process is gone.
  }
  return out;
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM), or 0. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Polls the server's resident memory; `peak()` is the largest value seen since `reset()`. */
function memoryWatch(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  }, 50);
  return {
    reset: () => (peak = statusMb(pid, 'VmRSS')),
    peak: () => Math.max(peak, statusMb(pid, 'VmRSS')),
    stop: () => clearInterval(timer),
  };
}

interface Probe {
  name: string;
  samples: number[];
  failures: number;
}

/**
 * Sends GET `path` one at a time (a fresh request as soon as the last is answered, 10 ms apart)
 * until `stop()` resolves; each latency from request start to the last byte of the answer.
 */
async function probe(
  port: string,
  name: string,
  pathname: string,
  expected: number,
  done: () => boolean,
): Promise<Probe> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result: Probe = { name, samples: [], failures: 0 };
  while (!done()) {
    const t0 = performance.now();
    const status = await new Promise<number>((resolve) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          agent,
          headers: { 'user-agent': 'Mozilla/5.0 (bench probe)', 'x-forwarded-for': '198.51.100.7' },
          timeout: 30_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.on('timeout', () => req.destroy());
      req.end();
    });
    const ms = performance.now() - t0;
    if (status === expected) result.samples.push(ms);
    else result.failures++;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  return result;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    NaN
  );
}

/** Probes /healthz and /d/{code} together for `seconds` (while `during` runs, if given). */
async function probeBoth(port: string, seconds: number): Promise<[Probe, Probe]> {
  const until = performance.now() + seconds * 1000;
  const done = () => performance.now() >= until;
  return Promise.all([
    probe(port, '/healthz', '/healthz', 200, done),
    probe(port, '/d/{code}', `/d/${SHORT_CODE}`, 302, done),
  ]);
}

interface OtherClients {
  samples: number[];
  /** Answers other than 200, by status. */
  refused: Record<string, number>;
}

let otherClient = 0;

/**
 * Other clients' ordinary generates, one at a time until `seconds` pass: a URL code with the
 * default design, distinct each time, each from an address of its own (so no per-IP limit is
 * involved); latency from the request to the last byte of the answer.
 */
async function otherClients(port: string, seconds: number): Promise<OtherClients> {
  const until = performance.now() + seconds * 1000;
  const result: OtherClients = { samples: [], refused: {} };
  while (performance.now() < until) {
    const n = ++otherClient;
    const t0 = performance.now();
    let status = 'error';
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/generate-qrcode`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        },
        body: JSON.stringify({ qrType: 'url', url: `https://example.com/menu/${n}` }),
        signal: AbortSignal.timeout(120_000),
      });
      await res.arrayBuffer();
      status = String(res.status);
    } catch {
      // Counted as 'error'.
    }
    if (status === '200') result.samples.push(performance.now() - t0);
    else result.refused[status] = (result.refused[status] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Orchestration

function spawnRole(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SELF, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

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

/**
 * Migrates the temp database and seeds one owner with one dynamic code, and a Premium user with
 * an API key (returned).
 */
async function seed(dataDir: string): Promise<string> {
  const { openDatabase } = await import('../src/server/db/client.js');
  const { migrateDatabase } = await import('../src/server/db/migrate.js');
  const { dynamicQrCodes, users } = await import('../src/server/db/schema/index.js');
  const { ApiKeyService } = await import('../src/server/modules/api-keys/index.js');
  const { personalWorkspaceIdOf, setPersonalSubscription } =
    await import('../src/server/modules/workspaces/test-support.js');
  const database = await openDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateDatabase(database);
    const [owner] = await database.db
      .insert(users)
      .values({ username: 'abuse-bench@example.com' })
      .returning({ id: users.id });
    await database.db.insert(dynamicQrCodes).values({
      userId: owner!.id,
      workspaceId: await personalWorkspaceIdOf(database.db, owner!.id),
      shortCode: SHORT_CODE,
      destination: 'https://example.com/menu?src=qr',
      qrType: 'url',
    });
    const [flooder] = await database.db
      .insert(users)
      .values({ username: 'abuse-bench-api@example.com' })
      .returning({ id: users.id });
    const made = await new ApiKeyService({ db: database.db }).create(
      {
        userId: flooder!.id,
        clientId: 1,
        workspaceId: await setPersonalSubscription(database.db, flooder!.id),
      },
      { name: 'flood', scope: 'read' },
    );
    return made.key;
  } finally {
    await database.close();
  }
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-bench-abuse-'));
  const failures: string[] = [];
  let server: ChildProcess | undefined;
  try {
    const apiKey = await seed(dataDir);
    server = spawnRole(['--role=server'], {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_SECRET,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    server.stdout?.resume();
    const port = await lineFrom(server, 'READY ');
    const pid = server.pid!;
    const memory = memoryWatch(pid);
    const startMemory = statusMb(pid, 'VmRSS');
    const threads =
      process.env.WORKER_THREADS ??
      `${Math.max(1, availableParallelism() - 1)} (default: cores - 1)`;
    console.log(
      `Node ${process.version}, ${availableParallelism()} cores shared by the load generator, the probe and the server; WORKER_THREADS=${threads}`,
    );

    // Warm up: the short-link cache, the workers (tsx and the decoders load once per worker).
    await fetch(`http://127.0.0.1:${port}/d/${SHORT_CODE}`, { redirect: 'manual' });
    await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`http://127.0.0.1:${port}/api/generate-qrcode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
          body: JSON.stringify({ qrType: 'text', textContent: largestText() }),
        }).then((r) => r.arrayBuffer()),
      ),
    );

    const idleMemory = statusMb(pid, 'VmRSS');
    const idle = await probeBoth(port, IDLE_SECONDS);
    const othersIdle = await otherClients(port, IDLE_SECONDS);

    memory.reset();
    const cpu0 = cpuMs(pid);
    const cpuWindowStart = performance.now();
    const threads0 = threadCpu(pid);
    const loader = spawnRole(['--role=load', `http://127.0.0.1:${port}`, String(BURST_SECONDS)]);
    const loadResult = lineFrom(loader, 'RESULT ');
    // Let the burst build up (the first 105 requests arrive) before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const burst = await probeBoth(port, BURST_SECONDS - 2);
    const counts = JSON.parse(await loadResult) as LoadCounts;
    const serverCpuMs = cpuMs(pid) - cpu0;
    // The load child ends when its last request is answered (queued ones can outlast the burst).
    const cpuWindowSeconds = (performance.now() - cpuWindowStart) / 1000;
    const threadsUsed = [...threadCpu(pid)]
      .map(([thread, ms]) => [thread, ms - (threads0.get(thread) ?? 0)] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6);
    const peakMb = memory.peak();
    memory.stop();
    const hwmMb = statusMb(pid, 'VmHWM');

    const rows = [0, 1].map((i) => ({
      probe: idle[i]!.name,
      'idle p50 ms': fmt(percentile(idle[i]!.samples, 50)),
      'idle p99 ms': fmt(percentile(idle[i]!.samples, 99)),
      'burst p50 ms': fmt(percentile(burst[i]!.samples, 50)),
      'burst p99 ms': fmt(percentile(burst[i]!.samples, 99)),
      'burst max ms': fmt(Math.max(...burst[i]!.samples)),
      'samples idle/burst': `${idle[i]!.samples.length}/${burst[i]!.samples.length}`,
      'failed idle/burst': `${idle[i]!.failures}/${burst[i]!.failures}`,
    }));
    console.log(
      `\nProbes (one request at a time) idle for ${IDLE_SECONDS} s, then during ${BURST_SECONDS} s of ${ADDRESSES} addresses x (${GENERATE_PER_ADDRESS} generate + ${PDF_PER_ADDRESS} PDF) in flight, largest-allowed text (${LARGEST_TEXT} chars, version 40):`,
    );
    console.table(rows);

    const served = (counts.generate['200'] ?? 0) + (counts.pdf['200'] ?? 0);
    const answered = [counts.generate, counts.pdf]
      .flatMap((c) => Object.entries(c))
      .reduce((sum, [status, n]) => (status === 'error' ? sum : sum + n), 0);
    console.log('Burst answers by status:');
    console.table({
      generate: counts.generate,
      pdf: counts.pdf,
    });
    console.log(
      `served generate p50 ${fmt(percentile(counts.generateMs, 50), 0)} ms, p99 ${fmt(percentile(counts.generateMs, 99), 0)} ms; PDF p50 ${fmt(percentile(counts.pdfMs, 50), 0)} ms, p99 ${fmt(percentile(counts.pdfMs, 99), 0)} ms`,
    );
    console.log(
      `server CPU from the burst's start to its last answer (${fmt(cpuWindowSeconds)} s): ${fmt(serverCpuMs / 1000)} s (${fmt(serverCpuMs / 1000 / cpuWindowSeconds, 2)} cores); ${fmt(serverCpuMs / Math.max(1, served), 0)} ms per served generate/PDF (${served} served), ${fmt(serverCpuMs / Math.max(1, answered), 1)} ms per answer of any status (${answered}); load generator ${fmt(counts.cpuMs / 1000)} s`,
    );
    console.log(
      `server threads by CPU during the burst (tid name: s): ${threadsUsed.map(([t, ms]) => `${t}: ${fmt(ms / 1000)}`).join(', ')}`,
    );
    console.log(
      `server memory: at start ${fmt(startMemory, 0)} MB RSS (database and app, no worker yet); idle after warm-up ${fmt(idleMemory, 0)} MB RSS; burst peak ${fmt(peakMb, 0)} MB RSS (polled every 50 ms); VmHWM ${fmt(hwmMb, 0)} MB (target < ${MEMORY_TARGET_MB} MB)`,
    );

    // One client floods, others generate: first one address, then one API key.
    const floods = [
      {
        name: `one address, ${FLOOD_ADDRESS_IN_FLIGHT} largest-allowed generates in flight`,
        args: ['--role=flood-address', `http://127.0.0.1:${port}`, String(BURST_SECONDS)],
      },
      {
        name: `one API key (Premium), ${FLOOD_API_IN_FLIGHT} PNG ${FLOOD_API_SIZE} px in flight`,
        args: ['--role=flood-api', `http://127.0.0.1:${port}`, String(BURST_SECONDS), apiKey],
      },
    ];
    const floodRows: Record<string, string>[] = [];
    const floodAnswers: Record<string, Record<string, number>> = {};
    const idleP50 = percentile(othersIdle.samples, 50);
    const idleP99 = percentile(othersIdle.samples, 99);
    for (const flood of floods) {
      const child = spawnRole(flood.args);
      const result = lineFrom(child, 'RESULT ');
      // Let the flood fill the pool before measuring.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const during = await otherClients(port, BURST_SECONDS - 3);
      const counts = JSON.parse(await result) as FloodCounts;
      floodAnswers[flood.name] = counts.status;
      const p99 = percentile(during.samples, 99);
      floodRows.push({
        'while one client floods': flood.name,
        'idle p50 ms': fmt(idleP50, 0),
        'idle p99 ms': fmt(idleP99, 0),
        'flood p50 ms': fmt(percentile(during.samples, 50), 0),
        'flood p99 ms': fmt(p99, 0),
        'flood max ms': fmt(Math.max(...during.samples), 0),
        'served idle/flood': `${othersIdle.samples.length}/${during.samples.length}`,
        'refused idle/flood': `${JSON.stringify(othersIdle.refused)}/${JSON.stringify(during.refused)}`,
        "flooder's served": String(counts.status['200'] ?? 0),
      });
      if (!(p99 <= OTHER_P99_TARGET_MS)) {
        failures.push(
          `other clients' generate p99 ${fmt(p99, 0)} ms > ${OTHER_P99_TARGET_MS} ms while ${flood.name}`,
        );
      }
      const refused = Object.values(during.refused).reduce((a, b) => a + b, 0);
      if (refused > 0) {
        failures.push(
          `${refused} of other clients' generates not 200 while ${flood.name}: ${JSON.stringify(during.refused)}`,
        );
      }
    }
    console.log(
      `\nOther clients' ordinary generates (a URL code, default design, one at a time, each from its own address), idle for ${IDLE_SECONDS} s, then while one client floods (target p99 <= ${OTHER_P99_TARGET_MS} ms, every answer 200):`,
    );
    console.table(floodRows);
    console.log("The flooders' answers by status:");
    console.table(floodAnswers);

    for (const p of burst) {
      const p99 = percentile(p.samples, 99);
      if (!(p99 <= P99_TARGET_MS))
        failures.push(`${p.name} burst p99 ${fmt(p99)} ms > ${P99_TARGET_MS} ms`);
      if (p.failures > 0) failures.push(`${p.name}: ${p.failures} failed probes during the burst`);
    }
    if (!(hwmMb < MEMORY_TARGET_MB)) failures.push(`peak memory ${fmt(hwmMb, 0)} MB >= 1 GB`);
    if (served === 0) failures.push('no generate or PDF request was served during the burst');
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nall abuse targets met');
  }
}

const role = process.argv.find((a) => a.startsWith('--role='))?.slice(7);
/** The argument at `i` that the parent process gave this child role. */
function childArg(i: number): string {
  const value = process.argv[i];
  if (value === undefined) throw new Error(`--role=${role}: argument ${i} missing`);
  return value;
}
if (role === 'server') await runServer();
else if (role === 'load') await runLoad(childArg(3), Number(process.argv[4]));
else if (role === 'flood-address') await floodAddress(childArg(3), Number(process.argv[4]));
else if (role === 'flood-api') {
  await floodApi(childArg(3), Number(process.argv[4]), childArg(5));
} else await main();

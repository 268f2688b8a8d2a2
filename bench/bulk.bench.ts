// Bulk generation end to end in Chromium (issue 16): N styled URL rows (circle dots, two-colour
// gradient, frame) typed into /bulk-generation, generated (each row rendered in the page's Web
// Workers and read back there by ZXing-C++ and jsQR; one sample per symbol version graded by
// the server's full check), then "Download All" to a ZIP with SVG and 1024 px PNG. Baselines
// from the same run: the previous design (every row rendered and fully checked by the server,
// sent as the page sent it: 10 rows in parallel through POST /api/bulk-generate-qrcode), and the
// issue's target, 1,000 rows in 15 s. CPU time of the server and of Chromium (all their
// processes and threads, from /proc) is reported per row: the machine is shared, so wall time
// depends on what else runs. The timed run has the machine to itself; a second, identical run
// requests a short link continuously meanwhile (2 loops, 10 ms apart), and its latency is
// compared with the same sampling while the server is idle.
//
// Needs the built web app (`npx vite build`). `npx tsx bench/bulk.bench.ts`
// (BULK_BENCH_ROWS=1000, BULK_BENCH_SERVER_ROWS=10, BULK_BENCH_PORT=4140; the server runs as
// e2e/support/server.mjs does, on a fresh embedded database in a temp folder).
// The timed run is repeated BULK_BENCH_RUNS times (default 5, a fresh page each time), and every
// run's time to the downloaded ZIP is printed against the 15 s target.
// BULK_BENCH_NICE=10 runs Chromium (every process and thread) at that nice level: in real use
// the browser runs on the user's device, not on the server, and on this 2-core machine a
// lower CPU priority for the browser stands in for that separate device, so the redirect
// figures then show what the bulk run costs the server itself. The bench says so when it does.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { unzipSync } from 'fflate';
import { chooseCircleGradient } from '../e2e/support/bulk-design.js';
import { BULK_BATCH_SIZE } from '../src/contracts/bulk.js';
import { INITIAL_DESIGN, designRequestFields } from '../src/web/features/generator/design-state.js';

const ROWS = Number(process.env.BULK_BENCH_ROWS ?? 1000);
const PORT = Number(process.env.BULK_BENCH_PORT ?? 4140);
const BASE = `http://127.0.0.1:${PORT}`;
/** The issue's target: 1,000 rows in under 15 s. */
const TARGET = { rows: 1000, seconds: 15 };
const SERVER_ROWS = Number(process.env.BULK_BENCH_SERVER_ROWS ?? 10);
/** Nice level for Chromium (0: same priority as the server). */
const NICE = Number(process.env.BULK_BENCH_NICE ?? 0);
/** Timed runs, one after the other (issue 43 item 4 asks for five, each within the target). */
const RUNS = Math.max(1, Number(process.env.BULK_BENCH_RUNS ?? 5));

/** Chromium's executable, or a wrapper that starts it under `nice` (children inherit it). */
async function chromiumExecutable(): Promise<string> {
  if (NICE === 0) return '/usr/bin/chromium';
  const dir = await mkdtemp(join(tmpdir(), 'bulk-bench-'));
  const wrapper = join(dir, 'chromium-niced');
  await writeFile(wrapper, `#!/bin/sh\nexec nice -n ${NICE} /usr/bin/chromium "$@"\n`);
  await chmod(wrapper, 0o755);
  return wrapper;
}
const IDLE_SAMPLE_MS = 5000;
/** Linux clock ticks per second (USER_HZ). */
const TICKS = 100;

/** CPU seconds (user + system) of the process tree under `root`, threads included. */
async function treeCpuSeconds(root: number): Promise<number> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = await readFile(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // Fields after the name: state(0) ppid(1) ... utime(11) stime(12).
      stats.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // exited meanwhile
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += stats.get(pid)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) walk(child);
  };
  walk(root);
  return total / TICKS;
}
/**
 * CPU seconds of each Chromium process kind under `root` (browser, renderer, gpu-process,
 * utility...), by the --type= of its command line, threads included; plus the renderers' main
 * threads alone ('page main thread': React, the ZIP; the rest of a renderer is mostly the
 * render workers).
 */
async function chromiumCpuByKind(root: number): Promise<Map<string, number>> {
  const procs = new Map<number, { ppid: number; ticks: number; kind: string | null }>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = await readFile(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // Chromium rewrites its children's titles, so the arguments may be one string.
      const cmd = await readFile(`/proc/${name}/cmdline`, 'utf8');
      const chromium = /^\S*chrom/.test(cmd);
      const type = /--type=([\w-]+)/.exec(cmd)?.[1];
      procs.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        kind: chromium ? (type ?? 'browser') : null,
      });
    } catch {
      // exited meanwhile
    }
  }
  const byKind = new Map<string, number>();
  const walk = (pid: number) => {
    const p = procs.get(pid);
    if (p?.kind) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + p.ticks / TICKS);
    for (const [child, s] of procs) if (s.ppid === pid) walk(child);
  };
  walk(root);
  for (const [pid, p] of procs) {
    if (p.kind !== 'renderer' || !byKind.has('renderer')) continue;
    try {
      // The main thread is the task whose id is the process's.
      const text = await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      byKind.set('page main thread', (byKind.get('page main thread') ?? 0) + ticks / TICKS);
    } catch {
      // exited meanwhile
    }
  }
  return byKind;
}

/** Paced like real scans arriving (about 2 × 1000/(latency + 10 ms) per second), not a flood. */
const SAMPLERS = 2;
const PAUSE_MS = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Requests `url` (no redirect following) from SAMPLERS loops, PAUSE_MS apart, until `stop()`. */
async function sampleRedirects(url: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: SAMPLERS }, async () => {
      while (!stop()) {
        const start = performance.now();
        const res = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'bench' } });
        await res.arrayBuffer();
        if (res.status >= 300 && res.status < 400) times.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, PAUSE_MS));
      }
    }),
  );
  return times;
}

async function main() {
  const server = spawn(process.execPath, ['e2e/support/server.mjs'], {
    env: { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth();
    if (NICE !== 0) {
      console.log(
        `Chromium runs at nice ${NICE} (lower CPU priority than the server), standing in for ` +
          `the user's own device; run with BULK_BENCH_NICE=0 for the same priority.`,
      );
    }
    const browser = await chromium.launch({
      executablePath: await chromiumExecutable(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const context = await browser.newContext({ baseURL: BASE, acceptDownloads: true });
    const page = await context.newPage();
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    const registered = await page.request.post('/api/register', {
      data: { username: email, email, password, confirmPassword: password },
    });
    if (registered.status() !== 201) throw new Error(`register: ${await registered.text()}`);
    await page.request.post('/api/activate-trial', { data: { email } });
    const code = await page.request.post('/api/dynamic-qrcodes', {
      data: { destination: 'https://example.com/bench' },
      timeout: 10 * 60 * 1000,
    });
    const shortUrl = (await code.json()).shortUrl as string;

    let idleDone = false;
    const idleCpu0 = await treeCpuSeconds(server.pid!);
    const idleTimer = setTimeout(() => (idleDone = true), IDLE_SAMPLE_MS);
    const idle = await sampleRedirects(shortUrl, () => idleDone);
    clearTimeout(idleTimer);
    // The server's CPU per sampled redirect, to tell the bulk run's own server CPU from the
    // sampling's (an estimate: the idle server does nothing else).
    const perRedirectCpu = ((await treeCpuSeconds(server.pid!)) - idleCpu0) / idle.length;

    // Baseline: the previous design, every row rendered and fully checked on the server.
    const design = designRequestFields({
      ...INITIAL_DESIGN,
      dotShape: 'circle',
      colourMode: 'two',
      enableFrame: true,
    });
    const serverRun = await page.request.post('/api/bulk-runs', {
      data: { rows: SERVER_ROWS, qrType: 'url', dynamic: false },
    });
    const serverRunId = (await serverRun.json()).id as string;
    const serverCpu0 = await treeCpuSeconds(server.pid!);
    const serverStart = performance.now();
    let serverOk = 0;
    for (let first = 1; first <= SERVER_ROWS; first += BULK_BATCH_SIZE) {
      const batch = Array.from(
        { length: Math.min(BULK_BATCH_SIZE, SERVER_ROWS - first + 1) },
        (_, i) => first + i,
      );
      const answers = await Promise.all(
        batch.map((row) =>
          page.request.post('/api/bulk-generate-qrcode', {
            timeout: 10 * 60 * 1000,
            data: {
              qrType: 'url',
              data: `https://bench.example/item/${row}`,
              ...design,
              size: 1024,
              png: true,
              runId: serverRunId,
              row,
            },
          }),
        ),
      );
      for (const a of answers) if (a.ok() && (await a.json()).scannable) serverOk += 1;
    }
    const serverSeconds = (performance.now() - serverStart) / 1000;
    const serverPathCpu = (await treeCpuSeconds(server.pid!)) - serverCpu0;

    /**
     * One bulk run through the page: the design, the rows, Generate, then Download All. With
     * `sample`, short-link redirects are requested the whole time (their latencies returned).
     * Completion is watched through the progress bar's aria-valuenow (one querySelector a
     * poll): a text locator would search the whole results list on every poll, which the page's
     * own main thread then pays for.
     */
    const runOnce = async (sample: boolean) => {
      await page.goto('/bulk-generation');
      await chooseCircleGradient(page);
      await page.getByRole('tab', { name: 'Frame' }).click();
      await page.getByLabel('Enable frame').check();
      await page.getByLabel('PNG size').selectOption('1024');
      const lines = Array.from({ length: ROWS }, (_, i) => `https://bench.example/item/${i + 1}`);
      await page.getByLabel('Or enter one item per line').fill(lines.join('\n'));

      let busyDone = false;
      const ownCpu0 = process.cpuUsage();
      const allCpu0 = await treeCpuSeconds(process.pid);
      const srvCpu0 = await treeCpuSeconds(server.pid!);
      const kinds0 = await chromiumCpuByKind(process.pid);
      const start = performance.now();
      const busyPromise = sample ? sampleRedirects(shortUrl, () => busyDone) : Promise.resolve([]);
      await page.getByRole('button', { name: 'Generate QR Codes' }).click();
      await page.waitForFunction(
        (rows) =>
          document
            .querySelector('[role="progressbar"][aria-label="Generation progress"]')
            ?.getAttribute('aria-valuenow') === String(rows),
        ROWS,
        { polling: 250, timeout: 4 * 60 * 60 * 1000 },
      );
      await page.getByText(`${ROWS} of ${ROWS} processed`).waitFor();
      const generated = performance.now();
      busyDone = true;
      const busy = await busyPromise;
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30 * 60 * 1000 }),
        page.getByRole('button', { name: /^Download All QR Codes/ }).click(),
      ]);
      const zip = await readFile(await download.path());
      const end = performance.now();
      const own = process.cpuUsage(ownCpu0);
      const srvCpu = (await treeCpuSeconds(server.pid!)) - srvCpu0;
      const browserCpu =
        (await treeCpuSeconds(process.pid)) - allCpu0 - srvCpu - (own.user + own.system) / 1e6;
      const kinds1 = await chromiumCpuByKind(process.pid);
      const ok = Number(await page.getByTestId('success-count').textContent());
      return { start, generated, end, busy, zip, srvCpu, browserCpu, kinds0, kinds1, ok };
    };

    // The timed run has the machine to itself; the redirect figures come from a second run
    // sampled throughout (the sampling's requests and this process's share of the 2 cores
    // would otherwise slow the timed run).
    const timed = await runOnce(false);
    const runSeconds = [(timed.end - timed.start) / 1000];
    for (let run = 2; run <= RUNS; run++) {
      const again = await runOnce(false);
      if (again.ok !== ROWS) throw new Error(`run ${run}: ${again.ok} of ${ROWS} codes`);
      runSeconds.push((again.end - again.start) / 1000);
    }
    const sampled = await runOnce(true);
    await browser.close();
    const { start, generated, end, zip, srvCpu, browserCpu, kinds0, kinds1, ok } = timed;
    const { busy } = sampled;
    const files = Object.keys(unzipSync(new Uint8Array(zip)));

    const seconds = (end - start) / 1000;
    const targetRate = TARGET.rows / TARGET.seconds;
    const rate = ROWS / seconds;
    console.log(
      `bulk: ${ROWS} rows, ${ok} codes, ${files.length} files in the ZIP (${(zip.length / 1e6).toFixed(0)} MB); ` +
        `Chromium at nice ${NICE}`,
    );
    const serverRate = SERVER_ROWS / serverSeconds;
    console.table([
      {
        case: 'baseline: server renders and fully checks each row',
        rows: SERVER_ROWS,
        formats: 'SVG + PNG 1024',
        seconds: serverSeconds.toFixed(1),
        'rows/s': serverRate.toFixed(2),
        'vs target': (serverRate / (TARGET.rows / TARGET.seconds)).toFixed(3),
        'CPU ms/row': ((serverPathCpu * 1000) / SERVER_ROWS).toFixed(0),
        codes: serverOk,
      },
      {
        case: `target (issue 16)`,
        rows: TARGET.rows,
        formats: 'SVG + PNG 1024',
        seconds: TARGET.seconds,
        'rows/s': targetRate.toFixed(1),
        'vs target': '1.00',
      },
      {
        case: 'measured: generate',
        rows: ROWS,
        formats: 'SVG + PNG 1024',
        seconds: ((generated - start) / 1000).toFixed(1),
        'rows/s': (ROWS / ((generated - start) / 1000)).toFixed(2),
        'vs target': '',
      },
      {
        case: 'measured: generate + ZIP download',
        rows: ROWS,
        formats: 'SVG + PNG 1024',
        seconds: seconds.toFixed(1),
        'rows/s': rate.toFixed(2),
        'vs target': (rate / targetRate).toFixed(3),
        'CPU ms/row': (((srvCpu + browserCpu) * 1000) / ROWS).toFixed(1),
        codes: ok,
      },
      {
        case: 'the same, redirects sampled meanwhile',
        rows: ROWS,
        formats: 'SVG + PNG 1024',
        seconds: ((sampled.end - sampled.start) / 1000).toFixed(1),
        'rows/s': (ROWS / ((sampled.end - sampled.start) / 1000)).toFixed(2),
        'vs target': (ROWS / ((sampled.end - sampled.start) / 1000) / targetRate).toFixed(3),
        'CPU ms/row': (((sampled.srvCpu + sampled.browserCpu) * 1000) / ROWS).toFixed(1),
        codes: sampled.ok,
      },
    ]);
    if (RUNS > 1) {
      const within = runSeconds.filter((s) => s <= TARGET.seconds).length;
      console.log(
        `${RUNS} timed runs, each to the downloaded ZIP: ${runSeconds.map((s) => s.toFixed(1)).join(', ')} s; ` +
          `within ${TARGET.seconds} s: ${within} of ${RUNS} (${within === RUNS ? 'met' : 'not met'})`,
      );
    }
    const perRow = (cpu: number) => ((cpu * 1000) / ROWS).toFixed(1);
    console.log(
      `CPU time of the measured run: Chromium (page and workers) ${browserCpu.toFixed(1)} s ` +
        `(${perRow(browserCpu)} ms/row), server ${srvCpu.toFixed(1)} s (${perRow(srvCpu)} ms/row); ` +
        `rows/s ${(rate / serverRate).toFixed(0)}x the baseline's. ` +
        `The target needs at most ${((2 * TARGET.seconds * 1000) / TARGET.rows).toFixed(0)} ms/row on 2 idle cores.`,
    );
    const samplingCpu = busy.length * perRedirectCpu;
    console.log(
      `Chromium CPU by process (timed run): ${[...kinds1]
        .map(([kind, s]) => `${kind} ${perRow(s - (kinds0.get(kind) ?? 0))} ms/row`)
        .join(', ')}. Sampled run: about ${samplingCpu.toFixed(1)} s of the server's ` +
        `${sampled.srvCpu.toFixed(1)} s served the ${busy.length} sampled redirects ` +
        `(${(perRedirectCpu * 1000).toFixed(2)} ms each when idle), so the bulk run itself cost ` +
        `the server about ${perRow(Math.max(0, sampled.srvCpu - samplingCpu))} ms/row.`,
    );
    console.table([
      {
        case: 'redirect idle (baseline)',
        requests: idle.length,
        'p50 ms': percentile(idle, 50).toFixed(1),
        'p99 ms': percentile(idle, 99).toFixed(1),
        'p99 vs idle': '1.00',
      },
      {
        case: `redirect during bulk run (Chromium nice ${NICE})`,
        requests: busy.length,
        'p50 ms': percentile(busy, 50).toFixed(1),
        'p99 ms': percentile(busy, 99).toFixed(1),
        'p99 vs idle': (percentile(busy, 99) / percentile(idle, 99)).toFixed(2),
      },
    ]);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();

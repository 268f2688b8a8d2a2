// Bulk generation end to end in Chromium (issue 16): N styled URL rows (circle dots, two-colour
// gradient, frame) typed into /bulk-generation, generated (each row rendered and read back by
// the three decoders in the server's worker pool), then "Download All" to a ZIP with SVG and
// 1024 px PNG. Baseline: the target, 1,000 rows in 15 s. Meanwhile a short link is
// requested continuously (2 loops, 10 ms apart) and its latency compared with the same sampling while
// the server is idle.
//
// Needs the built web app (`npx vite build`). `npx tsx bench/bulk.bench.ts`
// (BULK_BENCH_ROWS=1000, BULK_BENCH_PORT=4140; the server runs as e2e/support/server.mjs does,
// on a fresh embedded database in a temp folder).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { unzipSync } from 'fflate';

const ROWS = Number(process.env.BULK_BENCH_ROWS ?? 1000);
const PORT = Number(process.env.BULK_BENCH_PORT ?? 4140);
const BASE = `http://127.0.0.1:${PORT}`;
/** The target: 1,000 rows in under 15 s. */
const TARGET = { rows: 1000, seconds: 15 };
const IDLE_SAMPLE_MS = 5000;
/** Paced like real scans arriving (about 2 × 1000/(latency + 10 ms) per second), not a flood. */
const SAMPLERS = 2;
const PAUSE_MS = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
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
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
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
    });
    const shortUrl = (await code.json()).shortUrl as string;

    let idleDone = false;
    const idleTimer = setTimeout(() => (idleDone = true), IDLE_SAMPLE_MS);
    const idle = await sampleRedirects(shortUrl, () => idleDone);
    clearTimeout(idleTimer);

    await page.goto('/bulk-generation');
    await page
      .getByRole('radiogroup', { name: 'Dot shape' })
      .getByRole('radio', { name: /^Circle/ })
      .click();
    await page.getByLabel('Two colours').check();
    await page.getByRole('tab', { name: 'Frame' }).click();
    await page.getByLabel('Enable frame').check();
    await page.getByLabel('PNG size').selectOption('1024');
    const lines = Array.from({ length: ROWS }, (_, i) => `https://bench.example/item/${i + 1}`);
    await page.getByLabel('Or enter one item per line').fill(lines.join('\n'));

    let busyDone = false;
    const start = performance.now();
    const busyPromise = sampleRedirects(shortUrl, () => busyDone);
    await page.getByRole('button', { name: 'Generate QR Codes' }).click();
    await page.getByText(`${ROWS} of ${ROWS} processed`).waitFor({ timeout: 4 * 60 * 60 * 1000 });
    const generated = performance.now();
    busyDone = true;
    const busy = await busyPromise;
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30 * 60 * 1000 }),
      page.getByRole('button', { name: /^Download All QR Codes/ }).click(),
    ]);
    const zip = await readFile(await download.path());
    const end = performance.now();
    const files = Object.keys(unzipSync(new Uint8Array(zip)));
    const ok = Number(await page.getByTestId('success-count').textContent());
    await browser.close();

    const seconds = (end - start) / 1000;
    const targetRate = TARGET.rows / TARGET.seconds;
    const rate = ROWS / seconds;
    console.log(`bulk: ${ROWS} rows, ${ok} codes, ${files.length} files in the ZIP`);
    console.table([
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
      },
    ]);
    console.table([
      {
        case: 'redirect idle (baseline)',
        requests: idle.length,
        'p50 ms': percentile(idle, 50).toFixed(1),
        'p99 ms': percentile(idle, 99).toFixed(1),
        'p99 vs idle': '1.00',
      },
      {
        case: 'redirect during bulk run',
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

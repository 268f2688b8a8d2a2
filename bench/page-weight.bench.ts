// What a browser downloads to show the landing page (signed out) and the dashboard (signed in),
// measured in headless Debian Chromium (/usr/bin/chromium via playwright-core) against the
// real server on a fresh embedded database, with an empty cache. For every response: its kind
// (scripts, styles, fonts, images, documents, data = fetch/XHR, other), the bytes on the wire
// (body as sent, compressed or not, plus headers) and the body's decoded size. The baseline,
// from the same run, is the decoded size: what the same page costs with compression off.
// Then Lighthouse (mobile, its default simulated slow 4G and 4x CPU slowdown) on `/`: CLS and
// LCP, with the issue's targets (CLS <= 0.05, LCP <= 2.5 s).
//
// Figures recorded before issue 24 (the issue's text): the landing page's 20 JavaScript files
// arrived as 601 KB (nothing compressed) and the frame font as a 344 KB TTF; Lighthouse mobile
// on `/` gave LCP 5.1 s and CLS 0.238.
//
// `npm run bench -- page-weight` builds the web app first (`BENCH_NO_BUILD=1` measures the
// dist/web already there). Needs /usr/bin/chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Response } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const TARGET_LANDING_BYTES = 250 * 1024;
const BEFORE = { landingScriptsRaw: 601 * 1024, landingFontRaw: 344 * 1024 };

type Kind = 'scripts' | 'styles' | 'fonts' | 'images' | 'documents' | 'data' | 'other';
const KINDS: Kind[] = ['documents', 'scripts', 'styles', 'fonts', 'images', 'data', 'other'];

interface Tally {
  requests: number;
  /** Bytes on the wire: encoded body plus response headers. */
  transferred: number;
  /** Decoded body bytes: what the page would cost with compression off. */
  decoded: number;
}

function kindOf(resourceType: string): Kind {
  switch (resourceType) {
    case 'script':
      return 'scripts';
    case 'stylesheet':
      return 'styles';
    case 'font':
      return 'fonts';
    case 'image':
      return 'images';
    case 'document':
      return 'documents';
    case 'fetch':
    case 'xhr':
      return 'data';
    default:
      return 'other';
  }
}

/** Frame-font and similar files fetched by script count by what they are, not how. */
function kindOfResponse(response: Response): Kind {
  const url = response.url();
  if (/\.(?:ttf|otf|woff2?)(?:\?|$)/.test(url)) return 'fonts';
  return kindOf(response.request().resourceType());
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The e2e server (fresh embedded database in a temp folder) on `port`; resolves when healthy. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'e2e/support/server.mjs')], {
    env: { ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy within 120 s');
}

/**
 * Loads `path` in a fresh context (empty cache) and tallies every response until the network
 * has been idle for 500 ms. `signUp` registers through the API first (cookies only, no cache).
 */
async function measure(
  browser: Browser,
  base: string,
  pagePath: string,
  signUp: boolean,
): Promise<Map<Kind, Tally>> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  });
  if (signUp) {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'page weight bench';
    const res = await context.request.post('/api/register', {
      data: { username: email, email, password, confirmPassword: password },
    });
    if (res.status() !== 201) throw new Error(`register: ${res.status()} ${await res.text()}`);
  }
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const tallies = new Map<Kind, Tally>(
    KINDS.map((k) => [k, { requests: 0, transferred: 0, decoded: 0 }]),
  );
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const tally = tallies.get(kindOfResponse(response));
        if (!tally) return;
        await response.finished().catch(() => undefined);
        const sizes = await request.sizes().catch(() => null);
        const body = await response.body().catch(() => Buffer.alloc(0));
        tally.requests += 1;
        tally.transferred += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
        tally.decoded += body.length;
      })(),
    );
  });
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await context.close();
  return tallies;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function printTable(title: string, tallies: Map<Kind, Tally>): Tally {
  const total: Tally = { requests: 0, transferred: 0, decoded: 0 };
  const rows = KINDS.filter((k) => (tallies.get(k)?.requests ?? 0) > 0).map((k) => {
    const t = tallies.get(k)!;
    total.requests += t.requests;
    total.transferred += t.transferred;
    total.decoded += t.decoded;
    return {
      kind: k,
      requests: t.requests,
      'transferred (as served)': kb(t.transferred),
      'uncompressed (baseline)': kb(t.decoded),
      ratio: t.decoded > 0 ? (t.transferred / t.decoded).toFixed(2) : '-',
    };
  });
  rows.push({
    kind: 'all' as Kind,
    requests: total.requests,
    'transferred (as served)': kb(total.transferred),
    'uncompressed (baseline)': kb(total.decoded),
    ratio: total.decoded > 0 ? (total.transferred / total.decoded).toFixed(2) : '-',
  });
  console.log(`\n${title}`);
  console.table(rows);
  return total;
}

/** Lighthouse (mobile preset: its defaults) on `url`, in Chromium with a debugging port. */
async function lighthouseMobile(
  url: string,
): Promise<{ cls: number; lcpMs: number; perf: number }> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${path.join(process.env.TMPDIR ?? '/tmp', `lh-profile-${port}`)}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('Chromium debugging port did not open');
      await new Promise((r) => setTimeout(r, 200));
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const audits = result.lhr.audits;
    return {
      cls: Number(audits['cumulative-layout-shift']?.numericValue ?? NaN),
      lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? NaN),
      perf: Math.round((result.lhr.categories.performance?.score ?? NaN) * 100),
    };
  } finally {
    chrome.kill('SIGTERM');
  }
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium)`);
  if (process.env.BENCH_NO_BUILD !== '1') {
    console.log('building the web app (vite build)...');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) throw new Error('dist/web is missing');

  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const landing = printTable(
      'Landing page / (signed out, 1280 px, empty cache)',
      await measure(browser, base, '/', false),
    );
    const dashboard = printTable(
      'Dashboard / (signed in, 1280 px, empty cache)',
      await measure(browser, base, '/', true),
    );
    console.log(
      `\nLanding page: ${kb(landing.transferred)} transferred in ${landing.requests} requests ` +
        `(target <= ${kb(TARGET_LANDING_BYTES)}: ${landing.transferred <= TARGET_LANDING_BYTES ? 'met' : 'NOT met'}); ` +
        `${kb(landing.decoded)} uncompressed. Before issue 24: ${kb(BEFORE.landingScriptsRaw)} of ` +
        `JavaScript and a ${kb(BEFORE.landingFontRaw)} TTF, all uncompressed.`,
    );
    console.log(
      `Dashboard: ${kb(dashboard.transferred)} transferred in ${dashboard.requests} requests; ` +
        `${kb(dashboard.decoded)} uncompressed.`,
    );

    const lh = await lighthouseMobile(`${base}/`);
    console.log('\nLighthouse (mobile) on /');
    console.table([
      {
        metric: 'CLS',
        value: lh.cls.toFixed(3),
        target: '<= 0.05',
        met: lh.cls <= 0.05,
        before: '0.238',
      },
      {
        metric: 'LCP',
        value: `${(lh.lcpMs / 1000).toFixed(2)} s`,
        target: '<= 2.5 s',
        met: lh.lcpMs <= 2500,
        before: '5.1 s',
      },
      { metric: 'performance score', value: String(lh.perf), target: '-', met: '-', before: '62' },
    ]);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();

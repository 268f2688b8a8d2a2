import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// E2E runs the real server (built SPA + API on a fresh embedded database) in Debian Chromium.
// Never `npx playwright install`: the browser comes from the machine's chromium package.
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium headless shell (package chromium-headless-shell), the same engine and
// version as /usr/bin/chromium without the desktop browser around it, which is also what
// Playwright itself runs headless. Measured 2026-12-01 on the 2-core machine, six specs (52
// journeys at both widths): 289 s of CPU and 150 s with /usr/bin/chromium, 200 s and 110 s with
// the shell, all passing both ways; the whole suite then took 608 s of CPU and 323 s. Without
// the package, the full browser runs the same journeys. E2E_CHROMIUM names another binary.
const chromiumExecutable =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Four browsers at once against the one server: a journey spends most of its time waiting
  // (for the server, for the page to settle, for mail), not computing. Measured 2026-11-29 on
  // the 2-core machine: the whole suite used 0.44 cores on average with four workers (251 s of
  // CPU in 571 s, at a load of 14 to 20 from other work) and took 9.5 min, against 19.2 min with
  // two in the CI run before. Each spec file runs in one worker, its tests in order; journeys
  // never share an account (addresses carry the test and project names).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  // Generous waits: CI shares two cores with the unit suite's leftovers and other work, and a
  // journey that renders, decodes and mails can take several times its quiet-machine time.
  // Waiting longer never weakens a check: each expectation still has to come true.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // At 390 px only the journeys tagged '@layout': the ones whose layout differs on a phone
    // (menus, tables that scroll inside their card, nothing wider than the screen, axe at that
    // width, the scanner's own pages). Every other journey runs once, at 1280 px.
    {
      name: 'mobile',
      grep: /@layout/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node e2e/support/server.mjs`,
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

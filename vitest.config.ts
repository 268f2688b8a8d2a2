import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PostgresSkipNotice } from './scripts/postgres-skip-notice.js';

// `npm test` runs with NODE_ENV=production: npm sets it for every script when .npmrc omits the
// devDependencies (they install on first use, scripts/dev-tools.mjs). Tests run as Vitest runs
// them without it: NODE_ENV=test, so React's development build (act, warnings) is loaded.
if (process.env.NODE_ENV === 'production') process.env.NODE_ENV = 'test';

const PRERENDER_TEST = 'src/web/prerender/entry-server.test.tsx';

// Three projects: Node for the QR core, contracts and server; jsdom for React components; the
// prerender test alone (below).
export default defineConfig({
  test: {
    // One test file per core and one more, at least three at a time: most files spend part of
    // their time waiting on PostgreSQL, child processes, worker threads and timers, and the
    // extra file fills those waits. Vitest's default (cores - 1) ran one at a time on the
    // 2-core CI machine. Measured on that machine, quiet: 2026-11-27, 2,136 s with one worker
    // and 744 s with two; 2026-12-01, 509 s with two (852 s of CPU, 154 s of a core idle) and
    // 455 s with three (862 s of CPU, 41 s idle), all 335 files passing each time.
    maxWorkers: Math.max(availableParallelism() + 1, 3),
    // Without TEST_DATABASE_URL the run ends with one line naming the PostgreSQL tests left out.
    reporters: ['default', new PostgresSkipNotice()],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/{qr,contracts,server}/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One module cache per worker, as in the web project: a file no longer imports the
          // server's whole module graph again. Measured on 15 auth/account/code files at a load
          // of about 25: 100 s of CPU isolated, 54 s shared, all 141 tests passing both ways;
          // 141 files of the whole project then passed shared with none failing. Tests close
          // what they open (apps, pools, servers) and restore the environment they change.
          isolate: false,
          // Bundles the files tests run as Node processes, once per run (process-bundles.ts).
          globalSetup: ['src/server/test/process-bundles.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: [PRERENDER_TEST],
          setupFiles: ['src/web/test-setup.ts'],
          // One module cache per worker here too (each file still gets a fresh jsdom and its
          // own render, unmounted after each test). Measured 2026-11-30 on the 2-core machine at
          // a load of about 20: the 61 files (520 tests) took 231 s of CPU isolated and 88 s
          // shared, all passing both ways. No web test uses vi.mock, which would leak.
          isolate: false,
          // Typing into forms with user-event in jsdom takes seconds when both cores are busy
          // (the default 5 s timed out a setup-form test while another suite ran beside it).
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // The build-time renderer's test, in its own module cache. React's server renderer and
          // the browser renderer keep a context's current value on the one context object: in a
          // shared cache, a prerendered Spanish page left the site's language context at 'es',
          // and every app test after it in that worker rendered the "language changed" reload
          // (an empty page). The app never runs both renderers in one page.
          name: 'web-prerender',
          environment: 'jsdom',
          include: [PRERENDER_TEST],
          setupFiles: ['src/web/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});

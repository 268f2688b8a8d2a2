// The dashboard at 10,000 codes (issue 40 item 9): seeds a workspace of 10,000 dynamic codes and
// one of 100 (organise/test-codes.ts: folders, tags, paused and text codes, scans; four SQL
// statements, not an API call per code), then times the dashboard's own requests through the
// real app (app.inject: routing, guards, validation, the queries and the JSON answer; no
// network), each as the workspace's owner: the list's first page, search (q), and each filter
// (tag, folder, status, type, scans range) and the select-all-matching count, and the Active
// list (GET /api/codes/page: saved and dynamic codes merged newest first) at its first page and
// near its end. p50 and p95 over
// BENCH_RUNS (default 40) after a warm-up, on PGlite (in memory) and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped after). Target: p50
// at most 100 ms at 10,000 codes. `npm run bench -- dashboard-10k`
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp, type App } from '../src/server/app.js';
import { testConfig } from '../src/server/config.js';
import { seedManyCodes } from '../src/server/modules/organise/test-codes.js';
import { personalWorkspaceIdOf } from '../src/server/modules/workspaces/test-support.js';
import { openBenchDatabase, type BenchDatabaseKind } from './bench-database.js';
import { registerBenchUser } from './seed-scans.js';
import { printTable } from './table.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SIZES = [100, 10_000];
const TARGET_P50_MS = 100;

type Kind = BenchDatabaseKind;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The dashboard's requests: [label, URL]. `folder` is the id of "Folder 3". */
function requests(folder: number): [string, string][] {
  const list = '/api/dynamic-qrcodes/page?status=active';
  return [
    ['GET /api/user (baseline: session and one query)', '/api/user'],
    ['Active list, saved and dynamic merged (first page)', '/api/codes/page'],
    ['Active list, page 180 of 50 (near the end)', '/api/codes/page?page=180&pageSize=50'],
    ['list (first page, newest first)', list],
    ['list sorted by name', `${list}&sort=name`],
    ['list sorted by scans', `${list}&sort=scans`],
    ['search q=store 42', `${list}&q=store%2042`],
    ['search q=shop7 (destination)', `${list}&q=shop7.example`],
    ['search q=tag-12 (tag name)', `${list}&q=tag-12`],
    ['filter tag=tag-5', `${list}&tag=tag-5`],
    ['filter folder', `${list}&folderId=${folder}`],
    ['filter status=paused', '/api/dynamic-qrcodes/page?status=paused'],
    ['filter type=text', `${list}&qrType=text`],
    ['filter scans 100..200', `${list}&scansMin=100&scansMax=200`],
    ['all filters combined', `${list}&tag=tag-5&folderId=${folder}&scansMin=10&q=store`],
    ['later page (page 40)', `${list}&page=40`],
  ];
}

interface Measured {
  p50: number;
  p95: number;
  total: string;
}

async function measure(app: App, cookie: string, url: string): Promise<Measured> {
  const once = async () => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json() as { total?: number };
    return { ms, total: body.total === undefined ? '' : String(body.total) };
  };
  const { total } = await once(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push((await once()).ms);
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), total };
}

async function benchDatabase(kind: Kind): Promise<string[][]> {
  const { database, drop } = await openBenchDatabase(kind);
  const app = buildApp(testConfig({ logLevel: 'silent' }), { database });
  await app.ready();
  try {
    const workspaces: { size: number; cookie: string; folder: number }[] = [];
    for (const size of SIZES) {
      const { userId, cookie } = await registerBenchUser(app);
      const workspaceId = await personalWorkspaceIdOf(database.db, userId);
      const t0 = performance.now();
      const folders = await seedManyCodes(database.db, { userId, workspaceId, count: size });
      const seconds = (performance.now() - t0) / 1000;
      console.log(
        `${kind}: seeded ${size.toLocaleString('en-US')} codes in ${seconds.toFixed(1)} s`,
      );
      workspaces.push({ size, cookie, folder: folders.get('Folder 3')! });
    }
    const rows: string[][] = [];
    for (const [label, path] of requests(0)) {
      const cells = [kind, label];
      for (const w of workspaces) {
        const url = path.replace('folderId=0', `folderId=${w.folder}`);
        const m = await measure(app, w.cookie, url);
        const flag = w.size === 10_000 && m.p50 > TARGET_P50_MS ? ' (over)' : '';
        cells.push(m.total, `${m.p50.toFixed(1)}${flag}`, m.p95.toFixed(1));
      }
      rows.push(cells);
    }
    return rows;
  } finally {
    await app.close();
    await drop();
  }
}

const kinds: Kind[] = ['pglite'];
if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) kinds.push('postgres');
// The machine may be shared: the load average says how far the figures are from an idle one's,
// and the baseline row is the cost every request pays on it at that moment.
console.log(`load average (1 min) at start: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
const rows: string[][] = [];
for (const kind of kinds) rows.push(...(await benchDatabase(kind)));
printTable(
  `Dashboard list requests, server time through app.inject (ms; ${RUNS} runs each; target p50 ≤ ${TARGET_P50_MS} ms at 10,000)`,
  [
    'database',
    'request',
    'found of 100',
    'p50 (100)',
    'p95 (100)',
    'found of 10,000',
    'p50 (10,000)',
    'p95 (10,000)',
  ],
  rows,
);

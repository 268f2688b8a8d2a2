// Times `npm run backup`, `npm run restore` and `npm run move-to-postgres` (issue 41) on an
// install holding BENCH_BACKUP_EVENTS scans (default 1,000,000), each command run in its own
// process exactly as an operator runs it (the times include starting Node and tsx, ~1-3 s).
//
//   npm run bench -- backup                          embedded database only
//   TEST_DATABASE_URL=postgres://… npm run bench -- backup
//                                                    also the move, and PostgreSQL backup/restore
//                                                    (databases named bk_bench_* made and dropped)
//   BENCH_BACKUP_EVENTS=100000 npm run bench -- backup
//
// Seeding uses seed-scans.ts (INSERT ... SELECT over generate_series, rollups in SQL).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { PROJECT_ROOT, testConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { registerBenchUser, seedScans } from './seed-scans.js';
import { printTable } from './table.js';

const EVENTS = Number(process.env.BENCH_BACKUP_EVENTS ?? 1_000_000);
const SERVER_URL = process.env.TEST_DATABASE_URL ?? null;
const root = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'qrs-bench-backup-'));
const databases: string[] = [];

function adminQuery(sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: SERVER_URL! });
  return client
    .connect()
    .then(() => client.query(sql))
    .finally(() => client.end());
}

async function newDatabase(): Promise<string> {
  const name = `bk_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  databases.push(name);
  const url = new URL(SERVER_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one command as `npm run` would; answers its wall time in seconds. */
function run(args: string[], env: Record<string, string>): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/backup-command.ts', ...args],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: '', APP_SECRET: '', ...env },
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  }
  const lastLines = result.stdout.trim().split('\n');
  console.log(`  ${args[0]}: ${lastLines[0]}`);
  return seconds;
}

const mb = (file: string) => `${(statSync(file).size / 1e6).toFixed(1)} MB`;

async function seedEmbedded(dataDir: string): Promise<number> {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'app-secret'), `${randomBytes(32).toString('base64url')}\n`, {
    mode: 0o600,
  });
  const database = await openDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateDatabase(database);
    // The app only registers the account; it is closed before seeding, so none of its jobs
    // (the rollup timer) runs alongside seed-scans' own SQL rollup.
    const app = buildApp(testConfig({ logLevel: 'silent', dataDir }), { database });
    await app.ready();
    let userId: number;
    try {
      ({ userId } = await registerBenchUser(app));
    } finally {
      await app.close();
    }
    const seeded = await seedScans(database, { userId, events: EVENTS, rollup: 'sql' });
    return seeded.seconds;
  } finally {
    await database.close();
  }
}

/** Runs `work` while a real server (port BENCH_PORT, default 4111) holds DATA_DIR. */
async function withServer<T>(dataDir: string, work: () => T): Promise<T> {
  const port = process.env.BENCH_PORT ?? '4111';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const result = work();
    // The server's own account of the backup: how long the database was held for it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const line = log.split('\n').find((l) => l.includes('backup sent to the backup command'));
    if (line) {
      const { heldMs, rowBytes } = JSON.parse(line) as { heldMs: number; rowBytes: number };
      console.log(
        `  server: database held ${(heldMs / 1000).toFixed(1)} s for the snapshot, ${(rowBytes / 1e6).toFixed(0)} MB of rows read into memory`,
      );
    }
    return result;
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

async function main(): Promise<void> {
  const rows: string[][] = [];
  const embedded = path.join(root, 'embedded');
  const seedSeconds = await seedEmbedded(embedded);
  console.log(
    `seeded ${EVENTS.toLocaleString('en-US')} scans (embedded) in ${seedSeconds.toFixed(1)} s`,
  );

  const file = path.join(root, 'embedded.qrsbackup.gz');
  const backupS = run(['backup', file], { DATA_DIR: embedded });
  rows.push(['backup (embedded, server stopped)', backupS.toFixed(1), mb(file)]);
  const serverFile = path.join(root, 'embedded-running.qrsbackup.gz');
  const serverS = await withServer(embedded, () =>
    run(['backup', serverFile], { DATA_DIR: embedded }),
  );
  rows.push(['backup (embedded, server running)', serverS.toFixed(1), mb(serverFile)]);
  const restoredDir = path.join(root, 'restored');
  const restoreS = run(['restore', file], { DATA_DIR: restoredDir });
  rows.push(['restore (into embedded)', restoreS.toFixed(1), '']);
  rmSync(restoredDir, { recursive: true, force: true });

  if (SERVER_URL) {
    const target = await newDatabase();
    const moveS = run(['move-to-postgres', target], { DATA_DIR: embedded });
    rows.push(['move-to-postgres (copy + verify)', moveS.toFixed(1), '']);
    const pgFile = path.join(root, 'postgres.qrsbackup.gz');
    const pgBackupS = run(['backup', pgFile], { DATA_DIR: embedded, DATABASE_URL: target });
    rows.push(['backup (PostgreSQL)', pgBackupS.toFixed(1), mb(pgFile)]);
    const again = await newDatabase();
    const pgRestoreS = run(['restore', pgFile], {
      DATA_DIR: path.join(root, 'pg-restored'),
      DATABASE_URL: again,
    });
    rows.push(['restore (into PostgreSQL)', pgRestoreS.toFixed(1), '']);
  }
  printTable(
    `Backup, restore and move of ${EVENTS.toLocaleString('en-US')} scans`,
    ['step', 'seconds', 'file'],
    rows,
  );
}

try {
  await main();
} finally {
  for (const name of databases) {
    await adminQuery(`drop database if exists "${name}" with (force)`).catch(() => {});
  }
  rmSync(root, { recursive: true, force: true });
}

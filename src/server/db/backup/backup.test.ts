// The backup commands as an operator runs them (issue 41 items 1 and 2): `backup`, `restore`
// and `move-to-postgres` in their own processes, against a real server taking scans.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../config.js';
import { multipart, samplePng } from '../../modules/uploads/test-support.js';
import { startServer, type RunningServer } from '../../server.js';
import { spawnTs, waitForExit } from '../../test/child-process.js';
import { testDatabases, type TestDatabaseKind } from '../../test/databases.js';
import { openDatabase } from '../client.js';
import { lockDataDir } from '../data-dir-lock.js';
import { BackupReader, parseHeader, type BackupHeader } from './format.js';
import type { BackupEngine } from './session.js';
import { tableSums, type TableSum } from './verify.js';
import { uploadFiles } from './backup.js';
import { codeMigrationCount, migrateTo, pgliteNotEmpty, postgresNotEmpty } from './restore.js';

vi.setConfig({ testTimeout: 900_000, hookTimeout: 300_000 });

const SERVER_URL = process.env.TEST_DATABASE_URL;
const PASSWORD = 'tulip-river-81';

/** DATA_DIR, and the PostgreSQL database when the install uses one. */
interface Install {
  dataDir: string;
  url: string | null;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function newPostgresDatabase(): Promise<string> {
  if (!SERVER_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `bk_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  cleanups.push(() => admin(`drop database if exists "${name}" with (force)`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function newInstall(kind: TestDatabaseKind): Promise<Install> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qrs-backup-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir, url: kind === 'postgres' ? await newPostgresDatabase() : null };
}

/** Runs `npm run <command> -- <argument>` as the operator would (same script, own process). */
async function command(
  name: 'backup' | 'restore' | 'move-to-postgres',
  argument: string,
  install: Install,
): Promise<{ code: number | string; stdout: string; stderr: string }> {
  const child = spawnTs('src/server/backup-command.ts', [name, argument], {
    DATA_DIR: install.dataDir,
    DATABASE_URL: install.url ?? '',
    APP_SECRET: '',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await waitForExit(child);
  return { code, stdout, stderr };
}

/** The server, with its secret in DATA_DIR/app-secret (as without APP_SECRET; made if missing). */
async function start(install: Install): Promise<RunningServer> {
  const file = path.join(install.dataDir, 'app-secret');
  let appSecret = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (!appSecret) {
    appSecret = randomBytes(32).toString('base64url');
    await writeFile(file, `${appSecret}\n`, { mode: 0o600 });
  }
  return startServer(
    testConfig({
      appSecret,
      dataDir: install.dataDir,
      databaseUrl: install.url,
      port: 0,
      host: '127.0.0.1',
    }),
  );
}

/** An account, a dynamic code and an uploaded image, made through the API. */
async function seed(server: RunningServer) {
  const email = `backup${Date.now()}@example.com`;
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: email, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(made.statusCode).toBe(201);
  const cookie = made.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const code = await server.app.inject({
    method: 'POST',
    url: '/api/dynamic-qrcodes',
    headers: { cookie },
    payload: { destination: 'https://example.com/spring', name: 'Spring' },
  });
  expect(code.statusCode).toBe(201);
  const body = multipart([
    { name: 'imageFile', value: samplePng(), fileName: 'photo.png', contentType: 'image/png' },
    { name: 'imageTitle', value: 'Terrace' },
  ]);
  const image = await server.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(image.statusCode, image.body).toBe(201);
  return {
    email,
    codeId: code.json<{ id: number }>().id,
    shortCode: code.json<{ shortCode: string }>().shortCode,
  };
}

/** `count` real scans over HTTP, `parallel` at a time; answers how many redirected. */
async function scan(port: number, shortCode: string, count: number, parallel = 6) {
  let sent = 0;
  let redirected = 0;
  const worker = async () => {
    while (sent < count) {
      sent += 1;
      const res = await fetch(`http://127.0.0.1:${port}/d/${shortCode}`, {
        redirect: 'manual',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' },
      });
      await res.arrayBuffer();
      if (res.status === 302 || res.status === 301 || res.status === 307) redirected += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return redirected;
}

async function readBackupHeader(file: string): Promise<BackupHeader> {
  const input = createReadStream(file).pipe(createGunzip());
  try {
    return parseHeader(await new BackupReader(input).line());
  } finally {
    input.destroy();
  }
}

function rowsOf(header: BackupHeader, table: string): number {
  return header.tables.find((t) => t.name === table)?.rows ?? -1;
}

/** Every table's rows and checksum, the install's files and secret: what "unchanged" means. */
async function state(install: Install, tables: BackupHeader['tables']) {
  const files = await uploadFiles(install.dataDir);
  const secret = await readFile(path.join(install.dataDir, 'app-secret'), 'utf8').catch(() => null);
  if (install.url) {
    return { sums: await tableSums({ kind: 'postgres', url: install.url }, tables), files, secret };
  }
  const handle = await openDatabase({ dataDir: install.dataDir, databaseUrl: null });
  try {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const engine: BackupEngine = { kind: 'pglite', pglite: handle.pglite };
    const sums: Record<string, TableSum> = await tableSums(engine, tables);
    return { sums, files, secret };
  } finally {
    await handle.close();
  }
}

/** Signs in and answers the code's scan count as the dashboard shows it. */
async function signInAndCount(server: RunningServer, email: string, codeId: number) {
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: email, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const code = await server.app.inject({
    method: 'GET',
    url: `/api/dynamic-qrcodes/${codeId}`,
    headers: { cookie },
  });
  expect(code.statusCode).toBe(200);
  return code.json<{ scanCount: number }>().scanCount;
}

/**
 * Gives every workspace a subscription (the server stopped), so every scan is stored with its
 * detail row (the free plan stores 100 a month and only counts the rest).
 */
async function subscribeEveryone(install: Install): Promise<void> {
  const handle = await openDatabase({ dataDir: install.dataDir, databaseUrl: install.url });
  try {
    const statement = `update workspaces set subscription_status = 'active'`;
    if (handle.kind === 'pglite') await handle.pglite.query(statement);
    else await handle.pool.query(statement);
  } finally {
    await handle.close();
  }
}

describe.each(testDatabases())('backup and restore (%s)', (kind) => {
  it('backs up while scans arrive; the restore signs in, redirects and counts every scan; a non-empty target is refused and left unchanged', async () => {
    const source = await newInstall(kind);
    const seeding = await start(source);
    let seeded: Awaited<ReturnType<typeof seed>>;
    try {
      seeded = await seed(seeding);
    } finally {
      await seeding.app.close();
    }
    const { email, codeId, shortCode } = seeded;
    await subscribeEveryone(source);
    const server = await start(source);
    let header: BackupHeader | undefined;
    const file = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}.qrsbackup.gz`);
    cleanups.push(() => rm(file, { force: true }));
    try {
      // Scans stored before the backup starts, then a load running all through it.
      expect(await scan(server.port, shortCode, 150)).toBe(150);
      await server.app.scanCapture.flush();
      let loading = true;
      let during = 0;
      // A steady trickle (10 scans, then a tenth of a second's pause), not a flood: the backup
      // must see writes arrive while it reads, and a flood only slowed both on two cores.
      const load = (async () => {
        while (loading) {
          during += await scan(server.port, shortCode, 10, 2);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const backup = await command('backup', file, source);
      loading = false;
      await load;
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/Backup of .* written to .*app-secret included/);
      expect(during).toBeGreaterThan(0);
      header = await readBackupHeader(file);
      expect(header.engine).toBe(kind);
      expect(header.secret).toBe('file');
      expect(rowsOf(header, 'users')).toBeGreaterThanOrEqual(1);
      expect(rowsOf(header, 'uploads')).toBe(1);
      const backedUp = rowsOf(header, 'scan_events');
      expect(backedUp).toBeGreaterThanOrEqual(150);
      expect(backedUp).toBeLessThanOrEqual(150 + during);
    } finally {
      await server.app.close();
    }

    if (!header) throw new Error('no backup header');
    // Restore into an empty install of the same engine.
    const target = await newInstall(kind);
    const restored = await command('restore', file, target);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored /);
    const sourceSecret = await readFile(path.join(source.dataDir, 'app-secret'), 'utf8');
    expect(await readFile(path.join(target.dataDir, 'app-secret'), 'utf8')).toBe(sourceSecret);
    expect(await uploadFiles(target.dataDir)).toEqual(await uploadFiles(source.dataDir));

    // A second restore into it is refused, and changes nothing.
    const before = await state(target, header.tables);
    const refused = await command('restore', file, target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Restore refused: .*nothing was changed/);
    expect(await state(target, header.tables)).toEqual(before);
    for (const table of header.tables) {
      expect(before.sums[table.name]?.rows, table.name).toBe(table.rows);
    }

    // A damaged file (cut in the middle of the scans): refused, and the target left empty.
    const cut = `${file}.cut.gz`;
    cleanups.push(() => rm(cut, { force: true }));
    const whole = gunzipSync(await readFile(file));
    const scansAt = whole.indexOf('table {"name":"scan_events"}');
    expect(scansAt).toBeGreaterThan(0);
    await writeFile(cut, gzipSync(whole.subarray(0, scansAt + 2_000)));
    const empty = await newInstall(kind);
    const damaged = await command('restore', cut, empty);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/the backup ends inside a table/);
    expect(await uploadFiles(empty.dataDir)).toEqual([]);
    if (empty.url) {
      expect(await postgresNotEmpty(empty.url)).toBeNull();
    } else {
      expect(await pgliteNotEmpty(empty.dataDir)).toBeNull();
    }

    // The restored install: the account signs in, the link redirects, every scan counted.
    const again = await start(target);
    try {
      expect(await signInAndCount(again, email, codeId)).toBe(rowsOf(header, 'scan_events'));
      const res = await fetch(`http://127.0.0.1:${again.port}/d/${shortCode}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://example.com/spring');
    } finally {
      await again.app.close();
    }
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const target = await newInstall(kind);
    const file = path.join(target.dataDir, 'not-a-backup.gz');
    await writeFile(file, 'hello');
    const result = await command('restore', file, target);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not a QR Shark backup/);
    expect(await uploadFiles(target.dataDir)).toEqual([]);
  });
});

describe.skipIf(!SERVER_URL)('move-to-postgres', () => {
  it('copies a seeded embedded install into an empty PostgreSQL database with matching counts and checksums', async () => {
    const embedded = await newInstall('pglite');
    const server = await start(embedded);
    const { email, codeId, shortCode } = await seed(server);
    try {
      expect(await scan(server.port, shortCode, 40)).toBe(40);
    } finally {
      await server.app.close();
    }
    // 100,000 more scans (the size issue 41 names for this test), written the fastest way.
    const handle = await openDatabase({ dataDir: embedded.dataDir, databaseUrl: null });
    try {
      if (handle.kind !== 'pglite') throw new Error('expected PGlite');
      await handle.pglite.query(
        `insert into scan_events (dynamic_qr_code_id, scanned_at, device_type, country)
         select $1, now() - make_interval(mins => g), 'mobile', 'FR' from generate_series(1, 100000) g`,
        [codeId],
      );
    } finally {
      await handle.close();
    }
    const url = await newPostgresDatabase();

    // While a process holds DATA_DIR (a running server), the move is refused.
    const lock = lockDataDir(embedded.dataDir);
    try {
      const locked = await command('move-to-postgres', url, embedded);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toMatch(/already using DATA_DIR.*\nStop the server/);
    } finally {
      lock.release();
    }

    const moved = await command('move-to-postgres', url, embedded);
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    const lines = moved.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe(`DATABASE_URL=${url} npm start`);
    expect(moved.stdout).toMatch(/row counts and md5 checksums of all \d+ tables match/);

    // Checked again here, independently of the command's own check.
    const header = await (async () => {
      const file = path.join(embedded.dataDir, '..', `${path.basename(embedded.dataDir)}.gz`);
      cleanups.push(() => rm(file, { force: true }));
      const backup = await command('backup', file, embedded);
      expect(backup.code).toBe(0);
      return readBackupHeader(file);
    })();
    expect(rowsOf(header, 'scan_events')).toBe(100_040);
    const before = await state(embedded, header.tables);
    const after = await state({ dataDir: embedded.dataDir, url }, header.tables);
    expect(after.sums).toEqual(before.sums);

    // A second move into the now non-empty database is refused.
    const again = await command('move-to-postgres', url, embedded);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Move refused: .*nothing was changed/);
    expect((await state({ dataDir: embedded.dataDir, url }, header.tables)).sums).toEqual(
      after.sums,
    );

    // Started on PostgreSQL with the same DATA_DIR: signs in, redirects, counts.
    const onPostgres = await start({ dataDir: embedded.dataDir, url });
    try {
      await onPostgres.app.scanCapture.flush();
      // The code's counter holds the 40 scans that came through the server (the 100,000 rows
      // were inserted behind its back, counted above in scan_events).
      expect(await signInAndCount(onPostgres, email, codeId)).toBe(40);
      const res = await fetch(`http://127.0.0.1:${onPostgres.port}/d/${shortCode}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
    } finally {
      await onPostgres.app.close();
    }
  });
});

describe('a backup from an older version', () => {
  it('is restored at its own migration level, then migrated to this version', async () => {
    const older = await newInstall('pglite');
    const level = codeMigrationCount() - 1;
    const handle = await openDatabase({ dataDir: older.dataDir, databaseUrl: null });
    try {
      await migrateTo(handle, level);
      if (handle.kind !== 'pglite') throw new Error('expected PGlite');
      await handle.pglite.query(
        `insert into users (username, email) values ('old@example.com', 'old@example.com')`,
      );
    } finally {
      await handle.close();
    }
    await writeFile(path.join(older.dataDir, 'app-secret'), `${'s'.repeat(43)}\n`);
    const file = path.join(older.dataDir, '..', `${path.basename(older.dataDir)}.old.gz`);
    cleanups.push(() => rm(file, { force: true }));
    const backup = await command('backup', file, older);
    expect(backup.code).toBe(0);
    const header = await readBackupHeader(file);
    expect(header.migrations.count).toBe(level);

    const target = await newInstall('pglite');
    const restored = await command('restore', file, target);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const check = await openDatabase({ dataDir: target.dataDir, databaseUrl: null });
    try {
      if (check.kind !== 'pglite') throw new Error('expected PGlite');
      const applied = await check.pglite.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(codeMigrationCount());
      const users = await check.pglite.query<{ email: string }>('select email from users');
      expect(users.rows.map((u) => u.email)).toContain('old@example.com');
    } finally {
      await check.close();
    }
  });
});

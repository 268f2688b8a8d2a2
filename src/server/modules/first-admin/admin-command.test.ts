// Issue 36 item 3: `npm run admin -- <address>` on the server's own DATA_DIR. A proven account
// becomes admin at once; an address without an account, or an account nobody proved, gets a
// one-time link instead (the command hands no stranger's account admin rights); bad input and
// a running embedded server are refused with a clear message, changing nothing.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { PROJECT_ROOT, testConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { users } from '../../db/schema/index.js';
import { cookieHeader } from '../../test/app.js';
import { spawnTs } from '../../test/child-process.js';
import { hasAdmin } from './repository.js';

// Each run is the real command in its own process (the embedded database opened and migrated).
vi.setConfig({ testTimeout: 240_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-admin-command-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const PUBLIC_URL = 'http://qr.example.test:8080';

const ENV = { DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL, PORT: '' };

/**
 * `npm run admin -- <args>` exactly as the operator types it (npm, tsx). Used once, for the
 * script's wiring; every other run starts the same file's bundle (adminCommand below), which
 * spares npm and tsx's on-the-fly compilation of the server for each of the seven other runs.
 */
function npmRunAdmin(...args: string[]) {
  return outcome(
    spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** src/server/admin-command.ts in its own process, as `npm run admin` runs it. */
function adminCommand(...args: string[]) {
  return outcome(spawnTs('src/server/admin-command.ts', args, ENV));
}

function outcome(child: ChildProcessByStdio<null, Readable, Readable>) {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The app on DATA_DIR's database, for the test's own requests between commands. */
async function withApp<T>(work: (app: App, database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateDatabase(database);
    const app = buildApp(testConfig({ publicUrl: PUBLIC_URL, dataDir }), { database });
    await app.ready();
    try {
      return await work(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const post = (app: App, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload, headers: { host: 'qr.example.test:8080' } });

const LINK = /^http:\/\/qr\.example\.test:8080\/setup\?token=([A-Za-z0-9_-]{43})$/m;

describe('npm run admin', () => {
  it('refuses a missing or bad address and a DATA_DIR in use, changing nothing', async () => {
    const none = await npmRunAdmin();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run admin -- you@example.com');

    const bad = await adminCommand('not-an-address');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Not an e-mail address: not-an-address');

    // A server (here: this test process) holds the embedded database.
    const held = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const busy = await adminCommand('someone@example.com');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain(`Another QR Shark process (pid ${process.pid})`);
      expect(busy.stderr).toContain(
        'stop the server, run this command, then start the server again',
      );
      await migrateDatabase(held);
      expect(await hasAdmin(held.db, 1)).toBe(false);
    } finally {
      await held.close();
    }
  });

  it('prints a link for an address without an account; following it makes the admin', async () => {
    const run = await adminCommand('First@Example.com');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('No account has the address first@example.com yet.');
    const token = LINK.exec(run.stdout)![1];
    await withApp(async (app) => {
      expect((await post(app, '/api/setup/link', { token })).json()).toEqual({
        address: 'first@example.com',
      });
      const done = await post(app, '/api/setup/admin', {
        token,
        email: 'first@example.com',
        password: 'first admin secret',
        confirmPassword: 'first admin secret',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().user).toMatchObject({ role: 'admin', emailVerified: true });
    });
  });

  it('does not make an unproven account admin: it prints a link that replaces its password', async () => {
    const squatter = await withApp(async (app) => {
      const res = await post(app, '/api/register', {
        username: 'member@example.com',
        password: 'squatter-pass',
        confirmPassword: 'squatter-pass',
      });
      expect(res.statusCode).toBe(201);
      return cookieHeader(res);
    });
    const run = await adminCommand('member@example.com');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The account member@example.com has not proven its address');
    const token = LINK.exec(run.stdout)![1];
    await withApp(async (app, database) => {
      const [row] = await database.db
        .select()
        .from(users)
        .where(eq(users.username, 'member@example.com'));
      expect(row!.role).toBe('user');
      const done = await post(app, '/api/setup/admin', {
        token,
        email: 'member@example.com',
        password: 'owner chosen pass',
        confirmPassword: 'owner chosen pass',
      });
      expect(done.json().user).toMatchObject({ role: 'admin', emailVerified: true });
      const old = await app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: squatter },
      });
      expect(old.statusCode).toBe(401);
      const oldPass = await post(app, '/api/login', {
        username: 'member@example.com',
        password: 'squatter-pass',
      });
      expect(oldPass.statusCode).toBe(401);
    });
  });

  it('makes a proven account admin at once, and says so when it already is', async () => {
    const cookie = await withApp(async (app, database) => {
      const res = await post(app, '/api/register', {
        username: 'proven@example.com',
        password: 'proven-pass',
        confirmPassword: 'proven-pass',
      });
      expect(res.statusCode).toBe(201);
      // Its owner proved the address (a followed verification link, or Google).
      await database.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.id, res.json().id));
      return cookieHeader(res);
    });
    const run = await adminCommand('proven@example.com');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(
      'proven@example.com is now an administrator of QR Shark (no restart needed).',
    );
    const again = await adminCommand('proven@example.com');
    expect(again.stdout.trim()).toBe('proven@example.com is already an administrator of QR Shark.');
    await withApp(async (app) => {
      // The grant is stored: the owner's existing session is an admin's.
      const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.json().role).toBe('admin');
    });
  });
});

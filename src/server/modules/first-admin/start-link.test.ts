// Issue 36 item 3: a fresh install reaches its first admin without mail. The real server
// process prints a one-time link on a line of its own while no admin exists; following it once
// makes the admin; twice, or with a forged or an older start's link once an admin exists, is
// refused; a start with an admin prints nothing. Only the token's hash is stored.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.js';
import { spawnTs, waitForExit, waitForLine } from '../../test/child-process.js';

// Three starts of a real process (tsx, PGlite open and migrate): slow on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-first-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SETUP_LINE =
  /^Set up the first admin: http:\/\/localhost:(\d+)\/setup\?token=([A-Za-z0-9_-]{43})$/;

/** One server start on the temporary DATA_DIR; its stdout collected whole. */
async function start() {
  const child = spawnTs('src/server/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    PUBLIC_URL: '',
  });
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  const ready = await waitForLine(child, /QR Shark ready/, 90_000);
  const { port } = JSON.parse(ready) as { port: number };
  return {
    port,
    stdout: () => stdout,
    stop: async () => {
      child.kill('SIGTERM');
      expect(await waitForExit(child)).toBe(0);
    },
  };
}

function post(port: number, url: string, body: unknown, cookie?: string) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; json: Record<string, unknown>; cookie: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          headers: {
            host: `localhost:${port}`,
            origin: `http://localhost:${port}`,
            'content-type': 'application/json',
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
              cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}

function getUser(port: number, cookie: string) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/user',
          headers: { host: `localhost:${port}`, cookie },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(text) as Record<string, unknown>,
            }),
          );
        },
      )
      .on('error', reject);
  });
}

const setUp = (port: number, token: string) =>
  post(port, '/api/setup/admin', {
    token,
    email: 'Owner@Example.com',
    password: 'a long first secret',
    confirmPassword: 'a long first secret',
  });

describe('the first-admin link in the start log', () => {
  it('is printed at each start while no admin exists, works once, and not after an admin exists', async () => {
    // First start: a link on a line of its own, under PUBLIC_URL (here localhost and the port).
    const first = await start();
    const firstLine = first
      .stdout()
      .split('\n')
      .find((l) => l.startsWith('Set up the first admin'));
    expect(firstLine).toMatch(SETUP_LINE);
    const [, firstPort, oldToken] = SETUP_LINE.exec(firstLine!)!;
    expect(Number(firstPort)).toBe(first.port);
    await first.stop();

    // Second start, still no admin: a new link.
    const second = await start();
    const line = second
      .stdout()
      .split('\n')
      .find((l) => l.startsWith('Set up the first admin'));
    expect(line).toMatch(SETUP_LINE);
    const token = SETUP_LINE.exec(line!)![2]!;
    expect(token).not.toBe(oldToken);
    const { port } = second;

    // A forged token (the right shape) is refused and changes nothing.
    const forged = await setUp(port, 'A'.repeat(43));
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('INVALID_SETUP_LINK');

    // The link says it asks for the address, then makes the admin and signs in.
    expect(await post(port, '/api/setup/link', { token })).toMatchObject({
      status: 200,
      json: { address: null },
    });
    const used = await setUp(port, token);
    expect(used.status).toBe(200);
    expect(used.json.user).toMatchObject({
      username: 'owner@example.com',
      role: 'admin',
      emailVerified: true,
    });
    const me = await getUser(port, used.cookie);
    expect(me).toMatchObject({ status: 200, json: { role: 'admin' } });

    // Twice: refused. The previous start's link, unused: refused too, now that an admin exists.
    const again = await setUp(port, token);
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVALID_SETUP_LINK');
    const older = await setUp(port, oldToken!);
    expect(older.status).toBe(400);
    expect(older.json.code).toBe('INVALID_SETUP_LINK');
    await second.stop();

    // A start with an admin prints no link; the admin signs in with the chosen password.
    const third = await start();
    const signIn = await post(third.port, '/api/login', {
      username: 'owner@example.com',
      password: 'a long first secret',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.json.role).toBe('admin');
    expect(third.stdout()).not.toContain('Set up the first admin');
    await third.stop();

    // At rest: the hashes of the tokens, never the tokens.
    const database = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const dump = await database.db.execute(
        sql`select kind, token_hash, used_at is not null as used, expires_at - created_at as ttl from admin_setup_links order by id`,
      );
      const rows = (dump as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(JSON.stringify(rows)).not.toContain(oldToken);
      const sha = (t: string) => createHash('sha256').update(t).digest('hex');
      expect(rows.map((r) => r.token_hash)).toEqual([sha(oldToken!), sha(token)]);
      expect(rows.every((r) => r.used === true)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

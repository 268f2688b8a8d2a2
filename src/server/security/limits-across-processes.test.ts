// Item 7 (issue 22): the register, sign-in and mail limits hold across several app processes on
// one PostgreSQL. Two real server processes (main.ts) on one database; and two apps, each with
// its own connection pool and no shared memory state: hits on either count against the same
// limit, even in parallel.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, waitForExit, waitForLine } from '../test/child-process.js';
import { buildApp, type App } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test/databases.js';
import { accountApi } from './account-support.js';
import { GENERATOR_LIMITS } from '../modules/generator/index.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('limits across two apps on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let appA: App;
  let appB: App;
  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    // The second "process" opens its own pool on the same database.
    const url = (first as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
      .connectionString!;
    second = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
    // Every process of one deployment shares APP_SECRET (it keys the stored limit hashes).
    const config = testConfig({ registerLimitPerHour: 10 });
    appA = buildApp(config, { database: first });
    appB = buildApp(config, { database: second });
    await Promise.all([appA.ready(), appB.ready()]);
  });
  afterAll(async () => {
    await Promise.all([appA?.close(), appB?.close()]);
    await second?.close();
    await first?.close();
  });
  const a = accountApi(() => appA);
  const b = accountApi(() => appB);

  it('counts registrations from one IP on both apps against one limit of 10 an hour', async () => {
    const ip = '198.51.100.30';
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 === 0 ? a : b).register(`shared${i}@example.com`, 'tulip-river-81', ip),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    for (const api of [a, b]) {
      const refused = await api.register('late@example.com', 'tulip-river-81', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });

  it('throttles one (account, IP) pair after 10 failures spread over both apps', async () => {
    const email = 'pair@example.com';
    expect((await a.register(email, 'right-pass', '192.0.2.1')).statusCode).toBe(201);
    const ip = '198.51.100.31';
    for (let i = 0; i < 10; i += 1) {
      expect((await (i < 5 ? a : b).login(email, `wrong ${i}`, ip)).statusCode).toBe(401);
    }
    expect((await a.login(email, 'right-pass', ip)).statusCode).toBe(429);
    expect((await b.login(email, 'right-pass', ip)).statusCode).toBe(429);
    expect((await b.login(email, 'right-pass', '192.0.2.1')).statusCode).toBe(200);
  });

  it('counts a per-minute route limit on both apps against one window', async () => {
    const ip = '198.51.100.40';
    const allowed = GENERATOR_LIMITS.track;
    // Counted before the body is validated: an empty body is a 400 while within the limit.
    const statuses = await Promise.all(
      Array.from({ length: allowed + 6 }, (_, i) =>
        (i % 2 === 0 ? a : b).post('/api/track-generation', {}, { ip }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(allowed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const other = await b.post('/api/track-generation', {}, { ip: '198.51.100.41' });
    expect(other.statusCode).toBe(400);
  });

  it('mails one address at most 5 times an hour whichever app is asked', async () => {
    const target = 'one-inbox@example.com';
    for (let i = 0; i < 5; i += 1) {
      const res = await (i % 2 ? a : b).post(
        '/api/activate-trial',
        { email: target },
        { ip: `192.0.2.${i + 10}` },
      );
      expect(res.statusCode).toBe(200);
    }
    for (const api of [a, b]) {
      const res = await api.post('/api/activate-trial', { email: target }, { ip: '192.0.2.50' });
      expect(res.statusCode).toBe(429);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('limits across two server processes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('refuses registrations past REGISTER_LIMIT_PER_HOUR and the 11th wrong password, whichever process gets them', async () => {
    const url = (database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
      .connectionString!;
    const env = {
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      APP_SECRET: randomBytes(32).toString('base64url'),
      REGISTER_LIMIT_PER_HOUR: '4',
    };
    const children = [
      spawnTs('src/server/main.ts', [], env),
      spawnTs('src/server/main.ts', [], env),
    ];
    try {
      const ports = await Promise.all(
        children.map(
          async (child) =>
            (JSON.parse(await waitForLine(child, /QR Shark ready/, 90_000)) as { port: number })
              .port,
        ),
      );
      const register = (port: number, i: number) =>
        fetch(`http://127.0.0.1:${port}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: `proc${i}@example.com`,
            password: 'tulip-river-81',
            confirmPassword: 'tulip-river-81',
          }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await register(ports[i % 2]!, i)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);

      // Ten wrong passwords for one account, alternating processes: the 11th try gets 429 on
      // either, even with the right password.
      const login = (port: number, password: string) =>
        fetch(`http://127.0.0.1:${port}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'proc0@example.com', password }),
        });
      const wrong: number[] = [];
      for (let i = 0; i < 10; i += 1) wrong.push((await login(ports[i % 2]!, `wrong-${i}`)).status);
      expect(wrong).toEqual(Array.from({ length: 10 }, () => 401));
      expect((await login(ports[0]!, 'tulip-river-81')).status).toBe(429);
      expect((await login(ports[1]!, 'wrong-10')).status).toBe(429);
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => waitForExit(child)));
    }
  }, 120_000);
});

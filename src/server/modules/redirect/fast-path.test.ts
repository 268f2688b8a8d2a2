// Short links through a real listening server (127.0.0.1, port 0): the fast path in front of
// Fastify must answer exactly what the Fastify routes answer through inject(), hand everything
// else to Fastify, give scan capture the client address Fastify would, fail cleanly, and let
// close() finish with keep-alive connections open.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig, type Config } from '../../config.js';
import { openTestDatabase, testDatabases, useTestDatabase } from '../../test/databases.js';
import { codeCounters, eventsOf, insertCode, insertUser } from './test-codes.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** Headers that belong to the connection, not to the answer (inject has no connection). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Marks inject() requests, which always pass through Fastify. */
const INJECTED = 'x-test-injected';

/** Log lines an app writes, parsed. */
function captureLogs() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

interface Listening {
  app: App;
  base: string;
  /** URLs of the requests that reached Fastify (its onRequest hooks ran). */
  reachedFastify: string[];
  logs: ReturnType<typeof captureLogs>['lines'];
}

async function listen(
  database: Parameters<typeof buildApp>[1]['database'],
  overrides: Partial<Config>,
): Promise<Listening> {
  const { lines, logger } = captureLogs();
  const app = buildApp(testConfig({ logLevel: 'info', ...overrides }), { database, logger });
  const reachedFastify: string[] = [];
  app.addHook('onRequest', async (request) => {
    if (request.headers[INJECTED] === undefined) {
      reachedFastify.push(`${request.method} ${request.url}`);
    }
  });
  // Fastify's own idea of the client address, to compare with what scan capture gets.
  app.get('/test/ip', async (request) => ({ ip: request.ip }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, base: `http://127.0.0.1:${port}`, reachedFastify, logs: lines };
}

async function viaHttp(
  base: string,
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(base + url, { redirect: 'manual', ...init });
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !CONNECTION_HEADERS.has(name)),
  );
  return { status: res.status, headers, body: await res.text() };
}

async function viaInject(app: App, url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') {
  const res = await app.inject({ method, url, headers: { [INJECTED]: '1' } });
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
  );
  return { status: res.statusCode, headers, body: res.body };
}

describe.each(testDatabases())('short links over real HTTP (%s)', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const servers: Listening[] = [];
  const start = async (overrides: Partial<Config> = {}) => {
    const server = await listen(database(), overrides);
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.app.close();
  });

  let owner: number;
  beforeAll(async () => {
    owner = await insertUser(db());
  });

  it('answers 302, paused, unsafe and not-found exactly as the Fastify routes do', async () => {
    for (const publicUrl of ['http://localhost:3000', 'https://qr.example.com']) {
      const { app, base, reachedFastify } = await start({ publicUrl });
      const live = await insertCode(db(), owner, { destination: 'https://example.com/menu?t=1' });
      const paused = await insertCode(db(), owner, { isPaused: true });
      const deleted = await insertCode(db(), owner, { isDeleted: true });
      const unsafe = await insertCode(db(), owner, { destination: 'javascript:alert(1)' });
      const encoded = `%${live.shortCode.charCodeAt(0).toString(16)}${live.shortCode.slice(1)}`;
      const fast = [
        `/d/${live.shortCode}`,
        `/d/${live.shortCode}?url=https://evil.example`,
        `/d/${paused.shortCode}`,
        `/d/${deleted.shortCode}`,
        `/d/${unsafe.shortCode}`,
        '/d/Zz9Zz9Zz',
      ];
      // Passed on to Fastify, whose routes call the same handler.
      const routed = [
        `/d/${encoded}`,
        `/d/${live.shortCode}/x`,
        `/d/${live.shortCode}x`,
        '/d//evil.example',
        '/d/%2F%2Fevil.example',
        '/d/',
        '/d',
        '/d?x=1',
        '/d/%ZZ',
      ];
      for (const url of [...fast, ...routed]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const real = await viaHttp(base, url, { method });
          const injected = await viaInject(app, url, method);
          expect(real, `${method} ${url}`).toEqual(injected);
        }
      }
      const post = await viaHttp(base, `/d/${live.shortCode}`, { method: 'POST' });
      expect(post).toEqual(await viaInject(app, `/d/${live.shortCode}`, 'POST'));
      // POST is never the fast path's: Fastify's password-form route (link-controls) answers a
      // code without a password with a 303 back to the link.
      expect(post.status).toBe(303);

      const redirect = await viaHttp(base, `/d/${live.shortCode}`);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.location).toBe('https://example.com/menu?t=1');
      expect(redirect.headers['cache-control']).toBe('no-store');
      const pausedPage = await viaHttp(base, `/d/${paused.shortCode}`);
      expect(pausedPage.status).toBe(200);
      expect(pausedPage.body).toContain('This QR code is paused');
      expect((await viaHttp(base, '/d/Zz9Zz9Zz')).status).toBe(404);
      const https = publicUrl.startsWith('https:');
      for (const answer of [redirect, pausedPage]) {
        expect(answer.headers['strict-transport-security'] !== undefined).toBe(https);
      }

      // Real traffic to GET/HEAD short links skipped Fastify; everything else went through it.
      // (Fastify refuses the malformed /d/%ZZ with 400 before its hooks run.)
      const routedAsSent = routed
        .filter((url) => url !== '/d/%ZZ')
        .flatMap((url) => [`GET ${url}`, `HEAD ${url}`]);
      expect(reachedFastify).toEqual([...routedAsSent, `POST /d/${live.shortCode}`]);
    }
  });

  it('still serves everything that is not a short link through Fastify', async () => {
    const { app, base, reachedFastify } = await start();
    // The server is ours (serverFactory), with the timeouts buildApp gives Fastify.
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.requestTimeout).toBe(30_000);
    const health = await viaHttp(base, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    const api = await viaHttp(base, '/api/user');
    expect(api.status).toBe(401);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(reachedFastify).toEqual(['GET /healthz', 'GET /api/user']);
  });

  it('gives scan capture the client address Fastify would, under TRUST_PROXY', async () => {
    // A client behind two proxies; this server's peer is 127.0.0.1.
    const xff = '81.2.69.142, 1.1.1.1';
    const cases: [Config['trustProxy'], string][] = [
      [false, '127.0.0.1'],
      [true, '81.2.69.142'],
      ['127.0.0.1', '1.1.1.1'],
    ];
    for (const [trustProxy, expected] of cases) {
      const { app, base } = await start({ trustProxy });
      const code = await insertCode(db(), owner);
      const headers = {
        'user-agent': IPHONE_SAFARI,
        'x-forwarded-for': xff,
        referer: 'https://news.example.org/article',
      };
      const res = await viaHttp(base, `/d/${code.shortCode}`, { headers });
      expect(res.status).toBe(302);
      // The same scan, with the address Fastify's request.ip gives, through the Fastify route.
      const fastifyIp = (await (await fetch(`${base}/test/ip`, { headers })).json()) as {
        ip: string;
      };
      expect(fastifyIp.ip).toBe(expected);
      await app.inject({
        url: `/d/${code.shortCode}`,
        headers,
        remoteAddress: fastifyIp.ip,
      });
      await app.scanCapture.flush();
      const events = await eventsOf(db(), code.id);
      expect(events).toHaveLength(2);
      const [viaFastPath, viaRoute] = events.sort((a, b) => a.id - b.id);
      // Visitor key and country are derived from the address: equal means the same address.
      expect(viaFastPath!.visitorKey).toBe(viaRoute!.visitorKey);
      expect(viaFastPath!.country).toBe(viaRoute!.country);
      expect(viaFastPath!.method).toBe('GET');
      expect(viaFastPath!.referrerHost).toBe('news.example.org');
      expect(viaFastPath!.isBot).toBe(false);
    }
    // Trust off ignores the header: every spoofed X-Forwarded-For is the same visitor.
    const { app, base } = await start({ trustProxy: false });
    const code = await insertCode(db(), owner);
    for (const spoof of ['81.2.69.142', '1.1.1.1']) {
      await viaHttp(base, `/d/${code.shortCode}`, {
        headers: { 'user-agent': IPHONE_SAFARI, 'x-forwarded-for': spoof },
      });
    }
    await app.scanCapture.flush();
    const keys = (await eventsOf(db(), code.id)).map((e) => e.visitorKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('counts HEAD and GET scans answered by the fast path, once each', async () => {
    const { app, base } = await start();
    const code = await insertCode(db(), owner);
    expect((await viaHttp(base, `/d/${code.shortCode}`, { method: 'HEAD' })).status).toBe(302);
    for (let i = 0; i < 3; i++) {
      const res = await viaHttp(base, `/d/${code.shortCode}?i=${i}`, {
        headers: { 'user-agent': IPHONE_SAFARI },
      });
      expect(res.status).toBe(302);
    }
    await app.scanCapture.flush();
    expect((await codeCounters(db(), code.id))!.scanCount).toBe(3);
    const events = await eventsOf(db(), code.id);
    expect(events.map((e) => e.botReason).sort()).toEqual(['head', null, null, null]);
  });

  it('logs a refused destination as a warning and writes no line for a redirect', async () => {
    const { base, logs } = await start();
    const unsafe = await insertCode(db(), owner, { destination: 'data:text/html,x' });
    const live = await insertCode(db(), owner);
    const before = logs.length;
    expect((await viaHttp(base, `/d/${live.shortCode}`)).status).toBe(302);
    expect((await viaHttp(base, `/d/${unsafe.shortCode}`)).status).toBe(200);
    const lines = logs.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, codeId: unsafe.id });
    expect(lines[0]!.msg).toBe('stored destination refused at redirect');
  });
});

describe.each(testDatabases())('short link failures and shutdown (%s)', (kind) => {
  it('answers 500 when the lookup fails, logs it, and keeps serving', async () => {
    const database = await openTestDatabase(kind);
    const owner = await insertUser(database.db);
    const cached = await insertCode(database.db, owner);
    const { app, base, logs } = await listen(database, {});
    try {
      // Created after the start-up warm-up: not cached.
      const uncached = await insertCode(database.db, owner);
      expect((await viaHttp(base, `/d/${cached.shortCode}`)).status).toBe(302);
      // From here every query fails: a miss cannot be looked up.
      await database.close();
      for (const route of ['fast path', 'Fastify route'] as const) {
        const url =
          route === 'fast path'
            ? `/d/${uncached.shortCode}`
            : `/d/%${uncached.shortCode.charCodeAt(0).toString(16)}${uncached.shortCode.slice(1)}`;
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await viaHttp(base, url, { method });
          expect(res.status, `${route} ${method}`).toBe(500);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          if (method === 'GET') {
            expect(JSON.parse(res.body)).toEqual({
              message: 'Internal server error',
              code: 'INTERNAL',
            });
          }
        }
      }
      const errors = logs.filter((l) => l.level === 50 && l.msg === 'request failed');
      expect(errors.length).toBe(4);
      expect(errors[0]!.req).toEqual({ method: 'GET', url: `/d/${uncached.shortCode}` });
      // Cached codes still redirect; the process is fine.
      expect((await viaHttp(base, `/d/${cached.shortCode}`)).status).toBe(302);
      expect((await viaHttp(base, '/d/Zz9Zz9Zz')).status).toBe(500);
    } finally {
      // The scans of the cached code can no longer be written (the writer retries for ~2 s and
      // gives up); closing must still finish.
      await app.close();
    }
  });

  it('lets an in-flight redirect finish at close, counts it, and closes idle keep-alive sockets', async () => {
    const database = await openTestDatabase(kind);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const owner = await insertUser(database.db);
      const warm = await insertCode(database.db, owner);
      const { app, base } = await listen(database, {});
      // Not warmed at start: its redirect waits for a lookup.
      const cold = await insertCode(database.db, owner);

      // A keep-alive connection left idle after a fast-path answer.
      const idle = await httpGet(`${base}/d/${warm.shortCode}`, agent);
      expect(idle.status).toBe(302);
      expect(idle.connection).toBe('keep-alive');

      // Hold the code table, so the cold code's lookup is still waiting when close() starts.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table dynamic_qr_codes in access exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      const arrived = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
      const inFlight = fetch(`${base}/d/${cold.shortCode}`, {
        redirect: 'manual',
        headers: { 'user-agent': IPHONE_SAFARI },
      });
      await arrived;
      const startedClosing = Date.now();
      const closed = app.close();
      // close() stops the listener after its preClose hooks: the answer must now end its
      // connection.
      while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      await holder;
      const res = await inFlight;
      expect(res.status).toBe(302);
      expect(res.headers.get('connection')).toBe('close');
      await closed;
      // The idle keep-alive socket did not hold close() for keepAliveTimeout (72 s).
      expect(Date.now() - startedClosing).toBeLessThan(5_000);
      // Scan capture wrote, at close, what was answered.
      expect((await codeCounters(database.db, cold.id))!.scanCount).toBe(1);
      expect((await codeCounters(database.db, warm.id))!.scanCount).toBe(1);
    } finally {
      agent.destroy();
      await database.close();
    }
  });
});

/** GET through a node:http agent (keep-alive sockets we can watch). */
function httpGet(url: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'user-agent': IPHONE_SAFARI } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

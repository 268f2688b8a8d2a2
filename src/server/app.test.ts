import { existsSync, mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, JSON_BODY_LIMIT } from './app.js';
import { testConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './lib/logger.js';
import { AppError } from './lib/errors.js';
import { users } from './db/schema/index.js';
import { eq } from 'drizzle-orm';
import { cookieHeader, useTestApp } from './test/app.js';
import { openTestDatabase, testDatabases } from './test/databases.js';

const webDir = mkdtempSync(path.join(tmpdir(), 'qrs-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>QR Shark SPA</title>');
writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe.each(testDatabases())('app on %s', (kind) => {
  const { app } = useTestApp(kind, { webDir });

  it('answers /healthz 200 after a database round trip', async () => {
    const res = await app().inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with the JSON 404 body', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app().inject({ method, url: '/api/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it("serves the SPA at the app's routes, 404 with it elsewhere, and caches only hashed assets", async () => {
    const unknown = await app().inject({ method: 'GET', url: '/some/client/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('QR Shark SPA');
    // A browser's automatic /favicon.ico goes to the site's icon, not to the not-found page.
    const icon = await app().inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe('/favicon.svg');
    const page = await app().inject({ method: 'GET', url: '/account-settings' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('QR Shark SPA');
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = await app().inject({ method: 'GET', url: '/' });
    expect(root.body).toContain('QR Shark SPA');
    expect(root.headers['cache-control']).toBe('no-cache');
    const asset = await app().inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a CSP the SPA passes', async () => {
    const res = await app().inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses state changes from another origin', async () => {
    const post = (headers: Record<string, string>) =>
      app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'a@b.co', password: 'x' },
        headers,
      });
    const evil = await post({ origin: 'http://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({
      message: 'Cross-origin requests are not allowed',
      code: 'CROSS_ORIGIN',
    });
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    // Same origin (PUBLIC_URL, or the Host the request came to) and header-less clients pass.
    expect((await post({ origin: 'http://localhost:3000' })).statusCode).toBe(401);
    expect(
      (await post({ origin: 'http://qr.internal:8080', host: 'qr.internal:8080' })).statusCode,
    ).toBe(401);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401);
    expect((await post({})).statusCode).toBe(401);
    // Reads are not state changes.
    const read = await app().inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('answers 413 above the JSON body limit and 400 for malformed JSON', async () => {
    const big = await app().inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(JSON_BODY_LIMIT), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    const broken = await app().inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('BAD_REQUEST');
  });

  it('keeps a session cookie working across requests', async () => {
    const email = `keep-${Date.now()}@example.com`;
    const reg = await app().inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: email,
        email,
        password: 'amber-fox-17',
        confirmPassword: 'amber-fox-17',
      },
    });
    expect(reg.statusCode).toBe(201);
    const user = await app().inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cookieHeader(reg) },
    });
    expect(user.json().username).toBe(email);
  });
});

describe('app without a reachable database or SPA', () => {
  it('answers /healthz 503 quickly when PostgreSQL is unreachable, and keeps serving', async () => {
    const database = await openDatabase({
      dataDir: 'memory://',
      databaseUrl: 'postgres://postgres@127.0.0.1:1/unreachable',
    });
    const app = buildApp(testConfig({ webDir: path.join(webDir, 'missing') }), { database });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(2_000);
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('removes temp files of uploads cut off before it started, once ready', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-app-sweep-'));
    const tmp = path.join(dataDir, 'uploads', 'tmp');
    mkdirSync(tmp, { recursive: true });
    const old = path.join(tmp, 'cut-off.part');
    const recent = path.join(tmp, 'in-progress.part');
    writeFileSync(old, 'half a logo');
    writeFileSync(recent, 'another upload');
    const longAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(old, longAgo, longAgo);
    // A copy of the migrated test image (no initdb): the sweep, not the database, is the subject.
    const database = await openTestDatabase('pglite');
    const app = buildApp(testConfig({ dataDir }), { database });
    try {
      await app.ready();
      await expect.poll(() => existsSync(old), { timeout: 2_000, interval: 20 }).toBe(false);
      expect(existsSync(recent)).toBe(true);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('hides internals of unexpected errors and keeps AppError statuses', async () => {
    const database = await openTestDatabase('pglite');
    const app = buildApp(testConfig(), { database });
    app.get('/api/test/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    app.get('/api/test/teapot', async () => {
      throw new AppError(418, 'TEAPOT', 'I am a teapot', { kettle: 'Short and stout' });
    });
    try {
      const crash = await app.inject({ method: 'GET', url: '/api/test/crash' });
      expect(crash.statusCode).toBe(500);
      expect(crash.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
      const teapot = await app.inject({ method: 'GET', url: '/api/test/teapot' });
      expect(teapot.statusCode).toBe(418);
      expect(teapot.json()).toEqual({
        message: 'I am a teapot',
        code: 'TEAPOT',
        fields: { kettle: 'Short and stout' },
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('sends HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const database = await openTestDatabase('pglite');
    const app = buildApp(testConfig({ publicUrl: 'https://qr.example.com' }), { database });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('log redaction', () => {
  it('never writes passwords, cookies, authorization headers, tokens or API keys', async () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        output += chunk.toString();
        callback();
      },
    });
    const logger = createLogger({ logLevel: 'trace' }, sink);
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
    const app = buildApp(testConfig({ logLevel: 'trace' }), { database, logger });
    app.get('/api/test/echo-log', async (request) => {
      request.log.info(
        {
          body: { password: 'hunter2-body', confirmPassword: 'hunter2-confirm' },
          headers: request.headers,
          token: 'tok-secret-1',
          user: { apiKey: 'ak-secret-2', session: { token: 'tok-secret-3' } },
        },
        'echo',
      );
      return { ok: true };
    });
    app.get('/api/test/failed-query', async () => {
      // A real failing query (this database is not migrated) whose parameter must stay unlogged.
      await database.db.select().from(users).where(eq(users.username, 'param-secret@x.y'));
      return { ok: true };
    });
    try {
      const failed = await app.inject({ method: 'GET', url: '/api/test/failed-query' });
      expect(failed.statusCode).toBe(500);
      await app.inject({
        method: 'GET',
        url: '/api/test/echo-log?code=oauth-code-secret&state=state-secret&page=2',
        headers: {
          cookie: 'qrs_session=cookie-secret',
          authorization: 'Bearer bearer-secret',
          'x-api-key': 'header-key-secret',
          'stripe-signature': 't=1,v1=stripe-signature-secret',
        },
      });
      // Stripe's return to /payment-success carries the intent's client secret in the query.
      await app.inject({
        method: 'GET',
        url: '/api/payment-status?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_client-secret-x',
      });
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'someone@example.com', password: 'login-password-secret' },
      });
    } finally {
      await app.close();
      await database.close();
    }
    expect(output).toContain('echo');
    expect(output).toContain('Failed query');
    expect(output).toContain('[REDACTED]');
    expect(output).toContain('page=2');
    for (const secret of [
      'hunter2-body',
      'hunter2-confirm',
      'tok-secret-1',
      'ak-secret-2',
      'tok-secret-3',
      'oauth-code-secret',
      'state-secret',
      'cookie-secret',
      'bearer-secret',
      'header-key-secret',
      'login-password-secret',
      'param-secret',
      'stripe-signature-secret',
      'client-secret-x',
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});

import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES } from '../../../contracts/api-keys.js';
import { apiKeys, users } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, DAY_MS, movableClock } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { hashApiKey } from './service.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** Every line the app logs, at debug level, so a test can look for a key in them. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'debug', logFormat: 'json' }, sink), lines };
}

describe.each(testDatabases())('personal API keys (%s)', (kind) => {
  const clock = movableClock('2026-11-01T10:00:00Z');
  const log = capturedLogger();
  const { app, database } = useTestApp(kind, {}, { now: clock.now, logger: log.logger });
  let ann = apiAs(app, '');
  let bob = apiAs(app, '');
  const anonymous = apiAs(app, '');

  beforeAll(async () => {
    ann = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
  });

  const withKey = (key: string, method: 'GET' | 'POST' = 'GET', url = '/api/v1/codes') =>
    app().inject({ method, url, headers: { authorization: `Bearer ${key}` } });

  const expectProblem = (
    res: Awaited<ReturnType<typeof withKey>>,
    status: number,
    code: string,
    detail: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: status === 401 ? 'Unauthorized' : 'Forbidden',
      status,
      detail,
      code,
    });
  };

  it('shows a new key once, stores only its hash, and lists its prefix and last use', async () => {
    const created = await ann.post('/api/account/api-keys', {
      name: '  Shop sync ',
      scope: 'read-write',
      expiresAt: null,
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const body = created.json();
    expect(body.key).toMatch(/^qrs_[A-Za-z0-9_-]{43}$/);
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Shop sync',
      scope: 'read-write',
      prefix: body.key.slice(0, 12),
      createdAt: '2026-11-01T10:00:00.000Z',
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
      key: body.key,
    });

    // Only the SHA-256 is stored; no column holds the key.
    const [row] = await database().db.select().from(apiKeys).where(eq(apiKeys.id, body.id));
    expect(row!.secretHash).toBe(hashApiKey(body.key));
    expect(JSON.stringify(row)).not.toContain(body.key.slice(12));

    // The key works, and its use is recorded (the clock's minute).
    clock.advance(90_000);
    expect((await withKey(body.key)).statusCode).toBe(200);
    const listed = await ann.get('/api/account/api-keys');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { key: _shown, ...view } = body;
    expect(listed.json()).toEqual([{ ...view, lastUsedAt: '2026-11-01T10:01:30.000Z' }]);
    expect(listed.body).not.toContain(body.key);
  });

  it('refuses bad input with the field messages, and anonymous callers', async () => {
    const bad = await ann.post('/api/account/api-keys', {
      name: ' ',
      scope: 'admin',
      expiresAt: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: API_KEY_MESSAGES.name,
      scope: API_KEY_MESSAGES.scope,
      expiresAt: API_KEY_MESSAGES.expiry,
    });
    const past = await ann.post('/api/account/api-keys', {
      name: 'Old',
      scope: 'read',
      expiresAt: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ expiresAt: API_KEY_MESSAGES.expiry });
    expect(
      (await anonymous.post('/api/account/api-keys', { name: 'x', scope: 'read' })).statusCode,
    ).toBe(401);
    expect((await anonymous.get('/api/account/api-keys')).statusCode).toBe(401);
  });

  it('answers 401 problem details for a missing, malformed, unknown, revoked or expired key', async () => {
    const missing = await app().inject({ method: 'GET', url: '/api/v1/codes' });
    expectProblem(missing, 401, 'UNAUTHORIZED', API_KEY_MESSAGES.missing);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="api"');
    // A session cookie is no key.
    const session = await ann.get('/api/v1/codes');
    expectProblem(session, 401, 'UNAUTHORIZED', API_KEY_MESSAGES.missing);
    expectProblem(await withKey('qrs_short'), 401, 'UNAUTHORIZED', API_KEY_MESSAGES.invalid);
    expectProblem(
      await withKey(`qrs_${'A'.repeat(43)}`),
      401,
      'UNAUTHORIZED',
      API_KEY_MESSAGES.invalid,
    );
    // Unknown paths under /api/v1 check the key too, then answer 404 as problem details.
    expectProblem(
      await app().inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      401,
      'UNAUTHORIZED',
      API_KEY_MESSAGES.missing,
    );

    const revocable = (
      await ann.post('/api/account/api-keys', { name: 'R', scope: 'read' })
    ).json();
    expect((await withKey(revocable.key)).statusCode).toBe(200);
    const unknownPath = await withKey(revocable.key, 'GET', '/api/v1/nothing-here');
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    // Bob cannot revoke Ann's key, nor see it.
    expect((await bob.delete(`/api/account/api-keys/${revocable.id}`)).statusCode).toBe(404);
    expect((await bob.get('/api/account/api-keys')).json()).toEqual([]);
    expect((await withKey(revocable.key)).statusCode).toBe(200);
    const revoked = await ann.delete(`/api/account/api-keys/${revocable.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toBe(clock.now().toISOString());
    expectProblem(await withKey(revocable.key), 401, 'UNAUTHORIZED', API_KEY_MESSAGES.invalid);
    // Revoking again is harmless and keeps the first time.
    expect((await ann.delete(`/api/account/api-keys/${revocable.id}`)).json()).toEqual(
      revoked.json(),
    );

    const expiring = (
      await ann.post('/api/account/api-keys', {
        name: 'E',
        scope: 'read',
        expiresAt: new Date(clock.now().getTime() + DAY_MS).toISOString(),
      })
    ).json();
    expect((await withKey(expiring.key)).statusCode).toBe(200);
    clock.advance(DAY_MS);
    expectProblem(await withKey(expiring.key), 401, 'UNAUTHORIZED', API_KEY_MESSAGES.invalid);
  });

  it('answers 403 to a read key on a write call, and lets a read-write key write', async () => {
    const read = (await ann.post('/api/account/api-keys', { name: 'Read', scope: 'read' })).json();
    const write = (
      await ann.post('/api/account/api-keys', { name: 'Write', scope: 'read-write' })
    ).json();
    const code = await ann.post('/api/dynamic-qrcodes', { destination: 'https://example.com/a' });
    expect(code.statusCode).toBe(201);
    const url = `/api/v1/codes/dyn_${code.json().id}/pause`;
    expectProblem(
      await withKey(read.key, 'POST', url),
      403,
      'READ_ONLY_KEY',
      API_KEY_MESSAGES.readOnly,
    );
    expect((await ann.get(`/api/dynamic-qrcodes/${code.json().id}`)).json().isPaused).toBe(false);
    const paused = await withKey(write.key, 'POST', url);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().isPaused).toBe(true);
  });

  it('stops a deleted account’s keys', async () => {
    const cookie = await signUp(app());
    const carl = apiAs(app, cookie);
    const key = (await carl.post('/api/account/api-keys', { name: 'C', scope: 'read' })).json().key;
    expect((await withKey(key)).statusCode).toBe(200);
    const [row] = await database()
      .db.select({ userId: apiKeys.userId })
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashApiKey(key)));
    await database().db.update(users).set({ isDeleted: true }).where(eq(users.id, row!.userId));
    expectProblem(await withKey(key), 401, 'UNAUTHORIZED', API_KEY_MESSAGES.invalid);
  });

  it('never writes a key to the log', async () => {
    const { key } = (await ann.post('/api/account/api-keys', { name: 'L', scope: 'read' })).json();
    const before = log.lines.length;
    await withKey(key);
    await withKey(key, 'GET', `/api/v1/codes?cursor=${key}`);
    await app().inject({ method: 'GET', url: `/api/v1/codes?key=${key}` });
    await withKey(key, 'POST', '/api/v1/codes/dyn_1/pause');
    const written = log.lines.slice(before).join('');
    // The requests were logged (so the check looks at something), without the key.
    expect(written).toContain('/api/v1/codes');
    expect(written).not.toContain(key.slice(4));
  });
});

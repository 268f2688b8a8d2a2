import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { Redis } from 'ioredis';
import { installationTag } from '../../lib/redis-window-counter.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { newApiKey, signedUpUser, type KeyScope, type WebUser } from './test-support.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const LIMITS = { free: 3, trial: 4, premium: 5, client: 6 } as const;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where the counts are kept: the test database, or Redis beside it. */
const stores = [
  ...testDatabases().map((kind) => ({ kind, redis: false })),
  { kind: 'pglite' as const, redis: true },
];

describe.each(stores)('per-user API rate limits ($kind, redis: $redis)', ({ kind, redis }) => {
  const { app, database, config } = useTestApp(kind, redis ? { redisUrl: REDIS_URL } : {}, {
    apiRateLimits: LIMITS,
  });
  /** The user whose keys the test uses: a new one per test (each user has one window). */
  let user: WebUser;
  const keyOf = (scope: KeyScope = 'read') => newApiKey(user, scope);
  const call = (key: string, url = '/api/v1/codes', method: 'GET' | 'POST' = 'GET') =>
    app().inject({ method, url, headers: { authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    if (redis) {
      // The app's client connects in the background (requests count in the database until
      // then): wait until a request's count lands in Redis.
      user = await signedUpUser(app);
      const key = await keyOf();
      for (let tries = 0; ; tries += 1) {
        const before = await redisCount();
        await call(key);
        if ((await redisCount()) === (before ?? 0) + 1) break;
        if (tries > 50) throw new Error('the app never counted in Redis');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  beforeEach(async () => {
    user = await signedUpUser(app);
  });
  afterAll(async () => {
    redisClient?.disconnect();
  });

  let redisClient: Redis | null = null;
  /** The user's count as Redis holds it (null: no count there). */
  const redisCount = async () => {
    redisClient ??= new Redis(REDIS_URL);
    const id: number = (await user.get('/api/user')).json().id;
    const value = await redisClient.get(`qrs:${installationTag(config.appSecret)}:api:user:${id}`);
    return value === null ? null : Number(value);
  };

  it('says where the key stands on every answer, and refuses past the free plan’s limit', async () => {
    const key = await keyOf();
    for (let i = 1; i <= 3; i += 1) {
      const answer = await call(key);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBe('3');
      expect(answer.headers['ratelimit-remaining']).toBe(String(3 - i));
      const reset = Number(answer.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const refused = await call(key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-reset']).toBe(refused.headers['retry-after']);
    expect(refused.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      title: 'Too Many Requests',
    });
    expect(refused.json().detail).toContain('3 requests a minute on the free plan');
    // With REDIS_URL the counts live in Redis (refused requests count too), else in the database.
    expect(await redisCount()).toBe(redis ? 4 : null);
  });

  it('counts all of a user’s keys in one window: more keys are not more requests', async () => {
    const keys = await Promise.all([keyOf('read'), keyOf('read-write'), keyOf('read')]);
    const remaining: string[] = [];
    for (const key of keys)
      remaining.push(String((await call(key)).headers['ratelimit-remaining']));
    expect(remaining).toEqual(['2', '1', '0']);
    // A fourth key, made after the window is spent, is refused too.
    const fourth = await keyOf();
    const refused = await call(fourth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toContain("this account's API keys");
    // Another user's keys have their own window.
    user = await signedUpUser(app);
    expect((await call(await keyOf())).headers['ratelimit-remaining']).toBe('2');
  });

  it('counts errors after authentication too, and not requests without a valid key', async () => {
    const key = await keyOf('read');
    const notFound = await call(key, '/api/v1/codes/dyn_999999');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['ratelimit-remaining']).toBe('2');
    const readOnly = await call(key, '/api/v1/codes/dyn_1/pause', 'POST');
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.headers['ratelimit-remaining']).toBe('1');

    const unknown = await call(`qrs_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['ratelimit-limit']).toBeUndefined();
  });

  it('a PNG too large for what is left is refused before rendering and counts one unit', async () => {
    // Limits here are 3 (free): a 2048 px PNG needs 4 units, more than the window holds.
    const key = await keyOf();
    const png = await call(key, '/api/v1/qr?type=url&url=example.com%2Fbig&format=png&size=2048');
    expect(png.statusCode).toBe(429);
    expect(png.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Its extra units were taken back: the request itself counts one, as every request does.
    expect(png.headers['ratelimit-remaining']).toBe('2');
    expect(await redisCount()).toBe(redis ? 1 : null);
    const svg = await call(key, '/api/v1/qr?type=url&url=example.com%2Fsmall');
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['ratelimit-remaining']).toBe('1');
  });

  it('sizes the window by the owner’s plan: trial and Premium', async () => {
    const owner = user;
    const userId: number = (await owner.get('/api/user')).json().id;
    const now = Date.now();
    await database()
      .db.update(users)
      .set({
        trialActivated: true,
        trialStartDate: new Date(now - 60_000),
        trialEndDate: new Date(now + 86_400_000),
      })
      .where(eq(users.id, userId));
    const trialKey = await newApiKey(owner, 'read');
    expect((await call(trialKey)).headers['ratelimit-limit']).toBe('4');

    await setPersonalSubscription(database().db, userId);
    const answer = await call(trialKey);
    expect(answer.headers['ratelimit-limit']).toBe('5');
    // The count goes on in the same window; only the limit changed with the plan.
    expect(answer.headers['ratelimit-remaining']).toBe('3');
  });
});

describe('a render counts by its pixels in the per-user API limit', () => {
  const { app } = useTestApp(
    'pglite',
    {},
    {
      apiRateLimits: { free: 18, trial: 18, premium: 18, client: 18 },
    },
  );

  it('a 4096 px PNG uses 16 units of the window, an SVG 1', { timeout: 180_000 }, async () => {
    const user = await signedUpUser(app);
    const [first, second] = await Promise.all([newApiKey(user, 'read'), newApiKey(user, 'read')]);
    const get = (key: string, query: string) =>
      app().inject({
        method: 'GET',
        url: `/api/v1/qr?type=url&url=example.com%2Fpixels&${query}`,
        headers: { authorization: `Bearer ${key}` },
      });
    const svg = await get(first, 'format=svg');
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['ratelimit-remaining']).toBe('17');
    // The same user's other key: the same window.
    const large = await get(second, 'format=png&size=4096');
    expect(large.statusCode, large.body).toBe(200);
    expect(large.headers['content-type']).toBe('image/png');
    expect(large.headers['ratelimit-remaining']).toBe('1');
    // A second one no longer fits (1 + 15 > 1 left): refused, counting its own unit only.
    const again = await get(first, 'format=png&size=4096&fgColor=%23111111');
    expect(again.statusCode).toBe(429);
    expect(again.headers['ratelimit-remaining']).toBe('0');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { Redis } from 'ioredis';
import { installationTag } from '../../lib/redis-window-counter.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { newApiKey, signedUpUser, type KeyScope, type WebUser } from './test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const LIMITS = { free: 3, trial: 4, premium: 5, client: 6 } as const;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where the counts are kept: the test database, or Redis beside it. */
const stores = [
  ...testDatabases().map((kind) => ({ kind, redis: false })),
  { kind: 'pglite' as const, redis: true },
];

describe.each(stores)('per-key API rate limits ($kind, redis: $redis)', ({ kind, redis }) => {
  const { app, database, config } = useTestApp(kind, redis ? { redisUrl: REDIS_URL } : {}, {
    apiRateLimits: LIMITS,
  });
  let user: WebUser;
  const keyOf = (scope: KeyScope = 'read') => newApiKey(user, scope);
  const call = (key: string, url = '/api/v1/codes', method: 'GET' | 'POST' = 'GET') =>
    app().inject({ method, url, headers: { authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    user = await signedUpUser(app);
    if (redis) {
      // The app's client connects in the background (requests count in the database until
      // then): wait until a request's count lands in Redis.
      for (let tries = 0; ; tries += 1) {
        const key = await keyOf();
        await call(key);
        if ((await redisCount(key)) === 1) break;
        if (tries > 50) throw new Error('the app never counted in Redis');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  afterAll(async () => {
    redisClient?.disconnect();
  });

  let redisClient: Redis | null = null;
  /** The key's count as Redis holds it (null: no count there). */
  const redisCount = async (key: string) => {
    redisClient ??= new Redis(REDIS_URL);
    const keys = (await user.get('/api/account/api-keys')).json() as {
      id: number;
      prefix: string;
    }[];
    const id = keys.find((k) => key.startsWith(k.prefix))!.id;
    const value = await redisClient.get(`qrs:${installationTag(config.appSecret)}:api:key:${id}`);
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

    // Another key of the same owner has its own window.
    const other = await keyOf();
    expect((await call(other)).headers['ratelimit-remaining']).toBe('2');
    // With REDIS_URL the counts live in Redis (refused requests count too), else in the database.
    expect(await redisCount(key)).toBe(redis ? 4 : null);
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

  it('sizes the window by the owner’s plan: trial and Premium', async () => {
    const owner = await signedUpUser(app);
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

    await database()
      .db.update(users)
      .set({ subscriptionStatus: 'active' })
      .where(eq(users.id, userId));
    const answer = await call(trialKey);
    expect(answer.headers['ratelimit-limit']).toBe('5');
    // The count goes on in the same window; only the limit changed with the plan.
    expect(answer.headers['ratelimit-remaining']).toBe('3');
  });
});

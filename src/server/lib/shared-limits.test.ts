import { describe, expect, it } from 'vitest';
import { sharedLimitCounters } from '../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../test/databases.js';
import { SharedLimits, waitText } from './shared-limits.js';

describe.each(testDatabases())('SharedLimits on %s', (kind) => {
  const database = useTestDatabase(kind);
  let now = new Date('2026-05-01T10:00:00Z').getTime();
  const limits = () =>
    new SharedLimits({ db: database().db, appSecret: 'x'.repeat(32), now: () => new Date(now) });
  const rule = { max: 3, windowMs: 60_000 };

  it('allows `max` hits per window, then refuses until the window ends', async () => {
    const l = limits();
    for (let i = 1; i <= 3; i += 1) {
      expect(await l.hit('k1', rule)).toEqual({
        allowed: true,
        count: i,
        retryAfterSeconds: 60,
        retryAfterMs: 60_000,
      });
    }
    now += 20_000;
    expect(await l.hit('k1', rule)).toEqual({
      allowed: false,
      count: 4,
      retryAfterSeconds: 40,
      retryAfterMs: 40_000,
    });
    expect((await l.hit('other', rule)).allowed).toBe(true);
    now += 40_000;
    expect(await l.hit('k1', rule)).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 60,
      retryAfterMs: 60_000,
    });
  });

  it('counts on the real clock through realTime, whatever clock the instance has', async () => {
    // The instance's clock is months ago: on it, a window that starts now would have long
    // ended; on the real clock it is live.
    const l = limits();
    const pace = { max: 1, windowMs: 60_000 };
    expect((await l.realTime.hit('real', pace)).allowed).toBe(true);
    const refused = await l.realTime.hit('real', pace);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('takes a hit back on release and forgets a key on reset', async () => {
    const l = limits();
    for (let i = 0; i < 3; i += 1) await l.hit('k2', rule);
    await l.release('k2');
    expect((await l.peek('k2', rule)).count).toBe(2);
    expect((await l.hit('k2', rule)).allowed).toBe(true);
    expect((await l.hit('k2', rule)).allowed).toBe(false);
    await l.reset('k2');
    expect(await l.peek('k2', rule)).toEqual({
      allowed: true,
      count: 0,
      retryAfterSeconds: 0,
      retryAfterMs: 0,
    });
  });

  it('counts parallel hits exactly and stores no raw key', async () => {
    const l = limits();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => l.hit('login:ip:203.0.113.1', { max: 5, windowMs: 60_000 })),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.map((v) => v.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const rows = await database().db.select().from(sharedLimitCounters);
    for (const row of rows) expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.1');
  });
});

describe('waitText', () => {
  it('says the wait in the largest whole unit, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(3601)).toBe('2 hours');
  });
});

// Finding 6 (issue 22): /api/register had no rate limit (300 accounts in 9.4 s from one address,
// defeating per-account plan limits). Now 10 per hour per IP, with 429, Retry-After and a
// message that says when to try again.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi } from './account-support.js';

describe.each(testDatabases())('register rate limit on %s', (kind) => {
  let now = new Date('2026-04-01T08:00:00Z').getTime();
  // The production default (REGISTER_LIMIT_PER_HOUR unset).
  const { app } = useTestApp(kind, { registerLimitPerHour: 10 }, { now: () => new Date(now) });
  const api = accountApi(app);
  let n = 0;
  const fresh = () => `farm${(n += 1)}@example.com`;

  it('allows 10 registrations per hour from one address, then answers 429 with Retry-After', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i += 1) {
      expect((await api.register(fresh(), 'tulip-river-81', ip)).statusCode).toBe(201);
    }
    const refused = await api.register(fresh(), 'tulip-river-81', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REGISTRATIONS',
      message: 'Too many accounts were created from your network. Please try again in 1 hour.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect(refused.cookies).toEqual([]);

    // Other addresses are not affected; the window ends after an hour.
    expect((await api.register(fresh(), 'tulip-river-81', '198.51.100.21')).statusCode).toBe(201);
    now += 30 * 60_000;
    const later = await api.register(fresh(), 'tulip-river-81', ip);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBe(1800);
    now += 30 * 60_000;
    expect((await api.register(fresh(), 'tulip-river-81', ip)).statusCode).toBe(201);
  });
});

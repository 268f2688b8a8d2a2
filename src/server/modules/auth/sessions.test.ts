import { describe, expect, it } from 'vitest';
import { accountApi } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';

const DAY = 24 * 60 * 60_000;

describe.each(testDatabases())('session lifetime on %s', (kind) => {
  let now = new Date('2026-01-01T00:00:00Z').getTime();
  const { app } = useTestApp(kind, {}, { now: () => new Date(now) });

  const api = accountApi(app);

  const signUp = async (email: string) => {
    const res = await api.register(email, 'amber-fox-17');
    expect(res.statusCode).toBe(201);
    return cookieHeader(res);
  };
  const status = async (cookie: string) =>
    (await app().inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode;

  it('expires after 7 idle days', async () => {
    const cookie = await signUp('idle@example.com');
    now += 7 * DAY - 60_000;
    expect(await status(cookie)).toBe(200);
    // That visit slid the idle expiry: 7 more days from now.
    now += 7 * DAY - 60_000;
    expect(await status(cookie)).toBe(200);
    now += 7 * DAY + 1;
    expect(await status(cookie)).toBe(401);
  });

  it('expires 30 days after sign-in however active the user is', async () => {
    const cookie = await signUp('busy@example.com');
    for (let day = 1; day < 30; day += 1) {
      now += DAY;
      expect(await status(cookie)).toBe(200);
    }
    now += DAY;
    expect(await status(cookie)).toBe(401);
  });
});

describe('session cookie on https', () => {
  const { app } = useTestApp('pglite', { publicUrl: 'https://qr.example.com' });

  it('is Secure, HttpOnly, SameSite=Lax, Path=/ with the __Host- prefix', async () => {
    const res = await accountApi(app).register('tls@example.com', 'amber-fox-17');
    expect(res.statusCode).toBe(201);
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^__Host-qrs_session=[\w-]{43};/);
    expect(raw).toMatch(/; Secure/);
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).toMatch(/; SameSite=Lax/);
    expect(raw).toMatch(/; Path=\//);
    expect(raw).not.toMatch(/Domain=/i);
    const me = await app().inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cookieHeader(res) },
    });
    expect(me.statusCode).toBe(200);
  });
});

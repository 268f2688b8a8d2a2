import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Real argon2 hashes and 100 concurrent scans on a shared 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
import { LINK_CONTROL_MESSAGES } from '../../../contracts/link-controls.js';
import { linkPageMessages } from '../../../contracts/i18n/catalogues/link-pages/index.js';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, movableClock, DAY_MS } from '../dynamic-codes/test-support.js';
import { codeCounters } from '../redirect/test-codes.js';
import { signUp } from '../uploads/test-support.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': IPHONE };

describe.each(testDatabases())('link controls: password, schedule, scan cap (%s)', (kind) => {
  const clock = movableClock('2026-06-01T10:00:00Z');
  const { app, database } = useTestApp(
    kind,
    {},
    {
      now: clock.now,
      linkPasswordLimits: {
        perAddress: { max: 3, windowMs: 60_000 },
        perCode: { max: 6, windowMs: 60_000 },
      },
    },
  );
  let premium = apiAs(app, '');
  let free = apiAs(app, '');
  const db = () => database().db;

  beforeAll(async () => {
    premium = apiAs(app, await signUp(app()));
    free = apiAs(app, await signUp(app()));
    expect((await premium.post('/api/activate-trial', {})).statusCode).toBe(200);
  });

  const createCode = async (who = premium, destination = 'https://example.com/menu') => {
    const res = await who.post('/api/dynamic-qrcodes', { destination, name: 'c' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; shortCode: string };
    return { id: body.id, shortCode: body.shortCode };
  };
  const scan = (shortCode: string, headers: Record<string, string> = {}, ip = '203.0.113.9') =>
    app().inject({
      url: `/d/${shortCode}`,
      headers: { 'user-agent': IPHONE, ...headers },
      remoteAddress: ip,
    });
  const enter = (shortCode: string, password: string, ip = '203.0.113.9') =>
    app().inject({
      method: 'POST',
      url: `/d/${shortCode}`,
      headers: FORM,
      payload: new URLSearchParams({ password }).toString(),
      remoteAddress: ip,
    });
  const counted = async (id: number) => {
    await app().scanCapture.flush();
    return (await codeCounters(db(), id))!.scanCount;
  };

  it('password protection is Premium; removing a password is always allowed', async () => {
    const code = await createCode(free);
    const res = await free.put(`/api/dynamic-qrcodes/${code.id}/controls`, {
      password: 'open sesame',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().fields.password).toBe(LINK_CONTROL_MESSAGES.passwordPremium);
    const removed = await free.put(`/api/dynamic-qrcodes/${code.id}/controls`, { password: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().passwordAllowed).toBe(false);
    // Another owner's code is not found.
    expect((await premium.get(`/api/dynamic-qrcodes/${code.id}/controls`)).statusCode).toBe(404);
  });

  it('asks for the password, refuses a wrong one (visible to the owner), remembers a right one for this code only', async () => {
    const code = await createCode();
    const other = await createCode(premium, 'https://example.com/other');
    for (const c of [code, other]) {
      const res = await premium.put(`/api/dynamic-qrcodes/${c.id}/controls`, {
        password: 'open sesame',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().hasPassword).toBe(true);
    }
    const [stored] = await db()
      .select({ hash: dynamicQrCodes.linkPasswordHash })
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.id, code.id));
    expect(stored!.hash).toMatch(/^\$argon2id\$/);

    const ask = await scan(code.shortCode);
    expect(ask.statusCode).toBe(200);
    expect(ask.headers.location).toBeUndefined();
    expect(ask.body).toContain('This QR code is protected');
    expect(ask.body).toContain('<label for="password">Password</label>');

    const wrong = await enter(code.shortCode, 'guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(linkPageMessages.en['password.wrong']);
    const seen = (await premium.get(`/api/dynamic-qrcodes/${code.id}/controls`)).json();
    expect(seen.passwordRejections).toBe(1);
    expect(seen.lastPasswordRejectionAt).toBe(clock.now().toISOString());
    expect(await counted(code.id)).toBe(0);

    const right = await enter(code.shortCode, 'open sesame');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/d/${code.shortCode}`);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain(`Path=/d/${code.shortCode}`);
    expect(setCookie).toContain('Max-Age=86400');
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0]!;

    const through = await scan(code.shortCode, { cookie });
    expect(through.statusCode).toBe(302);
    expect(through.headers.location).toBe('https://example.com/menu');
    expect(await counted(code.id)).toBe(1);

    // The cookie is this code's: the other protected code still asks, even if it is sent there.
    const otherAsk = await scan(other.shortCode, {
      cookie: cookie.replace(code.shortCode, other.shortCode),
    });
    expect(otherAsk.statusCode).toBe(200);
    expect(otherAsk.body).toContain('This QR code is protected');
    expect(await counted(other.id)).toBe(0);

    // 24 hours later the browser is asked again.
    clock.advance(DAY_MS + 1000);
    expect((await scan(code.shortCode, { cookie })).body).toContain('This QR code is protected');
    // A new password invalidates the cookies issued for the old one.
    clock.advance(-DAY_MS);
    await premium.put(`/api/dynamic-qrcodes/${code.id}/controls`, { password: 'new secret' });
    expect((await scan(code.shortCode, { cookie })).statusCode).toBe(200);
    clock.advance(DAY_MS);
  });

  it('throttles guesses per address and per code; a throttled try is not checked', async () => {
    const code = await createCode();
    await premium.put(`/api/dynamic-qrcodes/${code.id}/controls`, { password: 'right one' });
    for (let i = 0; i < 3; i++)
      expect((await enter(code.shortCode, `no${i}`)).statusCode).toBe(401);
    const throttled = await enter(code.shortCode, 'right one');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toContain(linkPageMessages.en['password.tooManyTries']);
    expect(throttled.headers['set-cookie']).toBeUndefined();
    // Another address may still try, until the code's own limit (6) is used up.
    expect((await enter(code.shortCode, 'no', '198.51.100.7')).statusCode).toBe(401);
    expect((await enter(code.shortCode, 'right one', '198.51.100.7')).statusCode).toBe(303);
    expect((await enter(code.shortCode, 'right one', '198.51.100.8')).statusCode).toBe(429);
  });

  it('starts and expires on the injected clock, with and without a fallback, counting nothing while inactive', async () => {
    const code = await createCode();
    const start = new Date(clock.now().getTime() + 60 * 60_000);
    const end = new Date(start.getTime() + DAY_MS);
    const set = await premium.put(`/api/dynamic-qrcodes/${code.id}/controls`, {
      startsAt: start.toISOString(),
      expiresAt: end.toISOString(),
    });
    expect(set.statusCode).toBe(200);
    const early = await scan(code.shortCode);
    expect(early.statusCode).toBe(200);
    expect(early.body).toContain('This code is not active yet');
    clock.advance(60 * 60_000);
    expect((await scan(code.shortCode)).headers.location).toBe('https://example.com/menu');
    clock.advance(DAY_MS);
    const late = await scan(code.shortCode);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This code has expired');
    await premium.put(`/api/dynamic-qrcodes/${code.id}/controls`, {
      fallbackUrl: 'https://example.com/sorry',
    });
    const fallback = await scan(code.shortCode);
    expect(fallback.statusCode).toBe(302);
    expect(fallback.headers.location).toBe('https://example.com/sorry');
    expect(await counted(code.id)).toBe(1);

    const bad = await premium.put(`/api/dynamic-qrcodes/${code.id}/controls`, {
      startsAt: end.toISOString(),
      expiresAt: start.toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.expiresAt).toBe(LINK_CONTROL_MESSAGES.expiryBeforeStart);
  });

  it('refuses a start at or after the expiry and keeps the saved schedule; past expiries and a fallback equal to the destination are the owner’s choice', async () => {
    const code = await createCode();
    const url = `/api/dynamic-qrcodes/${code.id}/controls`;
    const saved = await premium.put(url, {
      startsAt: '2026-06-02T00:00:00.000Z',
      expiresAt: '2026-06-03T00:00:00.000Z',
    });
    expect(saved.statusCode).toBe(200);
    for (const startsAt of ['2026-06-05T00:00:00.000Z', '2026-06-04T00:00:00.000Z']) {
      const refused = await premium.put(url, { startsAt, expiresAt: '2026-06-04T00:00:00.000Z' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ expiresAt: LINK_CONTROL_MESSAGES.expiryBeforeStart });
    }
    // A later start alone, after the saved expiry, is refused the same way.
    const later = await premium.put(url, { startsAt: '2026-06-10T00:00:00.000Z' });
    expect(later.statusCode).toBe(400);
    expect((await premium.get(url)).json()).toMatchObject({
      startsAt: '2026-06-02T00:00:00.000Z',
      expiresAt: '2026-06-03T00:00:00.000Z',
    });
    // The form asks first (contracts checkSchedule); the API accepts what the owner confirmed.
    const choice = await premium.put(url, {
      startsAt: null,
      expiresAt: '2026-05-01T00:00:00.000Z',
      fallbackUrl: 'https://example.com/menu',
    });
    expect(choice.statusCode).toBe(200);
    const expired = await scan(code.shortCode);
    expect(expired.headers.location).toBe('https://example.com/menu');
    // The code's own short link as its fallback would loop: refused, nothing changes.
    const loop = await premium.put(url, {
      fallbackUrl: `http://localhost:3000/d/${code.shortCode}`,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fields).toEqual({ fallbackUrl: LINK_CONTROL_MESSAGES.fallbackIsOwnLink });
    expect((await premium.get(url)).json().fallbackUrl).toBe('https://example.com/menu');
  });

  it('a scan cap is exact: 100 concurrent scanners at cap - 1 get exactly one more redirect', async () => {
    const code = await createCode();
    const set = await premium.put(`/api/dynamic-qrcodes/${code.id}/controls`, { maxScans: 50 });
    expect(set.statusCode).toBe(200);
    expect(set.json().cappedScans).toBe(0);
    await db()
      .update(dynamicQrCodes)
      .set({ cappedScans: 49 })
      .where(eq(dynamicQrCodes.id, code.id));
    await app().redirectCache.invalidate(code.shortCode);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => scan(code.shortCode, {}, `203.0.113.${i + 1}`)),
    );
    const redirects = answers.filter((a) => a.statusCode === 302);
    expect(redirects).toHaveLength(1);
    expect(redirects[0]!.headers.location).toBe('https://example.com/menu');
    expect(answers.filter((a) => a.statusCode === 410)).toHaveLength(99);
    expect(await counted(code.id)).toBe(1);
    const seen = (await premium.get(`/api/dynamic-qrcodes/${code.id}/controls`)).json();
    expect(seen.cappedScans).toBe(50);
    // Bots never use up a cap (nor are they let through once it is reached).
    const bot = await scan(code.shortCode, { 'user-agent': 'curl/8.0' });
    expect(bot.statusCode).toBe(410);
  });
});

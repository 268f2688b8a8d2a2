// Issue 14 item 3: a reset link works once, for 1 hour, and a newer one voids older ones; the
// answer is the same for every address. The clock is injected, so expiry needs no waiting.
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { accountApi, linkToken, mailCount, waitForMailTo } from '../../security/account-support.js';

const MINUTE = 60_000;

describe.each(testDatabases())('password reset links on %s', (kind) => {
  let clock = new Date('2026-03-01T10:00:00Z');
  const { app, database } = useTestApp(kind, {}, { now: () => clock });
  const api = accountApi(app);
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };
  /** Asks for a reset and returns the token of the mail it sends (mail number `n` to the address). */
  const askReset = async (email: string, n: number) => {
    const res = await api.post('/api/password-reset', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NO_MAIL_MESSAGES.link });
    const mail = await waitForMailTo(database(), email, n);
    expect(mail.text).toContain('expires in 1 hour');
    const token = linkToken(mail.text, '/reset-password');
    // The HTML part says the same, with the link as a link.
    expect(mail.html).toContain('expires in 1 hour');
    expect(mail.html).toMatch(new RegExp(`<a href="[^"]*/reset-password\\?token=${token}"`));
    return token;
  };
  const useLink = (token: string, password: string) =>
    api.post('/api/set-password', { token, password, confirmPassword: password });

  it('answers an unknown address exactly like a known one and mails nobody', async () => {
    expect((await api.register('known@example.com', 'first-pass')).statusCode).toBe(201);
    const known = await api.post('/api/password-reset', { email: 'known@example.com' });
    const unknown = await api.post('/api/password-reset', { email: 'unknown@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await waitForMailTo(database(), 'known@example.com', 2);
    expect(await mailCount(database(), 'unknown@example.com')).toBe(0);
  });

  it('works once: the second use is refused and the password stays the first new one', async () => {
    const email = 'once@example.com';
    expect((await api.register(email, 'first-pass')).statusCode).toBe(201);
    const token = await askReset(email, 2);
    const first = await useLink(token, 'second-pass');
    expect(first.statusCode).toBe(200);
    expect((await api.me(cookieHeader(first))).json().username).toBe(email);
    const again = await useLink(token, 'third-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_PASSWORD_LINK',
      message: DYNAMIC_MESSAGES.invalidPasswordLink,
    });
    expect((await api.login(email, 'second-pass')).statusCode).toBe(200);
    expect((await api.login(email, 'third-pass')).statusCode).toBe(401);
  });

  it('expires after 1 hour: 59 minutes on it works, 61 minutes on it does not', async () => {
    const email = 'clock@example.com';
    expect((await api.register(email, 'first-pass')).statusCode).toBe(201);
    const stale = await askReset(email, 2);
    later(61);
    expect((await useLink(stale, 'second-pass')).json().code).toBe('INVALID_PASSWORD_LINK');
    expect((await api.login(email, 'first-pass')).statusCode).toBe(200);

    const fresh = await askReset(email, 3);
    later(59);
    expect((await useLink(fresh, 'second-pass')).statusCode).toBe(200);
    expect((await api.login(email, 'second-pass')).statusCode).toBe(200);
  });

  it('a newer link voids the older ones', async () => {
    const email = 'newer@example.com';
    expect((await api.register(email, 'first-pass')).statusCode).toBe(201);
    const older = await askReset(email, 2);
    const newer = await askReset(email, 3);
    expect(newer).not.toBe(older);
    expect((await useLink(older, 'second-pass')).json().code).toBe('INVALID_PASSWORD_LINK');
    expect((await api.login(email, 'first-pass')).statusCode).toBe(200);
    expect((await useLink(newer, 'second-pass')).statusCode).toBe(200);
  });

  it('refuses a forged token with the same clear answer', async () => {
    const res = await useLink('A'.repeat(43), 'second-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_PASSWORD_LINK');
  });
});

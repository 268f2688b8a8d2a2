// Finding 1 (issue 22): POST /api/register with an ADMIN_EMAILS address answered 201 with
// "role":"admin". Now the role waits for the address to be proven by the mailed link.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth.js';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi, lastMailTo, linkToken } from './account-support.js';

describe.each(testDatabases('engine-independent'))('admin by register on %s', (kind) => {
  const clock = { now: new Date('2026-03-01T12:00:00Z') };
  const { app, database } = useTestApp(
    kind,
    { adminEmails: ['root@qrshark.test', 'late@qrshark.test'] },
    { now: () => clock.now },
  );
  const api = accountApi(app);

  it('registers an ADMIN_EMAILS address as a normal user until the mailed link is followed', async () => {
    const res = await api.register('Root@QRShark.test');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'root@qrshark.test', role: 'user' });
    const cookie = cookieHeader(res);
    expect((await api.me(cookie)).json().role).toBe('user');
    // Signing in again does not promote an unproven address either.
    const login = await api.login('root@qrshark.test', 'tulip-river-81');
    expect(login.json().role).toBe('user');

    // Only the owner of the mailbox can finish: the link is single use.
    const mail = await lastMailTo(database(), 'root@qrshark.test');
    const token = linkToken(mail!.text, '/verify-email');
    const forged = await api.post('/api/verify-email', { token: 'A'.repeat(43) }, { cookie });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_VERIFICATION_LINK');
    // Confirmed from the registration's own session: one person set the password and holds
    // the mailbox (a stranger's registration is handed over instead: pre-registration.test.ts).
    const verified = await api.post('/api/verify-email', { token }, { cookie });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.role).toBe('admin');
    expect((await api.me(cookie)).json().role).toBe('admin');
    const again = await api.post('/api/verify-email', { token }, { cookie });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.invalidVerificationLink);
  });

  it('refuses an e-mail field that differs from the username (the address is given once)', async () => {
    const res = await api.post('/api/register', {
      username: 'attacker@evil.test',
      email: 'root@qrshark.test',
      password: 'tulip-river-81',
      confirmPassword: 'tulip-river-81',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: AUTH_MESSAGES.emailMustMatchUsername });
    expect(res.cookies).toEqual([]);
  });

  it('expires the verification link after 24 hours', async () => {
    const res = await api.register('late@qrshark.test');
    expect(res.statusCode).toBe(201);
    const token = linkToken(
      (await lastMailTo(database(), 'late@qrshark.test'))!.text,
      '/verify-email',
    );
    clock.now = new Date(clock.now.getTime() + 24 * 60 * 60_000 + 1_000);
    const late = await api.post('/api/verify-email', { token }, { cookie: cookieHeader(res) });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_VERIFICATION_LINK');
    expect((await api.me(cookieHeader(res))).json().role).toBe('user');
  });
});

// Item 4 (issue 22): setting or resetting a password ends every other session of the account
// and rotates the current one (set-password revoked no session; sessions live 30 days).
import { NO_MAIL_MESSAGES } from '../../contracts/mail-delivery.js';
import { describe, expect, it } from 'vitest';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi, linkToken, mailCount, waitForMailTo } from './account-support.js';

describe.each(testDatabases())('password set ends sessions on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  const api = accountApi(app);
  const email = 'rotating@example.com';

  it('ends the other devices and gives the caller a new session', async () => {
    const laptop = cookieHeader(await api.register(email, 'first-pass'));
    const phone = cookieHeader(await api.login(email, 'first-pass'));
    expect((await api.me(phone)).statusCode).toBe(200);

    const asked = await api.post('/api/password-reset', { email: ` ${email.toUpperCase()} ` });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: NO_MAIL_MESSAGES.link });
    const token = linkToken((await waitForMailTo(database(), email, 2)).text, '/reset-password');
    const set = await api.post(
      '/api/set-password',
      { token, password: 'second-pass', confirmPassword: 'second-pass' },
      { cookie: laptop },
    );
    expect(set.statusCode).toBe(200);
    const rotated = cookieHeader(set);
    expect(rotated).not.toBe(laptop);
    expect((await api.me(laptop)).statusCode).toBe(401);
    expect((await api.me(phone)).statusCode).toBe(401);
    expect((await api.me(rotated)).statusCode).toBe(200);
    expect((await api.login(email, 'first-pass')).statusCode).toBe(401);
    expect((await api.login(email, 'second-pass')).statusCode).toBe(200);
  });

  it("also ends the session of another account the browser held (it now holds the link's)", async () => {
    const other = cookieHeader(await api.register('other-device@example.com', 'other-pass'));
    const target = 'second-owner@example.com';
    expect((await api.register(target, 'first-pass')).statusCode).toBe(201);
    await api.post('/api/password-reset', { email: target });
    const token = linkToken((await waitForMailTo(database(), target, 2)).text, '/reset-password');
    const set = await api.post(
      '/api/set-password',
      { token, password: 'second-pass', confirmPassword: 'second-pass' },
      { cookie: other },
    );
    expect(set.statusCode).toBe(200);
    expect((await api.me(other)).statusCode).toBe(401);
    expect((await api.me(cookieHeader(set))).json().username).toBe(target);
  });

  it('answers a reset request for an unknown address the same, mailing nobody', async () => {
    const res = await api.post('/api/password-reset', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NO_MAIL_MESSAGES.link });
    expect(await mailCount(database(), 'nobody@example.com')).toBe(0);
  });
});

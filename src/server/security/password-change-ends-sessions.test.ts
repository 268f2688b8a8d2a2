// Item 4 (issue 22), the change-password half: POST /api/change-password (the account dialog's
// call) needs the current password, ends every session of the account and rotates the caller's.
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_MESSAGES } from '../../contracts/auth.js';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi } from './account-support.js';

describe.each(testDatabases('engine-independent'))(
  'password change ends sessions on %s',
  (kind) => {
    const { app } = useTestApp(kind);
    const api = accountApi(app);
    const change = (cookie: string, payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: '/api/change-password', payload, headers: { cookie } });

    it('refuses a wrong current password and changes nothing', async () => {
      const email = 'keeps@example.com';
      const cookie = cookieHeader(await api.register(email, 'first-pass'));
      const res = await change(cookie, {
        currentPassword: 'not-it',
        newPassword: 'second-pass',
        confirmPassword: 'second-pass',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong });
      expect((await api.me(cookie)).statusCode).toBe(200);
      expect((await api.login(email, 'first-pass')).statusCode).toBe(200);
    });

    it('throttles wrong current passwords like sign-in: the 11th try is 429, even with the right one', async () => {
      const email = 'guessed@example.com';
      const cookie = cookieHeader(await api.register(email, 'first-pass'));
      const attempt = (currentPassword: string) =>
        change(cookie, {
          currentPassword,
          newPassword: 'second-pass',
          confirmPassword: 'second-pass',
        });
      for (let i = 0; i < 10; i += 1) {
        const res = await attempt(`guess-${i}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ currentPassword: 'Current password is incorrect' });
      }
      const blocked = await attempt('first-pass');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Nothing changed: from another address the old password still signs in.
      expect((await api.login(email, 'first-pass', '192.0.2.7')).statusCode).toBe(200);
    });

    it('refuses a new password over 256 characters with a clear field message', async () => {
      const cookie = cookieHeader(await api.register('long@example.com', 'first-pass'));
      const long = 'x'.repeat(257);
      const res = await change(cookie, {
        currentPassword: 'first-pass',
        newPassword: long,
        confirmPassword: long,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ newPassword: 'Password must be at most 256 characters' });
    });

    it('refuses a mismatched confirmation and signed-out callers', async () => {
      const cookie = cookieHeader(await api.register('mismatch@example.com', 'first-pass'));
      const res = await change(cookie, {
        currentPassword: 'first-pass',
        newPassword: 'second-pass',
        confirmPassword: 'other-pass',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ confirmPassword: CHANGE_PASSWORD_MESSAGES.mismatch });
      const anonymous = await app().inject({
        method: 'POST',
        url: '/api/change-password',
        payload: {
          currentPassword: 'x',
          newPassword: 'second-pass',
          confirmPassword: 'second-pass',
        },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('ends the other devices and gives the caller a new session', async () => {
      const email = 'changer@example.com';
      const laptop = cookieHeader(await api.register(email, 'first-pass'));
      const phone = cookieHeader(await api.login(email, 'first-pass'));
      const res = await change(laptop, {
        currentPassword: 'first-pass',
        newPassword: 'second-pass',
        confirmPassword: 'second-pass',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CHANGE_PASSWORD_MESSAGES.changed });
      const rotated = cookieHeader(res);
      expect(rotated).not.toBe(laptop);
      expect((await api.me(laptop)).statusCode).toBe(401);
      expect((await api.me(phone)).statusCode).toBe(401);
      expect((await api.me(rotated)).statusCode).toBe(200);
      expect((await api.login(email, 'first-pass')).statusCode).toBe(401);
      expect((await api.login(email, 'second-pass')).statusCode).toBe(200);
    });
  },
);

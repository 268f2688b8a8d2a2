// Finding 1 (issue 22): POST /api/activate-trial {"email": "<an ADMIN_EMAILS address>"}, signed
// out, answered 200 with a session cookie and "role":"admin". Now it only mails the address.
import { NO_MAIL_MESSAGES } from '../../contracts/mail-delivery.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi, lastMailTo, linkToken } from './account-support.js';

describe.each(testDatabases('engine-independent'))('admin by trial on %s', (kind) => {
  const { app, database } = useTestApp(kind, { adminEmails: ['boss@qrshark.test'] });
  const api = accountApi(app);

  it('gives a signed-out trial request no session, no account and no role', async () => {
    const res = await api.post('/api/activate-trial', { email: 'boss@qrshark.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NO_MAIL_MESSAGES.link });
    expect(res.cookies).toEqual([]);
    const rows = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'boss@qrshark.test'));
    expect(rows).toEqual([]);

    // The mailbox's owner follows the link: that proves the address, so the role applies.
    const token = linkToken(
      (await lastMailTo(database(), 'boss@qrshark.test'))!.text,
      '/set-password',
    );
    const set = await api.post('/api/set-password', {
      token,
      password: 'owner-pass',
      confirmPassword: 'owner-pass',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ username: 'boss@qrshark.test', role: 'admin' });
    expect((await api.me(cookieHeader(set))).json().role).toBe('admin');
  });
});

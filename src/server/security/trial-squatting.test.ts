// Finding 2 (issue 22): the trial form signed a stranger into a new password-less account in
// someone else's name; the owner later adopted it through the mailed link, and the squatter's
// session kept working (reading every code the owner made). Now the trial form creates nothing
// that can be signed into, and following a mailed link ends every other session.
import { NO_MAIL_MESSAGES } from '../../contracts/mail-delivery.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi, lastMailTo, linkToken } from './account-support.js';

describe.each(testDatabases())('trial squatting on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  const api = accountApi(app);
  const victim = 'victim@example.com';

  it('gives the squatter nothing from the trial form, and reveals nothing about accounts', async () => {
    const asked = await api.post('/api/activate-trial', { email: victim }, { ip: '198.51.100.66' });
    expect(asked.statusCode).toBe(200);
    expect(asked.cookies).toEqual([]);
    expect(await database().db.select().from(users).where(eq(users.username, victim))).toEqual([]);
    // Same answer for an address that has an account.
    expect((await api.register('known@example.com')).statusCode).toBe(201);
    const known = await api.post('/api/activate-trial', { email: 'known@example.com' });
    expect(known.statusCode).toBe(asked.statusCode);
    expect(known.json()).toEqual(asked.json());
    expect(known.json()).toEqual({ message: NO_MAIL_MESSAGES.link });
  });

  it("ends the squatter's session once the owner follows a mailed link", async () => {
    // The squatter registers the victim's address and stays signed in.
    const squat = await api.register(victim, 'squatter-pass', '198.51.100.66');
    expect(squat.statusCode).toBe(201);
    const squatter = cookieHeader(squat);
    expect((await api.me(squatter)).statusCode).toBe(200);

    // The owner asks for a trial: they are told a trial was asked for, with a way in.
    const asked = await api.post('/api/activate-trial', { email: victim }, { ip: '203.0.113.5' });
    expect(asked.statusCode).toBe(200);
    const mail = await lastMailTo(database(), victim);
    expect(mail!.subject).toMatch(/trial was asked for/);
    const set = await api.post(
      '/api/set-password',
      {
        token: linkToken(mail!.text, '/set-password'),
        password: 'owner-pass',
        confirmPassword: 'owner-pass',
      },
      { ip: '203.0.113.5' },
    );
    expect(set.statusCode).toBe(200);
    const owner = cookieHeader(set);

    expect((await api.me(squatter)).statusCode).toBe(401);
    expect((await api.me(owner)).json()).toMatchObject({ username: victim });
    expect((await api.login(victim, 'squatter-pass', '198.51.100.66')).statusCode).toBe(401);
    expect((await api.login(victim, 'owner-pass', '203.0.113.5')).statusCode).toBe(200);
    const [row] = await database().db.select().from(users).where(eq(users.username, victim));
    expect(row!.emailVerified).toBe(true);
  });
});

// Issue 14 item 4: changing the address needs the current password (a Google-only account: a
// recent sign-in), takes effect only when the link mailed to the new address is followed,
// tells the old address, and ends every session (the browser that follows the link keeps a
// fresh one when it was signed in to the account).
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contracts/account.js';
import { CHANGE_PASSWORD_MESSAGES } from '../../../contracts/auth.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { accountApi, lastMailTo, linkToken, mailCount } from '../../security/account-support.js';

const MINUTE = 60_000;

describe.each(testDatabases())('e-mail change on %s', (kind) => {
  let clock = new Date('2026-05-01T08:00:00Z');
  const { app, database } = useTestApp(
    kind,
    { adminEmails: ['boss@example.com'] },
    { now: () => clock },
  );
  const api = accountApi(app);
  const ask = (cookie: string, payload: Record<string, unknown>) =>
    api.post('/api/account/email', payload, { cookie });
  const follow = (token: string, cookie?: string) =>
    api.post('/api/confirm-email-change', { token }, { cookie });
  const tokenMailedTo = async (address: string) =>
    linkToken((await lastMailTo(database(), address))!.text, '/confirm-email-change');

  it('needs the right password and a new, free address; bad input changes nothing', async () => {
    const laptop = cookieHeader(await api.register('checks@example.com', 'first-pass'));
    await api.register('taken@example.com', 'other-pass');
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [
        { newEmail: 'not-an-address', password: 'first-pass' },
        400,
        { newEmail: 'Invalid email address' },
      ],
      [
        { newEmail: 'new@example.com' },
        400,
        { password: ACCOUNT_MESSAGES.emailChangePasswordRequired },
      ],
      [
        { newEmail: 'new@example.com', password: 'wrong' },
        400,
        { password: CHANGE_PASSWORD_MESSAGES.currentWrong },
      ],
      [
        { newEmail: ' Checks@Example.com ', password: 'first-pass' },
        400,
        { newEmail: ACCOUNT_MESSAGES.emailChangeSame },
      ],
      [
        { newEmail: 'taken@example.com', password: 'first-pass' },
        409,
        { newEmail: ACCOUNT_MESSAGES.emailChangeTaken },
      ],
    ];
    for (const [payload, status, fields] of cases) {
      const res = await ask(laptop, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().fields).toEqual(fields);
    }
    expect(await mailCount(database(), 'new@example.com')).toBe(0);
    expect(
      (await api.post('/api/account/email', { newEmail: 'x@example.com', password: 'p' }))
        .statusCode,
    ).toBe(401);
    expect((await api.me(laptop)).json().username).toBe('checks@example.com');
  });

  it('changes the address only when the new one confirms; ends the other sessions; tells the old one', async () => {
    const old = 'mover@example.com';
    const laptop = cookieHeader(await api.register(old, 'first-pass'));
    const phone = cookieHeader(await api.login(old, 'first-pass'));
    const asked = await ask(laptop, { newEmail: ' Moved@Example.com ', password: 'first-pass' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(NO_MAIL_MESSAGES.link);

    // The old address is told at once; nothing has changed yet.
    expect((await lastMailTo(database(), old))!.subject).toMatch(/may change/);
    expect((await lastMailTo(database(), old))!.text).toContain('moved@example.com');
    expect((await api.me(phone)).json().username).toBe(old);
    expect((await api.login(old, 'first-pass')).statusCode).toBe(200);
    expect((await api.login('moved@example.com', 'first-pass')).statusCode).toBe(401);

    const token = await tokenMailedTo('moved@example.com');
    const done = await follow(token, laptop);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.emailChanged('moved@example.com'),
      user: { username: 'moved@example.com', email: 'moved@example.com', emailVerified: true },
    });
    const rotated = cookieHeader(done);
    expect(rotated).not.toBe(laptop);
    expect((await api.me(rotated)).json().username).toBe('moved@example.com');
    expect((await api.me(laptop)).statusCode).toBe(401);
    expect((await api.me(phone)).statusCode).toBe(401);
    expect((await api.login(old, 'first-pass')).statusCode).toBe(401);
    expect((await api.login('moved@example.com', 'first-pass')).statusCode).toBe(200);
    expect((await lastMailTo(database(), old))!.subject).toMatch(/was changed/);

    // The link works once.
    const again = await follow(token, rotated);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.invalidEmailChangeLink);
  });

  it('followed in a browser not signed in to the account: every session ends, none is given', async () => {
    const laptop = cookieHeader(await api.register('elsewhere@example.com', 'first-pass'));
    await ask(laptop, { newEmail: 'elsewhere2@example.com', password: 'first-pass' });
    const done = await follow(await tokenMailedTo('elsewhere2@example.com'));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: ACCOUNT_MESSAGES.emailChangedSignIn('elsewhere2@example.com'),
      user: null,
    });
    expect(done.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();
    expect((await api.me(laptop)).statusCode).toBe(401);
  });

  it('a newer request voids the older link; links expire after 24 hours', async () => {
    const cookie = cookieHeader(await api.register('twice@example.com', 'first-pass'));
    await ask(cookie, { newEmail: 'first-choice@example.com', password: 'first-pass' });
    const older = await tokenMailedTo('first-choice@example.com');
    await ask(cookie, { newEmail: 'second-choice@example.com', password: 'first-pass' });
    const newer = await tokenMailedTo('second-choice@example.com');
    expect((await follow(older, cookie)).statusCode).toBe(400);

    clock = new Date(clock.getTime() + 24 * 60 * MINUTE + MINUTE);
    expect((await follow(newer, cookie)).statusCode).toBe(400);
    expect((await api.me(cookie)).json().username).toBe('twice@example.com');
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const cookie = cookieHeader(await api.register('slow@example.com', 'first-pass'));
    await ask(cookie, { newEmail: 'race@example.com', password: 'first-pass' });
    const token = await tokenMailedTo('race@example.com');
    expect((await api.register('race@example.com', 'racer-pass')).statusCode).toBe(201);
    const res = await follow(token, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.emailChangeTaken);
    expect((await api.me(cookie)).json().username).toBe('slow@example.com');
  });

  it('ADMIN_EMAILS apply to the new address only once it is confirmed', async () => {
    const cookie = cookieHeader(await api.register('future-boss@example.com', 'first-pass'));
    await ask(cookie, { newEmail: 'boss@example.com', password: 'first-pass' });
    expect((await api.me(cookie)).json().role).toBe('user');
    const done = await follow(await tokenMailedTo('boss@example.com'), cookie);
    expect((await api.me(cookieHeader(done))).json()).toMatchObject({
      username: 'boss@example.com',
      role: 'admin',
    });
  });

  it('a verification link mailed to the old address no longer verifies anything', async () => {
    const cookie = cookieHeader(await api.register('unverified@example.com', 'first-pass'));
    const verifyToken = linkToken(
      (await lastMailTo(database(), 'unverified@example.com'))!.text,
      '/verify-email',
    );
    await ask(cookie, { newEmail: 'verified-new@example.com', password: 'first-pass' });
    await follow(await tokenMailedTo('verified-new@example.com'), cookie);
    const stale = await api.post('/api/verify-email', { token: verifyToken });
    expect(stale.statusCode).toBe(400);
  });
});

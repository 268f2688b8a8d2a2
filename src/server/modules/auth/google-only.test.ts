// Issue 14 items 2 and 7 for accounts that sign in with Google only: "Set a password" needs no
// current password but a sign-in in the last 10 minutes; a deleted Google-only account is
// restored by signing in with Google again (it has no password to type). Runs against a local
// OpenID Connect issuer with an injected clock.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contracts/account.js';
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from '../../../contracts/auth.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { googleRoundTrip, useGoogleIssuer } from '../../test/google-issuer.js';
import { accountApi } from '../../security/account-support.js';

const MINUTE = 60_000;
const issuer = useGoogleIssuer();

describe.each(testDatabases('engine-independent'))('Google-only accounts on %s', (kind) => {
  let clock = new Date('2026-04-01T09:00:00Z');
  const { app } = useTestApp(kind, { google: issuer.google }, { now: () => clock });
  const api = accountApi(app);
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };
  const googleSignIn = async (sub: string, email: string, start?: string) => {
    issuer.claims({ sub, email, email_verified: true });
    return (await googleRoundTrip(app(), { start })).done;
  };
  const addPassword = (cookie: string, password: string) =>
    app().inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { newPassword: password, confirmPassword: password },
      headers: { cookie },
    });

  it('sets a first password within 10 minutes of signing in; later it asks for a new sign-in', async () => {
    const email = 'only-google@example.com';
    const first = await googleSignIn('sub-only', email);
    expect(first.statusCode).toBe(302);
    const phone = cookieHeader(first);
    expect((await api.me(phone)).json()).toMatchObject({ username: email, googleOnly: true });

    // No password to change: the dialog's "Change Password" call is refused, saying what to do.
    const change = await app().inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: 'x', newPassword: 'chosen-pass', confirmPassword: 'chosen-pass' },
      headers: { cookie: phone },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(CHANGE_PASSWORD_MESSAGES.noPasswordYet);

    later(11);
    const stale = await addPassword(phone, 'chosen-pass');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: 'RECENT_SIGN_IN_REQUIRED',
      message: CHANGE_PASSWORD_MESSAGES.signInAgain,
    });
    expect((await api.login(email, 'chosen-pass')).statusCode).toBe(401);

    // Signing in with Google again (landing back on the settings page) makes it recent.
    const again = await googleSignIn('sub-only', email, '/auth/google?next=/account-settings');
    expect(again.headers.location).toBe('/account-settings');
    const laptop = cookieHeader(again);
    later(9);
    const tooShort = await addPassword(laptop, '123');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields).toEqual({ newPassword: CHANGE_PASSWORD_MESSAGES.newTooShort });
    // ASVS 6.2.4 (issue 36 item 6): a first password from the common-password list is refused.
    const common = await addPassword(laptop, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ newPassword: AUTH_MESSAGES.passwordTooCommon });
    const set = await addPassword(laptop, 'chosen-pass');
    expect(set.statusCode).toBe(200);
    expect(set.json().user.googleOnly).toBe(false);
    // A credential change: every other session ends, this one gets a new id.
    const rotated = cookieHeader(set);
    expect(rotated).not.toBe(laptop);
    expect((await api.me(laptop)).statusCode).toBe(401);
    expect((await api.me(phone)).statusCode).toBe(401);
    expect((await api.me(rotated)).statusCode).toBe(200);
    expect((await api.login(email, 'chosen-pass')).statusCode).toBe(200);
    // Only a first password is set this way.
    const twice = await addPassword(rotated, 'other-pass');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('HAS_PASSWORD');
  });

  it('asks to change the address only within 10 minutes of a sign-in (no password to give)', async () => {
    const cookie = cookieHeader(await googleSignIn('sub-mover', 'g-mover@example.com'));
    const ask = () =>
      api.post('/api/account/email', { newEmail: 'g-moved@example.com' }, { cookie });
    expect((await ask()).statusCode).toBe(200);
    later(11);
    const stale = await ask();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('RECENT_SIGN_IN_REQUIRED');
  });

  it('never follows a next= that leaves the site', async () => {
    for (const next of ['//evil.example', 'https://evil.example', '/a/../../x']) {
      const res = await googleSignIn('sub-next', 'next@example.com', `/auth/google?next=${next}`);
      expect(res.headers.location).toBe('/');
    }
  });

  it('restores a deleted Google-only account by signing in with Google within 30 days', async () => {
    const email = 'comeback@example.com';
    const cookie = cookieHeader(await googleSignIn('sub-comeback', email));
    const userId = (await api.me(cookie)).json().id;
    const deleted = await api.post('/api/delete-account', { email }, { cookie });
    expect(deleted.statusCode).toBe(200);

    // A plain Google sign-in neither signs in nor makes a second account: it points to restore.
    const plain = await googleSignIn('sub-comeback', email);
    expect(plain.statusCode).toBe(409);
    expect(plain.body).toContain(ACCOUNT_MESSAGES.googleAccountDeleted.replaceAll('"', '&quot;'));
    expect(plain.body).toContain('href="/restore-account"');
    expect(plain.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();

    later(29 * 24 * 60);
    const restored = await googleSignIn('sub-comeback', email, '/auth/google?intent=restore');
    expect(restored.statusCode).toBe(302);
    expect(restored.headers.location).toBe('/account-settings?restored=1');
    const me = await api.me(cookieHeader(restored));
    expect(me.json()).toMatchObject({ id: userId, username: email, googleOnly: true });
  });

  it('refuses a restore after 30 days, or when nothing was deleted, with a clear page', async () => {
    const email = 'too-late@example.com';
    const cookie = cookieHeader(await googleSignIn('sub-late', email));
    expect((await api.post('/api/delete-account', { email }, { cookie })).statusCode).toBe(200);
    later(31 * 24 * 60);
    const late = await googleSignIn('sub-late', email, '/auth/google?intent=restore');
    expect(late.statusCode).toBe(404);
    expect(late.body).toContain('The account was not restored');
    expect(late.body).toContain(ACCOUNT_MESSAGES.nothingToRestore);
    expect(late.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();
  });
});

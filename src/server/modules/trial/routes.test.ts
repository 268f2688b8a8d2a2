import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import { DYNAMIC_MESSAGES, PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import { accountLinks, mailOutbox, users } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, DAY_MS, movableClock } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())('trial API on %s', (kind) => {
  const clock = movableClock();
  const { app, database, config } = useTestApp(kind, {}, { now: clock.now });
  const anonymous = apiAs(app, '');

  const lastMailTo = async (to: string) => {
    const [mail] = await database()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  };
  const linkToken = (text: string) => {
    const prefix = `${config.publicUrl}/set-password?token=`;
    const line = text.split('\n').find((l) => l.startsWith(prefix));
    return line?.slice(prefix.length) ?? '';
  };

  it('answers 401 to signed-out callers of trial-status', async () => {
    expect((await anonymous.get('/api/trial-status')).statusCode).toBe(401);
  });

  it('reports the free plan for a new account', async () => {
    const user = apiAs(app, await signUp(app()));
    const res = await user.get('/api/trial-status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isActive: false,
      hasExpired: false,
      daysRemaining: 0,
      subscriptionStatus: 'free',
      dynamicQRUsed: 0,
      dynamicQRLimit: PLAN_LIMITS.free.dynamic,
      canCreateDynamicQR: true,
      savedQRUsed: 0,
      savedQRLimit: PLAN_LIMITS.free.saved,
      detailedScansPerMonth: PLAN_LIMITS.free.detailedScansPerMonth,
      trialEndsAt: null,
      canStartTrial: true,
    });
  });

  it('starts the 3-day trial once for a signed-in user, then expires it by the clock', async () => {
    const user = apiAs(app, await signUp(app()));
    const startedAt = clock.now().getTime();
    // Signed in, one click: no e-mail is asked for (the body is not read).
    const res = await user.post('/api/activate-trial', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: DYNAMIC_MESSAGES.trialActivated,
      user: { id: expect.any(Number), subscriptionStatus: 'free' },
    });
    expect((await user.get('/api/trial-status')).json()).toMatchObject({
      isActive: true,
      hasExpired: false,
      daysRemaining: 3,
      dynamicQRLimit: PLAN_LIMITS.trial.dynamic,
      canCreateDynamicQR: true,
      trialEndsAt: new Date(startedAt + 3 * DAY_MS).toISOString(),
      canStartTrial: false,
    });

    const again = await user.post('/api/activate-trial', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRIAL_ALREADY_USED',
      message: DYNAMIC_MESSAGES.trialAlreadyUsed,
    });

    clock.advance(DAY_MS + HOUR_MS);
    expect((await user.get('/api/trial-status')).json().daysRemaining).toBe(2);
    clock.advance(2 * DAY_MS);
    expect((await user.get('/api/trial-status')).json()).toMatchObject({
      isActive: false,
      hasExpired: true,
      daysRemaining: 0,
      dynamicQRLimit: PLAN_LIMITS.free.dynamic,
      // One who had it sees when it ended, and is not offered it again.
      trialEndsAt: new Date(startedAt + 3 * DAY_MS).toISOString(),
      canStartTrial: false,
    });
    // Expired is still "used": no second trial.
    expect((await user.post('/api/activate-trial', {})).statusCode).toBe(409);
  });

  it('offers no trial to a subscriber', async () => {
    const user = apiAs(app, await signUp(app()));
    const { id } = (await user.get('/api/user')).json() as { id: number };
    await setPersonalSubscription(database().db, id);
    expect((await user.get('/api/trial-status')).json()).toMatchObject({
      subscriptionStatus: 'active',
      trialEndsAt: null,
      canStartTrial: false,
    });
  });

  it('mails a link for a new e-mail, creates nothing until it is followed, then signs in', async () => {
    const email = 'Visitor@Example.com';
    const res = await anonymous.post('/api/activate-trial', { email: `  ${email} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: NO_MAIL_MESSAGES.link });
    expect(res.cookies).toEqual([]);
    const before = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'visitor@example.com'));
    expect(before).toEqual([]);

    const mail = await lastMailTo('visitor@example.com');
    expect(mail!.subject).toMatch(/Start your QR Shark free trial/);
    const token = linkToken(mail!.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is stored.
    const stored = await database()
      .db.select()
      .from(accountLinks)
      .where(eq(accountLinks.address, 'visitor@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'trial', userId: null });
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(24 * HOUR_MS);

    // The link sets the password once, creates the account, starts the trial and signs in.
    const mismatch = await anonymous.post('/api/set-password', {
      token,
      password: 'tulip-river-81',
      confirmPassword: 'secret124',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ confirmPassword: AUTH_MESSAGES.passwordsDontMatch });
    const set = await anonymous.post('/api/set-password', {
      token,
      password: 'tulip-river-81',
      confirmPassword: 'tulip-river-81',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: DYNAMIC_MESSAGES.passwordSet,
      user: { username: 'visitor@example.com', email: 'visitor@example.com', role: 'user' },
    });
    const visitor = apiAs(app, cookieHeader(set));
    expect((await visitor.get('/api/trial-status')).json()).toMatchObject({
      isActive: true,
      daysRemaining: 3,
    });
    const [row] = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'visitor@example.com'));
    expect(row).toMatchObject({ trialActivated: true, emailVerified: true });
    expect(row!.trialEndDate!.getTime() - row!.trialStartDate!.getTime()).toBe(3 * DAY_MS);
    const login = await anonymous.post('/api/login', {
      username: 'visitor@example.com',
      password: 'tulip-river-81',
    });
    expect(login.statusCode).toBe(200);
    const reused = await anonymous.post('/api/set-password', {
      token,
      password: 'other-pass',
      confirmPassword: 'other-pass',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_PASSWORD_LINK',
      message: DYNAMIC_MESSAGES.invalidPasswordLink,
    });
  });

  it('answers the same for an address with an account and mails its owner; refuses a missing e-mail', async () => {
    const res = await anonymous.post('/api/activate-trial', { email: 'VISITOR@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NO_MAIL_MESSAGES.link });
    expect(res.cookies).toEqual([]);
    const mail = await lastMailTo('visitor@example.com');
    expect(mail!.subject).toMatch(/free trial was asked for your address/);
    expect(mail!.text).toContain(`${config.publicUrl}/login`);
    expect(linkToken(mail!.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const empty = await anonymous.post('/api/activate-trial', body);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(DYNAMIC_MESSAGES.trialEmailRequired);
    }
    const invalid = await anonymous.post('/api/activate-trial', { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses an expired or unknown set-password link', async () => {
    const res = await anonymous.post('/api/activate-trial', { email: 'late@example.com' });
    expect(res.statusCode).toBe(200);
    const token = linkToken((await lastMailTo('late@example.com'))!.text);
    clock.advance(24 * HOUR_MS + 1000);
    const late = await anonymous.post('/api/set-password', {
      token,
      password: 'tulip-river-81',
      confirmPassword: 'tulip-river-81',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_PASSWORD_LINK');
    for (const bad of ['A'.repeat(43), 'short', '']) {
      const unknown = await anonymous.post('/api/set-password', {
        token: bad,
        password: 'tulip-river-81',
        confirmPassword: 'tulip-river-81',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(DYNAMIC_MESSAGES.invalidPasswordLink);
    }
    const rows = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'late@example.com'));
    expect(rows).toEqual([]);
  });
});

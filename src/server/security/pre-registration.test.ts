// Findings 1 and 2 (issue 36): someone registers an address that is not his, with his own
// password. When its owner later proved the address (the verification link, or Google after the
// refusal page sent him to verify first), the registrant's session stayed signed in, his password
// still worked, his API keys and webhooks kept acting, and with ADMIN_EMAILS his open session
// became admin. Now proving the address from outside the account hands it to the prover only
// (auth/address-proof.ts); the account's own session confirms without a hand-over; "this was
// not me" deletes the unproven account. Google runs against a local OpenID Connect issuer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth.js';
import { dynamicQrCodes, mailOutbox, users, webhookEndpoints } from '../db/schema/index.js';
import type { DatabaseHandle } from '../db/client.js';
import { personalWorkspaceIdOf } from '../modules/workspaces/test-support.js';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { googleRoundTrip, useGoogleIssuer } from '../test/google-issuer.js';
import { accountApi, lastMailTo, linkToken, waitForMailTo } from './account-support.js';

const issuer = useGoogleIssuer();

function mailsTo(database: () => DatabaseHandle, to: string) {
  return database().db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
}
const SQUATTER_IP = '198.51.100.66';

describe.each(testDatabases())('pre-registration on %s', (kind) => {
  const { app, database } = useTestApp(kind, {
    google: issuer.google,
    adminEmails: ['boss@example.com'],
  });
  const api = accountApi(app);
  const get = (url: string, headers: Record<string, string>) =>
    app().inject({ method: 'GET', url, headers });

  /**
   * A stranger registers `address` and sets things up in the account: an API key, a webhook and
   * a dynamic code pointing at his site. Answers his cookie and key.
   */
  async function squat(address: string) {
    const registered = await api.register(address, 'squatter-pass', SQUATTER_IP);
    expect(registered.statusCode).toBe(201);
    const cookie = cookieHeader(registered);
    const userId = registered.json().id as number;
    const created = await app().inject({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'mine', scope: 'read-write', expiresAt: null },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json().key as string;
    const workspaceId = await personalWorkspaceIdOf(database().db, userId);
    await database().db.insert(webhookEndpoints).values({
      userId,
      workspaceId,
      clientId: 1,
      url: 'https://squatter.example/hook',
      secret: 'whsec_x',
    });
    await database()
      .db.insert(dynamicQrCodes)
      .values({
        userId,
        workspaceId,
        name: 'Menu',
        shortCode: `sq${userId.toString().padStart(6, '0')}`,
        destination: 'https://squatter.example/phish',
        qrType: 'url',
      });
    // His own Stripe payout account, where sales of the account's payment codes would go.
    await database()
      .db.update(users)
      .set({ stripeAccountId: 'acct_squatter', stripeAccountStatus: 'ready' })
      .where(eq(users.id, userId));
    expect((await get('/api/v1/codes', { authorization: `Bearer ${key}` })).statusCode).toBe(200);
    return { cookie, key, userId };
  }

  /** What the squatter still has after the owner's proof: none of it may work. */
  async function expectLockedOut(
    address: string,
    squatter: { cookie: string; key: string; userId: number },
  ) {
    expect((await api.me(squatter.cookie)).statusCode).toBe(401);
    const [payout] = await database()
      .db.select({ id: users.stripeAccountId, status: users.stripeAccountStatus })
      .from(users)
      .where(eq(users.id, squatter.userId));
    // Gone (the account was handed over) or the row deleted ("this was not me").
    expect(payout === undefined || (payout.id === null && payout.status === null)).toBe(true);
    expect((await get('/api/admin/users', { cookie: squatter.cookie })).statusCode).toBe(401);
    const login = await api.login(address, 'squatter-pass', SQUATTER_IP);
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
    const viaKey = await get('/api/v1/codes', { authorization: `Bearer ${squatter.key}` });
    expect(viaKey.statusCode).toBe(401);
  }

  async function verificationToken(address: string) {
    return linkToken((await lastMailTo(database(), address))!.text, '/verify-email');
  }

  it('the mail and the check say which account the link confirms, and checking changes nothing', async () => {
    const registered = await api.register('alice@example.com', 'alice-pass');
    const mail = await lastMailTo(database(), 'alice@example.com');
    expect(mail!.text).toContain('An account was created for alice@example.com on ');
    expect(mail!.text).toContain('"This was not me"');
    const token = linkToken(mail!.text, '/verify-email');
    const fromElsewhere = await api.post('/api/verify-email/check', { token });
    expect(fromElsewhere.statusCode).toBe(200);
    expect(fromElsewhere.json()).toEqual({
      address: 'alice@example.com',
      createdAt: registered.json().createdAt,
      signedInAsAccount: false,
    });
    const fromOwnSession = await api.post(
      '/api/verify-email/check',
      { token },
      { cookie: cookieHeader(registered) },
    );
    expect(fromOwnSession.json().signedInAsAccount).toBe(true);
    expect((await api.me(cookieHeader(registered))).json().emailVerified).toBe(false);
    const forged = await api.post('/api/verify-email/check', { token: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_VERIFICATION_LINK');
  });

  it("the account's own session confirms and keeps everything", async () => {
    const registered = await api.register('bob@example.com', 'bob-pass');
    const cookie = cookieHeader(registered);
    const verified = await api.post(
      '/api/verify-email',
      { token: await verificationToken('bob@example.com') },
      { cookie },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { emailVerified: true }, handOver: null });
    expect(verified.cookies).toEqual([]);
    expect((await api.me(cookie)).statusCode).toBe(200);
    expect((await api.login('bob@example.com', 'bob-pass')).statusCode).toBe(200);
  });

  it('the owner following the link from his own browser takes the account from the registrant', async () => {
    const squatter = await squat('victim@example.com');
    const token = await verificationToken('victim@example.com');

    // Without a password of his own the owner cannot confirm, and the link stays usable.
    const noPassword = await api.post('/api/verify-email', { token });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toEqual({
      newPassword: AUTH_MESSAGES.verificationPasswordRequired,
    });
    const short = await api.post('/api/verify-email', {
      token,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.statusCode).toBe(400);
    // A common password is refused here as wherever a password is set (ASVS 6.2.4).
    const common = await api.post('/api/verify-email', {
      token,
      newPassword: 'password123',
      confirmPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().fields ?? {})).toEqual(['newPassword']);

    const proven = await api.post('/api/verify-email', {
      token,
      newPassword: 'owner-pass-1',
      confirmPassword: 'owner-pass-1',
    });
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({
      message: AUTH_MESSAGES.emailVerified,
      user: { username: 'victim@example.com', emailVerified: true, role: 'user' },
      handOver: {
        endedSessions: 1,
        revokedApiKeys: 1,
        removedWebhooks: ['https://squatter.example/hook'],
        dynamicCodes: {
          total: 1,
          codes: [{ name: 'Menu', destination: 'https://squatter.example/phish', isPaused: false }],
        },
      },
    });
    await expectLockedOut('victim@example.com', squatter);
    const owner = cookieHeader(proven);
    expect((await api.me(owner)).json()).toMatchObject({ username: 'victim@example.com' });
    expect((await api.login('victim@example.com', 'owner-pass-1')).statusCode).toBe(200);
    expect(
      await database()
        .db.select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, squatter.userId)),
    ).toEqual([]);
    // The link worked once.
    const again = await api.post('/api/verify-email', {
      token,
      newPassword: 'owner-pass-2',
      confirmPassword: 'owner-pass-2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_VERIFICATION_LINK');
  });

  it('an ADMIN_EMAILS address registered by a stranger never gives him an admin session', async () => {
    const squatter = await squat('boss@example.com');
    expect((await api.me(squatter.cookie)).json().role).toBe('user');
    const proven = await api.post('/api/verify-email', {
      token: await verificationToken('boss@example.com'),
      newPassword: 'boss-pass-1',
      confirmPassword: 'boss-pass-1',
    });
    expect(proven.statusCode).toBe(200);
    expect(proven.json().user.role).toBe('admin');
    await expectLockedOut('boss@example.com', squatter);
    // Only the prover's session is admin.
    expect((await get('/api/admin/users', { cookie: cookieHeader(proven) })).statusCode).toBe(200);
  });

  it('verify, then Google: the registrant stays out and Google links to the owner', async () => {
    const squatter = await squat('carol@example.com');
    const proven = await api.post('/api/verify-email', {
      token: await verificationToken('carol@example.com'),
      newPassword: 'carol-pass-1',
      confirmPassword: 'carol-pass-1',
    });
    expect(proven.statusCode).toBe(200);
    issuer.claims({ sub: 'google-carol', email: 'carol@example.com', email_verified: true });
    const google = (await googleRoundTrip(app())).done;
    expect(google.statusCode).toBe(302);
    expect((await api.me(cookieHeader(google))).json()).toMatchObject({
      username: 'carol@example.com',
      googleId: 'google-carol',
    });
    await expectLockedOut('carol@example.com', squatter);
  });

  it('Google for an address someone registered unproven hands the account over and says what it held', async () => {
    const squatter = await squat('dave@example.com');
    issuer.claims({ sub: 'google-dave', email: 'dave@example.com', email_verified: true });
    const google = (await googleRoundTrip(app())).done;
    expect(google.statusCode).toBe(200);
    expect(google.headers['content-type']).toMatch(/text\/html/);
    expect(google.body).toContain('This account is yours now');
    expect(google.body).toContain('1 signed-in device was signed out');
    expect(google.body).toContain('1 API key was revoked');
    expect(google.body).toContain('Menu: https://squatter.example/phish');
    await expectLockedOut('dave@example.com', squatter);
    expect((await api.me(cookieHeader(google))).json()).toMatchObject({
      username: 'dave@example.com',
      emailVerified: true,
      googleOnly: true,
      googleId: 'google-dave',
    });
    // The unused verification link of the squatted account no longer works.
    const stale = await api.post('/api/verify-email/check', {
      token: await verificationToken('dave@example.com'),
    });
    expect(stale.statusCode).toBe(400);
  });

  it('Google from a browser signed in to the unproven account links without a hand-over (one person holds both)', async () => {
    const registered = await api.register('erin@example.com', 'erin-pass');
    issuer.claims({ sub: 'google-erin', email: 'erin@example.com', email_verified: true });
    const google = (await googleRoundTrip(app(), { cookie: cookieHeader(registered) })).done;
    expect(google.statusCode).toBe(302);
    expect((await api.me(cookieHeader(google))).json()).toMatchObject({
      emailVerified: true,
      googleOnly: false,
      googleId: 'google-erin',
    });
    expect((await api.login('erin@example.com', 'erin-pass')).statusCode).toBe(200);
  });

  it('"this was not me" deletes the unproven account for good and frees the address', async () => {
    const squatter = await squat('frank@example.com');
    const token = await verificationToken('frank@example.com');
    const declined = await api.post('/api/verify-email/decline', { token });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe(AUTH_MESSAGES.verificationDeclined('frank@example.com'));
    await expectLockedOut('frank@example.com', squatter);
    expect((await api.post('/api/verify-email/decline', { token })).statusCode).toBe(400);
    // The registrant cannot bring it back; the owner can register the address at once.
    const restore = await api.post(
      '/api/restore-account',
      { username: 'frank@example.com', password: 'squatter-pass' },
      { ip: SQUATTER_IP },
    );
    expect(restore.statusCode).toBe(401);
    // The purge runs after the answer: the account's data goes and its codes retire.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await database().db.select().from(users).where(eq(users.id, squatter.userId));
      if (row!.purgedAt) break;
      if (Date.now() > deadline) throw new Error('the declined account was not purged');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const owner = await api.register('frank@example.com', 'frank-pass');
    expect(owner.statusCode).toBe(201);
  });

  it('a password link mailed to the owner also hands the account over', async () => {
    const squatter = await squat('gina@example.com');
    expect((await api.post('/api/password-reset', { email: 'gina@example.com' })).statusCode).toBe(
      200,
    );
    const mail = await waitForMailTo(database(), 'gina@example.com', 2);
    const reset = await api.post('/api/set-password', {
      token: linkToken(mail.text, '/reset-password'),
      password: 'gina-pass-1',
      confirmPassword: 'gina-pass-1',
    });
    expect(reset.statusCode).toBe(200);
    await expectLockedOut('gina@example.com', squatter);
    expect(
      await database()
        .db.select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, squatter.userId)),
    ).toEqual([]);
  });

  it('registering a taken address answers as before and tells the address owner by mail', async () => {
    await api.register('hank@example.com', 'hank-pass');
    const again = await api.register('hank@example.com', 'other-pass', '203.0.113.9');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
    expect(again.cookies).toEqual([]);
    const mail = await lastMailTo(database(), 'hank@example.com');
    expect(mail!.subject).toBe('Someone tried to create a QR Shark account with your address');
    expect(mail!.text).toContain('No new account was created and nothing was changed.');
    expect(mail!.text).toContain('/forgot-password');
    // Repeated attempts mail once an hour and leave the owner's reset mail its budget.
    for (let i = 0; i < 6; i += 1) {
      expect((await api.register('hank@example.com', 'x-pass-1', '203.0.113.9')).statusCode).toBe(
        409,
      );
    }
    const attempts = (await mailsTo(database, 'hank@example.com')).filter((m) =>
      m.subject.startsWith('Someone tried'),
    );
    expect(attempts).toHaveLength(1);
    expect((await api.post('/api/password-reset', { email: 'hank@example.com' })).statusCode).toBe(
      200,
    );
  });
});

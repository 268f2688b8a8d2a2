import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, publicUserSchema } from '../../../contracts/auth.js';
import { mailOutbox, sessions, users } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { sessionIdFor } from './session-token.js';

let counter = 0;
const uniqueEmail = () => `user${Date.now()}${(counter += 1)}@example.com`;

const registration = (email: string, password = 'tulip-river-81') => ({
  username: email,
  email,
  password,
  confirmPassword: password,
  firstName: '',
  lastName: '',
});

describe.each(testDatabases())('accounts API on %s', (kind) => {
  const { app, database } = useTestApp(kind, { adminEmails: ['boss@example.com'] });

  const register = (email: string, password?: string) =>
    app().inject({ method: 'POST', url: '/api/register', payload: registration(email, password) });
  const login = (
    username: string,
    password: string,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    app().inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      headers,
      remoteAddress,
    });
  const me = (cookie: string) =>
    app().inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('registers, answers 201 with the public user and signs in', async () => {
    const email = uniqueEmail();
    const res = await register(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(publicUserSchema.strict().parse(body)).toMatchObject({
      username: email,
      email,
      role: 'user',
      subscriptionStatus: 'free',
      clientId: 1,
      googleId: null,
    });
    const cookie = res.cookies.find((c) => c.name === 'qrs_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    // The readable first-screen hint says only that a session exists: no token in it.
    const hint = res.cookies.find((c) => c.name === 'qrs_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeUndefined();

    const user = await me(cookieHeader(res));
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual(body);
    // The one password field is the change-required flag (a boolean), never a secret.
    expect(user.json().passwordChangeRequired).toBe(false);
    expect(user.body.replace('"passwordChangeRequired":false', '')).not.toMatch(
      /password|hash|stripe|isDeleted/i,
    );

    // Only the sha256 of the token is stored.
    const stored = await database()
      .db.select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFor(cookie!.value)));
    expect(stored).toHaveLength(1);
    const [row] = await database().db.select().from(users).where(eq(users.username, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a duplicate username with 409 and a clear message', async () => {
    const email = uniqueEmail();
    expect((await register(email)).statusCode).toBe(201);
    const again = await register(email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: AUTH_MESSAGES.usernameTaken,
      code: 'USERNAME_TAKEN',
      fields: { username: AUTH_MESSAGES.usernameTaken },
    });
  });

  it("answers validation failures with the spec's messages per field", async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'nope', email: 'nope', password: 'abc', confirmPassword: 'abd' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.invalidEmail,
      code: 'VALIDATION_FAILED',
      fields: {
        username: AUTH_MESSAGES.invalidEmail,
        email: AUTH_MESSAGES.invalidEmail,
        password: AUTH_MESSAGES.passwordTooShort,
        confirmPassword: AUTH_MESSAGES.passwordsDontMatch,
      },
    });
    const mismatch = await app().inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration(uniqueEmail()), confirmPassword: 'different' },
    });
    expect(mismatch.json().fields).toEqual({ confirmPassword: AUTH_MESSAGES.passwordsDontMatch });
    const empty = await app().inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      username: AUTH_MESSAGES.usernameRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it('signs in with a new session each time; logout ends it and the old cookie gets 401', async () => {
    const email = uniqueEmail();
    const first = await register(email, 'correct horse');
    const firstCookie = cookieHeader(first);

    const wrong = await login(email, 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: AUTH_MESSAGES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    const unknown = await login(`nobody-${email}`, 'correct horse');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    const second = await login(email.toUpperCase(), 'correct horse', { cookie: firstCookie });
    expect(second.statusCode).toBe(200);
    expect(second.json().username).toBe(email);
    const secondCookie = cookieHeader(second);
    expect(secondCookie).not.toBe(firstCookie);
    // The session the browser held before signing in is gone.
    expect((await me(firstCookie)).statusCode).toBe(401);
    expect((await me(secondCookie)).statusCode).toBe(200);

    const out = await app().inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: secondCookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/qrs_session=;/);
    expect(String(out.headers['set-cookie'])).toMatch(/qrs_signed_in=;/);
    const after = await me(secondCookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Not signed in', code: 'UNAUTHORIZED' });
  });

  it('answers 401 on /api/user when signed out or with a forged cookie', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await me('qrs_session=forged')).statusCode).toBe(401);
  });

  it('stops a soft-deleted account at once', async () => {
    const email = uniqueEmail();
    const res = await register(email);
    const cookie = cookieHeader(res);
    expect((await me(cookie)).statusCode).toBe(200);
    await database()
      .db.update(users)
      .set({ isDeleted: true, deletedAt: new Date() })
      .where(eq(users.username, email));
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(email, 'tulip-river-81')).statusCode).toBe(401);
  });

  it('gives ADMIN_EMAILS accounts the admin role once the mailed link proves the address', async () => {
    const res = await register('Boss@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'boss@example.com', role: 'user' });
    const [mail] = await database()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'boss@example.com'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = /\/verify-email\?token=([\w-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    // Confirmed from the registration's own session: the account keeps its sessions.
    const verify = await app().inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token },
      headers: { cookie: cookieHeader(res) },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      message: AUTH_MESSAGES.emailVerified,
      user: { role: 'admin' },
      handOver: null,
    });
    // The session from registration sees the new role at once.
    expect((await me(cookieHeader(res))).json().role).toBe('admin');
  });

  it('throttles the 11th sign-in attempt of one account from one address with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    await register(email, 'right password');
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, `wrong ${i}`, {}, '198.51.100.1')).statusCode).toBe(401);
    }
    const blocked = await login(email, 'right password', {}, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: AUTH_MESSAGES.tooManyAttempts,
      code: 'TOO_MANY_ATTEMPTS',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The owner elsewhere is not locked out by that address's failures.
    expect((await login(email, 'right password', {}, '198.51.100.2')).statusCode).toBe(200);
  });

  it('throttles one address after 100 failures across different accounts', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 100; i += 1) {
      expect((await login(uniqueEmail(), 'whatever', {}, ip)).statusCode).toBe(401);
    }
    const blocked = await login(uniqueEmail(), 'whatever', {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(uniqueEmail(), 'whatever', {}, '203.0.113.8')).statusCode).toBe(401);
  });

  it('takes the address once: email may be left out, and must equal the username when sent', async () => {
    const email = uniqueEmail();
    const derived = await app().inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: ` ${email.toUpperCase()} `,
        password: 'tulip-river-81',
        confirmPassword: 'tulip-river-81',
      },
    });
    expect(derived.statusCode).toBe(201);
    expect(derived.json()).toMatchObject({ username: email, email });
    const other = uniqueEmail();
    const differing = await app().inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration(other), email: uniqueEmail() },
    });
    expect(differing.statusCode).toBe(400);
    expect(differing.json().fields).toEqual({ email: AUTH_MESSAGES.emailMustMatchUsername });
  });
});

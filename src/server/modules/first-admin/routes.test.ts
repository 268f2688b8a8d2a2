// Issue 36 item 3, through the HTTP API: a setup link makes the admin of the address given;
// an account someone else registered for that address is not handed over (its password is
// replaced, its sessions end); a link works once, for 24 hours, and a first-admin link only
// while no admin exists; bad input changes nothing. Links are made by the module's own service
// on the app's database, as the start (and `npm run admin`) make them.
import { describe, expect, it } from 'vitest';
import { FIRST_ADMIN_MESSAGES } from '../../../contracts/first-admin.js';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { accountApi } from '../../security/account-support.js';
import { createPasswordHasher } from '../auth/index.js';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { grantAdmin, hasAdmin } from './repository.js';
import { FirstAdminService } from './service.js';

const HOUR = 60 * 60_000;

describe.each(testDatabases())('first-admin setup links on %s', (kind) => {
  let clock = new Date('2026-03-01T10:00:00Z');
  const { app, database } = useTestApp(kind, {}, { now: () => clock });
  const api = accountApi(app);
  const service = () =>
    new FirstAdminService({
      db: database().db,
      hasher: createPasswordHasher(),
      now: () => clock,
    });
  let starts = 0;
  const startLink = async () => {
    starts += 1;
    const token = await service().linkForStart(`start-${starts}`);
    if (!token) throw new Error('no link made');
    return token;
  };
  const setUp = (token: string, email: string, password: string, cookie?: string) =>
    api.post(
      '/api/setup/admin',
      { token, email, password, confirmPassword: password },
      cookie ? { cookie } : {},
    );

  it('refuses bad input with field messages and leaves the link usable', async () => {
    const token = await startLink();
    // One start, one link: a second process of the same start makes none.
    expect(await service().linkForStart(`start-${starts}`)).toBeNull();
    const badEmail = await setUp(token, 'not-an-address', 'long enough secret');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields.email).toBe(AUTH_MESSAGES.invalidEmail);
    const short = await setUp(token, 'owner@example.com', 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe(AUTH_MESSAGES.passwordTooShort);
    const badToken = await api.post('/api/setup/link', { token: 'short' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().message).toBe(FIRST_ADMIN_MESSAGES.invalidLink);
    expect((await api.post('/api/setup/link', { token })).json()).toEqual({ address: null });
  });

  it('expires after 24 hours', async () => {
    const token = await startLink();
    clock = new Date(clock.getTime() + 24 * HOUR + 1000);
    const late = await setUp(token, 'late@example.com', 'long enough secret');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_SETUP_LINK');
    expect((await api.login('late@example.com', 'long enough secret')).statusCode).toBe(401);
  });

  it('stops a first-admin link once an admin exists by other means (409), changing nothing', async () => {
    const token = await startLink();
    const chief = await api.register('chief@example.com', 'chief-pass');
    expect(chief.statusCode).toBe(201);
    await grantAdmin(database().db, chief.json().id as number);
    const described = await api.post('/api/setup/link', { token });
    expect(described.statusCode).toBe(409);
    expect(described.json()).toEqual({
      code: 'ADMIN_EXISTS',
      message: FIRST_ADMIN_MESSAGES.adminExists,
    });
    const used = await setUp(token, 'intruder@example.com', 'long enough secret');
    expect(used.statusCode).toBe(409);
    expect((await api.login('intruder@example.com', 'long enough secret')).statusCode).toBe(401);
    // Back to no admin for the next test (the grant is a stored role).
    await database().db.update(users).set({ role: 'user' }).where(eq(users.id, chief.json().id));
    expect(await hasAdmin(database().db, 1)).toBe(false);
  });

  it('takes an address over from whoever registered it: their sessions end, their password stops working', async () => {
    const address = 'boss@example.com';
    const squatter = await api.register(address, 'squatter-pass');
    expect(squatter.statusCode).toBe(201);
    const squatterCookie = cookieHeader(squatter);
    expect((await api.me(squatterCookie)).statusCode).toBe(200);
    // An API key of the squatter's: it must stop working too (auth's hand-over).
    const created = await app().inject({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'mine', scope: 'read-write', expiresAt: null },
      headers: { cookie: squatterCookie },
    });
    expect(created.statusCode).toBe(201);
    const viaKey = () =>
      app().inject({
        method: 'GET',
        url: '/api/v1/codes',
        headers: { authorization: `Bearer ${created.json().key as string}` },
      });
    expect((await viaKey()).statusCode).toBe(200);

    const token = await startLink();
    // A common password is refused as wherever a password is set, and the link stays usable.
    const common = await setUp(token, address, 'password123');
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().fields)).toEqual(['password']);
    const done = await setUp(token, 'Boss@Example.com ', 'the real owner pass');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: FIRST_ADMIN_MESSAGES.done,
      user: { username: address, role: 'admin', emailVerified: true },
    });
    // Same account (no second one), now the prover's.
    expect(done.json().user.id).toBe(squatter.json().id);
    expect((await api.me(squatterCookie)).statusCode).toBe(401);
    expect((await api.login(address, 'squatter-pass')).statusCode).toBe(401);
    expect((await viaKey()).statusCode).toBe(401);
    const owner = await api.login(address, 'the real owner pass');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().role).toBe('admin');
    expect((await api.me(cookieHeader(done))).json().role).toBe('admin');

    // Once: refused the second time; and a new start's link is not even made (an admin exists).
    const twice = await setUp(token, 'other@example.com', 'long enough secret');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('INVALID_SETUP_LINK');
    expect(await service().linkForStart('start-after-admin')).toBeNull();
  });

  it('a command link is for its address, and works while an admin exists', async () => {
    expect(await hasAdmin(database().db, 1)).toBe(true);
    const command = await service().grantByCommand('Deputy@Example.com');
    expect(command).toMatchObject({
      kind: 'link',
      address: 'deputy@example.com',
      reason: 'no-account',
    });
    if (command.kind !== 'link') throw new Error('no link');
    expect((await api.post('/api/setup/link', { token: command.token })).json()).toEqual({
      address: 'deputy@example.com',
    });
    const wrong = await setUp(command.token, 'someone@example.com', 'long enough secret');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.email).toBe('This link is for deputy@example.com.');
    const right = await setUp(command.token, 'deputy@example.com', 'long enough secret');
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ role: 'admin', emailVerified: true });
  });
});

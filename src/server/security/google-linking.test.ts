// Finding 2 (issue 22): Google sign-in linked by e-mail to any account with that address, so it
// could land in an account someone else created. Now a Google identity links only when Google
// says the address is verified and our account's address is verified (or the browser is signed
// in to that account); an unproven account someone registered is handed over to the Google
// identity instead (issue 36: pre-registration.test.ts has the whole sequence). Runs against a
// local OpenID Connect issuer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { googleRoundTrip, useGoogleIssuer } from '../test/google-issuer.js';
import { accountApi, lastMailTo, linkToken } from './account-support.js';

const issuer = useGoogleIssuer();

describe.each(testDatabases('engine-independent'))('Google linking on %s', (kind) => {
  const { app, database } = useTestApp(kind, {
    google: issuer.google,
    adminEmails: ['chief@example.com', 'deputy@example.com'],
  });
  const api = accountApi(app);

  async function googleSignIn(claims: Record<string, unknown>) {
    issuer.claims(claims);
    return (await googleRoundTrip(app())).done;
  }
  const sessionOf = (res: { cookies: { name: string }[] }) =>
    res.cookies.find((c) => c.name === 'qrs_session');

  it("never lets a squatter's unverified account keep its password when Google verified the address", async () => {
    const squat = await api.register('chief@example.com', 'squatter-pass', '198.51.100.66');
    expect(squat.statusCode).toBe(201);
    const res = await googleSignIn({
      sub: 'google-chief',
      email: 'chief@example.com',
      email_verified: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This account is yours now');
    const [row] = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'chief@example.com'));
    expect(row).toMatchObject({ googleId: 'google-chief', passwordHash: null, role: 'admin' });
    expect((await api.me(cookieHeader(squat))).statusCode).toBe(401);
    expect((await api.me(cookieHeader(res))).json().role).toBe('admin');
  });

  it('refuses an address Google has not verified: no link and no new account', async () => {
    const unknown = await googleSignIn({
      sub: 'google-unverified',
      email: 'fresh@example.com',
      email_verified: false,
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.body).toContain('Google has not verified this e-mail address');
    expect(sessionOf(unknown)).toBeUndefined();
    expect(
      await database().db.select().from(users).where(eq(users.username, 'fresh@example.com')),
    ).toEqual([]);
  });

  it('links once both sides verified the address, and ADMIN_EMAILS then apply', async () => {
    // The owner registers and proves the address with the verification mail first.
    const registered = await api.register('deputy@example.com', 'deputy-pass');
    const token = linkToken(
      (await lastMailTo(database(), 'deputy@example.com'))!.text,
      '/verify-email',
    );
    const cookie = cookieHeader(registered);
    expect((await api.post('/api/verify-email', { token }, { cookie })).statusCode).toBe(200);
    const unverifiedGoogle = await googleSignIn({
      sub: 'google-deputy',
      email: 'deputy@example.com',
      email_verified: false,
    });
    expect(unverifiedGoogle.statusCode).toBe(409);
    const linked = await googleSignIn({
      sub: 'google-deputy',
      email: 'deputy@example.com',
      email_verified: true,
    });
    expect(linked.statusCode).toBe(302);
    const me = await api.me(cookieHeader(linked));
    expect(me.json()).toMatchObject({
      username: 'deputy@example.com',
      googleId: 'google-deputy',
      role: 'admin',
    });
  });
});

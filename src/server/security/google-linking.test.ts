// Finding 2 (issue 22): Google sign-in linked by e-mail to any account with that address, so it
// could land in an account someone else created. Now a Google identity links only when Google
// says the address is verified AND our account's address is verified; otherwise it is refused
// with a page saying how to link. Runs against a local OpenID Connect issuer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { cookieHeader, useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { googleRoundTrip, useGoogleIssuer } from '../test/google-issuer.js';
import { accountApi, lastMailTo, linkToken } from './account-support.js';

const issuer = useGoogleIssuer();

describe.each(testDatabases())('Google linking on %s', (kind) => {
  const { app, database } = useTestApp(kind, {
    google: issuer.google,
    adminEmails: ['chief@example.com'],
  });
  const api = accountApi(app);

  async function googleSignIn(claims: Record<string, unknown>) {
    issuer.claims(claims);
    return (await googleRoundTrip(app())).done;
  }
  const sessionOf = (res: { cookies: { name: string }[] }) =>
    res.cookies.find((c) => c.name === 'qrs_session');

  it("refuses to link a squatter's unverified account even when Google verified the address", async () => {
    const squat = await api.register('chief@example.com', 'squatter-pass', '198.51.100.66');
    expect(squat.statusCode).toBe(201);
    const res = await googleSignIn({
      sub: 'google-chief',
      email: 'chief@example.com',
      email_verified: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('its address has not been verified yet');
    expect(res.body).toContain('Sign in with Google');
    expect(sessionOf(res)).toBeUndefined();
    const [row] = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'chief@example.com'));
    expect(row.googleId).toBeNull();
    expect(row.role).toBe('user');
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
    // The owner proves the address with the verification mail first.
    const token = linkToken(
      (await lastMailTo(database(), 'chief@example.com')).text,
      '/verify-email',
    );
    expect((await api.post('/api/verify-email', { token })).statusCode).toBe(200);
    const unverifiedGoogle = await googleSignIn({
      sub: 'google-chief',
      email: 'chief@example.com',
      email_verified: false,
    });
    expect(unverifiedGoogle.statusCode).toBe(409);
    const linked = await googleSignIn({
      sub: 'google-chief',
      email: 'chief@example.com',
      email_verified: true,
    });
    expect(linked.statusCode).toBe(302);
    const me = await api.me(cookieHeader(linked));
    expect(me.json()).toMatchObject({
      username: 'chief@example.com',
      googleId: 'google-chief',
      role: 'admin',
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { accountApi } from '../../security/account-support.js';
import { cookieHeader } from '../../test/app.js';
import { openTestDatabase, testDatabases } from '../../test/databases.js';
import { googleRoundTrip, useGoogleIssuer } from '../../test/google-issuer.js';

const google = useGoogleIssuer();

describe.each(testDatabases('engine-independent'))('Google sign-in on %s', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({
      google: google.google,
      adminEmails: ['google-boss@example.com'],
    });
    app = buildApp(config, { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists Google among the configured sign-in providers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
  });

  /** Runs /auth/google → issuer → callback; `tamper` may edit the callback URL. */
  async function googleFlow(claims: Record<string, unknown>, tamper?: (url: URL) => void) {
    google.claims(claims);
    const { start, done } = await googleRoundTrip(app, { tamper });
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.origin).toBe(new URL(google.issuer.issuer.url!).origin);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/auth/google/callback',
    );
    for (const p of ['state', 'nonce', 'code_challenge']) {
      expect(authorizeUrl.searchParams.get(p)).toBeTruthy();
    }
    const pending = start.cookies.find((c) => c.name === 'qrs_oidc');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    return done;
  }

  const currentUser = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('creates an account on first sign-in and finds it by Google id afterwards', async () => {
    const claims = {
      sub: 'google-sub-new',
      email: 'New.Person@Example.com',
      email_verified: true,
      given_name: 'New',
      family_name: 'Person',
    };
    const done = await googleFlow(claims);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const session = done.cookies.find((c) => c.name === 'qrs_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await currentUser(`qrs_session=${session!.value}`);
    expect(me.json()).toMatchObject({
      username: 'new.person@example.com',
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      googleId: 'google-sub-new',
    });
    const again = await googleFlow({ ...claims, email: 'changed@example.com' });
    const meAgain = await currentUser(cookieHeader(again));
    expect(meAgain.json().id).toBe(me.json().id);
  });

  it('starts a new account in the language of the browser that signed up (issue 42)', async () => {
    google.claims({ sub: 'google-sub-de', email: 'neu@example.de', email_verified: true });
    const { done } = await googleRoundTrip(app, {
      headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' },
    });
    expect(done.statusCode).toBe(302);
    expect((await currentUser(cookieHeader(done))).json()).toMatchObject({ locale: 'de' });
    // A language the product does not speak: English.
    google.claims({ sub: 'google-sub-ja', email: 'new@example.jp', email_verified: true });
    const other = await googleRoundTrip(app, { headers: { 'accept-language': 'ja' } });
    expect((await currentUser(cookieHeader(other.done))).json()).toMatchObject({ locale: 'en' });
  });

  it('links an existing account only when Google and our account both verified the address', async () => {
    const email = 'linker@example.com';
    const reg = await accountApi(() => app).register(email, 'amber-fox-17');
    expect(reg.statusCode).toBe(201);

    const unverified = await googleFlow({ sub: 'google-sub-linker', email, email_verified: false });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.headers['content-type']).toMatch(/text\/html/);
    expect(unverified.body).toContain('Google has not verified this e-mail address');
    expect(unverified.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();

    // (Google vouching for an account that never proved its address hands it over to the
    // Google identity instead: security/pre-registration.test.ts.)
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.username, email));
    const verified = await googleFlow({ sub: 'google-sub-linker', email, email_verified: true });
    expect(verified.statusCode).toBe(302);
    const me = await currentUser(cookieHeader(verified));
    expect(me.json()).toMatchObject({ id: reg.json().id, googleId: 'google-sub-linker' });
    const password = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: 'amber-fox-17' },
    });
    expect(password.statusCode).toBe(200);
  });

  it('rejects a callback whose state does not match', async () => {
    const res = await googleFlow(
      { sub: 'google-sub-state', email: 'state@example.com', email_verified: true },
      (url) => url.searchParams.set('state', 'forged-state'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Google sign-in could not be completed');
    expect(res.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();
  });

  it('rejects a callback without the pending-authorization cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/google/callback?code=x&state=y' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired');
  });

  it('rejects a tampered pending-authorization cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/auth/google/callback?code=x&state=y',
      headers: { cookie: 'qrs_oidc={"verifier":"a","state":"y","nonce":"n"}' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired');
  });

  it('gives ADMIN_EMAILS Google accounts the admin role', async () => {
    const res = await googleFlow({
      sub: 'google-sub-boss',
      email: 'google-boss@example.com',
      email_verified: true,
    });
    expect((await currentUser(cookieHeader(res))).json().role).toBe('admin');
  });
});

describe('Google sign-in not configured', () => {
  it('answers a clear page with a link back to /login', async () => {
    const database = await openTestDatabase('pglite');
    const app = buildApp(testConfig(), { database });
    try {
      for (const url of ['/auth/google', '/auth/google/callback?code=x']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(501);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('Google sign-in is not configured on this server');
        expect(res.body).toContain('href="/login"');
      }
      // ...and the screens are told there is no Google to offer.
      const providers = await app.inject({ method: 'GET', url: '/api/auth-providers' });
      expect(providers.statusCode).toBe(200);
      expect(providers.json()).toEqual({ google: false });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

// Company sign-in (issue 39 item 7) against a real local OpenID Connect issuer: a second
// oauth2-mock-server instance (not the Google one; this app has no Google sign-in) with the
// workspace's own client id, reached through safe-fetch (COMPANY_SIGN_IN_ALLOW_LOOPBACK), and a
// real local DNS server (dns2) holding the domain's TXT record, asked as DNS_SERVERS would be.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companySignIn, sessions, users } from '../../db/schema/index.js';
import { accountApi, linkToken, mailCount, waitForMailTo } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { useDnsServer } from '../../test/dns-server.js';
import { googleRoundTrip, useGoogleIssuer } from '../../test/google-issuer.js';
import { addMember } from '../workspaces/test-support.js';

const company = useGoogleIssuer();
// Google sign-in is a separate issuer instance with its own client.
const google = useGoogleIssuer();

describe.each(testDatabases())('company sign-in on %s', (kind) => {
  const dns = useDnsServer();
  const { app, database } = useTestApp(
    kind,
    { companySignInAllowLoopback: true, google: google.google },
    dns.appDeps,
  );
  const api = accountApi(app);
  const secret = 'acme-client-secret-value';
  let ownerCookie = '';
  let workspaceId = 0;
  const setting = (over: Record<string, unknown> = {}) => ({
    issuer: company.issuer.issuer.url!,
    clientId: 'acme-workspace-client',
    clientSecret: secret,
    domain: 'acme.example',
    required: false,
    ...over,
  });
  const put = (cookie: string, body: Record<string, unknown>, id = workspaceId) =>
    app().inject({
      method: 'PUT',
      url: `/api/workspaces/${id}/sign-in`,
      payload: body,
      headers: { cookie },
    });
  const get = (cookie: string, id = workspaceId) =>
    app().inject({ method: 'GET', url: `/api/workspaces/${id}/sign-in`, headers: { cookie } });
  const verify = (cookie: string, id = workspaceId) =>
    app().inject({
      method: 'POST',
      url: `/api/workspaces/${id}/sign-in/verify`,
      headers: { cookie },
    });
  const me = (cookie: string) =>
    app().inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  /** A verified account with a password, signed in by password; returns its id and cookie. */
  async function verifiedAccount(email: string, password = 'tulip-river-81') {
    const reg = await api.register(email, password);
    expect(reg.statusCode).toBe(201);
    await database()
      .db.update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, reg.json().id));
    const login = await api.login(email, password);
    expect(login.statusCode).toBe(200);
    return { id: reg.json().id as number, cookie: cookieHeader(login) };
  }

  /** POST /api/auth/company → the issuer → the callback; `tamper` may edit the callback URL. */
  async function companyRoundTrip(
    email: string,
    claims: Record<string, unknown>,
    options: {
      tamper?: (url: URL) => void;
      dropPending?: boolean;
      beforeCallback?: () => Promise<void>;
    } = {},
  ) {
    company.claims(claims);
    const start = await api.post('/api/auth/company', { email });
    expect(start.statusCode).toBe(200);
    const authorize = new URL(start.json().url);
    expect(authorize.origin).toBe(new URL(company.issuer.issuer.url!).origin);
    expect(authorize.searchParams.get('client_id')).toBe('acme-workspace-client');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/auth/company/callback',
    );
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const issuerAnswer = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(issuerAnswer.headers.get('location')!);
    options.tamper?.(callback);
    await options.beforeCallback?.();
    return app().inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: options.dropPending ? {} : { cookie: cookieHeader(start) },
    });
  }

  const claimsFor = (email: string, verified = true) => ({
    sub: `sub-${email}`,
    email,
    email_verified: verified,
    given_name: 'Ada',
    family_name: 'Acme',
  });

  it('lets only the workspace owner configure it, after checking the domain claim and the issuer', async () => {
    const owner = await verifiedAccount('boss@acme.example');
    ownerCookie = owner.cookie;
    const made = await app().inject({
      method: 'POST',
      url: '/api/workspaces',
      payload: { name: 'Acme' },
      headers: { cookie: ownerCookie },
    });
    workspaceId = made.json().id;
    expect(await get(ownerCookie).then((r) => r.json())).toEqual({
      configured: false,
      redirectUri: 'http://localhost:3000/auth/company/callback',
    });

    // Public mail domains and domains the owner has no proven address in are refused.
    const gmail = await put(ownerCookie, setting({ domain: 'gmail.com' }));
    expect(gmail.statusCode).toBe(400);
    expect(gmail.json().message).toContain('public mail service');
    const other = await put(ownerCookie, setting({ domain: 'other.example' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('Your own proven address must be at other.example');
    // An issuer that does not answer discovery, or sits on a private address, is refused.
    const closed = await put(ownerCookie, setting({ issuer: 'http://127.0.0.1:9/' }));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('ISSUER_UNUSABLE');
    const internal = await put(ownerCookie, setting({ issuer: 'https://10.0.0.1/' }));
    expect(internal.statusCode).toBe(400);
    expect(internal.json().message).toContain('address 10.0.0.1 is not public');
    const plainHttp = await put(ownerCookie, setting({ issuer: 'http://idp.acme.example/' }));
    expect(plainHttp.json().message).toContain('must start with https://');
    const noSecret = await put(ownerCookie, setting({ clientSecret: undefined }));
    expect(noSecret.statusCode).toBe(400);
    expect(await get(ownerCookie).then((r) => r.json().configured)).toBe(false);

    // An admin reads it, an editor may not, a stranger cannot tell the workspace exists.
    const admin = await verifiedAccount('admin@acme.example');
    const editor = await verifiedAccount('editor@acme.example');
    const stranger = await verifiedAccount('stranger@acme.example');
    await addMember(database().db, workspaceId, admin.id, 'admin');
    await addMember(database().db, workspaceId, editor.id, 'editor');
    expect((await put(admin.cookie, setting())).statusCode).toBe(403);
    expect((await get(editor.cookie)).statusCode).toBe(403);
    expect((await get(stranger.cookie)).statusCode).toBe(404);
    expect((await put(stranger.cookie, setting())).statusCode).toBe(404);

    const saved = await put(ownerCookie, setting());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      clientId: 'acme-workspace-client',
      hasSecret: true,
      domain: 'acme.example',
      required: false,
    });
    expect(saved.body).not.toContain(secret);
    // Not verified yet: the TXT record to add is shown, and nobody signs in through it.
    const record = saved.json().verifyRecord as { type: string; name: string; value: string };
    expect(record).toMatchObject({ type: 'TXT', name: '_qrshark-sign-in.acme.example' });
    expect(record.value).toMatch(/^qrshark-verify=[\w-]{24}$/);
    expect(saved.json().domainVerifiedAt).toBeNull();
    expect((await get(admin.cookie)).json()).toMatchObject({ configured: true, hasSecret: true });
    const [row] = await database().db.select().from(companySignIn);
    expect(row!.clientSecretSealed).not.toContain(secret);
    // Saved again without a secret keeps the stored one.
    expect((await put(ownerCookie, setting({ clientSecret: undefined }))).statusCode).toBe(200);

    // Until the domain is verified: sign-in start refuses, required cannot be turned on.
    const early = await api.post('/api/auth/company', { email: 'someone@acme.example' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'COMPANY_SIGN_IN_NOT_ACTIVE' });
    expect(early.json().message).toContain('Company sign-in for acme.example is not active yet');
    const requiredEarly = await put(ownerCookie, setting({ required: true }));
    expect(requiredEarly.statusCode).toBe(409);
    expect(requiredEarly.json()).toMatchObject({ code: 'DOMAIN_NOT_VERIFIED' });

    // Verify: only the owner; no record, a wrong token and a failing DNS answer 400 with why.
    expect((await verify(admin.cookie)).statusCode).toBe(403);
    expect((await verify(stranger.cookie)).statusCode).toBe(404);
    const name = '_qrshark-sign-in.acme.example';
    const noRecord = await verify(ownerCookie);
    expect(noRecord.statusCode).toBe(400);
    expect(noRecord.json().message).toContain(`No TXT record found at ${name}`);
    dns.txt.set(name, [[`${record.value}x`], ['qrshark-verify=someone-else']]);
    const wrong = await verify(ownerCookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('does not hold the token');
    dns.refused.add(name);
    const failed = await verify(ownerCookie);
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toContain(`DNS lookup of ${name} failed`);
    expect((await get(ownerCookie)).json().domainVerifiedAt).toBeNull();
    dns.refused.delete(name);
    // Among other records, split into two strings (joined, RFC 7208 §3.3 style).
    dns.txt.set(name, [['v=spf1 -all'], [record.value.slice(0, 9), record.value.slice(9)]]);
    const verified = await verify(ownerCookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().domainVerifiedAt).toEqual(expect.any(String));
    expect(dns.asked).toContain(name);
    // Saving the same domain again keeps the token and the verification.
    const again = await put(ownerCookie, setting({ clientSecret: undefined }));
    expect(again.json()).toMatchObject({
      verifyRecord: record,
      domainVerifiedAt: verified.json().domainVerifiedAt,
    });

    // Another workspace cannot take the same domain.
    const second = await app().inject({
      method: 'POST',
      url: '/api/workspaces',
      payload: { name: 'Acme 2' },
      headers: { cookie: ownerCookie },
    });
    const taken = await put(ownerCookie, setting(), second.json().id);
    expect(taken.statusCode).toBe(409);

    const audit = await app().inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/audit`,
      headers: { cookie: ownerCookie },
    });
    const actions = (audit.json().entries as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['sign-in.configure', 'sign-in.change', 'sign-in.verify']),
    );
    expect(audit.body).not.toContain(secret);
  });

  it('answers 404 for an address whose domain has no company sign-in', async () => {
    const res = await api.post('/api/auth/company', { email: 'someone@nowhere.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('nowhere.example has no company sign-in');
  });

  it('signs a new address in with a new, proven account, and an existing one into its own account', async () => {
    const fresh = await companyRoundTrip(
      'new.person@acme.example',
      claimsFor('New.Person@acme.example'),
    );
    expect(fresh.statusCode).toBe(302);
    expect(fresh.headers.location).toBe('/');
    const freshMe = await me(cookieHeader(fresh));
    expect(freshMe.json()).toMatchObject({ email: 'new.person@acme.example', emailVerified: true });

    const member = await verifiedAccount('member@acme.example', 'amber-fox-17');
    await addMember(database().db, workspaceId, member.id, 'editor');
    const linked = await companyRoundTrip('member@acme.example', claimsFor('member@acme.example'));
    expect(linked.statusCode).toBe(302);
    expect((await me(cookieHeader(linked))).json().id).toBe(member.id);
    const accounts = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'member@acme.example'));
    expect(accounts).toHaveLength(1);
    // The password still works while company sign-in is not required.
    expect((await api.login('member@acme.example', 'amber-fox-17')).statusCode).toBe(200);
  });

  it('refuses an existing account that is neither a member nor invited, and signs an invited one in', async () => {
    const other = await verifiedAccount('colleague@acme.example');
    const refused = await companyRoundTrip(
      'colleague@acme.example',
      claimsFor('colleague@acme.example'),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('is not a member of the workspace');
    expect(refused.body).toContain('ask the workspace’s admin for an invitation');
    expect(refused.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();
    // Nor is an unproven account at the domain handed over through it.
    const unproven = await api.register('squatter@acme.example', 'tulip-river-81');
    expect(unproven.statusCode).toBe(201);
    const notHanded = await companyRoundTrip(
      'squatter@acme.example',
      claimsFor('squatter@acme.example'),
    );
    expect(notHanded.statusCode).toBe(403);
    expect((await api.login('squatter@acme.example', 'tulip-river-81')).statusCode).toBe(200);

    const invite = await app().inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invitations`,
      payload: { email: 'colleague@acme.example', role: 'viewer' },
      headers: { cookie: ownerCookie },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const invited = await companyRoundTrip(
      'colleague@acme.example',
      claimsFor('colleague@acme.example'),
    );
    expect(invited.statusCode).toBe(302);
    expect((await me(cookieHeader(invited))).json().id).toBe(other.id);
  });

  it('refuses an address outside the domain, an unverified one, a forged state and a forwarded callback', async () => {
    const outside = await companyRoundTrip('x@acme.example', claimsFor('mallory@evil.example'));
    expect(outside.statusCode).toBe(403);
    expect(outside.body).toContain('for addresses at acme.example');
    const unverified = await companyRoundTrip('u@acme.example', claimsFor('u@acme.example', false));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.body).toContain('has not verified this e-mail address');
    const forged = await companyRoundTrip('f@acme.example', claimsFor('f@acme.example'), {
      tamper: (url) => url.searchParams.set('state', 'forged-state'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('could not be completed');
    const forwarded = await companyRoundTrip('g@acme.example', claimsFor('g@acme.example'), {
      dropPending: true,
    });
    expect(forwarded.statusCode).toBe(400);
    expect(forwarded.body).toContain('expired or was started in another browser');
    for (const res of [outside, unverified, forged, forwarded]) {
      expect(res.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();
    }
    const made = await database()
      .db.select()
      .from(users)
      .where(eq(users.username, 'u@acme.example'));
    expect(made).toHaveLength(0);
  });

  it('when required: other sessions end, password, Google and password links are refused, company sign-in works', async () => {
    const memberPassword = await api.login('member@acme.example', 'amber-fox-17');
    const oldCookie = cookieHeader(memberPassword);
    expect((await me(oldCookie)).statusCode).toBe(200);
    const outsider = await verifiedAccount('outsider@acme.example', 'amber-fox-17');

    // Not from a password session: the owner must have come in through it first.
    const refused = await put(ownerCookie, setting({ required: true }));
    expect(refused.statusCode).toBe(409);
    const ownerCompany = await companyRoundTrip(
      'boss@acme.example',
      claimsFor('boss@acme.example'),
    );
    const ownerCompanyCookie = cookieHeader(ownerCompany);
    const required = await put(ownerCompanyCookie, setting({ required: true }));
    expect(required.statusCode).toBe(200);
    expect(required.json().required).toBe(true);

    // The member's password session is gone (and the owner's own password session too).
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await me(ownerCookie)).statusCode).toBe(401);
    expect((await me(ownerCompanyCookie)).statusCode).toBe(200);
    const left = await database().db.select().from(sessions);
    expect(left.every((s) => s.userId !== outsider.id || s.companyWorkspaceId === null)).toBe(true);

    const password = await api.login('member@acme.example', 'amber-fox-17');
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ code: 'COMPANY_SIGN_IN_REQUIRED' });
    expect(password.json().message).toContain('Sign in with your company');
    // Nor does Google vouching for the same address.
    google.claims({ sub: 'google-member', email: 'member@acme.example', email_verified: true });
    const viaGoogle = (await googleRoundTrip(app())).done;
    expect(viaGoogle.statusCode).toBe(403);
    expect(viaGoogle.body).toContain('Sign in with your company');
    expect(viaGoogle.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();
    // A password link does not get round it, and stays unused.
    const mails = await mailCount(database(), 'member@acme.example');
    await api.post('/api/password-reset', { email: 'member@acme.example' });
    const mail = await waitForMailTo(database(), 'member@acme.example', mails + 1);
    const token = linkToken(mail.text, '/reset-password');
    const reset = await api.post('/api/set-password', {
      token,
      password: 'new-password-42',
      confirmPassword: 'new-password-42',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().code).toBe('COMPANY_SIGN_IN_REQUIRED');
    // The new password was never set: it is simply wrong.
    expect((await api.login('member@acme.example', 'new-password-42')).statusCode).toBe(401);

    // A member of the domain signs in through the company; a non-member of the workspace with
    // an address there is not bound by it.
    const company = await companyRoundTrip('member@acme.example', claimsFor('member@acme.example'));
    expect(company.statusCode).toBe(302);
    expect((await me(cookieHeader(company))).statusCode).toBe(200);
    expect((await api.login('outsider@acme.example', 'amber-fox-17')).statusCode).toBe(200);

    // Removing it frees the password again.
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspaceId}/sign-in`,
      headers: { cookie: ownerCompanyCookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await api.login('member@acme.example', 'amber-fox-17')).statusCode).toBe(200);
  });

  it('refuses the callback once the domain is no longer verified; a changed domain starts over', async () => {
    const chief = await verifiedAccount('chief@beta.example');
    const made = await app().inject({
      method: 'POST',
      url: '/api/workspaces',
      payload: { name: 'Beta' },
      headers: { cookie: chief.cookie },
    });
    const betaId = made.json().id as number;
    const beta = setting({ domain: 'beta.example' });
    const saved = await put(chief.cookie, beta, betaId);
    expect(saved.statusCode).toBe(200);
    const token = saved.json().verifyRecord.value as string;
    dns.txt.set('_qrshark-sign-in.beta.example', [[token]]);
    expect((await verify(chief.cookie, betaId)).statusCode).toBe(200);

    // Verification gone between start and callback: the callback refuses.
    const gone = await companyRoundTrip('chief@beta.example', claimsFor('chief@beta.example'), {
      beforeCallback: async () => {
        await database()
          .db.update(companySignIn)
          .set({ domainVerifiedAt: null })
          .where(eq(companySignIn.workspaceId, betaId));
      },
    });
    expect(gone.statusCode).toBe(403);
    expect(gone.body).toContain('Company sign-in for beta.example is not active yet');
    expect(gone.cookies.find((c) => c.name === 'qrs_session')).toBeUndefined();
    expect((await verify(chief.cookie, betaId)).statusCode).toBe(200);

    // The owner's proven address moves to gamma.example; the setting follows with a new token.
    await database()
      .db.update(users)
      .set({ username: 'chief@gamma.example', email: 'chief@gamma.example' })
      .where(eq(users.id, chief.id));
    const moved = await put(chief.cookie, setting({ domain: 'gamma.example' }), betaId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().domainVerifiedAt).toBeNull();
    expect(moved.json().verifyRecord.name).toBe('_qrshark-sign-in.gamma.example');
    expect(moved.json().verifyRecord.value).not.toBe(token);
    const start = await api.post('/api/auth/company', { email: 'x@gamma.example' });
    expect(start.statusCode).toBe(403);
    expect(start.json().code).toBe('COMPANY_SIGN_IN_NOT_ACTIVE');
    // The old token under the new name does not prove it.
    dns.txt.set('_qrshark-sign-in.gamma.example', [[token]]);
    expect((await verify(chief.cookie, betaId)).statusCode).toBe(400);
    expect(
      (await put(chief.cookie, setting({ domain: 'gamma.example', required: true }), betaId))
        .statusCode,
    ).toBe(409);
  });
});

// Issue 39 item 3: invitations by mail, through the real app (registration, address proof,
// outbox) on each database: accept, expiry (the app's clock), revoke, resend, a forwarded link,
// an unproven address, an address without an account, an existing member, the mail's link, and
// the answer when this server has no mail set up.
import { afterEach, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '../../../contracts/invitations.js';
import { workspaceInvitations } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { accountApi, lastMailTo, linkToken, mailCount } from '../../security/account-support.js';
import { hashInvitationToken } from './invitations.js';

const DAY = 24 * 60 * 60_000;
let ipSeq = 0;

function harness(kind: 'pglite' | 'postgres', smtpUrl: string | null) {
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const { app, database } = useTestApp(kind, { smtpUrl }, { now, jobs: { start: false } });
  const api = accountApi(app);
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    app().inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: cookie ? { cookie } : {},
      remoteAddress: '203.0.113.77',
    });
  /** Registers an account (its address proven through the mailed link unless `proven` false). */
  async function account(email: string, proven = true) {
    const ip = `10.39.${kind === 'pglite' ? 1 : 2}.${++ipSeq}`;
    const reg = await api.register(email, 'tulip-river-81', ip);
    expect(reg.statusCode, reg.body).toBe(201);
    const cookie = cookieHeader(reg);
    if (proven) {
      const mail = await lastMailTo(database(), email);
      const token = linkToken(mail!.text, '/verify-email');
      const verify = await call('POST', '/api/verify-email', cookie, { token });
      expect(verify.statusCode, verify.body).toBe(200);
    }
    return { cookie, id: (reg.json() as { id: number }).id };
  }
  async function team(owner: { cookie: string }, name: string) {
    const made = await call('POST', '/api/workspaces', owner.cookie, { name });
    expect(made.statusCode, made.body).toBe(201);
    return (made.json() as { id: number }).id;
  }
  const invite = (cookie: string, ws: number, email: string, role = 'editor') =>
    call('POST', `/api/workspaces/${ws}/invitations`, cookie, { email, role });
  /** The token of the newest invitation mail to `email`. */
  async function mailedToken(email: string) {
    const mail = await lastMailTo(database(), email);
    const token = /\/invitations\/accept\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation link in: ${mail?.text}`);
    return token;
  }
  const accept = (cookie: string, token: string) =>
    call('POST', '/api/invitations/accept', cookie, { token });
  return {
    app,
    database,
    api,
    call,
    account,
    team,
    invite,
    mailedToken,
    accept,
    move: (ms: number) => (shift += ms),
    reset: () => (shift = 0),
  };
}

describe.each(testDatabases())('invitations on %s', (kind) => {
  const h = harness(kind, 'smtp://127.0.0.1:3701');
  afterEach(() => h.reset());

  it('mails a single-use link that the invited, proven account accepts into the role', async () => {
    const owner = await h.account(`owner-a-${kind}@example.com`);
    const ws = await h.team(owner, 'Menus');
    const invited = `Chef-${kind}@Example.com`;
    const res = await h.invite(owner.cookie, ws, invited, 'editor');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const email = invited.toLowerCase();
    expect(body).toMatchObject({
      mailed: true,
      message: INVITATION_MESSAGES.sent(email),
      invitation: { email, role: 'editor', status: 'pending' },
    });
    expect(body.link).toBeUndefined();
    const mail = await lastMailTo(h.database(), email);
    expect(mail?.subject).toContain('Menus');
    expect(mail?.text).toMatch(/http:\/\/[^\s]+\/invitations\/accept\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('token=');
    const token = await h.mailedToken(email);
    // The token itself is not stored anywhere in the invitation's row.
    const rows = await h.database().db.select().from(workspaceInvitations);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.tokenHash)).toContain(hashInvitationToken(token));

    const lookup = await h.call('GET', `/api/invitations/lookup?token=${token}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      workspaceName: 'Menus',
      role: 'editor',
      email,
      valid: true,
      status: 'pending',
    });

    const chef = await h.account(email);
    const ok = await h.accept(chef.cookie, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      workspace: { id: ws, name: 'Menus', role: 'editor', personal: false },
    });
    const members = await h.call('GET', `/api/workspaces/${ws}/members`, chef.cookie);
    expect(members.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, role: 'editor' })]),
    );
    // Single use.
    const again = await h.accept(chef.cookie, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(INVITATION_MESSAGES.used);
    expect((await h.call('GET', `/api/invitations/lookup?token=${token}`)).json()).toMatchObject({
      valid: false,
      status: 'accepted',
    });
    // No longer pending.
    const list = await h.call('GET', `/api/workspaces/${ws}/invitations`, owner.cookie);
    expect(list.json()).toEqual([]);
    // On the audit trail: who invited, who accepted.
    const audit = await h.call(
      'GET',
      `/api/workspaces/${ws}/audit?action=invitation.`,
      owner.cookie,
    );
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        action: 'invitation.accept',
        actorEmail: email,
        targetLabel: email,
      }),
      expect.objectContaining({
        action: 'invitation.create',
        actorEmail: `owner-a-${kind}@example.com`,
        after: { role: 'editor' },
      }),
    ]);
  });

  it('refuses an expired link with 410 (7 days on the app clock)', async () => {
    const owner = await h.account(`owner-b-${kind}@example.com`);
    const ws = await h.team(owner, 'Late');
    const email = `late-${kind}@example.com`;
    expect((await h.invite(owner.cookie, ws, email)).statusCode).toBe(201);
    const token = await h.mailedToken(email);
    const late = await h.account(email);
    h.move(7 * DAY + 60_000);
    // Signed in again after the clock moved (sessions idle out after 7 days too).
    const login = await h.api.login(email, 'tulip-river-81', '10.39.9.1');
    expect(login.statusCode, login.body).toBe(200);
    const res = await h.accept(cookieHeader(login), token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(INVITATION_MESSAGES.expired);
    expect((await h.call('GET', `/api/invitations/lookup?token=${token}`)).json()).toMatchObject({
      valid: false,
      status: 'expired',
    });
    const ownerLogin = await h.api.login(
      `owner-b-${kind}@example.com`,
      'tulip-river-81',
      '10.39.9.2',
    );
    const list = await h.call('GET', `/api/workspaces/${ws}/invitations`, cookieHeader(ownerLogin));
    expect(list.json()).toEqual([expect.objectContaining({ email, status: 'expired' })]);
    expect(late.id).toBeGreaterThan(0);
  });

  it('revoke kills the link; resend kills the old link and the new one works', async () => {
    const owner = await h.account(`owner-c-${kind}@example.com`);
    const ws = await h.team(owner, 'Revocable');
    const email = `rev-${kind}@example.com`;
    const made = await h.invite(owner.cookie, ws, email, 'viewer');
    const id = made.json().invitation.id as number;
    const first = await h.mailedToken(email);
    const resent = await h.call(
      'POST',
      `/api/workspaces/${ws}/invitations/${id}/resend`,
      owner.cookie,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await h.mailedToken(email);
    expect(second).not.toBe(first);
    expect((await h.call('GET', `/api/invitations/lookup?token=${first}`)).statusCode).toBe(404);
    const invitee = await h.account(email);
    expect((await h.accept(invitee.cookie, first)).statusCode).toBe(404);

    const revoke = await h.call('DELETE', `/api/workspaces/${ws}/invitations/${id}`, owner.cookie);
    expect(revoke.statusCode).toBe(204);
    const res = await h.accept(invitee.cookie, second);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(INVITATION_MESSAGES.revoked);
    const twice = await h.call('DELETE', `/api/workspaces/${ws}/invitations/${id}`, owner.cookie);
    expect(twice.statusCode).toBe(404);
  });

  it('refuses a forwarded link for another account (403 naming the address) and an unproven address', async () => {
    const owner = await h.account(`owner-d-${kind}@example.com`);
    const ws = await h.team(owner, 'Private');
    const email = `meant-${kind}@example.com`;
    await h.invite(owner.cookie, ws, email);
    const token = await h.mailedToken(email);
    const other = await h.account(`forwarded-${kind}@example.com`);
    const res = await h.accept(other.cookie, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      INVITATION_MESSAGES.otherAddress(email, `forwarded-${kind}@example.com`),
    );
    const members = await h.call('GET', `/api/workspaces/${ws}/members`, other.cookie);
    expect(members.statusCode).toBe(404);

    // The invited address with an account whose address is not proven yet.
    const unproven = await h.account(email, false);
    const refused = await h.accept(unproven.cookie, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: INVITATION_MESSAGES.unproven(email),
    });
    // The link is still good: proving the address, then accepting, works.
    const verifyMail = await lastMailTo(h.database(), email);
    expect(verifyMail?.subject).not.toContain('invited');
    const proof = linkToken(verifyMail!.text, '/verify-email');
    const verify = await h.call('POST', '/api/verify-email', unproven.cookie, { token: proof });
    expect(verify.statusCode, verify.body).toBe(200);
    const ok = await h.accept(unproven.cookie, token);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an address without an account signs up, proves it, and accepts', async () => {
    const owner = await h.account(`owner-e-${kind}@example.com`);
    const ws = await h.team(owner, 'Newcomers');
    const email = `newcomer-${kind}@example.com`;
    await h.invite(owner.cookie, ws, email, 'admin');
    const token = await h.mailedToken(email);
    // The accept page's lookup works signed out; the newcomer registers with that address.
    const lookup = await h.call('GET', `/api/invitations/lookup?token=${token}`);
    expect(lookup.json()).toMatchObject({ email, role: 'admin', valid: true });
    const signedOut = await h.accept('', token);
    expect(signedOut.statusCode).toBe(401);
    const newcomer = await h.account(email);
    const ok = await h.accept(newcomer.cookie, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().workspace).toMatchObject({ id: ws, role: 'admin' });
    // Their personal workspace is still theirs and listed first.
    const list = await h.call('GET', '/api/workspaces', newcomer.cookie);
    expect(list.json().map((w: { personal: boolean }) => w.personal)).toEqual([true, false]);
  });

  it('409 for an address already a member; a second invitation replaces the pending one', async () => {
    const owner = await h.account(`owner-f-${kind}@example.com`);
    const ws = await h.team(owner, 'Members');
    const self = await h.invite(owner.cookie, ws, `owner-f-${kind}@example.com`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(
      INVITATION_MESSAGES.alreadyMember(`owner-f-${kind}@example.com`),
    );
    const email = `twice-${kind}@example.com`;
    await h.invite(owner.cookie, ws, email, 'viewer');
    const first = await h.mailedToken(email);
    const second = await h.invite(owner.cookie, ws, email, 'admin');
    expect(second.statusCode).toBe(201);
    const list = await h.call('GET', `/api/workspaces/${ws}/invitations`, owner.cookie);
    expect(list.json()).toEqual([expect.objectContaining({ email, role: 'admin' })]);
    expect((await h.call('GET', `/api/invitations/lookup?token=${first}`)).json().status).toBe(
      'revoked',
    );
    // Owner is not an invitable role; a bad address is a 400.
    expect((await h.invite(owner.cookie, ws, 'x@example.com', 'owner')).statusCode).toBe(400);
    expect((await h.invite(owner.cookie, ws, 'not an address')).statusCode).toBe(400);
    // Nobody is invited into a personal workspace; nothing is stored or mailed.
    const mine = (await h.call('GET', '/api/workspaces', owner.cookie)).json() as {
      id: number;
      personal: boolean;
    }[];
    const personal = mine.find((w) => w.personal)!.id;
    const into = await h.invite(owner.cookie, personal, `solo-${kind}@example.com`);
    expect(into.statusCode).toBe(409);
    expect(into.json().message).toBe(INVITATION_MESSAGES.personal);
    expect(await lastMailTo(h.database(), `solo-${kind}@example.com`)).toBeUndefined();
    const none = await h.call('GET', `/api/workspaces/${personal}/invitations`, owner.cookie);
    expect(none.json()).toEqual([]);
  });

  it('only admins and owners invite; non-members get 404; the address budget answers 429', async () => {
    const owner = await h.account(`owner-g-${kind}@example.com`);
    const ws = await h.team(owner, 'Roles');
    const editorEmail = `editor-g-${kind}@example.com`;
    await h.invite(owner.cookie, ws, editorEmail, 'editor');
    const editorToken = await h.mailedToken(editorEmail);
    const editor = await h.account(editorEmail);
    expect((await h.accept(editor.cookie, editorToken)).statusCode).toBe(200);
    const byEditor = await h.invite(editor.cookie, ws, 'someone@example.com');
    expect(byEditor.statusCode).toBe(403);
    expect(
      (await h.call('GET', `/api/workspaces/${ws}/invitations`, editor.cookie)).statusCode,
    ).toBe(403);
    const stranger = await h.account(`stranger-g-${kind}@example.com`);
    expect((await h.invite(stranger.cookie, ws, 'someone@example.com')).statusCode).toBe(404);

    const target = `bombed-${kind}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await h.invite(owner.cookie, ws, target)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await mailCount(h.database(), target)).toBe(5);
  });
});

describe.each(testDatabases())('invitations without a mail server on %s', (kind) => {
  const h = harness(kind, null);

  it('does not claim the mail was sent, and hands the admin the link', async () => {
    const owner = await h.account(`owner-n-${kind}@example.com`);
    const ws = await h.team(owner, 'Offline');
    const email = `offline-${kind}@example.com`;
    const res = await h.invite(owner.cookie, ws, email);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.mailed).toBe(false);
    expect(body.message).toBe(INVITATION_MESSAGES.notSent(email));
    expect(body.message).toContain('no e-mail was sent');
    expect(body.link).toMatch(/\/invitations\/accept\?token=[A-Za-z0-9_-]{43}$/);
    // The same link as the mail held in the outbox; it works.
    const token = await h.mailedToken(email);
    expect(body.link).toContain(`token=${token}`);
    const invitee = await h.account(email);
    expect((await h.accept(invitee.cookie, token)).statusCode).toBe(200);
  });
});

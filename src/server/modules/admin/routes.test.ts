// The /admin area's API (issue 18 item 5): every route refuses visitors, users and other
// clients' admins; user search; make and remove admin (never the last admin; a demoted admin's
// sessions end); soft-delete and restore; contact messages read/unread; the outbox with a failed
// mail sent again; system figures; and an audit log entry for every change.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../contracts/admin.js';
import {
  clients,
  contactMessages,
  dynamicQrCodes,
  mailOutbox,
  qrCodes,
  users,
} from '../../db/schema/index.js';
import { accountApi } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { startSession } from '../auth/index.js';
import { personalWorkspaceIdOf, setPersonalSubscription } from '../workspaces/test-support.js';

const ROUTES: [string, string][] = [
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/1/role'],
  ['POST', '/api/admin/users/1/delete'],
  ['POST', '/api/admin/users/1/restore'],
  ['GET', '/api/admin/messages'],
  ['POST', '/api/admin/messages/1/read'],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/outbox/1'],
  ['POST', '/api/admin/outbox/1/retry'],
  ['GET', '/api/admin/system'],
  ['GET', '/api/admin/audit'],
];

describe.each(testDatabases())('admin area API on %s', (kind) => {
  const { app, database } = useTestApp(kind, {}, { weeklyScanSummary: false });
  let ip = 0;
  const db = () => database().db;
  const api = accountApi(app);

  async function account(email: string, role: 'user' | 'admin' = 'user') {
    const res = await api.register(email, 'tulip-river-81', `192.0.2.${++ip}`);
    expect(res.statusCode).toBe(201);
    const [row] = await db()
      .update(users)
      .set({ role })
      .where(eq(users.username, email))
      .returning({ id: users.id });
    return { id: row!.id, cookie: cookieHeader(res) };
  }
  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    app().inject({
      method: method as 'GET' | 'POST',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const audit = async (cookie: string) =>
    (await call('GET', '/api/admin/audit', cookie)).json().rows as {
      action: string;
      target: string;
      actorEmail: string;
    }[];

  let admin: { id: number; cookie: string };

  it('refuses every route to visitors, users and other clients’ admins', async () => {
    admin = await account('chief@example.com', 'admin');
    const user = await account('someone@example.com');
    const [other] = await db().insert(clients).values({ name: 'Elsewhere' }).returning();
    const [otherAdmin] = await db()
      .insert(users)
      .values({ clientId: other!.id, username: 'chief@elsewhere.example', role: 'admin' })
      .returning();
    const otherCookie = `qrs_session=${await startSession(db(), otherAdmin!.id, 'test', new Date())}`;
    for (const [method, url] of ROUTES) {
      expect((await call(method, url)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, user.cookie)).statusCode, `${method} ${url} user`).toBe(403);
      const asOther = await call(method, url, otherCookie);
      // Sessions belong to one client: another client's session does not sign anyone in here.
      expect(asOther.statusCode, `${method} ${url} other: ${asOther.body}`).toBe(401);
    }
    // The other client's admin sees nothing of this client even through ids.
    expect((await call('GET', '/api/admin/users', admin.cookie)).statusCode).toBe(200);
  });

  it('searches users by e-mail with plan, code count and last sign-in', async () => {
    const found = await account('findme.person@example.com');
    const workspaceId = await personalWorkspaceIdOf(db(), found.id);
    await db()
      .insert(qrCodes)
      .values([{ userId: found.id, workspaceId, name: 'one' }]);
    await db().insert(dynamicQrCodes).values({
      userId: found.id,
      workspaceId,
      name: 'dyn',
      shortCode: 'admtst01',
      destination: 'https://a.example',
      qrType: 'url',
    });
    await setPersonalSubscription(db(), found.id);
    const res = await call('GET', '/api/admin/users?q=FINDME', admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({
      id: found.id,
      email: 'findme.person@example.com',
      role: 'user',
      plan: 'premium',
      codeCount: 2,
      deletedAt: null,
    });
    expect(body.rows[0].lastSignInAt).toEqual(expect.any(String));
    // Wildcards in the search are literal.
    expect((await call('GET', '/api/admin/users?q=%25', admin.cookie)).json().total).toBe(0);
  });

  it('makes and removes admins, never the last one, and ends a demoted admin’s sessions', async () => {
    // chief is the only admin: removing them is refused.
    const last = await call('POST', `/api/admin/users/${admin.id}/role`, admin.cookie, {
      role: 'user',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
    const deputy = await account('deputy@example.com');
    expect(
      (await call('POST', `/api/admin/users/${deputy.id}/role`, admin.cookie, { role: 'admin' }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/admin/system', deputy.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/admin/users/${deputy.id}/role`, admin.cookie, { role: 'user' }))
        .statusCode,
    ).toBe(204);
    // The demoted account's session ended: signed out, not merely refused.
    expect((await call('GET', '/api/admin/system', deputy.cookie)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/admin/users/${deputy.id}/role`, admin.cookie, { role: 'boss' }))
        .statusCode,
    ).toBe(400);
    const entries = await audit(admin.cookie);
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual([
      'user.remove-admin',
      'user.make-admin',
    ]);
    expect(entries[0]).toMatchObject({
      target: 'deputy@example.com',
      actorEmail: 'chief@example.com',
    });
  });

  it('soft-deletes and restores a user, ending their sessions; never oneself', async () => {
    const leaving = await account('leaving@example.com');
    expect(
      (await call('POST', `/api/admin/users/${admin.id}/delete`, admin.cookie)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/admin/users/${leaving.id}/delete`, admin.cookie)).statusCode,
    ).toBe(204);
    expect((await api.me(leaving.cookie)).statusCode).toBe(401);
    const deleted = (
      await call('GET', '/api/admin/users?state=deleted&q=leaving', admin.cookie)
    ).json();
    expect(deleted.rows[0]).toMatchObject({ id: leaving.id, deletedAt: expect.any(String) });
    expect((await call('GET', '/api/admin/users?q=leaving', admin.cookie)).json().total).toBe(0);
    expect(
      (await call('POST', `/api/admin/users/${leaving.id}/restore`, admin.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await api.login('leaving@example.com', 'tulip-river-81', '192.0.2.200')).statusCode,
    ).toBe(200);
    expect((await audit(admin.cookie)).slice(0, 2).map((e) => e.action)).toEqual([
      'user.restore',
      'user.delete',
    ]);
    // A user of another client is not found.
    expect((await call('POST', '/api/admin/users/999999/delete', admin.cookie)).statusCode).toBe(
      404,
    );
  });

  it('lists contact messages and marks them read and unread', async () => {
    const [message] = await db()
      .insert(contactMessages)
      .values({ name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Hi there' })
      .returning();
    const unread = (await call('GET', '/api/admin/messages?filter=unread', admin.cookie)).json();
    expect(unread.rows.map((m: { id: number }) => m.id)).toContain(message!.id);
    const url = `/api/admin/messages/${message!.id}/read`;
    expect((await call('POST', url, admin.cookie, { read: true })).statusCode).toBe(204);
    const after = (await call('GET', '/api/admin/messages?filter=unread', admin.cookie)).json();
    expect(after.rows.map((m: { id: number }) => m.id)).not.toContain(message!.id);
    const all = (await call('GET', '/api/admin/messages', admin.cookie)).json();
    expect(all.rows.find((m: { id: number }) => m.id === message!.id).readAt).toEqual(
      expect.any(String),
    );
    expect((await call('POST', url, admin.cookie, { read: false })).statusCode).toBe(204);
    expect((await audit(admin.cookie))[0]).toMatchObject({ action: 'message.unread' });
  });

  it('shows the outbox, a mail’s text, and sends a failed mail again', async () => {
    const [failed] = await db()
      .insert(mailOutbox)
      .values({
        toAddress: 'bounce@example.com',
        subject: 'Bounced',
        text: 'The body text',
        status: 'failed',
        attempts: 8,
        error: '550 no such user',
      })
      .returning();
    const list = (await call('GET', '/api/admin/outbox?status=failed', admin.cookie)).json();
    expect(list.rows[0]).toMatchObject({
      id: failed!.id,
      status: 'failed',
      attempts: 8,
      error: '550 no such user',
    });
    const one = (await call('GET', `/api/admin/outbox/${failed!.id}`, admin.cookie)).json();
    expect(one.text).toBe('The body text');
    expect(
      (await call('POST', `/api/admin/outbox/${failed!.id}/retry`, admin.cookie)).statusCode,
    ).toBe(204);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    // Only failed mail can go again.
    expect(
      (await call('POST', `/api/admin/outbox/${failed!.id}/retry`, admin.cookie)).statusCode,
    ).toBe(409);
    expect((await audit(admin.cookie))[0]).toMatchObject({
      action: 'mail.retry',
      target: 'bounce@example.com',
    });
    expect((await call('GET', '/api/admin/outbox?status=nonsense', admin.cookie)).statusCode).toBe(
      400,
    );
  });

  it('answers the system figures', async () => {
    const body = (await call('GET', '/api/admin/system', admin.cookie)).json();
    const liveUsers = (await db().select().from(users).where(eq(users.isDeleted, false))).filter(
      (u) => u.clientId === 1,
    ).length;
    expect(body).toMatchObject({
      users: liveUsers,
      codes: 1,
      dynamicCodes: 1,
      scansToday: 0,
      databaseKind: kind,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      smtpConfigured: false,
    });
    expect(body.databaseBytes).toBeGreaterThan(0);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.mail.queued).toBeGreaterThan(0);
  });
});

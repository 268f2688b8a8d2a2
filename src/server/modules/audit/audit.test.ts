// Issue 39 item 6: the workspace audit trail through the real app on each database: the
// entries of each recorded action (destination changes with before and after, 'web' and 'api'),
// who may read it, filters and paging, the CSV, and the yearly retention job.
import { describe, expect, it } from 'vitest';
import { workspaceAudit, workspaceMembers } from '../../db/schema/index.js';
import { accountApi, lastMailTo } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { AUDIT_RETENTION_JOB, agentOf, networkOf } from './index.js';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DAY = 24 * 60 * 60_000;

describe('where from, kept coarse', () => {
  it('keeps the /24 of IPv4 and the /48 of IPv6, never the address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf(undefined)).toBeNull();
  });

  it('summarises a browser, and cuts an unknown client to 200 characters', () => {
    expect(agentOf(CHROME_MAC)).toBe('Chrome 120 on macOS');
    expect(agentOf('x'.repeat(300))).toHaveLength(200);
    expect(agentOf(undefined)).toBeNull();
  });
});

describe.each(testDatabases())('workspace audit trail on %s', (kind) => {
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const { app, database } = useTestApp(
    kind,
    {},
    {
      now,
      jobs: { start: false },
      // Webhook endpoints' names resolve to a public address without DNS.
      webhooks: { start: false, fetchPolicy: { resolve: async () => ['93.184.216.34'] } },
    },
  );
  const api = accountApi(app);
  let seq = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { cookie, 'user-agent': CHROME_MAC, ...headers },
      remoteAddress: '203.0.113.77',
    });

  async function account(email: string) {
    const reg = await api.register(
      email,
      'tulip-river-81',
      `10.40.${kind === 'pglite' ? 1 : 2}.${++seq}`,
    );
    expect(reg.statusCode, reg.body).toBe(201);
    return { cookie: cookieHeader(reg), id: (reg.json() as { id: number }).id, email };
  }

  it('records each change with actor, target, before/after and where from; admins only read it', async () => {
    const owner = await account(`audit-owner-${kind}@example.com`);
    const made = await call('POST', '/api/workspaces', owner.cookie, { name: 'Audited' });
    const ws = made.json().id as number;
    const inWs = { 'x-workspace-id': String(ws) };
    const editor = await account(`audit-editor-${kind}@example.com`);
    const viewer = await account(`audit-viewer-${kind}@example.com`);
    const stranger = await account(`audit-stranger-${kind}@example.com`);
    await database()
      .db.insert(workspaceMembers)
      .values([
        { workspaceId: ws, userId: editor.id, role: 'editor' },
        { workspaceId: ws, userId: viewer.id, role: 'viewer' },
      ]);

    // Codes, by the editor.
    const code = await call(
      'POST',
      '/api/dynamic-qrcodes',
      editor.cookie,
      { qrType: 'url', name: '=Menu', destination: 'https://example.com/old' },
      inWs,
    );
    expect(code.statusCode, code.body).toBe(201);
    const codeId = code.json().id as number;
    const shortCode = code.json().shortCode as string;
    const moved = await call(
      'PUT',
      `/api/dynamic-qrcodes/${codeId}`,
      editor.cookie,
      { destination: 'https://example.com/new' },
      inWs,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    for (const step of ['pause', 'resume']) {
      const res = await call(
        'POST',
        `/api/dynamic-qrcodes/${codeId}/${step}`,
        editor.cookie,
        undefined,
        inWs,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    // An API key (the owner), then a destination change through the API with it.
    const key = await call(
      'POST',
      '/api/account/api-keys',
      owner.cookie,
      { name: 'Shop sync', scope: 'read-write', expiresAt: null },
      inWs,
    );
    expect(key.statusCode, key.body).toBe(201);
    const viaApi = await app().inject({
      method: 'PUT',
      url: `/api/v1/codes/dyn_${codeId}/destination`,
      payload: { destination: 'https://example.com/api' },
      headers: { authorization: `Bearer ${key.json().key}`, 'user-agent': 'shop-sync/2.1' },
      remoteAddress: '2001:db8:abcd:12::9',
    });
    expect(viaApi.statusCode, viaApi.body).toBe(200);
    const revoked = await call(
      'DELETE',
      `/api/account/api-keys/${key.json().id}`,
      owner.cookie,
      undefined,
      inWs,
    );
    expect(revoked.statusCode).toBe(200);
    const gone = await call(
      'DELETE',
      `/api/dynamic-qrcodes/${codeId}`,
      editor.cookie,
      undefined,
      inWs,
    );
    expect(gone.statusCode).toBe(204);

    // Workspace, members and invitations, by the owner.
    expect(
      (await call('PATCH', `/api/workspaces/${ws}`, owner.cookie, { name: 'Audited HQ' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', `/api/workspaces/${ws}/members/${editor.id}`, owner.cookie, {
          role: 'admin',
        })
      ).statusCode,
    ).toBe(204);
    const invited = await call('POST', `/api/workspaces/${ws}/invitations`, owner.cookie, {
      email: `audit-invitee-${kind}@example.com`,
      role: 'viewer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await lastMailTo(database(), `audit-invitee-${kind}@example.com`)).toBeDefined();
    const invitationId = invited.json().invitation.id as number;
    expect(
      (await call('DELETE', `/api/workspaces/${ws}/invitations/${invitationId}`, owner.cookie))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/workspaces/${ws}/members/${viewer.id}`, owner.cookie)).statusCode,
    ).toBe(204);

    const page = await call('GET', `/api/workspaces/${ws}/audit?limit=100`, owner.cookie);
    expect(page.statusCode, page.body).toBe(200);
    const { entries, nextBefore } = page.json();
    expect(nextBefore).toBeNull();
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'member.remove',
      'invitation.revoke',
      'invitation.create',
      'member.role',
      'workspace.rename',
      'code.delete',
      'api-key.revoke',
      'code.destination',
      'api-key.create',
      'code.resume',
      'code.pause',
      'code.destination',
      'code.create',
      'workspace.create',
    ]);
    const byAction = (action: string) =>
      entries.filter((e: { action: string }) => e.action === action);
    const [apiMove, webMove] = byAction('code.destination');
    expect(webMove).toMatchObject({
      actorEmail: editor.email,
      actorUserId: editor.id,
      via: 'web',
      targetKind: 'code',
      targetId: String(codeId),
      targetLabel: `=Menu (${shortCode})`,
      before: { destination: 'https://example.com/old' },
      after: { destination: 'https://example.com/new' },
      fromNetwork: '203.0.113.0/24',
      fromAgent: 'Chrome 120 on macOS',
    });
    expect(apiMove).toMatchObject({
      actorEmail: owner.email,
      via: 'api',
      targetId: String(codeId),
      before: { destination: 'https://example.com/new' },
      after: { destination: 'https://example.com/api' },
      fromNetwork: '2001:db8:abcd::/48',
      fromAgent: 'shop-sync/2.1',
    });
    expect(byAction('member.role')[0]).toMatchObject({
      targetLabel: editor.email,
      before: { role: 'editor' },
      after: { role: 'admin' },
    });
    expect(byAction('workspace.rename')[0]).toMatchObject({
      before: { name: 'Audited' },
      after: { name: 'Audited HQ' },
    });
    expect(byAction('invitation.create')[0]).toMatchObject({
      targetLabel: `audit-invitee-${kind}@example.com`,
      after: { role: 'viewer' },
    });
    // No entry holds a full address.
    expect(JSON.stringify(entries)).not.toContain('203.0.113.77');

    // Who may read it: the new admin yes; a viewer 403; a non-member 404.
    expect((await call('GET', `/api/workspaces/${ws}/audit`, editor.cookie)).statusCode).toBe(200);
    const again = await account(`audit-viewer2-${kind}@example.com`);
    await database()
      .db.insert(workspaceMembers)
      .values({ workspaceId: ws, userId: again.id, role: 'viewer' });
    expect((await call('GET', `/api/workspaces/${ws}/audit`, again.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/workspaces/${ws}/audit.csv`, again.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/workspaces/${ws}/audit`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/workspaces/${ws}/audit.csv`, stranger.cookie)).statusCode).toBe(
      404,
    );

    // Filters: an action, a family of actions, an actor, dates; paging.
    const get = async (query: string) =>
      (await call('GET', `/api/workspaces/${ws}/audit?${query}`, owner.cookie)).json();
    expect((await get('action=code.destination')).entries).toHaveLength(2);
    expect((await get('action=code.')).entries).toHaveLength(6);
    const mine = (await get(`actor=${encodeURIComponent(editor.email.toUpperCase())}`)).entries;
    expect(mine.map((e: { action: string }) => e.action)).toEqual([
      'code.delete',
      'code.resume',
      'code.pause',
      'code.destination',
      'code.create',
    ]);
    const today = now().toISOString().slice(0, 10);
    expect((await get(`from=${today}&to=${today}&limit=100`)).entries).toHaveLength(14);
    const tomorrow = new Date(now().getTime() + DAY).toISOString().slice(0, 10);
    expect((await get(`from=${tomorrow}`)).entries).toHaveLength(0);
    expect(
      (await call('GET', `/api/workspaces/${ws}/audit?from=soon`, owner.cookie)).statusCode,
    ).toBe(400);
    const first = await get('limit=5');
    expect(first.entries).toHaveLength(5);
    const second = await get(`limit=5&before=${first.nextBefore}`);
    expect(second.entries[0].id).toBeLessThan(first.entries[4].id);
    const third = await get(`limit=5&before=${second.nextBefore}`);
    expect(third.entries).toHaveLength(4);
    expect(third.nextBefore).toBeNull();

    // CSV: the same entries, formulas neutralised.
    const csv = await call(
      'GET',
      `/api/workspaces/${ws}/audit.csv?action=code.destination`,
      owner.cookie,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor,via,action,target_kind,target_id,target,before,after,from_network,from_agent',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`'=Menu (${shortCode})`);
    expect(lines[2]).toContain('"{""destination"":""https://example.com/old""}"');
    expect(lines[1]).toContain(',api,code.destination,');

    // Deleting the workspace is its last entry (kept with the workspace's row).
    const deleted = await call('DELETE', `/api/workspaces/${ws}`, owner.cookie, {
      confirmName: 'Audited HQ',
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [last] = (await database().db.select().from(workspaceAudit))
      .filter((r) => r.workspaceId === ws)
      .sort((a, b) => b.id - a.id);
    expect(last).toMatchObject({
      action: 'workspace.delete',
      actorEmail: owner.email,
      targetLabel: 'Audited HQ',
    });
  });

  it('records webhook endpoints made and deleted (admin of the workspace)', async () => {
    const owner = await account(`audit-hooks-${kind}@example.com`);
    const ws = (await call('POST', '/api/workspaces', owner.cookie, { name: 'Hooks' })).json()
      .id as number;
    const inWs = { 'x-workspace-id': String(ws) };
    const url = 'https://hooks.example.com/qr';
    const made = await call('POST', '/api/account/webhooks', owner.cookie, { url }, inWs);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const gone = await call('DELETE', `/api/account/webhooks/${id}`, owner.cookie, undefined, inWs);
    expect(gone.statusCode).toBe(204);
    const page = await call('GET', `/api/workspaces/${ws}/audit?action=webhook.`, owner.cookie);
    expect(page.json().entries).toEqual([
      expect.objectContaining({ action: 'webhook.delete', targetId: String(id), targetLabel: url }),
      expect.objectContaining({ action: 'webhook.create', targetId: String(id), targetLabel: url }),
    ]);
  });

  it('deletes entries older than a year with its recurring job', async () => {
    const owner = await account(`audit-retention-${kind}@example.com`);
    const ws = (await call('POST', '/api/workspaces', owner.cookie, { name: 'Old' })).json()
      .id as number;
    const base = { workspaceId: ws, actorUserId: owner.id, action: 'code.pause' };
    await database()
      .db.insert(workspaceAudit)
      .values([
        { ...base, targetId: 'old', createdAt: new Date(now().getTime() - 366 * DAY) },
        { ...base, targetId: 'recent', createdAt: new Date(now().getTime() - 364 * DAY) },
      ]);
    const ran = await app().jobs.runNow(AUDIT_RETENTION_JOB);
    expect(ran.ran).toBe(true);
    const left = (await call('GET', `/api/workspaces/${ws}/audit`, owner.cookie)).json().entries;
    expect(left.map((e: { action: string }) => e.action)).toEqual([
      'code.pause',
      'workspace.create',
    ]);
    expect(left[0].targetId).toBe('recent');
    // A year on, the rest goes too.
    shift = 366 * DAY;
    await app().jobs.runNow(AUDIT_RETENTION_JOB);
    shift = 0;
    const rows = await database().db.select().from(workspaceAudit);
    expect(rows.filter((r) => r.workspaceId === ws)).toEqual([]);
  });
});

// Workspaces and members through the contract routes (issue 39 items 1, 2 and 4): create, list,
// rename, delete after typing the name (its short links then answer "removed"), members and
// roles, and a removal or a lowered role taking effect on the member's very next request, also
// when that request reaches another app process on the same PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER, WORKSPACE_MESSAGES } from '../../../contracts/workspaces.js';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { signUp } from '../uploads/test-support.js';

describe.each(testDatabases())('workspaces and members (%s)', (kind) => {
  const database = useTestDatabase(kind);
  // Two apps on one database: "processes" that share nothing but the database.
  let first: App | undefined;
  let second: App | undefined;
  const app = () => first!;
  beforeAll(async () => {
    const deps = { weeklyScanSummary: false, webhooks: { start: false } } as const;
    first = buildApp(testConfig(), { database: database(), ...deps });
    second = buildApp(testConfig(), { database: database(), ...deps });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const idOf = async (cookie: string) =>
    (
      (await app().inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json() as {
        id: number;
      }
    ).id;

  it('lists the personal workspace, creates, renames and keeps names valid', async () => {
    const cookie = await signUp(app());
    const listed = await app().inject({
      method: 'GET',
      url: '/api/workspaces',
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      { id: expect.any(Number), name: 'Personal', role: 'owner', personal: true },
    ]);
    const made = await app().inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: { cookie },
      payload: { name: '  Lisbon stores ' },
    });
    expect(made.statusCode).toBe(201);
    const workspace = made.json() as { id: number; name: string; role: string };
    expect(workspace).toMatchObject({ name: 'Lisbon stores', role: 'owner' });

    const blank = await app().inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: { cookie },
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: WORKSPACE_MESSAGES.name });

    const renamed = await app().inject({
      method: 'PATCH',
      url: `/api/workspaces/${workspace.id}`,
      headers: { cookie },
      payload: { name: 'Porto stores' },
    });
    expect(renamed.statusCode).toBe(200);
    const names = (
      (
        await app().inject({ method: 'GET', url: '/api/workspaces', headers: { cookie } })
      ).json() as {
        name: string;
      }[]
    ).map((w) => w.name);
    expect(names).toEqual(['Personal', 'Porto stores']);

    const header = await app().inject({
      method: 'GET',
      url: '/api/qrcodes',
      headers: { cookie, [WORKSPACE_HEADER]: 'abc' },
    });
    expect(header.statusCode).toBe(400);
  });

  it('keeps codes apart per workspace and retires a deleted workspace’s short links', async () => {
    const cookie = await signUp(app());
    const workspace = (
      await app().inject({
        method: 'POST',
        url: '/api/workspaces',
        headers: { cookie },
        payload: { name: 'Campaign' },
      })
    ).json() as { id: number };
    const created = await app().inject({
      method: 'POST',
      url: '/api/dynamic-qrcodes',
      headers: { cookie, [WORKSPACE_HEADER]: String(workspace.id) },
      payload: { qrType: 'url', destination: 'https://example.com/spring', name: 'Spring' },
    });
    expect(created.statusCode).toBe(201);
    const { shortCode } = created.json() as { shortCode: string };
    const inWorkspace = await app().inject({
      method: 'GET',
      url: '/api/dynamic-qrcodes',
      headers: { cookie, [WORKSPACE_HEADER]: String(workspace.id) },
    });
    expect((inWorkspace.json() as unknown[]).length).toBe(1);
    const personal = await app().inject({
      method: 'GET',
      url: '/api/dynamic-qrcodes',
      headers: { cookie },
    });
    expect(personal.json()).toEqual([]);
    expect((await app().inject({ method: 'HEAD', url: `/d/${shortCode}` })).statusCode).toBe(302);

    const wrongName = await app().inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}`,
      headers: { cookie },
      payload: { confirmName: 'campaign' },
    });
    expect(wrongName.statusCode).toBe(400);
    const personalId = (
      (
        await app().inject({ method: 'GET', url: '/api/workspaces', headers: { cookie } })
      ).json() as {
        id: number;
        personal: boolean;
      }[]
    ).find((w) => w.personal)!.id;
    const personalDelete = await app().inject({
      method: 'DELETE',
      url: `/api/workspaces/${personalId}`,
      headers: { cookie },
      payload: { confirmName: 'Personal' },
    });
    expect(personalDelete.statusCode).toBe(409);

    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}`,
      headers: { cookie },
      payload: { confirmName: 'Campaign' },
    });
    expect(deleted.statusCode).toBe(204);
    const link = await app().inject({ method: 'GET', url: `/d/${shortCode}` });
    expect(link.statusCode).toBe(410);
    expect(link.body).toContain('This code was removed');
    const gone = await app().inject({
      method: 'GET',
      url: '/api/dynamic-qrcodes',
      headers: { cookie, [WORKSPACE_HEADER]: String(workspace.id) },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: WORKSPACE_MESSAGES.notFound });
  });

  it('applies a lowered role and a removal on the member’s very next request, in either app', async () => {
    const ownerCookie = await signUp(app());
    const memberCookie = await signUp(app());
    const memberId = await idOf(memberCookie);
    const workspace = (
      await app().inject({
        method: 'POST',
        url: '/api/workspaces',
        headers: { cookie: ownerCookie },
        payload: { name: 'Shared' },
      })
    ).json() as { id: number };
    await app().workspaces.addMember(database().db, workspace.id, memberId, 'editor');
    const asMember = (target: App, method: 'GET' | 'POST', url: string, payload?: object) =>
      target.inject({
        method,
        url,
        headers: { cookie: memberCookie, [WORKSPACE_HEADER]: String(workspace.id) },
        ...(payload ? { payload } : {}),
      });
    const code = { qrType: 'url', destination: 'https://example.com/a', name: 'A' };
    expect((await asMember(second!, 'POST', '/api/dynamic-qrcodes', code)).statusCode).toBe(201);

    const members = await app().inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/members`,
      headers: { cookie: ownerCookie },
    });
    expect((members.json() as { role: string }[]).map((m) => m.role).sort()).toEqual([
      'editor',
      'owner',
    ]);

    const lowered = await app().inject({
      method: 'PATCH',
      url: `/api/workspaces/${workspace.id}/members/${memberId}`,
      headers: { cookie: ownerCookie },
      payload: { role: 'viewer' },
    });
    expect(lowered.statusCode).toBe(204);
    expect((await asMember(second!, 'POST', '/api/dynamic-qrcodes', code)).statusCode).toBe(403);
    expect((await asMember(second!, 'GET', '/api/dynamic-qrcodes')).statusCode).toBe(200);

    // The member cannot make themselves owner, and an owner cannot leave the workspace ownerless.
    const selfPromote = await app().inject({
      method: 'PATCH',
      url: `/api/workspaces/${workspace.id}/members/${memberId}`,
      headers: { cookie: memberCookie },
      payload: { role: 'owner' },
    });
    expect(selfPromote.statusCode).toBe(403);
    const ownerId = await idOf(ownerCookie);
    const lastOwner = await app().inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${ownerId}`,
      headers: { cookie: ownerCookie },
    });
    expect(lastOwner.statusCode).toBe(409);

    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${memberId}`,
      headers: { cookie: ownerCookie },
    });
    expect(removed.statusCode).toBe(204);
    const after = await asMember(second!, 'GET', '/api/dynamic-qrcodes');
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ message: WORKSPACE_MESSAGES.notFound });
  });
});

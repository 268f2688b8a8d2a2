// Issue 40 item 2: saved views of the code list, through the routes on both databases: save the
// list's search, filters and sort under a name, list them (A to Z), rename, delete; names unique
// per user and workspace in any case; each user sees only their own, and a view of one
// workspace is not found from another; bad names and searches get clear errors.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WORKSPACE_HEADER } from '../../../contracts/workspaces.js';
import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_MAX } from '../../../contracts/saved-views.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { addMember, insertTeamWorkspace } from '../workspaces/test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Web = ReturnType<typeof apiAs>;

describe.each(testDatabases())('saved views on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  let ann: Web;
  let bea: Web;
  let annId: number;
  let beaId: number;

  beforeAll(async () => {
    ann = apiAs(app, await signUp(app()));
    bea = apiAs(app, await signUp(app()));
    annId = ((await ann.get('/api/user')).json() as { id: number }).id;
    beaId = ((await bea.get('/api/user')).json() as { id: number }).id;
  });

  it('saves, lists A to Z, renames and deletes a user’s views', async () => {
    const lunch = await ann.post('/api/saved-views', {
      name: '  Lunch codes ',
      search: '?q=lunch&tag=food&sort=name',
    });
    expect(lunch.statusCode, lunch.body).toBe(201);
    expect(lunch.json()).toEqual({
      id: expect.any(Number),
      name: 'Lunch codes',
      search: 'q=lunch&tag=food&sort=name',
    });
    const broken = await ann.post('/api/saved-views', {
      name: 'broken links',
      search: 'health=broken&folderId=none',
    });
    expect(broken.statusCode, broken.body).toBe(201);
    const list = (await ann.get('/api/saved-views')).json() as { name: string }[];
    expect(list.map((v) => v.name)).toEqual(['broken links', 'Lunch codes']);

    const id = lunch.json().id as number;
    const renamed = await ann.patch(`/api/saved-views/${id}`, { name: 'Menus' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id,
      name: 'Menus',
      search: 'q=lunch&tag=food&sort=name',
    });

    const taken = await ann.patch(`/api/saved-views/${id}`, { name: 'BROKEN LINKS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SAVED_VIEW_MESSAGES.taken);
    const again = await ann.post('/api/saved-views', { name: 'menus', search: 'q=x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAVED_VIEW_MESSAGES.taken);

    expect((await ann.delete(`/api/saved-views/${id}`)).statusCode).toBe(204);
    expect((await ann.delete(`/api/saved-views/${id}`)).statusCode).toBe(404);
    const after = (await ann.get('/api/saved-views')).json() as { name: string }[];
    expect(after.map((v) => v.name)).toEqual(['broken links']);
  });

  it('refuses bad names and searches with clear errors, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ name: '', search: 'q=a' }, SAVED_VIEW_MESSAGES.name],
      [{ name: 'x'.repeat(61), search: 'q=a' }, SAVED_VIEW_MESSAGES.name],
      [{ name: 'Empty', search: '' }, SAVED_VIEW_MESSAGES.empty],
      [{ name: 'Unknown', search: 'colour=red' }, SAVED_VIEW_MESSAGES.search],
      [{ name: 'Bad sort', search: 'sort=colour' }, SAVED_VIEW_MESSAGES.search],
      [{ name: 'Bad scans', search: 'scansMin=-1' }, SAVED_VIEW_MESSAGES.search],
    ];
    const before = (await bea.get('/api/saved-views')).json();
    for (const [body, message] of cases) {
      const res = await bea.post('/api/saved-views', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await bea.get('/api/saved-views')).json()).toEqual(before);
    expect((await bea.patch('/api/saved-views/abc', { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps each user’s views and each workspace’s apart', async () => {
    const mine = await ann.post('/api/saved-views', { name: 'Ann only', search: 'q=ann' });
    const id = mine.json().id as number;
    expect((await bea.get('/api/saved-views')).json()).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await bea.patch(`/api/saved-views/${id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await bea.delete(`/api/saved-views/${id}`)).statusCode).toBe(404);

    // In a team workspace Bea is a viewer of, her views there are hers alone, and Ann's
    // personal workspace's views are not found in it.
    const team = await insertTeamWorkspace(database().db, annId, 'Team');
    await addMember(database().db, team, beaId, 'viewer');
    const inTeam = (who: Web, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      app().inject({
        method,
        url,
        payload,
        headers: { cookie: who.cookie, [WORKSPACE_HEADER]: String(team) },
      });
    const teamView = await inTeam(bea, 'POST', '/api/saved-views', {
      name: 'Ann only',
      search: 'folderId=none',
    });
    expect(teamView.statusCode, teamView.body).toBe(201);
    expect(((await inTeam(ann, 'GET', '/api/saved-views')).json() as unknown[]).length).toBe(0);
    const renameAcross = await inTeam(ann, 'PATCH', `/api/saved-views/${id}`, { name: 'x' });
    expect(renameAcross.statusCode).toBe(404);
    expect((await bea.get('/api/saved-views')).json()).toEqual([]);
  });

  it('keeps at most SAVED_VIEWS_MAX views per user and workspace', async () => {
    const cat = apiAs(app, await signUp(app()));
    for (let i = 0; i < SAVED_VIEWS_MAX; i++) {
      const res = await cat.post('/api/saved-views', { name: `View ${i}`, search: `q=v${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await cat.post('/api/saved-views', { name: 'One more', search: 'q=more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SAVED_VIEW_MESSAGES.tooMany);
  });
});

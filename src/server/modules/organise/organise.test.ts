// Issue 40 items 1 and 2: folders and tags of dynamic codes, and finding codes, against a seeded
// workspace: every filter alone and combined, with exact results, in the web app's list and in
// /api/v1/codes; another workspace's folders and tags are out of reach.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ORGANISE_MESSAGES } from '../../../contracts/organise.js';
import { destinationHealth, dynamicQrCodes, workspaceAudit } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Web = ReturnType<typeof apiAs>;
interface Code {
  id: number;
  name: string;
  shortCode: string;
  folderId: number | null;
  tags: string[];
  updatedAt: string;
}

describe.each(testDatabases())('folders, tags and finding codes on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  let alice: Web;
  let bob: Web;
  let aliceKey = '';
  let aliceWriteKey = '';
  const ids: Record<'lunch' | 'dinner' | 'note' | 'sale' | 'careers', number> = {
    lunch: 0,
    dinner: 0,
    note: 0,
    sale: 0,
    careers: 0,
  };
  let restaurant = 0;
  let hr = 0;
  let bobFolder = 0;

  const make = async (who: Web, payload: object) => {
    const res = await who.post('/api/dynamic-qrcodes', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const folder = async (who: Web, name: string) => {
    const res = await who.post('/api/folders', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const label = (who: Web, id: number, body: object) =>
    who.put(`/api/dynamic-qrcodes/${id}/labels`, body);

  beforeAll(async () => {
    alice = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
    expect((await alice.post('/api/activate-trial', {})).statusCode).toBe(200);
    ids.lunch = await make(alice, {
      destination: 'https://menu.example/lunch',
      name: 'Lunch menu',
    });
    ids.dinner = await make(alice, {
      destination: 'https://menu.example/dinner',
      name: 'Dinner menu',
    });
    ids.note = await make(alice, {
      qrType: 'text',
      qrData: { textContent: 'Welcome, guests of the hotel' },
      name: 'Lobby note',
    });
    ids.sale = await make(alice, {
      destination: 'https://shop.example/spring',
      name: 'Spring sale',
    });
    ids.careers = await make(alice, { destination: 'https://jobs.example/', name: 'careers' });
    restaurant = await folder(alice, 'Restaurant');
    hr = await folder(alice, 'HR');
    for (const [id, body] of [
      [ids.lunch, { folderId: restaurant, tags: ['food', 'Print'] }],
      [ids.dinner, { folderId: restaurant, tags: ['Food'] }],
      [ids.sale, { tags: ['print'] }],
      [ids.careers, { folderId: hr }],
    ] as const) {
      const res = await label(alice, id, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await alice.post(`/api/dynamic-qrcodes/${ids.dinner}/pause`)).statusCode).toBe(200);
    const { db } = database();
    const seed = [
      [ids.lunch, 10, '2026-01-05T09:00:00Z', '2026-03-01T10:00:00Z'],
      [ids.dinner, 3, '2026-02-10T09:00:00Z', '2026-02-20T10:00:00Z'],
      [ids.note, 0, '2026-02-28T23:30:00Z', null],
      [ids.sale, 0, '2026-03-01T09:00:00Z', null],
      [ids.careers, 25, '2026-03-05T09:00:00Z', '2026-03-06T10:00:00Z'],
    ] as const;
    for (const [id, scans, created, scanned] of seed) {
      await db
        .update(dynamicQrCodes)
        .set({
          scanCount: scans,
          createdAt: new Date(created),
          lastScannedAt: scanned ? new Date(scanned) : null,
        })
        .where(eq(dynamicQrCodes.id, id));
    }
    const checked = { checkedAt: new Date('2026-03-02T00:00:00Z'), clientId: 1 };
    await db.insert(destinationHealth).values([
      {
        ...checked,
        codeId: ids.sale,
        destination: 'https://shop.example/spring',
        status: 'broken',
      },
      // Broken at a destination the code no longer has: not broken now.
      { ...checked, codeId: ids.lunch, destination: 'https://menu.example/old', status: 'broken' },
      { ...checked, codeId: ids.careers, destination: 'https://jobs.example/', status: 'ok' },
    ]);
    const key = await alice.post('/api/account/api-keys', { name: 'read', scope: 'read' });
    expect(key.statusCode, key.body).toBe(201);
    aliceKey = key.json().key;
    const writeKey = await alice.post('/api/account/api-keys', {
      name: 'write',
      scope: 'read-write',
    });
    expect(writeKey.statusCode, writeKey.body).toBe(201);
    aliceWriteKey = writeKey.json().key;
    bobFolder = await folder(bob, 'Restaurant');
  });

  const names = (codes: Code[]) => codes.map((c) => c.name);
  const list = async (query: string) => {
    const status = query.includes('status=') ? '' : 'status=all&';
    const res = await alice.get(`/api/dynamic-qrcodes?${status}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return names(res.json());
  };

  it('answers each code with its folder and its tags, A to Z, tags named as first made', async () => {
    const lunch = (await alice.get(`/api/dynamic-qrcodes/${ids.lunch}`)).json() as Code;
    expect(lunch.folderId).toBe(restaurant);
    expect(lunch.tags).toEqual(['food', 'Print']);
    const dinner = (await alice.get(`/api/dynamic-qrcodes/${ids.dinner}`)).json() as Code;
    expect(dinner.tags).toEqual(['food']);
    const note = (await alice.get(`/api/dynamic-qrcodes/${ids.note}`)).json() as Code;
    expect(note).toMatchObject({ folderId: null, tags: [] });
    expect((await alice.get('/api/folders')).json()).toEqual([
      { id: hr, name: 'HR', codeCount: 1 },
      { id: restaurant, name: 'Restaurant', codeCount: 2 },
    ]);
    const tags = (await alice.get('/api/tags')).json();
    expect(
      tags.map((t: { name: string; codeCount: number; colour: string }) => [
        t.name,
        t.codeCount,
        t.colour,
      ]),
    ).toEqual([
      ['food', 2, 'grey'],
      ['Print', 2, 'grey'],
    ]);
  });

  it('filters by each filter alone, with exact results (newest first)', async () => {
    expect(await list('')).toEqual([
      'careers',
      'Spring sale',
      'Lobby note',
      'Dinner menu',
      'Lunch menu',
    ]);
    // Without status: active codes only, as before.
    expect(names((await alice.get('/api/dynamic-qrcodes')).json())).toEqual([
      'careers',
      'Spring sale',
      'Lobby note',
      'Lunch menu',
    ]);
    expect(await list('q=MENU')).toEqual(['Dinner menu', 'Lunch menu']);
    expect(await list('q=shop.example')).toEqual(['Spring sale']);
    expect(await list('q=guests')).toEqual(['Lobby note']);
    const { shortCode } = (await alice.get(`/api/dynamic-qrcodes/${ids.careers}`)).json();
    expect(await list(`q=${shortCode.toLowerCase()}`)).toEqual(['careers']);
    expect(await list('q=prin')).toEqual(['Spring sale', 'Lunch menu']);
    expect(await list('q=100%25')).toEqual([]);
    expect(await list('qrType=text')).toEqual(['Lobby note']);
    expect(await list('status=paused')).toEqual(['Dinner menu']);
    expect(await list('status=active')).toEqual([
      'careers',
      'Spring sale',
      'Lobby note',
      'Lunch menu',
    ]);
    expect(await list(`folderId=${restaurant}`)).toEqual(['Dinner menu', 'Lunch menu']);
    expect(await list('folderId=none')).toEqual(['Spring sale', 'Lobby note']);
    expect(await list('tag=FOOD')).toEqual(['Dinner menu', 'Lunch menu']);
    expect(await list('tag=food&tag=print')).toEqual(['Lunch menu']);
    expect(await list('tag=nothing')).toEqual([]);
    expect(await list('createdFrom=2026-03-01')).toEqual(['careers', 'Spring sale']);
    expect(await list('createdTo=2026-02-28')).toEqual(['Lobby note', 'Dinner menu', 'Lunch menu']);
    expect(await list('createdTo=2026-02-28T12:00:00Z')).toEqual(['Dinner menu', 'Lunch menu']);
    expect(await list('scansMin=3')).toEqual(['careers', 'Dinner menu', 'Lunch menu']);
    expect(await list('scansMax=3')).toEqual(['Spring sale', 'Lobby note', 'Dinner menu']);
    expect(await list('health=broken')).toEqual(['Spring sale']);
  });

  it('combines filters with AND and sorts by name, last scan and scans', async () => {
    expect(await list(`folderId=${restaurant}&status=active`)).toEqual(['Lunch menu']);
    expect(await list('tag=print&health=broken')).toEqual(['Spring sale']);
    expect(await list('q=menu&scansMin=4&createdTo=2026-01-31')).toEqual(['Lunch menu']);
    expect(await list('tag=print&folderId=none&createdFrom=2026-02-01&scansMax=0')).toEqual([
      'Spring sale',
    ]);
    expect(await list(`folderId=${hr}&tag=food`)).toEqual([]);
    expect(await list('sort=name')).toEqual([
      'careers',
      'Dinner menu',
      'Lobby note',
      'Lunch menu',
      'Spring sale',
    ]);
    expect(await list('sort=name&order=desc')).toEqual([
      'Spring sale',
      'Lunch menu',
      'Lobby note',
      'Dinner menu',
      'careers',
    ]);
    expect(await list('sort=scans')).toEqual([
      'careers',
      'Lunch menu',
      'Dinner menu',
      'Spring sale',
      'Lobby note',
    ]);
    expect(await list('sort=lastScanned')).toEqual([
      'careers',
      'Lunch menu',
      'Dinner menu',
      'Spring sale',
      'Lobby note',
    ]);
    expect(await list('sort=created&order=asc&tag=food')).toEqual(['Lunch menu', 'Dinner menu']);
  });

  it('refuses filters it cannot read, clearly', async () => {
    for (const [query, message] of [
      ['createdFrom=yesterday', ORGANISE_MESSAGES.dateFilter],
      ['scansMin=-1', ORGANISE_MESSAGES.scansFilter],
      ['scansMax=two', ORGANISE_MESSAGES.scansFilter],
      ['sort=colour', 'sort must be one of created, name, lastScanned, scans'],
      ['health=fine', 'health must be broken'],
    ]) {
      const res = await alice.get(`/api/dynamic-qrcodes?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it('filters /api/v1/codes the same way (dynamic codes only, with their folder and tags)', async () => {
    const v1 = async (query: string) => {
      const res = await app().inject({
        method: 'GET',
        url: `/api/v1/codes?${query}`,
        headers: { authorization: `Bearer ${aliceKey}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as (Code & { id: string })[];
    };
    expect(names(await v1(`folderId=${restaurant}`))).toEqual(['Dinner menu', 'Lunch menu']);
    expect(names(await v1('tag=food&tag=Print'))).toEqual(['Lunch menu']);
    expect(names(await v1('q=menu&status=active'))).toEqual(['Lunch menu']);
    expect(names(await v1('health=broken'))).toEqual(['Spring sale']);
    expect(names(await v1('scansMin=4&createdFrom=2026-03-01'))).toEqual(['careers']);
    const [lunch] = await v1('tag=food&tag=print');
    expect(lunch).toMatchObject({
      id: `dyn_${ids.lunch}`,
      folderId: restaurant,
      tags: ['food', 'Print'],
    });
    expect(names(await v1(`folderId=${bobFolder}`))).toEqual([]);
  });

  it('sorts /api/v1/codes by name, last scan and scans, a page at a time', async () => {
    const page = (query: string) =>
      app().inject({
        method: 'GET',
        url: `/api/v1/codes?${query}`,
        headers: { authorization: `Bearer ${aliceKey}` },
      });
    const all = async (query: string) => {
      const seen: string[][] = [];
      let cursor = '';
      for (let i = 0; i < 10; i += 1) {
        const res = await page(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        seen.push(names(res.json().data));
        cursor = res.json().nextCursor ?? '';
        if (!cursor) break;
      }
      return seen;
    };
    expect(await all('sort=name')).toEqual([
      ['careers', 'Dinner menu'],
      ['Lobby note', 'Lunch menu'],
      ['Spring sale'],
    ]);
    expect(await all('sort=lastScanned')).toEqual([
      ['careers', 'Lunch menu'],
      ['Dinner menu', 'Spring sale'],
      ['Lobby note'],
    ]);
    expect(await all('sort=lastScanned&order=asc')).toEqual([
      ['Dinner menu', 'Lunch menu'],
      ['careers', 'Lobby note'],
      ['Spring sale'],
    ]);
    expect(await all('sort=scans&order=asc&status=active')).toEqual([
      ['Lobby note', 'Spring sale'],
      ['Lunch menu', 'careers'],
    ]);
    expect(await all('sort=created&order=asc&tag=food')).toEqual([['Lunch menu', 'Dinner menu']]);
    // A cursor of another order, or one the server did not make, is refused.
    const first = await page('sort=name&limit=1');
    const cursor = first.json().nextCursor as string;
    expect((await page(`sort=scans&limit=1&cursor=${cursor}`)).statusCode).toBe(400);
    expect((await page('sort=name&limit=1&cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await page('sort=colour')).statusCode).toBe(400);
  });

  it('manages folders and sets a code’s folder and tags through /api/v1', async () => {
    const v1 = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
      key = aliceWriteKey,
    ) =>
      app().inject({
        method,
        url: `/api/v1${url}`,
        payload,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await v1('POST', '/folders', { name: 'Posters' }, aliceKey)).statusCode).toBe(403);
    const made = await v1('POST', '/folders', { name: 'Posters' });
    expect(made.statusCode, made.body).toBe(201);
    const posters = made.json() as { id: number; name: string };
    expect(posters).toEqual({ id: posters.id, name: 'Posters' });
    expect((await v1('GET', '/folders', undefined, aliceKey)).json().data).toContainEqual({
      ...posters,
      codeCount: 0,
    });
    const created = await v1('POST', '/codes', {
      kind: 'dynamic',
      name: 'Poster A',
      content: { url: 'https://posters.example/a' },
      folderId: posters.id,
      tags: ['poster', 'Print', 'poster'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ folderId: posters.id, tags: ['poster', 'Print'] });
    const id = created.json().id as string;
    const moved = await v1('PATCH', `/codes/${id}`, { folderId: null, tags: [] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ folderId: null, tags: [] });
    // Another workspace's folder: 404, and nothing is made.
    const before = (await v1('GET', '/codes?limit=100', undefined, aliceKey)).json().data.length;
    const foreign = await v1('POST', '/codes', {
      kind: 'dynamic',
      content: { url: 'https://posters.example/b' },
      folderId: bobFolder,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await v1('GET', '/codes?limit=100', undefined, aliceKey)).json().data).toHaveLength(
      before,
    );
    expect((await v1('PATCH', `/codes/${id}`, { folderId: bobFolder })).statusCode).toBe(404);
    expect((await v1('PATCH', `/folders/${bobFolder}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await v1('DELETE', `/folders/${bobFolder}`)).statusCode).toBe(404);
    const renamed = await v1('PATCH', `/folders/${posters.id}`, { name: 'Billboards' });
    expect(renamed.json()).toEqual({ id: posters.id, name: 'Billboards' });
    expect((await v1('DELETE', `/folders/${posters.id}`)).statusCode).toBe(204);
    expect((await v1('DELETE', `/codes/${id}`)).statusCode).toBe(204);
  });

  it('keeps another workspace’s folders and tags out of reach', async () => {
    expect((await bob.get('/api/folders')).json().map((f: { id: number }) => f.id)).toEqual([
      bobFolder,
    ]);
    expect((await bob.get('/api/tags')).json()).toEqual([]);
    const intoBobs = await label(alice, ids.note, { folderId: bobFolder });
    expect(intoBobs.statusCode).toBe(404);
    expect(intoBobs.json().message).toBe(ORGANISE_MESSAGES.folderNotFound);
    expect((await bob.patch(`/api/folders/${restaurant}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await bob.delete(`/api/folders/${restaurant}`)).statusCode).toBe(404);
    const aliceTag = (await alice.get('/api/tags')).json()[0].id;
    expect((await bob.patch(`/api/tags/${aliceTag}`, { colour: 'red' })).statusCode).toBe(404);
    expect((await bob.delete(`/api/tags/${aliceTag}`)).statusCode).toBe(404);
    expect((await label(bob, ids.lunch, { tags: ['x'] })).statusCode).toBe(404);
    const bulk = await bob.post('/api/dynamic-qrcodes/labels', {
      codeIds: [ids.lunch],
      folderId: bobFolder,
    });
    expect(bulk.statusCode).toBe(404);
    expect(
      names((await alice.get(`/api/dynamic-qrcodes?status=all&folderId=${bobFolder}`)).json()),
    ).toEqual([]);
    // Nothing of Alice's changed.
    const lunch = (await alice.get(`/api/dynamic-qrcodes/${ids.lunch}`)).json();
    expect(lunch).toMatchObject({ folderId: restaurant, tags: ['food', 'Print'] });
  });

  it('manages folders and tags: names unique in any case, clear errors, audit entries', async () => {
    const taken = await alice.post('/api/folders', { name: ' restaurant ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ORGANISE_MESSAGES.folderTaken);
    const blank = await alice.post('/api/folders', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(ORGANISE_MESSAGES.folderName);
    expect((await alice.patch(`/api/folders/${hr}`, { name: 'RESTAURANT' })).statusCode).toBe(409);
    const renamed = await alice.patch(`/api/folders/${hr}`, { name: 'People' });
    expect(renamed.json()).toEqual({ id: hr, name: 'People' });

    const tag = await alice.post('/api/tags', { name: 'Event', colour: 'teal' });
    expect(tag.statusCode).toBe(201);
    expect((await alice.post('/api/tags', { name: 'event' })).statusCode).toBe(409);
    const badColour = await alice.post('/api/tags', { name: 'Other', colour: 'chartreuse' });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.body).toContain(ORGANISE_MESSAGES.tagColour);
    const recoloured = await alice.patch(`/api/tags/${tag.json().id}`, { colour: 'pink' });
    expect(recoloured.json()).toEqual({ id: tag.json().id, name: 'Event', colour: 'pink' });
    const tooMany = await label(alice, ids.note, {
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(ORGANISE_MESSAGES.tooManyTags);
    expect((await alice.delete(`/api/tags/${tag.json().id}`)).statusCode).toBe(204);

    const { db } = database();
    const actions = (await db.select().from(workspaceAudit)).map((e) => e.action);
    for (const action of [
      'folder.create',
      'folder.rename',
      'tag.create',
      'tag.update',
      'tag.delete',
      'code.labels',
    ]) {
      expect(actions, action).toContain(action);
    }
  });

  it('moves and tags many codes at once, all or nothing, keeping short links and history', async () => {
    const before = (await alice.get(`/api/dynamic-qrcodes/${ids.sale}`)).json() as Code;
    const refused = await alice.post('/api/dynamic-qrcodes/labels', {
      codeIds: [ids.sale, 99999999],
      folderId: restaurant,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(ORGANISE_MESSAGES.codesNotFound);
    expect((await alice.get(`/api/dynamic-qrcodes/${ids.sale}`)).json().folderId).toBeNull();

    const moved = await alice.post('/api/dynamic-qrcodes/labels', {
      codeIds: [ids.sale, ids.note],
      folderId: restaurant,
      addTags: ['Spring'],
      removeTags: ['PRINT'],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ updated: 2 });
    const after = (await alice.get(`/api/dynamic-qrcodes/${ids.sale}`)).json() as Code;
    expect(after).toMatchObject({ folderId: restaurant, tags: ['Spring'] });
    expect(after.shortCode).toBe(before.shortCode);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect((await alice.get(`/api/dynamic-qrcodes/${ids.sale}/history`)).json()).toEqual([]);

    // Deleting a folder leaves its codes, in no folder.
    expect((await alice.delete(`/api/folders/${restaurant}`)).statusCode).toBe(204);
    const { db } = database();
    const rows = await db
      .select({
        id: dynamicQrCodes.id,
        folderId: dynamicQrCodes.folderId,
        deleted: dynamicQrCodes.isDeleted,
      })
      .from(dynamicQrCodes)
      .where(inArray(dynamicQrCodes.id, [ids.lunch, ids.dinner, ids.sale, ids.note]));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toMatchObject({ folderId: null, deleted: false });
  });
});

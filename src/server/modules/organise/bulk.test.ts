// Issue 40 item 3: bulk actions on many dynamic codes (POST /api/dynamic-qrcodes/bulk), by id
// and by filter ("all that match"): all or nothing, the short links following at once (the
// redirect cache forgets each code), delete with its restore window (the web app's Undo), the
// plan limit on restoring, refusals, and the audit entries.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BULK_MESSAGES } from '../../../contracts/code-bulk.js';
import { dynamicQrCodes, workspaceAudit } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, movableClock } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Web = ReturnType<typeof apiAs>;
interface Code {
  id: number;
  name: string;
  shortCode: string;
  isPaused: boolean;
  folderId: number | null;
  tags: string[];
}

describe.each(testDatabases())('bulk actions on codes on %s', (kind) => {
  const clock = movableClock();
  const { app, database } = useTestApp(kind, {}, { now: clock.now });
  let alice: Web;
  let bob: Web;
  const codes: Record<'lunch' | 'dinner' | 'sale' | 'careers' | 'bobs', Code> = {} as never;

  const make = async (who: Web, name: string, destination: string) => {
    const res = await who.post('/api/dynamic-qrcodes', { destination, name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().code as Code;
  };
  const bulk = (who: Web, body: object) => who.post('/api/dynamic-qrcodes/bulk', body);
  const scan = async (code: Code) =>
    (await app().inject({ url: `/d/${code.shortCode}` })).statusCode;
  const get = async (code: Code) =>
    (await alice.get(`/api/dynamic-qrcodes/${code.id}`)).json() as Code;
  const rowsOf = (...list: Code[]) =>
    database()
      .db.select()
      .from(dynamicQrCodes)
      .where(
        inArray(
          dynamicQrCodes.id,
          list.map((c) => c.id),
        ),
      );

  beforeAll(async () => {
    alice = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
    expect((await alice.post('/api/activate-trial', {})).statusCode).toBe(200);
    codes.lunch = await make(alice, 'Lunch menu', 'https://menu.example/lunch');
    codes.dinner = await make(alice, 'Dinner menu', 'https://menu.example/dinner');
    codes.sale = await make(alice, 'Spring sale', 'https://shop.example/spring');
    codes.careers = await make(alice, 'Careers', 'https://jobs.example/');
    codes.bobs = await make(bob, 'Bob menu', 'https://bob.example/menu');
  });

  it('pauses and resumes by id and by filter, all or nothing, the short links following at once', async () => {
    const { lunch, dinner, bobs } = codes;
    expect(await scan(lunch)).toBe(302);

    const refused = await bulk(alice, { action: 'pause', ids: [lunch.id, dinner.id, bobs.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(BULK_MESSAGES.notFound);
    expect((await rowsOf(lunch, dinner, bobs)).map((r) => r.isPaused)).toEqual([
      false,
      false,
      false,
    ]);

    const paused = await bulk(alice, { action: 'pause', ids: [dinner.id, lunch.id, lunch.id] });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({
      action: 'pause',
      ids: [lunch.id, dinner.id].sort((a, b) => a - b),
      count: 2,
    });
    expect(await scan(lunch)).toBe(200); // the paused page, not the cached redirect
    const pausedList = (await alice.get('/api/dynamic-qrcodes/paused')).json() as Code[];
    expect(pausedList.map((c) => c.name).sort()).toEqual(['Dinner menu', 'Lunch menu']);

    const resumed = await bulk(alice, { action: 'resume', filter: { status: 'paused' } });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().count).toBe(2);
    expect(await scan(lunch)).toBe(302);
    expect((await get(dinner)).isPaused).toBe(false);

    // A filter that matches nothing changes nothing.
    const none = await bulk(alice, { action: 'pause', filter: { q: 'no such code' } });
    expect(none.json()).toEqual({ action: 'pause', ids: [], count: 0 });
  });

  it('moves and tags all the codes that match a filter', async () => {
    const folder = await alice.post('/api/folders', { name: 'Restaurant' });
    expect(folder.statusCode).toBe(201);
    const folderId = folder.json().id as number;
    const moved = await bulk(alice, { action: 'move', filter: { q: 'menu' }, folderId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().count).toBe(2);
    expect((await get(codes.lunch)).folderId).toBe(folderId);
    expect((await get(codes.dinner)).folderId).toBe(folderId);
    expect((await get(codes.sale)).folderId).toBeNull();

    const tagged = await bulk(alice, {
      action: 'tag',
      filter: { folderId },
      addTags: ['Food', 'print'],
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect((await get(codes.dinner)).tags).toEqual(['Food', 'print']);

    // Bob's list never reaches Alice's codes: his filter matches only his own.
    const bobs = await bulk(bob, { action: 'tag', filter: { q: 'menu' }, addTags: ['mine'] });
    expect(bobs.json().ids).toEqual([codes.bobs.id]);
    expect((await get(codes.lunch)).tags).toEqual(['Food', 'print']);
  });

  it('deletes, and restores within the window (Undo), but not after it', async () => {
    const { sale, careers, lunch } = codes;
    const deleted = await bulk(alice, { action: 'delete', ids: [sale.id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await scan(sale)).toBe(404);
    const active = (await alice.get('/api/dynamic-qrcodes')).json() as Code[];
    expect(active.map((c) => c.name)).not.toContain('Spring sale');

    clock.advance(9_000);
    const restored = await bulk(alice, { action: 'restore', ids: [sale.id] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ action: 'restore', ids: [sale.id], count: 1 });
    expect(await scan(sale)).toBe(302);
    expect((await get(sale)).name).toBe('Spring sale');

    // A live code is not restorable, and nothing else is restored with it.
    expect((await bulk(alice, { action: 'delete', ids: [careers.id] })).statusCode).toBe(200);
    const mixed = await bulk(alice, { action: 'restore', ids: [careers.id, lunch.id] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(BULK_MESSAGES.notRestorable);
    expect((await rowsOf(careers))[0]?.isDeleted).toBe(true);

    clock.advance(10 * 60_000 + 1);
    const late = await bulk(alice, { action: 'restore', ids: [careers.id] });
    expect(late.statusCode).toBe(409);
    expect((await rowsOf(careers))[0]?.isDeleted).toBe(true);
    expect(await scan(careers)).toBe(404);
  });

  it('restores only within the plan limit', async () => {
    // Bob is on the free plan: one dynamic code. Deleted, replaced, then Undo: refused.
    expect((await bulk(bob, { action: 'delete', ids: [codes.bobs.id] })).statusCode).toBe(200);
    await make(bob, 'Bob new', 'https://bob.example/new');
    const res = await bulk(bob, { action: 'restore', ids: [codes.bobs.id] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'DYNAMIC_LIMIT_REACHED',
      message: BULK_MESSAGES.restoreLimit(1),
    });
    expect((await rowsOf(codes.bobs))[0]?.isDeleted).toBe(true);
  });

  it('refuses unclear requests, changing nothing', async () => {
    const { lunch } = codes;
    const cases: [object, string, string][] = [
      [{ action: 'pause', ids: [lunch.id], filter: {} }, 'ids', BULK_MESSAGES.target],
      [{ action: 'pause' }, 'ids', BULK_MESSAGES.target],
      [{ action: 'restore', filter: {} }, 'filter', BULK_MESSAGES.restoreById],
      [{ action: 'move', ids: [lunch.id] }, 'folderId', BULK_MESSAGES.folderRequired],
      [{ action: 'tag', ids: [lunch.id], addTags: [] }, 'addTags', BULK_MESSAGES.tagsRequired],
      [{ action: 'archive', ids: [lunch.id] }, 'action', BULK_MESSAGES.action],
      [{ action: 'pause', ids: [] }, 'ids', BULK_MESSAGES.ids],
    ];
    for (const [body, field, message] of cases) {
      const res = await bulk(alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(body)).toBe(message);
    }
    // An unknown filter is refused rather than ignored (ignoring it would widen the match).
    const typo = await bulk(alice, { action: 'delete', filter: { folder: 1 } });
    expect(typo.statusCode).toBe(400);
    expect((await get(lunch)).isPaused).toBe(false);
    expect((await rowsOf(lunch))[0]?.isDeleted).toBe(false);
  });

  it('caps "all that match" and records one audit entry per action', async () => {
    const [row] = await rowsOf(codes.lunch);
    const owner = { userId: row!.userId, clientId: row!.clientId, workspaceId: row!.workspaceId };
    await expect(app().dynamicCodes.matchingIds(owner, {}, 1)).rejects.toMatchObject({
      status: 400,
      code: 'TOO_MANY_CODES',
      message: BULK_MESSAGES.tooMany,
    });
    expect(await app().dynamicCodes.matchingIds(owner, { q: 'lunch' }, 1)).toEqual([
      codes.lunch.id,
    ]);

    const entries = await database()
      .db.select()
      .from(workspaceAudit)
      .where(eq(workspaceAudit.workspaceId, row!.workspaceId))
      .orderBy(workspaceAudit.id);
    const actions = entries.map((e) => e.action).filter((a) => a.startsWith('code.bulk'));
    expect(actions).toEqual([
      'code.bulk-pause',
      'code.bulk-resume',
      'code.bulk-labels',
      'code.bulk-labels',
      'code.bulk-delete',
      'code.bulk-restore',
      'code.bulk-delete',
    ]);
    const pause = entries.find((e) => e.action === 'code.bulk-pause');
    expect(pause?.targetLabel).toBe('2 codes');
    expect(pause?.after).toMatchObject({
      codeIds: [codes.lunch.id, codes.dinner.id].sort((a, b) => a - b),
    });
  });
});

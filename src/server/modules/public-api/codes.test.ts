import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys, dynamicQrCodes, qrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { hashApiKey } from '../api-keys/index.js';
import { PAUSE_STATIC_MESSAGE } from './codes.js';
import {
  newApiKey,
  seedSavedAndDynamic,
  signedUpUser,
  userWithKeys,
  type WebUser,
} from './test-support.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe.each(testDatabases())('public API codes (%s)', (kind) => {
  const { app, database } = useTestApp(kind);
  let ann: WebUser;
  let annRead = '';
  let annWrite = '';
  let bobRead = '';
  let bobWrite = '';

  const withKey = (key: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    app().inject({ method, url, headers: { authorization: `Bearer ${key}` } });

  let dynamicId = 0;
  let savedId = 0;

  beforeAll(async () => {
    ({ web: ann, read: annRead, write: annWrite } = await userWithKeys(app));
    ({ read: bobRead, write: bobWrite } = await userWithKeys(app));
    ({ savedId, dynamicId } = await seedSavedAndDynamic(ann));
  });

  it('lists and gets the key owner’s saved and dynamic codes, as the web app shows them', async () => {
    const listed = await withKey(annRead, '/api/v1/codes');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const body = listed.json();
    expect(body.nextCursor).toBeNull();
    // Newest first: the dynamic code was made after the saved one.
    expect(body.data.map((c: { id: string }) => c.id)).toEqual([
      `dyn_${dynamicId}`,
      `sav_${savedId}`,
    ]);
    const web = (await ann.get(`/api/dynamic-qrcodes/${dynamicId}`)).json();
    expect(body.data[0]).toEqual({ ...web, id: `dyn_${dynamicId}`, kind: 'dynamic' });
    const savedWeb = (await ann.get('/api/qrcodes')).json();
    expect(body.data[1]).toEqual({ ...savedWeb[0], id: `sav_${savedId}`, kind: 'saved' });

    const one = await withKey(annRead, `/api/v1/codes/sav_${savedId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(body.data[1]);
    expect((await withKey(annRead, `/api/v1/codes/dyn_${dynamicId}`)).json()).toEqual(body.data[0]);
    const onlySaved = await withKey(annRead, '/api/v1/codes?kind=saved');
    expect(onlySaved.json().data.map((c: { id: string }) => c.id)).toEqual([`sav_${savedId}`]);
  });

  it('filters by content type, status and name, across pages, and refuses bad filters', async () => {
    const cara = await signedUpUser(app);
    const caraKey = await newApiKey(cara, 'read');
    // The trial allows more than the free plan's one dynamic code.
    expect((await cara.post('/api/activate-trial', {})).statusCode).toBe(200);
    const made: Record<string, string> = {};
    const saved = async (name: string, body: object) => {
      const res = await cara.post('/api/qrcodes', { ...body, name, qrMode: 'static' });
      expect(res.statusCode, res.body).toBe(201);
      made[name] = `sav_${res.json().id}`;
    };
    const dynamic = async (name: string, destination: string) => {
      const res = await cara.post('/api/dynamic-qrcodes', { destination, name });
      expect(res.statusCode, res.body).toBe(201);
      made[name] = `dyn_${res.json().id}`;
      return res.json().id as number;
    };
    await saved('Lunch menu', { qrType: 'url', url: 'example.com/lunch' });
    await saved('Office wifi', {
      qrType: 'wifi',
      ssid: 'Office',
      password: 'tulip-river-81',
      encryption: 'WPA',
    });
    await dynamic('Menu 50%_off', 'https://example.com/sale');
    const summer = await dynamic('Summer', 'https://example.com/summer');
    expect((await cara.post(`/api/dynamic-qrcodes/${summer}/pause`, {})).statusCode).toBe(200);
    await dynamic('Winter', 'https://example.com/winter');

    /** Every code a filtered list gives, walked a page of one at a time. */
    const names = async (query: string) => {
      const listed: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await withKey(
          caraKey,
          `/api/v1/codes?limit=1&${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.statusCode, page.body).toBe(200);
        const body = page.json() as { data: { id: string }[]; nextCursor: string | null };
        listed.push(...body.data.map((c) => Object.keys(made).find((n) => made[n] === c.id)!));
        cursor = body.nextCursor;
      } while (cursor);
      return listed;
    };
    expect(await names('qrType=wifi')).toEqual(['Office wifi']);
    expect(await names('qrType=url')).toEqual(['Winter', 'Summer', 'Menu 50%_off', 'Lunch menu']);
    expect(await names('status=paused')).toEqual(['Summer']);
    expect(await names('status=active')).toEqual(['Winter', 'Menu 50%_off']);
    expect(await names('search=MENU')).toEqual(['Menu 50%_off', 'Lunch menu']);
    // The search text is matched literally: % and _ are not wildcards.
    expect(await names(`search=${encodeURIComponent('50%')}`)).toEqual(['Menu 50%_off']);
    expect(await names('search=_')).toEqual(['Menu 50%_off']);
    expect(await names('search=menu&kind=saved')).toEqual(['Lunch menu']);
    expect(await names('search=nothing-like-this')).toEqual([]);

    for (const [query, field] of [
      ['qrType=fax', 'qrType'],
      ['status=sleeping', 'status'],
      ['search=', 'search'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ]) {
      const res = await withKey(caraKey, `/api/v1/codes?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });

  it('shows another user’s key none of them: empty list, 404 per object, no pause', async () => {
    expect((await withKey(bobRead, '/api/v1/codes')).json()).toEqual({
      data: [],
      nextCursor: null,
    });
    for (const id of [`dyn_${dynamicId}`, `sav_${savedId}`, 'dyn_0', 'abc', 'dyn_99999999999']) {
      const res = await withKey(bobRead, `/api/v1/codes/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json()).toEqual({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: 'QR code not found',
        code: 'NOT_FOUND',
      });
    }
    expect(
      (await withKey(bobWrite, `/api/v1/codes/dyn_${dynamicId}/pause`, 'POST')).statusCode,
    ).toBe(404);
    expect((await ann.get(`/api/dynamic-qrcodes/${dynamicId}`)).json().isPaused).toBe(false);
  });

  it('pauses and resumes a dynamic code with a read-write key only', async () => {
    const url = `/api/v1/codes/dyn_${dynamicId}`;
    const refused = await withKey(annRead, `${url}/pause`, 'POST');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY_KEY');
    const paused = await withKey(annWrite, `${url}/pause`, 'POST');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: `dyn_${dynamicId}`, isPaused: true });
    expect((await ann.get(`/api/dynamic-qrcodes/${dynamicId}`)).json().isPaused).toBe(true);
    const resumed = await withKey(annWrite, `${url}/resume`, 'POST');
    expect(resumed.json()).toMatchObject({ isPaused: false, pausedAt: null });
    // A body is not read: an integration that sends one (a note, `{}`) is answered as before.
    const withNote = await app().inject({
      method: 'POST',
      url: `${url}/pause`,
      headers: { authorization: `Bearer ${annWrite}` },
      payload: { note: 'closed for the winter' },
    });
    expect(withNote.statusCode).toBe(200);
    expect(withNote.json()).toMatchObject({ isPaused: true });
    await withKey(annWrite, `${url}/resume`, 'POST');
    const staticOne = await withKey(annWrite, `/api/v1/codes/sav_${savedId}/pause`, 'POST');
    expect(staticOne.statusCode).toBe(409);
    expect(staticOne.json()).toMatchObject({ code: 'NOT_DYNAMIC', detail: PAUSE_STATIC_MESSAGE });
  });

  it('refuses a bad limit or cursor with problem details naming the field', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=two']) {
      const res = await withKey(annRead, `/api/v1/codes?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json().fields).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
    }
    const forged = Buffer.from('12.saved.x').toString('base64url');
    for (const cursor of ['%%%', forged, 'bm9wZQ']) {
      const res = await withKey(annRead, `/api/v1/codes?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['cursor']);
    }
  });

  it('pages through 250 codes without gaps or repeats, ties in creation time included', async () => {
    const carl = await signedUpUser(app);
    const key = await newApiKey(carl, 'read');
    const { db } = database();
    const [keyRow] = await db
      .select({ userId: apiKeys.userId, workspaceId: apiKeys.workspaceId })
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashApiKey(key)));
    const { userId, workspaceId } = keyRow!;
    // 125 of each kind; every 5 share one instant (ties across and within kinds).
    const base = Date.parse('2026-05-01T00:00:00Z');
    await db.insert(dynamicQrCodes).values(
      Array.from({ length: 125 }, (_, i) => ({
        userId,
        workspaceId,
        name: `d${i}`,
        shortCode: `pg${kind.slice(0, 2)}${i}x${Date.now() % 100000}`,
        destination: 'https://example.com',
        qrType: 'url',
        createdAt: new Date(base + Math.floor(i / 5) * 1000),
      })),
    );
    await db.insert(qrCodes).values(
      Array.from({ length: 125 }, (_, i) => ({
        userId,
        workspaceId,
        name: `s${i}`,
        createdAt: new Date(base + Math.floor(i / 5) * 1000),
      })),
    );
    // A deleted code is never listed.
    await db.update(qrCodes).set({ isDeleted: true }).where(eq(qrCodes.name, 's0'));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await withKey(key, `/api/v1/codes?limit=17${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        data: { id: string; createdAt: string }[];
        nextCursor: string | null;
      };
      seen.push(...body.data.map((c) => c.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(249);
    expect(new Set(seen).size).toBe(249);
    expect(pages).toBe(Math.ceil(249 / 17));
    // The same order as one big page.
    const whole = await withKey(key, '/api/v1/codes?limit=100');
    expect(whole.json().data.map((c: { id: string }) => c.id)).toEqual(seen.slice(0, 100));
    // And nothing of Carl's is in Ann's list.
    const anns = (await withKey(annRead, '/api/v1/codes?limit=100')).json().data;
    expect(anns).toHaveLength(2);
  });
});

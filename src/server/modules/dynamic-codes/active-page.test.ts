// The dashboard's Active list a page at a time (issue 40 item 9, GET /api/codes/page): saved
// codes and active dynamic codes merged newest first by the one rule of contracts/code-lists,
// each page exactly the slice of the whole list, with the totals the page and "select all"
// show; paused codes and another workspace's codes are never in it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compareNewestFirst, type DashboardCode } from '../../../contracts/code-lists.js';
import type { DynamicQrCode, SavedQrCode } from '../../../contracts/dynamic-codes.js';
import { dynamicQrCodes, qrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { signUp } from '../uploads/test-support.js';
import { apiAs } from './test-support.js';

describe.each(testDatabases())('the Active list by pages (%s)', (kind) => {
  const { app, database } = useTestApp(kind);

  it('pages the merged list newest first, ties dynamic first, with its totals', async () => {
    const ann = apiAs(app, await signUp(app()));
    expect((await ann.post('/api/activate-trial', {})).statusCode).toBe(200);
    const { db } = database();
    // 5 saved and 6 dynamic codes; one dynamic code paused; times chosen so the kinds
    // interleave and two pairs share a time (a saved and a dynamic one; two dynamic ones).
    const times = ['2026-01-05', '2026-01-03', '2026-01-03', '2026-01-01', '2026-01-09'];
    for (const [i, day] of times.entries()) {
      const res = await ann.post('/api/qrcodes', {
        qrType: 'url',
        url: `example.com/saved-${i}`,
        name: `Saved ${i}`,
        qrMode: 'static',
      });
      expect(res.statusCode, res.body).toBe(201);
      await db
        .update(qrCodes)
        .set({ createdAt: new Date(`${day}T10:00:00Z`) })
        .where(eq(qrCodes.id, res.json().id));
    }
    const dynamicTimes = ['2026-01-05', '2026-01-08', '2026-01-08', '2026-01-02', '2026-01-07'];
    for (const [i, day] of [...dynamicTimes, '2026-01-10'].entries()) {
      const res = await ann.post('/api/dynamic-qrcodes', {
        destination: `https://example.com/dynamic-${i}`,
        name: `Dynamic ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      await db
        .update(dynamicQrCodes)
        .set({ createdAt: new Date(`${day}T10:00:00Z`) })
        .where(eq(dynamicQrCodes.id, res.json().id));
      if (i === 5)
        expect(
          (await ann.post(`/api/dynamic-qrcodes/${res.json().id}/pause`)).statusCode,
        ).toBeLessThan(300);
    }
    // Another account's code is never listed.
    const bob = apiAs(app, await signUp(app()));
    expect(
      (
        await bob.post('/api/dynamic-qrcodes', {
          destination: 'https://example.com/bob',
          name: 'Bob',
        })
      ).statusCode,
    ).toBe(201);

    // The whole list as the two full lists give it, ordered by the one rule.
    const saved = (await ann.get('/api/qrcodes')).json() as SavedQrCode[];
    const dynamic = (await ann.get('/api/dynamic-qrcodes')).json() as DynamicQrCode[];
    const whole: DashboardCode[] = [
      ...saved.map((code) => ({ kind: 'saved' as const, code })),
      ...dynamic.map((code) => ({ kind: 'dynamic' as const, code })),
    ].sort((a, b) =>
      compareNewestFirst(
        { kind: a.kind, id: a.code.id, time: Date.parse(a.code.createdAt) },
        { kind: b.kind, id: b.code.id, time: Date.parse(b.code.createdAt) },
      ),
    );
    expect(whole).toHaveLength(10);
    const names = (items: DashboardCode[]) => items.map((i) => i.code.name);
    // Newest first; at 01-08 two dynamic codes (higher id first); at 01-05 the dynamic one first.
    expect(names(whole)).toEqual([
      'Saved 4',
      'Dynamic 2',
      'Dynamic 1',
      'Dynamic 4',
      'Dynamic 0',
      'Saved 0',
      'Saved 2',
      'Saved 1',
      'Dynamic 3',
      'Saved 3',
    ]);

    const pages: DashboardCode[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const res = await ann.get(`/api/codes/page?page=${page}&pageSize=3`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 10, dynamicTotal: 5, page, pageSize: 3 });
      expect(body.items).toHaveLength(page < 4 ? 3 : 1);
      pages.push(...body.items);
    }
    expect(pages).toEqual(whole);
    const past = (await ann.get('/api/codes/page?page=9&pageSize=3')).json();
    expect(past).toMatchObject({ items: [], total: 10 });
    // The default page size holds them all; bad paging is refused with the field's message.
    expect((await ann.get('/api/codes/page')).json().items).toEqual(whole);
    const bad = await ann.get('/api/codes/page?pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('pageSize must be from 1 to 100');
    // Bob sees his one code only.
    expect((await bob.get('/api/codes/page')).json()).toMatchObject({ total: 1, dynamicTotal: 1 });
  });
});

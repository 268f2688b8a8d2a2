import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CodeAnalytics, ScopeAnalytics } from '../../../contracts/analytics.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { userWithKeys, type WebUser } from '../public-api/test-support.js';
import { rollUpScans } from '../scans/index.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';

// The analytics page's questions (issue 40 item 8): a code's or a workspace scope's scans with
// dimension filters and the previous period, exact on seeded scans, the same folded into the
// rollups or not, and the public API's numbers equal to the page's.

/** The test clock: 2025-04-01 12:00 UTC. */
const NOW = new Date('2025-04-01T12:00:00Z');
/** Seven UTC days, 03-25..03-31; the previous period is 03-18..03-24. */
const RANGE = 'from=2025-03-25&to=2025-03-31&tz=UTC';

interface Scan {
  at: string;
  key: string;
  country?: string;
  device?: string;
  os?: string;
  browser?: string;
  ref?: string;
  variant?: string;
  bot?: string;
  /** [country, region, city] as the city database gave them. */
  city?: [string, string | null, string];
}

const iPhone = { device: 'mobile', os: 'iOS', browser: 'Safari' };

/** Code A: in folder "Stores", tagged "promo". */
const SCANS_A: Scan[] = [
  // v1 on 03-30: first from GB, then twice from DE.
  { at: '2025-03-30T09:00:00Z', key: 'v1', country: 'GB', ...iPhone },
  {
    at: '2025-03-30T10:00:00Z',
    key: 'v1',
    country: 'DE',
    ...iPhone,
    city: ['DE', 'Berlin', 'Berlin'],
  },
  {
    at: '2025-03-30T11:00:00Z',
    key: 'v1',
    country: 'DE',
    ...iPhone,
    city: ['DE', null, 'Hamburg'],
  },
  {
    at: '2025-03-30T12:00:00Z',
    key: 'v2',
    country: 'US',
    device: 'desktop',
    os: 'Windows',
    browser: 'Chrome',
    ref: 'instagram.com',
    variant: 'k-b',
  },
  { at: '2025-03-31T09:00:00Z', key: 'v1', country: 'FR', ...iPhone },
  // The previous period.
  { at: '2025-03-20T10:00:00Z', key: 'v3', country: 'DE', device: 'mobile', os: 'Android' },
  { at: '2025-03-30T12:30:00Z', key: 'b1', bot: 'user-agent' },
];
/** Code B: in no folder, tagged "promo". */
const SCANS_B: Scan[] = [
  { at: '2025-03-29T08:00:00Z', key: 'v1', country: 'DE', device: 'tablet', os: 'iOS' },
  { at: '2025-03-22T08:00:00Z', key: 'v4', country: 'US', device: 'mobile', os: 'Android' },
  { at: '2025-03-31T23:30:00Z', key: 'v5', device: 'desktop', os: 'macOS', browser: 'Firefox' },
];
/** Code C: no folder, no tag. */
const SCANS_C: Scan[] = [
  { at: '2025-03-28T10:00:00Z', key: 'v6', country: 'DE', device: 'desktop', os: 'Linux' },
];

vi.setConfig({ hookTimeout: 180_000 });

const SUITES = testDatabases().flatMap((kind) => [
  [kind, 'not folded'] as const,
  [kind, 'folded'] as const,
]);

describe.each(SUITES)(
  'analytics filters, scope and comparison on %s, rollups %s',
  (kind, folding) => {
    const { app, database } = useTestApp(
      kind,
      {},
      { now: () => NOW, scanRollupIntervalMs: 3_600_000 },
    );
    let ann: WebUser;
    let annKey = '';
    let bob: WebUser;
    const ids = { a: 0, b: 0, c: 0, other: 0, folder: 0 };

    const exec = (query: ReturnType<typeof sql>) => database().db.execute(query);
    const userIdOf = async (user: WebUser): Promise<number> =>
      (await user.get('/api/user')).json().id;
    const insertCode = async (userId: number, name: string, shortCode: string) => {
      const workspaceId = await personalWorkspaceIdOf(database().db, userId);
      const res = (await exec(sql`insert into dynamic_qr_codes
        (user_id, workspace_id, name, short_code, destination, qr_type)
      values (${userId}, ${workspaceId}, ${name}, ${shortCode}, 'https://example.com', 'url')
      returning id`)) as unknown as { rows: { id: number }[] };
      return Number(res.rows[0]!.id);
    };
    const insertScans = (code: number, scans: Scan[]) =>
      exec(sql`insert into scan_events (dynamic_qr_code_id, scanned_at, is_bot, bot_reason,
        device_type, os, browser, country, referrer_host, visitor_key, split_variant,
        city_country, city_region, city)
      values ${sql.join(
        scans.map(
          (s) => sql`(${code}, ${s.at}::timestamptz, ${!!s.bot}, ${s.bot ?? null},
            ${s.device ?? null}, ${s.os ?? null}, ${s.browser ?? null}, ${s.country ?? null},
            ${s.ref ?? null}, ${s.key}, ${s.variant ?? null},
            ${s.city?.[0] ?? null}, ${s.city?.[1] ?? null}, ${s.city?.[2] ?? null})`,
        ),
        sql`, `,
      )}`);

    beforeAll(async () => {
      ({ web: ann, read: annKey } = await userWithKeys(app));
      ({ web: bob } = await userWithKeys(app));
      const annId = await userIdOf(ann);
      ids.a = await insertCode(annId, 'Shop window', 'shopA');
      ids.b = await insertCode(annId, 'Flyer', 'flyerB');
      ids.c = await insertCode(annId, 'Van', 'vanC');
      ids.other = await insertCode(await userIdOf(bob), 'Bob', 'bobD');
      const folder = await ann.post('/api/folders', { name: 'Stores' });
      expect(folder.statusCode, folder.body).toBe(201);
      ids.folder = folder.json().id;
      for (const [id, labels] of [
        [ids.a, { folderId: ids.folder, tags: ['promo'] }],
        [ids.b, { tags: ['promo'] }],
      ] as const) {
        const res = await ann.put(`/api/dynamic-qrcodes/${id}/labels`, labels);
        expect(res.statusCode, res.body).toBe(200);
      }
      await insertScans(ids.a, SCANS_A);
      await insertScans(ids.b, SCANS_B);
      await insertScans(ids.c, SCANS_C);
      await insertScans(ids.other, [{ at: '2025-03-30T10:00:00Z', key: 'v1', country: 'DE' }]);
      if (folding === 'folded') await rollUpScans(database().db);
    });

    const codeAnalytics = async (id: number, query: string): Promise<CodeAnalytics> => {
      const res = await ann.get(`/api/dynamic-qrcodes/${id}/analytics?${RANGE}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const scope = async (query: string, user = ann): Promise<ScopeAnalytics> => {
      const res = await user.get(`/api/analytics?${RANGE}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const rows = (b: { rows: { key: string | null; scans: number }[] }) =>
      b.rows.map((r) => [r.key, r.scans]);

    it('counts a code unfiltered, with the previous period of the same length', async () => {
      const body = await codeAnalytics(ids.a, 'compare=previous');
      expect(body.totals).toEqual({ scans: 5, uniqueScanners: 3 });
      expect(body.filters).toBeUndefined();
      expect(body.comparison).toEqual({
        from: '2025-03-18T00:00:00.000Z',
        to: '2025-03-25T00:00:00.000Z',
        totals: { scans: 1, uniqueScanners: 1 },
      });
      expect(rows(body.breakdowns.country)).toEqual([
        ['DE', 2],
        ['FR', 1],
        ['GB', 1],
        ['US', 1],
      ]);
      expect(body.bots.total).toBe(1);
      // Without compare=previous there is no comparison.
      expect((await codeAnalytics(ids.a, '')).comparison).toBeUndefined();
    });

    it('filters every number of a code by a country; a visitor-day starts at its first matching scan', async () => {
      const body = await codeAnalytics(ids.a, 'country=DE&compare=previous');
      expect(body.filters).toEqual([{ dimension: 'country', values: ['DE'] }]);
      // v1's first scan of 03-30 was from GB: among the DE scans its first is the 10:00 one.
      expect(body.totals).toEqual({ scans: 2, uniqueScanners: 1 });
      expect(body.comparison?.totals).toEqual({ scans: 1, uniqueScanners: 1 });
      expect(body.series.find((b) => b.label === '2025-03-30')).toMatchObject({
        scans: 2,
        uniqueScanners: 1,
      });
      expect(body.series.reduce((sum, b) => sum + b.scans, 0)).toBe(2);
      expect(rows(body.breakdowns.country)).toEqual([['DE', 2]]);
      expect(rows(body.breakdowns.deviceType)).toEqual([['mobile', 2]]);
      expect(body.breakdowns.hourOfDay[10]).toBe(1);
      expect(body.breakdowns.hourOfDay[11]).toBe(1);
      expect(body.breakdowns.dayOfWeek).toEqual([0, 0, 0, 0, 0, 0, 2]);
      // The bot has no country: filtered out too.
      expect(body.bots.total).toBe(0);
    });

    it('combines values of one dimension with OR and dimensions with AND', async () => {
      expect((await codeAnalytics(ids.a, 'country=DE&country=FR')).totals).toEqual({
        scans: 3,
        uniqueScanners: 2,
      });
      expect((await codeAnalytics(ids.a, 'device=mobile&os=iOS')).totals).toEqual({
        scans: 4,
        uniqueScanners: 2,
      });
      expect((await codeAnalytics(ids.a, 'country=DE&device=desktop')).totals).toEqual({
        scans: 0,
        uniqueScanners: 0,
      });
      const ref = await codeAnalytics(ids.a, 'referrer=instagram.com');
      expect(ref.totals.scans).toBe(1);
      expect(rows(ref.breakdowns.browser)).toEqual([['Chrome', 1]]);
      expect((await codeAnalytics(ids.a, 'variant=k-b')).totals.scans).toBe(1);
    });

    it('filters by a city as the cities breakdown keys it, and by no city', async () => {
      const all = await codeAnalytics(ids.a, '');
      expect(all.cities.rows.map((r) => [r.city, r.region, r.country, r.scans])).toEqual([
        ['Hamburg', null, 'DE', 1],
        ['Berlin', 'Berlin', 'DE', 1],
      ]);
      expect(all.cities.unknownScans).toBe(3);
      const berlin = await codeAnalytics(ids.a, `city=${encodeURIComponent('DE|Berlin|Berlin')}`);
      expect(berlin.filters).toEqual([{ dimension: 'city', values: ['DE|Berlin|Berlin'] }]);
      expect(berlin.totals).toEqual({ scans: 1, uniqueScanners: 1 });
      expect(berlin.cities.rows.map((r) => r.city)).toEqual(['Berlin']);
      const hamburg = await codeAnalytics(ids.a, `city=${encodeURIComponent('DE||Hamburg')}`);
      expect(hamburg.totals.scans).toBe(1);
      expect(rows(hamburg.breakdowns.country)).toEqual([['DE', 1]]);
      const none = await codeAnalytics(ids.a, 'city=');
      expect(none.totals.scans).toBe(3);
      expect(none.cities.unknownScans).toBe(3);
    });

    it('matches unknown values with an empty filter value', async () => {
      const body = await codeAnalytics(ids.a, 'referrer=');
      expect(body.filters).toEqual([{ dimension: 'referrer', values: [''] }]);
      expect(body.totals.scans).toBe(4);
      expect(rows(body.breakdowns.referrerHost)).toEqual([[null, 4]]);
      expect((await codeAnalytics(ids.b, 'country=')).totals.scans).toBe(1);
    });

    it('counts the whole workspace, a folder or a tag, with a breakdown by code', async () => {
      const all = await scope('compare=previous');
      expect(all.scope).toEqual({ folderId: null, tag: null, codes: 3 });
      expect(all.totals).toEqual({ scans: 8, uniqueScanners: 6 });
      expect(all.comparison?.totals).toEqual({ scans: 2, uniqueScanners: 2 });
      expect(all.breakdowns.code).toEqual({
        rows: [
          { id: ids.a, name: 'Shop window', scans: 5 },
          { id: ids.b, name: 'Flyer', scans: 2 },
          { id: ids.c, name: 'Van', scans: 1 },
        ],
        otherScans: 0,
      });
      expect(rows(all.breakdowns.country)).toEqual([
        ['DE', 4],
        ['FR', 1],
        ['GB', 1],
        ['US', 1],
        [null, 1],
      ]);
      expect(all.bots.total).toBe(1);

      const folder = await scope(`folderId=${ids.folder}`);
      expect(folder.scope).toEqual({ folderId: ids.folder, tag: null, codes: 1 });
      expect(folder.totals).toEqual({ scans: 5, uniqueScanners: 3 });

      const tag = await scope('tag=PROMO');
      expect(tag.scope.codes).toBe(2);
      expect(tag.totals).toEqual({ scans: 7, uniqueScanners: 5 });
      expect(tag.breakdowns.code.rows.map((r) => r.id)).toEqual([ids.a, ids.b]);
    });

    it('filters a scope: the tag and a country together', async () => {
      const body = await scope('tag=promo&country=DE&compare=previous');
      expect(body.totals).toEqual({ scans: 3, uniqueScanners: 2 });
      expect(body.comparison?.totals).toEqual({ scans: 1, uniqueScanners: 1 });
      expect(body.breakdowns.code.rows.map((r) => [r.name, r.scans])).toEqual([
        ['Shop window', 2],
        ['Flyer', 1],
      ]);
      expect(rows(body.breakdowns.os)).toEqual([['iOS', 3]]);
    });

    it('answers an unknown folder or tag with no codes, and another workspace nothing of Ann', async () => {
      const none = await scope('tag=nothing-tagged');
      expect(none.scope.codes).toBe(0);
      expect(none.totals).toEqual({ scans: 0, uniqueScanners: 0 });
      const bobs = await scope('', bob);
      expect(bobs.totals.scans).toBe(1);
      expect(bobs.breakdowns.code.rows.map((r) => r.name)).toEqual(['Bob']);
      expect((await bob.get(`/api/dynamic-qrcodes/${ids.a}/analytics?country=DE`)).statusCode).toBe(
        404,
      );
    });

    it('refuses a bad comparison, too many values and a bad folder id', async () => {
      const bad = await ann.get(`/api/dynamic-qrcodes/${ids.a}/analytics?compare=next`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ compare: 'compare must be previous' });
      const many = Array.from({ length: 21 }, (_, i) => `country=C${i}`).join('&');
      const tooMany = await ann.get(`/api/analytics?${many}`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().fields).toEqual({ country: 'At most 20 values per filter' });
      const folder = await ann.get('/api/analytics?folderId=abc');
      expect(folder.statusCode).toBe(400);
      expect(folder.json().fields).toEqual({ folderId: 'folderId must be a folder id' });
    });

    it('exports only the filtered scans as CSV, first of the day among them', async () => {
      const res = await ann.get(`/api/dynamic-qrcodes/${ids.a}/analytics.csv?${RANGE}&country=DE`);
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines.slice(1)).toEqual([
        '2025-03-30T10:00:00.000Z,DE,mobile,iOS,Safari,,yes,Berlin,Berlin',
        '2025-03-30T11:00:00.000Z,DE,mobile,iOS,Safari,,no,,Hamburg',
      ]);
      const api = await app().inject({
        method: 'GET',
        url: `/api/v1/codes/dyn_${ids.a}/analytics?${RANGE}&country=DE&format=csv`,
        headers: { authorization: `Bearer ${annKey}` },
      });
      expect(api.statusCode, api.body).toBe(200);
      expect(api.body).toBe(res.body);
    });

    it('gives the public API the same numbers as the page for the same filters', async () => {
      for (const query of ['country=DE&compare=previous', 'country=DE&country=FR', 'referrer=']) {
        const page = await codeAnalytics(ids.a, query);
        const res = await app().inject({
          method: 'GET',
          url: `/api/v1/codes/dyn_${ids.a}/analytics?${RANGE}&${query}`,
          headers: { authorization: `Bearer ${annKey}` },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ...page, code: { ...page.code, id: `dyn_${ids.a}` } });
      }
    });
  },
);

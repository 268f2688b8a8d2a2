// Issue 40 item 9: a workspace of 10,000 codes (seeded in SQL by test-codes.ts). The dashboard's
// list comes a page at a time with the count of all that match (GET /api/dynamic-qrcodes/page),
// exactly what the seed's formula says each search and filter finds, and "select all that
// match" reaches every one of the 10,000: one bulk pause by filter pauses them all. Not timed:
// bench/dashboard-10k.bench.ts measures.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_PAGE_SIZE } from '../../../contracts/organise.js';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';
import { seedManyCodes } from './test-codes.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const CODES = 10_000;
const numbers = Array.from({ length: CODES }, (_, k) => k + 1);
/** The seed's rules (test-codes.ts), per code number i. */
const paused = (i: number) => i % 10 === 0;
const tagged = (i: number, t: number) => i % 30 === t || (i % 2 === 0 && (i + 7) % 30 === t);
const scans = (i: number) => (i * 37) % 1000;

interface Page {
  codes: { name: string; isPaused: boolean; tags: string[]; shortCode: string }[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(testDatabases())('a workspace of 10,000 codes on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  let web: ReturnType<typeof apiAs>;
  let workspaceId: number;
  let folder3: number;
  const page = async (query: string) => {
    const res = await web.get(`/api/dynamic-qrcodes/page?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  beforeAll(async () => {
    const cookie = await signUp(app());
    web = apiAs(app, cookie);
    const user = (await web.get('/api/user')).json() as { id: number };
    workspaceId = await personalWorkspaceIdOf(database().db, user.id);
    const folders = await seedManyCodes(database().db, {
      userId: user.id,
      workspaceId,
      count: CODES,
    });
    folder3 = folders.get('Folder 3')!;
  });

  it('lists a page at a time, newest first, with the count of all that match', async () => {
    const first = await page('status=active');
    const active = numbers.filter((i) => !paused(i));
    expect(first.total).toBe(active.length);
    expect(first.pageSize).toBe(CODE_PAGE_SIZE);
    expect(first.codes.map((c) => c.name)).toEqual(
      active.slice(0, CODE_PAGE_SIZE).map((i) => `Campaign ${i % 50} store ${i}`),
    );
    const third = await page('status=active&page=3&pageSize=20');
    expect(third.codes.map((c) => c.name)).toEqual(
      active.slice(40, 60).map((i) => `Campaign ${i % 50} store ${i}`),
    );
    const past = await page('status=active&page=1000');
    expect(past).toMatchObject({ codes: [], total: active.length, page: 1000 });

    const refused = await web.get('/api/dynamic-qrcodes/page?pageSize=101');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('pageSize must be from 1 to 100');
  });

  it('finds exactly what each search and filter matches', async () => {
    const cases: [string, (i: number) => boolean][] = [
      // "Campaign {i % 50} store {i}": only the name holds "store".
      ['q=store%2042', (i) => String(i).startsWith('42')],
      // "https://shop{i % 200}.example/…", in any case.
      ['q=SHOP7.example', (i) => i % 200 === 7],
      // A tag's name: "tag-12" and no other ("tag-1" is not found by "tag-12").
      ['q=tag-12', (i) => tagged(i, 12)],
      ['tag=tag-5', (i) => tagged(i, 5)],
      [`folderId=${0}`, (i) => i % 21 === 3],
      ['folderId=none', (i) => i % 21 === 0],
      ['qrType=text', (i) => i % 7 === 0],
      ['scansMin=100&scansMax=200', (i) => scans(i) >= 100 && scans(i) <= 200],
      [
        `tag=tag-5&folderId=${0}&scansMin=10&q=store`,
        (i) => tagged(i, 5) && i % 21 === 3 && scans(i) >= 10,
      ],
    ];
    for (const [query, matches] of cases) {
      const q = query.replace('folderId=0', `folderId=${folder3}`);
      const expected = numbers.filter((i) => matches(i) && !paused(i));
      const found = await page(`status=active&pageSize=100&${q}`);
      expect(found.total, q).toBe(expected.length);
      expect(
        found.codes.map((c) => c.name),
        q,
      ).toEqual(expected.slice(0, 100).map((i) => `Campaign ${i % 50} store ${i}`));
    }
    const pausedOnly = await page('status=paused');
    expect(pausedOnly.total).toBe(CODES / 10);
  });

  it('pauses all 10,000 codes that match with one bulk action', async () => {
    const res = await web.post('/api/dynamic-qrcodes/bulk', { action: 'pause', filter: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(CODES);
    const [live] = await database()
      .db.select({ n: count() })
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.workspaceId, workspaceId));
    const [stillActive] = await database()
      .db.select({ n: count() })
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.isPaused, false));
    expect(live!.n).toBe(CODES);
    expect(stillActive!.n).toBe(0);
    expect((await page('status=paused')).total).toBe(CODES);
    expect((await page('status=active')).total).toBe(0);
    const last = (await page('status=paused&page=200')).codes;
    expect(last.map((c) => c.isPaused)).toEqual(Array(50).fill(true));
    // The short link of the oldest code now answers the paused page, not a redirect.
    const scan = await app().inject({ url: `/d/${last.at(-1)!.shortCode}` });
    expect(scan.statusCode).toBe(200);
  });
});

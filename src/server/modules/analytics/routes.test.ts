import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, type CodeAnalytics } from '../../../contracts/analytics.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { rollUpScans } from '../scans/index.js';
import { signUp } from '../uploads/test-support.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';

/** The test clock: 2025-04-01 12:00 UTC (08:00 in New York, 14:00 in Berlin). */
const NOW = new Date('2025-04-01T12:00:00Z');

interface Scan {
  at: string;
  key: string | null;
  bot?: string;
  country?: string;
  device?: string;
  os?: string;
  browser?: string;
  ref?: string;
}

/**
 * Code X of user A, as one insert statement per batch (the rollup may fold each). Berlin times:
 * 03-29 is CET (UTC+1); on 03-30 clocks jump 02:00→03:00 at 01:00 UTC (a 23-hour day); on
 * 10-26 they fall back 03:00→02:00 at 01:00 UTC (a 25-hour day).
 */
const BATCH_1: Scan[] = [
  {
    at: '2025-03-29T10:00:00Z',
    key: 'v1',
    country: 'DE',
    device: 'mobile',
    os: 'iOS',
    browser: 'Safari',
  },
  {
    at: '2025-03-29T10:05:00Z',
    key: 'v1',
    country: 'DE',
    device: 'mobile',
    os: 'iOS',
    browser: 'Safari',
  },
  {
    at: '2025-03-29T23:30:00Z',
    key: 'v2',
    country: 'US',
    device: 'desktop',
    os: 'Windows',
    browser: 'Chrome',
    ref: 'instagram.com',
  },
  {
    at: '2025-03-30T01:15:00Z',
    key: 'v2',
    country: 'US',
    device: 'mobile',
    os: 'Android',
    browser: 'Chrome',
  },
  { at: '2025-03-30T12:00:00Z', key: 'b1', bot: 'user-agent' },
  { at: '2025-03-30T12:00:01Z', key: 'b1', bot: 'link-preview' },
  { at: '2025-03-30T12:00:02Z', key: 'b2', bot: 'head-request' },
  { at: '2025-03-30T12:00:03Z', key: 'b3', bot: 'user-agent' },
];
const BATCH_2: Scan[] = [
  {
    at: '2025-03-30T20:00:00Z',
    key: 'v1',
    country: 'DE',
    device: 'tablet',
    os: 'iOS',
    browser: 'Safari',
    ref: '=cmd',
  },
  {
    at: '2025-03-30T20:10:00Z',
    key: 'v1',
    device: 'mobile',
    os: 'iOS',
    browser: 'Safari',
    ref: '=cmd',
  },
  {
    at: '2025-03-31T00:00:00Z',
    key: 'v3',
    country: 'FR',
    device: 'desktop',
    os: 'macOS',
    browser: 'Firefox',
  },
];
const FALL_BACK: Scan[] = [
  { at: '2025-10-26T00:30:00Z', key: 'v4', country: 'DE' },
  { at: '2025-10-26T01:30:00Z', key: 'v4', country: 'DE' },
];

// Every answer must be the same whether the rollup has folded the scans in or not: the suite runs
// with the rollups left empty (analytics read scan_events) and folded after every insert.
const SUITES = testDatabases().flatMap((kind) => [
  [kind, 'not folded'] as const,
  [kind, 'folded after each insert'] as const,
]);

describe.each(SUITES)('analytics API on %s, rollups %s', (kind, folding) => {
  const { app, database } = useTestApp(
    kind,
    {},
    { now: () => NOW, scanRollupIntervalMs: 3_600_000 },
  );
  let cookieA = '';
  let cookieB = '';
  let codeX = 0;
  let codeY = 0;
  let codeZ = 0;

  const exec = (query: ReturnType<typeof sql>) => database().db.execute(query);
  const lastUserId = async () => {
    const res = (await exec(sql`select max(id) as id from users`)) as unknown as {
      rows: { id: number }[];
    };
    return Number(res.rows[0]!.id);
  };
  const insertCode = async (userId: number, name: string, shortCode: string, scanCount: number) => {
    const workspaceId = await personalWorkspaceIdOf(database().db, userId);
    const res = (await exec(sql`insert into dynamic_qr_codes
        (user_id, workspace_id, name, short_code, destination, qr_type, scan_count,
          last_scanned_at)
      values (${userId}, ${workspaceId}, ${name}, ${shortCode}, 'https://example.com', 'url',
        ${scanCount}, '2025-03-31T00:00:00Z') returning id`)) as unknown as {
      rows: { id: number }[];
    };
    return Number(res.rows[0]!.id);
  };
  const insertScans = async (code: number, scans: Scan[]) => {
    await insertRows(code, scans);
    if (folding === 'folded after each insert') await rollUpScans(database().db);
  };
  const insertRows = (code: number, scans: Scan[]) =>
    exec(sql`insert into scan_events (dynamic_qr_code_id, scanned_at, is_bot, bot_reason,
        device_type, os, browser, country, referrer_host, visitor_key, method)
      values ${sql.join(
        scans.map(
          (s) => sql`(${code}, ${s.at}::timestamptz, ${!!s.bot}, ${s.bot ?? null},
            ${s.device ?? null}, ${s.os ?? null}, ${s.browser ?? null}, ${s.country ?? null},
            ${s.ref ?? null}, ${s.key}, ${s.bot === 'head-request' ? 'HEAD' : 'GET'})`,
        ),
        sql`, `,
      )}`);

  beforeAll(async () => {
    cookieA = await signUp(app());
    const userA = await lastUserId();
    cookieB = await signUp(app());
    const userB = await lastUserId();
    codeX = await insertCode(userA, 'Menu', 'menuX', 9);
    codeY = await insertCode(userA, 'Poster', 'posterY', 1);
    codeZ = await insertCode(userB, 'Other', 'otherZ', 1);
    await insertScans(codeX, BATCH_1);
    await insertScans(codeX, BATCH_2);
    await insertScans(codeX, FALL_BACK);
    // Same visitor key on another code: must not change code X's unique scanners.
    await insertScans(codeY, [{ at: '2025-03-30T10:00:00Z', key: 'v1', country: 'GB' }]);
    await insertScans(codeZ, [{ at: '2025-03-30T10:00:00Z', key: 'v1', country: 'GB' }]);

    // Saved codes and generator events of user A (for /api/user-analytics).
    const spaceA = await personalWorkspaceIdOf(database().db, userA);
    const spaceB = await personalWorkspaceIdOf(database().db, userB);
    const saved = (await exec(sql`insert into qr_codes (user_id, workspace_id, name, qr_type,
        created_at)
      values (${userA}, ${spaceA}, 'S1', 'url', '2025-01-01T00:00:00Z'),
             (${userA}, ${spaceA}, 'S2', 'text', '2025-01-02T00:00:00Z'),
             (${userA}, ${spaceA}, 'S3', 'wifi', '2025-01-03T00:00:00Z'),
             (${userB}, ${spaceB}, 'B1', 'url', '2025-01-03T00:00:00Z')
      returning id`)) as unknown as { rows: { id: number }[] };
    const [s1, s2] = saved.rows.map((r) => Number(r.id));
    await exec(sql`insert into qr_generations (user_id, qr_code_id, qr_type, created_at) values
      (${userA}, ${s1}, 'url', '2025-04-01T11:00:00Z'),
      (${userA}, ${s1}, 'url', '2025-04-01T03:00:00Z'),
      (${userA}, ${s1}, 'url', '2025-03-22T12:00:00Z'),
      (${userA}, ${s2}, 'text', '2025-03-03T04:00:00Z'),
      (${userB}, null, 'url', '2025-04-01T11:00:00Z')`);
    await exec(sql`insert into qr_downloads (user_id, qr_code_id, qr_type, created_at) values
      (${userA}, ${s1}, 'url', '2025-04-01T10:00:00Z'),
      (${userA}, ${s2}, 'text', '2025-03-03T12:00:00Z')`);
  });

  const get = (url: string, cookie = cookieA) =>
    app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const analytics = async (query: string, code = codeX): Promise<CodeAnalytics> => {
    const res = await get(`/api/dynamic-qrcodes/${code}/analytics?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts three Berlin days (one of 23 hours) per day, with every breakdown', async () => {
    const body = await analytics('from=2025-03-29&to=2025-03-31&tz=Europe/Berlin');
    expect(body.code).toEqual({
      id: codeX,
      name: 'Menu',
      shortCode: 'menuX',
      totalScans: 9,
      undetailedScans: 0,
      lastScanAt: '2025-03-31T00:00:00.000Z',
    });
    expect(body.range).toEqual({
      from: '2025-03-28T23:00:00.000Z',
      to: '2025-03-31T22:00:00.000Z',
      timeZone: 'Europe/Berlin',
      granularity: 'day',
    });
    expect(body.totals).toEqual({ scans: 7, uniqueScanners: 5 });
    expect(body.series).toEqual([
      { start: '2025-03-28T23:00:00.000Z', label: '2025-03-29', scans: 2, uniqueScanners: 1 },
      { start: '2025-03-29T23:00:00.000Z', label: '2025-03-30', scans: 4, uniqueScanners: 3 },
      { start: '2025-03-30T22:00:00.000Z', label: '2025-03-31', scans: 1, uniqueScanners: 1 },
    ]);
    const rows = (pairs: [string | null, number][]) => ({
      rows: pairs.map(([key, scans]) => ({ key, scans })),
      otherScans: 0,
    });
    expect(body.breakdowns).toEqual({
      country: rows([
        ['DE', 3],
        ['US', 2],
        ['FR', 1],
        [null, 1],
      ]),
      deviceType: rows([
        ['mobile', 4],
        ['desktop', 2],
        ['tablet', 1],
      ]),
      os: rows([
        ['iOS', 4],
        ['Android', 1],
        ['macOS', 1],
        ['Windows', 1],
      ]),
      browser: rows([
        ['Safari', 4],
        ['Chrome', 2],
        ['Firefox', 1],
      ]),
      referrerHost: rows([
        [null, 4],
        ['=cmd', 2],
        ['instagram.com', 1],
      ]),
      // Local hours: 11, 11, 0, 3, 22, 22, 2.
      hourOfDay: [1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
      // Saturday 2, Sunday 4, Monday 1 (ISO order Monday..Sunday).
      dayOfWeek: [1, 0, 0, 0, 0, 2, 4],
    });
    expect(body.bots).toEqual({
      total: 4,
      reasons: [
        { reason: 'user-agent', count: 2 },
        { reason: 'head-request', count: 1 },
        { reason: 'link-preview', count: 1 },
      ],
    });
  });

  it('buckets per hour across the spring-forward gap, with raw edges inside slots', async () => {
    const body = await analytics(
      'from=2025-03-29T10:02:00Z&to=2025-03-30T20:05:00Z&tz=Europe/Berlin',
    );
    expect(body.range.granularity).toBe('hour');
    // Absolute hours 10:00Z on 03-29 .. 20:00Z on 03-30.
    expect(body.series).toHaveLength(35);
    const labels = body.series.map((b) => b.label);
    expect(labels[0]).toBe('2025-03-29T11:00');
    expect(labels).toContain('2025-03-30T01:00');
    expect(labels).not.toContain('2025-03-30T02:00');
    expect(labels.filter((l) => l.startsWith('2025-03-30'))).toHaveLength(22);
    // #2 is v1's second scan that UTC day (its first, 10:00Z, is before the range).
    expect(body.series.filter((b) => b.scans > 0)).toEqual([
      { start: '2025-03-29T10:00:00.000Z', label: '2025-03-29T11:00', scans: 1, uniqueScanners: 0 },
      { start: '2025-03-29T23:00:00.000Z', label: '2025-03-30T00:00', scans: 1, uniqueScanners: 1 },
      { start: '2025-03-30T01:00:00.000Z', label: '2025-03-30T03:00', scans: 1, uniqueScanners: 1 },
      { start: '2025-03-30T20:00:00.000Z', label: '2025-03-30T22:00', scans: 1, uniqueScanners: 1 },
    ]);
    expect(body.totals).toEqual({ scans: 4, uniqueScanners: 3 });
    expect(body.bots.total).toBe(4);
  });

  it('gives the fall-back day 25 hourly buckets, the repeated 02:00 twice', async () => {
    const body = await analytics('from=2025-10-26&to=2025-10-26&tz=Europe/Berlin');
    expect(body.range).toMatchObject({
      from: '2025-10-25T22:00:00.000Z',
      to: '2025-10-26T23:00:00.000Z',
      granularity: 'hour',
    });
    expect(body.series).toHaveLength(25);
    expect(body.series.filter((b) => b.label === '2025-10-26T02:00')).toEqual([
      { start: '2025-10-26T00:00:00.000Z', label: '2025-10-26T02:00', scans: 1, uniqueScanners: 1 },
      { start: '2025-10-26T01:00:00.000Z', label: '2025-10-26T02:00', scans: 1, uniqueScanners: 0 },
    ]);
    expect(body.breakdowns.hourOfDay[2]).toBe(2);
    expect(body.totals).toEqual({ scans: 2, uniqueScanners: 1 });
  });

  it('uses UTC and the last 30 days by default', async () => {
    const body = await analytics('');
    expect(body.range).toEqual({
      from: '2025-03-03T00:00:00.000Z',
      to: '2025-04-02T00:00:00.000Z',
      timeZone: 'UTC',
      granularity: 'day',
    });
    expect(body.series).toHaveLength(30);
    expect(body.totals).toEqual({ scans: 7, uniqueScanners: 5 });
  });

  it('exports the same scans as CSV, formula cells neutralised', async () => {
    const res = await get(
      `/api/dynamic-qrcodes/${codeX}/analytics.csv?from=2025-03-29&to=2025-03-31&tz=Europe/Berlin`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="qr-menuX-scans-/);
    expect(res.body).toBe(
      [
        'time_utc,country,device,os,browser,referrer_host,first_time_today,region,city',
        '2025-03-29T10:00:00.000Z,DE,mobile,iOS,Safari,,yes,,',
        '2025-03-29T10:05:00.000Z,DE,mobile,iOS,Safari,,no,,',
        '2025-03-29T23:30:00.000Z,US,desktop,Windows,Chrome,instagram.com,yes,,',
        '2025-03-30T01:15:00.000Z,US,mobile,Android,Chrome,,yes,,',
        "2025-03-30T20:00:00.000Z,DE,tablet,iOS,Safari,'=cmd,yes,,",
        "2025-03-30T20:10:00.000Z,,mobile,iOS,Safari,'=cmd,no,,",
        '2025-03-31T00:00:00.000Z,FR,desktop,macOS,Firefox,,yes,,',
        '',
      ].join('\r\n'),
    );
  });

  it('pages through a large CSV without losing or repeating rows of equal times', async () => {
    await exec(sql`insert into scan_events (dynamic_qr_code_id, scanned_at, visitor_key, country)
      select ${codeY}, timestamptz '2025-02-01T00:00:00Z' + (i / 2) * interval '1 second',
        'k' || (i % 7), 'NL'
      from generate_series(0, 4499) i`);
    const res = await get(
      `/api/dynamic-qrcodes/${codeY}/analytics.csv?from=2025-02-01&to=2025-02-01`,
    );
    const lines = res.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(4500);
    // 7 visitor keys, one UTC day: exactly 7 first-time rows.
    expect(lines.filter((l) => l.endsWith(',yes,,'))).toHaveLength(7);
    const times = lines.map((l) => l.split(',')[0]);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(2250);
    const day = await analytics('from=2025-02-01&to=2025-02-01', codeY);
    expect(day.totals).toEqual({ scans: 4500, uniqueScanners: 7 });
  });

  it('renders the PDF report with pdf-lib', async () => {
    const res = await get(
      `/api/dynamic-qrcodes/${codeX}/analytics.pdf?from=2025-03-29&to=2025-03-31&tz=Europe/Berlin`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Scan analytics: Menu');
  });

  it('answers only the owner: another user, unknown ids and signed-out requests', async () => {
    for (const suffix of ['analytics', 'analytics.csv', 'analytics.pdf', 'analytics/live']) {
      const other = await get(`/api/dynamic-qrcodes/${codeX}/${suffix}`, cookieB);
      expect(other.statusCode, suffix).toBe(404);
      expect(other.json()).toEqual({ message: ANALYTICS_MESSAGES.codeNotFound, code: 'NOT_FOUND' });
      expect((await get(`/api/dynamic-qrcodes/abc/${suffix}`)).statusCode).toBe(404);
      expect((await get(`/api/dynamic-qrcodes/999999/${suffix}`)).statusCode).toBe(404);
      expect((await get(`/api/dynamic-qrcodes/${codeX}/${suffix}`, '')).statusCode).toBe(401);
    }
    expect((await get('/api/user-analytics', '')).statusCode).toBe(401);
  });

  it('refuses bad parameters with 400 and a clear message', async () => {
    const cases: [string, string, string][] = [
      ['tz=Mars/Base', 'tz', ANALYTICS_MESSAGES.invalidTimeZone],
      ['tz=%2B05:00', 'tz', ANALYTICS_MESSAGES.invalidTimeZone],
      ['from=2025-13-01', 'from', ANALYTICS_MESSAGES.invalidDate],
      ['to=yesterday', 'to', ANALYTICS_MESSAGES.invalidDate],
      ['from=2025-02-30', 'from', ANALYTICS_MESSAGES.invalidDate],
      ['to=2025-03-01T24:00Z', 'to', ANALYTICS_MESSAGES.invalidDate],
      ['from=0000-01-01', 'from', ANALYTICS_MESSAGES.invalidDate],
      ['from=2025-03-02&to=2025-03-01', 'from', ANALYTICS_MESSAGES.rangeOrder],
      ['from=2024-01-01&to=2025-03-01', 'from', ANALYTICS_MESSAGES.rangeTooLong],
    ];
    for (const [query, field, message] of cases) {
      for (const suffix of ['analytics', 'analytics.csv', 'analytics.pdf']) {
        const res = await get(`/api/dynamic-qrcodes/${codeX}/${suffix}?${query}`);
        expect(res.statusCode, `${suffix}?${query}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message,
          fields: { [field]: message },
        });
      }
    }
    const bad = await get('/api/user-analytics?tz=Nowhere');
    expect(bad.statusCode).toBe(400);
    // 400 local days (with a DST change) are allowed.
    expect(
      (
        await get(
          `/api/dynamic-qrcodes/${codeX}/analytics?from=2024-03-01&to=2025-04-04&tz=Europe/Berlin`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('builds the user overview with 30 zero-filled local days', async () => {
    const res = await get('/api/user-analytics?tz=America/New_York');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.overview).toEqual({
      totalQrCodes: 5,
      totalScans: 10,
      totalDownloads: 2,
      totalGenerations: 4,
      staticQrCodes: 3,
      dynamicQrCodes: 2,
    });
    expect(body.qrTypeDistribution).toEqual({ text: 1, url: 3, wifi: 1 });
    expect(body.recentActivity).toHaveLength(30);
    expect(body.recentActivity[0]).toEqual({ date: '2025-03-03', generations: 0, downloads: 1 });
    expect(body.recentActivity[29]).toEqual({ date: '2025-04-01', generations: 1, downloads: 1 });
    const active = body.recentActivity.filter(
      (d: { generations: number; downloads: number }) => d.generations + d.downloads > 0,
    );
    expect(active).toEqual([
      { date: '2025-03-03', generations: 0, downloads: 1 },
      { date: '2025-03-22', generations: 1, downloads: 0 },
      { date: '2025-03-31', generations: 1, downloads: 0 },
      { date: '2025-04-01', generations: 1, downloads: 1 },
    ]);
    expect(body.topPerformingQrCodes.map((c: { name: string }) => c.name)).toEqual([
      'S1',
      'S2',
      'S3',
    ]);
    expect(body.topPerformingQrCodes[0]).toMatchObject({
      type: 'url',
      downloads: 1,
      generations: 3,
    });
    expect(body.topPerformingQrCodes[1]).toMatchObject({
      type: 'text',
      downloads: 1,
      generations: 1,
    });
    expect(body.dynamicQrPerformance).toEqual([
      { id: codeX, name: 'Menu', scans: 9 },
      { id: codeY, name: 'Poster', scans: 1 },
    ]);
    const utc = (await get('/api/user-analytics')).json();
    expect(utc.timeZone).toBe('UTC');
    expect(utc.recentActivity[29]).toEqual({ date: '2025-04-01', generations: 2, downloads: 1 });
  });

  it('live: counts a new scan at once (writer updates scan_count; trigger the rollup)', async () => {
    const before = (await get(`/api/dynamic-qrcodes/${codeX}/analytics/live`)).json();
    expect(before).toEqual({
      totalScans: 9,
      lastScanAt: '2025-03-31T00:00:00.000Z',
      scansToday: 0,
      serverTime: NOW.toISOString(),
    });
    await insertScans(codeX, [{ at: '2025-04-01T11:59:00Z', key: 'v9' }]);
    await exec(sql`update dynamic_qr_codes set scan_count = scan_count + 1,
      last_scanned_at = '2025-04-01T11:59:00Z' where id = ${codeX}`);
    const after = (await get(`/api/dynamic-qrcodes/${codeX}/analytics/live`)).json();
    expect(after).toMatchObject({
      totalScans: 10,
      lastScanAt: '2025-04-01T11:59:00.000Z',
      scansToday: 1,
    });
  });
});

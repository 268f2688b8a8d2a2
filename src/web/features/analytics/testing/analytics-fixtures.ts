import type {
  CodeAnalytics,
  LiveAnalytics,
  ScopeAnalytics,
  UserAnalytics,
} from '../../../../contracts/analytics.js';

/**
 * Contract-shaped answers (src/contracts/analytics.ts) for component tests, with distinct
 * numbers so each one can be found on screen.
 */

/** 30 local days ending `lastDay`, with activity on a few of them. */
export function userAnalyticsFixture(lastDay = '2025-03-30'): UserAnalytics {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  const recentActivity = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, generations: i % 7 === 0 ? 3 : 0, downloads: i % 10 === 0 ? 2 : 0 };
  });
  return {
    overview: {
      totalQrCodes: 17,
      totalScans: 4321,
      totalDownloads: 86,
      totalGenerations: 254,
      staticQrCodes: 12,
      dynamicQrCodes: 5,
    },
    qrTypeDistribution: { url: 9, wifi: 5, vcard: 3 },
    recentActivity,
    topPerformingQrCodes: [
      { id: 11, name: 'Menu card', type: 'url', downloads: 40, generations: 61 },
      { id: 12, name: 'Office Wi-Fi', type: 'wifi', downloads: 22, generations: 35 },
      { id: 13, name: '', type: 'vcard', downloads: 9, generations: 14 },
    ],
    dynamicQrPerformance: [
      { id: 21, name: 'Poster spring', scans: 3001 },
      { id: 22, name: 'Flyer', scans: 1200 },
      { id: 23, name: 'Sticker', scans: 120 },
    ],
    timeZone: 'UTC',
  };
}

export function emptyUserAnalytics(): UserAnalytics {
  const base = userAnalyticsFixture();
  return {
    overview: {
      totalQrCodes: 0,
      totalScans: 0,
      totalDownloads: 0,
      totalGenerations: 0,
      staticQrCodes: 0,
      dynamicQrCodes: 0,
    },
    qrTypeDistribution: {},
    recentActivity: base.recentActivity.map((d) => ({ ...d, generations: 0, downloads: 0 })),
    topPerformingQrCodes: [],
    dynamicQrPerformance: [],
    timeZone: 'UTC',
  };
}

/** Seven daily buckets ending 2025-03-30 with the breakdowns adding up to the totals. */
export function codeAnalyticsFixture(id = 7): CodeAnalytics {
  const scansPerDay = [4, 0, 9, 12, 0, 7, 5];
  const series = scansPerDay.map((scans, i) => {
    const label = `2025-03-${String(24 + i).padStart(2, '0')}`;
    return {
      start: `${label}T00:00:00.000Z`,
      label,
      scans,
      uniqueScanners: Math.ceil(scans / 2),
    };
  });
  const scans = scansPerDay.reduce((a, b) => a + b, 0);
  return {
    code: {
      id,
      name: 'Poster spring',
      shortCode: 'aB3dE9',
      totalScans: 3001,
      lastScanAt: '2025-03-30T10:15:00.000Z',
    },
    range: {
      from: '2025-03-24T00:00:00.000Z',
      to: '2025-03-31T00:00:00.000Z',
      timeZone: 'UTC',
      granularity: 'day',
    },
    totals: { scans, uniqueScanners: series.reduce((a, b) => a + b.uniqueScanners, 0) },
    series,
    breakdowns: {
      country: {
        rows: [
          { key: 'DE', scans: 20 },
          { key: 'JP', scans: 10 },
          { key: null, scans: 4 },
        ],
        otherScans: 3,
      },
      deviceType: {
        rows: [
          { key: 'mobile', scans: 30 },
          { key: 'desktop', scans: 7 },
        ],
        otherScans: 0,
      },
      os: {
        rows: [
          { key: 'iOS', scans: 19 },
          { key: 'Android', scans: 18 },
        ],
        otherScans: 0,
      },
      browser: {
        rows: [
          { key: 'Safari', scans: 19 },
          { key: 'Chrome', scans: 18 },
        ],
        otherScans: 0,
      },
      referrerHost: {
        rows: [
          { key: null, scans: 33 },
          { key: 'instagram.com', scans: 4 },
        ],
        otherScans: 0,
      },
      hourOfDay: Array.from({ length: 24 }, (_, h) => (h === 9 ? 20 : h === 18 ? 17 : 0)),
      dayOfWeek: [4, 0, 9, 12, 0, 7, 5],
    },
    cities: {
      source: 'dbip',
      rows: [
        { city: 'Berlin', region: 'Land Berlin', country: 'DE', scans: 12 },
        { city: 'Tokyo', region: 'Tokyo', country: 'JP', scans: 10 },
        { city: 'Munich', region: 'Bavaria', country: 'DE', scans: 8 },
      ],
      otherScans: 3,
      unknownScans: 4,
    },
    split: { variants: [], earlierScans: 0 },
    bots: {
      total: 6,
      reasons: [
        { reason: 'link-preview', count: 4 },
        { reason: 'head', count: 2 },
      ],
    },
  };
}

/** A code never scanned: every count 0. */
export function unscannedCodeAnalytics(id = 7): CodeAnalytics {
  const base = codeAnalyticsFixture(id);
  const none = { rows: [], otherScans: 0 };
  return {
    ...base,
    code: { ...base.code, totalScans: 0, lastScanAt: null },
    totals: { scans: 0, uniqueScanners: 0 },
    series: base.series.map((b) => ({ ...b, scans: 0, uniqueScanners: 0 })),
    breakdowns: {
      country: none,
      deviceType: none,
      os: none,
      browser: none,
      referrerHost: none,
      hourOfDay: Array(24).fill(0),
      dayOfWeek: Array(7).fill(0),
    },
    cities: { source: 'dbip', rows: [], otherScans: 0, unknownScans: 0 },
    split: { variants: [], earlierScans: 0 },
    bots: { total: 0, reasons: [] },
  };
}

export function liveFixture(data: CodeAnalytics): LiveAnalytics {
  return {
    totalScans: data.code.totalScans,
    lastScanAt: data.code.lastScanAt,
    scansToday: data.series.at(-1)?.scans ?? 0,
    serverTime: '2025-03-30T12:00:00.000Z',
  };
}

/** A workspace scope's answer with the same numbers as codeAnalyticsFixture, over two codes. */
export function scopeAnalyticsFixture(): ScopeAnalytics {
  const { code: _code, split: _split, ...numbers } = codeAnalyticsFixture();
  return {
    ...numbers,
    scope: { folderId: null, tag: null, codes: 2 },
    breakdowns: {
      ...numbers.breakdowns,
      code: {
        rows: [
          { id: 7, name: 'Poster spring', scans: 30 },
          { id: 9, name: 'Flyer', scans: 7 },
        ],
        otherScans: 0,
      },
    },
  };
}

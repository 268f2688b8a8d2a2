import { z } from 'zod';

/**
 * Scan analytics (spec 000 §3 "Analytics", §7 GET /api/user-analytics, §9; 001 §2 "Analytics
 * marketing page"): request parameters, limits, messages and response shapes of
 *   GET /api/user-analytics?tz
 *   GET /api/dynamic-qrcodes/{id}/analytics?from&to&tz
 *   GET /api/dynamic-qrcodes/{id}/analytics.csv?from&to&tz   (text/csv)
 *   GET /api/dynamic-qrcodes/{id}/analytics.pdf?from&to&tz   (application/pdf)
 *   GET /api/dynamic-qrcodes/{id}/analytics/live              (cheap; poll every ~3 s)
 *
 * Counting rules ("honest numbers"): `scans` are human scans only; bots, link previews and HEAD
 * requests are reported separately as `bots`. Visitors are identified by a key that rotates
 * every UTC day, so a "unique scanner" is a visitor-day: a visitor is never followed across UTC
 * days. A scan is "first of the day" when it is the visitor's first human scan of that code on
 * that UTC day; `uniqueScanners` of a bucket counts the first-of-the-day scans falling in it, so
 * buckets add up to the total.
 */

export const ANALYTICS_LIMITS = {
  /** Longest allowed from..to range. */
  maxRangeDays: 400,
  /** Ranges of at most this many days are bucketed per hour, longer ones per day. */
  hourlyMaxDays: 2,
  /** Default range and the user-analytics activity window (spec 000 §9). */
  defaultDays: 30,
  recentDays: 30,
  /** Top codes shown in user analytics (spec 000 §9). */
  topCount: 3,
  /** Rows per breakdown list (the rest is summed into `otherCount`). */
  breakdownRows: 20,
  /** Poll interval the dashboard uses for the live endpoint. */
  livePollMs: 3000,
} as const;

export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to load analytics data',
  tryAgain: 'Try Again',
  invalidTimeZone: 'Unknown time zone; use an IANA name such as Europe/Berlin',
  invalidDate: 'Use a date (YYYY-MM-DD) or an ISO 8601 instant (2025-03-30T12:00:00Z)',
  rangeOrder: 'The start of the range must be before its end',
  rangeTooLong: `The range can be at most ${ANALYTICS_LIMITS.maxRangeDays} days`,
  codeNotFound: 'QR code not found',
  citiesOff:
    'City analytics are off on this server. An administrator turns them on with npm run city-database (or CITY_DATABASE for a MaxMind file) and a restart.',
  citiesNone: 'No scans resolved to a city in this period.',
} as const;

/** An IANA zone name known to this runtime's Intl (e.g. "UTC", "Europe/Berlin"). */
export function isValidTimeZone(tz: string): boolean {
  // Names only: PostgreSQL reads "+05:00" as a POSIX zone (sign inverted), so offsets are refused.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz) || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isValidTimeZone, ANALYTICS_MESSAGES.invalidTimeZone);

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_RE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** A real calendar day from 1900 on (Date.parse would roll 02-30 over to March). */
function isCalendarDate(
  y: string | undefined,
  m: string | undefined,
  d: string | undefined,
): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    Number(y) >= 1900 &&
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

function isRangeBound(v: string): boolean {
  const day = DATE_RE.exec(v);
  if (day) return isCalendarDate(day[1], day[2], day[3]);
  const at = INSTANT_RE.exec(v);
  if (!at) return false;
  const [, y, mo, d, h, mi, , sec, , , oh, om] = at;
  return (
    isCalendarDate(y, mo, d) &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(sec ?? 0) <= 59 &&
    Number(oh ?? 0) <= 14 &&
    Number(om ?? 0) <= 59
  );
}

/**
 * A range bound: a calendar date in the request's tz (from = its start, to = its end, so
 * from=to=2025-03-30 is that whole local day), or an exact ISO 8601 instant with Z or an offset.
 */
export const rangeBoundSchema = z
  .string()
  .trim()
  .refine(isRangeBound, ANALYTICS_MESSAGES.invalidDate);

/** GET /api/user-analytics query. tz defaults to UTC. */
export const userAnalyticsQuerySchema = z.object({
  tz: timeZoneSchema.optional(),
});
export type UserAnalyticsQuery = z.infer<typeof userAnalyticsQuerySchema>;

/**
 * Per-code analytics, CSV and PDF query. Defaults: to = end of today in tz, from = start of the
 * day 29 days before (30 whole local days). Range order and length are checked by the server
 * after the dates are resolved in tz (400 with ANALYTICS_MESSAGES.rangeOrder / rangeTooLong).
 */
export const codeAnalyticsQuerySchema = z.object({
  from: rangeBoundSchema.optional(),
  to: rangeBoundSchema.optional(),
  tz: timeZoneSchema.optional(),
});
export type CodeAnalyticsQuery = z.infer<typeof codeAnalyticsQuerySchema>;

/**
 * The dimensions a scan can be filtered by (issue 40 item 8), as query parameters of the
 * analytics routes and the analytics page's URL: each names the breakdown whose rows it filters
 * (a click on a row of that breakdown adds the filter). City is one more entry when the scans
 * carry one.
 */
export const ANALYTICS_FILTER_DIMENSIONS = [
  'country',
  'device',
  'os',
  'browser',
  'referrer',
  /** A split variant's key (`split.variants[].key`). */
  'variant',
  /** A city as the `cities` breakdown keys it: `country|region|city` (`cityFilterValue`). */
  'city',
] as const;
export type AnalyticsFilterDimension = (typeof ANALYTICS_FILTER_DIMENSIONS)[number];

/** Values one filter may list (a click adds one; the URL may hold a few). */
export const ANALYTICS_FILTER_MAX_VALUES = 20;

/**
 * One dimension's filter values. The empty value stands for "unknown" (a breakdown row whose key
 * is null); several values of one dimension are alternatives (OR), dimensions combine with AND.
 */
const filterValuesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(z.string().trim().max(255, 'A filter value has at most 255 characters'))
      .max(ANALYTICS_FILTER_MAX_VALUES, `At most ${ANALYTICS_FILTER_MAX_VALUES} values per filter`),
  );

/** `compare=previous`: also the totals of the period of the same length just before. */
export const analyticsCompareSchema = z.enum(['previous'], {
  message: 'compare must be previous',
});

/** The filter parameters: one optional, repeatable parameter per dimension. */
export const analyticsFilterShape = Object.fromEntries(
  ANALYTICS_FILTER_DIMENSIONS.map((d) => [
    d,
    filterValuesSchema.optional().meta({
      description: `Only scans whose ${d} is this value (repeat for any of several; empty: unknown).`,
    }),
  ]),
) as Record<AnalyticsFilterDimension, z.ZodOptional<typeof filterValuesSchema>>;

/** The range, comparison and dimension filters every analytics answer accepts. */
export const filteredAnalyticsQuerySchema = codeAnalyticsQuerySchema.extend({
  compare: analyticsCompareSchema.optional(),
  ...analyticsFilterShape,
});
export type FilteredAnalyticsQuery = z.infer<typeof filteredAnalyticsQuerySchema>;

/** One active filter: a dimension and its values ('' = unknown). */
export interface AnalyticsFilter {
  dimension: AnalyticsFilterDimension;
  values: string[];
}

/**
 * Workspace analytics (GET /api/analytics): the range query and filters, and an optional scope
 * inside the workspace: one folder (`folderId`) or one tag (`tag`, its name), or both.
 */
export const scopeAnalyticsQuerySchema = filteredAnalyticsQuerySchema.extend({
  folderId: z.coerce
    .number({ message: 'folderId must be a folder id' })
    .int({ message: 'folderId must be a folder id' })
    .positive({ message: 'folderId must be a folder id' })
    .optional(),
  tag: z.string().trim().min(1).max(100).optional(),
});
export type ScopeAnalyticsQuery = z.infer<typeof scopeAnalyticsQuerySchema>;

// ---------------------------------------------------------------- GET /api/user-analytics

export interface UserAnalyticsOverview {
  /** staticQrCodes + dynamicQrCodes. */
  totalQrCodes: number;
  /** Human scans of all the user's dynamic codes, all time. */
  totalScans: number;
  totalDownloads: number;
  totalGenerations: number;
  /** Saved (static) codes, not deleted. */
  staticQrCodes: number;
  /** Dynamic codes, not deleted (paused included). */
  dynamicQrCodes: number;
}

/** One local day of the last 30 (oldest first, today last; days without activity are 0). */
export interface ActivityDay {
  /** YYYY-MM-DD in the request's tz. */
  date: string;
  generations: number;
  downloads: number;
}

export interface TopQrCode {
  id: number;
  name: string;
  /** The qrType, e.g. "url". */
  type: string;
  downloads: number;
  generations: number;
}

export interface DynamicQrPerformance {
  id: number;
  name: string;
  /** Human scans, all time. */
  scans: number;
}

export interface UserAnalytics {
  overview: UserAnalyticsOverview;
  /** qrType → number of codes (saved + dynamic). */
  qrTypeDistribution: Record<string, number>;
  /** Exactly ANALYTICS_LIMITS.recentDays entries. */
  recentActivity: ActivityDay[];
  /** Top 3 saved codes by downloads + generations (ties: newest first). */
  topPerformingQrCodes: TopQrCode[];
  /** Top 3 dynamic codes by scans (ties: newest first). */
  dynamicQrPerformance: DynamicQrPerformance[];
  timeZone: string;
}

// ---------------------------------------------------------------- per-code analytics

export type AnalyticsGranularity = 'hour' | 'day';

export interface AnalyticsRange {
  /** Resolved bounds as UTC ISO instants; `to` is exclusive. */
  from: string;
  to: string;
  timeZone: string;
  granularity: AnalyticsGranularity;
}

/** One time bucket; every bucket of the range is present (empty ones are 0). */
export interface AnalyticsBucket {
  /** Start of the bucket as a UTC ISO instant. */
  start: string;
  /** Local label in tz: "YYYY-MM-DD" (day) or "YYYY-MM-DDTHH:00" (hour). */
  label: string;
  scans: number;
  uniqueScanners: number;
}

/** A breakdown row; `key` null = unknown (e.g. country not resolved, no referrer). */
export interface BreakdownRow {
  key: string | null;
  scans: number;
}

export interface Breakdown {
  /** Most scans first (ties by key), at most ANALYTICS_LIMITS.breakdownRows rows. */
  rows: BreakdownRow[];
  /** Scans in rows left out. */
  otherScans: number;
}

/**
 * Whose data resolves scans to cities on this server (issue 40 item 6): DB-IP (City Lite, CC BY
 * 4.0: shown with CITY_ATTRIBUTION.dbip wherever city data is), MaxMind GeoLite2 (its licence
 * asks for CITY_ATTRIBUTION.geolite2), or another file (GeoIP2, commercial: no attribution).
 */
export type CitySource = 'dbip' | 'geolite2' | 'other';

/** The attribution each source's licence asks for beside its data. */
export const CITY_ATTRIBUTION = {
  dbip: { text: 'IP geolocation by DB-IP', href: 'https://db-ip.com', licence: 'CC BY 4.0' },
  geolite2: {
    text: 'This product includes GeoLite2 data created by MaxMind',
    href: 'https://www.maxmind.com',
    licence: 'GeoLite2 EULA',
  },
} as const;

/** One city of the city breakdown: a place, told apart by its region and country. */
export interface CityRow {
  city: string;
  /** State or region, when the database has one. */
  region: string | null;
  /** ISO 3166-1 alpha-2 of the city (from the city database), when known. */
  country: string | null;
  scans: number;
}

/** "Mountain View, California, US": the city with what tells it apart, as tables show it. */
export function cityLabel(row: Pick<CityRow, 'city' | 'region' | 'country'>): string {
  return [row.city, row.region, row.country].filter((part) => part).join(', ');
}

/** The `city` filter value of a row: `country|region|city` ('' parts when unknown). */
export function cityFilterValue(row: Pick<CityRow, 'city' | 'region' | 'country'>): string {
  return `${row.country ?? ''}|${row.region ?? ''}|${row.city}`;
}

/** The row a `city` filter value names; null for '' (no city) or a malformed value. */
export function cityOfFilterValue(
  value: string,
): Pick<CityRow, 'city' | 'region' | 'country'> | null {
  const [country = '', region = '', city = '', ...rest] = value.split('|');
  if (city === '' || rest.length > 0) return null;
  return { city, region: region || null, country: country || null };
}

/** Human scans by city in the range (issue 40 item 6). */
export interface CityBreakdown {
  /**
   * What resolves new scans to cities on this server now; null: no city database, so city
   * analytics are off (docs/OPERATING.md says how to turn them on). Scans recorded while one
   * was on keep their city either way.
   */
  source: CitySource | null;
  /** Most scans first (ties by country, region, city), at most ANALYTICS_LIMITS.breakdownRows. */
  rows: CityRow[];
  /** Scans in cities left out of rows. */
  otherScans: number;
  /** Scans with no city: private or unknown addresses, or recorded while city analytics were off. */
  unknownScans: number;
}

export interface CodeAnalytics {
  code: {
    id: number;
    name: string;
    shortCode: string;
    /** Human scans all time, and the last one (UTC ISO) or null. */
    totalScans: number;
    /**
     * Of totalScans, those counted without detail (free plan past its monthly detail limit):
     * they are in no range, series or breakdown below. Always sent by the server.
     */
    undetailedScans?: number;
    lastScanAt: string | null;
  };
  range: AnalyticsRange;
  totals: {
    scans: number;
    uniqueScanners: number;
  };
  series: AnalyticsBucket[];
  breakdowns: {
    country: Breakdown;
    deviceType: Breakdown;
    os: Breakdown;
    browser: Breakdown;
    referrerHost: Breakdown;
    /** 24 entries: scans at local hour 0..23. */
    hourOfDay: number[];
    /** 7 entries: scans on local Monday..Sunday (ISO order). */
    dayOfWeek: number[];
  };
  /** Human scans by city (issue 40 item 6). */
  cities: CityBreakdown;
  /**
   * Scans per destination of the code's weighted split (issue 40 item 5) in the range: the
   * current split's variants in its order (0 when none yet), and the scans of destinations no
   * longer in it. Empty variants and 0 when the code never had a split.
   */
  split: {
    /** `key`: the variant's filter value (`variant=KEY`). */
    variants: { key: string; destination: string; weight: number; scans: number }[];
    earlierScans: number;
  };
  /** Filtered requests (bots, link previews, HEAD) in the range; not counted as scans. */
  bots: {
    total: number;
    /** Most first; reason null = flagged without a recorded reason. */
    reasons: { reason: string | null; count: number }[];
  };
  /** The dimension filters applied (only when the request named some). */
  filters?: AnalyticsFilter[];
  /** The period of the same length just before the range (only with `compare=previous`). */
  comparison?: AnalyticsComparison;
}

/** The previous period's totals (the same codes and filters) beside the range's. */
export interface AnalyticsComparison {
  /** UTC ISO instants; `to` (exclusive) is the range's `from`. */
  from: string;
  to: string;
  totals: { scans: number; uniqueScanners: number };
}

/** A code's scans in a scope's breakdown by code. */
export interface CodeBreakdownRow {
  id: number;
  name: string;
  scans: number;
}

/**
 * GET /api/analytics: a workspace's scans (all its live dynamic codes, or those of one folder
 * and/or tag), with the per-code answer's range, totals, series, breakdowns and bots, and a
 * breakdown by code. `uniqueScanners` adds up each code's visitor-days.
 */
export interface ScopeAnalytics {
  scope: {
    folderId: number | null;
    tag: string | null;
    /** Live dynamic codes in the scope. */
    codes: number;
  };
  range: AnalyticsRange;
  totals: CodeAnalytics['totals'];
  series: AnalyticsBucket[];
  breakdowns: CodeAnalytics['breakdowns'] & {
    code: { rows: CodeBreakdownRow[]; otherScans: number };
  };
  cities: CodeAnalytics['cities'];
  bots: CodeAnalytics['bots'];
  filters?: AnalyticsFilter[];
  comparison?: AnalyticsComparison;
}

/** GET /api/dynamic-qrcodes/{id}/analytics/live: cheap enough to poll every few seconds. */
export interface LiveAnalytics {
  /** Human scans all time. */
  totalScans: number;
  /** Last human scan (UTC ISO) or null. */
  lastScanAt: string | null;
  /** Human scans since the start of the current UTC day. */
  scansToday: number;
  serverTime: string;
}

/** CSV columns, in order (header row). Times are UTC ISO 8601; the flag is "yes"/"no". */
export const ANALYTICS_CSV_COLUMNS = [
  'time_utc',
  'country',
  'device',
  'os',
  'browser',
  'referrer_host',
  'first_time_today',
  // Issue 40 item 6, added last so the columns before keep their places.
  'region',
  'city',
] as const;

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
  /** Filtered requests (bots, link previews, HEAD) in the range; not counted as scans. */
  bots: {
    total: number;
    /** Most first; reason null = flagged without a recorded reason. */
    reasons: { reason: string | null; count: number }[];
  };
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
] as const;

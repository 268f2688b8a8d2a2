import { ANALYTICS_LIMITS, type CodeAnalyticsQuery } from '../../../contracts/analytics.js';
import { ENGLISH_WORDS, type AnalyticsWords } from './analytics-words.js';

/**
 * The per-code range picker's model and how it becomes the query of
 * GET /api/dynamic-qrcodes/{id}/analytics (contracts/analytics.ts):
 * - "24h": the exact instants [anchor - 24 h, anchor]; `anchor` is the moment it was chosen
 *   (moved forward when a new scan arrives, so the window keeps up).
 * - "7d"/"30d"/"90d": that many whole local days ending today, sent as calendar dates, which
 *   the server resolves in tz (from = start of the first day, to = end of the last).
 * - "custom": the user's from/to calendar dates, both inclusive.
 */
export type RangePreset = '24h' | '7d' | '30d' | '90d';

export type RangeSelection =
  | { kind: '24h'; anchor: number }
  | { kind: '7d' | '30d' | '90d'; today: string }
  | { kind: 'custom'; from: string; to: string };

const PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** A preset's full name: "Last 24 hours", "Last 7 days", ... */
export function presetLabel(preset: RangePreset, words: AnalyticsWords = ENGLISH_WORDS): string {
  return preset === '24h'
    ? words.t('range.24h')
    : words.t('range.days', { days: PRESET_DAYS[preset] });
}

/** A preset's short name on its button: "24 h", "7 d", ... */
export function presetShort(preset: RangePreset, words: AnalyticsWords = ENGLISH_WORDS): string {
  return preset === '24h'
    ? words.t('range.short24h')
    : words.t('range.shortDays', { days: PRESET_DAYS[preset] });
}
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) of `instant` in time zone `tz`. */
export function localDate(instant: Date, tz: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days; pure date arithmetic, no time zone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both included (1 when equal; 0 or less when reversed). */
export function inclusiveDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function isDate(value: string): boolean {
  return (
    DATE_RE.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

/** A preset as chosen at `now`, in time zone `tz`. */
export function presetSelection(preset: RangePreset, now: Date, tz: string): RangeSelection {
  return preset === '24h'
    ? { kind: '24h', anchor: now.getTime() }
    : { kind: preset, today: localDate(now, tz) };
}

/**
 * Why a custom from/to pair cannot be sent, or null when it can: both must be dates, from not
 * after to, and at most ANALYTICS_LIMITS.maxRangeDays days long (the server checks the same).
 */
export function customRangeError(
  from: string,
  to: string,
  words: AnalyticsWords = ENGLISH_WORDS,
): string | null {
  if (!isDate(from) || !isDate(to)) return words.t('range.missing');
  const days = inclusiveDays(from, to);
  // The English texts are the server's (ANALYTICS_MESSAGES.rangeOrder, rangeTooLong).
  if (days < 1) return words.t('range.order');
  if (days > ANALYTICS_LIMITS.maxRangeDays) {
    return words.t('range.tooLong', { days: ANALYTICS_LIMITS.maxRangeDays });
  }
  return null;
}

/** The from/to/tz query for a selection. */
export function rangeQuery(selection: RangeSelection, tz: string): Required<CodeAnalyticsQuery> {
  switch (selection.kind) {
    case '24h':
      return {
        from: new Date(selection.anchor - DAY_MS).toISOString(),
        to: new Date(selection.anchor).toISOString(),
        tz,
      };
    case 'custom':
      return { from: selection.from, to: selection.to, tz };
    default:
      return {
        from: addDays(selection.today, 1 - PRESET_DAYS[selection.kind]),
        to: selection.today,
        tz,
      };
  }
}

export type AnalyticsResource = 'analytics' | 'analytics.csv' | 'analytics.pdf';

/** /api/dynamic-qrcodes/{id}/{resource}?from&to&tz */
export function codeAnalyticsUrl(
  codeId: number,
  resource: AnalyticsResource,
  query: Required<CodeAnalyticsQuery>,
): string {
  const params = new URLSearchParams({ from: query.from, to: query.to, tz: query.tz });
  return `/api/dynamic-qrcodes/${codeId}/${resource}?${params.toString()}`;
}

/** /api/dynamic-qrcodes/{id}/analytics/live */
export function liveUrl(codeId: number): string {
  return `/api/dynamic-qrcodes/${codeId}/analytics/live`;
}

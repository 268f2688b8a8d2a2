import {
  cityLabel,
  cityOfFilterValue,
  type AnalyticsFilterDimension,
  type AnalyticsRange,
  type CodeAnalytics,
} from '../../../contracts/analytics.js';
import { countryName } from './country.js';

/** Display texts for analytics keys sent by the server (contracts/analytics.ts). */

/** ISO order, as in CodeAnalytics.breakdowns.dayOfWeek. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "09:00" for hour 9 of the local day. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** "Mobile" for "mobile"; "Unknown" for null or empty. */
export function titleCase(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Referrer hosts: null means the scan came without a referrer (camera apps send none). */
export function referrerLabel(host: string | null): string {
  return host ?? 'Direct (no referrer)';
}

const BOT_REASONS: Record<string, string> = {
  bot: 'known bots and crawlers',
  crawler: 'known bots and crawlers',
  'link-preview': 'link previews',
  link_preview: 'link previews',
  preview: 'link previews',
  head: 'HEAD requests',
  'head-request': 'HEAD requests',
  // The other reasons the scan capture records (server/modules/scans/bot-detection.ts).
  tool: 'command-line tools and scripts',
  'empty-ua': 'requests without a user agent',
};

/** Plain-language name of a bot reason; unknown reasons are shown as sent. */
export function botReasonLabel(reason: string | null): string {
  if (reason === null) return 'other automated requests';
  return BOT_REASONS[reason.toLowerCase()] ?? reason.replace(/[-_]/g, ' ');
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A bucket label from the server ("YYYY-MM-DD" or "YYYY-MM-DDTHH:00", already local to the
 * request's tz) for display: "Mar 30" or "Mar 30, 14:00". Formatting in UTC keeps the date
 * exactly as sent.
 */
export function bucketLabel(label: string): string {
  const [date = '', time] = label.split('T');
  const parsed = Date.parse(`${date}T00:00:00Z`);
  const day = Number.isNaN(parsed) ? date : dayFormat.format(parsed);
  return time ? `${day}, ${time.slice(0, 5)}` : day;
}

/**
 * The range the numbers cover, in its own time zone: "Mar 1, 2025 – Mar 30, 2025" for day
 * buckets, with times for hourly ones. `to` is exclusive, so the last moment shown is to − 1 ms.
 */
export function rangeSummary(range: AnalyticsRange): string {
  const format = new Intl.DateTimeFormat(undefined, {
    timeZone: range.timeZone,
    dateStyle: 'medium',
    timeStyle: range.granularity === 'hour' ? 'short' : undefined,
  });
  const from = new Date(range.from);
  const last = new Date(Date.parse(range.to) - (range.granularity === 'hour' ? 0 : 1));
  return `${format.format(from)} – ${format.format(last)} (${range.timeZone})`;
}

/** What each filter dimension is called on screen ("Country: Germany"). */
export const DIMENSION_LABELS: Record<AnalyticsFilterDimension, string> = {
  country: 'Country',
  device: 'Device',
  os: 'Operating system',
  browser: 'Browser',
  referrer: 'Referrer',
  variant: 'Split variant',
  city: 'City',
};

/** "A", "B", ... for the split's variants in its order. */
export function variantName(index: number): string {
  return String.fromCharCode(65 + index);
}

/**
 * A filter value as the page shows it ('' is unknown): a country's name, "Mobile", a referrer
 * or "Direct (no referrer)", a split variant as "B · https://…" when the code's split knows it.
 */
export function filterValueLabel(
  dimension: AnalyticsFilterDimension,
  value: string,
  split?: CodeAnalytics['split'],
): string {
  const key = value === '' ? null : value;
  switch (dimension) {
    case 'country':
      return countryName(key);
    case 'device':
      return titleCase(key);
    case 'referrer':
      return referrerLabel(key);
    case 'variant': {
      const index = split?.variants.findIndex((v) => v.key === value) ?? -1;
      const variant = split?.variants[index];
      return variant ? `${variantName(index)} · ${variant.destination}` : (key ?? 'Unknown');
    }
    case 'city': {
      const city = cityOfFilterValue(value);
      return city ? cityLabel(city) : 'Unknown';
    }
    default:
      return key ?? 'Unknown';
  }
}

const countFormat = new Intl.NumberFormat();

/**
 * The change from the previous period: "+3 (+25%) vs 12 in the previous period", "−2 (−50%)
 * ...", "No change vs ..."; no percentage when the previous period had none.
 */
export function changeLabel(now: number, before: number): string {
  const diff = now - before;
  const was = `vs ${countFormat.format(before)} in the previous period`;
  if (diff === 0) return `No change ${was}`;
  const sign = diff > 0 ? '+' : '−';
  const percent = before > 0 ? ` (${sign}${Math.round((Math.abs(diff) / before) * 100)}%)` : '';
  return `${sign}${countFormat.format(Math.abs(diff))}${percent} ${was}`;
}

import {
  cityLabel,
  cityOfFilterValue,
  type AnalyticsFilterDimension,
  type AnalyticsRange,
  type CodeAnalytics,
} from '../../../contracts/analytics.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import {
  ENGLISH_WORDS,
  formatNumber,
  formatPercent,
  type AnalyticsWords,
} from './analytics-words.js';
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

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The short name of weekday `index` (0 = Monday, ISO order) in `locale`: "Mon", "Mo.", "lun.". */
export function weekdayShort(index: number, locale?: Locale): string {
  const key = locale ?? '';
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(key, format);
  }
  // 1 January 2024 was a Monday.
  return format.format(Date.UTC(2024, 0, 1 + index));
}

/** "09:00" for hour 9 of the local day. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** "Mobile" for "mobile"; "Unknown" for null or empty. */
export function titleCase(
  value: string | null | undefined,
  words: AnalyticsWords = ENGLISH_WORDS,
): string {
  if (!value) return words.t('unknown');
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Referrer hosts: null means the scan came without a referrer (camera apps send none). */
export function referrerLabel(host: string | null, words: AnalyticsWords = ENGLISH_WORDS): string {
  return host ?? words.t('referrer.direct');
}

const DEVICES = {
  mobile: 'device.mobile',
  tablet: 'device.tablet',
  desktop: 'device.desktop',
} as const;

/** A device type as the breakdowns show it: "Mobile", "Tablet", "Desktop", others title-cased. */
export function deviceLabel(
  value: string | null | undefined,
  words: AnalyticsWords = ENGLISH_WORDS,
): string {
  const known = DEVICES[(value ?? '').toLowerCase() as keyof typeof DEVICES] as
    (typeof DEVICES)[keyof typeof DEVICES] | undefined;
  return known ? words.t(known) : titleCase(value, words);
}

const BOT_REASONS = {
  bot: 'bot.known',
  crawler: 'bot.known',
  'link-preview': 'bot.preview',
  link_preview: 'bot.preview',
  preview: 'bot.preview',
  head: 'bot.head',
  'head-request': 'bot.head',
  // The other reasons the scan capture records (server/modules/scans/bot-detection.ts).
  tool: 'bot.tool',
  'empty-ua': 'bot.emptyUa',
} as const;

/** Plain-language name of a bot reason; unknown reasons are shown as sent. */
export function botReasonLabel(
  reason: string | null,
  words: AnalyticsWords = ENGLISH_WORDS,
): string {
  if (reason === null) return words.t('bot.other');
  const known = BOT_REASONS[reason.toLowerCase() as keyof typeof BOT_REASONS] as
    (typeof BOT_REASONS)[keyof typeof BOT_REASONS] | undefined;
  return known ? words.t(known) : reason.replace(/[-_]/g, ' ');
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: Locale | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * A bucket label from the server ("YYYY-MM-DD" or "YYYY-MM-DDTHH:00", already local to the
 * request's tz) for display: "Mar 30" or "Mar 30, 14:00". Formatting in UTC keeps the date
 * exactly as sent.
 */
export function bucketLabel(label: string, locale?: Locale): string {
  const [date = '', time] = label.split('T');
  const parsed = Date.parse(`${date}T00:00:00Z`);
  const day = Number.isNaN(parsed) ? date : dayFormat(locale).format(parsed);
  return time ? `${day}, ${time.slice(0, 5)}` : day;
}

/**
 * The range the numbers cover, in its own time zone: "Mar 1, 2025 – Mar 30, 2025" for day
 * buckets, with times for hourly ones. `to` is exclusive, so the last moment shown is to − 1 ms.
 */
export function rangeSummary(range: AnalyticsRange, locale?: Locale): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: range.timeZone,
    dateStyle: 'medium',
    timeStyle: range.granularity === 'hour' ? 'short' : undefined,
  });
  const from = new Date(range.from);
  const last = new Date(Date.parse(range.to) - (range.granularity === 'hour' ? 0 : 1));
  return `${format.format(from)} – ${format.format(last)} (${range.timeZone})`;
}

/** What each filter dimension is called on screen ("Country: Germany"). */
export function dimensionLabel(
  dimension: AnalyticsFilterDimension,
  words: AnalyticsWords = ENGLISH_WORDS,
): string {
  return words.t(`dimension.${dimension}`);
}

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
  words: AnalyticsWords = ENGLISH_WORDS,
): string {
  const key = value === '' ? null : value;
  const unknown = words.t('unknown');
  switch (dimension) {
    case 'country':
      return countryName(key, words);
    case 'device':
      return deviceLabel(key, words);
    case 'referrer':
      return referrerLabel(key, words);
    case 'variant': {
      const index = split?.variants.findIndex((v) => v.key === value) ?? -1;
      const variant = split?.variants[index];
      return variant ? `${variantName(index)} · ${variant.destination}` : (key ?? unknown);
    }
    case 'city': {
      const city = cityOfFilterValue(value);
      return city ? cityLabel(city) : unknown;
    }
    default:
      return key ?? unknown;
  }
}

/**
 * The change from the previous period: "+3 (+25%) vs 12 in the previous period", "−2 (−50%)
 * ...", "No change vs ..."; no percentage when the previous period had none.
 */
export function changeLabel(
  now: number,
  before: number,
  words: AnalyticsWords = ENGLISH_WORDS,
): string {
  const diff = now - before;
  const was = formatNumber(before, words.locale);
  if (diff === 0) return words.t('change.none', { before: was });
  const sign = diff > 0 ? '+' : '−';
  const change = `${sign}${formatNumber(Math.abs(diff), words.locale)}`;
  if (before === 0) return words.t('change.diff', { diff: change, before: was });
  const share = formatPercent(Math.round((Math.abs(diff) / before) * 100), words.locale);
  return words.t('change.diffPercent', { diff: change, percent: `${sign}${share}`, before: was });
}

import { LOCALES, type Locale } from '../../../contracts/i18n/locales.js';
import {
  createTranslator,
  type Catalogues,
  type MessageValues,
} from '../../../contracts/i18n/format.js';
import {
  messages as english,
  type AppAnalyticsMessageId,
} from '../../../contracts/i18n/catalogues/app-analytics/en.js';

/**
 * The analytics screens' words (issue 42): the app-analytics catalogue in the language the app
 * is shown in. Components read them with useAppT('analytics'); the helpers that turn the
 * server's keys into text (labels.ts, date-range.ts) take them as an argument, English when
 * none is given.
 */
export interface AnalyticsWords {
  locale: Locale;
  t(id: AppAnalyticsMessageId, values?: MessageValues): string;
}

const englishCatalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, english]),
) as Catalogues<AppAnalyticsMessageId>;

/** The English words, for helpers called without a screen's translator. */
export const ENGLISH_WORDS: AnalyticsWords = createTranslator(englishCatalogues, 'en');

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `value` as a whole number in `locale`'s digits ("1,234" in English, "1.234" in German). */
export function formatNumber(value: number, locale?: Locale): string {
  const key = locale ?? '';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** `part` of 100 as a percentage in `locale`'s way: "50%" in English, "50 %" in German. */
export function formatPercent(value: number, locale?: Locale): string {
  const key = `%${locale ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    numberFormats.set(key, format);
  }
  return format.format(value / 100);
}

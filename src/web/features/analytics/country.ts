/**
 * Country display helpers. The server sends ISO 3166-1 alpha-2 codes (or null when the
 * address has no country in the database); flags are drawn from Unicode regional indicator
 * symbols, so no image is ever downloaded.
 */
import { ENGLISH_WORDS, type AnalyticsWords } from './analytics-words.js';

const REGIONAL_INDICATOR_A = 0x1f1e6;
const ISO_ALPHA2 = /^[A-Z]{2}$/;

/** The flag emoji for an alpha-2 code ("DE" -> 🇩🇪), or '' for anything else. */
export function flagEmoji(code: string | null | undefined): string {
  const upper = (code ?? '').toUpperCase();
  if (!ISO_ALPHA2.test(upper)) return '';
  return String.fromCodePoint(
    ...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames(locale, { type: 'region' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/**
 * The country's name in the screen's language ("DE" -> "Germany" in English, "Deutschland" in
 * German), the code itself when the runtime has no name for it, and "Unknown" when there is no
 * code.
 */
export function countryName(
  code: string | null | undefined,
  words: AnalyticsWords = ENGLISH_WORDS,
): string {
  const upper = (code ?? '').toUpperCase();
  if (!ISO_ALPHA2.test(upper)) return words.t('unknown');
  try {
    return regionNames(words.locale)?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

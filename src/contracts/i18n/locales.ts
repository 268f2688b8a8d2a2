// The five languages of the product and how a request picks one. English is the source language:
// its catalogue holds the spec's exact texts; the others translate it (docs/GLOSSARY.md fixes
// the product's terms in each).

export const LOCALES = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, for switchers (always written in that language). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of a language tag by its primary subtag ("pt-BR" → pt, "de" → de), or null. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/**
 * The best of the five for an `Accept-Language` header (RFC 9110 §12.5.4): ranges by quality,
 * highest first, ties in the order written; a range matches by its primary subtag; `q=0` means
 * "not this one"; `*` and anything unknown fall back to English.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: Locale | null = null;
  let bestQuality = 0;
  // Headers are short in practice; a hostile one is cut, not parsed in full.
  for (const part of acceptLanguage.slice(0, 512).split(',')) {
    const [range = '', ...params] = part.split(';');
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) quality = Number(match[1]);
    }
    if (!(quality > bestQuality)) continue;
    const locale = localeOfTag(range);
    if (locale) {
      best = locale;
      bestQuality = quality;
    }
  }
  return best ?? DEFAULT_LOCALE;
}

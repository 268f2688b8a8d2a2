import type { Locale } from '../../../contracts/i18n/locales.js';

/**
 * An amount held in cents as `locale` writes money: "$12.50" in English (as contracts/payments.ts's
 * formatCents), "12,50 US$" in Spanish, "12,50 $" in German, "12,50 $US" in French, "US$ 12,50" in Portuguese.
 */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

/** A percentage as `locale` writes it: "5%" in English, "5 %" in German and French. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

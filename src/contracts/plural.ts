/**
 * Count messages with the right plural ("1 dynamic QR code", "2 dynamic QR codes", "0 scans"),
 * chosen by the language's plural rules (Intl.PluralRules) rather than `count === 1` checks
 * spread over the code. The product's texts are English; the forms other languages need (few,
 * many...) fall back to `other` until a translation supplies them.
 */

/** The forms of one noun phrase; `other` is the general plural. */
export interface PluralForms {
  one: string;
  other: string;
  zero?: string;
  two?: string;
  few?: string;
  many?: string;
}

const LOCALE = 'en-US';
const pluralRules = new Intl.PluralRules(LOCALE);
const numberFormat = new Intl.NumberFormat(LOCALE);

/** "code" / "codes" from `{ one: 'code', other: 'codes' }` or ('code', 'codes'). */
export function pluralNoun(count: number, forms: PluralForms | string, other?: string): string {
  const all: PluralForms =
    typeof forms === 'string' ? { one: forms, other: other ?? `${forms}s` } : forms;
  return all[pluralRules.select(count)] ?? all.other;
}

/**
 * The count and its noun: countOf(1, 'dynamic QR code') is "1 dynamic QR code",
 * countOf(1500, 'scan') is "1,500 scans". A plural that is not the noun plus "s" is given:
 * countOf(2, 'entry', 'entries').
 */
export function countOf(count: number, forms: PluralForms | string, other?: string): string {
  return `${numberFormat.format(count)} ${pluralNoun(count, forms, other)}`;
}

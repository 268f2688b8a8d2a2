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
// Made on first use, not when the module loads: the first Intl.NumberFormat of a page loads the
// engine's number-formatting data (several milliseconds on a phone), which a page that imports
// this module but shows no count yet need not pay while it starts.
let pluralRules: Intl.PluralRules | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/** A count as the product writes it: 1,500 (the grouping of LOCALE). */
export function formatCount(count: number): string {
  numberFormat ??= new Intl.NumberFormat(LOCALE);
  return numberFormat.format(count);
}

/** "code" / "codes" from `{ one: 'code', other: 'codes' }` or ('code', 'codes'). */
export function pluralNoun(count: number, forms: PluralForms | string, other?: string): string {
  const all: PluralForms =
    typeof forms === 'string' ? { one: forms, other: other ?? `${forms}s` } : forms;
  pluralRules ??= new Intl.PluralRules(LOCALE);
  return all[pluralRules.select(count)] ?? all.other;
}

/**
 * The count and its noun: countOf(1, 'dynamic QR code') is "1 dynamic QR code",
 * countOf(1500, 'scan') is "1,500 scans". A plural that is not the noun plus "s" is given:
 * countOf(2, 'entry', 'entries').
 */
export function countOf(count: number, forms: PluralForms | string, other?: string): string {
  return `${formatCount(count)} ${pluralNoun(count, forms, other)}`;
}

import fc from 'fast-check';

/** The characters the payload formats treat specially, so that generated text hits them often. */
const SPECIAL = [
  '\\',
  ';',
  ',',
  ':',
  '"',
  '\n',
  '\r',
  '\r\n',
  '\t',
  ' ',
  '%',
  '&',
  '=',
  '?',
  '#',
  '+',
];

/**
 * Arbitrary Unicode text: any code point (astral planes and controls included), mixed
 * with a high share of format-special characters and some multi-byte ones, which uniform
 * code points would almost never produce.
 */
export function unicodeText(constraints: { minLength?: number; maxLength?: number } = {}) {
  return fc.string({
    ...constraints,
    unit: fc.oneof(
      fc.constantFrom(...SPECIAL),
      fc.constantFrom('a', 'Z', '0', 'é', 'ß', '中', '😀', '\u0000', '\u2028', '\uFEFF'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  });
}

/** unicodeText that is not empty or whitespace only (what "given" means for optional fields). */
export function presentText(constraints: { maxLength?: number } = {}) {
  return unicodeText({ minLength: 1, ...constraints }).filter((s) => s.trim() !== '');
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unicodeText } from './test-support/arbitraries.js';
import { formatDecimal } from './decimal.js';
import { escapeContentText, percentEncode, toWellFormed } from './escape.js';
import { compactPhoneNumber, phoneDigits } from './phone-number.js';

describe('escape helpers', () => {
  it('escapeContentText escapes \\ ; , and line breaks and drops other controls', () => {
    expect(escapeContentText('a\\b;c,d\r\ne\rf\ng\th\u0000i\u007f')).toBe(
      'a\\\\b\\;c\\,d\\ne\\nf\\ng\thi',
    );
  });

  it('percentEncode replaces lone surrogates with U+FFFD instead of throwing', () => {
    expect(toWellFormed('a\uD800b\uDC00c\uD83D\uDE00')).toBe('a\uFFFDb\uFFFDc\uD83D\uDE00');
    expect(percentEncode('\uD800')).toBe('%EF%BF%BD');
    fc.assert(
      fc.property(unicodeText(), (s) => {
        expect(decodeURIComponent(percentEncode(s))).toBe(s);
      }),
    );
  });

  it('formatDecimal never uses exponent notation', () => {
    expect(formatDecimal(1e-7, 7)).toBe('0.0000001');
    expect(formatDecimal(-0.00000004, 7)).toBe('0');
    expect(formatDecimal(12.5, 7)).toBe('12.5');
    expect(formatDecimal(-180, 7)).toBe('-180');
  });

  it('phone numbers lose spaces, dashes, dots and brackets', () => {
    expect(compactPhoneNumber(' +1 (555) 010-99.99 ')).toBe('+15550109999');
    expect(phoneDigits('+44 [0] 20')).toBe('44020');
  });
});

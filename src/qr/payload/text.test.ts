import { describe, expect, it } from 'vitest';
import { PayloadError } from './payload-error.js';
import { buildTextPayload, TEXT_MAX_LENGTH } from './text.js';

describe('buildTextPayload', () => {
  it('returns the text unchanged, up to 2953 characters', () => {
    expect(buildTextPayload({ textContent: '  Hello,\r\nworld 🌍  ' })).toBe(
      '  Hello,\r\nworld 🌍  ',
    );
    expect(TEXT_MAX_LENGTH).toBe(2953);
    const longest = 'a'.repeat(2953);
    expect(buildTextPayload({ textContent: longest })).toBe(longest);
  });

  it('refuses empty text and text over the limit', () => {
    expect(() => buildTextPayload({ textContent: '' })).toThrow(PayloadError);
    expect(() => buildTextPayload({ textContent: 'a'.repeat(2954) })).toThrow(PayloadError);
  });
});

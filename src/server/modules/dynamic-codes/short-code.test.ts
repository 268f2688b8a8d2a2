import { describe, expect, it } from 'vitest';
import { newShortCode, SHORT_CODE_LENGTH, SHORT_CODE_PATTERN } from './short-code.js';

describe('newShortCode', () => {
  it('draws 8 base62 characters, each character about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    const codes = new Set<string>();
    for (let i = 0; i < draws; i += 1) {
      const code = newShortCode();
      expect(code).toMatch(SHORT_CODE_PATTERN);
      codes.add(code);
      for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(codes.size).toBe(draws);
    expect(counts.size).toBe(62);
    // 160,000 characters over 62 symbols: ~2,581 each; ±15 % is over 10 standard deviations.
    const expected = (draws * SHORT_CODE_LENGTH) / 62;
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(expected * 0.85);
      expect(n).toBeLessThan(expected * 1.15);
    }
  });
});

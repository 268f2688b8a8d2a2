import { describe, expect, it } from 'vitest';
import { DYNAMIC_MESSAGES } from './dynamic-codes.js';
import { countOf, formatCount, pluralNoun } from './plural.js';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural for every other count', () => {
    expect(countOf(1, 'dynamic QR code')).toBe('1 dynamic QR code');
    expect(countOf(0, 'scan')).toBe('0 scans');
    expect(countOf(2, 'day')).toBe('2 days');
    expect(countOf(1.5, 'hour')).toBe('1.5 hours');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(12, 'entry', 'entries')).toBe('12 entries');
    expect(countOf(1500, { one: 'scan', other: 'scans' })).toBe('1,500 scans');
  });

  it('gives the noun alone', () => {
    expect(pluralNoun(1, 'request was', 'requests were')).toBe('request was');
    expect(pluralNoun(3, 'request was', 'requests were')).toBe('requests were');
  });
});

describe('formatCount', () => {
  it('writes a count with the thousands grouped, as countOf does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1500)).toBe('1,500');
    expect(formatCount(12_345_678)).toBe('12,345,678');
  });
});

describe('count messages', () => {
  it('says "1 dynamic QR code" and "5 dynamic QR codes" in the limit messages', () => {
    expect(DYNAMIC_MESSAGES.limitReached(1)).toBe(
      'You have reached your limit of 1 dynamic QR code. Please upgrade to create more.',
    );
    expect(DYNAMIC_MESSAGES.limitReached(5)).toContain('limit of 5 dynamic QR codes.');
    expect(DYNAMIC_MESSAGES.savedLimitReached(1)).toContain('limit of 1 saved QR code.');
    expect(DYNAMIC_MESSAGES.savedLimitReached(10)).toContain('limit of 10 saved QR codes.');
  });
});

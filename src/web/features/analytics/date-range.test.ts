import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, ANALYTICS_MESSAGES } from '../../../contracts/analytics.js';
import {
  addDays,
  codeAnalyticsUrl,
  customRangeError,
  inclusiveDays,
  localDate,
  presetSelection,
  rangeQuery,
} from './date-range.js';
import { rangeSummary } from './labels.js';

describe('localDate', () => {
  it('is the calendar date in the given zone', () => {
    const instant = new Date('2025-03-30T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2025-03-30');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2025-03-31'); // UTC+2 after the DST switch
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2025-03-30');
    expect(localDate(new Date('2025-01-01T04:00:00Z'), 'America/New_York')).toBe('2024-12-31');
  });
});

describe('addDays / inclusiveDays', () => {
  it('count calendar days across month, year and DST boundaries', () => {
    expect(addDays('2025-03-30', -6)).toBe('2025-03-24');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(inclusiveDays('2025-03-24', '2025-03-30')).toBe(7);
    expect(inclusiveDays('2025-03-30', '2025-03-30')).toBe(1);
    expect(inclusiveDays('2025-03-31', '2025-03-30')).toBe(0);
  });
});

describe('rangeQuery', () => {
  const now = new Date('2025-03-30T12:00:00Z');

  it('sends day presets as whole local days ending today', () => {
    expect(rangeQuery(presetSelection('7d', now, 'UTC'), 'UTC')).toEqual({
      from: '2025-03-24',
      to: '2025-03-30',
      tz: 'UTC',
    });
    expect(rangeQuery(presetSelection('30d', now, 'UTC'), 'UTC')).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-30',
    });
    expect(rangeQuery(presetSelection('90d', now, 'UTC'), 'UTC')).toMatchObject({
      from: '2024-12-31',
      to: '2025-03-30',
    });
    // Late evening in Los Angeles is already the next day in Tokyo.
    const late = new Date('2025-03-30T20:00:00Z');
    expect(rangeQuery(presetSelection('7d', late, 'Asia/Tokyo'), 'Asia/Tokyo')).toEqual({
      from: '2025-03-25',
      to: '2025-03-31',
      tz: 'Asia/Tokyo',
    });
  });

  it('sends 24 h as the exact instants ending at the anchor', () => {
    expect(rangeQuery(presetSelection('24h', now, 'UTC'), 'Europe/Berlin')).toEqual({
      from: '2025-03-29T12:00:00.000Z',
      to: '2025-03-30T12:00:00.000Z',
      tz: 'Europe/Berlin',
    });
  });

  it('sends a custom range as chosen', () => {
    expect(rangeQuery({ kind: 'custom', from: '2025-01-05', to: '2025-02-01' }, 'UTC')).toEqual({
      from: '2025-01-05',
      to: '2025-02-01',
      tz: 'UTC',
    });
  });

  it('builds the endpoint URLs with the same query', () => {
    const query = { from: '2025-03-29T12:00:00.000Z', to: '2025-03-30', tz: 'Europe/Berlin' };
    for (const resource of ['analytics', 'analytics.csv', 'analytics.pdf'] as const) {
      const url = new URL(codeAnalyticsUrl(42, resource, query), 'http://x');
      expect(url.pathname).toBe(`/api/dynamic-qrcodes/42/${resource}`);
      expect(Object.fromEntries(url.searchParams)).toEqual(query);
    }
  });
});

describe('customRangeError', () => {
  it('accepts from = to and from before to', () => {
    expect(customRangeError('2025-03-30', '2025-03-30')).toBeNull();
    expect(customRangeError('2025-01-01', '2025-03-30')).toBeNull();
  });

  it('refuses a start after the end', () => {
    expect(customRangeError('2025-03-31', '2025-03-30')).toBe(ANALYTICS_MESSAGES.rangeOrder);
  });

  it('allows exactly the maximum length and refuses one day more', () => {
    const from = '2024-01-01';
    const longest = addDays(from, ANALYTICS_LIMITS.maxRangeDays - 1);
    expect(customRangeError(from, longest)).toBeNull();
    expect(customRangeError(from, addDays(longest, 1))).toBe(ANALYTICS_MESSAGES.rangeTooLong);
  });

  it('refuses missing and impossible dates', () => {
    for (const [from, to] of [
      ['', '2025-03-30'],
      ['2025-03-01', ''],
      ['2025-02-30', '2025-03-30'],
      ['30/03/2025', '2025-03-30'],
    ]) {
      expect(customRangeError(from!, to!)).toMatch(/start and an end date/);
    }
  });
});

describe('rangeSummary', () => {
  it('shows the covered days in the range time zone, the exclusive end excluded', () => {
    const text = rangeSummary({
      from: '2025-02-28T23:00:00.000Z',
      to: '2025-03-30T22:00:00.000Z',
      timeZone: 'Europe/Berlin',
      granularity: 'day',
    });
    expect(text).toBe('Mar 1, 2025 – Mar 30, 2025 (Europe/Berlin)');
  });
});

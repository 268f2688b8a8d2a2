import { describe, expect, it } from 'vitest';
import {
  instantOfDateTime,
  instantOfWallClock,
  isKnownTimeZone,
  wallClockAt,
  zoneOffsetMs,
} from './zoned-time.js';

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('wall-clock times in a time zone with summer time (Europe/Berlin)', () => {
  it('reads 10:00 as 08:00 UTC in July (CEST) and 09:00 UTC in January (CET)', () => {
    expect(iso(instantOfDateTime('2026-07-15T10:00', 'Europe/Berlin'))).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    expect(iso(instantOfDateTime('2026-01-15T10:00:00', 'Europe/Berlin'))).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(zoneOffsetMs(Date.UTC(2026, 6, 15), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15), 'Europe/Berlin')).toBe(HOUR);
  });

  it('keeps an explicit offset whatever the zone, and reads local time without a zone', () => {
    expect(iso(instantOfDateTime('2026-07-15T10:00:00Z', 'Europe/Berlin'))).toBe(
      '2026-07-15T10:00:00.000Z',
    );
    expect(iso(instantOfDateTime('2026-07-15T10:00-04:00', 'Europe/Berlin'))).toBe(
      '2026-07-15T14:00:00.000Z',
    );
    expect(instantOfDateTime('2026-07-15T10:00')).toBe(new Date('2026-07-15T10:00').getTime());
    expect(instantOfDateTime('next Tuesday', 'Europe/Berlin')).toBeNaN();
  });

  it('reads a skipped time with the offset before the change and a repeated one as its first', () => {
    // 2026-03-29: 02:00 CET -> 03:00 CEST; 02:30 does not exist and means 03:30 CEST.
    const skipped = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 };
    expect(iso(instantOfWallClock(skipped, 'Europe/Berlin'))).toBe('2026-03-29T01:30:00.000Z');
    // 2026-10-25: 03:00 CEST -> 02:00 CET; 02:30 happens twice, first at 00:30 UTC.
    const repeated = { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 };
    expect(iso(instantOfWallClock(repeated, 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips every hour of a year through the wall clock', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * HOUR) {
      const back = instantOfWallClock(wallClockAt(ms, 'America/New_York'), 'America/New_York');
      // Only the repeated autumn hour is ambiguous: its first occurrence is taken.
      expect([ms, ms - HOUR]).toContain(back);
    }
  });

  it('knows real zones only', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isoToLocalInput,
  localInputToIso,
  timeZoneLabel,
  timeZoneNames,
} from './local-date-time.js';

describe('date-time inputs in an event’s own time zone', () => {
  it('reads a wall-clock time in the named zone, summer and winter', () => {
    expect(localInputToIso('2026-07-04T20:00', 'Europe/Berlin')).toBe('2026-07-04T18:00:00.000Z');
    expect(localInputToIso('2026-01-15T09:30', 'Europe/Berlin')).toBe('2026-01-15T08:30:00.000Z');
    expect(localInputToIso('2026-07-04T20:00', 'America/New_York')).toBe(
      '2026-07-05T00:00:00.000Z',
    );
    expect(localInputToIso('2026-07-04T20:00', 'Asia/Kolkata')).toBe('2026-07-04T14:30:00.000Z');
    expect(localInputToIso('2026-07-04T20:00:15', 'UTC')).toBe('2026-07-04T20:00:15.000Z');
  });

  it('shows an instant as the named zone’s wall clock, and round-trips', () => {
    expect(isoToLocalInput('2026-07-04T18:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-04T20:00');
    expect(isoToLocalInput('2026-07-05T00:00:00.000Z', 'America/New_York')).toBe(
      '2026-07-04T20:00',
    );
    for (const zone of ['Europe/Berlin', 'Australia/Sydney', 'Pacific/Chatham', 'UTC']) {
      for (const local of ['2026-03-29T01:30', '2026-10-25T03:30', '2026-12-31T23:59']) {
        expect(isoToLocalInput(localInputToIso(local, zone), zone)).toBe(local);
      }
    }
  });

  it('reads an hour skipped by daylight saving as the hour before the change', () => {
    // Berlin jumps from 02:00 to 03:00 on 29 March 2026: 02:30 does not exist there. On 25
    // October 02:30 happens twice: the first (summer time) is taken.
    const iso = localInputToIso('2026-03-29T02:30', 'Europe/Berlin');
    expect(iso).toBe('2026-03-29T01:30:00.000Z');
    expect(localInputToIso('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses unreadable input and labels zones with their offset', () => {
    expect(localInputToIso('', 'Europe/Berlin')).toBe('');
    expect(localInputToIso('4 July', 'Europe/Berlin')).toBe('');
    expect(timeZoneLabel(new Date('2026-07-04T12:00:00Z'), 'Europe/Berlin')).toBe(
      'Europe/Berlin (UTC+02:00)',
    );
    expect(timeZoneLabel(new Date('2026-07-04T12:00:00Z'), 'America/St_Johns')).toBe(
      'America/St_Johns (UTC-02:30)',
    );
    expect(timeZoneNames()[0]).toBe('UTC');
    expect(timeZoneNames()).toContain('Europe/Berlin');
  });
});

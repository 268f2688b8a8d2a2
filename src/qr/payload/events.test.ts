import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentText, unicodeText } from './test-support/arbitraries.js';
import { buildEventPayload, formatUtcDateTime } from './events.js';
import { PayloadError } from './payload-error.js';
import {
  asContentText,
  parseContentLines,
  propertyValue,
  unescapeText,
} from './test-support/parsers.js';

const fixed = { uid: 'evt-1@qrshark.test', now: new Date('2025-03-01T12:00:00.999Z') };

describe('buildEventPayload (bare VEVENT, RFC 5545)', () => {
  it('writes UTC times, escaped text and CRLF line ends', () => {
    expect(
      buildEventPayload(
        {
          title: 'Team sync; Q3, plans',
          startDate: '2025-03-30T00:30:00+02:00',
          location: 'Room 4\\B',
          description: 'Agenda:\r\n1. Budget',
        },
        fixed,
      ),
    ).toBe(
      'BEGIN:VEVENT\r\n' +
        'UID:evt-1@qrshark.test\r\n' +
        'DTSTAMP:20250301T120000Z\r\n' +
        'SUMMARY:Team sync\\; Q3\\, plans\r\n' +
        'DTSTART:20250329T223000Z\r\n' +
        'DTEND:20250329T233000Z\r\n' +
        'LOCATION:Room 4\\\\B\r\n' +
        'DESCRIPTION:Agenda:\\n1. Budget\r\n' +
        'END:VEVENT\r\n',
    );
  });

  it("reads offset-less times in the event's time zone, summer and winter (issue 37)", () => {
    const dtstart = (startDate: string, timeZone?: string) =>
      /DTSTART:(\S+)/.exec(buildEventPayload({ title: 'Launch', startDate, timeZone }, fixed))?.[1];
    // 10:00 in Berlin: 08:00 UTC under summer time, 09:00 UTC in winter, not 10:00Z.
    expect(dtstart('2026-07-15T10:00', 'Europe/Berlin')).toBe('20260715T080000Z');
    expect(dtstart('2026-01-15T10:00', 'Europe/Berlin')).toBe('20260115T090000Z');
    expect(dtstart('2026-01-15T10:00', 'America/New_York')).toBe('20260115T150000Z');
    // An instant with its offset is kept as it is.
    expect(dtstart('2026-07-15T10:00:00.000Z', 'Europe/Berlin')).toBe('20260715T100000Z');
    const withEnd = buildEventPayload(
      {
        title: 'Launch',
        startDate: '2026-07-15T10:00',
        endDate: '2026-07-15T12:30',
        timeZone: 'Europe/Berlin',
      },
      fixed,
    );
    expect(withEnd).toContain('DTEND:20260715T103000Z');
    expect(() =>
      buildEventPayload(
        { title: 'x', startDate: '2026-07-15T10:00', timeZone: 'Mars/Base' },
        fixed,
      ),
    ).toThrow(PayloadError);
  });

  it('takes Date objects and an explicit end, omitting empty optional properties', () => {
    const payload = buildEventPayload(
      {
        title: 'Launch',
        startDate: new Date(Date.UTC(2026, 0, 5, 9, 0, 0)),
        endDate: '2026-01-05T17:45:30Z',
        location: '',
        description: null,
      },
      fixed,
    );
    expect(payload).toBe(
      'BEGIN:VEVENT\r\nUID:evt-1@qrshark.test\r\nDTSTAMP:20250301T120000Z\r\nSUMMARY:Launch\r\n' +
        'DTSTART:20260105T090000Z\r\nDTEND:20260105T174530Z\r\nEND:VEVENT\r\n',
    );
  });

  it('uses a random UUID and the current time when not given', () => {
    const before = Date.now();
    const lines = parseContentLines(
      buildEventPayload({ title: 'x', startDate: '2025-01-01T00:00:00Z' }),
    );
    const after = Date.now();
    expect(propertyValue(lines, 'UID')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const stamp = propertyValue(lines, 'DTSTAMP') ?? '';
    const m = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(stamp);
    expect(m).not.toBeNull();
    const ms = Date.UTC(+m![1]!, +m![2]! - 1, +m![3]!, +m![4]!, +m![5]!, +m![6]!);
    expect(ms).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('refuses invalid dates and an end not after the start', () => {
    const start = '2025-05-01T10:00:00Z';
    expect(() => buildEventPayload({ title: 'x', startDate: 'soon' }, fixed)).toThrow(PayloadError);
    expect(() =>
      buildEventPayload({ title: 'x', startDate: start, endDate: start }, fixed),
    ).toThrow(PayloadError);
    expect(() =>
      buildEventPayload({ title: 'x', startDate: start, endDate: '2025-05-01T09:00:00Z' }, fixed),
    ).toThrow(PayloadError);
    expect(() => formatUtcDateTime(new Date(Date.UTC(10000, 0, 1)))).toThrow(PayloadError);
  });

  it('round-trips arbitrary Unicode TEXT values', () => {
    const text = unicodeText({ maxLength: 60 });
    const present = presentText({ maxLength: 60 });
    fc.assert(
      fc.property(text, present, present, (title, location, description) => {
        const lines = parseContentLines(
          buildEventPayload(
            { title, startDate: '2025-06-01T08:00:00Z', location, description },
            fixed,
          ),
        );
        expect(lines.map((line) => line.name)).toEqual([
          'BEGIN',
          'UID',
          'DTSTAMP',
          'SUMMARY',
          'DTSTART',
          'DTEND',
          'LOCATION',
          'DESCRIPTION',
          'END',
        ]);
        expect(unescapeText(propertyValue(lines, 'SUMMARY') ?? '')).toBe(asContentText(title));
        expect(unescapeText(propertyValue(lines, 'LOCATION') ?? '')).toBe(asContentText(location));
        expect(unescapeText(propertyValue(lines, 'DESCRIPTION') ?? '')).toBe(
          asContentText(description),
        );
      }),
    );
  });
});

// The hosted event's .ics (issue 37): times written in the event's own time zone (TZID) with
// that zone's VTIMEZONE, read back by an iCalendar parser (node-ical) to the exact instants.
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildICalendar, type EventContent } from './ical.js';

const options = {
  uid: 'evt-1@qrshark.test',
  now: new Date('2026-06-01T12:00:00Z'),
  productName: 'QR Shark',
};

function parse(text: string) {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
  const [only] = events;
  if (events.length !== 1 || !only) throw new Error(`${events.length} events in the file`);
  return only;
}

describe('buildICalendar with the event time zone', () => {
  // 10:00 in Berlin: 08:00 UTC under summer time (July), 09:00 UTC in winter (January).
  it.each([
    ['July', '2026-07-15T08:00:00.000Z', '20260715T100000', '20260715T110000'],
    ['January', '2026-01-15T09:00:00.000Z', '20260115T100000', '20260115T110000'],
  ])(
    'writes a 10:00 Berlin event in %s as 10:00 Europe/Berlin',
    (_month, start, local, localEnd) => {
      const event: EventContent = { title: 'Launch', startDate: start, timeZone: 'Europe/Berlin' };
      const text = buildICalendar(event, options);
      expect(text).toContain(`DTSTART;TZID=Europe/Berlin:${local}\r\n`);
      expect(text).toContain(`DTEND;TZID=Europe/Berlin:${localEnd}\r\n`);
      expect(text).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
      // The zone's rules travel with the file: both changes of the event's year.
      expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
      expect(text).toContain(
        'BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT',
      );
      expect(text).toContain(
        'BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD',
      );
      const ev = parse(text);
      expect(ev.start.toISOString()).toBe(start);
      expect(ev.end?.getTime()).toBe(new Date(start).getTime() + 60 * 60 * 1000);
    },
  );

  it('covers an event across the new year and a zone without summer time', () => {
    const nyEve: EventContent = {
      title: 'New Year',
      startDate: '2026-12-31T21:00:00.000Z',
      endDate: '2027-01-01T06:00:00.000Z',
      timeZone: 'America/New_York',
    };
    const text = buildICalendar(nyEve, options);
    expect(text).toContain('DTSTART;TZID=America/New_York:20261231T160000');
    expect(text).toContain('DTEND;TZID=America/New_York:20270101T010000');
    expect(text).toContain('DTSTART:20270314T020000'); // the next year's change is listed too
    const ev = parse(text);
    expect(ev.start.toISOString()).toBe(nyEve.startDate);
    expect(ev.end?.toISOString()).toBe(nyEve.endDate);

    const tokyo = buildICalendar(
      { title: 'Tokyo', startDate: '2026-07-15T01:00:00.000Z', timeZone: 'Asia/Tokyo' },
      options,
    );
    expect(tokyo).toContain(
      'BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nEND:STANDARD',
    );
    expect(tokyo).toContain('DTSTART;TZID=Asia/Tokyo:20260715T100000');
    expect(parse(tokyo).start.toISOString()).toBe('2026-07-15T01:00:00.000Z');
  });

  it('writes UTC without a zone (or with UTC)', () => {
    for (const timeZone of [undefined, 'UTC']) {
      const text = buildICalendar(
        { title: 'Call', startDate: '2026-07-15T08:00:00.000Z', timeZone },
        options,
      );
      expect(text).toContain('DTSTART:20260715T080000Z\r\n');
      expect(text).not.toContain('VTIMEZONE');
      expect(parse(text).start.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    }
  });
});

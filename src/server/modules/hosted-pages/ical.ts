import { formatUtcDateTime } from '../../../qr/payload/events.js';
import { contentLines, escapeContentText as t } from './content-lines.js';
import { isKnownTimeZone } from '../../../qr/payload/index.js';
import { vtimezoneLines, zonedDateTimeValue } from './vtimezone.js';

export interface EventContent {
  title: string;
  startDate: string;
  endDate?: string;
  location?: string;
  description?: string;
  /** The event's IANA time zone: the page shows its times in it, the file names it (TZID). */
  timeZone?: string;
}

const ONE_HOUR_MS = 60 * 60 * 1000;

/** The event's end: the stored end, or one hour after the start (as the static payload does). */
export function eventEnd(event: EventContent): Date {
  return event.endDate
    ? new Date(event.endDate)
    : new Date(new Date(event.startDate).getTime() + ONE_HOUR_MS);
}

/**
 * An iCalendar object (RFC 5545) with one VEVENT: VERSION, PRODID, METHOD:PUBLISH; the event's
 * UID stays the same across edits (so calendars update the entry rather than add one). With the
 * event's time zone (other than UTC) the times are its wall clock with TZID and the zone's
 * VTIMEZONE (a calendar keeps the event at 10:00 Berlin time, whatever zone it shows); without
 * one, UTC. Text values escaped (§3.3.11), lines folded at 75 octets (§3.1), CRLF.
 */
export function buildICalendar(
  event: EventContent,
  options: { uid: string; now: Date; productName: string },
): string {
  const start = new Date(event.startDate);
  const end = eventEnd(event);
  const zone = event.timeZone;
  const zoned = zone !== undefined && zone !== 'UTC' && isKnownTimeZone(zone) ? zone : null;
  const time = (date: Date) =>
    zoned ? zonedDateTimeValue(date.getTime(), zoned) : `:${formatUtcDateTime(date)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.productName.replace(/[/\r\n]/g, ' ')}//Hosted event//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zoned ? vtimezoneLines(zoned, start.getTime(), end.getTime()) : []),
    'BEGIN:VEVENT',
    `UID:${t(options.uid)}`,
    `DTSTAMP:${formatUtcDateTime(options.now)}`,
    `DTSTART${time(start)}`,
    `DTEND${time(end)}`,
    `SUMMARY:${t(event.title)}`,
  ];
  if (event.location?.trim()) lines.push(`LOCATION:${t(event.location)}`);
  if (event.description?.trim()) lines.push(`DESCRIPTION:${t(event.description)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return contentLines(lines);
}

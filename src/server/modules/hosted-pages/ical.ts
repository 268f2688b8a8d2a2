import { formatUtcDateTime } from '../../../qr/payload/events.js';
import { contentLines, escapeContentText as t } from './content-lines.js';

export interface EventContent {
  title: string;
  startDate: string;
  endDate?: string;
  location?: string;
  description?: string;
  /** The event's IANA time zone, for display; the file keeps exact UTC instants. */
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
 * UID stays the same across edits (so calendars update the entry rather than add one), times
 * in UTC. Text values escaped (§3.3.11), lines folded at 75 octets (§3.1), CRLF.
 */
export function buildICalendar(
  event: EventContent,
  options: { uid: string; now: Date; productName: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.productName.replace(/[/\r\n]/g, ' ')}//Hosted event//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${t(options.uid)}`,
    `DTSTAMP:${formatUtcDateTime(options.now)}`,
    `DTSTART:${formatUtcDateTime(new Date(event.startDate))}`,
    `DTEND:${formatUtcDateTime(eventEnd(event))}`,
    `SUMMARY:${t(event.title)}`,
  ];
  if (event.location?.trim()) lines.push(`LOCATION:${t(event.location)}`);
  if (event.description?.trim()) lines.push(`DESCRIPTION:${t(event.description)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return contentLines(lines);
}

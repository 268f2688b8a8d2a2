import { isPresent, joinContentLines } from './content-lines.js';
import { escapeContentText } from './escape.js';
import { PayloadError } from './payload-error.js';
import { instantOfDateTime, isKnownTimeZone } from './zoned-time.js';

const DATE_TIME_WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** Fields of the events type (spec 000 §3). */
export interface EventFields {
  title: string;
  /**
   * An instant: a Date or an ISO 8601 string. A string without an offset is the wall-clock time
   * in `timeZone`, or local time when there is none.
   */
  startDate: string | Date;
  /** Defaults to one hour after the start. Must be later than the start (RFC 5545 §3.8.2.2). */
  endDate?: string | Date | null;
  location?: string | null;
  description?: string | null;
  /** The event's IANA time zone ("Europe/Berlin"): how offset-less dates are read. */
  timeZone?: string | null;
}

export interface EventOptions {
  /** UID of the event; a random UUID when absent (pass one for reproducible output). */
  uid?: string;
  /** DTSTAMP instant; the current time when absent. */
  now?: Date;
}

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * A bare VEVENT component (RFC 5545 §3.6.1, not wrapped in VCALENDAR, as QR readers
 * expect) with CRLF line ends: UID, DTSTAMP, SUMMARY, DTSTART, DTEND in UTC basic format
 * (`YYYYMMDDTHHMMSSZ`, seconds precision: a bare VEVENT cannot carry a VTIMEZONE, so the
 * zone's times are converted to UTC), then LOCATION and DESCRIPTION when given.
 * Throws PayloadError for an unparseable date or an end not after the start.
 */
export function buildEventPayload(fields: EventFields, options: EventOptions = {}): string {
  const zone = fields.timeZone?.trim() || undefined;
  const start = toInstant(fields.startDate, 'start', zone);
  const end = isPresentDate(fields.endDate)
    ? toInstant(fields.endDate, 'end', zone)
    : new Date(start.getTime() + ONE_HOUR_MS);
  if (end.getTime() <= start.getTime()) {
    throw new PayloadError('The event must end after it starts');
  }
  const uid = options.uid ?? globalThis.crypto.randomUUID();
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeContentText(uid)}`,
    `DTSTAMP:${formatUtcDateTime(options.now ?? new Date())}`,
    `SUMMARY:${escapeContentText(fields.title)}`,
    `DTSTART:${formatUtcDateTime(start)}`,
    `DTEND:${formatUtcDateTime(end)}`,
  ];
  if (isPresent(fields.location)) lines.push(`LOCATION:${escapeContentText(fields.location)}`);
  if (isPresent(fields.description)) {
    lines.push(`DESCRIPTION:${escapeContentText(fields.description)}`);
  }
  lines.push('END:VEVENT');
  return joinContentLines(lines);
}

/** RFC 5545 §3.3.5 DATE-TIME in UTC ("form #2"): `YYYYMMDDTHHMMSSZ`, milliseconds dropped. */
export function formatUtcDateTime(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) {
    throw new PayloadError(`Date outside years 0000-9999: ${String(date)}`);
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${String(year).padStart(4, '0')}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}` +
    `T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`
  );
}

function isPresentDate(value: string | Date | null | undefined): value is string | Date {
  return value instanceof Date || isPresent(value);
}

function toInstant(value: string | Date, which: string, zone: string | undefined): Date {
  if (zone !== undefined && !isKnownTimeZone(zone)) {
    throw new PayloadError(`Unknown time zone: ${JSON.stringify(zone)}`);
  }
  const date =
    value instanceof Date
      ? value
      : new Date(
          DATE_TIME_WITHOUT_OFFSET.test(value.trim())
            ? instantOfDateTime(value, zone)
            : value.trim(),
        );
  if (Number.isNaN(date.getTime())) {
    throw new PayloadError(`Invalid ${which} date: ${JSON.stringify(String(value))}`);
  }
  return date;
}

// Conversions between what a datetime-local input shows (a wall-clock time, "YYYY-MM-DDTHH:mm")
// and what the form value holds (a UTC ISO instant, because the event payload is written in
// UTC: RFC 5545 form #2). The wall clock is the user's own, or the event's time zone when the
// form names one (an IANA zone such as "Europe/Berlin").

import {
  instantOfWallClock,
  wallClockAt,
  zoneOffsetMs,
} from '../../../../qr/payload/zoned-time.js';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The browser's own IANA time zone. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The UTC ISO string for a datetime-local input's value read in `zone` (the user's own when
 * absent); '' for empty or unreadable input. A wall-clock time skipped by a daylight-saving
 * change is read with the offset before the change (02:30 becomes 03:30), a repeated one as
 * its first occurrence.
 */
export function localInputToIso(local: string, zone?: string): string {
  const m = LOCAL_INPUT.exec(local);
  if (!m) return '';
  if (!zone) {
    // ECMAScript reads a date-time without an offset as local time.
    const date = new Date(local);
    return Number.isNaN(date.getTime()) ? '' : date.toISOString();
  }
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((v) => Number(v ?? 0));
  if (Number.isNaN(Date.UTC(year, month - 1, day, hour, minute, second))) return '';
  const ms = instantOfWallClock({ year, month, day, hour, minute, second }, zone);
  return new Date(ms).toISOString();
}

/** The datetime-local value showing `iso` in `zone` (the user's own when absent); '' when not a date. */
export function isoToLocalInput(iso: string, zone?: string): string {
  if (iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const w = zone
    ? wallClockAt(date.getTime(), zone)
    : {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
        second: date.getSeconds(),
      };
  const base =
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}` + `T${pad(w.hour)}:${pad(w.minute)}`;
  return w.second === 0 ? base : `${base}:${pad(w.second)}`;
}

/** A time zone for display, e.g. "Europe/Berlin (UTC+02:00)" at `at`; the user's own by default. */
export function timeZoneLabel(at: Date = new Date(), zone: string = userTimeZone()): string {
  const offset = Math.round(zoneOffsetMs(at.getTime(), zone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${zone} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`;
}

/** Every IANA time zone the browser knows, UTC first. */
export function timeZoneNames(): string[] {
  const names =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...names.filter((name) => name !== 'UTC')];
}

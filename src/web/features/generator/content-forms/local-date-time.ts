// Conversions between what a datetime-local input shows (a wall-clock time, "YYYY-MM-DDTHH:mm")
// and what the form value holds (a UTC ISO instant, because the event payload is written in
// UTC: RFC 5545 form #2). The wall clock is the user's own, or the event's time zone when the
// form names one (an IANA zone such as "Europe/Berlin").

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The browser's own IANA time zone. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall-clock fields of the instant `ms` in `zone`. */
function wallClock(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
function zoneOffsetMs(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
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
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return '';
  // The zone's offsets half a day either side: the wall clock matches one of them (or both,
  // in the hour repeated when clocks go back: the earlier is taken), or neither (skipped).
  const HALF_DAY = 12 * 60 * 60 * 1000;
  const before = asUtc - zoneOffsetMs(asUtc - HALF_DAY, zone);
  const after = asUtc - zoneOffsetMs(asUtc + HALF_DAY, zone);
  const fits = [before, after].filter((ms) => zoneOffsetMs(ms, zone) === asUtc - ms);
  const ms = fits.length > 0 ? Math.min(...fits) : before;
  return new Date(ms).toISOString();
}

/** The datetime-local value showing `iso` in `zone` (the user's own when absent); '' when not a date. */
export function isoToLocalInput(iso: string, zone?: string): string {
  if (iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const w = zone
    ? wallClock(date.getTime(), zone)
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

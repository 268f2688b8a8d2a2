// Conversions between what a datetime-local input shows (the user's wall-clock time,
// "YYYY-MM-DDTHH:mm") and what the form value holds (a UTC ISO instant, because the event
// payload is written in UTC: RFC 5545 form #2).

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The UTC ISO string for a datetime-local input's value; '' for empty or unreadable input. */
export function localInputToIso(local: string): string {
  if (!LOCAL_INPUT.test(local)) return '';
  // ECMAScript reads a date-time without an offset as local time.
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The datetime-local value showing `iso` in the user's time zone; '' when not a date. */
export function isoToLocalInput(iso: string): string {
  if (iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const base =
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() === 0 ? base : `${base}:${pad(date.getSeconds())}`;
}

/** The user's time zone for display, e.g. "Europe/Berlin (UTC+02:00)" at `at`. */
export function timeZoneLabel(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${zone} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`;
}

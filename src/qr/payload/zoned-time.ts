// Wall-clock times in an IANA time zone ("Europe/Berlin") and the instants they stand for, from
// the zone rules the runtime carries (Intl); no tables of our own. Shared by the event payload,
// the contracts that read an event's dates and the web form's date fields.

/** The wall-clock fields of a time in some zone (month 1-12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** Whether `zone` is a time zone the runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** What the clocks in `zone` show at the instant `ms`. */
export function wallClockAt(ms: number, zone: string): WallClock {
  const parts = formatterFor(zone).formatToParts(new Date(ms));
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

/** How far `zone`'s clocks are ahead of UTC at the instant `ms`, in milliseconds. */
export function zoneOffsetMs(ms: number, zone: string): number {
  const w = wallClockAt(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) at which `zone`'s clocks show `wall`. A time skipped when the
 * clocks go forward is read with the offset before the change (02:30 becomes 03:30 summer
 * time), a time repeated when they go back as its first occurrence.
 */
export function instantOfWallClock(wall: WallClock, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // The zone's offsets half a day either side: the wall clock matches one of them (or both, in
  // the repeated hour: the earlier is taken), or neither (the skipped hour).
  const HALF_DAY = 12 * 60 * 60 * 1000;
  const before = asUtc - zoneOffsetMs(asUtc - HALF_DAY, zone);
  const after = asUtc - zoneOffsetMs(asUtc + HALF_DAY, zone);
  const fits = [before, after].filter((ms) => zoneOffsetMs(ms, zone) === asUtc - ms);
  return fits.length > 0 ? Math.min(...fits) : before;
}

/** "YYYY-MM-DDTHH:mm[:ss[.fff]]" with an optional "Z" or "±HH:MM" offset. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant an ISO 8601 date-time stands for. With an offset ("Z", "+02:00") that is exact;
 * without one it is the wall-clock time in `zone` (an IANA name), and without a zone either,
 * the runtime's local time (as ECMAScript reads it). NaN when the text is not such a date-time.
 */
export function instantOfDateTime(text: string, zone?: string): number {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return NaN;
  if (m[7] !== undefined || !zone) return new Date(text.trim()).getTime();
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((v) => Number(v ?? 0));
  return instantOfWallClock({ year, month, day, hour, minute, second }, zone);
}

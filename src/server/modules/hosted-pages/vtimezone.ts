// The VTIMEZONE component (RFC 5545 §3.6.5) of an IANA zone, from the zone rules the runtime
// carries (Intl), for the years an event spans: each change of offset found is one STANDARD or
// DAYLIGHT observance with its onset, so a calendar reads DTSTART;TZID=... exactly as the zone's
// clocks showed it, whatever its own rules database says.
import { wallClockAt, zoneOffsetMs, type WallClock } from '../../../qr/payload/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A change of the zone's offset: the instant it happens and the offsets either side (ms). */
interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes from `fromMs` to `toMs`, each found to the second. */
function transitions(zone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = [];
  let previous = zoneOffsetMs(fromMs, zone);
  for (let day = fromMs + DAY_MS; day <= toMs + DAY_MS; day += DAY_MS) {
    const offset = zoneOffsetMs(day, zone);
    if (offset === previous) continue;
    // The change lies in (day - 1 day, day]: halve the interval down to a second.
    let lo = day - DAY_MS;
    let hi = day;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (zoneOffsetMs(mid, zone) === previous) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** RFC 5545 DATE-TIME as local time ("form #1"): `YYYYMMDDTHHMMSS`. */
export function formatLocalDateTime(w: WallClock): string {
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** UTC-OFFSET (§3.3.14): "+0200", "-0330". */
function formatOffset(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** The wall clock `ms` shows at a fixed offset (the clock just before a change). */
function clockAtOffset(ms: number, offset: number): WallClock {
  const d = new Date(ms + offset);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/**
 * The VTIMEZONE lines for `zone` covering the instants `startMs` to `endMs`: the offset changes
 * from the start of the year before the start (so the observance in force at the start has its
 * onset listed) to the end of the end's year. A zone without changes in that span gets one
 * STANDARD observance at its fixed offset. Summer time is a DAYLIGHT observance (an offset above
 * the lowest of the span), the rest STANDARD.
 */
export function vtimezoneLines(zone: string, startMs: number, endMs: number): string[] {
  const from = Date.UTC(new Date(startMs).getUTCFullYear() - 1, 0, 1);
  const to = Date.UTC(new Date(endMs).getUTCFullYear() + 1, 0, 1);
  const changes = transitions(zone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = formatOffset(zoneOffsetMs(startMs, zone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  }
  const standard = Math.min(...changes.flatMap((c) => [c.from, c.to]));
  for (const change of changes) {
    const kind = change.to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${formatLocalDateTime(clockAtOffset(change.at, change.from))}`,
      `TZOFFSETFROM:${formatOffset(change.from)}`,
      `TZOFFSETTO:${formatOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** DTSTART/DTEND value with its zone: `;TZID=Europe/Berlin:20260715T100000`. */
export function zonedDateTimeValue(ms: number, zone: string): string {
  return `;TZID=${zone}:${formatLocalDateTime(wallClockAt(ms, zone))}`;
}

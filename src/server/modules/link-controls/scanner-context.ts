import type { LinkOs } from '../../../contracts/link-controls.js';
import { countryOf, UserAgentParser } from '../scans/index.js';

/**
 * What the smart rules look at, read from one request lazily: a rule on OS never parses
 * Accept-Language, a code without rules reads nothing. Every reader is cached per input
 * string or per minute, so rules cost a few map lookups per scan.
 */
export interface ScannerFacts {
  userAgent: string | undefined;
  ip: string;
  acceptLanguage: string | undefined;
  /** Milliseconds since the epoch. */
  nowMs: number;
}

const userAgents = new UserAgentParser();

/** iOS (iPhone, iPad, iPod; iPadOS too), Android, or other. */
export function osOf(userAgent: string | undefined): LinkOs {
  const os = userAgents.parse(userAgent).os;
  if (os === 'iOS') return 'ios';
  if (os === 'Android') return 'android';
  return 'other';
}

export { countryOf };

const languageCache = new Map<string, string | null>();

/**
 * The scanner's most preferred language tag (lower case, e.g. "pt-br"), by the q-values of
 * Accept-Language (RFC 9110 §12.5.4; equal q keeps the header's order); null when absent or "*".
 */
export function preferredLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const key = header.slice(0, 256);
  const cached = languageCache.get(key);
  if (cached !== undefined) return cached;
  let best: string | null = null;
  let bestQ = 0;
  for (const part of key.split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!/^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/.test(tag)) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > bestQ) {
      best = tag;
      bestQ = q;
    }
  }
  if (languageCache.size >= 5000) languageCache.clear();
  languageCache.set(key, best);
  return best;
}

/** A rule language ("en" or "pt-br") matches the tag itself or any of its regional forms. */
export function languageMatches(ruleLanguage: string, scanner: string): boolean {
  return scanner === ruleLanguage || scanner.startsWith(`${ruleLanguage}-`);
}

interface LocalMinute {
  /** Start of the UTC minute this answer holds for. */
  minuteMs: number;
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Minutes since local midnight, 0 ... 1439. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const minutes = new Map<string, LocalMinute>();
const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * Local weekday and time of day in an IANA zone at `nowMs`, daylight saving time included (the
 * runtime's time zone database decides the offset). Cached per zone and UTC minute (every zone's
 * offset is a whole number of minutes).
 */
export function localTime(timeZone: string, nowMs: number): { weekday: number; minutes: number } {
  const minuteMs = nowMs - (((nowMs % 60_000) + 60_000) % 60_000);
  const cached = minutes.get(timeZone);
  if (cached && cached.minuteMs === minuteMs) return cached;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  let weekday = 1;
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(minuteMs)) {
    if (part.type === 'weekday') weekday = WEEKDAY[part.value] ?? 1;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  const answer = { minuteMs, weekday, minutes: hour * 60 + minute };
  minutes.set(timeZone, answer);
  return answer;
}

import { isValidTimeZone } from '../../../contracts/analytics.js';

/** The browser's IANA time zone, or "UTC" when the runtime reports none the server accepts. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

import Bowser from 'bowser';
import { userAgentBotReason, type BotReason } from './bot-detection.js';

/** What one User-Agent string tells about a scan. Column widths of scan_events. */
export interface UserAgentDetails {
  botReason: Exclude<BotReason, 'head'> | null;
  /** mobile, tablet, desktop, tv, bot; null when unknown. */
  deviceType: string | null;
  os: string | null;
  browser: string | null;
}

/** Longest User-Agent we parse; longer ones are cut (no camera app sends more). */
const MAX_UA_LENGTH = 512;

/**
 * Classifies User-Agent strings once each (bot reason, device, OS, browser): phones of one model
 * and app version send identical strings, so a bounded map keyed by the string (cleared when
 * full) serves nearly every scan without parsing: a hit is one Map read (0.02 µs), a miss runs
 * isbot and Bowser (about 14 µs; bench/redirect-cost.bench.ts). Not least-recently-used: an
 * LRU's bookkeeping would cost every hit more than the misses after a rare clear
 * (docs/PERFORMANCE.md, "LRU caches"). The answers are the uncached ones (`describeUserAgent`),
 * shared and frozen so no caller can change another scan's.
 */
export class UserAgentParser {
  private readonly cache = new Map<string, UserAgentDetails>();

  constructor(private readonly maxEntries = 10_000) {}

  parse(userAgent: string | undefined): UserAgentDetails {
    const ua = userAgent === undefined ? '' : userAgent.slice(0, MAX_UA_LENGTH);
    let details = this.cache.get(ua);
    if (!details) {
      details = Object.freeze(describeUserAgent(ua));
      if (this.cache.size >= this.maxEntries) this.cache.clear();
      this.cache.set(ua, details);
    }
    return details;
  }

  /** User-Agent strings held (at most maxEntries). */
  get size(): number {
    return this.cache.size;
  }
}

/** The uncached classification of one User-Agent (cut to MAX_UA_LENGTH), as parse caches it. */
export function describeUserAgent(userAgent: string | undefined): UserAgentDetails {
  const ua = (userAgent ?? '').slice(0, MAX_UA_LENGTH);
  const botReason = userAgentBotReason(ua);
  if (ua.trim() === '') return { botReason, deviceType: null, os: null, browser: null };
  const parsed = Bowser.parse(ua);
  return {
    botReason,
    deviceType: botReason ? 'bot' : text(parsed.platform.type, 20),
    os: text(parsed.os.name, 50),
    browser: text(parsed.browser.name, 50),
  };
}

function text(value: string | undefined, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

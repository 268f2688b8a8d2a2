import type { CityLookup } from './city-lookup.js';
import { countryOf } from './country-lookup.js';
import { referrerHost } from '../../lib/referrer-host.js';
import type { UserAgentParser } from './user-agent-details.js';
import type { VisitorKeys } from './visitor-key.js';

/** The request facts a scan is described from. `ip` is used here and never kept. */
export interface ScanFacts {
  method: string;
  /** The client address (request.ip: X-Forwarded-For only when TRUST_PROXY says so). */
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  /** The split variant the scan was sent to (link-controls split.ts key), if a split chose. */
  splitVariant?: string;
}

/** The code a scan belongs to. */
export interface ScannedCode {
  id: number;
  clientId: number;
  /** Its workspace: the workspace's plan decides whether per-scan detail is kept. */
  workspaceId: number;
}

/** One scan_events row, as buffered before the batch insert. No IP address anywhere. */
export interface ScanEvent {
  clientId: number;
  dynamicQrCodeId: number;
  scannedAt: Date;
  isBot: boolean;
  botReason: string | null;
  deviceType: string | null;
  os: string | null;
  browser: string | null;
  country: string | null;
  referrerHost: string | null;
  visitorKey: string;
  method: string;
  /** The split variant's key (16 hex digits) when the code's split chose the destination. */
  splitVariant?: string | null;
  /** The city database's place (city analytics, issue 40 item 6); null or absent when none. */
  city?: string | null;
  cityRegion?: string | null;
  cityCountry?: string | null;
}

/** Classifies a request to a short link into the row we store for it. */
export function describeScan(
  code: ScannedCode,
  facts: ScanFacts,
  at: Date,
  tools: { userAgents: UserAgentParser; visitorKeys: VisitorKeys; cities?: CityLookup | null },
): ScanEvent {
  const ua = tools.userAgents.parse(facts.userAgent);
  // A HEAD request never opens the destination: "head" whatever its User-Agent says.
  const reason = facts.method === 'HEAD' ? 'head' : ua.botReason;
  // Resolved here, like the country: the address is forgotten once the event is described.
  const place = tools.cities?.cityOf(facts.ip) ?? null;
  return {
    clientId: code.clientId,
    dynamicQrCodeId: code.id,
    scannedAt: at,
    isBot: reason !== null,
    botReason: reason,
    deviceType: ua.deviceType,
    os: ua.os,
    browser: ua.browser,
    country: countryOf(facts.ip),
    referrerHost: referrerHost(facts.referer),
    visitorKey: tools.visitorKeys.key(facts.ip, facts.userAgent ?? '', code.id, at),
    method: facts.method === 'HEAD' ? 'HEAD' : 'GET',
    splitVariant: facts.splitVariant ?? null,
    city: place?.city ?? null,
    cityRegion: place?.region ?? null,
    cityCountry: place?.country ?? null,
  };
}

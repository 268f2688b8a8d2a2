import { PayloadError } from './payload-error.js';

/** Why a web URL was refused; the contracts map each reason to its spec message (000 §5). */
export type WebUrlProblem = 'required' | 'invalid' | 'protocol';

export type WebUrlResult = { ok: true; url: string } | { ok: false; problem: WebUrlProblem };

const SCHEME_WITH_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A scheme followed by something that is not a port number ("mailto:x", "javascript:..."). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;
/** Spec 000 §4: a host ending in a dot and 2 or more letters (any script: IDN TLDs count). */
const HOST_WITH_TLD = /\.\p{L}{2,}\.?$/u;
/** Printable ASCII without space: such input is already a URI and is encoded as typed. */
const PLAIN_URI = /^[\x21-\x7E]+$/;

/**
 * Checks and normalises a web address for the url, social, ratings and apps types.
 * - A value with a scheme must use http or https.
 * - A value without a scheme gets `https://` prepended when its host ends in a dot plus
 *   2 or more letters (spec 000 §4); otherwise it is invalid.
 * - The result is the input as typed when it is already plain ASCII, else the WHATWG
 *   serialisation (punycode host, percent-encoded path), so the QR holds a valid URI.
 */
export function parseWebUrl(input: string): WebUrlResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };

  let candidate = trimmed;
  if (!SCHEME_WITH_AUTHORITY.test(trimmed)) {
    if (OTHER_SCHEME.test(trimmed)) return { ok: false, problem: 'protocol' };
    const [host = ''] = trimmed.replace(/^[^@/?#]*@/, '').split(/[/?#:]/, 1);
    if (!HOST_WITH_TLD.test(host)) return { ok: false, problem: 'invalid' };
    candidate = `https://${trimmed}`;
  }

  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { ok: false, problem: 'protocol' };
  }
  if (parsed.hostname === '') return { ok: false, problem: 'invalid' };
  return { ok: true, url: PLAIN_URI.test(candidate) ? candidate : parsed.href };
}

/** The normalised http(s) URL, or null when `input` is empty, invalid or not http(s). */
export function normalizeUrl(input: string): string | null {
  const result = parseWebUrl(input);
  return result.ok ? result.url : null;
}

/** Payload of the url, social, ratings and apps types: the URL itself. */
export interface UrlFields {
  url: string;
}

/** Returns the URL to encode; throws PayloadError when it is not a valid http(s) URL. */
export function buildUrlPayload(fields: UrlFields): string {
  const url = normalizeUrl(fields.url);
  if (url === null)
    throw new PayloadError(`Not a valid http(s) URL: ${JSON.stringify(fields.url)}`);
  return url;
}

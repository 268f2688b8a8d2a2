import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddress, type AddressPolicy } from './address-guard.js';

/**
 * SSRF-safe outbound HTTP for anything the server fetches on a user's behalf (destination
 * checks, webhooks). By construction: only http and https, no URLs with credentials and no
 * cookies or authorization of ours; the host is resolved here and every address must be
 * public (address-guard.ts); the connection goes to the address that was checked (a pinned
 * lookup), so a DNS answer that changes between check and connect (rebinding) cannot reach an
 * internal address; each redirect is vetted again the same way; one deadline for the whole
 * exchange; at most maxBodyBytes of a body are read before the connection is dropped.
 */

export interface SafeFetchPolicy extends AddressPolicy {
  /** Resolves a host name to addresses (default: the system resolver, all addresses). */
  resolve?: (host: string) => Promise<string[]>;
}

/** The request was not sent: the URL or an address it resolves to is not allowed. */
export class SafeFetchRefused extends Error {}

/** A URL that may be requested, with the one public address the request will connect to. */
export interface VettedTarget {
  url: URL;
  address: string;
}

const systemResolve = async (host: string) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Parses and allows `raw` (throws SafeFetchRefused saying why not). With `signal`, a name
 * look-up still unanswered when it aborts rejects with the signal's reason (the system resolver
 * cannot be cancelled, but nobody waits for it any longer).
 */
export async function vetUrl(
  raw: string,
  policy: SafeFetchPolicy,
  signal?: AbortSignal,
): Promise<VettedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchRefused('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchRefused(`the ${url.protocol} scheme is not checked`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchRefused('URLs with credentials are not checked');
  }
  // WHATWG URLs keep IPv6 literals in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [host]
    : await untilAborted((policy.resolve ?? systemResolve)(host), signal);
  const [first] = addresses;
  if (first === undefined) throw new SafeFetchRefused(`${host} has no address`);
  // Every address must be allowed: a name with one internal address is refused outright.
  for (const address of addresses) {
    const why = refusedAddress(address, policy);
    if (why !== null) throw new SafeFetchRefused(why);
  }
  return { url, address: first };
}

/** `work`'s result, or a rejection with the signal's reason if it aborts first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export interface PinnedRequest {
  method: string;
  userAgent: string;
  /** Added to user-agent, accept-encoding: identity and connection: close. */
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Aborts the request (one deadline for a whole exchange, redirects included). */
  deadline: AbortSignal;
  /** Most body bytes read before the connection is dropped (default 64 KiB). */
  maxBodyBytes?: number;
  /** Keep the bytes read (default: only count them). */
  keepBody?: boolean;
  /** Tests only: the CA that signed a local HTTPS server's certificate (PEM). */
  ca?: string;
}

export interface PinnedAnswer {
  status: number;
  location: string | undefined;
  contentType: string | undefined;
  /** The body read (empty unless keepBody), at most maxBodyBytes. */
  body: Buffer;
}

/** One request to a vetted target, connecting only to its vetted address. */
export function requestPinned(target: VettedTarget, req: PinnedRequest): Promise<PinnedAnswer> {
  const family = isIP(target.address);
  // The connection goes to the vetted address whatever the name resolves to now.
  const pinned: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family },
      ]);
    } else callback(null, target.address, family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<PinnedAnswer>((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: req.method,
        lookup: pinned,
        signal: req.deadline,
        agent: false,
        ...(req.ca === undefined ? {} : { ca: req.ca }),
        headers: {
          'user-agent': req.userAgent,
          ...req.headers,
          'accept-encoding': 'identity',
          connection: 'close',
          ...(req.body === undefined ? {} : { 'content-length': Buffer.byteLength(req.body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const cap = req.maxBodyBytes ?? 65_536;
        const answer = (): PinnedAnswer => ({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          contentType: res.headers['content-type'],
          body: Buffer.concat(chunks).subarray(0, cap),
        });
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (req.keepBody === true) chunks.push(chunk);
          // A large or endless body is cut off at the cap.
          if (read > cap) {
            res.destroy();
            resolve(answer());
          }
        });
        res.on('end', () => resolve(answer()));
        res.on('close', () => resolve(answer()));
        res.on('error', () => resolve(answer()));
      },
    );
    request.on('error', reject);
    request.end(req.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A status that sends the client elsewhere. */
export const isRedirect = (status: number) => REDIRECTS.has(status);

export interface SafeFetchOptions extends SafeFetchPolicy {
  userAgent: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed, each vetted again (default 0: a redirect is the answer). */
  maxRedirects?: number;
  maxBodyBytes?: number;
  /** Called before each request with the host it goes to (e.g. a per-host pace). */
  beforeRequest?: (host: string) => Promise<void>;
  /** Tests only: the CA of a local HTTPS server (PEM). */
  ca?: string;
}

export interface SafeFetchResponse {
  status: number;
  /** The URL that gave this answer (after any redirects followed). */
  url: string;
  location: string | undefined;
  contentType: string | undefined;
  /** At most maxBodyBytes of the body. */
  body: Buffer;
}

/**
 * One SSRF-safe exchange (see the top of this file). Throws SafeFetchRefused when a URL or
 * address is not allowed, and the request's own error (AbortError at the deadline, ECONNREFUSED…)
 * otherwise. A followed 303, or a 301/302 answering a POST, continues as a GET without the body.
 */
export async function safeFetch(
  raw: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let url = raw;
  let method = options.method ?? 'GET';
  let body = options.body;
  for (let hop = 0; ; hop += 1) {
    const target = await vetUrl(url, options, deadline);
    await options.beforeRequest?.(target.url.hostname);
    const answer = await requestPinned(target, {
      method,
      userAgent: options.userAgent,
      headers: options.headers,
      body,
      deadline,
      maxBodyBytes: options.maxBodyBytes,
      keepBody: true,
      ca: options.ca,
    });
    if (!isRedirect(answer.status) || !answer.location || hop >= (options.maxRedirects ?? 0)) {
      const { status, location, contentType } = answer;
      return { status, url, location, contentType, body: answer.body };
    }
    url = new URL(answer.location, target.url).toString();
    if (answer.status === 303 || (method === 'POST' && answer.status <= 302)) {
      method = 'GET';
      body = undefined;
    }
  }
}

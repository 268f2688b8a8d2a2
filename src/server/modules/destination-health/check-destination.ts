import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddress, type AddressPolicy } from './address-guard.js';

/** What one check of a destination found. */
export interface HealthVerdict {
  /** ok: 2xx on the destination's own host; redirected: 2xx after redirects to another host. */
  status: 'ok' | 'redirected' | 'broken';
  httpStatus: number | null;
  finalUrl: string;
  /** Why it is broken (or which host it redirects to), for the owner. */
  detail: string | null;
}

export interface CheckOptions extends AddressPolicy {
  userAgent: string;
  /** Whole check, all requests and redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed (default 5). */
  maxRedirects?: number;
  /** Most body bytes read from a GET before the connection is dropped (default 64 KiB). */
  maxBodyBytes?: number;
  /** Resolves a host name to addresses (default: the system resolver, all addresses). */
  resolve?: (host: string) => Promise<string[]>;
  /** Called before each request with the host it goes to (the per-host pace waits here). */
  beforeRequest?: (host: string) => Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class Refused extends Error {}

const systemResolve = async (host: string) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Visits `destination` as the health checker does: HEAD, then GET when HEAD is refused or
 * fails (servers that do not implement HEAD); redirects followed up to 5, each hop checked
 * again. SSRF-safe by construction: only http and https, no credentials (URLs with user
 * info are refused, no cookies or authorization are ever sent); the host is resolved here and
 * every address must be public (address-guard.ts), and the connection goes to the address
 * that was checked (a pinned lookup), so a DNS answer that changes between check and connect
 * (rebinding) cannot reach an internal address. One deadline for the whole check; at most
 * maxBodyBytes of a body are read.
 */
export async function checkDestination(
  destination: string,
  options: CheckOptions,
): Promise<HealthVerdict> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const maxRedirects = options.maxRedirects ?? 5;
  const startHost = safeHost(destination);
  let url = destination;
  let last: number | null = null;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const target = await vet(url, options);
      await options.beforeRequest?.(target.url.hostname);
      let answer = await request(target, 'HEAD', options, deadline);
      if (answer.status >= 400 || answer.status === 0) {
        await options.beforeRequest?.(target.url.hostname);
        answer = await request(target, 'GET', options, deadline);
      }
      last = answer.status;
      if (REDIRECTS.has(answer.status) && answer.location) {
        url = new URL(answer.location, target.url).toString();
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) {
        const host = target.url.hostname;
        return host === startHost
          ? { status: 'ok', httpStatus: answer.status, finalUrl: url, detail: null }
          : {
              status: 'redirected',
              httpStatus: answer.status,
              finalUrl: url,
              detail: `Redirects to ${host}`,
            };
      }
      return {
        status: 'broken',
        httpStatus: answer.status,
        finalUrl: url,
        detail: `The destination answered ${answer.status}`,
      };
    }
    return {
      status: 'broken',
      httpStatus: last,
      finalUrl: url,
      detail: `More than ${maxRedirects} redirects`,
    };
  } catch (error) {
    const detail =
      error instanceof Refused
        ? `Refused: ${error.message}`
        : deadline.aborted
          ? 'No answer within the time limit'
          : `Could not connect (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
    return { status: 'broken', httpStatus: last, finalUrl: url, detail };
  }
}

function safeHost(raw: string): string {
  try {
    return new URL(raw).hostname;
  } catch {
    return '';
  }
}

interface Target {
  url: URL;
  address: string;
}

/** The URL parsed and allowed, with the one public address the request will connect to. */
async function vet(raw: string, options: CheckOptions): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Refused('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Refused(`the ${url.protocol} scheme is not checked`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new Refused('URLs with credentials are not checked');
  }
  // WHATWG URLs keep IPv6 literals in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new Refused(`${host} has no address`);
  // Every address must be allowed: a name with one internal address is refused outright.
  for (const address of addresses) {
    const why = refusedAddress(address, options);
    if (why !== null) throw new Refused(why);
  }
  return { url, address: addresses[0] };
}

interface Answer {
  status: number;
  location: string | undefined;
}

function request(
  target: Target,
  method: 'HEAD' | 'GET',
  options: CheckOptions,
  deadline: AbortSignal,
): Promise<Answer> {
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
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(
      target.url,
      {
        method,
        lookup: pinned,
        signal: deadline,
        agent: false,
        headers: {
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          'accept-encoding': 'identity',
          connection: 'close',
        },
      },
      (res) => {
        const answer = { status: res.statusCode ?? 0, location: res.headers.location };
        let read = 0;
        const cap = options.maxBodyBytes ?? 65_536;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // The status is all the check needs; a large or endless body is cut off.
          if (read > cap) {
            res.destroy();
            resolve(answer);
          }
        });
        res.on('end', () => resolve(answer));
        res.on('close', () => resolve(answer));
        res.on('error', () => resolve(answer));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

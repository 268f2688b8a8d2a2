import {
  isRedirect,
  requestPinned,
  SafeFetchRefused,
  vetUrl,
  type SafeFetchPolicy,
  type VettedTarget,
} from '../../lib/safe-fetch/index.js';

/** What one check of a destination found. */
export interface HealthVerdict {
  /** ok: 2xx on the destination's own host; redirected: 2xx after redirects to another host. */
  status: 'ok' | 'redirected' | 'broken';
  httpStatus: number | null;
  finalUrl: string;
  /** Why it is broken (or which host it redirects to), for the owner. */
  detail: string | null;
}

export interface CheckOptions extends SafeFetchPolicy {
  userAgent: string;
  /** Whole check, all requests and redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed (default 5). */
  maxRedirects?: number;
  /** Most body bytes read from a GET before the connection is dropped (default 64 KiB). */
  maxBodyBytes?: number;
  /** Called before each request with the host it goes to (the per-host pace waits here). */
  beforeRequest?: (host: string) => Promise<void>;
}

/**
 * Visits `destination` as the health checker does: HEAD, then GET when HEAD is refused or
 * fails (servers that do not implement HEAD); redirects followed up to 5, each hop checked
 * again. SSRF-safe through lib/safe-fetch (public addresses only, pinned connections, no
 * credentials or cookies). One deadline for the whole check; at most maxBodyBytes of a body
 * are read.
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
      const target = await vetUrl(url, options);
      await options.beforeRequest?.(target.url.hostname);
      let answer = await request(target, 'HEAD', options, deadline);
      if (answer.status >= 400 || answer.status === 0) {
        await options.beforeRequest?.(target.url.hostname);
        answer = await request(target, 'GET', options, deadline);
      }
      last = answer.status;
      if (isRedirect(answer.status) && answer.location) {
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
      error instanceof SafeFetchRefused
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

const request = (
  target: VettedTarget,
  method: 'HEAD' | 'GET',
  options: CheckOptions,
  deadline: AbortSignal,
) =>
  requestPinned(target, {
    method,
    userAgent: options.userAgent,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    deadline,
    maxBodyBytes: options.maxBodyBytes,
  });

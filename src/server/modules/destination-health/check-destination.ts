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
  /**
   * Whole check, all look-ups, requests and redirects included (default 10 s); time spent
   * waiting in beforeRequest (the host's turn) does not count.
   */
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
 * credentials or cookies). One time budget for the whole check's own work (waiting for the
 * host's turn is not part of it: a check queued behind others must not be called broken for
 * our own pacing); at most maxBodyBytes of a body are read.
 */
export async function checkDestination(
  destination: string,
  options: CheckOptions,
): Promise<HealthVerdict> {
  const budget = new TimeBudget(options.timeoutMs ?? 10_000);
  const maxRedirects = options.maxRedirects ?? 5;
  const startHost = safeHost(destination);
  let url = destination;
  let last: number | null = null;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const target = await budget.spend((signal) => vetUrl(url, options, signal));
      await options.beforeRequest?.(target.url.hostname);
      let answer = await budget.spend((signal) => request(target, 'HEAD', options, signal));
      if (answer.status >= 400 || answer.status === 0) {
        await options.beforeRequest?.(target.url.hostname);
        answer = await budget.spend((signal) => request(target, 'GET', options, signal));
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
        : budget.exhausted
          ? 'No answer within the time limit'
          : `Could not connect (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
    return { status: 'broken', httpStatus: last, finalUrl: url, detail };
  }
}

/**
 * A time limit that only runs while work is under way: `spend` gives the work a signal that
 * aborts when what is left of the budget runs out, and takes the time the work took off it.
 */
class TimeBudget {
  private leftMs: number;
  /** True once some work ran out of time (or none was left to give it). */
  exhausted = false;

  constructor(totalMs: number) {
    this.leftMs = totalMs;
  }

  async spend<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.leftMs <= 0) {
      this.exhausted = true;
      throw new Error('time limit reached');
    }
    // AbortSignal.timeout takes whole milliseconds.
    const signal = AbortSignal.timeout(Math.ceil(this.leftMs));
    const started = performance.now();
    try {
      return await work(signal);
    } finally {
      this.leftMs -= performance.now() - started;
      if (signal.aborted) this.exhausted = true;
    }
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

/** A stored detail as a message of the alert mails' catalogue (health-mail) and its values. */
export type DetailReason =
  | { id: 'reasonStatus'; values: { status: string } }
  | { id: 'reasonRedirects'; values: { count: string } }
  | { id: 'reasonTimeout' | 'reasonNone'; values: Record<string, never> }
  | { id: 'reasonConnect'; values: { code: string } }
  | { id: 'reasonRefused'; values: { why: string } }
  | { id: 'reasonRedirected'; values: { host: string } };

/**
 * Reads back a detail written above (stored as English text in destination_health.detail) so a
 * mail can say it in its reader's language. Null, or text this checker no longer writes, is
 * "the destination does not answer" unless it reads as one of the forms above.
 */
export function detailReason(detail: string | null): DetailReason {
  const text = detail ?? '';
  let match: RegExpExecArray | null;
  if ((match = /^The destination answered (\d+)$/.exec(text))) {
    return { id: 'reasonStatus', values: { status: match[1] ?? '' } };
  }
  if ((match = /^More than (\d+) redirects$/.exec(text))) {
    return { id: 'reasonRedirects', values: { count: match[1] ?? '' } };
  }
  if (text === 'No answer within the time limit') return { id: 'reasonTimeout', values: {} };
  if ((match = /^Could not connect \((.*)\)$/s.exec(text))) {
    return { id: 'reasonConnect', values: { code: match[1] ?? '' } };
  }
  if ((match = /^Refused: (.*)$/s.exec(text))) {
    return { id: 'reasonRefused', values: { why: match[1] ?? '' } };
  }
  if ((match = /^Redirects to (.+)$/s.exec(text))) {
    return { id: 'reasonRedirected', values: { host: match[1] ?? '' } };
  }
  return { id: 'reasonNone', values: {} };
}

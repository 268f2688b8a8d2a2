import type { Logger } from 'pino';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../../contracts/webhooks.js';
import type { Database } from '../../db/client.js';
import type { JobScheduler } from '../../lib/jobs/index.js';
import { safeFetch, SafeFetchRefused, type SafeFetchPolicy } from '../../lib/safe-fetch/index.js';
import {
  claimEndpoints,
  fanOutScans,
  nextDelivery,
  recordAttempt,
  releaseEndpoint,
  type AttemptOutcome,
  type AttemptResult,
  type ClaimedEndpoint,
  type DueDelivery,
} from './queue-repository.js';
import { signWebhook } from './signature.js';

/** Deliveries are retried for this long from their oldest event, then given up. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** At most one request a second to each endpoint. */
export const ENDPOINT_INTERVAL_MS = 1000;
/** A request under way holds its endpoint this long at most (then another process may retry). */
export const LEASE_MS = 30_000;

/** Wait before attempt n + 1 after n failed: 10 s, 20 s, 40 s, … at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(10_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

/** TLS verification failures (Node's and OpenSSL's codes): the certificate, not the network. */
const CERTIFICATE_ERROR = /^(ERR_TLS_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_(GET|VERIFY)_)/;

/** Why a request got no answer, as the delivery log and "Send test" say it. */
function failureReason(err: unknown): string {
  if (err instanceof SafeFetchRefused) return `Refused: ${err.message}`;
  const { name, message, code } = err as NodeJS.ErrnoException;
  if (name === 'AbortError' || name === 'TimeoutError') return 'No answer within the time limit';
  if (code && CERTIFICATE_ERROR.test(code)) {
    return `The endpoint’s HTTPS certificate was not accepted (${code})`;
  }
  return `Could not connect (${code ?? message})`;
}

export interface WebhookSenderDeps {
  db: Database;
  userAgent: string;
  now?: () => Date;
  /** One request's deadline (default 10 s). */
  timeoutMs?: number;
  /**
   * `allowLoopback` to reach a receiver on this machine (WEBHOOK_ALLOW_LOOPBACK, or a test);
   * tests only: `resolve` for DNS, `ca` to trust a local receiver's certificate.
   */
  fetchPolicy?: SafeFetchPolicy & { ca?: string };
}

/** What one request of a delivery came to, as the delivery log records it. */
export interface SentAttempt extends AttemptResult {
  attemptId: number;
  attempt: number;
}

/**
 * Makes one signed request of a delivery to an endpoint the caller has claimed, and records it
 * (webhook_attempts): the worker's deliveries and "Send test" both go through here. The request
 * is made by the shared SSRF-safe fetch: every address is checked when connecting, redirects are
 * not followed. A failed test is not retried; other deliveries are retried with backoff until
 * 24 hours after their oldest event.
 */
export class WebhookSender {
  private readonly now: () => Date;

  constructor(private readonly deps: WebhookSenderDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Sends `delivery` now; `claimedAt` is when the endpoint was claimed (its 1 s spacing). */
  async send(
    endpoint: ClaimedEndpoint,
    delivery: DueDelivery,
    claimedAt: Date,
  ): Promise<SentAttempt> {
    const timestamp = Math.floor(claimedAt.getTime() / 1000);
    let responseStatus: number | null = null;
    let error: string | null = null;
    const started = performance.now();
    try {
      const answer = await safeFetch(endpoint.url, {
        ...this.deps.fetchPolicy,
        method: 'POST',
        userAgent: this.deps.userAgent,
        body: delivery.body,
        maxRedirects: 0,
        maxBodyBytes: 1024,
        timeoutMs: this.deps.timeoutMs ?? 10_000,
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, timestamp, delivery.body),
          [WEBHOOK_DELIVERY_HEADER]: `whd_${delivery.id}`,
        },
      });
      responseStatus = answer.status;
      if (answer.status >= 300 && answer.status < 400) {
        error = `Redirects are not followed (answered ${answer.status})`;
      } else if (answer.status < 200 || answer.status >= 300) {
        error = `The endpoint answered ${answer.status}`;
      }
    } catch (err) {
      error = failureReason(err);
    }
    const durationMs = Math.round(performance.now() - started);
    const attemptedAt = this.now();
    const attempt = delivery.attempts + 1;
    const giveUpAt = delivery.windowStart.getTime() + RETRY_WINDOW_MS;
    let outcome: AttemptOutcome = 'succeeded';
    let nextAttemptAt: Date | null = null;
    if (error !== null) {
      if (delivery.isTest || attemptedAt.getTime() >= giveUpAt) outcome = 'failed';
      else {
        outcome = 'retrying';
        nextAttemptAt = new Date(Math.min(attemptedAt.getTime() + retryDelayMs(attempt), giveUpAt));
      }
    }
    const attemptId = await recordAttempt(this.deps.db, endpoint.id, delivery, {
      attemptedAt,
      durationMs,
      outcome,
      responseStatus,
      error,
      nextAttemptAt,
      nextRequestAt: new Date(claimedAt.getTime() + ENDPOINT_INTERVAL_MS),
    });
    return {
      attemptId,
      attempt,
      attemptedAt,
      durationMs,
      outcome,
      responseStatus,
      error: error?.slice(0, 300) ?? null,
      nextAttemptAt,
    };
  }
}

/** The scan webhooks' recurring job on the job runner (lib/jobs): one delivery round a run. */
export const WEBHOOK_JOB = 'webhooks.deliver';
/** The job's interval when it is not enabled (the longest a timer takes): only tick() runs it. */
const DISABLED_EVERY_MS = 2 ** 31 - 1;

export interface WebhookWorkerDeps extends WebhookSenderDeps {
  logger: Pick<Logger, 'warn'>;
  /** The app's job runner: each round is a run of WEBHOOK_JOB on it. */
  jobs: Pick<JobScheduler, 'every' | 'runSoon' | 'runNow'>;
  /** false: no round by itself (only tick() runs one; tests); default true. */
  enabled?: boolean;
  /** Time between rounds while there is work (default 250 ms). */
  pollMs?: number;
  /**
   * Longest time between rounds while idle (default 4 s): the bound on how late a delivery is
   * seen that no process was told of (a retry another process scheduled).
   */
  maxIdleMs?: number;
}

/**
 * Sends scan webhooks, as rounds of the recurring job WEBHOOK_JOB on the job runner (which
 * starts and stops them; one round at a time across every process on the database). Each round
 * copies newly stored scans into the endpoints' queues and sends what is due, each endpoint
 * claimed with SKIP LOCKED under a lease of its own, one request a second per endpoint at most,
 * each request made by WebhookSender.
 *
 * Idle is cheap: a round that finds nothing to do (one fan-out transaction and one claim
 * statement) doubles the wait before the next, from `pollMs` up to `maxIdleMs`; a round that
 * found work goes back to `pollMs`. The wait never runs past a time this process knows
 * something falls due: a retry it scheduled, or the end of an endpoint's one-second spacing
 * after a request it made. `nudge()` (called when this process's rollup has new scans for the
 * queues) makes the job due at once (`runSoon`: right after the round under way, if any). When
 * the runner stops, a round claims no more endpoints and its requests under way finish and are
 * recorded before the runner's stop() returns.
 */
export class WebhookWorker {
  /** The wait between rounds: pollMs after work, doubled by each idle round up to maxIdleMs. */
  private idleMs: number;
  /** Times (ms, this.now's clock) this process knows something falls due: retries, spacing. */
  private readonly dueTimes = new Set<number>();
  private readonly now: () => Date;
  private readonly sender: WebhookSender;
  private readonly enabled: boolean;
  /** Rounds this process has run (for logs and tests). */
  rounds = 0;

  constructor(private readonly deps: WebhookWorkerDeps) {
    this.now = deps.now ?? (() => new Date());
    this.sender = new WebhookSender(deps);
    this.idleMs = this.pollMs;
    this.enabled = deps.enabled !== false;
    deps.jobs.every(
      WEBHOOK_JOB,
      this.enabled ? this.maxIdleMs : DISABLED_EVERY_MS,
      async (job) => {
        const foundWork = await this.round(job.signal);
        return this.enabled ? { nextRunInMs: this.waitAfterRound(foundWork) } : undefined;
      },
      { runAtStart: this.enabled },
    );
  }

  private get pollMs(): number {
    return this.deps.pollMs ?? 250;
  }

  private get maxIdleMs(): number {
    return Math.max(this.deps.maxIdleMs ?? 4_000, this.pollMs);
  }

  /** Something was queued in this process: a round now (or right after the one under way). */
  nudge(): void {
    if (!this.enabled) return;
    this.idleMs = this.pollMs;
    this.deps.jobs.runSoon(WEBHOOK_JOB).catch((err: unknown) => {
      this.deps.logger.warn(
        { error: (err as Error).message },
        'webhook job not woken; it runs at its next poll',
      );
    });
  }

  /**
   * One round in this process now, unless one is under way (here or in another process): then
   * false. For tests, which run the rounds themselves (`enabled: false`).
   */
  async tick(): Promise<boolean> {
    return (await this.deps.jobs.runNow(WEBHOOK_JOB)).ran;
  }

  private waitAfterRound(foundWork: boolean): number {
    this.idleMs = foundWork ? this.pollMs : Math.min(this.idleMs * 2, this.maxIdleMs);
    let wait = this.idleMs;
    const nowMs = this.now().getTime();
    for (const due of this.dueTimes) wait = Math.min(wait, Math.max(0, due - nowMs));
    return wait;
  }

  /** True when it found work: scans to queue or endpoints to claim. */
  private async round(signal: AbortSignal): Promise<boolean> {
    this.rounds += 1;
    const startedAt = this.now().getTime();
    // This round looks at everything that was due by now.
    for (const due of this.dueTimes) if (due <= startedAt) this.dueTimes.delete(due);
    const queued = await fanOutScans(this.deps.db, this.now());
    // Shutting down: nothing more is claimed; the queues wait for the next round, anywhere.
    if (signal.aborted) return queued > 0;
    const claimed = await claimEndpoints(this.deps.db, this.now(), LEASE_MS, 20);
    await Promise.all(claimed.map((endpoint) => this.deliverTo(endpoint)));
    return queued > 0 || claimed.length > 0;
  }

  private async deliverTo(endpoint: ClaimedEndpoint): Promise<void> {
    const claimedAt = this.now();
    const delivery = await nextDelivery(this.deps.db, endpoint.id, claimedAt);
    if (!delivery) {
      await releaseEndpoint(this.deps.db, endpoint.id, claimedAt);
      return;
    }
    const sent = await this.sender.send(endpoint, delivery, claimedAt);
    // More may be queued for the endpoint once its spacing ends; a retry falls due later.
    this.dueTimes.add(claimedAt.getTime() + ENDPOINT_INTERVAL_MS);
    if (sent.nextAttemptAt) this.dueTimes.add(sent.nextAttemptAt.getTime());
  }
}

import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_MESSAGES,
  createWebhookSchema,
  type WebhookAttemptView,
  type WebhookEndpointView,
  type WebhookWithSecret,
} from '../../../contracts/webhooks.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import { SafeFetchRefused, vetUrl, type SafeFetchPolicy } from '../../lib/safe-fetch/index.js';
import { LEASE_MS, WebhookSender, type SentAttempt, type WebhookSenderDeps } from './deliver.js';
import { claimEndpoint, insertDelivery } from './queue-repository.js';
import * as repo from './repository.js';
import type { EndpointRow, WebhookOwner } from './repository.js';
import { newWebhookSecret } from './signature.js';

export type { WebhookOwner };

/** Characters of the secret shown afterwards: "whsec_" and 4 more. */
const SHOWN_SECRET = 10;

/** A "Send test" waits this long at most for a request under way to the endpoint to end. */
const TEST_WAIT_MS = 2000;
/** How long registering an endpoint waits for its host name to resolve, by default. */
const VET_TIMEOUT_MS = 5000;

type LastAttempt = WebhookEndpointView['lastAttempt'];

function toView(row: EndpointRow, lastAttempt: LastAttempt = null): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    secretPrefix: row.secret.slice(0, SHOWN_SECRET),
    createdAt: row.createdAt.toISOString(),
    lastAttempt,
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function invalid(fields: Record<string, string>, status = 400, code = 'VALIDATION_FAILED') {
  return new AppError(status, code, firstFieldMessage(fields), fields);
}

/** The event a "Send test" delivers: shaped like a scan, marked as a test. */
function testEvent(now: Date) {
  return {
    id: 'scan_test',
    type: 'test',
    codeId: null,
    shortCode: null,
    scannedAt: now.toISOString(),
    isBot: false,
    botReason: null,
    device: 'mobile',
    os: 'iOS',
    browser: 'Safari',
    country: 'US',
    region: null,
    city: null,
    referrerHost: null,
    splitVariant: null,
  };
}

/**
 * A user's scan webhook endpoints (issue 19 item 5): registered, listed, their secret rotated,
 * deleted, a test sent, their delivery log read. Every query is scoped to the owner and
 * client, so another user's endpoint is "not found". A URL must be https and resolve only to
 * public addresses (the same check every delivery makes again when it connects).
 */
export class WebhookService {
  private readonly now: () => Date;
  private readonly sender: WebhookSender;

  /**
   * `fetchPolicy` (allowLoopback from WEBHOOK_ALLOW_LOOPBACK, the rest tests only) applies to
   * registration and to "Send test"; `userAgent` and
   * `timeoutMs` to "Send test" (as the worker's).
   */
  constructor(
    private readonly deps: Omit<WebhookSenderDeps, 'userAgent' | 'fetchPolicy'> & {
      userAgent?: string;
      fetchPolicy?: SafeFetchPolicy & { ca?: string };
      /** How long registering an endpoint waits for its host name to resolve (default 5 s). */
      vetTimeoutMs?: number;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
    this.sender = new WebhookSender({ ...deps, userAgent: deps.userAgent ?? 'QR Shark webhooks' });
  }

  /** The owner's endpoints, newest first, each with its newest request. */
  async list(owner: WebhookOwner): Promise<WebhookEndpointView[]> {
    const rows = await repo.listEndpoints(this.deps.db, owner);
    if (rows.length === 0) return [];
    const last = await repo.lastAttempts(
      this.deps.db,
      rows.map((r) => r.id),
    );
    const byEndpoint = new Map(
      last.map(({ endpointId, attemptedAt, ...rest }) => [
        Number(endpointId),
        { ...rest, attemptedAt: iso(attemptedAt)! },
      ]),
    );
    return rows.map((row) => toView(row, byEndpoint.get(row.id) ?? null));
  }

  /** Throws 400 (field url) for a bad or refused URL, 409 WEBHOOK_LIMIT past the maximum. */
  async create(owner: WebhookOwner, body: unknown): Promise<WebhookWithSecret> {
    const parsed = createWebhookSchema.safeParse(body ?? {});
    if (!parsed.success) {
      throw invalid({ url: parsed.error.issues[0]?.message ?? WEBHOOK_MESSAGES.url });
    }
    const url = new URL(parsed.data.url).toString();
    try {
      // A name server that never answers must not hold the request open.
      await vetUrl(
        url,
        this.deps.fetchPolicy ?? {},
        AbortSignal.timeout(this.deps.vetTimeoutMs ?? VET_TIMEOUT_MS),
      );
    } catch (err) {
      const why =
        err instanceof SafeFetchRefused
          ? err.message
          : (err as Error).name === 'TimeoutError'
            ? 'its name did not resolve in time'
            : 'its name does not resolve';
      throw invalid({ url: `${WEBHOOK_MESSAGES.refused}: ${why}` });
    }
    if ((await repo.countEndpoints(this.deps.db, owner)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw invalid({ url: WEBHOOK_MESSAGES.limit }, 409, 'WEBHOOK_LIMIT');
    }
    const secret = newWebhookSecret();
    const row = await repo.insertEndpoint(this.deps.db, owner, { url, secret }, this.now());
    return { ...toView(row), secret };
  }

  /** A new secret at once (deliveries from now on are signed with it); shown this once. */
  async rotateSecret(owner: WebhookOwner, id: number): Promise<WebhookWithSecret> {
    const secret = newWebhookSecret();
    const row = await repo.setEndpointSecret(this.deps.db, owner, id, secret);
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return { ...toView(row), secret };
  }

  /** Deletes the endpoint with its queue and log. */
  async remove(owner: WebhookOwner, id: number): Promise<void> {
    if (!(await repo.deleteEndpoint(this.deps.db, owner, id)))
      throw notFound(WEBHOOK_MESSAGES.notFound);
  }

  /**
   * Sends one signed test event to the endpoint now (the same signing, safe fetch and log as
   * deliveries; not retried) and answers the logged attempt. Waits up to 2 s for a request
   * under way to the endpoint (one request a second at most), then 409 WEBHOOK_BUSY.
   */
  async sendTest(owner: WebhookOwner, id: number): Promise<WebhookAttemptView> {
    let claimed = await claimEndpoint(this.deps.db, { ...owner, id }, this.now(), LEASE_MS);
    const waitUntil = Date.now() + TEST_WAIT_MS;
    while ('exists' in claimed) {
      if (!claimed.exists) throw notFound(WEBHOOK_MESSAGES.notFound);
      const wait = (claimed.until?.getTime() ?? 0) - this.now().getTime();
      if (Date.now() + wait > waitUntil) {
        throw new AppError(409, 'WEBHOOK_BUSY', WEBHOOK_MESSAGES.busy);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 50)));
      claimed = await claimEndpoint(this.deps.db, { ...owner, id }, this.now(), LEASE_MS);
    }
    const claimedAt = this.now();
    const delivery = await insertDelivery(this.deps.db, id, claimedAt, {
      isTest: true,
      events: [testEvent(claimedAt)],
      windowStart: claimedAt,
    });
    return attemptView(await this.sender.send(claimed, delivery, claimedAt), delivery);
  }

  /** The newest `limit` requests made to the endpoint, newest first. */
  async log(
    owner: WebhookOwner,
    id: number,
    limit = WEBHOOK_LOG_LIMIT,
  ): Promise<WebhookAttemptView[]> {
    await this.find(owner, id);
    const rows = await repo.listAttempts(this.deps.db, id, limit);
    return rows.map((r) => ({
      ...r,
      deliveryId: `whd_${r.deliveryId}`,
      attemptedAt: iso(r.attemptedAt)!,
      nextAttemptAt: iso(r.nextAttemptAt),
    }));
  }

  private async find(owner: WebhookOwner, id: number) {
    if (!(await repo.ownsEndpoint(this.deps.db, owner, id))) {
      throw notFound(WEBHOOK_MESSAGES.notFound);
    }
  }
}

function attemptView(
  sent: SentAttempt,
  delivery: { id: number; isTest: boolean; eventCount: number },
): WebhookAttemptView {
  return {
    id: sent.attemptId,
    deliveryId: `whd_${delivery.id}`,
    attempt: sent.attempt,
    attemptedAt: sent.attemptedAt.toISOString(),
    outcome: sent.outcome,
    responseStatus: sent.responseStatus,
    error: sent.error,
    isTest: delivery.isTest,
    eventCount: delivery.eventCount,
    durationMs: sent.durationMs,
    nextAttemptAt: iso(sent.nextAttemptAt),
  };
}

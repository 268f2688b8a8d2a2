import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_MESSAGES,
  createWebhookSchema,
  type WebhookAttemptView,
  type WebhookEndpointView,
  type WebhookWithSecret,
} from '../../../contracts/webhooks.js';
import { rawRows, onlyRow } from '../../db/raw-rows.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import { SafeFetchRefused, vetUrl, type SafeFetchPolicy } from '../../lib/safe-fetch/index.js';
import { LEASE_MS, WebhookSender, type SentAttempt, type WebhookSenderDeps } from './deliver.js';
import { claimEndpoint, insertDelivery } from './queue-repository.js';
import { newWebhookSecret } from './signature.js';

export interface WebhookOwner {
  userId: number;
  clientId: number;
}

/** Characters of the secret shown afterwards: "whsec_" and 4 more. */
const SHOWN_SECRET = 10;

/** A "Send test" waits this long at most for a request under way to the endpoint to end. */
const TEST_WAIT_MS = 2000;
/** How long registering an endpoint waits for its host name to resolve, by default. */
const VET_TIMEOUT_MS = 5000;

type LastAttempt = WebhookEndpointView['lastAttempt'];

function toView(
  row: typeof webhookEndpoints.$inferSelect,
  lastAttempt: LastAttempt = null,
): WebhookEndpointView {
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
    referrerHost: null,
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
    const rows = await this.deps.db
      .select()
      .from(webhookEndpoints)
      .where(this.own(owner))
      .orderBy(desc(webhookEndpoints.id));
    if (rows.length === 0) return [];
    const last = await rawRows<{
      endpointId: number;
      attemptedAt: Date | string;
      outcome: WebhookAttemptView['outcome'];
      responseStatus: number | null;
      error: string | null;
      isTest: boolean;
    }>(
      this.deps.db,
      sql`select distinct on (endpoint_id) endpoint_id as "endpointId",
            attempted_at as "attemptedAt", outcome, response_status as "responseStatus", error,
            is_test as "isTest"
          from webhook_attempts
          where endpoint_id in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})
          order by endpoint_id, id desc`,
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
    const { n } = onlyRow(
      await this.deps.db.select({ n: count() }).from(webhookEndpoints).where(this.own(owner)),
      'create',
    );
    if (n >= MAX_WEBHOOK_ENDPOINTS) {
      throw invalid({ url: WEBHOOK_MESSAGES.limit }, 409, 'WEBHOOK_LIMIT');
    }
    const secret = newWebhookSecret();
    const row = onlyRow(
      await this.deps.db
        .insert(webhookEndpoints)
        .values({ ...owner, url, secret, createdAt: this.now(), nextRequestAt: this.now() })
        .returning(),
      'create',
    );
    return { ...toView(row), secret };
  }

  /** A new secret at once (deliveries from now on are signed with it); shown this once. */
  async rotateSecret(owner: WebhookOwner, id: number): Promise<WebhookWithSecret> {
    const secret = newWebhookSecret();
    const [row] = await this.deps.db
      .update(webhookEndpoints)
      .set({ secret })
      .where(and(this.own(owner), eq(webhookEndpoints.id, id)))
      .returning();
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return { ...toView(row), secret };
  }

  /** Deletes the endpoint with its queue and log. */
  async remove(owner: WebhookOwner, id: number): Promise<void> {
    const [row] = await this.deps.db
      .delete(webhookEndpoints)
      .where(and(this.own(owner), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id });
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
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
    const rows = await rawRows<{
      id: number;
      deliveryId: number;
      attempt: number;
      attemptedAt: Date | string;
      outcome: WebhookAttemptView['outcome'];
      responseStatus: number | null;
      error: string | null;
      isTest: boolean;
      eventCount: number;
      durationMs: number | null;
      nextAttemptAt: Date | string | null;
    }>(
      this.deps.db,
      sql`select id::int as id, delivery_id::int as "deliveryId", attempt,
            attempted_at as "attemptedAt", outcome, response_status as "responseStatus", error,
            is_test as "isTest", event_count as "eventCount", duration_ms as "durationMs",
            next_attempt_at as "nextAttemptAt"
          from webhook_attempts where endpoint_id = ${id}
          order by id desc limit ${limit}`,
    );
    return rows.map((r) => ({
      ...r,
      deliveryId: `whd_${r.deliveryId}`,
      attemptedAt: iso(r.attemptedAt)!,
      nextAttemptAt: iso(r.nextAttemptAt),
    }));
  }

  private async find(owner: WebhookOwner, id: number) {
    const [row] = await this.deps.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(this.own(owner), eq(webhookEndpoints.id, id)));
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  }

  private own(owner: WebhookOwner) {
    return and(
      eq(webhookEndpoints.userId, owner.userId),
      eq(webhookEndpoints.clientId, owner.clientId),
    );
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

import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES,
  createWebhookSchema,
  type WebhookAttemptView,
  type WebhookEndpointView,
  type WebhookWithSecret,
} from '../../../contracts/webhooks.js';
import type { Database } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { SafeFetchRefused, vetUrl, type SafeFetchPolicy } from '../../lib/safe-fetch/index.js';
import { insertDelivery } from './queue.js';
import { newWebhookSecret } from './signature.js';

export interface WebhookOwner {
  userId: number;
  clientId: number;
}

/** Characters of the secret shown afterwards: "whsec_" and 4 more. */
const SHOWN_SECRET = 10;

function toView(row: typeof webhookEndpoints.$inferSelect): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    secretPrefix: row.secret.slice(0, SHOWN_SECRET),
    createdAt: row.createdAt.toISOString(),
  };
}

function invalid(fields: Record<string, string>, status = 400, code = 'VALIDATION_FAILED') {
  return new AppError(status, code, Object.values(fields)[0], fields);
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

  constructor(
    private readonly deps: { db: Database; now?: () => Date; fetchPolicy?: SafeFetchPolicy },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(owner: WebhookOwner): Promise<WebhookEndpointView[]> {
    const rows = await this.deps.db
      .select()
      .from(webhookEndpoints)
      .where(this.own(owner))
      .orderBy(desc(webhookEndpoints.id));
    return rows.map(toView);
  }

  /** Throws 400 (field url) for a bad or refused URL, 409 WEBHOOK_LIMIT past the maximum. */
  async create(owner: WebhookOwner, body: unknown): Promise<WebhookWithSecret> {
    const parsed = createWebhookSchema.safeParse(body ?? {});
    if (!parsed.success) {
      throw invalid({ url: parsed.error.issues[0]?.message ?? WEBHOOK_MESSAGES.url });
    }
    const url = new URL(parsed.data.url).toString();
    try {
      await vetUrl(url, this.deps.fetchPolicy ?? {});
    } catch (err) {
      const why = err instanceof SafeFetchRefused ? err.message : 'its name does not resolve';
      throw invalid({ url: `${WEBHOOK_MESSAGES.refused}: ${why}` });
    }
    const [{ n }] = await this.deps.db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(this.own(owner));
    if (n >= MAX_WEBHOOK_ENDPOINTS) {
      throw invalid({ url: WEBHOOK_MESSAGES.limit }, 409, 'WEBHOOK_LIMIT');
    }
    const secret = newWebhookSecret();
    const [row] = await this.deps.db
      .insert(webhookEndpoints)
      .values({ ...owner, url, secret, createdAt: this.now(), nextRequestAt: this.now() })
      .returning();
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

  /** Queues a one-event test delivery, sent before any other (one attempt, not retried). */
  async sendTest(owner: WebhookOwner, id: number): Promise<{ deliveryId: string }> {
    await this.find(owner, id);
    const now = this.now();
    const delivery = await insertDelivery(this.deps.db, id, now, {
      isTest: true,
      events: [testEvent(now)],
      windowStart: now,
    });
    return { deliveryId: `whd_${delivery.id}` };
  }

  /** The newest `limit` requests made to the endpoint, newest first. */
  async log(owner: WebhookOwner, id: number, limit = 50): Promise<WebhookAttemptView[]> {
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
    }>(
      this.deps.db,
      sql`select id::int as id, delivery_id::int as "deliveryId", attempt,
            attempted_at as "attemptedAt", outcome, response_status as "responseStatus", error,
            is_test as "isTest", event_count as "eventCount"
          from webhook_attempts where endpoint_id = ${id}
          order by id desc limit ${limit}`,
    );
    return rows.map((r) => ({
      ...r,
      deliveryId: `whd_${r.deliveryId}`,
      attemptedAt: new Date(r.attemptedAt).toISOString(),
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

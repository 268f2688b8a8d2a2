import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { WebhookAttemptView } from '../../../contracts/webhooks.js';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow, rawRows } from '../../db/raw-rows.js';
import { webhookEndpoints } from '../../db/schema/index.js';

/** Whose endpoints: a workspace of a client (and the member acting, who registers one). */
export interface WebhookOwner {
  userId: number;
  clientId: number;
  workspaceId: number;
}

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * Deletes every webhook endpoint of the user with its queue and log (the account changed hands:
 * no scan is sent to an endpoint someone else registered). Returns the URLs removed.
 */
export async function deleteUserEndpoints(db: DbExecutor, userId: number): Promise<string[]> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .returning({ url: webhookEndpoints.url });
  return rows.map((r) => r.url);
}

const own = (owner: WebhookOwner) =>
  and(
    eq(webhookEndpoints.workspaceId, owner.workspaceId),
    eq(webhookEndpoints.clientId, owner.clientId),
  );

const ownEndpoint = (owner: WebhookOwner, id: number) =>
  and(own(owner), eq(webhookEndpoints.id, id));

/** The owner's endpoints, newest first. */
export function listEndpoints(db: DbExecutor, owner: WebhookOwner): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(own(owner)).orderBy(desc(webhookEndpoints.id));
}

export async function countEndpoints(db: DbExecutor, owner: WebhookOwner): Promise<number> {
  const rows = await db.select({ n: count() }).from(webhookEndpoints).where(own(owner));
  return onlyRow(rows, 'countEndpoints').n;
}

/** Registers an endpoint, due for its first request at `now`. */
export async function insertEndpoint(
  db: DbExecutor,
  owner: WebhookOwner,
  endpoint: { url: string; secret: string },
  now: Date,
): Promise<EndpointRow> {
  const rows = await db
    .insert(webhookEndpoints)
    .values({
      userId: owner.userId,
      clientId: owner.clientId,
      workspaceId: owner.workspaceId,
      ...endpoint,
      createdAt: now,
      nextRequestAt: now,
    })
    .returning();
  return onlyRow(rows, 'insertEndpoint');
}

/** Gives the owner's endpoint a new secret; undefined when it is not theirs. */
export async function setEndpointSecret(
  db: DbExecutor,
  owner: WebhookOwner,
  id: number,
  secret: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(ownEndpoint(owner, id))
    .returning();
  return row;
}

/** Deletes the owner's endpoint with its queue and log; false when it is not theirs. */
export async function deleteEndpoint(
  db: DbExecutor,
  owner: WebhookOwner,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ownEndpoint(owner, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function ownsEndpoint(
  db: DbExecutor,
  owner: WebhookOwner,
  id: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(ownEndpoint(owner, id));
  return rows.length > 0;
}

/** The newest request made to each of the endpoints. */
export function lastAttempts(db: DbExecutor, endpointIds: number[]) {
  return rawRows<{
    endpointId: number;
    attemptedAt: Date | string;
    outcome: WebhookAttemptView['outcome'];
    responseStatus: number | null;
    error: string | null;
    isTest: boolean;
  }>(
    db,
    sql`select distinct on (endpoint_id) endpoint_id as "endpointId",
          attempted_at as "attemptedAt", outcome, response_status as "responseStatus", error,
          is_test as "isTest"
        from webhook_attempts
        where endpoint_id in (${sql.join(
          endpointIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by endpoint_id, id desc`,
  );
}

/** The newest `limit` requests made to the endpoint, newest first. */
export function listAttempts(db: DbExecutor, endpointId: number, limit: number) {
  return rawRows<{
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
    db,
    sql`select id::int as id, delivery_id::int as "deliveryId", attempt,
          attempted_at as "attemptedAt", outcome, response_status as "responseStatus", error,
          is_test as "isTest", event_count as "eventCount", duration_ms as "durationMs",
          next_attempt_at as "nextAttemptAt"
        from webhook_attempts where endpoint_id = ${endpointId}
        order by id desc limit ${limit}`,
  );
}

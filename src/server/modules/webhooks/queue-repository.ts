import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rawRows, onlyRow } from '../../db/raw-rows.js';

/** Events one delivery carries at most. */
export const MAX_BATCH_EVENTS = 500;

/**
 * Copies stored scans after the watermark (webhook_scan_state) into webhook_events, one row per
 * endpoint of the code's owner, up to the scans the analytics rollup has taken in (those are
 * committed: scan_rollup_state.rolled_up_to). One process at a time: the state row is taken
 * with SKIP LOCKED, so another process's tick simply skips. Returns the events queued.
 */
export async function fanOutScans(db: Database, now: Date): Promise<number> {
  return db.transaction(async (t) => {
    const [state] = await rawRows<{ from: string; to: string }>(
      t,
      sql`select w.fanned_out_to::text as "from", r.rolled_up_to::text as "to"
          from webhook_scan_state w, scan_rollup_state r
          where w.id = 1 and r.id = 1 for update of w skip locked`,
    );
    if (!state || Number(state.to) <= Number(state.from)) return 0;
    const queued = onlyRow(
      await rawRows<{ n: string }>(
        t,
        sql`with queued as (
            insert into webhook_events (endpoint_id, payload, queued_at)
            select ep.id, jsonb_build_object(
                'id', 'scan_' || e.id,
                'type', 'scan',
                'codeId', 'dyn_' || e.dynamic_qr_code_id,
                'shortCode', c.short_code,
                'scannedAt', to_char(e.scanned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'isBot', e.is_bot,
                'botReason', e.bot_reason,
                'device', e.device_type,
                'os', e.os,
                'browser', e.browser,
                'country', e.country,
                'region', e.city_region,
                'city', e.city,
                'referrerHost', e.referrer_host,
                'splitVariant', e.split_variant),
              ${now}
            from scan_events e
            join dynamic_qr_codes c on c.id = e.dynamic_qr_code_id
            join webhook_endpoints ep on ep.workspace_id = c.workspace_id and ep.client_id = e.client_id
            where e.id > ${Number(state.from)} and e.id <= ${Number(state.to)}
            order by e.id, ep.id
            returning 1)
          select count(*)::text as n from queued`,
      ),
      'fanOutScans',
    );
    await t.execute(
      sql`update webhook_scan_state set fanned_out_to = ${Number(state.to)} where id = 1`,
    );
    return Number(queued.n);
  });
}

export type ClaimedEndpoint = {
  id: number;
  url: string;
  secret: string;
};

/**
 * Takes up to `limit` endpoints that have something due and may be sent to now, leasing each
 * for `leaseMs` (next_request_at moves past the lease) so no other process sends to it
 * meanwhile. SKIP LOCKED: processes never wait for each other's claims.
 */
export async function claimEndpoints(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedEndpoint[]> {
  const until = new Date(now.getTime() + leaseMs);
  return rawRows<ClaimedEndpoint>(
    db,
    sql`update webhook_endpoints set next_request_at = ${until}
        where id in (
          select ep.id from webhook_endpoints ep
          where ep.next_request_at <= ${now} and (
            exists (select 1 from webhook_deliveries d where d.endpoint_id = ep.id
              and d.status = 'queued' and d.next_attempt_at <= ${now})
            or (exists (select 1 from webhook_events v where v.endpoint_id = ep.id)
              and not exists (select 1 from webhook_deliveries d where d.endpoint_id = ep.id
                and d.status = 'queued' and not d.is_test)))
          order by ep.next_request_at limit ${limit}
          for update skip locked)
        returning id, url, secret`,
  );
}

export type DueDelivery = {
  id: number;
  body: string;
  isTest: boolean;
  attempts: number;
  eventCount: number;
  windowStart: Date;
};

const deliveryColumns = sql`id::int as id, body, is_test as "isTest", attempts,
  event_count as "eventCount", window_start as "windowStart"`;

/**
 * The delivery to send to `endpointId` now: a due test first, then the oldest due delivery,
 * else a new one made of the oldest queued events (at most MAX_BATCH_EVENTS), unless a
 * delivery is waiting for its retry (deliveries to one endpoint go in order). Null: nothing due.
 */
export async function nextDelivery(
  db: Database,
  endpointId: number,
  now: Date,
): Promise<DueDelivery | null> {
  return db.transaction(async (t) => {
    const [due] = await rawRows<DueDelivery>(
      t,
      sql`select ${deliveryColumns} from webhook_deliveries
          where endpoint_id = ${endpointId} and status = 'queued' and next_attempt_at <= ${now}
          order by is_test desc, id limit 1`,
    );
    if (due) return { ...due, windowStart: new Date(due.windowStart) };
    const [waiting] = await rawRows<{ id: number }>(
      t,
      sql`select id from webhook_deliveries
          where endpoint_id = ${endpointId} and status = 'queued' and not is_test limit 1`,
    );
    if (waiting) return null;
    const events = await rawRows<{ id: string; payload: unknown; queuedAt: Date }>(
      t,
      sql`delete from webhook_events where id in (
            select id from webhook_events where endpoint_id = ${endpointId}
            order by id limit ${MAX_BATCH_EVENTS})
          returning id::text as id, payload, queued_at as "queuedAt"`,
    );
    if (events.length === 0) return null;
    events.sort((a, b) => Number(a.id) - Number(b.id));
    const windowStart = new Date(Math.min(...events.map((e) => new Date(e.queuedAt).getTime())));
    return insertDelivery(t, endpointId, now, {
      isTest: false,
      events: events.map((e) => e.payload),
      windowStart,
    });
  });
}

/** Stores a delivery (its body fixed for every attempt), due at `now`. */
export async function insertDelivery(
  db: Database,
  endpointId: number,
  now: Date,
  delivery: { isTest: boolean; events: unknown[]; windowStart: Date },
): Promise<DueDelivery> {
  const row = onlyRow(
    await rawRows<{ id: number }>(
      db,
      sql`insert into webhook_deliveries
          (endpoint_id, is_test, body, event_count, window_start, next_attempt_at, created_at)
        values (${endpointId}, ${delivery.isTest}, '', ${delivery.events.length},
          ${delivery.windowStart}, ${now}, ${now})
        returning id::int as id`,
    ),
    'insertDelivery',
  );
  const body = JSON.stringify({
    type: delivery.isTest ? 'test' : 'scans',
    deliveryId: `whd_${row.id}`,
    events: delivery.events,
  });
  await db.execute(sql`update webhook_deliveries set body = ${body} where id = ${row.id}`);
  return {
    id: row.id,
    body,
    isTest: delivery.isTest,
    attempts: 0,
    eventCount: delivery.events.length,
    windowStart: delivery.windowStart,
  };
}

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed';

/** One request's result, as the log keeps it. */
export interface AttemptResult {
  attemptedAt: Date;
  durationMs: number;
  outcome: AttemptOutcome;
  responseStatus: number | null;
  error: string | null;
  /** When a retrying delivery is tried again; null otherwise. */
  nextAttemptAt: Date | null;
}

/**
 * Records one request's result: the attempt row, the delivery's new state (ended deliveries
 * lose their body), and the endpoint's next allowed request time. Returns the attempt's id.
 */
export async function recordAttempt(
  db: Database,
  endpointId: number,
  delivery: DueDelivery,
  result: AttemptResult & { nextRequestAt: Date },
): Promise<number> {
  return db.transaction(async (t) => {
    const attempt = delivery.attempts + 1;
    const row = onlyRow(
      await rawRows<{ id: number }>(
        t,
        sql`insert into webhook_attempts (endpoint_id, delivery_id, attempt, attempted_at, outcome,
            response_status, error, is_test, event_count, duration_ms, next_attempt_at)
          values (${endpointId}, ${delivery.id}, ${attempt}, ${result.attemptedAt},
            ${result.outcome}, ${result.responseStatus}, ${result.error?.slice(0, 300) ?? null},
            ${delivery.isTest}, ${delivery.eventCount}, ${result.durationMs},
            ${result.nextAttemptAt})
          returning id::int as id`,
      ),
      'recordAttempt',
    );
    if (result.outcome === 'retrying') {
      await t.execute(
        sql`update webhook_deliveries set attempts = ${attempt},
              next_attempt_at = ${result.nextAttemptAt} where id = ${delivery.id}`,
      );
    } else {
      await t.execute(
        sql`update webhook_deliveries set attempts = ${attempt}, status = ${result.outcome},
              body = null where id = ${delivery.id}`,
      );
    }
    await t.execute(
      sql`update webhook_endpoints set next_request_at = ${result.nextRequestAt}
          where id = ${endpointId}`,
    );
    return row.id;
  });
}

/**
 * Leases one endpoint of the owner for `leaseMs` when it may be sent to now (as claimEndpoints
 * does, for a "Send test"). Null: no such endpoint of the owner (`exists` false), or a request
 * to it is under way or began less than a second ago (`until` says when it may be tried).
 */
export async function claimEndpoint(
  db: Database,
  owner: { workspaceId: number; clientId: number; id: number },
  now: Date,
  leaseMs: number,
): Promise<ClaimedEndpoint | { exists: boolean; until: Date | null }> {
  const until = new Date(now.getTime() + leaseMs);
  const [claimed] = await rawRows<ClaimedEndpoint>(
    db,
    sql`update webhook_endpoints set next_request_at = ${until}
        where id = ${owner.id} and workspace_id = ${owner.workspaceId} and client_id = ${owner.clientId}
          and next_request_at <= ${now}
        returning id, url, secret`,
  );
  if (claimed) return claimed;
  const [row] = await rawRows<{ nextRequestAt: Date | string }>(
    db,
    sql`select next_request_at as "nextRequestAt" from webhook_endpoints
        where id = ${owner.id} and workspace_id = ${owner.workspaceId} and client_id = ${owner.clientId}`,
  );
  return row
    ? { exists: true, until: new Date(row.nextRequestAt) }
    : { exists: false, until: null };
}

/** Gives a claimed endpoint back when there was nothing to send after all. */
export async function releaseEndpoint(db: Database, endpointId: number, at: Date): Promise<void> {
  await db.execute(
    sql`update webhook_endpoints set next_request_at = ${at} where id = ${endpointId}`,
  );
}

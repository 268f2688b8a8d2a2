import { and, asc, eq, sql } from 'drizzle-orm';
import { ownerLiveCodes } from '../../db/owner-scope.js';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { destinationHealth, dynamicQrCodes } from '../../db/schema/index.js';
import type { CodeOwner } from '../dynamic-codes/index.js';

export type HealthRow = typeof destinationHealth.$inferSelect;

/** What a check found, stored for its code. */
export type HealthValues = Omit<HealthRow, 'codeId' | 'clientId' | 'notifiedStatus'>;

/** The owner's live dynamic code `id` (its client and destination), if theirs. */
export async function findOwnCode(db: DbExecutor, owner: CodeOwner, id: number) {
  const [code] = await db
    .select({
      id: dynamicQrCodes.id,
      clientId: dynamicQrCodes.clientId,
      destination: dynamicQrCodes.destination,
    })
    .from(dynamicQrCodes)
    .where(ownerLiveCodes(dynamicQrCodes, owner, id))
    .limit(1);
  return code;
}

/**
 * The stored verdict of each of the owner's live codes that was checked at its current
 * destination, by code id.
 */
export async function listCurrentVerdicts(db: DbExecutor, owner: CodeOwner): Promise<HealthRow[]> {
  const rows = await db
    .select({ row: destinationHealth })
    .from(destinationHealth)
    .innerJoin(
      dynamicQrCodes,
      and(
        eq(dynamicQrCodes.id, destinationHealth.codeId),
        eq(dynamicQrCodes.destination, destinationHealth.destination),
      ),
    )
    .where(ownerLiveCodes(dynamicQrCodes, owner))
    .orderBy(asc(destinationHealth.codeId));
  return rows.map(({ row }) => row);
}

/** The code's stored verdict, if it was ever checked. */
export async function findVerdict(db: DbExecutor, codeId: number): Promise<HealthRow | undefined> {
  const [row] = await db
    .select()
    .from(destinationHealth)
    .where(eq(destinationHealth.codeId, codeId));
  return row;
}

/** Stores the code's verdict, replacing the one before. */
export async function upsertVerdict(
  db: DbExecutor,
  codeId: number,
  clientId: number,
  values: HealthValues,
): Promise<void> {
  await db
    .insert(destinationHealth)
    .values({ codeId, clientId, ...values })
    .onConflictDoUpdate({ target: destinationHealth.codeId, set: values });
}

/**
 * Claims the transition of the code's stored verdict `status` to what the owner is `told`
 * ('broken': not yet told so; 'ok': told 'broken' before) by recording it. False when there is
 * no such transition, or another check claimed it first.
 */
export async function claimTransition(
  tx: DbExecutor,
  codeId: number,
  status: 'ok' | 'redirected' | 'broken',
  told: 'broken' | 'ok',
): Promise<boolean> {
  const claimed = await tx
    .update(destinationHealth)
    .set({ notifiedStatus: told })
    .where(
      and(
        eq(destinationHealth.codeId, codeId),
        eq(destinationHealth.status, status),
        told === 'broken'
          ? sql`${destinationHealth.notifiedStatus} is distinct from 'broken'`
          : eq(destinationHealth.notifiedStatus, 'broken'),
      ),
    )
    .returning({ codeId: destinationHealth.codeId });
  return claimed.length > 0;
}

/**
 * A live code, its health, and whom the alert mail goes to: the code's maker while they can still
 * edit in its workspace (a member above viewer), else the workspace's longest-standing owner (or
 * admin, or editor), so a person removed from the team hears nothing more of its codes.
 */
export type AlertedCode = {
  name: string;
  short_code: string;
  destination: string;
  client_id: number;
  fallback_url: string | null;
  username: string;
  /** The recipient's language (users.locale). */
  locale: string;
  alerts: boolean;
  detail: string | null;
  broken_since: Date | string | null;
};

export async function findAlertedCode(
  tx: DbExecutor,
  codeId: number,
): Promise<AlertedCode | undefined> {
  const [code] = await rawRows<AlertedCode>(
    tx,
    sql`select d.name, d.short_code, d.destination, d.client_id,
               d.link_controls->>'fallbackUrl' as fallback_url, u.username, u.locale,
               coalesce(p.broken_link_alerts, true) as alerts, h.detail, h.broken_since
        from dynamic_qr_codes d
        join destination_health h on h.code_id = d.id
        join lateral (
          select u.id, u.username, u.locale from workspace_members m
          join users u on u.id = m.user_id and u.is_deleted = false
          where m.workspace_id = d.workspace_id and m.role <> 'viewer'
          order by (m.user_id = d.user_id) desc,
                   case m.role when 'owner' then 0 when 'admin' then 1 else 2 end,
                   m.created_at, m.user_id
          limit 1) u on true
        left join user_mail_preferences p on p.user_id = u.id
        where d.id = ${codeId} and d.is_deleted = false`,
  );
  return code;
}

/** A live code the fallback switch may change, with its current fallback URL. */
export type SwitchTarget = {
  id: number;
  name: string;
  short_code: string;
  destination: string;
  user_id: number;
  client_id: number;
  workspace_id: number;
  fallback_url: string | null;
};

export async function findSwitchTarget(
  db: DbExecutor,
  codeId: number,
): Promise<SwitchTarget | undefined> {
  const [code] = await rawRows<SwitchTarget>(
    db,
    sql`select id, name, short_code, destination, user_id, client_id, workspace_id,
               link_controls->>'fallbackUrl' as fallback_url
        from dynamic_qr_codes where id = ${codeId} and is_deleted = false`,
  );
  return code;
}

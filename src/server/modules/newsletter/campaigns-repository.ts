import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow, rawRows } from '../../db/raw-rows.js';
import { mailCampaigns, scheduledJobRuns } from '../../db/schema/index.js';

/** A row as the driver answers it: callers convert the numbers they read. */
type Row = Record<string, string | number>;

export type CampaignRow = typeof mailCampaigns.$inferSelect;

/**
 * The client's live users and codes, in all and created since `since`, and its confirmed and
 * pending newsletter subscribers (columns total_users, new_users, total_codes, new_codes,
 * confirmed, pending).
 */
export async function clientFigures(db: DbExecutor, clientId: number, since: Date): Promise<Row> {
  const rows = await rawRows<Row>(
    db,
    sql`select
      (select count(*) from users where client_id = ${clientId} and is_deleted = false) as total_users,
      (select count(*) from users where client_id = ${clientId} and is_deleted = false
         and created_at >= ${since}) as new_users,
      (select count(*) from qr_codes where client_id = ${clientId} and is_deleted = false)
        + (select count(*) from dynamic_qr_codes where client_id = ${clientId} and is_deleted = false)
        as total_codes,
      (select count(*) from qr_codes where client_id = ${clientId} and is_deleted = false
         and created_at >= ${since})
        + (select count(*) from dynamic_qr_codes where client_id = ${clientId}
         and is_deleted = false and created_at >= ${since}) as new_codes,
      (select count(*) from newsletter_subscriptions where client_id = ${clientId}
         and status = 'confirmed') as confirmed,
      (select count(*) from newsletter_subscriptions where client_id = ${clientId}
         and status = 'pending') as pending`,
  );
  return onlyRow(rows, 'clientFigures');
}

/**
 * The client's confirmed subscribers, in subscription order: each address and the language of
 * the live account that has it (null when the address is no account's).
 */
export async function confirmedSubscribers(
  db: DbExecutor,
  clientId: number,
): Promise<{ email: string; locale: string | null }[]> {
  return rawRows<{ email: string; locale: string | null }>(
    db,
    sql`select s.email, u.locale from newsletter_subscriptions s
        left join users u on u.client_id = s.client_id and u.is_deleted = false
          and lower(btrim(u.username)) = lower(btrim(s.email))
        where s.client_id = ${clientId} and s.status = 'confirmed' order by s.id`,
  );
}

/** The language of a live account, or null when there is none. */
export async function accountLocale(db: DbExecutor, userId: number): Promise<string | null> {
  const rows = await rawRows<{ locale: string }>(
    db,
    sql`select locale from users where id = ${userId} and is_deleted = false`,
  );
  return rows[0]?.locale ?? null;
}

export async function findClientCampaign(
  db: DbExecutor,
  clientId: number,
  campaignId: number,
): Promise<CampaignRow | undefined> {
  const [campaign] = await db
    .select()
    .from(mailCampaigns)
    .where(and(eq(mailCampaigns.id, campaignId), eq(mailCampaigns.clientId, clientId)));
  return campaign;
}

/** Creates a campaign; answers its id. */
export async function insertCampaign(
  tx: DbExecutor,
  values: typeof mailCampaigns.$inferInsert,
): Promise<number> {
  const rows = await tx.insert(mailCampaigns).values(values).returning({ id: mailCampaigns.id });
  return onlyRow(rows, 'insertCampaign').id;
}

export async function setCampaignRecipients(
  tx: DbExecutor,
  campaignId: number,
  recipients: number,
): Promise<void> {
  await tx.update(mailCampaigns).set({ recipients }).where(eq(mailCampaigns.id, campaignId));
}

export async function addCampaignRecipients(
  tx: DbExecutor,
  campaignId: number,
  more: number,
): Promise<void> {
  await tx
    .update(mailCampaigns)
    .set({ recipients: sql`${mailCampaigns.recipients} + ${more}` })
    .where(eq(mailCampaigns.id, campaignId));
}

/** The client's newest campaigns with their outbox progress (queued, sent, failed). */
export function campaignSummaries(db: DbExecutor, clientId: number, limit: number) {
  return rawRows<Record<string, string | number | Date | null>>(
    db,
    sql`select c.id, c.kind, c.subject, c.created_at, u.username as created_by, c.recipients,
          count(m.id) filter (where m.status in ('queued', 'sending')) as queued,
          count(m.id) filter (where m.status = 'sent') as sent,
          count(m.id) filter (where m.status = 'failed') as failed
        from mail_campaigns c
        left join users u on u.id = c.created_by
        left join mail_outbox m on m.campaign_id = c.id
        where c.client_id = ${clientId}
        group by c.id, u.username
        order by c.id desc
        limit ${limit}`,
  );
}

/**
 * The client's live users (id, username, locale) who never had the welcome mail and did not
 * refuse announcements.
 */
export function usersAwaitingWelcome(db: DbExecutor, clientId: number) {
  return rawRows<{ id: number; username: string; locale: string }>(
    db,
    sql`select u.id, u.username, u.locale from users u
        left join user_mail_preferences p on p.user_id = u.id
        where u.client_id = ${clientId} and u.is_deleted = false
          and coalesce(p.announcements, true)
          and not exists (select 1 from mail_outbox m where m.client_id = u.client_id
                          and m.dedupe_key = 'welcome:' || u.id)
        order by u.id`,
  );
}

/**
 * Each live user's live dynamic codes (user_id, username, locale, name, short_code: the codes they made in
 * workspaces they still belong to; one removed from a team hears nothing more of its codes) with their human
 * scans since `since` (the 15-minute slots from `slotSince`, then events after the rollup), of
 * one client (null: every client), of users who did not refuse or who opted in to summaries.
 */
export function scanLineRows(
  db: DbExecutor,
  clientId: number | null,
  onlyUsers: 'not-refused' | 'opted-in',
  since: Date,
  slotSince: Date,
): Promise<Row[]> {
  return rawRows<Row>(
    db,
    sql`select u.id as user_id, u.username, u.locale, d.name, d.short_code,
          coalesce((select sum(s.scans) from scan_slot_counts s
                    where s.dynamic_qr_code_id = d.id and s.slot_start >= ${slotSince}), 0)
          + (select count(*) from scan_events e
             where e.dynamic_qr_code_id = d.id and e.is_bot = false and e.scanned_at >= ${since}
               and e.id > coalesce((select rolled_up_to from scan_rollup_state where id = 1), 0))
            as scans
        from dynamic_qr_codes d
        join users u on u.id = d.user_id and u.is_deleted = false
        join workspace_members m on m.workspace_id = d.workspace_id and m.user_id = d.user_id
        left join user_mail_preferences p on p.user_id = u.id
        where d.is_deleted = false
          and (${clientId}::int is null or u.client_id = ${clientId})
          and ${onlyUsers === 'opted-in' ? sql`p.scan_summary = true` : sql`coalesce(p.scan_summary, true)`}
        order by u.id, d.id`,
  );
}

/**
 * The client's live users' paused live codes (user_id, username, locale, name, short_code), of the codes
 * each made in workspaces they still belong to.
 */
export function pausedCodeRows(db: DbExecutor, clientId: number): Promise<Row[]> {
  return rawRows<Row>(
    db,
    sql`select u.id as user_id, u.username, u.locale, d.name, d.short_code
        from dynamic_qr_codes d
        join users u on u.id = d.user_id and u.is_deleted = false
        join workspace_members m on m.workspace_id = d.workspace_id and m.user_id = d.user_id
        left join user_mail_preferences p on p.user_id = u.id
        where d.is_deleted = false and d.is_paused = true and u.client_id = ${clientId}
          and coalesce(p.pause_reminders, true)
        order by u.id, d.id`,
  );
}

/** Records the job's run for `period`; false when a process recorded it first. */
export async function claimJobRun(db: DbExecutor, job: string, period: string): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ job, period })
    .onConflictDoNothing()
    .returning({ job: scheduledJobRuns.job });
  return claimed.length > 0;
}

/** The client of each of the users, by user id. */
export async function clientsOfUsers(
  db: DbExecutor,
  userIds: number[],
): Promise<Map<number, number>> {
  const rows = await rawRows<{ id: number; client_id: number }>(
    db,
    sql`select id, client_id from users where id in (${sql.join(
      [...userIds, 0].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((u) => [Number(u.id), Number(u.client_id)]));
}

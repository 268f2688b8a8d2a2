import { sql, type SQL } from 'drizzle-orm';
import type { OutboxFilter } from '../../../contracts/admin.js';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow, rawRows } from '../../db/raw-rows.js';

/** A row as the driver answers it: callers convert numbers and dates they read. */
export type Row = Record<string, unknown>;

/** One page of rows and how many match in all. */
export interface RowPage {
  rows: Row[];
  total: number;
}

/** Rows per page of every list. */
export const ADMIN_PAGE_SIZE = 50;

/** The first ADMIN_PAGE_SIZE rows of `list` and the count of `table` rows matching `where`. */
async function page(db: DbExecutor, list: SQL, table: SQL, where: SQL): Promise<RowPage> {
  const rows = await rawRows<Row>(db, list);
  const count = onlyRow(
    await rawRows<Row>(db, sql`select count(*) as n from ${table} where ${where}`),
    'page count',
  );
  return { rows, total: Number(count.n) };
}

export type UserState = 'live' | 'deleted' | 'all';

/** The client's users whose address contains `search` (case-insensitive), newest first. */
export function listUsers(
  db: DbExecutor,
  clientId: number,
  search: string,
  state: UserState,
): Promise<RowPage> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const stateFilter =
    state === 'live'
      ? sql`u.is_deleted = false`
      : state === 'deleted'
        ? sql`u.is_deleted = true and u.purged_at is null`
        : sql`true`;
  const where = sql`u.client_id = ${clientId} and u.username like ${pattern} and ${stateFilter}`;
  return page(
    db,
    sql`select u.id, u.username, u.first_name, u.last_name, u.role,
          coalesce((select w.subscription_status from workspaces w
            where w.personal and w.created_by = u.id), 'free') as subscription_status,
          u.trial_activated, u.trial_end_date, u.created_at, u.deleted_at,
          (select count(*) from qr_codes q where q.user_id = u.id and q.is_deleted = false)
            + (select count(*) from dynamic_qr_codes d where d.user_id = u.id
               and d.is_deleted = false) as code_count,
          (select max(s.created_at) from sessions s where s.user_id = u.id) as last_sign_in
        from users u where ${where}
        order by u.created_at desc, u.id desc limit ${ADMIN_PAGE_SIZE}`,
    sql`users u`,
    where,
  );
}

/** Locks the client's live admins (in id order), so two demotions cannot both pass the check. */
export async function lockLiveAdmins(tx: DbExecutor, clientId: number): Promise<void> {
  await tx.execute(
    sql`select id from users where client_id = ${clientId} and role = 'admin'
        and is_deleted = false order by id for update`,
  );
}

/** The client's user `userId`, locked for the transaction; undefined when not the client's. */
export async function lockClientUser(
  tx: DbExecutor,
  clientId: number,
  userId: number,
): Promise<Row | undefined> {
  const [target] = await rawRows<Row>(
    tx,
    sql`select id, username, role, is_deleted, purged_at from users
        where id = ${userId} and client_id = ${clientId} for update`,
  );
  return target;
}

export async function countLiveAdmins(tx: DbExecutor, clientId: number): Promise<number> {
  const row = onlyRow(
    await rawRows<Row>(
      tx,
      sql`select count(*) as n from users where client_id = ${clientId} and role = 'admin'
          and is_deleted = false`,
    ),
    'countLiveAdmins',
  );
  return Number(row.n);
}

export async function setUserRole(
  tx: DbExecutor,
  userId: number,
  role: 'user' | 'admin',
): Promise<void> {
  await tx.execute(sql`update users set role = ${role} where id = ${userId}`);
}

/** Ends every session of the user (their next request is signed out). */
export async function endSessions(tx: DbExecutor, userId: number): Promise<void> {
  await tx.execute(sql`delete from sessions where user_id = ${userId}`);
}

export async function softDeleteUser(tx: DbExecutor, userId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update users set is_deleted = true, deleted_at = ${now} where id = ${userId}`,
  );
}

export async function undeleteUser(tx: DbExecutor, userId: number): Promise<void> {
  await tx.execute(
    sql`update users set is_deleted = false, deleted_at = null where id = ${userId}`,
  );
}

/** True when a live account of the client already has the address. */
export async function liveAddressTaken(
  tx: DbExecutor,
  clientId: number,
  username: string,
): Promise<boolean> {
  const [taken] = await rawRows<Row>(
    tx,
    sql`select 1 as taken from users where client_id = ${clientId}
        and is_deleted = false and username = ${username} limit 1`,
  );
  return taken !== undefined;
}

/** The client's contact messages (all or unread only), newest first. */
export function listMessages(
  db: DbExecutor,
  clientId: number,
  filter: 'all' | 'unread',
): Promise<RowPage> {
  const where = sql`client_id = ${clientId} ${filter === 'unread' ? sql`and read_at is null` : sql``}`;
  return page(
    db,
    sql`select * from contact_messages where ${where}
        order by created_at desc, id desc limit ${ADMIN_PAGE_SIZE}`,
    sql`contact_messages`,
    where,
  );
}

/** Marks the client's message read at `readAt` (null: unread); false when it is not theirs. */
export async function setMessageRead(
  tx: DbExecutor,
  clientId: number,
  messageId: number,
  readAt: Date | null,
): Promise<boolean> {
  const rows = await rawRows<Row>(
    tx,
    sql`update contact_messages set read_at = ${readAt}
        where id = ${messageId} and client_id = ${clientId} returning id`,
  );
  return rows.length > 0;
}

/** The client's outbox mails (all or in one state), newest first. */
export function listOutbox(
  db: DbExecutor,
  clientId: number,
  filter: OutboxFilter,
): Promise<RowPage> {
  const where = sql`client_id = ${clientId} ${filter === 'all' ? sql`` : sql`and status = ${filter}`}`;
  return page(
    db,
    sql`select id, to_address, subject, status, category, attempts, error, created_at, sent_at,
          next_attempt_at, campaign_id
        from mail_outbox where ${where} order by id desc limit ${ADMIN_PAGE_SIZE}`,
    sql`mail_outbox`,
    where,
  );
}

export async function findMail(
  db: DbExecutor,
  clientId: number,
  mailId: number,
): Promise<Row | undefined> {
  const [row] = await rawRows<Row>(
    db,
    sql`select * from mail_outbox where id = ${mailId} and client_id = ${clientId}`,
  );
  return row;
}

/** The client's mail's state and address, locked for the transaction. */
export async function lockMail(
  tx: DbExecutor,
  clientId: number,
  mailId: number,
): Promise<Row | undefined> {
  const [row] = await rawRows<Row>(
    tx,
    sql`select status, to_address from mail_outbox
        where id = ${mailId} and client_id = ${clientId} for update`,
  );
  return row;
}

/** Puts the mail back in the queue with its attempts reset, due at `now`. */
export async function requeueMail(tx: DbExecutor, mailId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update mail_outbox set status = 'queued', attempts = 0, locked_until = null,
        next_attempt_at = ${now} where id = ${mailId}`,
  );
}

/**
 * The client's figures: live users and codes, scans since `today` (rolled-up scans from the
 * 15-minute slots, newer ones from scan_events: the analytics module's rule, so the figure
 * matches its charts), the database size and the outbox by state.
 */
export async function systemFigures(db: DbExecutor, clientId: number, today: Date): Promise<Row> {
  const rows = await rawRows<Row>(
    db,
    sql`select
      (select count(*) from users where client_id = ${clientId} and is_deleted = false) as users,
      (select count(*) from qr_codes where client_id = ${clientId} and is_deleted = false)
        as codes,
      (select count(*) from dynamic_qr_codes where client_id = ${clientId}
         and is_deleted = false) as dynamic_codes,
      (select coalesce(sum(s.scans), 0) from scan_slot_counts s
         join dynamic_qr_codes d on d.id = s.dynamic_qr_code_id
         where d.client_id = ${clientId} and s.slot_start >= ${today})
      + (select count(*) from scan_events e
         join dynamic_qr_codes d on d.id = e.dynamic_qr_code_id
         where d.client_id = ${clientId} and e.is_bot = false and e.scanned_at >= ${today}
           and e.id > coalesce((select rolled_up_to from scan_rollup_state where id = 1), 0))
        as scans_today,
      pg_database_size(current_database()) as database_bytes,
      (select count(*) from mail_outbox where client_id = ${clientId} and status = 'queued')
        as mail_queued,
      (select count(*) from mail_outbox where client_id = ${clientId} and status = 'sending')
        as mail_sending,
      (select count(*) from mail_outbox where client_id = ${clientId} and status = 'sent')
        as mail_sent,
      (select count(*) from mail_outbox where client_id = ${clientId} and status = 'failed')
        as mail_failed`,
  );
  return onlyRow(rows, 'systemFigures');
}

/** The client's audit log, newest first. */
export function listAuditLog(db: DbExecutor, clientId: number): Promise<RowPage> {
  const where = sql`client_id = ${clientId}`;
  return page(
    db,
    sql`select id, actor_email, action, target, detail, created_at from admin_audit_log
        where ${where} order by id desc limit ${ADMIN_PAGE_SIZE}`,
    sql`admin_audit_log`,
    where,
  );
}

export interface AuditEntry {
  clientId: number;
  actorUserId: number;
  actorEmail: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

export async function insertAudit(tx: DbExecutor, entry: AuditEntry): Promise<void> {
  await tx.execute(
    sql`insert into admin_audit_log (client_id, actor_user_id, actor_email, action, target, detail)
        values (${entry.clientId}, ${entry.actorUserId}, ${entry.actorEmail}, ${entry.action},
                ${entry.target}, ${JSON.stringify(entry.detail)}::jsonb)`,
  );
}

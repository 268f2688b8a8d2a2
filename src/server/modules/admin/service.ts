import { sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminAuditEntry,
  type AdminContactMessage,
  type AdminMail,
  type AdminMailDetail,
  type AdminPage,
  type AdminPlan,
  type AdminSystem,
  type AdminUser,
  type OutboxFilter,
} from '../../../contracts/admin.js';
import type { Database } from '../../db/client.js';
import { rawRows, onlyRow } from '../../db/raw-rows.js';
import { AppError, notFound } from '../../lib/errors.js';

type Row = Record<string, unknown>;

/** The admin acting: every action is recorded with their id and address. */
export interface Actor {
  id: number;
  clientId: number;
  username: string;
}

export interface AdminServiceDeps {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  smtpConfigured: boolean;
  now?: () => Date;
}

/** Rows per page of every list. */
export const ADMIN_PAGE_SIZE = 50;

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

function planOf(row: Row, now: Date): AdminPlan {
  if (row.subscription_status === 'active' || row.subscription_status === 'past_due') {
    return 'premium';
  }
  const trialEnd = row.trial_end_date ? new Date(row.trial_end_date as string) : null;
  return row.trial_activated && trialEnd && trialEnd > now ? 'trial' : 'free';
}

function mailOf(r: Row): AdminMail {
  return {
    id: Number(r.id),
    to: String(r.to_address),
    subject: String(r.subject),
    status: r.status as AdminMail['status'],
    category: r.category as AdminMail['category'],
    attempts: Number(r.attempts),
    error: (r.error as string | null) ?? null,
    createdAt: iso(r.created_at),
    sentAt: isoOrNull(r.sent_at),
    nextAttemptAt: iso(r.next_attempt_at),
    campaignId: r.campaign_id == null ? null : Number(r.campaign_id),
  };
}

/**
 * The /admin area (issue 18 item 5), always within the admin's own client: users (search, make
 * or remove admin, soft-delete and restore), contact messages (read/unread), the mail outbox
 * (state, errors, a failed mail sent again), system figures and the audit log. Every change
 * is written to admin_audit_log in the transaction that makes it. The last admin of a client
 * can never be removed or deleted; a demoted or deleted user's sessions end at once.
 */
export class AdminService {
  private readonly startedAt = Date.now();

  constructor(private readonly deps: AdminServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async users(
    clientId: number,
    query: { q: string; state: 'live' | 'deleted' | 'all' },
  ): Promise<AdminPage<AdminUser>> {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const state =
      query.state === 'live'
        ? sql`u.is_deleted = false`
        : query.state === 'deleted'
          ? sql`u.is_deleted = true and u.purged_at is null`
          : sql`true`;
    const where = sql`u.client_id = ${clientId} and u.username like ${pattern} and ${state}`;
    const rows = await rawRows<Row>(
      this.deps.db,
      sql`select u.id, u.username, u.first_name, u.last_name, u.role, u.subscription_status,
            u.trial_activated, u.trial_end_date, u.created_at, u.deleted_at,
            (select count(*) from qr_codes q where q.user_id = u.id and q.is_deleted = false)
              + (select count(*) from dynamic_qr_codes d where d.user_id = u.id
                 and d.is_deleted = false) as code_count,
            (select max(s.created_at) from sessions s where s.user_id = u.id) as last_sign_in
          from users u where ${where}
          order by u.created_at desc, u.id desc limit ${ADMIN_PAGE_SIZE}`,
    );
    const count = onlyRow(
      await rawRows<Row>(this.deps.db, sql`select count(*) as n from users u where ${where}`),
      'users',
    );
    const now = this.now();
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: Number(r.id),
        email: String(r.username),
        name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
        role: r.role as AdminUser['role'],
        plan: planOf(r, now),
        createdAt: iso(r.created_at),
        codeCount: Number(r.code_count),
        lastSignInAt: isoOrNull(r.last_sign_in),
        deletedAt: isoOrNull(r.deleted_at),
      })),
    };
  }

  /**
   * Makes a live user an admin or a user. 409 LAST_ADMIN when it would leave the client without
   * a live admin; a demoted user's sessions end (their next request is signed out).
   */
  async setRole(actor: Actor, userId: number, role: 'user' | 'admin'): Promise<void> {
    await this.change(actor, userId, async (tx, target) => {
      if (target.is_deleted) throw notFound(ADMIN_MESSAGES.userNotFound);
      if (target.role === role) return null;
      if (role === 'user') await this.refuseLastAdmin(tx, actor.clientId, target);
      await tx.execute(sql`update users set role = ${role} where id = ${userId}`);
      if (role === 'user') await tx.execute(sql`delete from sessions where user_id = ${userId}`);
      return role === 'admin' ? 'user.make-admin' : 'user.remove-admin';
    });
  }

  /** Soft-deletes a user (restorable for 30 days) and ends their sessions. Not oneself. */
  async deleteUser(actor: Actor, userId: number): Promise<void> {
    if (userId === actor.id) throw new AppError(409, 'NOT_YOURSELF', ADMIN_MESSAGES.notYourself);
    await this.change(actor, userId, async (tx, target) => {
      if (target.is_deleted) return null;
      await this.refuseLastAdmin(tx, actor.clientId, target);
      await tx.execute(
        sql`update users set is_deleted = true, deleted_at = ${this.now()} where id = ${userId}`,
      );
      await tx.execute(sql`delete from sessions where user_id = ${userId}`);
      return 'user.delete';
    });
  }

  /**
   * Brings a soft-deleted user back. 409 when their data was purged or another live account
   * took the address meanwhile.
   */
  async restoreUser(actor: Actor, userId: number): Promise<void> {
    await this.change(actor, userId, async (tx, target) => {
      if (!target.is_deleted) return null;
      if (target.purged_at) throw new AppError(409, 'PURGED', ADMIN_MESSAGES.restorePurged);
      const [taken] = await rawRows<Row>(
        tx,
        sql`select 1 as taken from users where client_id = ${actor.clientId}
            and is_deleted = false and username = ${target.username} limit 1`,
      );
      if (taken) throw new AppError(409, 'ADDRESS_TAKEN', ADMIN_MESSAGES.restoreAddressTaken);
      await tx.execute(
        sql`update users set is_deleted = false, deleted_at = null where id = ${userId}`,
      );
      return 'user.restore';
    });
  }

  /**
   * Locks the client's user `userId` (404 when not theirs), runs `apply`, and records the
   * action it answers (null: nothing changed, nothing recorded), all in one transaction.
   */
  private async change(
    actor: Actor,
    userId: number,
    apply: (tx: Database, target: Row) => Promise<string | null>,
  ): Promise<void> {
    await this.deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      // Admins of the client are locked first, so two demotions cannot both pass the check.
      await tx.execute(
        sql`select id from users where client_id = ${actor.clientId} and role = 'admin'
            and is_deleted = false order by id for update`,
      );
      const [target] = await rawRows<Row>(
        tx,
        sql`select id, username, role, is_deleted, purged_at from users
            where id = ${userId} and client_id = ${actor.clientId} for update`,
      );
      if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
      const action = await apply(tx, target);
      if (action) await this.audit(tx, actor, action, String(target.username), { userId });
    });
  }

  private async refuseLastAdmin(tx: Database, clientId: number, target: Row): Promise<void> {
    if (target.role !== 'admin') return;
    const row = onlyRow(
      await rawRows<Row>(
        tx,
        sql`select count(*) as n from users where client_id = ${clientId} and role = 'admin'
          and is_deleted = false`,
      ),
      'refuseLastAdmin',
    );
    if (Number(row.n) <= 1) throw new AppError(409, 'LAST_ADMIN', ADMIN_MESSAGES.lastAdmin);
  }

  async messages(
    clientId: number,
    filter: 'all' | 'unread',
  ): Promise<AdminPage<AdminContactMessage>> {
    const where = sql`client_id = ${clientId} ${filter === 'unread' ? sql`and read_at is null` : sql``}`;
    const rows = await rawRows<Row>(
      this.deps.db,
      sql`select * from contact_messages where ${where}
          order by created_at desc, id desc limit ${ADMIN_PAGE_SIZE}`,
    );
    const count = onlyRow(
      await rawRows<Row>(
        this.deps.db,
        sql`select count(*) as n from contact_messages where ${where}`,
      ),
      'messages',
    );
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        email: String(r.email),
        subject: String(r.subject),
        message: String(r.message),
        inquiryType: String(r.inquiry_type),
        createdAt: iso(r.created_at),
        readAt: isoOrNull(r.read_at),
      })),
    };
  }

  async markMessage(actor: Actor, messageId: number, read: boolean): Promise<void> {
    await this.deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const rows = await rawRows<Row>(
        tx,
        sql`update contact_messages set read_at = ${read ? this.now() : null}
            where id = ${messageId} and client_id = ${actor.clientId} returning id`,
      );
      if (rows.length === 0) throw notFound(ADMIN_MESSAGES.messageNotFound);
      await this.audit(
        tx,
        actor,
        read ? 'message.read' : 'message.unread',
        `message ${messageId}`,
        {
          messageId,
        },
      );
    });
  }

  async outbox(clientId: number, filter: OutboxFilter): Promise<AdminPage<AdminMail>> {
    const where = sql`client_id = ${clientId} ${filter === 'all' ? sql`` : sql`and status = ${filter}`}`;
    const rows = await rawRows<Row>(
      this.deps.db,
      sql`select id, to_address, subject, status, category, attempts, error, created_at, sent_at,
            next_attempt_at, campaign_id
          from mail_outbox where ${where} order by id desc limit ${ADMIN_PAGE_SIZE}`,
    );
    const count = onlyRow(
      await rawRows<Row>(this.deps.db, sql`select count(*) as n from mail_outbox where ${where}`),
      'outbox',
    );
    return { total: Number(count.n), rows: rows.map(mailOf) };
  }

  async mail(clientId: number, mailId: number): Promise<AdminMailDetail> {
    const [row] = await rawRows<Row>(
      this.deps.db,
      sql`select * from mail_outbox where id = ${mailId} and client_id = ${clientId}`,
    );
    if (!row) throw notFound(ADMIN_MESSAGES.mailNotFound);
    return { ...mailOf(row), text: String(row.text) };
  }

  /** A failed mail goes back to the queue with its attempts reset. 409 for any other state. */
  async retryMail(actor: Actor, mailId: number): Promise<void> {
    await this.deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [row] = await rawRows<Row>(
        tx,
        sql`select status, to_address from mail_outbox
            where id = ${mailId} and client_id = ${actor.clientId} for update`,
      );
      if (!row) throw notFound(ADMIN_MESSAGES.mailNotFound);
      if (row.status !== 'failed') {
        throw new AppError(409, 'NOT_FAILED', ADMIN_MESSAGES.retryOnlyFailed);
      }
      await tx.execute(
        sql`update mail_outbox set status = 'queued', attempts = 0, locked_until = null,
            next_attempt_at = ${this.now()} where id = ${mailId}`,
      );
      await this.audit(tx, actor, 'mail.retry', String(row.to_address), { mailId });
    });
  }

  async system(clientId: number): Promise<AdminSystem> {
    const now = this.now();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    // Rolled-up scans come from the 15-minute slots, newer ones from scan_events (the
    // analytics module's rule, so the figure matches its charts).
    const row = onlyRow(
      await rawRows<Row>(
        this.deps.db,
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
      ),
      'system',
    );
    return {
      users: Number(row.users),
      codes: Number(row.codes),
      dynamicCodes: Number(row.dynamic_codes),
      scansToday: Number(row.scans_today),
      databaseBytes: Number(row.database_bytes),
      databaseKind: this.deps.databaseKind,
      version: this.deps.version,
      uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000),
      smtpConfigured: this.deps.smtpConfigured,
      mail: {
        queued: Number(row.mail_queued),
        sending: Number(row.mail_sending),
        sent: Number(row.mail_sent),
        failed: Number(row.mail_failed),
      },
    };
  }

  async auditLog(clientId: number): Promise<AdminPage<AdminAuditEntry>> {
    const rows = await rawRows<Row>(
      this.deps.db,
      sql`select id, actor_email, action, target, detail, created_at from admin_audit_log
          where client_id = ${clientId} order by id desc limit ${ADMIN_PAGE_SIZE}`,
    );
    const count = onlyRow(
      await rawRows<Row>(
        this.deps.db,
        sql`select count(*) as n from admin_audit_log where client_id = ${clientId}`,
      ),
      'auditLog',
    );
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: Number(r.id),
        actorEmail: String(r.actor_email),
        action: String(r.action),
        target: (r.target as string | null) ?? null,
        detail: (r.detail as Record<string, unknown> | null) ?? null,
        createdAt: iso(r.created_at),
      })),
    };
  }

  private async audit(
    tx: Database,
    actor: Actor,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await tx.execute(
      sql`insert into admin_audit_log (client_id, actor_user_id, actor_email, action, target, detail)
          values (${actor.clientId}, ${actor.id}, ${actor.username}, ${action}, ${target},
                  ${JSON.stringify(detail)}::jsonb)`,
    );
  }
}

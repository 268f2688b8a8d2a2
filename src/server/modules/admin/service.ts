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
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as repo from './repository.js';
import { ADMIN_PAGE_SIZE, type Row } from './repository.js';

export { ADMIN_PAGE_SIZE };

/** The admin acting: every action is recorded with their id and address. */
export interface Actor {
  id: number;
  clientId: number;
  username: string;
}

export interface AdminServiceDeps {
  db: Database;
  /** For the system figures, which may lag a moment (the read replica when there is one). */
  readDb?: Database;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  smtpConfigured: boolean;
  now?: () => Date;
}

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
    const { rows, total } = await repo.listUsers(this.deps.db, clientId, query.q, query.state);
    const now = this.now();
    return {
      total,
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
      await repo.setUserRole(tx, userId, role);
      if (role === 'user') await repo.endSessions(tx, userId);
      return role === 'admin' ? 'user.make-admin' : 'user.remove-admin';
    });
  }

  /** Soft-deletes a user (restorable for 30 days) and ends their sessions. Not oneself. */
  async deleteUser(actor: Actor, userId: number): Promise<void> {
    if (userId === actor.id) throw new AppError(409, 'NOT_YOURSELF', ADMIN_MESSAGES.notYourself);
    await this.change(actor, userId, async (tx, target) => {
      if (target.is_deleted) return null;
      await this.refuseLastAdmin(tx, actor.clientId, target);
      await repo.softDeleteUser(tx, userId, this.now());
      await repo.endSessions(tx, userId);
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
      if (await repo.liveAddressTaken(tx, actor.clientId, String(target.username))) {
        throw new AppError(409, 'ADDRESS_TAKEN', ADMIN_MESSAGES.restoreAddressTaken);
      }
      await repo.undeleteUser(tx, userId);
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
    apply: (tx: DbExecutor, target: Row) => Promise<string | null>,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      // Admins of the client are locked first, so two demotions cannot both pass the check.
      await repo.lockLiveAdmins(tx, actor.clientId);
      const target = await repo.lockClientUser(tx, actor.clientId, userId);
      if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
      const action = await apply(tx, target);
      if (action) await this.audit(tx, actor, action, String(target.username), { userId });
    });
  }

  private async refuseLastAdmin(tx: DbExecutor, clientId: number, target: Row): Promise<void> {
    if (target.role !== 'admin') return;
    if ((await repo.countLiveAdmins(tx, clientId)) <= 1)
      throw new AppError(409, 'LAST_ADMIN', ADMIN_MESSAGES.lastAdmin);
  }

  async messages(
    clientId: number,
    filter: 'all' | 'unread',
  ): Promise<AdminPage<AdminContactMessage>> {
    const { rows, total } = await repo.listMessages(this.deps.db, clientId, filter);
    return {
      total,
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
    await this.deps.db.transaction(async (tx) => {
      const readAt = read ? this.now() : null;
      if (!(await repo.setMessageRead(tx, actor.clientId, messageId, readAt)))
        throw notFound(ADMIN_MESSAGES.messageNotFound);
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
    const { rows, total } = await repo.listOutbox(this.deps.db, clientId, filter);
    return { total, rows: rows.map(mailOf) };
  }

  async mail(clientId: number, mailId: number): Promise<AdminMailDetail> {
    const row = await repo.findMail(this.deps.db, clientId, mailId);
    if (!row) throw notFound(ADMIN_MESSAGES.mailNotFound);
    return { ...mailOf(row), text: String(row.text) };
  }

  /** A failed mail goes back to the queue with its attempts reset. 409 for any other state. */
  async retryMail(actor: Actor, mailId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repo.lockMail(tx, actor.clientId, mailId);
      if (!row) throw notFound(ADMIN_MESSAGES.mailNotFound);
      if (row.status !== 'failed') {
        throw new AppError(409, 'NOT_FAILED', ADMIN_MESSAGES.retryOnlyFailed);
      }
      await repo.requeueMail(tx, mailId, this.now());
      await this.audit(tx, actor, 'mail.retry', String(row.to_address), { mailId });
    });
  }

  async system(clientId: number): Promise<AdminSystem> {
    const now = this.now();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const row = await repo.systemFigures(this.deps.readDb ?? this.deps.db, clientId, today);
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
    const { rows, total } = await repo.listAuditLog(this.deps.db, clientId);
    return {
      total,
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
    tx: DbExecutor,
    actor: Actor,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await repo.insertAudit(tx, {
      clientId: actor.clientId,
      actorUserId: actor.id,
      actorEmail: actor.username,
      action,
      target,
      detail,
    });
  }
}

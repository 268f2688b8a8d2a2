// An in-test HTTP responder at the fetch boundary answering the /admin page's calls as
// src/contracts/admin.ts and modules/admin/routes.ts say: the session, users (search, role,
// delete, restore), contact messages (read/unread), the outbox (a mail's text, send again), the
// system figures and the audit log, every change recorded in the log as the server does. The
// server side is tested in src/server/modules/admin/routes.test.ts; this runs our real client
// code against the same contract.
import {
  ADMIN_MESSAGES,
  adminReadSchema,
  adminRoleSchema,
  adminUserQuerySchema,
  type AdminAuditEntry,
  type AdminContactMessage,
  type AdminMail,
  type AdminMailDetail,
  type AdminSystem,
  type AdminUser,
} from '../../../../contracts/admin.js';
import type { PublicUser } from '../../../../contracts/auth.js';
import { fetchBoundary, json, makeUser, type FakeBoundary } from '../../../test-utils/fake-api.js';
import { setSessionHint } from '../../../test-utils/session-hint.js';

export interface AdminFakeApi extends FakeBoundary {
  users: AdminUser[];
  messages: AdminContactMessage[];
  mails: AdminMailDetail[];
  audit: AdminAuditEntry[];
  system: AdminSystem;
  /** Requests that change something (POST). */
  writes(): FakeBoundary['requests'];
}

export function adminUser(id: number, patch: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    email: `user${id}@example.com`,
    name: null,
    role: 'user',
    plan: 'free',
    createdAt: '2026-03-01T10:00:00.000Z',
    codeCount: 0,
    lastSignInAt: null,
    deletedAt: null,
    ...patch,
  };
}

export function contactMessage(
  id: number,
  patch: Partial<AdminContactMessage> = {},
): AdminContactMessage {
  return {
    id,
    name: `Sender ${id}`,
    email: `sender${id}@example.com`,
    subject: `Question ${id}`,
    message: `Message body ${id}`,
    inquiryType: 'general',
    createdAt: '2026-03-02T10:00:00.000Z',
    readAt: null,
    ...patch,
  };
}

export function outboxMail(id: number, patch: Partial<AdminMailDetail> = {}): AdminMailDetail {
  return {
    id,
    to: `reader${id}@example.com`,
    subject: `Mail ${id}`,
    status: 'sent',
    category: 'transactional',
    attempts: 1,
    error: null,
    createdAt: '2026-03-03T10:00:00.000Z',
    sentAt: '2026-03-03T10:00:05.000Z',
    nextAttemptAt: '2026-03-03T10:00:00.000Z',
    campaignId: null,
    text: `Plain text of mail ${id}`,
    ...patch,
  };
}

export const SYSTEM_FIGURES: AdminSystem = {
  users: 12,
  codes: 34,
  dynamicCodes: 7,
  scansToday: 56,
  databaseBytes: 12.5 * 1024 * 1024,
  databaseKind: 'postgres',
  version: '0.1.0',
  uptimeSeconds: 2 * 86_400 + 3 * 3600 + 60,
  smtpConfigured: false,
  mail: { queued: 2, sending: 0, sent: 9, failed: 1 },
};

const noContent = () => new Response(null, { status: 204 });
const notFound = (message: string) => json(404, { message, code: 'NOT_FOUND' });

/**
 * `signedInAs` is the session's user (an admin unless `role` says otherwise); `users` holds the
 * rows the users tab lists, which should include that user for the self checks.
 */
export function createAdminFakeApi(options: {
  signedInAs: { id: number; email: string; role?: PublicUser['role'] };
  users?: AdminUser[];
  messages?: AdminContactMessage[];
  mails?: AdminMailDetail[];
  audit?: AdminAuditEntry[];
  system?: AdminSystem;
}): AdminFakeApi {
  const me = { ...makeUser(options.signedInAs.email, options.signedInAs.id) };
  me.role = options.signedInAs.role ?? 'admin';
  setSessionHint(true);
  const users = options.users ?? [];
  const messages = options.messages ?? [];
  const mails = options.mails ?? [];
  const audit = options.audit ?? [];
  const system = options.system ?? SYSTEM_FIGURES;

  const record = (action: string, target: string) => {
    audit.unshift({
      id: audit.length + 1,
      actorEmail: me.username,
      action,
      target,
      detail: null,
      createdAt: new Date().toISOString(),
    });
  };
  const conflict = (code: string, message: string) => json(409, { message, code });
  const liveAdmins = () => users.filter((u) => u.role === 'admin' && !u.deletedAt).length;
  const summary = ({ text: _text, ...mail }: AdminMailDetail): AdminMail => mail;

  const respond = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/user') return json(200, me);
    if (!path.startsWith('/api/admin/')) {
      return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
    if (me.role !== 'admin') {
      return json(403, { message: 'Administrators only.', code: 'FORBIDDEN' });
    }
    const userAction = /^\/api\/admin\/users\/(\d+)\/(role|delete|restore)$/.exec(path);
    const messageRead = /^\/api\/admin\/messages\/(\d+)\/read$/.exec(path);
    const mailPath = /^\/api\/admin\/outbox\/(\d+)(\/retry)?$/.exec(path);

    if (method === 'GET' && path === '/api/admin/users') {
      const query = adminUserQuerySchema.parse(Object.fromEntries(url.searchParams));
      const rows = users.filter(
        (u) =>
          u.email.toLowerCase().includes(query.q.toLowerCase()) &&
          (query.state === 'all' || (query.state === 'deleted') === (u.deletedAt !== null)),
      );
      return json(200, { rows, total: rows.length });
    }
    if (method === 'POST' && userAction) {
      const target = users.find((u) => u.id === Number(userAction[1]));
      if (!target) return notFound(ADMIN_MESSAGES.userNotFound);
      const kind = userAction[2];
      if (kind === 'role') {
        const { role } = adminRoleSchema.parse(body);
        if (target.role === role) return noContent();
        if (role === 'user' && liveAdmins() <= 1) {
          return conflict('LAST_ADMIN', ADMIN_MESSAGES.lastAdmin);
        }
        target.role = role;
        record(role === 'admin' ? 'user.make-admin' : 'user.remove-admin', target.email);
      } else if (kind === 'delete') {
        if (target.id === me.id) return conflict('NOT_YOURSELF', ADMIN_MESSAGES.notYourself);
        if (target.deletedAt) return noContent();
        if (target.role === 'admin' && liveAdmins() <= 1) {
          return conflict('LAST_ADMIN', ADMIN_MESSAGES.lastAdmin);
        }
        target.deletedAt = new Date().toISOString();
        record('user.delete', target.email);
      } else {
        if (!target.deletedAt) return noContent();
        if (users.some((u) => u !== target && !u.deletedAt && u.email === target.email)) {
          return conflict('ADDRESS_TAKEN', ADMIN_MESSAGES.restoreAddressTaken);
        }
        target.deletedAt = null;
        record('user.restore', target.email);
      }
      return noContent();
    }
    if (method === 'GET' && path === '/api/admin/messages') {
      const unread = url.searchParams.get('filter') === 'unread';
      const rows = messages.filter((m) => !unread || m.readAt === null);
      return json(200, { rows, total: rows.length });
    }
    if (method === 'POST' && messageRead) {
      const message = messages.find((m) => m.id === Number(messageRead[1]));
      if (!message) return notFound(ADMIN_MESSAGES.messageNotFound);
      const { read } = adminReadSchema.parse(body);
      message.readAt = read ? new Date().toISOString() : null;
      record(read ? 'message.read' : 'message.unread', `message ${message.id}`);
      return noContent();
    }
    if (method === 'GET' && path === '/api/admin/outbox') {
      const status = url.searchParams.get('status') ?? 'all';
      const rows = mails.filter((m) => status === 'all' || m.status === status).map(summary);
      return json(200, { rows, total: rows.length });
    }
    if (mailPath) {
      const mail = mails.find((m) => m.id === Number(mailPath[1]));
      if (!mail) return notFound(ADMIN_MESSAGES.mailNotFound);
      if (method === 'GET' && !mailPath[2]) return json(200, mail);
      if (method === 'POST' && mailPath[2]) {
        if (mail.status !== 'failed') return conflict('NOT_FAILED', ADMIN_MESSAGES.retryOnlyFailed);
        Object.assign(mail, { status: 'queued', attempts: 0, error: null });
        record('mail.retry', mail.to);
        return noContent();
      }
    }
    if (method === 'GET' && path === '/api/admin/system') return json(200, system);
    if (method === 'GET' && path === '/api/admin/audit') {
      return json(200, { rows: audit, total: audit.length });
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  };

  const boundary = fetchBoundary(respond);
  const { requests } = boundary;
  return {
    ...boundary,
    users,
    messages,
    mails,
    audit,
    system,
    writes: () => requests.filter((r) => r.method === 'POST'),
  };
}

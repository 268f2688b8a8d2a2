// The /admin area's API shapes (issue 18 item 5), shared by the server and the web app.
import { z } from 'zod';

export const ADMIN_MESSAGES = {
  lastAdmin: 'This is the last administrator: make someone else an administrator first.',
  notYourself: 'You cannot do this to your own account here; use Account Settings.',
  userNotFound: 'No such user.',
  restoreAddressTaken: 'Another live account uses this address now, so this one cannot come back.',
  restorePurged: "This account's data was already removed (30 days after deletion).",
  messageNotFound: 'No such message.',
  mailNotFound: 'No such mail.',
  retryOnlyFailed: 'Only failed mail can be sent again.',
} as const;

export type AdminPlan = 'free' | 'trial' | 'premium';

export interface AdminUser {
  id: number;
  email: string;
  name: string | null;
  role: 'user' | 'admin';
  plan: AdminPlan;
  createdAt: string;
  /** Saved and dynamic codes that are not deleted. */
  codeCount: number;
  /** Start of the newest session; null = never signed in since sessions were kept. */
  lastSignInAt: string | null;
  deletedAt: string | null;
}

export const adminUserQuerySchema = z.object({
  /** Part of the e-mail address (case-insensitive). */
  q: z.string().trim().max(255).optional().default(''),
  /** live (default), deleted or all. */
  state: z.enum(['live', 'deleted', 'all']).optional().default('live'),
});

export const adminRoleSchema = z.object({ role: z.enum(['user', 'admin']) });

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: string;
  createdAt: string;
  readAt: string | null;
}

export const adminReadSchema = z.object({ read: z.boolean() });

export const OUTBOX_FILTERS = ['all', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

export interface AdminMail {
  id: number;
  to: string;
  subject: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  category: 'transactional' | 'bulk';
  attempts: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  campaignId: number | null;
}

/** One mail with its plain-text part (read by an admin when no SMTP server is set). */
export interface AdminMailDetail extends AdminMail {
  text: string;
}

export interface AdminSystem {
  users: number;
  codes: number;
  dynamicCodes: number;
  /** Human scans since 00:00 UTC (bots not counted). */
  scansToday: number;
  /** pg_database_size of the current database. */
  databaseBytes: number;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  /** Seconds since this process started. */
  uptimeSeconds: number;
  /** Whether SMTP_URL is set (otherwise mail stays in the outbox). */
  smtpConfigured: boolean;
  mail: { queued: number; sending: number; sent: number; failed: number };
}

export interface AdminAuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
}

/** A page of rows; `total` counts every row the filter matches. */
export interface AdminPage<T> {
  rows: T[];
  total: number;
}

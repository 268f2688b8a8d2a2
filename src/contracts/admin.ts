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

export const ADMIN_PLANS = ['free', 'trial', 'premium'] as const;
export type AdminPlan = (typeof ADMIN_PLANS)[number];

export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  plan: z.enum(ADMIN_PLANS),
  createdAt: z.string(),
  /** Saved and dynamic codes that are not deleted. */
  codeCount: z.number(),
  /** Start of the newest session; null = never signed in since sessions were kept. */
  lastSignInAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserQuerySchema = z.object({
  /** Part of the e-mail address (case-insensitive). */
  q: z.string().trim().max(255).optional().default(''),
  /** live (default), deleted or all. */
  state: z.enum(['live', 'deleted', 'all']).optional().default('live'),
});

export const adminRoleSchema = z.object({ role: z.enum(['user', 'admin']) });

export const adminContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  inquiryType: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminReadSchema = z.object({ read: z.boolean() });

export const OUTBOX_FILTERS = ['all', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

export const adminMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  category: z.enum(['transactional', 'bulk']),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  campaignId: z.number().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** One mail with its plain-text part (read by an admin when no SMTP server is set). */
export const adminMailDetailSchema = adminMailSchema.extend({ text: z.string() });
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

export const adminSystemSchema = z.object({
  users: z.number(),
  codes: z.number(),
  dynamicCodes: z.number(),
  /** Human scans since 00:00 UTC (bots not counted). */
  scansToday: z.number(),
  /** pg_database_size of the current database. */
  databaseBytes: z.number(),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** Seconds since this process started. */
  uptimeSeconds: z.number(),
  /** Whether SMTP_URL is set (otherwise mail stays in the outbox). */
  smtpConfigured: z.boolean(),
  mail: z.object({
    queued: z.number(),
    sending: z.number(),
    sent: z.number(),
    failed: z.number(),
  }),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** A page of rows; `total` counts every row the filter matches. */
export interface AdminPage<T> {
  rows: T[];
  total: number;
}

/** The schema of a page of `row`s. */
export function adminPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.number() });
}

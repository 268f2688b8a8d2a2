import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * Per-account mail choices (account settings, unsubscribe links). No row: the defaults.
 * `scanSummary` null = never chosen: admin-sent summaries go, the automatic weekly one does not
 * (it is opt-in); false = never.
 */
export const userMailPreferences = pgTable('user_mail_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  scanSummary: boolean('scan_summary'),
  pauseReminders: boolean('pause_reminders').notNull().default(true),
  announcements: boolean('announcements').notNull().default(true),
  /** Mails when a code's destination breaks and recovers (migration 0033). */
  brokenLinkAlerts: boolean('broken_link_alerts').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const CAMPAIGN_KINDS = ['newsletter', 'welcome', 'scan-summary', 'pause-reminder'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** A bulk send; its mails are mail_outbox rows with this campaign_id. */
export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    kind: varchar('kind', { length: 20, enum: CAMPAIGN_KINDS }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    /** Markdown (newsletter). */
    content: text('content').notNull().default(''),
    includeStats: boolean('include_stats').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Mails queued for it. */
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_campaigns_client_created_idx').on(t.clientId, t.createdAt),
    check(
      'mail_campaigns_kind_check',
      sql`${t.kind} in ('newsletter', 'welcome', 'scan-summary', 'pause-reminder')`,
    ),
  ],
);

/** One row per run of a periodic job and period: the process that inserts it runs the job. */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: varchar('job', { length: 50 }).notNull(),
    period: varchar('period', { length: 20 }).notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'scheduled_job_runs_pkey', columns: [t.job, t.period] })],
);

/** Every admin action: who, what, when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    actorUserId: integer('actor_user_id'),
    actorEmail: varchar('actor_email', { length: 255 }).notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    target: varchar('target', { length: 255 }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_client_created_idx').on(t.clientId, t.createdAt)],
);

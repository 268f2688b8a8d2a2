import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** transactional: account, contact and payment mail; bulk: newsletters and notifications. */
export const MAIL_CATEGORIES = ['transactional', 'bulk'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/**
 * Every outgoing e-mail, written in the transaction of the change that causes it and delivered
 * by the mail worker (lib/mail-worker.ts). Without SMTP_URL mail stays `queued` here and admins
 * read it. `dedupe_key` (unique per client) makes a mail that must go once per purpose (one
 * campaign to one address, one weekly summary) impossible to queue twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /** Last delivery error (kept when a retry later succeeds, for the record). */
    error: text('error'),
    status: varchar('status', { length: 10, enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: the claim's lease; a worker that died lets the mail go again after it. */
    lockedUntil: timestamptz('locked_until'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    category: varchar('category', { length: 20, enum: MAIL_CATEGORIES })
      .notNull()
      .default('transactional'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    campaignId: integer('campaign_id'),
    dedupeKey: varchar('dedupe_key', { length: 200 }),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    uniqueIndex('mail_outbox_client_dedupe_key')
      .on(t.clientId, t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_campaign_idx')
      .on(t.campaignId, t.status)
      .where(sql`${t.campaignId} IS NOT NULL`),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('mail_outbox_category_check', sql`${t.category} in ('transactional', 'bulk')`),
  ],
);

/** One row (id 1): the token bucket behind MAIL_RATE_PER_MINUTE, shared by every process. */
export const mailRateBucket = pgTable('mail_rate_bucket', {
  id: integer('id').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  refilledAt: timestamptz('refilled_at').notNull(),
});

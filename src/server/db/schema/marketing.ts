import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * 'Shark Tips' newsletter. One row per address (trimmed, lower-cased) and client. Double opt-in:
 * newsletters go to `confirmed` rows only; `confirm_token_hash` is the sha256 of the mailed
 * confirmation token. `is_deleted` mirrors `unsubscribed` (the spec's field).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    email: varchar('email', { length: 255 }).notNull(),
    subscribedAt: timestamptz('subscribed_at').notNull().defaultNow(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    status: varchar('status', { length: 12, enum: NEWSLETTER_STATUSES })
      .notNull()
      .default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_client_email_key').on(t.clientId, t.email),
    uniqueIndex('newsletter_subscriptions_confirm_token_key')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} IS NOT NULL`),
    check(
      'newsletter_subscriptions_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

export const INQUIRY_TYPES = ['general', 'support', 'business', 'feedback'] as const;

/** Messages from the contact form (001 §3). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    message: text('message').notNull(),
    inquiryType: varchar('inquiry_type', { length: 20, enum: INQUIRY_TYPES })
      .notNull()
      .default('general'),
    createdAt: createdAt(),
    /** When an admin marked it read; null = unread. */
    readAt: timestamptz('read_at'),
  },
  (t) => [
    check(
      'contact_messages_inquiry_type_check',
      sql`${t.inquiryType} in ('general', 'support', 'business', 'feedback')`,
    ),
  ],
);

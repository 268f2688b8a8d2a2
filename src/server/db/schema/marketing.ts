import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';

/** 'Shark Tips' newsletter. One live subscription per address and client. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    email: varchar('email', { length: 255 }).notNull(),
    subscribedAt: timestamptz('subscribed_at').notNull().defaultNow(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_client_email_key').on(t.clientId, t.email)],
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
  },
  (t) => [
    check(
      'contact_messages_inquiry_type_check',
      sql`${t.inquiryType} in ('general', 'support', 'business', 'feedback')`,
    ),
  ],
);

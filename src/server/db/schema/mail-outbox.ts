import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';

/**
 * Every outgoing e-mail. Without SMTP_URL mail stays here (admins can read it); with SMTP_URL
 * `sent_at` or `error` records the delivery attempt.
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
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

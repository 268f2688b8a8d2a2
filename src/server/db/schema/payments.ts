import { randomBytes } from 'node:crypto';
import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';
import { optionalWorkspaceColumn } from './workspaces.js';

/** Products sold through /payment?id=... (the payment QR type). Prices in cents. */
export const paymentProducts = pgTable(
  'payment_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    /** Random, unguessable; the id in /payment?id=... for every product made since issue 15. */
    publicId: varchar('public_id', { length: 32 })
      .notNull()
      .$defaultFn(() => randomBytes(16).toString('base64url')),
    /** True only for products made before public ids: their printed codes use the row id. */
    legacyIdLookup: boolean('legacy_id_lookup').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: optionalWorkspaceColumn(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    productDescription: text('product_description').notNull().default(''),
    /** cents */
    productPrice: integer('product_price').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('usd'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_products_user_id_idx').on(t.userId),
    index('payment_products_workspace_idx').on(t.workspaceId),
    uniqueIndex('payment_products_public_id_key').on(t.publicId),
  ],
);

/** One row per payment intent; status mirrors the provider's, updated from verified webhooks. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    productId: integer('product_id').references(() => paymentProducts.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripePaymentIntentId: varchar('stripe_payment_intent_id', { length: 100 }).notNull(),
    /** cents */
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('usd'),
    status: varchar('status', { length: 30 }).notNull(),
    customerEmail: varchar('customer_email', { length: 255 }),
    /** The seller's connected account the charge was sent to; null = the platform account. */
    destinationAccountId: varchar('destination_account_id', { length: 100 }),
    /** cents kept by the platform (PLATFORM_FEE_PERCENT at the time of the intent). */
    applicationFeeAmount: integer('application_fee_amount').notNull().default(0),
    /** When the buyer's receipt and the seller's notice were put in the outbox. */
    receiptSentAt: timestamptz('receipt_sent_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_stripe_payment_intent_id_key').on(t.stripePaymentIntentId)],
);

/** Stripe webhook events already applied (one row per event id: replays are no-ops). */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

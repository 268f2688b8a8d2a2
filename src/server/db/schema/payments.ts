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

/** Products sold through /payment?id=... (the payment QR type). Prices in cents. */
export const paymentProducts = pgTable(
  'payment_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 100 }).notNull(),
    productDescription: text('product_description').notNull().default(''),
    /** cents */
    productPrice: integer('product_price').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('usd'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('payment_products_user_id_idx').on(t.userId)],
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
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_stripe_payment_intent_id_key').on(t.stripePaymentIntentId)],
);

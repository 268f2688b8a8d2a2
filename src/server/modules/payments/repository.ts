import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '../../../contracts/i18n/locales.js';
import type { DbExecutor } from '../../db/client.js';
import {
  paymentProducts,
  payments,
  stripeEvents,
  users,
  workspaces,
} from '../../db/schema/index.js';

export type PaymentProductRow = typeof paymentProducts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const billingColumns = {
  id: users.id,
  clientId: users.clientId,
  email: users.email,
  username: users.username,
  role: users.role,
  stripeAccountId: users.stripeAccountId,
  stripeAccountStatus: users.stripeAccountStatus,
  locale: users.locale,
};
/**
 * An account as payments read it: its address, its language (the seller's notice of a sale is
 * written in it) and, for sellers, its Connect account.
 */
export interface BillingUser {
  id: number;
  clientId: number;
  email: string | null;
  username: string;
  role: 'user' | 'admin';
  stripeAccountId: string | null;
  stripeAccountStatus: string | null;
  locale: Locale;
}

const workspaceBillingColumns = {
  id: workspaces.id,
  clientId: workspaces.clientId,
  name: workspaces.name,
  personal: workspaces.personal,
  stripeCustomerId: workspaces.stripeCustomerId,
  stripeSubscriptionId: workspaces.stripeSubscriptionId,
  subscriptionStatus: workspaces.subscriptionStatus,
  deleted: sql<boolean>`${workspaces.deletedAt} is not null`.mapWith(Boolean),
};
/** A workspace's Premium subscription (issue 39 item 4, migration 0040). */
export interface BillingWorkspace {
  id: number;
  clientId: number;
  name: string;
  personal: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string;
  deleted: boolean;
}

const live = eq(users.isDeleted, false);

/**
 * Records a webhook event id; false when it was already recorded (a replay). Inside the
 * transaction that applies the event, so an event is applied exactly once.
 */
export async function recordEvent(db: DbExecutor, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}

export async function eventSeen(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id))
    .limit(1);
  return rows.length === 1;
}

export async function findUser(db: DbExecutor, id: number): Promise<BillingUser | null> {
  const [row] = await db
    .select(billingColumns)
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row ?? null;
}

/** The workspace's billing (deleted ones included: `deleted`), optionally row-locked. */
export async function findWorkspaceBilling(
  db: DbExecutor,
  workspaceId: number,
  lock = false,
): Promise<BillingWorkspace | null> {
  const query = db
    .select(workspaceBillingColumns)
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The personal workspace of an account (a checkout made before 0040 named the account). */
export async function personalWorkspaceIdOf(
  db: DbExecutor,
  userId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.createdBy, userId), eq(workspaces.personal, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The workspace holding this Stripe customer, or null. */
export async function findWorkspaceByCustomer(
  db: DbExecutor,
  customerId: string,
): Promise<BillingWorkspace | null> {
  const [row] = await db
    .select(workspaceBillingColumns)
    .from(workspaces)
    .where(eq(workspaces.stripeCustomerId, customerId))
    .orderBy(workspaces.id)
    .limit(1);
  return row ?? null;
}

/** Links a Stripe customer to the workspace, only while it has none. True when linked. */
export async function linkCustomer(
  db: DbExecutor,
  workspaceId: number,
  customerId: string,
): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.stripeCustomerId)))
    .returning({ id: workspaces.id });
  return rows.length === 1;
}

export async function setSubscription(
  db: DbExecutor,
  workspaceId: number,
  values: { subscriptionId: string; status: string },
): Promise<void> {
  await db
    .update(workspaces)
    .set({ stripeSubscriptionId: values.subscriptionId, subscriptionStatus: values.status })
    .where(eq(workspaces.id, workspaceId));
}

export async function setConnectedAccount(
  db: DbExecutor,
  userId: number,
  accountId: string,
  status: string,
): Promise<void> {
  await db
    .update(users)
    .set({ stripeAccountId: accountId, stripeAccountStatus: status })
    .where(eq(users.id, userId));
}

/**
 * Forgets the user's Stripe Connect account (the hand-over of a proven address: sales of the
 * account's payment codes must not keep going to a payout account its registrant connected).
 * True when one was connected. The new holder connects their own.
 */
export async function disconnectConnectedAccount(db: DbExecutor, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ stripeAccountId: null, stripeAccountStatus: null })
    .where(and(eq(users.id, userId), sql`${users.stripeAccountId} is not null`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Updates the status of whichever live user holds this connected account. */
export async function setAccountStatus(
  db: DbExecutor,
  accountId: string,
  status: string,
): Promise<number> {
  const rows = await db
    .update(users)
    .set({ stripeAccountStatus: status })
    .where(and(eq(users.stripeAccountId, accountId), live))
    .returning({ id: users.id });
  return rows.length;
}

/**
 * An active product by the id in its /payment?id= address: the random public id, or, for
 * products made before public ids existed, the sequential row id their printed codes carry.
 */
export async function findProductByAddressId(
  db: DbExecutor,
  clientId: number,
  addressId: string,
): Promise<PaymentProductRow | null> {
  const byLegacyId = /^\d{1,9}$/.test(addressId)
    ? and(eq(paymentProducts.id, Number(addressId)), eq(paymentProducts.legacyIdLookup, true))
    : undefined;
  const [row] = await db
    .select()
    .from(paymentProducts)
    .where(
      and(
        byLegacyId ?? eq(paymentProducts.publicId, addressId),
        eq(paymentProducts.clientId, clientId),
        eq(paymentProducts.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findProductById(
  db: DbExecutor,
  id: number,
): Promise<PaymentProductRow | null> {
  const [row] = await db.select().from(paymentProducts).where(eq(paymentProducts.id, id)).limit(1);
  return row ?? null;
}

/** Records an intent once (a retried checkout gets the same intent back from Stripe). */
export async function insertPayment(
  db: DbExecutor,
  values: typeof payments.$inferInsert,
): Promise<void> {
  await db.insert(payments).values(values).onConflictDoNothing();
}

export async function findPaymentByIntent(
  db: DbExecutor,
  intentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.stripePaymentIntentId, intentId))
    .limit(1);
  return row ?? null;
}

/** Mirrors the provider's status; a succeeded payment never moves back. */
export async function updatePaymentStatus(
  db: DbExecutor,
  intentId: string,
  values: { status: string; customerEmail: string | null },
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: values.status,
      customerEmail: sql`coalesce(${values.customerEmail}, ${payments.customerEmail})`,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.stripePaymentIntentId, intentId), ne(payments.status, 'succeeded')));
}

/** Claims the receipt mail for a succeeded payment: true exactly once per payment. */
export async function claimReceipt(db: DbExecutor, intentId: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ receiptSentAt: new Date() })
    .where(
      and(
        eq(payments.stripePaymentIntentId, intentId),
        eq(payments.status, 'succeeded'),
        isNull(payments.receiptSentAt),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

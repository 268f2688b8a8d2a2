import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { newsletterSubscriptions, userMailPreferences, users } from '../../db/schema/index.js';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export async function findSubscription(
  db: DbExecutor,
  clientId: number,
  address: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.clientId, clientId),
        eq(newsletterSubscriptions.email, address),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts a pending subscription; false when the address already has a row. */
export async function insertPending(
  db: DbExecutor,
  values: { clientId: number; address: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({
      clientId: values.clientId,
      email: values.address,
      status: 'pending',
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** A pending (or unsubscribed) row waits for a new confirmation link. */
export async function renewPending(
  db: DbExecutor,
  id: number,
  values: { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({
      status: 'pending',
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
    })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Confirms the pending subscription holding this token, while it is valid; its address or null. */
export async function confirmByToken(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'confirmed',
      confirmedAt: now,
      subscribedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribedAt: null,
      isDeleted: false,
      deletedAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        eq(newsletterSubscriptions.status, 'pending'),
        sql`${newsletterSubscriptions.confirmExpiresAt} > ${now}`,
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}

/** Sets the address's newsletter state directly (an unsubscribe link, or a verified owner). */
export async function setSubscribed(
  db: DbExecutor,
  clientId: number,
  address: string,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  const state = subscribed
    ? {
        status: 'confirmed' as const,
        confirmedAt: now,
        unsubscribedAt: null,
        isDeleted: false,
        deletedAt: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      }
    : {
        status: 'unsubscribed' as const,
        unsubscribedAt: now,
        isDeleted: true,
        deletedAt: now,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      };
  if (!subscribed) {
    await db
      .update(newsletterSubscriptions)
      .set(state)
      .where(
        and(
          eq(newsletterSubscriptions.clientId, clientId),
          eq(newsletterSubscriptions.email, address),
        ),
      );
    return;
  }
  await db
    .insert(newsletterSubscriptions)
    .values({ clientId, email: address, subscribedAt: now, ...state })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.clientId, newsletterSubscriptions.email],
      set: state,
    });
}

/** The live account with this address in the client (username is the address). */
export async function findLiveUserByAddress(db: DbExecutor, clientId: number, address: string) {
  const [row] = await db
    .select({
      id: users.id,
      clientId: users.clientId,
      username: users.username,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(
      and(eq(users.clientId, clientId), eq(users.username, address), eq(users.isDeleted, false)),
    );
  return row ?? null;
}

export type PreferenceRow = typeof userMailPreferences.$inferSelect;

export async function findPreferences(
  db: DbExecutor,
  userId: number,
): Promise<PreferenceRow | null> {
  const [row] = await db
    .select()
    .from(userMailPreferences)
    .where(eq(userMailPreferences.userId, userId));
  return row ?? null;
}

export async function upsertPreferences(
  db: DbExecutor,
  userId: number,
  clientId: number,
  values: Partial<
    Pick<PreferenceRow, 'scanSummary' | 'pauseReminders' | 'announcements' | 'brokenLinkAlerts'>
  >,
  now: Date,
): Promise<void> {
  await db
    .insert(userMailPreferences)
    .values({ userId, clientId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: userMailPreferences.userId,
      set: { ...values, updatedAt: now },
    });
}

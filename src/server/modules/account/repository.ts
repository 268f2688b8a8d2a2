import type { Locale } from '../../../contracts/i18n/locales.js';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  accountLinks,
  dynamicQrCodes,
  paymentProducts,
  qrCodes,
  sessions,
  uploads,
  users,
} from '../../db/schema/index.js';
import { personalWorkspaceOf, workspaceLiveCodes } from '../../db/owner-scope.js';
import { userRowColumns } from '../auth/index.js';

export type SessionRow = typeof sessions.$inferSelect;

/** Sets the names of a live account; the updated row, or null when it is gone. */
export async function setNames(
  db: DbExecutor,
  userId: number,
  firstName: string | null,
  lastName: string | null,
) {
  const [row] = await db
    .update(users)
    .set({ firstName, lastName })
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .returning(userRowColumns);
  return row ?? null;
}

/** Sets the live account's language; the updated row, or null. */
export async function setLocale(db: DbExecutor, userId: number, locale: Locale) {
  const [row] = await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .returning(userRowColumns);
  return row ?? null;
}

/**
 * Makes `address` the live account's address (username and e-mail), proven by the link it
 * followed. The updated row, or null. Throws on the unique index when a live account has it.
 */
export async function setAddress(db: DbExecutor, userId: number, address: string) {
  const [row] = await db
    .update(users)
    .set({ username: address, email: address, emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .returning(userRowColumns);
  return row ?? null;
}

/** The user's unexpired sessions, most recently used first. */
export async function liveSessions(db: DbExecutor, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session, only if it belongs to the user. True when one ended. */
export async function deleteOwnSession(
  db: DbExecutor,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Marks a live account deleted, ends every session and voids its outstanding mailed links, in
 * one transaction. False when the account was not live.
 */
export async function markDeleted(db: DbExecutor, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ isDeleted: true, deletedAt: now })
      .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
      .returning({ id: users.id });
    if (rows.length === 0) return false;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(and(eq(accountLinks.userId, userId), isNull(accountLinks.usedAt)));
    return true;
  });
}

/** Everything the export holds besides the scan events and the files' bytes. */
export async function ownedRecords(db: DbExecutor, userId: number) {
  const personal = personalWorkspaceOf(userId);
  const [saved, dynamic, products, files] = await Promise.all([
    db.select().from(qrCodes).where(workspaceLiveCodes(qrCodes, personal)).orderBy(asc(qrCodes.id)),
    db
      .select()
      .from(dynamicQrCodes)
      .where(workspaceLiveCodes(dynamicQrCodes, personal))
      .orderBy(asc(dynamicQrCodes.id)),
    db
      .select()
      .from(paymentProducts)
      .where(eq(paymentProducts.userId, userId))
      .orderBy(asc(paymentProducts.id)),
    db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt)),
  ]);
  return { saved, dynamic, products, files };
}

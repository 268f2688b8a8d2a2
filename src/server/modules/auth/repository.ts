import { and, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountLinks,
  sessions,
  users,
  type AccountLinkPurpose,
  type UserRole,
} from '../../db/schema/index.js';
import { onlyRow } from '../../db/raw-rows.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const live = eq(users.isDeleted, false);

export async function findUserByUsername(
  db: Database,
  clientId: number,
  username: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.username, username), live))
    .limit(1);
  return row ?? null;
}

export async function findUserByGoogleId(
  db: Database,
  clientId: number,
  googleId: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.googleId, googleId), live))
    .limit(1);
  return row ?? null;
}

/** The live account of a normalised address (the username is the address). */
export async function findUserByEmail(
  db: Database,
  clientId: number,
  email: string,
): Promise<UserRow | null> {
  return findUserByUsername(db, clientId, email);
}

/** True when an account of this address was deleted after `since` (it can still be restored). */
export async function hasRestorableAccount(
  db: Database,
  clientId: number,
  address: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        eq(users.username, address),
        eq(users.isDeleted, true),
        gt(users.deletedAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The live account by id. */
export async function findLiveUser(db: Database, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), live))
    .limit(1);
  return row ?? null;
}

/** Inserts a user; null when the address (or Google id) is already taken in that client. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setUserRole(db: Database, userId: number, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Links a Google id to an account whose address is already verified. */
export async function linkGoogleAccount(
  db: Database,
  userId: number,
  googleId: string,
): Promise<UserRow> {
  return onlyRow(
    await db.update(users).set({ googleId }).where(eq(users.id, userId)).returning(),
    'linkGoogleAccount',
  );
}

/**
 * Marks the address proven, if the live account still has it (a changed address makes the
 * link worthless). The updated row, or null.
 */
export async function markEmailVerified(
  db: Database,
  userId: number,
  address: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.username, address), live))
    .returning();
  return row ?? null;
}

/**
 * The person who proved the address takes the account: it is marked proven and its password is
 * replaced by `passwordHash` (the prover's; null for a Google sign-in, which also links
 * `googleId`). Only while the live account still has `address` and it is not yet proven. The
 * updated row, or null.
 */
export async function proveAndTakeOver(
  db: Database,
  userId: number,
  address: string,
  credentials: { passwordHash: string } | { passwordHash: null; googleId: string },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true, ...credentials })
    .where(
      and(eq(users.id, userId), eq(users.username, address), eq(users.emailVerified, false), live),
    )
    .returning();
  return row ?? null;
}

/**
 * "This was not me": marks the live, unproven account of `address` deleted as of `deletedAt`
 * (callers pass the end of the restore window, so it cannot be restored and the purge takes it
 * at its next run). True when it was deleted.
 */
export async function deleteUnprovenAccount(
  db: Database,
  userId: number,
  address: string,
  deletedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isDeleted: true, deletedAt })
    .where(
      and(eq(users.id, userId), eq(users.username, address), eq(users.emailVerified, false), live),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The unused, unexpired link of one of `purposes` with this token hash, without using it (a page
 * shows what the link is for before anything happens). Null when there is none.
 */
export async function findUsableLink(
  db: Database,
  tokenHash: string,
  purposes: readonly AccountLinkPurpose[],
  now: Date,
): Promise<ConsumedLink | null> {
  const [row] = await db
    .select({
      clientId: accountLinks.clientId,
      userId: accountLinks.userId,
      purpose: accountLinks.purpose,
      address: accountLinks.address,
    })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.tokenHash, tokenHash),
        inArray(accountLinks.purpose, [...purposes]),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Sets the password of a live account (a change by its signed-in owner). */
export async function setPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false })
    .where(and(eq(users.id, userId), live))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Records whether the password just used to sign in must be changed; the row as it now is.
 * `passwordHash` must be the hash that was checked, so a password changed meanwhile (another
 * tab) is not flagged for the old one.
 */
export async function setPasswordChangeRequired(
  db: Database,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  required: boolean,
): Promise<UserRow | null> {
  if (user.passwordHash === null) return null;
  const [row] = await db
    .update(users)
    .set({ passwordChangeRequired: required })
    .where(and(eq(users.id, user.id), live, eq(users.passwordHash, user.passwordHash)))
    .returning();
  return row ?? null;
}

/** Sets the first password of a live account that has none; the row, or null. */
export async function setFirstPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false })
    .where(and(eq(users.id, userId), live, isNull(users.passwordHash)))
    .returning();
  return row ?? null;
}

/**
 * The most recently deleted (not purged) account of this address or Google id, deleted after
 * `since` (it can still be restored), or null.
 */
export async function findRestorable(
  db: Database,
  clientId: number,
  by: { address: string } | { googleId: string },
  since: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        'address' in by ? eq(users.username, by.address) : eq(users.googleId, by.googleId),
        eq(users.isDeleted, true),
        isNull(users.purgedAt),
        gt(users.deletedAt, since),
      ),
    )
    .orderBy(desc(users.deletedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Brings a deleted account back; null when it is not deleted. Throws on the partial unique
 * indexes when a live account now has its address or Google id.
 */
export async function restoreUser(db: Database, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ isDeleted: false, deletedAt: null })
    .where(and(eq(users.id, userId), eq(users.isDeleted, true), isNull(users.purgedAt)))
    .returning();
  return row ?? null;
}

/** Sets the password and marks the address proven (the link was mailed to it). */
export async function setPasswordVerified(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, emailVerified: true, passwordChangeRequired: false })
    .where(and(eq(users.id, userId), live))
    .returning();
  return row ?? null;
}

export async function insertAccountLink(
  db: Database,
  values: {
    clientId: number;
    userId: number | null;
    purpose: AccountLinkPurpose;
    address: string;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(accountLinks).values(values);
}

export interface ConsumedLink {
  clientId: number;
  userId: number | null;
  purpose: AccountLinkPurpose;
  address: string;
}

/**
 * Marks the link used if it is unused, unexpired and of one of `purposes` (one statement: a
 * link works once even under parallel requests). What the link was for, or null.
 */
export async function consumeAccountLink(
  db: Database,
  tokenHash: string,
  purposes: readonly AccountLinkPurpose[],
  now: Date,
): Promise<ConsumedLink | null> {
  const [row] = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.tokenHash, tokenHash),
        inArray(accountLinks.purpose, [...purposes]),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .returning({
      clientId: accountLinks.clientId,
      userId: accountLinks.userId,
      purpose: accountLinks.purpose,
      address: accountLinks.address,
    });
  return row ?? null;
}

/**
 * Ends every other outstanding password or trial link of the address (one was just used to
 * set a password).
 */
export async function retireAddressLinks(
  db: Database,
  clientId: number,
  address: string,
  keepHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.clientId, clientId),
        eq(accountLinks.address, address),
        inArray(accountLinks.purpose, ['set-password', 'trial']),
        isNull(accountLinks.usedAt),
        ne(accountLinks.tokenHash, keepHash),
      ),
    );
}

/** Marks the user's unused links of these purposes used (a newer one replaces them). */
export async function voidUserLinks(
  db: Database,
  userId: number,
  purposes: readonly AccountLinkPurpose[],
  now: Date,
): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.userId, userId),
        inArray(accountLinks.purpose, [...purposes]),
        isNull(accountLinks.usedAt),
      ),
    );
}

/** Ends every session of the user (credentials changed); returns how many ended. */
export async function deleteUserSessions(db: Database, userId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertSession(
  db: Database,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session and its user, if the session is unexpired and the user not deleted. */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<{ session: typeof sessions.$inferSelect; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        live,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(
  db: Database,
  sessionId: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(
  db: Database,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), lte(sessions.absoluteExpiresAt, now)),
      ),
    );
}

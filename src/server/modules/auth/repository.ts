import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  accountLinks,
  companySignIn,
  sessions,
  users,
  workspaceMembers,
  workspaces,
  type AccountLinkPurpose,
  type UserRole,
} from '../../db/schema/index.js';
import { createPersonalWorkspace } from '../workspaces/index.js';
import { onlyRow } from '../../db/raw-rows.js';

/**
 * An account as the app reads it: its columns, and the subscription status of its personal
 * workspace (Premium belongs to the workspace since migration 0040; the session's user answers
 * with the personal one's, spec 001 "User as read by the session"). Derived on every read, so
 * it has one home.
 */
export type UserRow = typeof users.$inferSelect & { subscriptionStatus: string };

export const userRowColumns = {
  ...getTableColumns(users),
  // Written out qualified: in INSERT/UPDATE ... RETURNING Drizzle names columns unqualified,
  // and a bare "id" inside the subquery would be the workspace's.
  subscriptionStatus: sql<string>`coalesce((select w.subscription_status from workspaces w
    where w.personal = true and w.created_by = "users"."id"), 'free')`,
};
export type NewUser = typeof users.$inferInsert;

const live = eq(users.isDeleted, false);

/**
 * The company sign-in (a `company_sign_in` row) the account (`users` in the outer query) must
 * use: a required one of its client for its address's domain (proven by DNS), of a live workspace it belongs
 * to. The domain is unique in a client, so at most one row matches.
 */
const mustUseCompanySignIn = sql`${companySignIn.clientId} = ${users.clientId}
  and ${companySignIn.required}
  and ${companySignIn.domainVerifiedAt} is not null
  and ${companySignIn.domain} = split_part(${users.username}, '@', 2)
  and exists (select 1 from ${workspaceMembers}
    join ${workspaces} on ${workspaces.id} = ${workspaceMembers.workspaceId}
    where ${workspaceMembers.workspaceId} = ${companySignIn.workspaceId}
      and ${workspaceMembers.userId} = ${users.id} and ${workspaces.deletedAt} is null)`;

/**
 * The workspace whose company sign-in this account must use (its owner required it for the
 * account's domain and the account is a member), or null: then any way in works.
 */
export async function requiredCompanySignIn(
  db: DbExecutor,
  userId: number,
): Promise<{ workspaceId: number } | null> {
  const [row] = await db
    .select({ workspaceId: companySignIn.workspaceId })
    .from(companySignIn)
    .innerJoin(users, eq(users.id, userId))
    .where(mustUseCompanySignIn)
    .limit(1);
  return row ?? null;
}

/** The live account matching `where`, or null. */
async function findLiveUserWhere(db: DbExecutor, where: SQL | undefined): Promise<UserRow | null> {
  const [row] = await db.select(userRowColumns).from(users).where(and(where, live)).limit(1);
  return row ?? null;
}

/** The client's live account of a normalised address (the username is the address). */
export function findUserByEmail(
  db: DbExecutor,
  clientId: number,
  email: string,
): Promise<UserRow | null> {
  return findLiveUserWhere(db, and(eq(users.clientId, clientId), eq(users.username, email)));
}

export function findUserByGoogleId(
  db: DbExecutor,
  clientId: number,
  googleId: string,
): Promise<UserRow | null> {
  return findLiveUserWhere(db, and(eq(users.clientId, clientId), eq(users.googleId, googleId)));
}

/** True when an account of this address was deleted after `since` (it can still be restored). */
export async function hasRestorableAccount(
  db: DbExecutor,
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
export function findLiveUser(db: DbExecutor, userId: number): Promise<UserRow | null> {
  return findLiveUserWhere(db, eq(users.id, userId));
}

/** Sets `values` on the user rows matching `where`; the (first) updated row, or null. */
async function updateUser(
  db: DbExecutor,
  values: Partial<NewUser>,
  where: SQL | undefined,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(where).returning(userRowColumns);
  return row ?? null;
}

/** The live account `userId` while it still has `address` (and, `unproven`, is not yet proven). */
function stillAt(userId: number, address: string, unproven = false) {
  return and(
    eq(users.id, userId),
    eq(users.username, address),
    unproven ? eq(users.emailVerified, false) : undefined,
    live,
  );
}

/**
 * Inserts a user with their personal workspace (in one transaction, or a savepoint of the
 * caller's); null when the address (or Google id) is already taken in that client.
 */
export async function insertUser(db: DbExecutor, values: NewUser): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoNothing()
      .returning(userRowColumns);
    if (row) await createPersonalWorkspace(tx, row);
    return row ?? null;
  });
}

export async function setUserRole(db: DbExecutor, userId: number, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Links a Google id to an account whose address is already verified. */
export async function linkGoogleAccount(
  db: DbExecutor,
  userId: number,
  googleId: string,
): Promise<UserRow> {
  return onlyRow(
    await db.update(users).set({ googleId }).where(eq(users.id, userId)).returning(userRowColumns),
    'linkGoogleAccount',
  );
}

/**
 * Marks the address proven, if the live account still has it (a changed address makes the
 * link worthless). The updated row, or null.
 */
export function markEmailVerified(
  db: DbExecutor,
  userId: number,
  address: string,
): Promise<UserRow | null> {
  return updateUser(db, { emailVerified: true }, stillAt(userId, address));
}

/**
 * The person who proved the address takes the account: it is marked proven and its password is
 * replaced by `passwordHash` (the prover's; null for a Google sign-in, which also links
 * `googleId`). Only while the live account still has `address` and it is not yet proven. The
 * updated row, or null.
 */
export function proveAndTakeOver(
  db: DbExecutor,
  userId: number,
  address: string,
  credentials: { passwordHash: string } | { passwordHash: null; googleId?: string },
): Promise<UserRow | null> {
  return updateUser(db, { emailVerified: true, ...credentials }, stillAt(userId, address, true));
}

/**
 * "This was not me": marks the live, unproven account of `address` deleted as of `deletedAt`
 * (callers pass the end of the restore window, so it cannot be restored and the purge takes it
 * at its next run). True when it was deleted.
 */
export async function deleteUnprovenAccount(
  db: DbExecutor,
  userId: number,
  address: string,
  deletedAt: Date,
): Promise<boolean> {
  const row = await updateUser(db, { isDeleted: true, deletedAt }, stillAt(userId, address, true));
  return row !== null;
}

/** What a link is for, as findUsableLink and consumeAccountLink answer it. */
const linkColumns = {
  clientId: accountLinks.clientId,
  userId: accountLinks.userId,
  purpose: accountLinks.purpose,
  address: accountLinks.address,
};

/** The unused link of one of `purposes` with this token hash, unexpired at `now`. */
function usableLink(tokenHash: string, purposes: readonly AccountLinkPurpose[], now: Date) {
  return and(
    eq(accountLinks.tokenHash, tokenHash),
    inArray(accountLinks.purpose, [...purposes]),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, now),
  );
}

/**
 * The unused, unexpired link of one of `purposes` with this token hash, without using it (a page
 * shows what the link is for before anything happens). Null when there is none.
 */
export async function findUsableLink(
  db: DbExecutor,
  tokenHash: string,
  purposes: readonly AccountLinkPurpose[],
  now: Date,
): Promise<ConsumedLink | null> {
  const [row] = await db
    .select(linkColumns)
    .from(accountLinks)
    .where(usableLink(tokenHash, purposes, now))
    .limit(1);
  return row ?? null;
}

/** Sets the password of a live account (a change by its signed-in owner). */
export async function setPasswordHash(
  db: DbExecutor,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  const row = await updateUser(
    db,
    { passwordHash, passwordChangeRequired: false },
    and(eq(users.id, userId), live),
  );
  return row !== null;
}

/**
 * Records whether the password just used to sign in must be changed; the row as it now is.
 * `passwordHash` must be the hash that was checked, so a password changed meanwhile (another
 * tab) is not flagged for the old one.
 */
export async function setPasswordChangeRequired(
  db: DbExecutor,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  required: boolean,
): Promise<UserRow | null> {
  if (user.passwordHash === null) return null;
  return updateUser(
    db,
    { passwordChangeRequired: required },
    and(eq(users.id, user.id), live, eq(users.passwordHash, user.passwordHash)),
  );
}

/** Sets the first password of a live account that has none; the row, or null. */
export function setFirstPasswordHash(
  db: DbExecutor,
  userId: number,
  passwordHash: string,
): Promise<UserRow | null> {
  return updateUser(
    db,
    { passwordHash, passwordChangeRequired: false },
    and(eq(users.id, userId), live, isNull(users.passwordHash)),
  );
}

/**
 * The most recently deleted (not purged) account of this address or Google id, deleted after
 * `since` (it can still be restored), or null.
 */
export async function findRestorable(
  db: DbExecutor,
  clientId: number,
  by: { address: string } | { googleId: string },
  since: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .select(userRowColumns)
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
export function restoreUser(db: DbExecutor, userId: number): Promise<UserRow | null> {
  return updateUser(
    db,
    { isDeleted: false, deletedAt: null },
    and(eq(users.id, userId), eq(users.isDeleted, true), isNull(users.purgedAt)),
  );
}

/** Sets the password and marks the address proven (the link was mailed to it). */
export function setPasswordVerified(
  db: DbExecutor,
  userId: number,
  passwordHash: string,
): Promise<UserRow | null> {
  return updateUser(
    db,
    { passwordHash, emailVerified: true, passwordChangeRequired: false },
    and(eq(users.id, userId), live),
  );
}

export async function insertAccountLink(
  db: DbExecutor,
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
  db: DbExecutor,
  tokenHash: string,
  purposes: readonly AccountLinkPurpose[],
  now: Date,
): Promise<ConsumedLink | null> {
  const [row] = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(usableLink(tokenHash, purposes, now))
    .returning(linkColumns);
  return row ?? null;
}

/**
 * Ends every other outstanding password or trial link of the address (one was just used to
 * set a password).
 */
export async function retireAddressLinks(
  db: DbExecutor,
  clientId: number,
  address: string,
  keepHash: string,
  now: Date,
): Promise<void> {
  await markLinksUsed(
    db,
    now,
    eq(accountLinks.clientId, clientId),
    eq(accountLinks.address, address),
    inArray(accountLinks.purpose, ['set-password', 'trial']),
    ne(accountLinks.tokenHash, keepHash),
  );
}

/** Marks the unused links matching every condition used at `now`. */
async function markLinksUsed(db: DbExecutor, now: Date, ...conditions: SQL[]): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(isNull(accountLinks.usedAt), ...conditions));
}

/** Marks the user's unused links of these purposes used (a newer one replaces them). */
export async function voidUserLinks(
  db: DbExecutor,
  userId: number,
  purposes: readonly AccountLinkPurpose[],
  now: Date,
): Promise<void> {
  await markLinksUsed(
    db,
    now,
    eq(accountLinks.userId, userId),
    inArray(accountLinks.purpose, [...purposes]),
  );
}

/** Ends every session of the user (credentials changed); returns how many ended. */
export async function deleteUserSessions(db: DbExecutor, userId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertSession(
  db: DbExecutor,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session and its user, if the session is unexpired and the user not deleted. */
export async function findLiveSession(
  db: DbExecutor,
  sessionId: string,
  now: Date,
): Promise<{ session: typeof sessions.$inferSelect; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: userRowColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        live,
        // A session not made by the company sign-in that the account must use is no session.
        not(
          sql`exists (select 1 from ${companySignIn} where ${mustUseCompanySignIn}
            and ${sessions.companyWorkspaceId} is distinct from ${companySignIn.workspaceId})`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(
  db: DbExecutor,
  sessionId: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: DbExecutor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(
  db: DbExecutor,
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

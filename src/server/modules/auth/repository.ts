import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, type UserRole } from '../../db/schema/index.js';

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

/** Live account whose username or e-mail is `email` (both stored lower-cased). */
export async function findUserByEmail(
  db: Database,
  clientId: number,
  email: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        or(eq(users.username, email), eq(users.email, email)),
        live,
      ),
    )
    .orderBy(users.id)
    .limit(1);
  return row ?? null;
}

/** Inserts a user; null when the username (or Google id) is already taken in that client. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setUserRole(db: Database, userId: number, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export async function linkGoogleAccount(
  db: Database,
  userId: number,
  googleId: string,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ googleId, emailVerified: true })
    .where(eq(users.id, userId))
    .returning();
  return row;
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

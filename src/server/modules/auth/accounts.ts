// Account and session building blocks other modules may use inside their own transactions
// (the trial form creates a password-less account and signs it in). AuthService's sign-in
// paths start sessions through the same function.
import type { Database } from '../../db/client.js';
import type { UserRole } from '../../db/schema/index.js';
import { findUserByEmail, insertSession, insertUser, type UserRow } from './repository.js';
import { newSessionToken, sessionIdFor } from './session-token.js';

/** Session lifetimes: idle expiry 7 days (sliding), absolute 30 days. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;

/** True when a live account of this tenant has this e-mail as username or e-mail. */
export async function accountExists(db: Database, clientId: number, email: string) {
  return (await findUserByEmail(db, clientId, email)) !== null;
}

/**
 * Inserts an account without a password (username = e-mail), with the trial fields given.
 * Null when the address is taken (a parallel request may win between check and insert).
 */
export async function insertPasswordlessAccount(
  db: Database,
  values: {
    clientId: number;
    email: string;
    role: UserRole;
    trialStartDate: Date;
    trialEndDate: Date;
  },
): Promise<UserRow | null> {
  return insertUser(db, {
    clientId: values.clientId,
    username: values.email,
    email: values.email,
    passwordHash: null,
    role: values.role,
    trialActivated: true,
    trialStartDate: values.trialStartDate,
    trialEndDate: values.trialEndDate,
  });
}

/** A new session for the user, as every sign-in makes one; returns the cookie token. */
export async function startSession(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    id: sessionIdFor(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

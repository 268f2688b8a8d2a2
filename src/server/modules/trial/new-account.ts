// Creating a password-less account and its session for the trial form. This reuses the auth
// module's building blocks (repository, token, cookie lifetime) rather than AuthService, which
// has no "account without password, signed in" entry point; moving this into AuthService later
// changes no behaviour.
import type { Database } from '../../db/client.js';
import type { UserRole } from '../../db/schema/index.js';
import { findUserByEmail, insertSession, insertUser } from '../auth/repository.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type ClientMeta } from '../auth/service.js';
import { newSessionToken, sessionIdFor } from '../auth/session-token.js';
import type { UserRow } from './repository.js';

export type { ClientMeta } from '../auth/service.js';

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

/** A new session for the user, as sign-in makes one; returns the cookie token. */
export async function startSession(
  db: Database,
  userId: number,
  meta: ClientMeta,
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
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

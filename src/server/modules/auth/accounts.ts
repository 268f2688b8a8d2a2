// Account, session and mailed-link building blocks other modules may use inside their own
// transactions (the trial module creates accounts from followed links and signs them in).
// AuthService's sign-in paths start sessions through the same functions.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { AccountLinkPurpose, UserRole } from '../../db/schema/index.js';
import {
  deleteSession,
  deleteUserSessions,
  findUserByEmail,
  insertAccountLink,
  insertSession,
  setUserRole,
  voidUserLinks,
  type UserRow,
} from './repository.js';
import { newSessionToken, sessionIdFor } from './session-token.js';

/** Session lifetimes: idle expiry 7 days (sliding), absolute 30 days. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;

const HOUR_MS = 60 * 60_000;

/**
 * How long a mailed link works, by what it does: a password link (reset, or "set a new one" in
 * a trial mail) 1 hour (ASVS 6.4.1: short-lived recovery); verifying an address, changing it and
 * a new visitor's trial 24 hours.
 */
export const ACCOUNT_LINK_TTL_MS: Readonly<Record<AccountLinkPurpose, number>> = {
  'set-password': HOUR_MS,
  'verify-email': 24 * HOUR_MS,
  'change-email': 24 * HOUR_MS,
  trial: 24 * HOUR_MS,
};

/** Purposes where a new link voids the account's older unused ones of the same purpose. */
const ONE_LIVE_LINK: readonly AccountLinkPurpose[] = ['set-password', 'change-email'];

/** Whole hours a link of this purpose works, for the mails' wording. */
export function linkHours(purpose: AccountLinkPurpose): number {
  return ACCOUNT_LINK_TTL_MS[purpose] / HOUR_MS;
}

/** An address as accounts are keyed by it: trimmed and lower-cased. */
export function normaliseAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** The live account of this tenant with this address, or null. */
export function findAccount(db: Database, clientId: number, address: string) {
  return findUserByEmail(db, clientId, normaliseAddress(address));
}

/** sha256 hex of a link token: what account_links stores. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stores a new single-use link (its hash only) for `address` and returns the token for the
 * mail. `userId` is null for a trial asked for by an address without an account. A new
 * password or address-change link voids the account's older unused links of that purpose.
 */
export async function issueAccountLink(
  db: Database,
  values: {
    clientId: number;
    userId: number | null;
    purpose: AccountLinkPurpose;
    address: string;
    now: Date;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (values.userId !== null && ONE_LIVE_LINK.includes(values.purpose)) {
    await voidUserLinks(db, values.userId, [values.purpose], values.now);
  }
  await insertAccountLink(db, {
    clientId: values.clientId,
    userId: values.userId,
    purpose: values.purpose,
    address: values.address,
    tokenHash: linkTokenHash(token),
    expiresAt: new Date(values.now.getTime() + ACCOUNT_LINK_TTL_MS[values.purpose]),
  });
  return token;
}

/**
 * The role ADMIN_EMAILS gives: admin only for an address proven by a followed link (or by
 * Google); everyone else is a user.
 */
export function roleFor(
  adminEmails: readonly string[],
  address: string,
  verified: boolean,
): UserRole {
  return verified && adminEmails.includes(normaliseAddress(address)) ? 'admin' : 'user';
}

/** ADMIN_EMAILS promote a verified account (never demote: the list grants, it does not revoke). */
export async function syncAdminRole(
  db: Database,
  adminEmails: readonly string[],
  user: UserRow,
): Promise<UserRow> {
  if (
    user.role !== 'admin' &&
    roleFor(adminEmails, user.username, user.emailVerified) === 'admin'
  ) {
    await setUserRole(db, user.id, 'admin');
    return { ...user, role: 'admin' };
  }
  return user;
}

/**
 * A new session for the user, as every sign-in makes one; returns the cookie token.
 * `companyWorkspaceId`: the workspace whose company sign-in made it (else null).
 */
export async function startSession(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  now: Date,
  companyWorkspaceId: number | null = null,
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
    companyWorkspaceId,
  });
  return token;
}

/**
 * Credentials changed (a password set or reset, later an address change): every session of the
 * account ends, including the caller's, and the caller gets a fresh one. Returns its token.
 */
export async function rotateSessions(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  await deleteUserSessions(db, userId);
  return startSession(db, userId, userAgent, now);
}

/** Ends the session behind a cookie token (the browser is about to hold another one). */
export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSession(db, sessionIdFor(token));
}

import type { LoginRequest, PublicUser } from '../../../contracts/auth.js';
import { AUTH_MESSAGES, registerRequestSchema } from '../../../contracts/auth.js';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { UserRole } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './password.js';
import { toPublicUser } from './public-user.js';
import * as repo from './repository.js';
import type { UserRow } from './repository.js';
import { SESSION_IDLE_MS, startSession } from './accounts.js';
import { sessionIdFor } from './session-token.js';

export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './accounts.js';
/** last_seen_at is written at most this often per session. */
export const SESSION_TOUCH_MS = 60_000;

export type RegisterInput = z.output<typeof registerRequestSchema>;

/** What the HTTP layer knows about the caller. */
export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
  /** Tenant the request is for. */
  clientId: number;
}

/** The signed-in user as later modules see it. */
export interface SessionUser extends PublicUser {
  sessionId: string;
}

export interface SignedIn {
  user: PublicUser;
  /** Goes into the session cookie; only its sha256 is stored. */
  token: string;
}

/** Claims from a validated Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface AuthServiceDeps {
  db: Database;
  config: Pick<Config, 'adminEmails'>;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  now?: () => Date;
}

/** Accounts and sessions: registration, sign-in (password or Google), sign-out, lookup. */
export class AuthService {
  private readonly now: () => Date;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async register(input: RegisterInput, meta: ClientMeta): Promise<SignedIn> {
    const { db, hasher } = this.deps;
    const username = input.username.toLowerCase();
    const taken = () =>
      new AppError(409, 'USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken, {
        username: AUTH_MESSAGES.usernameTaken,
      });
    if (await repo.findUserByUsername(db, meta.clientId, username)) throw taken();
    const row = await repo.insertUser(db, {
      clientId: meta.clientId,
      username,
      email: input.email.toLowerCase(),
      passwordHash: await hasher.hash(input.password),
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      role: this.roleFor(input.email),
    });
    // A concurrent registration may win between the check and the insert.
    if (!row) throw taken();
    return this.startSession(row, meta);
  }

  async login(input: LoginRequest, meta: ClientMeta): Promise<SignedIn> {
    const { db, hasher, throttle } = this.deps;
    const username = input.username.trim().toLowerCase();
    const accountKey = `account:${meta.clientId}:${username}`;
    const keys = [accountKey, `ip:${meta.ip}`];
    const wait = throttle.retryAfterSeconds(keys);
    if (wait > 0) {
      throw new AppError(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts, undefined, {
        'retry-after': String(wait),
      });
    }
    const user = await repo.findUserByUsername(db, meta.clientId, username);
    // Unknown users are verified against a dummy hash: same answer, similar time.
    const ok = await hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !ok) {
      throttle.recordFailure(keys);
      throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    }
    throttle.reset(accountKey);
    return this.startSession(await this.syncRole(user), meta);
  }

  /**
   * Google sign-in: the account with this Google id; else the account with this e-mail, linked
   * only if Google says the e-mail is verified; else a new account without a password.
   */
  async signInWithGoogle(identity: GoogleIdentity, meta: ClientMeta): Promise<SignedIn> {
    const { db } = this.deps;
    const byGoogle = await repo.findUserByGoogleId(db, meta.clientId, identity.sub);
    if (byGoogle) return this.startSession(await this.syncRole(byGoogle), meta);

    const email = identity.email?.trim().toLowerCase();
    if (!email) {
      throw new AppError(
        400,
        'GOOGLE_EMAIL_MISSING',
        'Google did not share an e-mail address for this account, so we cannot sign you in.',
      );
    }
    const byEmail = await repo.findUserByEmail(db, meta.clientId, email);
    if (byEmail) {
      if (!identity.emailVerified) {
        throw new AppError(
          409,
          'GOOGLE_EMAIL_UNVERIFIED',
          'An account with this email already exists. Google has not verified this address, ' +
            'so the accounts were not linked: sign in with your password instead.',
        );
      }
      if (byEmail.googleId && byEmail.googleId !== identity.sub) {
        throw new AppError(
          409,
          'GOOGLE_ACCOUNT_MISMATCH',
          'This account is already linked to a different Google account.',
        );
      }
      const linked = await repo.linkGoogleAccount(db, byEmail.id, identity.sub);
      return this.startSession(await this.syncRole(linked), meta);
    }
    const row = await repo.insertUser(db, {
      clientId: meta.clientId,
      username: email,
      email,
      emailVerified: identity.emailVerified,
      googleId: identity.sub,
      passwordHash: null,
      firstName: identity.givenName?.slice(0, 100) || null,
      lastName: identity.familyName?.slice(0, 100) || null,
      role: this.roleFor(email),
    });
    if (!row) {
      throw new AppError(409, 'USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
    }
    return this.startSession(row, meta);
  }

  async logout(token: string): Promise<void> {
    await repo.deleteSession(this.deps.db, sessionIdFor(token));
  }

  /**
   * The user behind a session token, or null (unknown, expired, or the user is deleted).
   * Slides the idle expiry, writing at most once per SESSION_TOUCH_MS.
   */
  async userForToken(token: string): Promise<SessionUser | null> {
    const { db } = this.deps;
    const now = this.now();
    const sessionId = sessionIdFor(token);
    const found = await repo.findLiveSession(db, sessionId, now);
    if (!found) return null;
    const { session, user } = found;
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      const idle = new Date(now.getTime() + SESSION_IDLE_MS);
      const expiresAt = idle < session.absoluteExpiresAt ? idle : session.absoluteExpiresAt;
      await repo.touchSession(db, sessionId, now, expiresAt);
    }
    return { ...toPublicUser(user), sessionId };
  }

  private async startSession(user: UserRow, meta: ClientMeta): Promise<SignedIn> {
    const { db } = this.deps;
    const now = this.now();
    await repo.deleteExpiredSessions(db, user.id, now);
    const token = await startSession(db, user.id, meta.userAgent, now);
    return { user: toPublicUser(user), token };
  }

  /** ADMIN_EMAILS promote (never demote: the list grants, it does not revoke other grants). */
  private async syncRole(user: UserRow): Promise<UserRow> {
    if (user.role !== 'admin' && this.roleFor(user.email ?? user.username) === 'admin') {
      await repo.setUserRole(this.deps.db, user.id, 'admin');
      return { ...user, role: 'admin' };
    }
    return user;
  }

  private roleFor(email: string): UserRole {
    return this.deps.config.adminEmails.includes(email.toLowerCase()) ? 'admin' : 'user';
  }
}

import { DEFAULT_LOCALE, localeOfTag, type Locale } from '../../../contracts/i18n/locales.js';
import type {
  AddPasswordValues,
  ChangePasswordValues,
  HandOver,
  LoginRequest,
  PublicUser,
  VerificationLinkInfo,
  verifyEmailRequestSchema,
} from '../../../contracts/auth.js';
import {
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  RECENT_SIGN_IN_MS,
  registerRequestSchema,
} from '../../../contracts/auth.js';
import type { z } from 'zod';
import { COMPANY_SIGN_IN_MESSAGES } from '../../../contracts/company-sign-in.js';
import { ACCOUNT_MESSAGES, ACCOUNT_RESTORE_DAYS } from '../../../contracts/account.js';
import type { Config } from '../../config.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { tooManyRequests, waitText, type SharedLimits } from '../../lib/shared-limits.js';
import type { AccountMail } from './account-mail.js';
import type { PasswordHasher } from './password.js';
import { handOverAccount } from './address-proof.js';
import { toPublicUser } from './public-user.js';
import * as repo from './repository.js';
import type { UserRow } from './repository.js';
import {
  endSession,
  issueAccountLink,
  linkTokenHash,
  normaliseAddress,
  roleFor,
  rotateSessions,
  SESSION_IDLE_MS,
  startSession,
  syncAdminRole,
} from './accounts.js';
import { limitKey, type AccountLimitRules } from './limits.js';
import { assertNewPassword, newPasswordProblem } from './password-policy.js';
import { sessionIdFor } from './session-token.js';

export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './accounts.js';
/** last_seen_at is written at most this often per session. */
export const SESSION_TOUCH_MS = 60_000;
/** A new verification link at most once a minute per account. */
const VERIFICATION_RESEND = { max: 1, windowMs: 60_000 };
/**
 * "Someone tried to register your address" at most once an hour per address, counted apart from
 * the address's link mails, so attempts cannot spend the budget its owner's reset mail needs.
 */
const REGISTRATION_ATTEMPT_MAIL = { max: 1, windowMs: 60 * 60_000 };

export type RegisterInput = z.output<typeof registerRequestSchema>;
export type VerifyEmailInput = z.output<typeof verifyEmailRequestSchema>;

/**
 * A proof of the address that may have handed the account over: `token` is the prover's new
 * session (null when the account's own session confirmed, which keeps it), `handOver` what was
 * ended (null when nothing was).
 */
export interface Proven {
  user: PublicUser;
  token: string | null;
  handOver: HandOver | null;
}

/** What the HTTP layer knows about the caller. */
export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
  /** Tenant the request is for. */
  clientId: number;
  /**
   * The browser's language among the five (its Accept-Language): an account made without a
   * form (Google, company sign-in) starts in it. Absent: English.
   */
  locale?: Locale;
}

/** The signed-in user as later modules see it. */
export interface SessionUser extends PublicUser {
  sessionId: string;
  /**
   * When this session began: a sign-in, or a step that proved the credentials again (a
   * password change or a mailed link). Steps that need a recent sign-in compare it.
   */
  signedInAt: Date;
  /** The workspace whose company sign-in made this session; null for any other way in. */
  companyWorkspaceId: number | null;
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
  limits: SharedLimits;
  rules: AccountLimitRules;
  mail: AccountMail;
  now?: () => Date;
  /** Told when a mail was skipped because the address's hourly budget is spent. */
  onMailSkipped?: (reason: string) => void;
  /** Told when work finished after the answer (the reset mail) failed. */
  onBackgroundError?: (err: unknown) => void;
  /**
   * Purges deleted accounts now (account/purge.ts), so a declined account's data and codes go
   * at once rather than at the purge's next hourly run. Run after the answer.
   */
  purgeNow?: () => Promise<void>;
}

/** Google refusals: each says why and how to link. */
export const GOOGLE_MESSAGES = {
  emailMissing:
    'Google did not share an e-mail address for this account, so we cannot sign you in.',
  googleUnverified:
    'Google has not verified this e-mail address, so we cannot use it to sign you in. ' +
    'Verify the address with Google, or register with your e-mail and a password instead.',
  otherGoogleAccount: 'This account is already linked to a different Google account.',
  accountChanged: 'This account changed while you were logging in. Please try again.',
} as const;

/**
 * Accounts and sessions: registration, e-mail verification, sign-in (password or Google),
 * password reset requests, sign-out, lookup. Roles come only from verified facts: ADMIN_EMAILS
 * applies to an address once a mailed link was followed or Google vouched for it. Proving an
 * address from outside the account hands it to the prover (address-proof.ts), so whatever
 * credentials ADMIN_EMAILS then honour were set by the person who proved the address.
 */
export class AuthService {
  private readonly now: () => Date;
  /** Work that runs after the answer was sent (see requestPasswordReset). */
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Creates an account (a normal user until its address is verified), mails the verification
   * link and signs in. 400 for a password the rules refuse (password-policy.ts); 429 after
   * `rules.register` registrations from one IP; 409 when the address has an account.
   */
  async register(input: RegisterInput, meta: ClientMeta): Promise<SignedIn> {
    const { db, hasher, limits, rules } = this.deps;
    // Before the limit: a refused password is not a registration.
    await assertNewPassword(input.password, 'password');
    const verdict = await limits.hit(limitKey.register(meta.ip), rules.register);
    if (!verdict.allowed) {
      throw tooManyRequests(
        'TOO_MANY_REGISTRATIONS',
        AUTH_MESSAGES.tooManyRegistrations(waitText(verdict.retryAfterSeconds)),
        verdict.retryAfterSeconds,
      );
    }
    const address = normaliseAddress(input.username);
    const taken = () =>
      new AppError(409, 'USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken, {
        username: AUTH_MESSAGES.usernameTaken,
      });
    const existing = await repo.findUserByEmail(db, meta.clientId, address);
    if (existing) {
      await this.mailRegistrationAttempt(existing);
      throw taken();
    }
    await this.refuseWhileRestorable(meta.clientId, address);
    const passwordHash = await hasher.hash(input.password);
    // Counted before the transaction: the limits' table is not written inside it.
    const mailBudget = await this.deps.mail.reserve(meta.clientId, address);
    // The account, its verification link and the mail commit together (or not at all).
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertUser(tx, {
        clientId: meta.clientId,
        username: address,
        email: address,
        emailVerified: false,
        passwordHash,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        role: 'user',
        locale: (input.locale && localeOfTag(input.locale)) || DEFAULT_LOCALE,
      });
      if (inserted) await this.mailVerification(inserted, mailBudget.allowed, tx);
      return inserted;
    });
    // A concurrent registration may win between the check and the insert.
    if (!row) throw taken();
    this.deps.mail.wake();
    return this.startSession(row, meta);
  }

  /**
   * POST /api/verify-email/check: the account a verification link confirms, without using the
   * link. `callerId`: the account the request's session belongs to, if any. 400
   * INVALID_VERIFICATION_LINK for an unknown, used or expired link, or an account that no longer
   * has the address or already proved it.
   */
  async verificationLink(token: string, callerId: number | null): Promise<VerificationLinkInfo> {
    const { db } = this.deps;
    const account = await this.unprovenAccountOf(db, token, 'find');
    if (!account) throw this.invalidVerificationLink();
    return {
      address: account.username,
      createdAt: account.createdAt.toISOString(),
      signedInAsAccount: callerId === account.id,
    };
  }

  /**
   * POST /api/verify-email: the link proves the address (once, within 24 h, only while the
   * account still has that address and has not proved it yet); ADMIN_EMAILS then apply.
   *
   * - From a session of the account itself (`caller`), the person who set its credentials also
   *   holds the mailbox: the address is marked proven and nothing else changes.
   * - From anywhere else, the prover need not be whoever registered: `newPassword` is required
   *   (400 VALIDATION_FAILED before the link is used) and the account is handed over in one
   *   transaction: its password becomes the prover's, every session ends, API keys are revoked,
   *   webhooks removed, outstanding links voided (address-proof.ts); the prover gets the only
   *   session and the session the browser held (`previousToken`) ends.
   *
   * 400 INVALID_VERIFICATION_LINK otherwise.
   */
  async verifyEmail(
    input: VerifyEmailInput,
    caller: Pick<SessionUser, 'id'> | null,
    meta: ClientMeta,
    previousToken?: string,
  ): Promise<Proven> {
    const { db, config, hasher } = this.deps;
    const now = this.now();
    const found = await this.unprovenAccountOf(db, input.token, 'find');
    if (!found) throw this.invalidVerificationLink();
    const own = caller?.id === found.id;
    if (!own && input.newPassword === undefined) {
      throw new AppError(400, 'VALIDATION_FAILED', AUTH_MESSAGES.verificationPasswordRequired, {
        newPassword: AUTH_MESSAGES.verificationPasswordRequired,
      });
    }
    if (!own) await assertNewPassword(input.newPassword!, 'newPassword');
    const passwordHash = own ? null : await hasher.hash(input.newPassword!);
    const proven = await db.transaction(async (tx): Promise<Proven | null> => {
      const account = await this.unprovenAccountOf(tx, input.token, 'use');
      // The link was used meanwhile, or now belongs to another account than the one checked.
      if (!account || account.id !== found.id) return null;
      await repo.voidUserLinks(tx, account.id, ['verify-email'], now);
      if (passwordHash === null) {
        const row = await repo.markEmailVerified(tx, account.id, account.username);
        if (!row) return null;
        const user = await syncAdminRole(tx, config.adminEmails, row);
        return { user: toPublicUser(user), token: null, handOver: null };
      }
      const row = await repo.proveAndTakeOver(tx, account.id, account.username, { passwordHash });
      if (!row) return null;
      const handOver = await handOverAccount(tx, row.id, now);
      const user = await syncAdminRole(tx, config.adminEmails, row);
      if (previousToken) await endSession(tx, previousToken);
      const token = await startSession(tx, user.id, meta.userAgent, now);
      return { user: toPublicUser(user), token, handOver };
    });
    if (!proven) throw this.invalidVerificationLink();
    return proven;
  }

  /**
   * POST /api/verify-email/decline ("this was not me"): uses the link and deletes the unproven
   * account it was mailed for: its sessions end, its links, API keys and webhooks stop working,
   * and it cannot be restored (its deletion is dated at the end of the restore window, so the
   * purge removes its data and retires its codes at once, see `purgeNow`). The address is free
   * for its owner to register. Answers the address. 400 INVALID_VERIFICATION_LINK otherwise.
   */
  async declineVerification(token: string): Promise<string> {
    const { db } = this.deps;
    const now = this.now();
    const declined = await db.transaction(async (tx) => {
      const account = await this.unprovenAccountOf(tx, token, 'use');
      if (!account) return null;
      const deletedAt = new Date(this.restoreSince().getTime() - 1_000);
      if (!(await repo.deleteUnprovenAccount(tx, account.id, account.username, deletedAt))) {
        return null;
      }
      await handOverAccount(tx, account.id, now);
      return account.username;
    });
    if (!declined) throw this.invalidVerificationLink();
    const { purgeNow } = this.deps;
    if (purgeNow) this.afterAnswer(purgeNow);
    return declined;
  }

  /**
   * Sign-in with the address and password. Attempts are limited per (account, IP) pair, per
   * account (a higher ceiling) and per IP, across processes; a successful attempt is not held
   * against the account or the IP, and clears its pair. A password that the rules would refuse
   * today still signs in, and the account is flagged `passwordChangeRequired`.
   */
  async login(input: LoginRequest, meta: ClientMeta): Promise<SignedIn> {
    const { db, hasher, limits, rules } = this.deps;
    const address = normaliseAddress(input.username);
    const pairKey = limitKey.loginPair(meta.clientId, address, meta.ip);
    const sharedKeys = [
      { key: limitKey.loginAccount(meta.clientId, address), rule: rules.loginAccount },
      { key: limitKey.loginIp(meta.ip), rule: rules.loginIp },
    ];
    const refuse = (seconds: number) =>
      tooManyRequests('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts, seconds);
    const pair = await limits.hit(pairKey, rules.loginPair);
    if (!pair.allowed) throw refuse(pair.retryAfterSeconds);
    const counted: string[] = [];
    for (const { key, rule } of sharedKeys) {
      const verdict = await limits.hit(key, rule);
      counted.push(key);
      if (!verdict.allowed) throw refuse(verdict.retryAfterSeconds);
    }
    const user = await repo.findUserByEmail(db, meta.clientId, address);
    // Unknown users are verified against a dummy hash: same answer, similar time.
    const ok = await hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !ok) {
      throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    }
    await limits.reset(pairKey);
    for (const key of counted) await limits.release(key);
    const flagged = await this.flagWeakPassword(user, input.password);
    return this.startSession(await syncAdminRole(db, this.deps.config.adminEmails, flagged), meta);
  }

  /**
   * POST /api/change-password for the signed-in owner: the current password must be right
   * (wrong ones count against the same (account, IP) sign-in limit, so a borrowed session cannot
   * guess it); then every session of the account ends and the caller gets a new one. 400 when
   * the rules refuse the new password (password-policy.ts); 409 for a
   * Google-only account (it has no password to change: it sets one, see addPassword).
   */
  async changePassword(
    userId: number,
    input: ChangePasswordValues,
    meta: ClientMeta,
  ): Promise<SignedIn> {
    const { db, hasher, limits, rules } = this.deps;
    const user = await repo.findLiveUser(db, userId);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
    if (user.passwordHash === null) {
      throw new AppError(409, 'NO_PASSWORD_YET', CHANGE_PASSWORD_MESSAGES.noPasswordYet);
    }
    // Before the current password is tried: a refused new one costs no attempt.
    await assertNewPassword(input.newPassword, 'newPassword');
    const pairKey = limitKey.loginPair(user.clientId, user.username, meta.ip);
    const verdict = await limits.hit(pairKey, rules.loginPair);
    if (!verdict.allowed) {
      throw tooManyRequests(
        'TOO_MANY_ATTEMPTS',
        AUTH_MESSAGES.tooManyAttempts,
        verdict.retryAfterSeconds,
      );
    }
    if (!(await hasher.verify(user.passwordHash, input.currentPassword))) {
      throw new AppError(400, 'VALIDATION_FAILED', CHANGE_PASSWORD_MESSAGES.currentWrong, {
        currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong,
      });
    }
    await limits.reset(pairKey);
    const passwordHash = await hasher.hash(input.newPassword);
    const token = await db.transaction(async (tx) => {
      if (!(await repo.setPasswordHash(tx, user.id, passwordHash))) return null;
      return rotateSessions(tx, user.id, meta.userAgent, this.now());
    });
    if (!token) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
    return { user: toPublicUser({ ...user, passwordHash, passwordChangeRequired: false }), token };
  }

  /**
   * POST /api/account/password: a Google-only account sets its first password. No current
   * password exists, so the session itself must be a recent sign-in (RECENT_SIGN_IN_MS: 403
   * RECENT_SIGN_IN_REQUIRED otherwise); 409 when the account already has a password. Then every
   * session ends and the caller gets a new one, as for any credential change.
   */
  async addPassword(
    caller: Pick<SessionUser, 'id' | 'signedInAt'>,
    input: AddPasswordValues,
    meta: ClientMeta,
  ): Promise<SignedIn> {
    const { db, hasher } = this.deps;
    const user = await repo.findLiveUser(db, caller.id);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
    if (user.passwordHash !== null) {
      throw new AppError(409, 'HAS_PASSWORD', CHANGE_PASSWORD_MESSAGES.alreadyHasPassword);
    }
    if (!isRecentSignIn(caller.signedInAt, this.now())) {
      throw new AppError(403, 'RECENT_SIGN_IN_REQUIRED', CHANGE_PASSWORD_MESSAGES.signInAgain);
    }
    await assertNewPassword(input.newPassword, 'newPassword');
    const passwordHash = await hasher.hash(input.newPassword);
    const done = await db.transaction(async (tx) => {
      // Only while it still has none: two tabs cannot both set a "first" password.
      const row = await repo.setFirstPasswordHash(tx, user.id, passwordHash);
      if (!row) return null;
      return { row, token: await rotateSessions(tx, user.id, meta.userAgent, this.now()) };
    });
    if (!done) {
      throw new AppError(409, 'HAS_PASSWORD', CHANGE_PASSWORD_MESSAGES.alreadyHasPassword);
    }
    return { user: toPublicUser(done.row), token: done.token };
  }

  /**
   * Google sign-in: the account with this Google id; else the account with this address, for an
   * address Google verified: linked when our account's address is verified too, or when the
   * browser is signed in to that account (`callerId`: its owner also holds the Google account);
   * an unproven account otherwise is handed over to the Google identity (its password removed,
   * see address-proof.ts; `handOver` says what ended); else a new account, only for an address
   * Google verified. Refusals say why.
   */
  async signInWithGoogle(
    identity: GoogleIdentity,
    meta: ClientMeta,
    callerId: number | null = null,
  ): Promise<SignedIn & { handOver?: HandOver }> {
    const { db, config } = this.deps;
    const byGoogle = await repo.findUserByGoogleId(db, meta.clientId, identity.sub);
    if (byGoogle)
      return this.startSession(await syncAdminRole(db, config.adminEmails, byGoogle), meta);
    const restorable = { googleId: identity.sub };
    if (await repo.findRestorable(db, meta.clientId, restorable, this.restoreSince())) {
      throw new AppError(409, 'ACCOUNT_RESTORABLE_GOOGLE', ACCOUNT_MESSAGES.googleAccountDeleted);
    }

    const email = identity.email ? normaliseAddress(identity.email) : '';
    if (!email) throw new AppError(400, 'GOOGLE_EMAIL_MISSING', GOOGLE_MESSAGES.emailMissing);
    if (!identity.emailVerified) {
      throw new AppError(409, 'GOOGLE_EMAIL_UNVERIFIED', GOOGLE_MESSAGES.googleUnverified);
    }
    const byEmail = await repo.findUserByEmail(db, meta.clientId, email);
    if (byEmail) {
      if (byEmail.googleId && byEmail.googleId !== identity.sub) {
        throw new AppError(409, 'GOOGLE_ACCOUNT_MISMATCH', GOOGLE_MESSAGES.otherGoogleAccount);
      }
      if (byEmail.emailVerified || byEmail.id === callerId) {
        const linked = await repo.linkGoogleAccount(db, byEmail.id, identity.sub);
        const proven = byEmail.emailVerified
          ? linked
          : ((await repo.markEmailVerified(db, linked.id, linked.username)) ?? linked);
        return this.startSession(await syncAdminRole(db, config.adminEmails, proven), meta);
      }
      return this.handOverToGoogle(byEmail, identity.sub, meta);
    }
    await this.refuseWhileRestorable(meta.clientId, email);
    const row = await repo.insertUser(db, {
      clientId: meta.clientId,
      username: email,
      email,
      emailVerified: true,
      googleId: identity.sub,
      passwordHash: null,
      firstName: identity.givenName?.slice(0, 100) || null,
      lastName: identity.familyName?.slice(0, 100) || null,
      role: roleFor(config.adminEmails, email, true),
      locale: meta.locale ?? DEFAULT_LOCALE,
    });
    if (!row) {
      throw new AppError(409, 'USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
    }
    return this.startSession(row, meta);
  }

  /**
   * GET /auth/google?intent=restore: Google vouches for the deleted account linked to this
   * Google id (deleted less than ACCOUNT_RESTORE_DAYS days ago); it comes back and is signed in.
   * This is how a Google-only account, which has no password to type, is restored. 404
   * NOTHING_TO_RESTORE when no such account; 409 ADDRESS_TAKEN when a new account has its address.
   */
  async restoreWithGoogle(identity: GoogleIdentity, meta: ClientMeta): Promise<SignedIn> {
    const { db, config } = this.deps;
    const row = await repo.findRestorable(
      db,
      meta.clientId,
      { googleId: identity.sub },
      this.restoreSince(),
    );
    if (!row) throw new AppError(404, 'NOTHING_TO_RESTORE', ACCOUNT_MESSAGES.nothingToRestore);
    let restored: UserRow | null;
    try {
      restored = await repo.restoreUser(db, row.id);
    } catch {
      // The partial unique indexes: a new account took the address (or Google id) meanwhile.
      restored = null;
      throw new AppError(409, 'ADDRESS_TAKEN', ACCOUNT_MESSAGES.restoreAddressTaken);
    }
    if (!restored) throw new AppError(404, 'NOTHING_TO_RESTORE', ACCOUNT_MESSAGES.nothingToRestore);
    return this.startSession(await syncAdminRole(db, config.adminEmails, restored), meta);
  }

  /**
   * POST /api/password-reset: mails a reset link (1 hour, single use; it voids older ones) when
   * the address has an account. The answer is the same either way, and so is its timing: the
   * link and the mail (SMTP can take seconds) are made after the answer. 429 past the per-IP or
   * per-address mail limits (which do not depend on whether an account exists).
   */
  async requestPasswordReset(rawEmail: string, meta: ClientMeta): Promise<void> {
    const { db, limits, rules, mail } = this.deps;
    const address = normaliseAddress(rawEmail);
    const perIp = await limits.hit(limitKey.mailRequestsPerIp(meta.ip), rules.mailRequestsPerIp);
    if (!perIp.allowed) throw this.tooManyMails(perIp.retryAfterSeconds);
    const perAddress = await mail.reserve(meta.clientId, address);
    if (!perAddress.allowed) throw this.tooManyMails(perAddress.retryAfterSeconds);
    const user = await repo.findUserByEmail(db, meta.clientId, address);
    if (!user) return;
    const now = this.now();
    this.afterAnswer(() =>
      // The link and its mail commit together: no link without its mail, no mail without it.
      db
        .transaction(async (tx) => {
          const token = await issueAccountLink(tx, {
            clientId: meta.clientId,
            userId: user.id,
            purpose: 'set-password',
            address,
            now,
          });
          await mail.send(meta.clientId, address, mail.passwordReset(token, user.locale), tx);
        })
        .then(() => mail.wake()),
    );
  }

  /** Resolves once the work started after answers has finished (the app awaits it on close). */
  async settle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  private afterAnswer(work: () => Promise<void>): void {
    const running = work()
      .catch((err: unknown) => this.deps.onBackgroundError?.(err))
      .finally(() => this.background.delete(running));
    this.background.add(running);
  }

  /**
   * POST /api/resend-verification for the signed-in owner: a new verification link (older ones
   * stay valid until they expire), at most one a minute per account and within the address's
   * hourly mail budget. 409 when the address is already verified.
   */
  async resendVerification(userId: number): Promise<void> {
    const { db, limits, mail } = this.deps;
    const user = await repo.findLiveUser(db, userId);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Please log in again.');
    if (user.emailVerified) {
      throw new AppError(409, 'ALREADY_VERIFIED', ACCOUNT_MESSAGES.alreadyVerified);
    }
    const verdict = await limits.hit(limitKey.verificationResend(user.id), VERIFICATION_RESEND);
    if (!verdict.allowed) {
      throw tooManyRequests(
        'VERIFICATION_TOO_SOON',
        ACCOUNT_MESSAGES.verificationTooSoon(waitText(verdict.retryAfterSeconds)),
        verdict.retryAfterSeconds,
      );
    }
    const budget = await mail.reserve(user.clientId, user.username);
    if (!budget.allowed) throw this.tooManyMails(budget.retryAfterSeconds);
    await db.transaction((tx) => this.mailVerification(user, true, tx));
    mail.wake();
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
    return {
      ...toPublicUser(user),
      sessionId,
      signedInAt: session.createdAt,
      companyWorkspaceId: session.companyWorkspaceId,
    };
  }

  /**
   * Google vouched for the address of an account someone registered and never proved, and the
   * browser is not signed in to it: the account becomes the Google identity's (Google-only: the
   * registrant's password is removed) and everything set up before is ended, in one transaction.
   */
  private async handOverToGoogle(
    account: UserRow,
    googleId: string,
    meta: ClientMeta,
  ): Promise<SignedIn & { handOver: HandOver }> {
    const { db, config } = this.deps;
    const now = this.now();
    const done = await db.transaction(async (tx) => {
      const row = await repo.proveAndTakeOver(tx, account.id, account.username, {
        passwordHash: null,
        googleId,
      });
      if (!row) return null;
      const handOver = await handOverAccount(tx, row.id, now);
      const user = await syncAdminRole(tx, config.adminEmails, row);
      const token = await startSession(tx, user.id, meta.userAgent, now);
      return { user: toPublicUser(user), token, handOver };
    });
    // Proven or changed meanwhile: the caller tries again and takes the ordinary path.
    if (!done) throw new AppError(409, 'ACCOUNT_CHANGED', GOOGLE_MESSAGES.accountChanged);
    return done;
  }

  /**
   * The live, unproven account a verification link was mailed for, while it still has the
   * link's address; 'use' marks the link used (one statement: it works once), 'find' does not.
   */
  private async unprovenAccountOf(
    db: DbExecutor,
    token: string,
    mode: 'find' | 'use',
  ): Promise<UserRow | null> {
    const hash = linkTokenHash(token);
    const now = this.now();
    const link =
      mode === 'use'
        ? await repo.consumeAccountLink(db, hash, ['verify-email'], now)
        : await repo.findUsableLink(db, hash, ['verify-email'], now);
    if (!link || link.userId === null) return null;
    const account = await repo.findLiveUser(db, link.userId);
    if (!account || account.username !== link.address || account.emailVerified) return null;
    return account;
  }

  private invalidVerificationLink(): AppError {
    return new AppError(400, 'INVALID_VERIFICATION_LINK', AUTH_MESSAGES.invalidVerificationLink);
  }

  /**
   * Someone tried to register an address that has an account: its owner is told, at most once
   * an hour (REGISTRATION_ATTEMPT_MAIL); the caller learns nothing new from it.
   */
  private async mailRegistrationAttempt(existing: UserRow): Promise<void> {
    const { mail, limits } = this.deps;
    const key = limitKey.registrationAttemptMail(existing.clientId, existing.username);
    if (!(await limits.hit(key, REGISTRATION_ATTEMPT_MAIL)).allowed) return;
    await mail.send(
      existing.clientId,
      existing.username,
      mail.registrationAttempt(existing.locale),
    );
    mail.wake();
  }

  /**
   * After a right password: flags the account when that password is shorter than the minimum
   * or on the common list (ASVS 6.2.1, 6.2.4), unflags it otherwise; the row as it now is.
   */
  private async flagWeakPassword(user: UserRow, password: string): Promise<UserRow> {
    const required = (await newPasswordProblem(password)) !== null;
    if (required === user.passwordChangeRequired) return user;
    return (await repo.setPasswordChangeRequired(this.deps.db, user, required)) ?? user;
  }

  /**
   * Every sign-in of this service (password, Google, restore) ends here: 403
   * COMPANY_SIGN_IN_REQUIRED for a member whose workspace requires its company sign-in for the
   * account's domain (checked after the credentials, so it tells a guesser nothing).
   */
  private async startSession(user: UserRow, meta: ClientMeta): Promise<SignedIn> {
    const { db } = this.deps;
    await refuseUnlessCompanySignIn(db, user.id);
    const now = this.now();
    await repo.deleteExpiredSessions(db, user.id, now);
    const token = await startSession(db, user.id, meta.userAgent, now);
    return { user: toPublicUser(user), token };
  }

  /**
   * Mails the verification link, unless the address's hourly mail budget was spent (`allowed`
   * false, from mail.reserve before the transaction). `tx`: the transaction that created the
   * account, so link and mail commit with it.
   */
  private async mailVerification(user: UserRow, allowed: boolean, tx: DbExecutor): Promise<void> {
    const { mail } = this.deps;
    if (!allowed) {
      this.deps.onMailSkipped?.('verification mail skipped: hourly limit for the address');
      return;
    }
    const token = await issueAccountLink(tx, {
      clientId: user.clientId,
      userId: user.id,
      purpose: 'verify-email',
      address: user.username,
      now: this.now(),
    });
    await mail.send(user.clientId, user.username, mail.verification(token, user), tx);
  }

  /** Accounts deleted after this moment can still be restored. */
  private restoreSince(): Date {
    return new Date(this.now().getTime() - ACCOUNT_RESTORE_DAYS * 24 * 60 * 60_000);
  }

  /** A deleted account keeps its address for ACCOUNT_RESTORE_DAYS days, so it can come back. */
  private async refuseWhileRestorable(clientId: number, address: string): Promise<void> {
    if (await repo.hasRestorableAccount(this.deps.db, clientId, address, this.restoreSince())) {
      throw new AppError(409, 'ACCOUNT_RESTORABLE', ACCOUNT_MESSAGES.addressHeldForRestore, {
        username: ACCOUNT_MESSAGES.addressHeldForRestore,
      });
    }
  }

  private tooManyMails(seconds: number): AppError {
    return tooManyRequests(
      'TOO_MANY_MAILS',
      AUTH_MESSAGES.tooManyMails(waitText(seconds)),
      seconds,
    );
  }
}

/**
 * Throws 403 COMPANY_SIGN_IN_REQUIRED when the account must sign in through a workspace's
 * company sign-in (see repository.requiredCompanySignIn); other ways in (a password, Google, a
 * mailed password link) call it before they start a session.
 */
export async function refuseUnlessCompanySignIn(db: DbExecutor, userId: number): Promise<void> {
  if (await repo.requiredCompanySignIn(db, userId)) {
    throw new AppError(403, 'COMPANY_SIGN_IN_REQUIRED', COMPANY_SIGN_IN_MESSAGES.required);
  }
}

/** True when a session that began at `signedInAt` counts as a recent sign-in at `now`. */
export function isRecentSignIn(signedInAt: Date, now: Date): boolean {
  return now.getTime() - signedInAt.getTime() <= RECENT_SIGN_IN_MS;
}

import { createHash, randomBytes } from 'node:crypto';
import type { PublicUser } from '../../../contracts/auth.js';
import {
  activateTrialSchema,
  DYNAMIC_MESSAGES,
  PLAN_LIMITS,
  setPasswordSchema,
  type TrialStatus,
} from '../../../contracts/dynamic-codes.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import type { PasswordHasher } from '../auth/index.js';
import { toPublicUser } from '../auth/index.js';
import {
  countLiveDynamicCodes,
  countLiveSavedCodes,
  findPlanFields,
  planFor,
  trialDaysRemaining,
  trialEnd,
} from '../plans/index.js';
import {
  accountExists,
  insertPasswordlessAccount,
  startSession,
  type ClientMeta,
} from '../auth/index.js';
import * as repo from './repository.js';

/** How long a mailed set-password link works. */
export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface TrialServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'brandName' | 'adminEmails'>;
  mailer: Mailer;
  hasher: PasswordHasher;
  now?: () => Date;
}

function validationError(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError(400, 'VALIDATION_FAILED', Object.values(fields)[0], fields);
}

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** sha256 hex of a link token: what password_tokens stores. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The 3-day trial (once per account), the trial status the dashboard polls, and the
 * set-password link that accounts created by the trial form receive.
 */
export class TrialService {
  private readonly now: () => Date;

  constructor(private readonly deps: TrialServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** GET /api/trial-status for a signed-in user (spec 000 §3 "Trial status"). */
  async status(userId: number): Promise<TrialStatus> {
    const { db } = this.deps;
    const fields = await findPlanFields(db, userId);
    if (!fields) throw unauthorized();
    const now = this.now();
    const plan = planFor(fields, now);
    const dynamicUsed = await countLiveDynamicCodes(db, userId);
    const savedUsed = await countLiveSavedCodes(db, userId);
    return {
      isActive: plan.name === 'trial',
      hasExpired:
        fields.trialActivated &&
        fields.trialEndDate !== null &&
        fields.trialEndDate.getTime() <= now.getTime(),
      daysRemaining: plan.name === 'trial' ? trialDaysRemaining(fields, now) : 0,
      subscriptionStatus: fields.subscriptionStatus,
      dynamicQRUsed: dynamicUsed,
      dynamicQRLimit: plan.dynamicLimit,
      canCreateDynamicQR: plan.dynamicLimit === null || dynamicUsed < plan.dynamicLimit,
      savedQRUsed: savedUsed,
      savedQRLimit: plan.savedLimit,
      detailedScansPerMonth: plan.detailedScansPerMonth,
    };
  }

  /** A signed-in user starts their trial; 409 when it was already used. */
  async activateForUser(userId: number): Promise<PublicUser> {
    const start = this.now();
    const row = await repo.startTrial(this.deps.db, userId, start, trialEnd(start));
    if (!row) throw new AppError(409, 'TRIAL_ALREADY_USED', DYNAMIC_MESSAGES.trialAlreadyUsed);
    return toPublicUser(row);
  }

  /**
   * A signed-out visitor with a new e-mail: creates the account (no password), starts the trial,
   * signs them in and mails a single-use link to set a password. 400 for a missing or invalid
   * e-mail; 409 when an account has this e-mail (they must sign in first). Returns the cookie
   * token of the new session.
   */
  async activateForVisitor(
    body: unknown,
    meta: ClientMeta,
  ): Promise<{ user: PublicUser; token: string }> {
    const parsed = activateTrialSchema.safeParse(asRecord(body));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const email = parsed.data.email.toLowerCase();
    const { db, config } = this.deps;
    const hasAccount = () =>
      new AppError(409, 'TRIAL_EMAIL_HAS_ACCOUNT', DYNAMIC_MESSAGES.trialEmailHasAccount, {
        email: DYNAMIC_MESSAGES.trialEmailHasAccount,
      });
    if (await accountExists(db, meta.clientId, email)) throw hasAccount();

    const now = this.now();
    const link = randomBytes(32).toString('base64url');
    const created = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const user = await insertPasswordlessAccount(tx, {
        clientId: meta.clientId,
        email,
        role: config.adminEmails.includes(email) ? 'admin' : 'user',
        trialStartDate: now,
        trialEndDate: trialEnd(now),
      });
      if (!user) return null;
      await repo.insertPasswordToken(tx, {
        userId: user.id,
        tokenHash: tokenHash(link),
        expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_MS),
      });
      const token = await startSession(tx, user.id, meta.userAgent, now);
      return { user, token };
    });
    if (!created) throw hasAccount();

    await this.deps.mailer.send({
      clientId: meta.clientId,
      to: email,
      ...this.welcomeMail(`${config.publicUrl}/set-password?token=${link}`),
    });
    return { user: toPublicUser(created.user), token: created.token };
  }

  /**
   * POST /api/set-password: sets the password of the link's account, once; the link then stops
   * working, and so do the account's other outstanding links. 400 INVALID_PASSWORD_LINK for an
   * unknown, used or expired link; 400 with fields for the password rules.
   */
  async setPassword(body: unknown): Promise<void> {
    const parsed = setPasswordSchema.safeParse(asRecord(body));
    if (!parsed.success) {
      const tokenIssue = parsed.error.issues.find((issue) => issue.path[0] === 'token');
      if (tokenIssue) throw this.invalidLink();
      throw validationError(parsed.error.issues);
    }
    const { db, hasher } = this.deps;
    const passwordHash = await hasher.hash(parsed.data.password);
    const hash = tokenHash(parsed.data.token);
    const now = this.now();
    const done = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const userId = await repo.consumePasswordToken(tx, hash, now);
      if (userId === null || !(await repo.setPasswordHash(tx, userId, passwordHash))) return false;
      await repo.retireOtherPasswordTokens(tx, userId, hash, now);
      return true;
    });
    if (!done) throw this.invalidLink();
  }

  private invalidLink(): AppError {
    return new AppError(400, 'INVALID_PASSWORD_LINK', DYNAMIC_MESSAGES.invalidPasswordLink);
  }

  private welcomeMail(link: string) {
    const brand = this.deps.config.brandName;
    const hours = PASSWORD_LINK_TTL_MS / 3_600_000;
    return {
      subject: `Your ${brand} free trial is active: set your password`,
      text: [
        `Your ${PLAN_LIMITS.trialDays}-day free trial of ${brand} premium features is active.`,
        '',
        'Set a password so you can sign in again later:',
        link,
        '',
        `This link works once and expires in ${hours} hours.`,
        'If you did not ask for this trial, you can ignore this e-mail.',
      ].join('\n'),
    };
  }
}

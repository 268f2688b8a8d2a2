import { accountMailMessages } from '../../../contracts/i18n/catalogues/account-mail/index.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/i18n/locales.js';
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
import { AppError, firstFieldMessage, unauthorized } from '../../lib/errors.js';
import { tooManyRequests, waitText, type SharedLimits } from '../../lib/shared-limits.js';
import {
  assertNewPassword,
  consumeAccountLink,
  endSession,
  findAccount,
  findLiveUser,
  handOverAccount,
  insertUser,
  issueAccountLink,
  limitKey,
  linkHours,
  linkTokenHash,
  normaliseAddress,
  refuseUnlessCompanySignIn,
  retireAddressLinks,
  rotateSessions,
  setPasswordVerified,
  syncAdminRole,
  toPublicUser,
  type AccountLimitRules,
  type AccountMail,
  type ClientMeta,
  type PasswordHasher,
  type UserRow,
} from '../auth/index.js';
import {
  countLiveDynamicCodes,
  countLiveSavedCodes,
  workspacePlanFields,
  planFor,
  trialDaysRemaining,
  trialEnd,
} from '../plans/index.js';
import * as repo from './repository.js';

export interface TrialServiceDeps {
  db: Database;
  config: Pick<Config, 'brandName' | 'adminEmails'>;
  mail: AccountMail;
  limits: SharedLimits;
  rules: AccountLimitRules;
  hasher: PasswordHasher;
  now?: () => Date;
}

function validationError(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError(400, 'VALIDATION_FAILED', firstFieldMessage(fields), fields);
}

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * The 3-day trial (once per account), the trial status the dashboard polls, and the mailed
 * links that start a trial or set a password (POST /api/set-password).
 */
export class TrialService {
  private readonly now: () => Date;

  constructor(private readonly deps: TrialServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * GET /api/trial-status (spec 000 §3 "Trial status") of a workspace: its plan (its own
   * subscription; in a personal workspace, also the account's trial) and its codes.
   */
  async status(workspaceId: number): Promise<TrialStatus> {
    const { db } = this.deps;
    const fields = await workspacePlanFields(db, workspaceId);
    if (!fields) throw unauthorized();
    const now = this.now();
    const plan = planFor(fields, now);
    const dynamicUsed = await countLiveDynamicCodes(db, workspaceId);
    const savedUsed = await countLiveSavedCodes(db, workspaceId);
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
      trialEndsAt: fields.trialActivated ? (fields.trialEndDate?.toISOString() ?? null) : null,
      // The account's one trial counts in its personal workspace only (issue 39 item 4).
      canStartTrial: fields.personal && !fields.trialActivated && plan.name === 'free',
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
   * A signed-out visitor asks for a trial for an address. Nothing that can be signed into is
   * created: the address gets a link, and following it (POST /api/set-password) sets the
   * password, creates the account, starts the trial and signs in. An address that already has
   * an account gets a mail saying a trial was asked for, with a sign-in link and a link to set
   * a new password. The answer is the same either way. 400 for a missing or invalid e-mail;
   * 429 past the per-IP or per-address mail limits (neither depends on the account).
   */
  async requestForVisitor(
    body: unknown,
    meta: ClientMeta,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<void> {
    const parsed = activateTrialSchema.safeParse(asRecord(body));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const address = normaliseAddress(parsed.data.email);
    const { db, limits, rules, mail } = this.deps;
    const tooMany = (seconds: number) =>
      tooManyRequests('TOO_MANY_MAILS', DYNAMIC_MESSAGES.trialTooMany(waitText(seconds)), seconds);
    const perIp = await limits.hit(limitKey.mailRequestsPerIp(meta.ip), rules.mailRequestsPerIp);
    if (!perIp.allowed) throw tooMany(perIp.retryAfterSeconds);
    const perAddress = await mail.reserve(meta.clientId, address);
    if (!perAddress.allowed) throw tooMany(perAddress.retryAfterSeconds);

    const now = this.now();
    // The link and its mail commit together: no link without its mail, no mail without it.
    await db.transaction(async (tx) => {
      const existing = await findAccount(tx, meta.clientId, address);
      const token = await issueAccountLink(tx, {
        clientId: meta.clientId,
        userId: existing?.id ?? null,
        purpose: existing ? 'set-password' : 'trial',
        address,
        now,
      });
      const link = mail.link('/set-password', token);
      await mail.send(
        meta.clientId,
        address,
        existing ? this.trialAskedMail(link, existing.locale) : this.trialMail(link, locale),
        tx,
      );
    });
    mail.wake();
  }

  /**
   * POST /api/set-password with a mailed trial or set-password link: sets the password, proves
   * the address (ADMIN_EMAILS then apply), ends every session of the account and signs in with
   * a new one; an account whose address was not proven yet is handed over (its API keys revoked,
   * webhooks removed, links voided: auth/address-proof.ts). A trial link creates the account
   * and starts the trial (or, when the address got
   * an account meanwhile, starts that account's unused trial). The link works once; the
   * address's other password and trial links stop working. 400 INVALID_PASSWORD_LINK for an
   * unknown, used or expired link; 400 with fields for the password rules (length, and not on
   * the common-password list: auth's password-policy.ts).
   */
  async setPassword(
    body: unknown,
    meta: ClientMeta,
    /** The session cookie the browser held: ended, as the browser now holds the new one. */
    previousToken?: string,
  ): Promise<{ user: PublicUser; token: string }> {
    const parsed = setPasswordSchema.safeParse(asRecord(body));
    if (!parsed.success) {
      const tokenIssue = parsed.error.issues.find((issue) => issue.path[0] === 'token');
      if (tokenIssue) throw this.invalidLink();
      throw validationError(parsed.error.issues);
    }
    const { db, hasher, config } = this.deps;
    await assertNewPassword(parsed.data.password, 'password');
    const passwordHash = await hasher.hash(parsed.data.password);
    const hash = linkTokenHash(parsed.data.token);
    const now = this.now();
    const done = await db.transaction(async (tx) => {
      const link = await consumeAccountLink(tx, hash, ['set-password', 'trial'], now);
      if (!link) return null;
      let account = link.userId !== null ? await findLiveUser(tx, link.userId) : null;
      if (link.userId !== null && account?.username !== link.address) return null;
      if (!account) account = await findAccount(tx, link.clientId, link.address);
      let user: UserRow | null;
      // A password link is no way around a company sign-in the account must use (the link
      // stays unused: the transaction rolls back).
      if (account) await refuseUnlessCompanySignIn(tx, account.id);
      if (account) {
        // The link proves the address: an account nobody had proven (someone may have
        // registered it) is handed over, ending what was set up before (auth/address-proof.ts).
        if (!account.emailVerified) await handOverAccount(tx, account.id, now);
        user = await setPasswordVerified(tx, account.id, passwordHash);
        if (user && link.purpose === 'trial' && !user.trialActivated) {
          user = (await repo.startTrial(tx, user.id, now, trialEnd(now))) ?? user;
        }
      } else {
        user = await insertUser(tx, {
          clientId: link.clientId,
          username: link.address,
          email: link.address,
          emailVerified: true,
          passwordHash,
          role: 'user',
          trialActivated: true,
          trialStartDate: now,
          trialEndDate: trialEnd(now),
        });
      }
      if (!user) return null;
      user = await syncAdminRole(tx, config.adminEmails, user);
      await retireAddressLinks(tx, link.clientId, link.address, hash, now);
      if (previousToken) await endSession(tx, previousToken);
      const token = await rotateSessions(tx, user.id, meta.userAgent, now);
      return { user: toPublicUser(user), token };
    });
    if (!done) throw this.invalidLink();
    return done;
  }

  private invalidLink(): AppError {
    return new AppError(400, 'INVALID_PASSWORD_LINK', DYNAMIC_MESSAGES.invalidPasswordLink);
  }

  /** The trial's mail in `locale`: its subject and text, with our brand (rebranded on send). */
  private write(
    locale: Locale,
    id: 'trial' | 'trialAsked',
    values: Record<string, string | number>,
  ) {
    const { t } = createTranslator(accountMailMessages, locale);
    const all = { brand: this.deps.config.brandName, ...values };
    return { subject: t(`${id}.subject`, all), text: t(`${id}.text`, all) };
  }

  /** To an address without an account: in the language of the browser that asked. */
  private trialMail(link: string, locale: Locale) {
    return this.write(locale, 'trial', {
      days: PLAN_LIMITS.trialDays,
      link,
      hours: linkHours('trial'),
    });
  }

  /** To an address with an account: in the account's language. */
  private trialAskedMail(link: string, locale: Locale) {
    return this.write(locale, 'trialAsked', {
      login: this.deps.mail.loginUrl,
      link,
      hours: linkHours('set-password'),
    });
  }
}

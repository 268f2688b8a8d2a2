import { ACCOUNT_MESSAGES, ACCOUNT_RESTORE_DAYS } from '../../../contracts/account.js';
import type { ChangeEmailValues } from '../../../contracts/account.js';
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from '../../../contracts/auth.js';
import type { PublicUser } from '../../../contracts/auth.js';
import type { Config } from '../../config.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { tooManyRequests, waitText } from '../../lib/shared-limits.js';
import {
  consumeAccountLink,
  deleteUserSessions,
  findAccount,
  findLiveUser,
  hasRestorableAccount,
  isRecentSignIn,
  issueAccountLink,
  linkTokenHash,
  normaliseAddress,
  startSession,
  syncAdminRole,
  toPublicUser,
  voidUserLinks,
  type AccountMail,
  type ClientMeta,
  type SessionUser,
} from '../auth/index.js';
import { confirmPassword, fieldError, type PasswordCheckDeps } from './password-check.js';
import { setAddress } from './repository.js';

export interface EmailChangeDeps extends PasswordCheckDeps {
  db: Database;
  config: Pick<Config, 'adminEmails'>;
  mail: AccountMail;
  now?: () => Date;
}

export interface EmailChangeDone {
  user: PublicUser;
  /** A fresh session for the browser that followed the link, when it was signed in to the account. */
  token: string | null;
}

/**
 * Changing the address of an account (issue 14 item 4; ASVS 6.3.x). Asking needs the current
 * password (a Google-only account: a sign-in in the last 10 minutes) and changes nothing: the NEW
 * address gets a single-use link (24 h; a newer one voids it) and the OLD one is told. Following
 * the link makes the new address the account's (verified), voids the account's other mailed links,
 * ends every session (the browser that followed it, if signed in to this account, gets a new one)
 * and tells the old address it happened.
 */
export class EmailChange {
  private readonly now: () => Date;

  constructor(private readonly deps: EmailChangeDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** POST /api/account/email. 400 with fields, 403 RECENT_SIGN_IN_REQUIRED, 429. */
  async request(caller: SessionUser, input: ChangeEmailValues, meta: ClientMeta): Promise<string> {
    const { db, mail } = this.deps;
    const user = await findLiveUser(db, caller.id);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in again.');
    const address = normaliseAddress(input.newEmail);
    if (address === user.username) throw fieldError('newEmail', ACCOUNT_MESSAGES.emailChangeSame);
    if (user.passwordHash !== null) {
      await confirmPassword(this.deps, user, input.password, meta, {
        field: 'password',
        missing: ACCOUNT_MESSAGES.emailChangePasswordRequired,
        wrong: CHANGE_PASSWORD_MESSAGES.currentWrong,
      });
    } else if (!isRecentSignIn(caller.signedInAt, this.now())) {
      throw new AppError(403, 'RECENT_SIGN_IN_REQUIRED', CHANGE_PASSWORD_MESSAGES.signInAgain);
    }
    await this.refuseTaken(user.clientId, address);
    const budget = await mail.reserve(user.clientId, address);
    if (!budget.allowed) {
      throw tooManyRequests(
        'TOO_MANY_MAILS',
        AUTH_MESSAGES.tooManyMails(waitText(budget.retryAfterSeconds)),
        budget.retryAfterSeconds,
      );
    }
    const tellOld = (await mail.reserve(user.clientId, user.username)).allowed;
    // The link and both mails commit together.
    await db.transaction(async (tx) => {
      const token = await issueAccountLink(tx, {
        clientId: user.clientId,
        userId: user.id,
        purpose: 'change-email',
        address,
        now: this.now(),
      });
      await mail.send(
        user.clientId,
        address,
        mail.emailChangeConfirm(token, address, user.locale),
        tx,
      );
      if (tellOld) {
        await mail.send(
          user.clientId,
          user.username,
          mail.emailChangeRequested(address, user.locale),
          tx,
        );
      }
    });
    mail.wake();
    return ACCOUNT_MESSAGES.emailChangeSent(address);
  }

  /**
   * POST /api/confirm-email-change. `browserUser` is whoever the following browser is signed in
   * as (or null). 400 INVALID_EMAIL_CHANGE_LINK for an unknown, used, voided or expired link;
   * 409 when another account took the address meanwhile (nothing changes).
   */
  async confirm(
    token: string,
    browserUser: SessionUser | null,
    meta: ClientMeta,
  ): Promise<EmailChangeDone> {
    const { db, config, mail } = this.deps;
    const now = this.now();
    const done = await db.transaction(async (tx) => {
      const link = await consumeAccountLink(tx, linkTokenHash(token), ['change-email'], now);
      if (!link || link.userId === null) return null;
      const user = await findLiveUser(tx, link.userId);
      if (!user) return null;
      await this.refuseTaken(user.clientId, link.address, tx);
      const changed = await setAddress(tx, user.id, link.address).catch(() => null);
      if (!changed) {
        throw new AppError(409, 'ADDRESS_TAKEN', ACCOUNT_MESSAGES.emailChangeTaken);
      }
      await voidUserLinks(tx, user.id, ['verify-email', 'set-password', 'change-email'], now);
      const row = await syncAdminRole(tx, config.adminEmails, changed);
      await deleteUserSessions(tx, user.id);
      const sameAccount = browserUser !== null && browserUser.id === user.id;
      const fresh = sameAccount ? await startSession(tx, user.id, meta.userAgent, now) : null;
      // The notice to the old address commits with the change (issue 18 item 1): no changed
      // address without its notice, no notice about a change that rolled back.
      await this.tellOldAddress(
        tx,
        row.clientId,
        user.username,
        mail.emailChanged(row.username, row.locale),
      );
      return { row, token: fresh };
    });
    if (!done) {
      throw new AppError(400, 'INVALID_EMAIL_CHANGE_LINK', ACCOUNT_MESSAGES.invalidEmailChangeLink);
    }
    mail.wake();
    return { user: toPublicUser(done.row), token: done.token };
  }

  /** A live account, or one deleted recently enough to be restored, holds the address. */
  private async refuseTaken(clientId: number, address: string, db = this.deps.db): Promise<void> {
    const since = new Date(this.now().getTime() - ACCOUNT_RESTORE_DAYS * 24 * 60 * 60_000);
    if (
      (await findAccount(db, clientId, address)) ||
      (await hasRestorableAccount(db, clientId, address, since))
    ) {
      throw new AppError(409, 'ADDRESS_TAKEN', ACCOUNT_MESSAGES.emailChangeTaken, {
        newEmail: ACCOUNT_MESSAGES.emailChangeTaken,
      });
    }
  }

  /**
   * Queues a notice to the old address through `tx`, the transaction of the change it reports.
   * Skipped (the change is never refused) once the address's hourly budget is spent.
   */
  private async tellOldAddress(
    tx: DbExecutor,
    clientId: number,
    address: string,
    content: Parameters<AccountMail['send']>[2],
  ): Promise<void> {
    const { mail } = this.deps;
    if ((await mail.reserve(clientId, address, tx)).allowed)
      await mail.send(clientId, address, content, tx);
  }
}

// Invitations by mail (issue 39 item 3). An admin invites an address with a role; the mail's
// link carries a 256-bit token whose sha256 alone is stored; it works once, for 7 days, until
// revoked or resent, and only for a signed-in account whose proven address is the invited one.
import { createHash, randomBytes } from 'node:crypto';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { DEFAULT_LOCALE } from '../../../contracts/i18n/locales.js';
import { invitationMailMessages } from '../../../contracts/i18n/catalogues/invitation-mail/index.js';
import {
  INVITATION_ACCEPT_PATH,
  INVITATION_DAYS,
  INVITATION_MESSAGES,
  type CreateInvitation,
  type Invitation,
  type InvitationLookup,
  type InvitationSent,
} from '../../../contracts/invitations.js';
import type { Workspace, WorkspaceRole } from '../../../contracts/workspaces.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import type { MailBrands } from '../../lib/mail-brand.js';
import { mailLayout, textToMailHtml } from '../../lib/mail-html.js';
import {
  tooManyRequests,
  waitText,
  type LimitRule,
  type SharedLimits,
} from '../../lib/shared-limits.js';
import * as repo from './invitations-repository.js';
import { findMembership } from './repository.js';
import type { WorkspaceService } from './service.js';

const DAY_MS = 24 * 60 * 60_000;

/** Invitation mails: per workspace, and per invited address (across workspaces of a client). */
export const INVITATION_LIMITS: Readonly<{ perWorkspace: LimitRule; perAddress: LimitRule }> = {
  perWorkspace: { max: 30, windowMs: 60 * 60_000 },
  perAddress: { max: 5, windowMs: 60 * 60_000 },
};

/** Who invites: the member guard's scope (an admin or owner of the workspace). */
export interface Inviter {
  userId: number;
  clientId: number;
  workspaceId: number;
  /** A personal workspace is its maker's alone: nobody is invited into it. */
  personal: boolean;
}

/** What changed, for the audit trail. */
export interface InvitationRecord {
  id: number;
  email: string;
  role: WorkspaceRole;
}

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const gone = (message: string) => new AppError(410, 'INVITATION_GONE', message);

export class InvitationService {
  constructor(
    private readonly deps: {
      db: Database;
      /** Accepting adds the member through it (an existing member keeps their row). */
      workspaces: Pick<WorkspaceService, 'addMember'>;
      mailer: Mailer;
      mailBrands: MailBrands;
      limits: Pick<SharedLimits, 'hit'>;
      /** True when mail leaves this server (SMTP_URL set). */
      mailDeliverable: boolean;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Invites `input.email` with `input.role` (admin, editor or viewer). A member already: 409. A
   * pending invitation of the same address is replaced (its link stops working; the new role
   * counts), as a resend would. Nobody is invited into a personal workspace (409).
   */
  async create(
    inviter: Inviter,
    input: CreateInvitation,
  ): Promise<{ sent: InvitationSent; record: InvitationRecord }> {
    const { db } = this.deps;
    if (inviter.personal) {
      throw new AppError(409, 'PERSONAL_WORKSPACE', INVITATION_MESSAGES.personal);
    }
    if (await repo.isMemberByAddress(db, inviter.workspaceId, inviter.clientId, input.email)) {
      throw new AppError(409, 'ALREADY_MEMBER', INVITATION_MESSAGES.alreadyMember(input.email));
    }
    await this.spend(inviter, input.email);
    const now = this.now();
    const token = randomBytes(32).toString('base64url');
    const { id, link } = await db.transaction(async (tx) => {
      await repo.revokePendingFor(tx, inviter.workspaceId, input.email, now);
      const made = await repo.insertInvitation(tx, {
        workspaceId: inviter.workspaceId,
        email: input.email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: inviter.userId,
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      });
      const url = await this.mail(tx, inviter, input.email, input.role, token);
      return { id: made, link: url };
    });
    this.deps.mailer.wake();
    return {
      sent: await this.answer(id, input.email, link),
      record: { id, email: input.email, role: input.role },
    };
  }

  async list(workspaceId: number): Promise<Invitation[]> {
    const rows = await repo.listPending(this.deps.db, workspaceId);
    const now = this.now();
    return rows.map((row) => this.view(row, now));
  }

  /** A new link and 7 more days for a pending (or expired) invitation; the old link is dead. */
  async resend(
    inviter: Inviter,
    id: number,
  ): Promise<{ sent: InvitationSent; record: InvitationRecord }> {
    const { db } = this.deps;
    const found = await repo.findPending(db, inviter.workspaceId, id);
    if (!found) throw notFound(INVITATION_MESSAGES.notFound);
    await this.spend(inviter, found.email);
    const now = this.now();
    const token = randomBytes(32).toString('base64url');
    const link = await db.transaction(async (tx) => {
      const row = await repo.findPending(tx, inviter.workspaceId, id);
      if (!row) throw notFound(INVITATION_MESSAGES.notFound);
      await repo.renewToken(tx, id, {
        tokenHash: hashInvitationToken(token),
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      });
      return this.mail(tx, inviter, row.email, row.role, token);
    });
    this.deps.mailer.wake();
    return { sent: await this.answer(id, found.email, link), record: found };
  }

  /** Withdraws a pending invitation: its link answers 410 from now on. */
  async revoke(workspaceId: number, id: number): Promise<InvitationRecord> {
    const row = await repo.revokeInvitation(this.deps.db, workspaceId, id, this.now());
    if (!row) throw notFound(INVITATION_MESSAGES.notFound);
    return row;
  }

  /** What the accept page shows for a link (no sign-in needed): 404 for an unknown link. */
  async lookup(token: string): Promise<InvitationLookup> {
    const row = await repo.findByTokenHash(this.deps.db, hashInvitationToken(token));
    if (!row) throw notFound(INVITATION_MESSAGES.unknownLink);
    if (row.deletedAt) throw gone(INVITATION_MESSAGES.workspaceGone);
    const status = row.acceptedAt
      ? 'accepted'
      : row.revokedAt
        ? 'revoked'
        : row.expiresAt <= this.now()
          ? 'expired'
          : 'pending';
    return {
      workspaceName: row.workspaceName,
      role: row.role,
      email: row.email,
      valid: status === 'pending',
      status,
    };
  }

  /**
   * Accepts the invitation of `token` for the signed-in `user`: only when the account's address
   * is the invited one and proven. Marking it used and adding the member commit together.
   */
  async accept(
    user: { id: number; clientId: number },
    token: string,
  ): Promise<{ workspace: Workspace; record: InvitationRecord; workspaceId: number }> {
    const now = this.now();
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.findByTokenHash(tx, hashInvitationToken(token), true);
      // Another client's invitation is no invitation here.
      if (!row || row.clientId !== user.clientId) throw notFound(INVITATION_MESSAGES.unknownLink);
      if (row.acceptedAt) throw gone(INVITATION_MESSAGES.used);
      if (row.revokedAt) throw gone(INVITATION_MESSAGES.revoked);
      if (row.deletedAt) throw gone(INVITATION_MESSAGES.workspaceGone);
      if (row.expiresAt <= now) throw gone(INVITATION_MESSAGES.expired);
      const account = await repo.findAccountAddress(tx, user.id);
      if (!account) throw notFound(INVITATION_MESSAGES.unknownLink);
      if (account.username !== row.email) {
        throw new AppError(
          403,
          'INVITATION_FOR_OTHER_ADDRESS',
          INVITATION_MESSAGES.otherAddress(row.email, account.username),
        );
      }
      if (!account.emailVerified) {
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', INVITATION_MESSAGES.unproven(row.email));
      }
      if (!(await repo.markAccepted(tx, row.id, user.id, now))) {
        throw gone(INVITATION_MESSAGES.used);
      }
      await this.deps.workspaces.addMember(tx, row.workspaceId, user.id, row.role);
      const membership = await findMembership(tx, user.id, user.clientId, row.workspaceId);
      if (!membership) throw gone(INVITATION_MESSAGES.workspaceGone);
      return {
        workspace: {
          id: membership.workspaceId,
          name: membership.name,
          role: membership.role,
          personal: membership.personal,
        },
        record: { id: row.id, email: row.email, role: row.role },
        workspaceId: row.workspaceId,
      };
    });
  }

  /** Counts one invitation mail against the workspace's and the address's hourly budgets. */
  private async spend(inviter: Inviter, email: string): Promise<void> {
    const checks = [
      { key: `invitations:workspace:${inviter.workspaceId}`, rule: INVITATION_LIMITS.perWorkspace },
      {
        key: `invitations:address:${inviter.clientId}:${email}`,
        rule: INVITATION_LIMITS.perAddress,
      },
    ];
    for (const { key, rule } of checks) {
      const verdict = await this.deps.limits.hit(key, rule);
      if (!verdict.allowed) {
        throw tooManyRequests(
          'INVITATIONS_RATE_LIMITED',
          INVITATION_MESSAGES.tooMany(waitText(verdict.retryAfterSeconds)),
          verdict.retryAfterSeconds,
        );
      }
    }
  }

  /** Queues the invitation mail through `tx`; answers the link (in the client's brand). */
  private async mail(
    tx: Database,
    inviter: Inviter,
    email: string,
    role: WorkspaceRole,
    token: string,
  ): Promise<string> {
    const brand = await this.deps.mailBrands.of(inviter.clientId, tx);
    const sender = await repo.findAccountAddress(tx, inviter.userId);
    // The invited account's language; an address without an account gets the inviter's.
    const locale =
      (await repo.findLocaleByAddress(tx, inviter.clientId, email)) ??
      sender?.locale ??
      DEFAULT_LOCALE;
    const { t } = createTranslator(invitationMailMessages, locale);
    const workspace = (await repo.findWorkspaceName(tx, inviter.workspaceId)) ?? t('someWorkspace');
    const from = sender?.username ?? t('someMember');
    const link = `${brand.origin}${INVITATION_ACCEPT_PATH}?token=${token}`;
    const values = { from, workspace, brand: brand.name, email, role, link, days: INVITATION_DAYS };
    const subject = t('subject', values);
    const text = t('text', values);
    const html = mailLayout(brand.name, textToMailHtml(text));
    await this.deps.mailer.send({ clientId: inviter.clientId, to: email, subject, text, html }, tx);
    return link;
  }

  private async answer(id: number, email: string, link: string): Promise<InvitationSent> {
    const row = await repo.findListed(this.deps.db, id);
    if (!row) throw notFound(INVITATION_MESSAGES.notFound);
    const invitation = this.view(row, this.now());
    if (this.deps.mailDeliverable) {
      return { invitation, mailed: true, message: INVITATION_MESSAGES.sent(email) };
    }
    return { invitation, mailed: false, message: INVITATION_MESSAGES.notSent(email), link };
  }

  private view(row: Awaited<ReturnType<typeof repo.listPending>>[number], now: Date): Invitation {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy: row.invitedBy,
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      status: row.expiresAt <= now ? 'expired' : 'pending',
    };
  }
}

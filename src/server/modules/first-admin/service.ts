import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AUTH_MESSAGES, type PublicUser } from '../../../contracts/auth.js';
import { FIRST_ADMIN_MESSAGES, type SetupLinkAnswer } from '../../../contracts/first-admin.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  assertNewPassword,
  findAccount,
  handOverAccount,
  insertUser,
  linkTokenHash,
  normaliseAddress,
  setPasswordVerified,
  startSession,
  toPublicUser,
  type ClientMeta,
  type PasswordHasher,
} from '../auth/index.js';
import * as repo from './repository.js';

/** A setup link works this long (or until used). */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60_000;

/** The path of the web app's setup page; the token goes in its query string. */
export const SETUP_PATH = '/setup';

export interface FirstAdminDeps {
  db: Database;
  hasher: PasswordHasher;
  now?: () => Date;
}

export interface SetupInput {
  token: string;
  email: string;
  password: string;
}

/** What `npm run admin -- <address>` did. */
export type GrantOutcome =
  | { kind: 'granted'; address: string; already: boolean }
  | { kind: 'link'; address: string; token: string; reason: 'no-account' | 'unproven' };

const addressSchema = z.string().trim().toLowerCase().email().max(255);

/**
 * The installation's administrators without mail (issue 36 item 3). Possession of the start
 * log (or a shell on the server) is the proof: a setup link makes its follower admin of the
 * address they give, which counts as proven, with the password they choose. An account already
 * registered for that address (possibly by someone else) is not handed over as it is: its
 * password is replaced, every session of it ends and its outstanding mailed links are voided.
 * The grant is stored on the account (users.role), so it survives restarts and ADMIN_EMAILS.
 */
export class FirstAdminService {
  private readonly now: () => Date;

  constructor(private readonly deps: FirstAdminDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * At start: while the default client has no admin, a new first-admin link for this start.
   * Returns the token to print, or null (an admin exists, or another process of the same start
   * already made the link: every process accepts it, it lives in the database).
   */
  async linkForStart(startId: string): Promise<string | null> {
    const { db } = this.deps;
    const now = this.now();
    await repo.sweepExpired(db, now);
    if (await repo.hasAdmin(db, DEFAULT_CLIENT_ID)) return null;
    const token = newToken();
    const stored = await repo.insertSetupLink(db, {
      clientId: DEFAULT_CLIENT_ID,
      kind: 'first-admin',
      address: null,
      startId,
      tokenHash: linkTokenHash(token),
      expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS),
    });
    return stored ? token : null;
  }

  /**
   * What a link is for, without using it: the address it is bound to (null: the form asks).
   * 400 INVALID_SETUP_LINK for an unknown, used or expired link (or one of another client);
   * 409 ADMIN_EXISTS for a first-admin link once an admin exists.
   */
  async describe(token: string, meta: Pick<ClientMeta, 'clientId'>): Promise<SetupLinkAnswer> {
    const { db } = this.deps;
    const link = await repo.findUsableLink(db, linkTokenHash(token), this.now());
    if (!link || link.clientId !== meta.clientId) throw invalidLink();
    if (link.kind === 'first-admin' && (await repo.hasAdmin(db, link.clientId))) {
      throw adminExists();
    }
    return { address: link.address };
  }

  /**
   * Follows a link: makes the account of the address an admin with this password (creating it,
   * or taking it over from whoever registered it) and signs the caller in. One transaction: the
   * link is used, the account set, other setup links voided and the grant audited together, or
   * nothing changes. 400 INVALID_SETUP_LINK / 409 ADMIN_EXISTS as for describe; 400 with a field
   * message when the address is not the one a command's link was made for.
   */
  async setUp(input: SetupInput, meta: ClientMeta): Promise<{ user: PublicUser; token: string }> {
    const { db, hasher } = this.deps;
    const tokenHash = linkTokenHash(input.token);
    const now = this.now();
    // Checked before the (slow) password hash, so a dead link answers at once.
    await this.describe(input.token, meta);
    await assertNewPassword(input.password, 'password');
    const passwordHash = await hasher.hash(input.password);
    return db.transaction(async (tx) => {
      const link = await repo.consumeLink(tx, tokenHash, now);
      if (!link || link.clientId !== meta.clientId) throw invalidLink();
      if (link.kind === 'first-admin' && (await repo.hasAdmin(tx, link.clientId))) {
        throw adminExists();
      }
      const address = normaliseAddress(input.email);
      if (link.address !== null && link.address !== address) {
        const message = `This link is for ${link.address}.`;
        throw new AppError(400, 'VALIDATION_FAILED', message, { email: message });
      }
      const existing = await findAccount(tx, link.clientId, address);
      let userId: number;
      if (existing) {
        // Whoever registered the address before does not keep a way in: new password, proven
        // address, and the hand-over of a proven address (auth's address-proof): no session, no
        // outstanding mailed link (a pending address change included), no API key, no webhook.
        if (!(await setPasswordVerified(tx, existing.id, passwordHash))) throw invalidLink();
        await handOverAccount(tx, existing.id, now);
        userId = existing.id;
      } else {
        const created = await insertUser(tx, {
          clientId: link.clientId,
          username: address,
          email: address,
          emailVerified: true,
          passwordHash,
          role: 'admin',
        });
        if (!created) {
          throw new AppError(409, 'USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken, {
            email: AUTH_MESSAGES.usernameTaken,
          });
        }
        userId = created.id;
      }
      await this.grant(tx, link.clientId, userId, address, 'setup-link', now);
      const user = await findAccount(tx, link.clientId, address);
      if (!user) throw invalidLink();
      const token = await startSession(tx, user.id, meta.userAgent, now);
      return { user: toPublicUser(user), token };
    });
  }

  /**
   * `npm run admin -- <address>`: an account whose address is proven becomes admin at once; for
   * an address without an account, or an account not proven yet (its password may be a
   * stranger's), a one-time link is made instead (24 hours), which sets a new password and
   * makes the follower admin. Throws AppError 400 for an address that is not one.
   */
  async grantByCommand(rawAddress: string): Promise<GrantOutcome> {
    const parsed = addressSchema.safeParse(rawAddress);
    if (!parsed.success) {
      throw new AppError(400, 'VALIDATION_FAILED', `Not an e-mail address: ${rawAddress}`);
    }
    const address = parsed.data;
    const { db } = this.deps;
    const now = this.now();
    return db.transaction(async (tx): Promise<GrantOutcome> => {
      const account = await findAccount(tx, DEFAULT_CLIENT_ID, address);
      if (account?.emailVerified) {
        const already = account.role === 'admin';
        if (!already) await this.grant(tx, DEFAULT_CLIENT_ID, account.id, address, 'command', now);
        return { kind: 'granted', address, already };
      }
      await repo.voidGrantLinks(tx, DEFAULT_CLIENT_ID, address, now);
      const token = newToken();
      await repo.insertSetupLink(tx, {
        clientId: DEFAULT_CLIENT_ID,
        kind: 'grant',
        address,
        startId: null,
        tokenHash: linkTokenHash(token),
        expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS),
      });
      return { kind: 'link', address, token, reason: account ? 'unproven' : 'no-account' };
    });
  }

  /** The stored grant, its audit line, and the first-admin links retired (an admin exists). */
  private async grant(
    tx: DbExecutor,
    clientId: number,
    userId: number,
    address: string,
    how: 'setup-link' | 'command',
    now: Date,
  ): Promise<void> {
    if (!(await repo.grantAdmin(tx, userId))) throw invalidLink();
    await repo.auditGrant(tx, { clientId, userId, address, how });
    await repo.voidFirstAdminLinks(tx, clientId, now);
    await repo.voidGrantLinks(tx, clientId, address, now);
  }
}

/** 256 random bits, base64url (43 characters). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function invalidLink(): AppError {
  return new AppError(400, 'INVALID_SETUP_LINK', FIRST_ADMIN_MESSAGES.invalidLink);
}

function adminExists(): AppError {
  return new AppError(409, 'ADMIN_EXISTS', FIRST_ADMIN_MESSAGES.adminExists);
}

import type { Locale } from '../../../contracts/i18n/locales.js';
import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_RESTORE_DAYS,
  type SessionInfo,
} from '../../../contracts/account.js';
import type { PublicUser } from '../../../contracts/auth.js';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { tooManyRequests, waitText, type SharedLimits } from '../../lib/shared-limits.js';
import type { LimitRule } from '../../lib/shared-limits.js';
import { scanHistoryCsv } from '../analytics/index.js';
import {
  endSession,
  findAccount,
  findLiveUser,
  limitKey,
  findRestorable,
  normaliseAddress,
  restoreUser,
  startSession,
  toPublicUser,
  type AccountLimitRules,
  type ClientMeta,
  type PasswordHasher,
} from '../auth/index.js';
import { soleOwnedSharedWorkspaces, soleOwnedSubscribedWorkspaces } from '../workspaces/index.js';
import { confirmPassword, fieldError } from './password-check.js';
import * as repo from './repository.js';
import { zipStream, type ZipEntry } from './zip-stream.js';

/** Data exports per account: a few a day is plenty, and each one reads everything. */
export const EXPORT_LIMIT: LimitRule = { max: 5, windowMs: 60 * 60_000 };

const DAY_MS = 24 * 60 * 60_000;

export interface AccountServiceDeps {
  db: Database;
  hasher: PasswordHasher;
  limits: SharedLimits;
  rules: AccountLimitRules;
  storage: FileStorage;
  now?: () => Date;
}

/** The id a session has in the API: a hash of the stored id, so the stored id never leaves. */
export function publicSessionId(storedId: string): string {
  return createHash('sha256').update(`qrs session ${storedId}`).digest('hex').slice(0, 16);
}

/**
 * What the signed-in owner does with their account: names, sessions, the data export,
 * deletion and (signed out, within ACCOUNT_RESTORE_DAYS) restoring a deleted account. Every
 * method takes the caller's user id from the session, never from the request body, so no
 * request can reach another account's sessions or data.
 */
export class AccountService {
  private readonly now: () => Date;

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async updateName(
    userId: number,
    names: { firstName: string; lastName: string },
  ): Promise<PublicUser> {
    const row = await repo.setNames(
      this.deps.db,
      userId,
      names.firstName || null,
      names.lastName || null,
    );
    if (!row) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in again.');
    return toPublicUser(row);
  }

  /** The account's language, for the app and every mail sent to it from now on. */
  async updateLocale(userId: number, locale: Locale): Promise<PublicUser> {
    const row = await repo.setLocale(this.deps.db, userId, locale);
    if (!row) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in again.');
    return toPublicUser(row);
  }

  async listSessions(userId: number, currentSessionId: string): Promise<SessionInfo[]> {
    const rows = await repo.liveSessions(this.deps.db, userId, this.now());
    return rows.map((row) => {
      const { browser, os } = describeAgent(row.userAgent);
      return {
        id: publicSessionId(row.id),
        browser,
        os,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      };
    });
  }

  /**
   * Ends one of the caller's sessions by its public id. Returns whether it was the caller's
   * own (the route then clears the cookie). 404 when the user has no such session.
   */
  async endSession(userId: number, publicId: string, currentSessionId: string) {
    const { db } = this.deps;
    const rows = await repo.liveSessions(db, userId, this.now());
    const match = rows.find((row) => publicSessionId(row.id) === publicId);
    if (!match || !(await repo.deleteOwnSession(db, userId, match.id))) {
      throw new AppError(404, 'SESSION_NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound);
    }
    return { wasCurrent: match.id === currentSessionId };
  }

  /** Ends every session of the caller except the one making the request; how many ended. */
  async endOtherSessions(userId: number, currentSessionId: string): Promise<number> {
    const { db } = this.deps;
    const rows = await repo.liveSessions(db, userId, this.now());
    let ended = 0;
    for (const row of rows) {
      if (row.id !== currentSessionId && (await repo.deleteOwnSession(db, userId, row.id))) {
        ended += 1;
      }
    }
    return ended;
  }

  /**
   * POST /api/delete-account: an account with a password confirms with it (wrong ones count
   * against the sign-in limit of the (account, IP) pair); a Google-only account types its
   * address. Then the account is marked deleted and every session ends at once; its dynamic
   * codes keep redirecting, and it can be restored for ACCOUNT_RESTORE_DAYS days. The only owner
   * of a workspace other people use is refused until they hand it over (409 SOLE_OWNER), and so
   * is an account that alone owns a workspace with a live Premium subscription (409
   * SUBSCRIPTION_LIVE: cancel it first).
   */
  async deleteAccount(
    userId: number,
    input: { password?: string; email?: string },
    meta: ClientMeta,
  ): Promise<void> {
    const { db } = this.deps;
    const user = await this.liveUser(userId);
    if (user.passwordHash) {
      await confirmPassword(this.deps, user, input.password, meta, {
        field: 'password',
        missing: ACCOUNT_MESSAGES.deletePasswordRequired,
        wrong: ACCOUNT_MESSAGES.deletePasswordWrong,
      });
    } else if (normaliseAddress(input.email ?? '') !== user.username) {
      throw fieldError('email', ACCOUNT_MESSAGES.deleteEmailMismatch);
    }
    // A workspace other people use keeps an owner: the account hands it over first.
    const held = await soleOwnedSharedWorkspaces(db, user.id);
    if (held.length > 0) {
      const names = held.map((w) => `“${w.name}”`).join(', ');
      throw new AppError(409, 'SOLE_OWNER', ACCOUNT_MESSAGES.deleteSoleOwner(names));
    }
    // Nothing the account alone can end keeps being charged after it is gone.
    const paying = await soleOwnedSubscribedWorkspaces(db, user.id);
    if (paying.length > 0) {
      const names = paying.map((w) => (w.personal ? 'Your personal workspace' : `“${w.name}”`));
      throw new AppError(
        409,
        'SUBSCRIPTION_LIVE',
        ACCOUNT_MESSAGES.deleteSubscribed(names.join(', ')),
      );
    }
    if (!(await repo.markDeleted(db, user.id, this.now()))) {
      throw new AppError(401, 'UNAUTHORIZED', 'Please sign in again.');
    }
  }

  /**
   * POST /api/restore-account (signed out): the address and password of an account deleted
   * less than ACCOUNT_RESTORE_DAYS days ago bring it back and sign in. Throttled like sign-in;
   * every refusal but "the address has a new account" reads the same.
   */
  async restoreAccount(
    input: { username: string; password: string },
    meta: ClientMeta,
  ): Promise<{ user: PublicUser; token: string }> {
    const { db, hasher, limits, rules } = this.deps;
    const address = normaliseAddress(input.username);
    const now = this.now();
    const pairKey = limitKey.loginPair(meta.clientId, address, meta.ip);
    const keys = [
      { key: pairKey, rule: rules.loginPair },
      { key: limitKey.loginAccount(meta.clientId, address), rule: rules.loginAccount },
      { key: limitKey.loginIp(meta.ip), rule: rules.loginIp },
    ];
    for (const { key, rule } of keys) {
      const verdict = await limits.hit(key, rule);
      if (!verdict.allowed) {
        throw tooManyRequests(
          'TOO_MANY_ATTEMPTS',
          AUTH_MESSAGES.tooManyAttempts,
          verdict.retryAfterSeconds,
        );
      }
    }
    const since = new Date(now.getTime() - ACCOUNT_RESTORE_DAYS * DAY_MS);
    const row = await findRestorable(db, meta.clientId, { address }, since);
    const ok = await hasher.verify(row?.passwordHash ?? null, input.password);
    if (!row || !ok) {
      throw new AppError(401, 'RESTORE_FAILED', ACCOUNT_MESSAGES.restoreFailed);
    }
    if (await findAccount(db, meta.clientId, address)) {
      throw new AppError(409, 'ADDRESS_TAKEN', ACCOUNT_MESSAGES.restoreAddressTaken);
    }
    let restored;
    try {
      restored = await restoreUser(db, row.id);
    } catch {
      // The partial unique index: a new account took the address meanwhile.
      throw new AppError(409, 'ADDRESS_TAKEN', ACCOUNT_MESSAGES.restoreAddressTaken);
    }
    if (!restored) throw new AppError(401, 'RESTORE_FAILED', ACCOUNT_MESSAGES.restoreFailed);
    await limits.reset(pairKey);
    const token = await startSession(db, restored.id, meta.userAgent, now);
    return { user: toPublicUser(restored), token };
  }

  /**
   * GET /api/account/export: a ZIP of everything the account owns. Rate limited per account;
   * the limit and ownership are checked before the first byte, so errors stay JSON.
   */
  async export(userId: number): Promise<{ filename: string; body: AsyncIterable<Uint8Array> }> {
    const { db, limits, storage } = this.deps;
    const user = await this.liveUser(userId);
    const verdict = await limits.hit(limitKey.accountExport(user.id), EXPORT_LIMIT);
    if (!verdict.allowed) {
      throw tooManyRequests(
        'TOO_MANY_EXPORTS',
        ACCOUNT_MESSAGES.tooManyExports(waitText(verdict.retryAfterSeconds)),
        verdict.retryAfterSeconds,
      );
    }
    const now = this.now();
    const records = await repo.ownedRecords(db, user.id);
    const fileName = (file: (typeof records.files)[number]) =>
      `uploads/${file.kind}/${file.id}${safeSuffix(file.originalName)}`;
    const document = {
      exportedAt: now.toISOString(),
      profile: {
        ...toPublicUser(user),
        trialActivated: user.trialActivated,
        trialStartDate: user.trialStartDate?.toISOString() ?? null,
        trialEndDate: user.trialEndDate?.toISOString() ?? null,
      },
      savedQrCodes: records.saved.map((c) => ({
        id: c.id,
        name: c.name,
        qrType: c.qrType,
        qrMode: c.qrMode,
        content: c.content,
        design: c.design,
        logoUploadId: c.logoUploadId,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      })),
      dynamicQrCodes: records.dynamic.map((c) => ({
        id: c.id,
        name: c.name,
        shortCode: c.shortCode,
        destination: c.destination,
        qrType: c.qrType,
        content: c.content,
        design: c.design,
        logoUploadId: c.logoUploadId,
        scanCount: c.scanCount,
        lastScannedAt: c.lastScannedAt?.toISOString() ?? null,
        isPaused: c.isPaused,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        scansFile: `scans/${c.shortCode}.csv`,
      })),
      paymentProducts: records.products.map((p) => ({
        id: p.id,
        productName: p.productName,
        productDescription: p.productDescription,
        productPrice: p.productPrice,
        currency: p.currency,
        isActive: p.isActive,
        createdAt: p.createdAt.toISOString(),
      })),
      uploads: records.files.map((f) => ({
        id: f.id,
        kind: f.kind,
        mimeType: f.mimeType,
        byteSize: f.byteSize,
        title: f.title,
        description: f.description,
        originalName: f.originalName,
        createdAt: f.createdAt.toISOString(),
        file: fileName(f),
      })),
    };
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield {
        name: 'account.json',
        compress: true,
        data: (async function* () {
          yield JSON.stringify(document, null, 2);
        })(),
      };
      for (const code of records.dynamic) {
        yield {
          name: `scans/${code.shortCode}.csv`,
          compress: true,
          data: scanHistoryCsv(db, code.id),
        };
      }
      for (const file of records.files) {
        const opened = await storage.open(file.kind, file.id);
        if (!opened) continue;
        yield { name: fileName(file), compress: false, data: opened.stream };
      }
    }
    const day = now.toISOString().slice(0, 10);
    return { filename: `qr-shark-data-${day}.zip`, body: zipStream(entries()) };
  }

  /** Ends the session behind a cookie the browser held before a restore signed it in. */
  async endSessionToken(token: string): Promise<void> {
    await endSession(this.deps.db, token);
  }

  private async liveUser(userId: number) {
    const user = await findLiveUser(this.deps.db, userId);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in again.');
    return user;
  }
}

/** "-name.pdf" from an uploaded file's original name: letters, digits, dot, dash only. */
function safeSuffix(originalName: string | null): string {
  const cleaned = (originalName ?? '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return cleaned ? `-${cleaned.slice(0, 80)}` : '';
}

/** "Chrome" / "macOS" from a stored User-Agent; "Unknown browser" when it says nothing. */
function describeAgent(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent?.trim()) return { browser: 'Unknown browser', os: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name?.trim() || 'Unknown browser',
    os: parsed.os.name?.trim() || 'Unknown system',
  };
}

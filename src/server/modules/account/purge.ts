import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ACCOUNT_RESTORE_DAYS } from '../../../contracts/account.js';
import type { Database } from '../../db/client.js';
import {
  accountLinks,
  bulkRuns,
  dynamicQrCodeEdits,
  dynamicQrCodes,
  paymentProducts,
  qrCodes,
  scanDayDims,
  scanEvents,
  scanSlotCounts,
  sessions,
  uploads,
  users,
  type UploadKind,
} from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import type { FileStorage } from '../../lib/storage.js';
import { deleteImageVariants } from '../uploads/index.js';

const DAY_MS = 24 * 60 * 60_000;
/** How often each process looks for accounts due for purging. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

export interface PurgedAccount {
  userId: number;
  /** Short codes now answering 410; caches must forget them. */
  shortCodes: string[];
}

/**
 * Purges accounts deleted more than ACCOUNT_RESTORE_DAYS days ago: the profile is emptied (the
 * address is freed for a new account), saved codes, payment products, bulk runs, uploads and
 * every scan event and rollup of the account's dynamic codes are removed, and those codes are
 * retired (their short links answer 410; the rows stay so a short code is never reused).
 *
 * Safe in several processes at once: each account is claimed with FOR UPDATE SKIP LOCKED and
 * purged in that transaction, and `purged_at` marks it done, so each is purged exactly once.
 */
export class AccountPurge {
  private readonly now: () => Date;

  constructor(private readonly deps: { db: Database; storage: FileStorage; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Purges every due account, one transaction each; returns what was purged. */
  async run(): Promise<PurgedAccount[]> {
    const done: PurgedAccount[] = [];
    for (;;) {
      const purged = await this.purgeOne();
      if (!purged) return done;
      done.push(purged);
    }
  }

  private async purgeOne(): Promise<PurgedAccount | null> {
    const now = this.now();
    const cutoff = new Date(now.getTime() - ACCOUNT_RESTORE_DAYS * DAY_MS);
    const files: { kind: UploadKind; id: string }[] = [];
    const result = await this.deps.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isDeleted, true), isNull(users.purgedAt), lte(users.deletedAt, cutoff)))
        .orderBy(users.deletedAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const userId = due.id;
      const codes = await tx
        .select({ id: dynamicQrCodes.id, shortCode: dynamicQrCodes.shortCode })
        .from(dynamicQrCodes)
        .where(eq(dynamicQrCodes.userId, userId));
      const codeIds = codes.map((c) => c.id);
      if (codeIds.length > 0) {
        await tx
          .update(dynamicQrCodes)
          .set({
            name: '',
            destination: '',
            content: {},
            design: {},
            logoUploadId: null,
            isDeleted: true,
            deletedAt: sql`coalesce(${dynamicQrCodes.deletedAt}, ${now})`,
            retiredAt: now,
            scanCount: 0,
            undetailedScanCount: 0,
            lastScannedAt: null,
          })
          .where(eq(dynamicQrCodes.userId, userId));
        // After the update: it waited for any scan write holding these rows, and writes from
        // now on see retired_at and store nothing (scans/repository.ts), so no event outlives us.
        await tx.delete(scanEvents).where(inArray(scanEvents.dynamicQrCodeId, codeIds));
        await tx.delete(scanSlotCounts).where(inArray(scanSlotCounts.dynamicQrCodeId, codeIds));
        await tx.delete(scanDayDims).where(inArray(scanDayDims.dynamicQrCodeId, codeIds));
        await tx.delete(dynamicQrCodeEdits).where(inArray(dynamicQrCodeEdits.codeId, codeIds));
      }
      await tx.delete(qrCodes).where(eq(qrCodes.userId, userId));
      await tx.delete(bulkRuns).where(eq(bulkRuns.userId, userId));
      await tx.delete(paymentProducts).where(eq(paymentProducts.userId, userId));
      const gone = await tx
        .delete(uploads)
        .where(eq(uploads.userId, userId))
        .returning({ id: uploads.id, kind: uploads.kind });
      files.push(...gone);
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accountLinks).where(eq(accountLinks.userId, userId));
      await tx
        .update(users)
        .set({
          username: `purged-${userId}`,
          email: null,
          emailVerified: false,
          passwordHash: null,
          googleId: null,
          firstName: null,
          lastName: null,
          stripeCustomerId: null,
          stripeSubscriptionId: null,
          purgedAt: now,
        })
        .where(eq(users.id, userId));
      return { userId, shortCodes: codes.map((c) => c.shortCode) };
    });
    // Files go once the rows are gone for good; a crash here leaves orphan files only.
    for (const file of files) {
      await this.deps.storage.delete(file.kind, file.id);
      if (file.kind === 'image') await deleteImageVariants(this.deps.storage, file.id);
    }
    return result;
  }
}

/**
 * Runs the purge when the app is ready and then every PURGE_INTERVAL_MS (the timer does not
 * keep the process alive and stops at close); retired short codes are dropped from the
 * redirect caches of every process. Returns a function that runs it now (joining a run under
 * way), for accounts deleted without a restore window ("this was not me").
 */
export function registerAccountPurge(
  app: App,
  purge: AccountPurge,
  logger: Pick<Logger, 'info' | 'warn'>,
  intervalMs = PURGE_INTERVAL_MS,
): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= (async () => {
      try {
        const purged = await purge.run();
        for (const account of purged) {
          for (const shortCode of account.shortCodes) await app.redirectCache.invalidate(shortCode);
        }
        if (purged.length > 0) logger.info({ purged: purged.length }, 'purged deleted accounts');
      } catch (err) {
        logger.warn({ err }, 'purging deleted accounts failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  app.addHook('onReady', async () => {
    void tick();
    // setInterval treats anything above 2^31 - 1 ms as 1 ms.
    timer = setInterval(() => void tick(), Math.min(intervalMs, 2 ** 31 - 1));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
  return tick;
}

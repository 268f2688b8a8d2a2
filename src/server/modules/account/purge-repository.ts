import { and, eq, inArray, isNull, lte, or, sql, type Column } from 'drizzle-orm';
import { forgetSoleOwnedBilling, leaveAllWorkspaces } from '../workspaces/index.js';
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

export interface PurgedRows {
  userId: number;
  /** Short codes now retired (answering 410). */
  shortCodes: string[];
  /** Stored files whose rows went: the caller deletes them once this has committed. */
  files: { kind: UploadKind; id: string }[];
}

/**
 * Purges one account deleted at or before `cutoff` and not yet purged, in one transaction: the
 * account is claimed with FOR UPDATE SKIP LOCKED (another process purging at the same time takes
 * another one) and marked `purged_at`, so each is purged once. Its profile is emptied, its saved
 * codes, payment products, bulk runs, uploads, sessions, links and every scan event and rollup of
 * its dynamic codes are removed, and those codes are retired. Null when none is due.
 */
export async function purgeOneDeletedAccount(
  db: Database,
  cutoff: Date,
  now: Date,
): Promise<PurgedRows | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isDeleted, true), isNull(users.purgedAt), lte(users.deletedAt, cutoff)))
      .orderBy(users.deletedAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const userId = due.id;
    // The account leaves every workspace. What was made in the ones it was alone in (its
    // personal workspace, team workspaces nobody joined) goes with it; what it made in shared
    // workspaces is theirs and stays.
    // Its Stripe links end first, while its memberships still say what it owned alone.
    await forgetSoleOwnedBilling(tx, userId);
    const ended = await leaveAllWorkspaces(tx, userId, now);
    const inEnded = <T extends { workspaceId: Column }>(table: T) =>
      ended.length > 0 ? inArray(table.workspaceId, ended) : sql`false`;
    const codes = await tx
      .select({ id: dynamicQrCodes.id, shortCode: dynamicQrCodes.shortCode })
      .from(dynamicQrCodes)
      .where(inEnded(dynamicQrCodes));
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
        .where(inEnded(dynamicQrCodes));
      // After the update: it waited for any scan write holding these rows, and writes from
      // now on see retired_at and store nothing (scans/repository.ts), so no event outlives us.
      await tx.delete(scanEvents).where(inArray(scanEvents.dynamicQrCodeId, codeIds));
      await tx.delete(scanSlotCounts).where(inArray(scanSlotCounts.dynamicQrCodeId, codeIds));
      await tx.delete(scanDayDims).where(inArray(scanDayDims.dynamicQrCodeId, codeIds));
      await tx.delete(dynamicQrCodeEdits).where(inArray(dynamicQrCodeEdits.codeId, codeIds));
    }
    await tx.delete(qrCodes).where(inEnded(qrCodes));
    await tx.delete(bulkRuns).where(inEnded(bulkRuns));
    await tx
      .delete(paymentProducts)
      .where(or(inEnded(paymentProducts), eq(paymentProducts.userId, userId)));
    const files = await tx
      .delete(uploads)
      .where(or(inEnded(uploads), and(eq(uploads.userId, userId), isNull(uploads.workspaceId))))
      .returning({ id: uploads.id, kind: uploads.kind });
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
        purgedAt: now,
      })
      .where(eq(users.id, userId));
    return { userId, shortCodes: codes.map((c) => c.shortCode), files };
  });
}

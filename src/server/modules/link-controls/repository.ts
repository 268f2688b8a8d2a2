import { and, eq, sql } from 'drizzle-orm';
import type { LinkControls } from '../../../contracts/link-controls.js';
import type { Database } from '../../db/client.js';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { ownerLiveCodes } from '../../db/owner-scope.js';

export interface ControlsRow {
  id: number;
  shortCode: string;
  userId: number;
  linkControls: LinkControls | null;
  hasPassword: boolean;
  cappedScans: number;
  scanCount: number;
  passwordRejections: number;
  lastPasswordRejectionAt: Date | null;
}

const controlsColumns = {
  id: dynamicQrCodes.id,
  shortCode: dynamicQrCodes.shortCode,
  userId: dynamicQrCodes.userId,
  linkControls: dynamicQrCodes.linkControls,
  hasPassword: sql<boolean>`${dynamicQrCodes.linkPasswordHash} is not null`.mapWith(Boolean),
  cappedScans: dynamicQrCodes.cappedScans,
  scanCount: dynamicQrCodes.scanCount,
  passwordRejections: dynamicQrCodes.passwordRejections,
  lastPasswordRejectionAt: dynamicQrCodes.lastPasswordRejectionAt,
};

/** The owner's live (not deleted) code's controls, or null. */
export async function findControls(
  db: Database,
  owner: { userId: number; clientId: number },
  id: number,
): Promise<ControlsRow | null> {
  const rows = await db
    .select(controlsColumns)
    .from(dynamicQrCodes)
    .where(ownerLiveCodes(dynamicQrCodes, owner, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Stores the controls. `passwordHash`: a string sets it, null removes it, undefined keeps it.
 * `cappedScans`: a number resets the cap's counter (a cap newly set starts from the scans
 * counted so far), undefined keeps it.
 */
export async function saveControls(
  db: Database,
  id: number,
  values: { linkControls: LinkControls | null; passwordHash?: string | null; cappedScans?: number },
  now: Date,
): Promise<void> {
  await db
    .update(dynamicQrCodes)
    .set({
      linkControls: values.linkControls,
      ...(values.passwordHash !== undefined ? { linkPasswordHash: values.passwordHash } : {}),
      ...(values.cappedScans !== undefined ? { cappedScans: values.cappedScans } : {}),
      updatedAt: now,
    })
    .where(eq(dynamicQrCodes.id, id));
}

/**
 * One human redirect against the cap: a single conditional UPDATE, so concurrent scanners in
 * any number of processes never take more than `max` slots in total (row lock per UPDATE).
 */
export async function claimCappedScan(db: Database, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(dynamicQrCodes)
    .set({ cappedScans: sql`${dynamicQrCodes.cappedScans} + 1` })
    .where(and(eq(dynamicQrCodes.id, id), sql`${dynamicQrCodes.cappedScans} < ${max}`))
    .returning({ cappedScans: dynamicQrCodes.cappedScans });
  return rows.length === 1;
}

/** True when the code has used up its cap of `max` human redirects (no change made). */
export async function capReached(db: Database, id: number, max: number): Promise<boolean> {
  const rows = await db
    .select({ used: dynamicQrCodes.cappedScans })
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.id, id))
    .limit(1);
  return (rows[0]?.used ?? 0) >= max;
}

/** The scanner password's hash of a live code, or null. */
export async function passwordHashOf(db: Database, id: number): Promise<string | null> {
  const rows = await db
    .select({ hash: dynamicQrCodes.linkPasswordHash })
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.id, id))
    .limit(1);
  return rows[0]?.hash ?? null;
}

/** Counts one wrong password for the owner to see. */
export async function recordRejection(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(dynamicQrCodes)
    .set({
      passwordRejections: sql`${dynamicQrCodes.passwordRejections} + 1`,
      lastPasswordRejectionAt: at,
    })
    .where(eq(dynamicQrCodes.id, id));
}

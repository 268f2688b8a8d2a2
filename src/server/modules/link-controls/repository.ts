import { and, desc, eq, sql } from 'drizzle-orm';
import type { LinkControls } from '../../../contracts/link-controls.js';
import type { DbExecutor } from '../../db/client.js';
import {
  clients,
  destinationHealth,
  dynamicQrCodeEdits,
  dynamicQrCodes,
} from '../../db/schema/index.js';
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
  db: DbExecutor,
  owner: { workspaceId: number; clientId: number },
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
  db: DbExecutor,
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
export async function claimCappedScan(db: DbExecutor, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(dynamicQrCodes)
    .set({ cappedScans: sql`${dynamicQrCodes.cappedScans} + 1` })
    .where(and(eq(dynamicQrCodes.id, id), sql`${dynamicQrCodes.cappedScans} < ${max}`))
    .returning({ cappedScans: dynamicQrCodes.cappedScans });
  return rows.length === 1;
}

/** True when the code has used up its cap of `max` human redirects (no change made). */
export async function capReached(db: DbExecutor, id: number, max: number): Promise<boolean> {
  const rows = await db
    .select({ used: dynamicQrCodes.cappedScans })
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.id, id))
    .limit(1);
  return (rows[0]?.used ?? 0) >= max;
}

/** The scanner password's hash of a live code, or null. */
export async function passwordHashOf(db: DbExecutor, id: number): Promise<string | null> {
  const rows = await db
    .select({ hash: dynamicQrCodes.linkPasswordHash })
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.id, id))
    .limit(1);
  return rows[0]?.hash ?? null;
}

/** Counts one wrong password for the owner to see. */
export async function recordRejection(db: DbExecutor, id: number, at: Date): Promise<void> {
  await db
    .update(dynamicQrCodes)
    .set({
      passwordRejections: sql`${dynamicQrCodes.passwordRejections} + 1`,
      lastPasswordRejectionAt: at,
    })
    .where(eq(dynamicQrCodes.id, id));
}

/**
 * What the safe preview shows of the client's live, unretired code `shortCode` (its brand,
 * whether a password guards it, its last health verdict), or undefined.
 */
export async function findPreviewCode(db: DbExecutor, shortCode: string, clientId: number) {
  const [row] = await db
    .select({
      id: dynamicQrCodes.id,
      destination: dynamicQrCodes.destination,
      qrType: dynamicQrCodes.qrType,
      isPaused: dynamicQrCodes.isPaused,
      brand: clients.name,
      protectedByPassword: sql<boolean>`${dynamicQrCodes.linkPasswordHash} is not null`.mapWith(
        Boolean,
      ),
      linkControls: dynamicQrCodes.linkControls,
      createdAt: dynamicQrCodes.createdAt,
      health: {
        status: destinationHealth.status,
        brokenSince: destinationHealth.brokenSince,
        checkedAt: destinationHealth.checkedAt,
      },
    })
    .from(dynamicQrCodes)
    .innerJoin(clients, eq(clients.id, dynamicQrCodes.clientId))
    .leftJoin(destinationHealth, eq(destinationHealth.codeId, dynamicQrCodes.id))
    .where(
      and(
        eq(dynamicQrCodes.shortCode, shortCode),
        // Only on the owning white-label client's hosts, like the link itself.
        eq(dynamicQrCodes.clientId, clientId),
        eq(dynamicQrCodes.isDeleted, false),
        sql`${dynamicQrCodes.retiredAt} is null`,
      ),
    )
    .limit(1);
  return row;
}

/** When the code's destination last changed (an edit that changed its URL), or null. */
export async function lastDestinationChange(db: DbExecutor, codeId: number): Promise<Date | null> {
  const [edit] = await db
    .select({ at: dynamicQrCodeEdits.createdAt })
    .from(dynamicQrCodeEdits)
    .where(
      and(
        eq(dynamicQrCodeEdits.codeId, codeId),
        sql`coalesce(${dynamicQrCodeEdits.fromDestination}, ${dynamicQrCodeEdits.before}->>'url', '') <> coalesce(${dynamicQrCodeEdits.toDestination}, ${dynamicQrCodeEdits.after}->>'url', '')`,
      ),
    )
    .orderBy(desc(dynamicQrCodeEdits.createdAt))
    .limit(1);
  return edit?.at ?? null;
}

// Test helpers: owners and dynamic codes written straight into the database, the way a legacy
// or hand-edited row would exist (no validation on the way in).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dynamicQrCodes, scanEvents, users } from '../../db/schema/index.js';
import { onlyRow } from '../../db/raw-rows.js';
import { createPersonalWorkspace } from '../workspaces/index.js';
import { personalWorkspaceIdOf, setPersonalSubscription } from '../workspaces/test-support.js';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 8-character base62 short code. */
export function randomShortCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => BASE62[b % 62]).join('');
}

export async function insertUser(
  db: Database,
  fields: { subscriptionStatus?: 'active' | 'past_due' | 'free' } = {},
): Promise<number> {
  const row = onlyRow(
    await db
      .insert(users)
      .values({ username: `owner-${randomBytes(6).toString('hex')}@example.com` })
      .returning({ id: users.id, clientId: users.clientId }),
    'insertUser',
  );
  // As sign-up does: every account has its personal workspace, which holds its plan (0040).
  await createPersonalWorkspace(db, row);
  if (fields.subscriptionStatus) {
    await setPersonalSubscription(db, row.id, fields.subscriptionStatus);
  }
  return row.id;
}

export async function insertCode(
  db: Database,
  userId: number,
  fields: {
    destination?: string;
    isPaused?: boolean;
    isDeleted?: boolean;
    /** Default: the user's personal workspace. */
    workspaceId?: number;
  } = {},
): Promise<{ id: number; shortCode: string }> {
  const shortCode = randomShortCode();
  const workspaceId = fields.workspaceId ?? (await personalWorkspaceIdOf(db, userId));
  const row = onlyRow(
    await db
      .insert(dynamicQrCodes)
      .values({
        userId,
        workspaceId,
        shortCode,
        destination: fields.destination ?? 'https://example.com/menu',
        qrType: 'url',
        isPaused: fields.isPaused ?? false,
        isDeleted: fields.isDeleted ?? false,
      })
      .returning({ id: dynamicQrCodes.id }),
    'insertCode',
  );
  return { id: row.id, shortCode };
}

export async function codeCounters(db: Database, id: number) {
  const [row] = await db
    .select({
      scanCount: dynamicQrCodes.scanCount,
      undetailed: dynamicQrCodes.undetailedScanCount,
      lastScannedAt: dynamicQrCodes.lastScannedAt,
    })
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.id, id));
  return row;
}

export function eventsOf(db: Database, id: number) {
  return db.select().from(scanEvents).where(eq(scanEvents.dynamicQrCodeId, id));
}

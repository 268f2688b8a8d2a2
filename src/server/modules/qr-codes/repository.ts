import { desc, inArray, sql, and, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { qrCodes } from '../../db/schema/index.js';
import { ownerLiveCodes } from '../../db/owner-scope.js';
import { onlyRow } from '../../db/raw-rows.js';

export type QrCodeRow = typeof qrCodes.$inferSelect;
export type NewQrCode = typeof qrCodes.$inferInsert;

/** Whose codes: every query is scoped to one user within one tenant. */
export interface Owner {
  userId: number;
  clientId: number;
  workspaceId: number;
}

function ownerScope(owner: Owner, id?: number): SQL {
  return ownerLiveCodes(qrCodes, owner, id);
}

export async function insertQrCode(db: DbExecutor, values: NewQrCode): Promise<QrCodeRow> {
  return onlyRow(await db.insert(qrCodes).values(values).returning(), 'insertQrCode');
}

/** The owner's saved codes, not deleted, newest first. */
export async function listQrCodes(db: DbExecutor, owner: Owner): Promise<QrCodeRow[]> {
  return db
    .select()
    .from(qrCodes)
    .where(ownerScope(owner))
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id));
}

/** A code's place in a newest-first list: its id and when it was made. */
export interface CodeKey {
  id: number;
  createdAt: Date;
}

/** The first `limit` of the owner's saved codes, newest first: ids and times only. */
export async function qrCodeKeys(db: DbExecutor, owner: Owner, limit: number): Promise<CodeKey[]> {
  return db
    .select({ id: qrCodes.id, createdAt: qrCodes.createdAt })
    .from(qrCodes)
    .where(ownerScope(owner))
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id))
    .limit(limit);
}

/** How many saved codes the owner has. */
export async function countQrCodes(db: DbExecutor, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(qrCodes)
    .where(ownerScope(owner));
  return Number(row?.n ?? 0);
}

/** The owner's saved codes among `ids` (any order). */
export async function qrCodesByIds(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
): Promise<QrCodeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(qrCodes)
    .where(and(ownerScope(owner), inArray(qrCodes.id, [...ids])));
}

export async function findQrCode(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<QrCodeRow | null> {
  const [row] = await db.select().from(qrCodes).where(ownerScope(owner, id)).limit(1);
  return row ?? null;
}

/** Sets the design (and logo) of the owner's live code; null when there is none. */
export async function restyleQrCode(
  db: DbExecutor,
  owner: Owner,
  id: number,
  values: Pick<NewQrCode, 'design' | 'logoUploadId'>,
  now: Date,
): Promise<QrCodeRow | null> {
  const [row] = await db
    .update(qrCodes)
    .set({ ...values, updatedAt: now })
    .where(ownerScope(owner, id))
    .returning();
  return row ?? null;
}

/** Renames the owner's live code; null when there is none. */
export async function renameQrCode(
  db: DbExecutor,
  owner: Owner,
  id: number,
  name: string,
  now: Date,
): Promise<QrCodeRow | null> {
  const [row] = await db
    .update(qrCodes)
    .set({ name, updatedAt: now })
    .where(ownerScope(owner, id))
    .returning();
  return row ?? null;
}

/** Soft delete; false when the owner has no such live code. */
export async function softDeleteQrCode(
  db: DbExecutor,
  owner: Owner,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(qrCodes)
    .set({ isDeleted: true, deletedAt: now, updatedAt: now })
    .where(ownerScope(owner, id))
    .returning({ id: qrCodes.id });
  return rows.length > 0;
}

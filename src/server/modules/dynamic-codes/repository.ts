import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dynamicQrCodeEdits, dynamicQrCodes, users } from '../../db/schema/index.js';
import { ownerLiveCodes } from '../../db/owner-scope.js';
import { onlyRow } from '../../db/raw-rows.js';

export type DynamicCodeRow = typeof dynamicQrCodes.$inferSelect;
export type NewDynamicCode = typeof dynamicQrCodes.$inferInsert;
export type DynamicCodeEditRow = typeof dynamicQrCodeEdits.$inferSelect;

/**
 * Whose codes: every query is scoped to one workspace within one tenant; `userId` is the member
 * acting (recorded as who made or edited a code).
 */
export interface Owner {
  userId: number;
  clientId: number;
  workspaceId: number;
  /**
   * Origin of the owner's short links: the white-label host the request came in on
   * (lib/tenant.ts); absent: PUBLIC_URL.
   */
  origin?: string;
}

/** The owner's code `id`, not deleted. */
function ownCode(owner: Owner, id: number): SQL {
  return ownerLiveCodes(dynamicQrCodes, owner, id);
}

export async function insertDynamicCode(
  db: DbExecutor,
  values: NewDynamicCode,
): Promise<DynamicCodeRow> {
  return onlyRow(await db.insert(dynamicQrCodes).values(values).returning(), 'insertDynamicCode');
}

/**
 * The owner's codes, not deleted, newest first. `paused`: true only paused, false only active,
 * undefined both.
 */
export async function listDynamicCodes(
  db: DbExecutor,
  owner: Owner,
  paused?: boolean,
): Promise<DynamicCodeRow[]> {
  return db
    .select()
    .from(dynamicQrCodes)
    .where(
      and(
        ownerLiveCodes(dynamicQrCodes, owner),
        paused === undefined ? undefined : eq(dynamicQrCodes.isPaused, paused),
      ),
    )
    .orderBy(desc(dynamicQrCodes.createdAt), desc(dynamicQrCodes.id));
}

export async function findDynamicCode(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<DynamicCodeRow | null> {
  const [row] = await db.select().from(dynamicQrCodes).where(ownCode(owner, id)).limit(1);
  return row ?? null;
}

/** Updates the owner's live code; null when there is none (unknown, another user's, deleted). */
export async function updateDynamicCode(
  db: DbExecutor,
  owner: Owner,
  id: number,
  values: Partial<
    Pick<NewDynamicCode, 'name' | 'destination' | 'isPaused' | 'pausedAt' | 'updatedAt'>
  >,
): Promise<DynamicCodeRow | null> {
  const [row] = await db.update(dynamicQrCodes).set(values).where(ownCode(owner, id)).returning();
  return row ?? null;
}

/** Soft delete; the short code of the deleted code, or null when there was none. */
export async function softDeleteDynamicCode(
  db: DbExecutor,
  owner: Owner,
  id: number,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(dynamicQrCodes)
    .set({ isDeleted: true, deletedAt: now, updatedAt: now })
    .where(ownCode(owner, id))
    .returning({ shortCode: dynamicQrCodes.shortCode });
  return row?.shortCode ?? null;
}

/** True for PostgreSQL's unique violation on the short code index (drizzle wraps the cause). */
export function isShortCodeCollision(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === '23505') {
      return (
        constraint === 'dynamic_qr_codes_short_code_key' ||
        String(message).includes('dynamic_qr_codes_short_code_key')
      );
    }
  }
  return false;
}

/**
 * Replaces the owner's live code's type, content and destination and records the edit, in one
 * transaction. Null when there is no such code (nothing is recorded then).
 */
export async function updateContent(
  db: DbExecutor,
  owner: Owner,
  id: number,
  change: {
    values: Pick<NewDynamicCode, 'qrType' | 'content' | 'destination' | 'updatedAt'>;
    edit: Pick<
      typeof dynamicQrCodeEdits.$inferInsert,
      | 'fromType'
      | 'toType'
      | 'changedFields'
      | 'before'
      | 'after'
      | 'fromDestination'
      | 'toDestination'
      | 'createdAt'
    >;
  },
): Promise<DynamicCodeRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dynamicQrCodes)
      .set(change.values)
      .where(ownCode(owner, id))
      .returning();
    if (!row) return null;
    await tx.insert(dynamicQrCodeEdits).values({
      ...change.edit,
      clientId: owner.clientId,
      codeId: row.id,
      userId: owner.userId,
    });
    return row;
  });
}

/**
 * Edits of a code (already checked to be the owner's) that changed where it leads, newest
 * first, at most `limit`, with the editor's e-mail. Rows from before migration 0021 carry no
 * destinations: their content's url stands in.
 */
export async function listDestinationChanges(
  db: DbExecutor,
  owner: Owner,
  codeId: number,
  limit: number,
): Promise<{ id: number; createdAt: Date; changedBy: string | null; from: string; to: string }[]> {
  const from = sql<string>`coalesce(${dynamicQrCodeEdits.fromDestination}, ${dynamicQrCodeEdits.before}->>'url', '')`;
  const to = sql<string>`coalesce(${dynamicQrCodeEdits.toDestination}, ${dynamicQrCodeEdits.after}->>'url', '')`;
  return db
    .select({
      id: dynamicQrCodeEdits.id,
      createdAt: dynamicQrCodeEdits.createdAt,
      changedBy: users.username,
      from,
      to,
    })
    .from(dynamicQrCodeEdits)
    .leftJoin(users, eq(users.id, dynamicQrCodeEdits.userId))
    .where(
      and(
        eq(dynamicQrCodeEdits.codeId, codeId),
        eq(dynamicQrCodeEdits.clientId, owner.clientId),
        sql`${from} <> ${to}`,
      ),
    )
    .orderBy(desc(dynamicQrCodeEdits.createdAt), desc(dynamicQrCodeEdits.id))
    .limit(limit);
}

/** The edits of a code (already checked to be the owner's), newest first. */
export async function listEdits(
  db: DbExecutor,
  owner: Owner,
  codeId: number,
): Promise<DynamicCodeEditRow[]> {
  return db
    .select()
    .from(dynamicQrCodeEdits)
    .where(
      and(eq(dynamicQrCodeEdits.codeId, codeId), eq(dynamicQrCodeEdits.clientId, owner.clientId)),
    )
    .orderBy(desc(dynamicQrCodeEdits.createdAt), desc(dynamicQrCodeEdits.id));
}

/** A live dynamic code and where it sends scans, for an owner who just took over the account. */
export interface CodeDestination {
  name: string;
  shortCode: string;
  destination: string;
  isPaused: boolean;
}

/** The live dynamic codes the user made, newest first (at most `limit`), and how many there are. */
export async function codeDestinations(
  db: DbExecutor,
  userId: number,
  limit: number,
): Promise<{ total: number; codes: CodeDestination[] }> {
  const own = and(eq(dynamicQrCodes.userId, userId), eq(dynamicQrCodes.isDeleted, false));
  const codes = await db
    .select({
      name: dynamicQrCodes.name,
      shortCode: dynamicQrCodes.shortCode,
      destination: dynamicQrCodes.destination,
      isPaused: dynamicQrCodes.isPaused,
    })
    .from(dynamicQrCodes)
    .where(own)
    .orderBy(desc(dynamicQrCodes.id))
    .limit(limit);
  const { total } = onlyRow(
    await db
      .select({ total: sql<number>`count(*)::int` })
      .from(dynamicQrCodes)
      .where(own),
    'codeDestinations',
  );
  return { total, codes };
}

/**
 * Retires every code of a deleted workspace at `now`: each is marked deleted and its short link
 * answers 410 "removed" (redirect/pages.ts), as a closed account's codes do. Returns their short
 * codes (caches must forget them).
 */
export async function retireWorkspaceCodes(
  db: DbExecutor,
  workspaceId: number,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(dynamicQrCodes)
    .set({
      isDeleted: true,
      deletedAt: sql`coalesce(${dynamicQrCodes.deletedAt}, ${now})`,
      retiredAt: now,
    })
    .where(eq(dynamicQrCodes.workspaceId, workspaceId))
    .returning({ shortCode: dynamicQrCodes.shortCode });
  return rows.map((r) => r.shortCode);
}

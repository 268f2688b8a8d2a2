import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CodeFilter, CodeQuery } from '../../../contracts/organise.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DbExecutor } from '../../db/client.js';
import { codeFilterCondition, codeOrder } from '../../db/code-filters.js';
import {
  codeTags,
  dynamicCodeTags,
  dynamicQrCodeEdits,
  dynamicQrCodes,
  users,
} from '../../db/schema/index.js';
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

/** The owner's live codes matching `query` (contracts/organise: filters AND-ed, its sort). */
export async function searchDynamicCodes(
  db: DbExecutor,
  owner: Owner,
  query: CodeQuery,
): Promise<DynamicCodeRow[]> {
  return db
    .select()
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), codeFilterCondition(query)))
    .orderBy(...codeOrder(query.sort, query.order));
}

/**
 * One page of the owner's live codes matching `query`, in its order: `limit` rows after
 * skipping `offset` (issue 40 item 9).
 */
export async function searchDynamicCodesPage(
  db: DbExecutor,
  owner: Owner,
  query: CodeQuery,
  limit: number,
  offset: number,
): Promise<DynamicCodeRow[]> {
  return db
    .select()
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), codeFilterCondition(query)))
    .orderBy(...codeOrder(query.sort, query.order))
    .limit(limit)
    .offset(offset);
}

/** The first `limit` of the owner's active live codes, newest first: ids and times only. */
export async function activeCodeKeys(
  db: DbExecutor,
  owner: Owner,
  limit: number,
): Promise<{ id: number; createdAt: Date }[]> {
  return db
    .select({ id: dynamicQrCodes.id, createdAt: dynamicQrCodes.createdAt })
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), codeFilterCondition({ status: 'active' })))
    .orderBy(...codeOrder('created'))
    .limit(limit);
}

/** The owner's live codes among `ids` (any order). */
export async function dynamicCodesByIds(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
): Promise<DynamicCodeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), inArray(dynamicQrCodes.id, [...ids])));
}

/** How many of the owner's live codes match `filter`. */
export async function countDynamicCodes(
  db: DbExecutor,
  owner: Owner,
  filter: CodeFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), codeFilterCondition(filter)));
  return Number(row?.n ?? 0);
}

/** The tag names of each of the codes `ids` (A to Z, any case), by code id. */
export async function tagNamesByCode(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const byCode = new Map<number, string[]>();
  if (ids.length === 0) return byCode;
  const rows = await db
    .select({ codeId: dynamicCodeTags.codeId, name: codeTags.name })
    .from(dynamicCodeTags)
    .innerJoin(codeTags, eq(codeTags.id, dynamicCodeTags.tagId))
    .where(inArray(dynamicCodeTags.codeId, [...ids]))
    .orderBy(asc(sql`lower(${codeTags.name})`));
  for (const row of rows) {
    const names = byCode.get(row.codeId) ?? [];
    names.push(row.name);
    byCode.set(row.codeId, names);
  }
  return byCode;
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
    Pick<
      NewDynamicCode,
      'name' | 'destination' | 'isPaused' | 'pausedAt' | 'updatedAt' | 'design' | 'logoUploadId'
    >
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

/** A code a bulk action changes: its id and its short code (the redirect cache forgets it). */
export interface BulkCode {
  id: number;
  shortCode: string;
}

/**
 * The ids of the owner's live codes matching `filter` (contracts/organise), ascending, at most
 * `limit` (ask for one more than allowed to tell "too many").
 */
export async function matchingCodeIds(
  db: DbExecutor,
  owner: Owner,
  filter: CodeFilter,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: dynamicQrCodes.id })
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), codeFilterCondition(filter)))
    .orderBy(asc(dynamicQrCodes.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The owner's live codes among `ids`, locked until the transaction ends. */
export async function lockLiveCodes(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
): Promise<BulkCode[]> {
  return db
    .select({ id: dynamicQrCodes.id, shortCode: dynamicQrCodes.shortCode })
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), inArray(dynamicQrCodes.id, [...ids])))
    .for('update');
}

/**
 * Pauses (or resumes) the owner's live codes among `ids` that are not so already (a paused
 * code keeps its first pausedAt). Answers those it changed.
 */
export async function setPausedMany(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
  paused: boolean,
  now: Date,
): Promise<BulkCode[]> {
  return db
    .update(dynamicQrCodes)
    .set({ isPaused: paused, pausedAt: paused ? now : null, updatedAt: now })
    .where(
      and(
        ownerLiveCodes(dynamicQrCodes, owner),
        inArray(dynamicQrCodes.id, [...ids]),
        eq(dynamicQrCodes.isPaused, !paused),
      ),
    )
    .returning({ id: dynamicQrCodes.id, shortCode: dynamicQrCodes.shortCode });
}

/** Soft-deletes the owner's live codes among `ids` at `now`; answers those it deleted. */
export async function softDeleteMany(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
  now: Date,
): Promise<BulkCode[]> {
  return db
    .update(dynamicQrCodes)
    .set({ isDeleted: true, deletedAt: now, updatedAt: now })
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), inArray(dynamicQrCodes.id, [...ids])))
    .returning({ id: dynamicQrCodes.id, shortCode: dynamicQrCodes.shortCode });
}

/**
 * The owner's codes among `ids` that were deleted at or after `since` and not retired with
 * their workspace or account.
 */
function restorable(owner: Owner, ids: readonly number[], since: Date): SQL {
  return and(
    eq(dynamicQrCodes.workspaceId, owner.workspaceId),
    eq(dynamicQrCodes.clientId, owner.clientId),
    inArray(dynamicQrCodes.id, [...ids]),
    eq(dynamicQrCodes.isDeleted, true),
    isNull(dynamicQrCodes.retiredAt),
    gte(dynamicQrCodes.deletedAt, since),
  )!;
}

/** The restorable codes among `ids` (see restorable), locked until the transaction ends. */
export async function lockRestorableCodes(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
  since: Date,
): Promise<BulkCode[]> {
  return db
    .select({ id: dynamicQrCodes.id, shortCode: dynamicQrCodes.shortCode })
    .from(dynamicQrCodes)
    .where(restorable(owner, ids, since))
    .for('update');
}

/** Undeletes the codes `lockRestorableCodes` found; answers those it restored. */
export async function restoreMany(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
  since: Date,
  now: Date,
): Promise<BulkCode[]> {
  return db
    .update(dynamicQrCodes)
    .set({ isDeleted: false, deletedAt: null, updatedAt: now })
    .where(restorable(owner, ids, since))
    .returning({ id: dynamicQrCodes.id, shortCode: dynamicQrCodes.shortCode });
}

/** True for PostgreSQL's unique violation on the short code index. */
export function isShortCodeCollision(err: unknown): boolean {
  return isUniqueViolation(err, 'dynamic_qr_codes_short_code_key');
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

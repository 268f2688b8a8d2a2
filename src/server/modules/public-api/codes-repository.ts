import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dynamicQrCodes, qrCodes } from '../../db/schema/index.js';
import { ownerLiveCodes } from '../../db/owner-scope.js';

export type CodeKind = 'dynamic' | 'saved';

/**
 * Position of a code in the list order: newest first by creation time in microseconds (the
 * column's precision, so no two positions tie by rounding), then dynamic before saved, then
 * higher id first. A cursor is the position of the last code of a page.
 */
export interface CodePosition {
  micros: bigint;
  kind: CodeKind;
  id: number;
}

/** Rank of a kind in the order (higher comes first). */
export const KIND_RANK: Record<CodeKind, number> = { dynamic: 1, saved: 0 };

type Owner = { userId: number; clientId: number; workspaceId: number };

/**
 * What a list may be narrowed to: one content type, dynamic codes by state (a saved code has
 * no state, so `status` leaves only dynamic codes), names containing `search` (any case).
 */
export interface CodeFilters {
  qrType?: string;
  status?: 'active' | 'paused';
  search?: string;
}

/** `%text%` for ILIKE with the text's own % _ \ matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows of one table (of `kind`) strictly after `after` in the list order. */
function afterCondition(
  micros: SQL,
  id: SQL,
  kind: CodeKind,
  after: CodePosition | null,
): SQL | undefined {
  if (!after) return undefined;
  const rank = KIND_RANK[kind];
  const cursorRank = KIND_RANK[after.kind];
  if (rank < cursorRank) return sql`${micros} <= ${after.micros.toString()}::bigint`;
  if (rank > cursorRank) return sql`${micros} < ${after.micros.toString()}::bigint`;
  return sql`(${micros} < ${after.micros.toString()}::bigint or (${micros} = ${after.micros.toString()}::bigint and ${id} < ${after.id}))`;
}

const dynamicMicros = sql<string>`(extract(epoch from ${dynamicQrCodes.createdAt}) * 1000000)::bigint`;
const savedMicros = sql<string>`(extract(epoch from ${qrCodes.createdAt}) * 1000000)::bigint`;

/**
 * The owner's live dynamic codes strictly after `after`, in list order, at most `limit`; each
 * with its position's microseconds (as text: bigint).
 */
export async function dynamicPage(
  db: DbExecutor,
  owner: Owner,
  after: CodePosition | null,
  limit: number,
  filters: CodeFilters = {},
) {
  return db
    .select({ row: dynamicQrCodes, micros: dynamicMicros })
    .from(dynamicQrCodes)
    .where(
      and(
        ownerLiveCodes(dynamicQrCodes, owner),
        filters.qrType === undefined ? undefined : eq(dynamicQrCodes.qrType, filters.qrType),
        filters.status === undefined
          ? undefined
          : eq(dynamicQrCodes.isPaused, filters.status === 'paused'),
        filters.search === undefined
          ? undefined
          : ilike(dynamicQrCodes.name, containsPattern(filters.search)),
        afterCondition(dynamicMicros, sql`${dynamicQrCodes.id}`, 'dynamic', after),
      ),
    )
    .orderBy(sql`${dynamicMicros} desc`, sql`${dynamicQrCodes.id} desc`)
    .limit(limit);
}

/** As dynamicPage, for saved (static) codes. */
export async function savedPage(
  db: DbExecutor,
  owner: Owner,
  after: CodePosition | null,
  limit: number,
  filters: CodeFilters = {},
) {
  return db
    .select({ row: qrCodes, micros: savedMicros })
    .from(qrCodes)
    .where(
      and(
        ownerLiveCodes(qrCodes, owner),
        filters.qrType === undefined ? undefined : eq(qrCodes.qrType, filters.qrType),
        filters.search === undefined
          ? undefined
          : ilike(qrCodes.name, containsPattern(filters.search)),
        afterCondition(savedMicros, sql`${qrCodes.id}`, 'saved', after),
      ),
    )
    .orderBy(sql`${savedMicros} desc`, sql`${qrCodes.id} desc`)
    .limit(limit);
}

/** One live saved code of the owner, or undefined. */
export async function findSaved(db: DbExecutor, owner: Owner, id: number) {
  const [row] = await db
    .select()
    .from(qrCodes)
    .where(ownerLiveCodes(qrCodes, owner, id));
  return row;
}

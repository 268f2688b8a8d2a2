import { and, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dynamicQrCodes, qrCodes } from '../../db/schema/index.js';
import type { CodeFilter } from '../../../contracts/organise.js';
import { codeFilterCondition, containsPattern } from '../../db/code-filters.js';
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
export interface CodeFilters extends Omit<CodeFilter, 'qrType'> {
  qrType?: string;
  search?: string;
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
        codeFilterCondition({ ...filters, qrType: undefined }),
        filters.search === undefined
          ? undefined
          : ilike(dynamicQrCodes.name, containsPattern(filters.search)),
        afterCondition(dynamicMicros, sql`${dynamicQrCodes.id}`, 'dynamic', after),
      ),
    )
    .orderBy(sql`${dynamicMicros} desc`, sql`${dynamicQrCodes.id} desc`)
    .limit(limit);
}

/** The createdTo bound of saved codes: a bare date includes its whole (UTC) day. */
function savedCreatedTo(value: string): SQL {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return lt(qrCodes.createdAt, new Date(Date.parse(value) + 24 * 60 * 60 * 1000));
  }
  return lte(qrCodes.createdAt, new Date(value));
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
        filters.createdFrom === undefined
          ? undefined
          : gte(qrCodes.createdAt, new Date(filters.createdFrom)),
        filters.createdTo === undefined ? undefined : savedCreatedTo(filters.createdTo),
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

/** A sort of dynamic codes other than the default merged newest-first list. */
export interface SortedOrder {
  sort: 'created' | 'name' | 'lastScanned' | 'scans';
  order: 'asc' | 'desc';
}

/** Position of a code in a sorted list: its sort value (text; null: never scanned) and id. */
export interface SortedPosition {
  value: string | null;
  id: number;
}

const micros = (column: SQL | typeof dynamicQrCodes.createdAt) =>
  sql`(extract(epoch from ${column}) * 1000000)::bigint`;

/** The sort value of a code as SQL, and how a cursor's text is read back (bigint or text). */
function sortValue(sort: SortedOrder['sort']): { value: SQL; param: (v: string) => SQL } {
  switch (sort) {
    case 'name':
      return { value: sql`lower(${dynamicQrCodes.name})`, param: (v) => sql`${v}` };
    case 'scans':
      return { value: sql`${dynamicQrCodes.scanCount}`, param: (v) => sql`${v}::bigint` };
    case 'lastScanned':
      return {
        value: micros(sql`${dynamicQrCodes.lastScannedAt}`),
        param: (v) => sql`${v}::bigint`,
      };
    default:
      return { value: micros(dynamicQrCodes.createdAt), param: (v) => sql`${v}::bigint` };
  }
}

/**
 * The owner's live dynamic codes in `order` (never-scanned codes last either way, then id in
 * the same direction), strictly after `after`, at most `limit`, each with its sort value as text.
 */
export async function sortedDynamicPage(
  db: DbExecutor,
  owner: Owner,
  order: SortedOrder,
  after: SortedPosition | null,
  limit: number,
  filters: CodeFilters = {},
) {
  const { value, param } = sortValue(order.sort);
  const desc = order.order === 'desc';
  const beyond = desc ? sql`<` : sql`>`;
  let afterCondition: SQL | undefined;
  if (after && after.value === null) {
    afterCondition = sql`(${value} is null and ${dynamicQrCodes.id} ${beyond} ${after.id})`;
  } else if (after && after.value !== null) {
    const v = param(after.value);
    afterCondition = sql`(${value} ${beyond} ${v} or (${value} = ${v} and ${dynamicQrCodes.id} ${beyond} ${after.id}) or ${value} is null)`;
  }
  return db
    .select({ row: dynamicQrCodes, value: sql<string | null>`(${value})::text` })
    .from(dynamicQrCodes)
    .where(
      and(
        ownerLiveCodes(dynamicQrCodes, owner),
        filters.qrType === undefined ? undefined : eq(dynamicQrCodes.qrType, filters.qrType),
        codeFilterCondition({ ...filters, qrType: undefined }),
        filters.search === undefined
          ? undefined
          : ilike(dynamicQrCodes.name, containsPattern(filters.search)),
        afterCondition,
      ),
    )
    .orderBy(
      sql`${value} ${desc ? sql`desc` : sql`asc`} nulls last`,
      sql`${dynamicQrCodes.id} ${desc ? sql`desc` : sql`asc`}`,
    )
    .limit(limit);
}

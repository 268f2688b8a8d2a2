// Finding dynamic codes (issue 40 item 2): the search, filters and sorts of contracts/organise
// as SQL over dynamic_qr_codes, shared by the two lists that offer them (the web app's,
// modules/dynamic-codes, and the public API's, modules/public-api). Always combined with the
// owner's scope (owner-scope.ts) by the caller.
import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CodeFilter, CodeSort } from '../../contracts/organise.js';
import { codeTags, destinationHealth, dynamicCodeTags, dynamicQrCodes } from './schema/index.js';

/** `%text%` for ILIKE with the text's own % _ \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a createdTo bound: a bare date includes its whole (UTC) day. */
function createdToCondition(value: string): SQL {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return lt(dynamicQrCodes.createdAt, new Date(Date.parse(value) + DAY_MS));
  }
  return lte(dynamicQrCodes.createdAt, new Date(value));
}

/** The code has a tag named `name` (any case). */
function hasTag(name: string): SQL {
  return sql`exists (select 1 from ${dynamicCodeTags} join ${codeTags} on ${codeTags.id} = ${dynamicCodeTags.tagId}
    where ${dynamicCodeTags.codeId} = ${dynamicQrCodes.id} and lower(${codeTags.name}) = lower(${name}))`;
}

/**
 * Name, destination, short code, any content field's value or a tag's name contains `q`.
 *
 * At 10,000 codes, four ILIKEs and unpacking every code's content (jsonb_each_text) per code
 * made a search slow (issue 40 item 9), so a code is first tested once against its
 * `search_text` (migration 0047: name, destination, short code and the content's JSON text,
 * lower-cased, joined by U+0001) with LIKE, and only the few that pass are checked field by
 * field. The test keeps every code that can match: JSON writes a value's characters as they
 * are except `"`, `\` and control characters, and the joins are a control character, so a `q`
 * with none of those found in a field is found in `search_text`; a `q` with one of them is
 * checked field by field alone.
 */
function matches(q: string): SQL {
  const pattern = containsPattern(q);
  const tagged = sql`exists (select 1 from ${dynamicCodeTags} join ${codeTags} on ${codeTags.id} = ${dynamicCodeTags.tagId}
      where ${dynamicCodeTags.codeId} = ${dynamicQrCodes.id} and ${codeTags.name} ilike ${pattern})`;
  const inFields = or(
    sql`${dynamicQrCodes.name} ilike ${pattern}`,
    sql`${dynamicQrCodes.destination} ilike ${pattern}`,
    sql`${dynamicQrCodes.shortCode} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_each_text(${dynamicQrCodes.content}) as field
      where field.value ilike ${pattern})`,
  )!;
  // eslint-disable-next-line no-control-regex
  if (/["\\\u0000-\u001f]/.test(q)) return or(inFields, tagged)!;
  return or(and(sql`${dynamicQrCodes.searchText} like lower(${pattern})`, inFields), tagged)!;
}

/** The last check of the code's current destination found it broken. */
const broken = sql`exists (select 1 from ${destinationHealth}
  where ${destinationHealth.codeId} = ${dynamicQrCodes.id}
    and ${destinationHealth.destination} = ${dynamicQrCodes.destination}
    and ${destinationHealth.status} = 'broken')`;

/** Every filter given, combined with AND; undefined when none is. */
export function codeFilterCondition(filter: CodeFilter): SQL | undefined {
  return and(
    filter.q === undefined ? undefined : matches(filter.q),
    filter.qrType === undefined ? undefined : eq(dynamicQrCodes.qrType, filter.qrType),
    filter.status === undefined
      ? undefined
      : eq(dynamicQrCodes.isPaused, filter.status === 'paused'),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === 'none'
        ? isNull(dynamicQrCodes.folderId)
        : eq(dynamicQrCodes.folderId, filter.folderId),
    ...(filter.tag ?? []).map(hasTag),
    filter.createdFrom === undefined
      ? undefined
      : gte(dynamicQrCodes.createdAt, new Date(filter.createdFrom)),
    filter.createdTo === undefined ? undefined : createdToCondition(filter.createdTo),
    filter.scansMin === undefined ? undefined : gte(dynamicQrCodes.scanCount, filter.scansMin),
    filter.scansMax === undefined ? undefined : lte(dynamicQrCodes.scanCount, filter.scansMax),
    filter.health === 'broken' ? broken : undefined,
  );
}

/**
 * The order of a sort: `created` newest first, `name` A to Z (any case), `lastScanned` most
 * recent first (never scanned last), `scans` most first; `order` reverses the default. Ties
 * are broken by id in the same direction, so the order is total.
 */
export function codeOrder(sort: CodeSort = 'created', order?: 'asc' | 'desc'): SQL[] {
  const ascending = order === undefined ? sort === 'name' : order === 'asc';
  const dir = ascending ? asc : desc;
  switch (sort) {
    case 'name':
      return [dir(sql`lower(${dynamicQrCodes.name})`), dir(dynamicQrCodes.id)];
    case 'lastScanned':
      return [
        sql`${dynamicQrCodes.lastScannedAt} ${ascending ? sql`asc` : sql`desc`} nulls last`,
        dir(dynamicQrCodes.id),
      ];
    case 'scans':
      return [dir(dynamicQrCodes.scanCount), dir(dynamicQrCodes.id)];
    default:
      return [dir(dynamicQrCodes.createdAt), dir(dynamicQrCodes.id)];
  }
}

import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import type { ApiCode, CodePage } from '../../../contracts/public-api.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { DynamicCodeService } from '../dynamic-codes/index.js';
import { toSavedQrCode } from '../qr-codes/index.js';
import {
  KIND_RANK,
  dynamicPage,
  findSaved,
  savedPage,
  sortedDynamicPage,
  type CodeFilters,
  type SortedOrder,
  type SortedPosition,
  type CodeKind,
  type CodePosition,
} from './codes-repository.js';

/** Who the API acts for; `origin` is the white-label host's origin for short links. */
export interface ApiOwner {
  userId: number;
  clientId: number;
  workspaceId: number;
  origin?: string;
}

export type { ApiCode, CodePage };

export const MAX_PAGE_SIZE = 100;

/** Filters only dynamic codes can match (contracts/organise). */
const DYNAMIC_ONLY_FILTERS = [
  'status',
  'q',
  'folderId',
  'tag',
  'scansMin',
  'scansMax',
  'health',
] as const satisfies readonly (keyof CodeFilters)[];
export const DEFAULT_PAGE_SIZE = 50;

const ID_PREFIX: Record<CodeKind, string> = { dynamic: 'dyn', saved: 'sav' };

export function publicCodeId(kind: CodeKind, id: number): string {
  return `${ID_PREFIX[kind]}_${id}`;
}

/** "dyn_12" -> dynamic 12; anything else (wrong prefix, zero, too large) -> null. */
export function parseCodeId(text: string): { kind: CodeKind; id: number } | null {
  const match = /^(dyn|sav)_([1-9]\d{0,9})$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  return { kind: match[1] === 'dyn' ? 'dynamic' : 'saved', id };
}

const CURSOR_MESSAGE = 'This cursor is not valid. Use the nextCursor of a previous page.';

function badCursor(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', CURSOR_MESSAGE, { cursor: CURSOR_MESSAGE });
}

/** Opaque to clients: base64url of "micros.kind.id". */
export function encodeCursor(position: CodePosition): string {
  return Buffer.from(`${position.micros}.${position.kind}.${position.id}`, 'utf8').toString(
    'base64url',
  );
}

/** A sorted list's cursor: base64url of JSON [sort, order, value, id]. */
function encodeSortedCursor(order: SortedOrder, position: SortedPosition): string {
  return Buffer.from(
    JSON.stringify([order.sort, order.order, position.value, position.id]),
    'utf8',
  ).toString('base64url');
}

/** 400 (field `cursor`) unless encodeSortedCursor made it for the same sort and order. */
function decodeSortedCursor(cursor: string, order: SortedOrder): SortedPosition {
  if (!/^[A-Za-z0-9_-]{1,1400}$/.test(cursor)) throw badCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badCursor();
  const [sort, direction, value, id] = parsed as unknown[];
  const valueOk =
    value === null ||
    (typeof value === 'string' &&
      (sort === 'name' ? value.length <= 255 : /^-?\d{1,20}$/.test(value)));
  if (
    sort !== order.sort ||
    direction !== order.order ||
    !valueOk ||
    !Number.isInteger(id) ||
    (id as number) < 1 ||
    (id as number) > 2_147_483_647
  ) {
    throw badCursor();
  }
  return { value: value as string | null, id: id as number };
}

/** Throws AppError 400 (field `cursor`) for anything encodeCursor did not make. */
export function decodeCursor(cursor: string): CodePosition {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(cursor)) throw badCursor();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(-?\d{1,20})\.(dynamic|saved)\.([1-9]\d{0,9})$/.exec(text);
  const [, micros, kind, id] = match ?? [];
  if (micros === undefined || kind === undefined || Number(id) > 2_147_483_647) throw badCursor();
  return { micros: BigInt(micros), kind: kind as CodeKind, id: Number(id) };
}

/**
 * The codes routes of the public API: a key's owner's saved and dynamic codes, in one list
 * (cursor pagination) and one at a time. Every lookup is scoped to the owner and client, so
 * another user's code is 404 whether or not it exists.
 */
export class PublicCodes {
  constructor(private readonly deps: { db: Database; dynamicCodes: DynamicCodeService }) {}

  /**
   * One page, newest first (see CodePosition). `kind` narrows to one kind, and the filters
   * (CodeFilters) to matching codes; a cursor is only meaningful with the same filters. The page is read as
   * the next `limit` rows of each table after the cursor, merged: a keyset over a fixed order,
   * so pages never repeat or skip a code that existed throughout.
   */
  async list(
    owner: ApiOwner,
    options: {
      cursor?: string;
      limit: number;
      kind?: CodeKind;
      sort?: SortedOrder['sort'];
      order?: SortedOrder['order'];
    } & CodeFilters,
  ): Promise<CodePage> {
    // Any order but the default (newest first) lists dynamic codes only (saved codes have no
    // scans), a keyset over (sort value, id).
    const sort = options.sort ?? 'created';
    const order = options.order ?? (sort === 'name' ? 'asc' : 'desc');
    if (sort !== 'created' || order !== 'desc') {
      return this.sortedList(owner, { sort, order }, options);
    }
    const after = options.cursor ? decodeCursor(options.cursor) : null;
    const { db, dynamicCodes } = this.deps;
    const take = options.limit + 1;
    const filters: CodeFilters = {
      qrType: options.qrType,
      status: options.status,
      search: options.search,
      q: options.q,
      folderId: options.folderId,
      tag: options.tag,
      createdFrom: options.createdFrom,
      createdTo: options.createdTo,
      scansMin: options.scansMin,
      scansMax: options.scansMax,
      health: options.health,
    };
    // A saved code has no active/paused state, folder, tags, scans or destination health:
    // asking for any of them (or searching beyond names) leaves dynamic codes only.
    const savedToo =
      options.kind !== 'dynamic' &&
      DYNAMIC_ONLY_FILTERS.every((name) => options[name] === undefined);
    const [dynamicRows, savedRows] = await Promise.all([
      options.kind === 'saved' ? [] : dynamicPage(db, owner, after, take, filters),
      savedToo ? savedPage(db, owner, after, take, filters) : [],
    ]);
    const answered = await dynamicCodes.answers(
      dynamicRows.map((r) => r.row),
      owner,
    );
    const merged = [
      ...dynamicRows.map((r, i) => ({
        position: { micros: BigInt(r.micros), kind: 'dynamic' as const, id: r.row.id },
        code: (): ApiCode => ({
          ...answered[i]!,
          kind: 'dynamic',
          id: publicCodeId('dynamic', r.row.id),
        }),
      })),
      ...savedRows.map((r) => ({
        position: { micros: BigInt(r.micros), kind: 'saved' as const, id: r.row.id },
        code: (): ApiCode => ({
          ...toSavedQrCode(r.row),
          kind: 'saved',
          id: publicCodeId('saved', r.row.id),
        }),
      })),
    ].sort((a, b) => comparePositions(b.position, a.position));
    const page = merged.slice(0, options.limit);
    const last = page.at(-1);
    const more = merged.length > options.limit;
    return {
      data: page.map((entry) => entry.code()),
      nextCursor: more && last ? encodeCursor(last.position) : null,
    };
  }

  private async sortedList(
    owner: ApiOwner,
    order: SortedOrder,
    options: { cursor?: string; limit: number; kind?: CodeKind } & CodeFilters,
  ): Promise<CodePage> {
    if (options.kind === 'saved') return { data: [], nextCursor: null };
    const after = options.cursor ? decodeSortedCursor(options.cursor, order) : null;
    const rows = await sortedDynamicPage(
      this.deps.db,
      owner,
      order,
      after,
      options.limit + 1,
      options,
    );
    const page = rows.slice(0, options.limit);
    const answered = await this.deps.dynamicCodes.answers(
      page.map((r) => r.row),
      owner,
    );
    const last = page.at(-1);
    return {
      data: answered.map((code) => ({
        ...code,
        kind: 'dynamic' as const,
        id: publicCodeId('dynamic', code.id),
      })),
      nextCursor:
        rows.length > options.limit && last
          ? encodeSortedCursor(order, { value: last.value, id: last.row.id })
          : null,
    };
  }

  /** One code by its public id; 404 when it is not the owner's (or malformed). */
  async get(owner: ApiOwner, publicId: string): Promise<ApiCode> {
    const ref = parseCodeId(publicId);
    if (!ref) throw notFound(DYNAMIC_MESSAGES.notFound);
    if (ref.kind === 'dynamic') {
      const code = await this.deps.dynamicCodes.get(owner, ref.id);
      return { ...code, kind: 'dynamic', id: publicId };
    }
    const row = await findSaved(this.deps.db, owner, ref.id);
    if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
    return { ...toSavedQrCode(row), kind: 'saved', id: publicId };
  }

  /** Pauses or resumes a dynamic code (its short link); a saved code has none (409). */
  async setPaused(owner: ApiOwner, publicId: string, paused: boolean): Promise<ApiCode> {
    const id = await this.dynamicId(owner, publicId, PAUSE_STATIC_MESSAGE);
    const code = await this.deps.dynamicCodes.setPaused(owner, id, paused);
    return { ...code, kind: 'dynamic', id: publicId };
  }

  /**
   * The number of a dynamic code's public id, for operations only dynamic codes have: 404 for a
   * malformed id or a saved code that is not the owner's, 409 NOT_DYNAMIC (with `staticMessage`)
   * for the owner's saved code. Whether a dynamic id is the owner's is left to the operation.
   */
  async dynamicId(owner: ApiOwner, publicId: string, staticMessage: string): Promise<number> {
    const ref = parseCodeId(publicId);
    if (!ref) throw notFound(DYNAMIC_MESSAGES.notFound);
    if (ref.kind === 'saved') {
      if (!(await findSaved(this.deps.db, owner, ref.id)))
        throw notFound(DYNAMIC_MESSAGES.notFound);
      throw new AppError(409, 'NOT_DYNAMIC', staticMessage);
    }
    return ref.id;
  }
}

export const PAUSE_STATIC_MESSAGE =
  'Only dynamic codes can be paused or resumed: a static code has no short link.';

export const ANALYTICS_STATIC_MESSAGE =
  'Only dynamic codes have scan analytics: a static code has no short link to count scans.';

/** Order of positions: positive when a comes later in time (so sorts newest first reversed). */
function comparePositions(a: CodePosition, b: CodePosition): number {
  if (a.micros !== b.micros) return a.micros < b.micros ? -1 : 1;
  if (a.kind !== b.kind) return KIND_RANK[a.kind] - KIND_RANK[b.kind];
  return a.id - b.id;
}

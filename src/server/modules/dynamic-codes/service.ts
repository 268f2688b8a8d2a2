import {
  createDynamicMetaSchema,
  destinationSchema,
  DYNAMIC_EDIT_MESSAGES,
  DYNAMIC_MESSAGES,
  editDestinationSchema,
  isHostedType,
  renameSchema,
  type CreateDynamicResponse,
  type DestinationChange,
  type DynamicCodeEdit,
  type DynamicQrCode,
  type SavedQrCode,
} from '../../../contracts/dynamic-codes.js';
import { toCsv } from '../../../contracts/csv.js';
import type { CodeFilter, CodePageQuery, CodeQuery } from '../../../contracts/organise.js';
import type { DynamicCodePage } from '../../../contracts/dynamic-code-answers.js';
import { BULK_MESSAGES, RESTORE_WINDOW_MS } from '../../../contracts/code-bulk.js';
import { checkDestination } from '../../../contracts/destination.js';
import { DESIGN_FIELD_NAMES } from '../../../contracts/design.js';
import {
  GENERATE_MESSAGES,
  parseGenerateRequest,
  unknownFieldNames,
} from '../../../contracts/generator.js';
import { parseQrContent, QR_CONTENT_MESSAGES, qrTypeLabel } from '../../../contracts/qr-content.js';
import { servedContentSummary } from '../../../contracts/served-content.js';
import {
  buildLocationPayload,
  buildProductUrl,
  type LocationFields,
  type QrType,
} from '../../../qr/index.js';
import type { Config } from '../../config.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError, firstFieldMessage, firstIssueMessage, notFound } from '../../lib/errors.js';
import type { GenerateResult, GeneratorService } from '../generator/index.js';
import {
  assertBelowLimit,
  countLiveDynamicCodes,
  createWithinLimit,
  planFor,
  workspacePlanFields,
} from '../plans/index.js';
import * as repo from './repository.js';
import {
  compareNewestFirst,
  type ActiveCodePage,
  type CodeKey,
  type CodeListPageQuery,
  type DashboardCode,
} from '../../../contracts/code-lists.js';
import type { DynamicCodeRow, Owner } from './repository.js';
import { newShortCode } from './short-code.js';

export type { Owner } from './repository.js';

/** Short-code draws before giving up (a collision among 62^8 codes is already improbable). */
const SHORT_CODE_ATTEMPTS = 5;
/** Largest qrData document accepted (characters of its JSON). */
const QR_DATA_MAX = 16 * 1024;

export const CSV_HEADER = ['shortCode', 'shortUrl', 'destination', 'name', 'scans', 'created'];

export interface DynamicCodeServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  generator: GeneratorService;
  now?: () => Date;
  /**
   * Called after a code's destination, pause state or existence changed (edit, pause, resume,
   * delete), after the write committed, with its short code, so the redirect can drop what it
   * cached. Awaited; it should not reject (the change is already made).
   */
  onCodeChanged?: (shortCode: string) => Promise<void> | void;
  /**
   * Called after a code with a destination was created or its destination changed, with its
   * id (the destination checker queues it). Awaited; it should not reject.
   */
  onDestinationSet?: (codeId: number) => Promise<void> | void;
  /** Source of short codes; tests pass one that collides first. */
  newShortCode?: () => string;
}

function validationError(fields: Record<string, string>, message?: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message ?? firstFieldMessage(fields), fields);
}

/** Every field PUT /api/dynamic-qrcodes/{id} reads. */
export const EDIT_FIELD_NAMES = ['destination', 'qrType', 'qrData', 'confirmTypeChange'] as const;

/** Every field POST /api/dynamic-qrcodes reads; anything else is refused by name. */
export const CREATE_FIELD_NAMES = [
  'destination',
  'name',
  'qrType',
  'qrData',
  'logoId',
  // Spec 000 §7's form sends qrStyle ("squares"); the dot shape is dotShape, so it is accepted
  // and not read. Clients that send the generate body of a url code also send its `url`; the
  // code encodes the short link and redirects to `destination`, so it is accepted and not read.
  'qrStyle',
  'url',
  ...DESIGN_FIELD_NAMES,
] as const;

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/**
 * Dynamic codes: create (within the plan's limit), list, rename, edit the destination, pause,
 * resume, delete (soft) and export. Every call is scoped to the owner; a code that is not theirs
 * is "not found". Limits only ever stop creating (ARCHITECTURE principle 2).
 */
export class DynamicCodeService {
  private readonly now: () => Date;

  constructor(private readonly deps: DynamicCodeServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * The short link of a code: on the owner's white-label host (`owner.origin`, the origin the
   * request came in on, which a session only reaches on its own client's hosts), PUBLIC_URL for
   * the default client or when no host is known.
   */
  shortUrl(shortCode: string, owner?: Pick<Owner, 'origin'>): string {
    return `${owner?.origin ?? this.deps.config.publicUrl}/d/${shortCode}`;
  }

  /**
   * Checks a create request without side effects: the fields (400 with every problem) and,
   * cheaply, the plan limit (403). The routes call this before storing an uploaded logo.
   */
  async validateCreate(body: unknown, owner: Owner): Promise<void> {
    this.parseCreate(body);
    await assertBelowLimit(this.deps.db, 'dynamic', owner.workspaceId, this.now());
  }

  /**
   * Creates a code encoding {owner's origin}/d/{shortCode} (see shortUrl). `body`: destination, name, qrType, qrData
   * (object or JSON text), the design fields and logoId. Throws AppError 400 (fields),
   * 403 DYNAMIC_LIMIT_REACHED. The SVG is rendered and read back before the row is written.
   */
  async create(body: unknown, owner: Owner): Promise<CreateDynamicResponse> {
    return (await this.createRendered(body, owner)).response;
  }

  /**
   * create, also answering the generator's whole result (grade, and the PNG when `options.png`)
   * for bulk generation.
   */
  async createRendered(
    body: unknown,
    owner: Owner,
    options: { png?: boolean } = {},
  ): Promise<{ response: CreateDynamicResponse; rendered: GenerateResult }> {
    const { db } = this.deps;
    const parsed = this.parseCreate(body);
    await assertBelowLimit(db, 'dynamic', owner.workspaceId, this.now());
    const { content, destination } = await this.resolve(parsed.qrType, parsed.content, owner);
    const draw = this.deps.newShortCode ?? newShortCode;

    for (let attempt = 1; ; attempt += 1) {
      const shortCode = draw();
      const shortUrl = this.shortUrl(shortCode, owner);
      const rendered = await this.deps.generator.generate(
        { ...parsed.generate, url: shortUrl },
        { userId: owner.userId, clientId: owner.clientId, workspaceId: owner.workspaceId },
        options,
      );
      try {
        const row = await createWithinLimit(db, 'dynamic', owner.workspaceId, this.now(), (tx) =>
          repo.insertDynamicCode(tx, {
            clientId: owner.clientId,
            userId: owner.userId,
            workspaceId: owner.workspaceId,
            name: parsed.name,
            shortCode,
            destination,
            qrType: parsed.qrType,
            content,
            design: { ...parsed.design, errorCorrectionLevel: rendered.errorCorrectionLevel },
            logoUploadId: parsed.logoId,
          }),
        );
        if (destination) await this.deps.onDestinationSet?.(row.id);
        const response: CreateDynamicResponse = {
          id: row.id,
          shortCode,
          shortUrl,
          qrCode: rendered.qrCode,
          scannable: rendered.scannable,
          warnings: rendered.warnings,
          // A new code has no tags yet (the public API sets them after creating it).
          code: this.toDynamicQrCode(row, owner, []),
        };
        return { response, rendered };
      } catch (err) {
        if (!repo.isShortCodeCollision(err) || attempt >= SHORT_CODE_ATTEMPTS) throw err;
      }
    }
  }

  /** Active (not paused) or paused codes, newest first. */
  async list(owner: Owner, paused: boolean): Promise<DynamicQrCode[]> {
    return this.answers(await repo.listDynamicCodes(this.deps.db, owner, paused), owner);
  }

  /** The codes matching `query` (contracts/organise: search, filters, sort). */
  async search(owner: Owner, query: CodeQuery): Promise<DynamicQrCode[]> {
    return this.answers(await repo.searchDynamicCodes(this.deps.db, owner, query), owner);
  }

  /**
   * One page of the codes matching `query` and how many match in all (issue 40 item 9): the
   * dashboard never loads a whole workspace's codes.
   */
  async page(owner: Owner, query: CodePageQuery): Promise<DynamicCodePage> {
    const { page, pageSize, ...search } = query;
    const [rows, total] = await Promise.all([
      repo.searchDynamicCodesPage(this.deps.db, owner, search, pageSize, (page - 1) * pageSize),
      repo.countDynamicCodes(this.deps.db, owner, search),
    ]);
    return { codes: await this.answers(rows, owner), total, page, pageSize };
  }

  /**
   * One page of the dashboard's Active list (issue 40 item 9): the owner's saved codes and
   * active dynamic codes merged newest first (contracts/code-lists). Only the ids and times of
   * the first `page * pageSize` of each kind are read to place the page, then that page's rows.
   */
  async activePage(
    owner: Owner,
    query: CodeListPageQuery,
    saved: SavedCodeSource,
  ): Promise<ActiveCodePage> {
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    const upTo = offset + pageSize;
    const { db } = this.deps;
    const savedKeys = await saved.keys(owner, upTo);
    const dynamicKeys = await repo.activeCodeKeys(db, owner, upTo);
    const savedTotal = await saved.count(owner);
    const dynamicTotal = await repo.countDynamicCodes(db, owner, { status: 'active' });
    const keys: CodeKey[] = [
      ...savedKeys.map((k) => ({ kind: 'saved' as const, id: k.id, time: k.createdAt.getTime() })),
      ...dynamicKeys.map((k) => ({
        kind: 'dynamic' as const,
        id: k.id,
        time: k.createdAt.getTime(),
      })),
    ]
      .sort(compareNewestFirst)
      .slice(offset, upTo);
    const idsOf = (kind: CodeKey['kind']) => keys.filter((k) => k.kind === kind).map((k) => k.id);
    const found = new Map<string, DashboardCode>();
    for (const code of await saved.byIds(owner, idsOf('saved'))) {
      found.set(`saved-${code.id}`, { kind: 'saved', code });
    }
    const rows = await repo.dynamicCodesByIds(db, owner, idsOf('dynamic'));
    for (const code of await this.answers(rows, owner)) {
      found.set(`dynamic-${code.id}`, { kind: 'dynamic', code });
    }
    // A code deleted between the two reads is left out rather than shown as a gap.
    const items = keys.flatMap((k) => found.get(`${k.kind}-${k.id}`) ?? []);
    return { items, total: savedTotal + dynamicTotal, dynamicTotal, page, pageSize };
  }

  /** Codes as answered, each with its tags (one query for all). */
  async answers(rows: readonly DynamicCodeRow[], owner?: Pick<Owner, 'origin'>) {
    const tags = await repo.tagNamesByCode(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => this.toDynamicQrCode(row, owner, tags.get(row.id) ?? []));
  }

  private async answer(row: DynamicCodeRow, owner: Owner): Promise<DynamicQrCode> {
    const [code] = await this.answers([row], owner);
    return code!;
  }

  async get(owner: Owner, id: number): Promise<DynamicQrCode> {
    return this.answer(await this.require(owner, id), owner);
  }

  /** Renames; an empty or unchanged name changes nothing and answers the code as it is. */
  async rename(owner: Owner, id: number, body: unknown): Promise<DynamicQrCode> {
    const parsed = renameSchema.safeParse(asRecord(body));
    if (!parsed.success) throw validationError(fieldsOf(parsed.error.issues));
    const row = await this.require(owner, id);
    const name = parsed.data.name;
    if (name === '' || name === row.name) return this.answer(row, owner);
    return this.update(owner, id, { name });
  }

  /**
   * Restyles the code `id` with `design` (the flat design fields and logoId, e.g. a brand kit's;
   * issue 40 item 4): its short link drawn in the new design and read back by the decoders
   * first, stored only when they read it (422 NOT_SCANNABLE with `unreadable` otherwise, and
   * the code keeps its design). The short link, content and destination do not change.
   */
  async restyle(
    owner: Owner,
    id: number,
    design: Record<string, unknown>,
    unreadable: string,
  ): Promise<DynamicQrCode> {
    const row = await this.require(owner, id);
    const generate: Record<string, unknown> = { qrType: 'url', logoId: design.logoId ?? null };
    for (const name of DESIGN_FIELD_NAMES) {
      if (design[name] !== undefined) generate[name] = design[name];
    }
    const url = this.shortUrl(row.shortCode, owner);
    const parsed = parseGenerateRequest({ ...generate, url });
    if (!parsed.ok) throw validationError(parsed.fields);
    const rendered = await this.deps.generator.generate(
      { ...generate, url },
      { userId: owner.userId, clientId: owner.clientId, workspaceId: owner.workspaceId },
    );
    if (!rendered.scannable) throw new AppError(422, 'NOT_SCANNABLE', unreadable);
    return this.update(owner, id, {
      design: { ...parsed.value.design, errorCorrectionLevel: rendered.errorCorrectionLevel },
      logoUploadId: parsed.value.logoId,
    });
  }

  /**
   * PUT /api/dynamic-qrcodes/{id}. Either `{ destination }` (a link code's web address: url,
   * social, ratings, apps), or `{ qrType?, qrData, confirmTypeChange? }`: the full content of
   * the code's type, validated with the generator's schemas (same messages), or of a new type
   * when `confirmTypeChange` is true. The short link never changes. Every change is recorded
   * in the code's history; an edit that changes nothing records nothing.
   */
  async edit(owner: Owner, id: number, body: unknown): Promise<DynamicQrCode> {
    const input = asRecord(body);
    const unknown = unknownFieldNames(input, EDIT_FIELD_NAMES);
    if (unknown.length > 0) {
      const fields = Object.fromEntries(unknown.map((n) => [n, GENERATE_MESSAGES.unknownField]));
      throw validationError(fields, GENERATE_MESSAGES.unknownFields(unknown));
    }
    const row = await this.require(owner, id);
    const currentType = row.qrType as QrType;
    let qrType: QrType = currentType;
    let content: Record<string, unknown>;
    const fields: Record<string, string> = {};

    if (input.qrData === undefined && input.qrType === undefined) {
      // The destination edit of spec 000 §7.
      const parsed = editDestinationSchema.safeParse(input);
      if (!parsed.success) throw validationError(fieldsOf(parsed.error.issues));
      if (currentType === 'url') content = { url: parsed.data.destination };
      else if (['social', 'ratings', 'apps'].includes(currentType)) {
        content = { ...row.content, url: parsed.data.destination };
      } else {
        throw validationError({ destination: DYNAMIC_EDIT_MESSAGES.destinationNotLink });
      }
    } else {
      const meta = createDynamicMetaSchema.shape.qrType.safeParse(input.qrType ?? currentType);
      if (!meta.success) throw validationError({ qrType: firstIssueMessage(meta.error.issues) });
      qrType = meta.data;
      if (qrType !== currentType && input.confirmTypeChange !== true) {
        throw validationError({ qrType: DYNAMIC_EDIT_MESSAGES.confirmTypeChange });
      }
      const data = this.parseQrData(qrType, input.qrData ?? {}, fields);
      if (!data) throw validationError(fields);
      content = data;
    }
    if (qrType === 'url') {
      // The url type's content is its destination: the redirect's stricter rules apply.
      const parsed = destinationSchema.safeParse(content.url);
      if (!parsed.success) throw validationError({ url: firstIssueMessage(parsed.error.issues) });
      content = { url: parsed.data };
    }

    const resolved = await this.resolve(qrType, content, owner);
    const changedFields = changedFieldNames(row.content, resolved.content);
    if (qrType !== currentType) changedFields.unshift('qrType');
    if (changedFields.length === 0 && resolved.destination === row.destination) {
      return this.answer(row, owner);
    }
    const now = this.now();
    const updated = await repo.updateContent(this.deps.db, owner, id, {
      values: {
        qrType,
        content: resolved.content,
        destination: resolved.destination,
        updatedAt: now,
      },
      edit: {
        fromType: currentType,
        toType: qrType,
        changedFields,
        before: row.content,
        after: resolved.content,
        fromDestination: row.destination,
        toDestination: resolved.destination,
        createdAt: now,
      },
    });
    if (!updated) throw notFound(DYNAMIC_MESSAGES.notFound);
    const code = await this.answer(updated, owner);
    await this.changed(code.shortCode);
    if (resolved.destination && resolved.destination !== row.destination) {
      await this.deps.onDestinationSet?.(updated.id);
    }
    return code;
  }

  /** The owner's code's edits, newest first. */
  async history(owner: Owner, id: number): Promise<DynamicCodeEdit[]> {
    const row = await this.require(owner, id);
    const edits = await repo.listEdits(this.deps.db, owner, row.id);
    return edits.map((edit) => ({
      id: edit.id,
      editedAt: edit.createdAt.toISOString(),
      fromType: edit.fromType,
      toType: edit.toType,
      changedFields: edit.changedFields,
      before: edit.before,
      after: edit.after,
    }));
  }

  /**
   * The code's last 10 destination changes, newest first: who (the editor's e-mail, null when
   * that account is gone), when, from and to. Edits stored before destinations were recorded
   * (migration 0021) show their content's url.
   */
  async destinationChanges(owner: Owner, id: number): Promise<DestinationChange[]> {
    const row = await this.require(owner, id);
    const changes = await repo.listDestinationChanges(this.deps.db, owner, row.id, 10);
    return changes.map((c) => ({
      id: c.id,
      changedAt: c.createdAt.toISOString(),
      changedBy: c.changedBy,
      from: c.from,
      to: c.to,
    }));
  }

  /**
   * Content with its references resolved (a payment's product, a pdf's or image's upload, by
   * the generator's rules) and the destination a link type redirects to ('' for hosted types).
   */
  private async resolve(
    qrType: QrType,
    validated: Record<string, unknown>,
    owner: Owner,
  ): Promise<{ content: Record<string, unknown>; destination: string }> {
    const content = await this.deps.generator.resolveContent(qrType, validated, {
      userId: owner.userId,
      clientId: owner.clientId,
      workspaceId: owner.workspaceId,
    });
    let destination = '';
    if (qrType === 'url' || qrType === 'social' || qrType === 'ratings' || qrType === 'apps') {
      destination = String(content.url);
    } else if (qrType === 'location') {
      destination = buildLocationPayload(content as unknown as LocationFields);
    } else if (qrType === 'payment') {
      destination = buildProductUrl(
        'payment',
        String(content.productId),
        this.deps.config.publicUrl,
      );
    }
    if (destination !== '') {
      const check = checkDestination(destination);
      if (!check.ok) throw validationError({ url: check.message });
    }
    return { content, destination };
  }

  /** Pauses or resumes; doing it twice is harmless (the first pausedAt is kept). */
  async setPaused(owner: Owner, id: number, paused: boolean): Promise<DynamicQrCode> {
    const row = await this.require(owner, id);
    if (row.isPaused === paused) return this.answer(row, owner);
    const code = await this.update(owner, id, {
      isPaused: paused,
      pausedAt: paused ? this.now() : null,
    });
    await this.changed(code.shortCode);
    return code;
  }

  /** Soft delete: the short link stops redirecting (not-found page); 404 when not theirs. */
  async remove(owner: Owner, id: number): Promise<void> {
    const shortCode = await repo.softDeleteDynamicCode(this.deps.db, owner, id, this.now());
    if (shortCode === null) throw notFound(DYNAMIC_MESSAGES.notFound);
    await this.changed(shortCode);
  }

  /**
   * The ids of the owner's live codes matching `filter`, ascending (a bulk action's "all that
   * match"). Throws 400 TOO_MANY_CODES when more than `max` match.
   */
  async matchingIds(owner: Owner, filter: CodeFilter, max: number): Promise<number[]> {
    const ids = await repo.matchingCodeIds(this.deps.db, owner, filter, max + 1);
    if (ids.length > max) {
      throw new AppError(400, 'TOO_MANY_CODES', BULK_MESSAGES.tooMany, {
        filter: BULK_MESSAGES.tooMany,
      });
    }
    return ids;
  }

  /**
   * Pauses or resumes the owner's codes `ids`, all or nothing: 404 (nothing changed) unless
   * every one is the owner's live code. Codes already so are left as they are.
   */
  async bulkSetPaused(owner: Owner, ids: readonly number[], paused: boolean): Promise<void> {
    const changed = await this.deps.db.transaction(async (tx) => {
      await this.lockAll(tx, owner, ids);
      return repo.setPausedMany(tx, owner, ids, paused, this.now());
    });
    await this.changedAll(changed);
  }

  /** Soft-deletes the owner's codes `ids`, all or nothing (see bulkSetPaused). */
  async bulkRemove(owner: Owner, ids: readonly number[]): Promise<void> {
    const deleted = await this.deps.db.transaction(async (tx) => {
      await this.lockAll(tx, owner, ids);
      return repo.softDeleteMany(tx, owner, ids, this.now());
    });
    await this.changedAll(deleted);
  }

  /**
   * Restores the owner's codes `ids` deleted within RESTORE_WINDOW_MS (the web app's Undo), all
   * or nothing: 409 NOT_RESTORABLE when one is not such a code; 403 DYNAMIC_LIMIT_REACHED when
   * the workspace's plan has no room for them all (the workspace row is locked, as a create's
   * gate does, so parallel creates and restores cannot pass the limit together).
   */
  async bulkRestore(owner: Owner, ids: readonly number[]): Promise<void> {
    const now = this.now();
    const since = new Date(now.getTime() - RESTORE_WINDOW_MS);
    const restored = await this.deps.db.transaction(async (tx) => {
      const fields = await workspacePlanFields(tx, owner.workspaceId, true);
      if (!fields) throw notFound(DYNAMIC_MESSAGES.notFound);
      const found = await repo.lockRestorableCodes(tx, owner, ids, since);
      if (found.length !== new Set(ids).size) {
        throw new AppError(409, 'NOT_RESTORABLE', BULK_MESSAGES.notRestorable);
      }
      const limit = planFor(fields, now).dynamicLimit;
      if (
        limit !== null &&
        (await countLiveDynamicCodes(tx, owner.workspaceId)) + found.length > limit
      ) {
        throw new AppError(403, 'DYNAMIC_LIMIT_REACHED', BULK_MESSAGES.restoreLimit(limit));
      }
      return repo.restoreMany(tx, owner, ids, since, now);
    });
    await this.changedAll(restored);
  }

  /** Locks the owner's live codes `ids`; 404 (the transaction rolls back) when one is not. */
  private async lockAll(tx: DbExecutor, owner: Owner, ids: readonly number[]): Promise<void> {
    const live = await repo.lockLiveCodes(tx, owner, ids);
    if (live.length !== new Set(ids).size) throw notFound(BULK_MESSAGES.notFound);
  }

  /** The redirect caches forget each changed code, a hundred notices at a time. */
  private async changedAll(codes: readonly { shortCode: string }[]): Promise<void> {
    for (let start = 0; start < codes.length; start += 100) {
      await Promise.all(codes.slice(start, start + 100).map((c) => this.changed(c.shortCode)));
    }
  }

  /** Every code not deleted (paused included), newest first, as CSV (contracts/csv.ts). */
  async exportCsv(owner: Owner): Promise<string> {
    const rows = await repo.listDynamicCodes(this.deps.db, owner);
    return toCsv(
      CSV_HEADER,
      rows.map((row) => [
        row.shortCode,
        this.shortUrl(row.shortCode, owner),
        // A hosted page's code: what the page shows ("Contact page: Ada Lovelace").
        servedContentSummary(row.qrType, row.content) ??
          (row.destination || this.shortUrl(row.shortCode, owner)),
        row.name,
        row.scanCount,
        row.createdAt.toISOString(),
      ]),
    );
  }

  /** A code as answered; `tags`: its tag names (see answers). */
  toDynamicQrCode(
    row: DynamicCodeRow,
    owner: Pick<Owner, 'origin'> | undefined,
    tags: readonly string[],
  ): DynamicQrCode {
    return {
      id: row.id,
      name: row.name,
      qrType: row.qrType,
      shortCode: row.shortCode,
      shortUrl: this.shortUrl(row.shortCode, owner),
      // A hosted page's address is the short link itself.
      destination: row.destination || this.shortUrl(row.shortCode, owner),
      content: row.content,
      hosted: isHostedType(row.qrType),
      design: { ...row.design, ...(row.logoUploadId ? { logoId: row.logoUploadId } : {}) },
      scanCount: row.scanCount,
      lastScannedAt: row.lastScannedAt?.toISOString() ?? null,
      isPaused: row.isPaused,
      pausedAt: row.pausedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      folderId: row.folderId,
      tags: [...tags],
    };
  }

  private async require(owner: Owner, id: number): Promise<DynamicCodeRow> {
    const row = await repo.findDynamicCode(this.deps.db, owner, id);
    if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
    return row;
  }

  private async update(
    owner: Owner,
    id: number,
    values: Parameters<typeof repo.updateDynamicCode>[3],
  ): Promise<DynamicQrCode> {
    const row = await repo.updateDynamicCode(this.deps.db, owner, id, {
      ...values,
      updatedAt: this.now(),
    });
    if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
    return this.answer(row, owner);
  }

  private async changed(shortCode: string): Promise<void> {
    await this.deps.onCodeChanged?.(shortCode);
  }

  /** Validates every part of a create request at once; throws 400 listing each field's problem. */
  private parseCreate(body: unknown) {
    const input = asRecord(body);
    const fields: Record<string, string> = {};
    // A typo (ecl for errorCorrectionLevel) is refused by name, never silently ignored.
    const unknown = unknownFieldNames(input, CREATE_FIELD_NAMES);
    if (unknown.length > 0) {
      for (const name of unknown) fields[name] = GENERATE_MESSAGES.unknownField;
      throw validationError(fields, GENERATE_MESSAGES.unknownFields(unknown));
    }
    const meta = createDynamicMetaSchema.safeParse({
      destination: input.destination,
      name: input.name,
      qrType: input.qrType === '' ? undefined : input.qrType,
    });
    if (!meta.success) Object.assign(fields, fieldsOf(meta.error.issues));

    const generate: Record<string, unknown> = { qrType: 'url', logoId: input.logoId ?? null };
    for (const name of DESIGN_FIELD_NAMES) {
      if (input[name] !== undefined) generate[name] = input[name];
    }
    // Any valid URL stands in for the short link here: only the design and logo are checked.
    const design = parseGenerateRequest({ ...generate, url: this.shortUrl('AAAAAAAA') });
    if (!design.ok) for (const [k, v] of Object.entries(design.fields)) fields[k] ??= v;

    let content: Record<string, unknown> = {};
    if (meta.success) {
      const qrType = meta.data.qrType;
      if (qrType === 'url') {
        if (meta.data.destination === undefined) {
          fields.destination = QR_CONTENT_MESSAGES.urlRequired;
        } else content = { url: meta.data.destination };
      } else {
        // Every other type is validated like the generator's form of it (absent: empty form).
        const data = this.parseQrData(qrType, input.qrData ?? {}, fields);
        if (data) content = data;
      }
    }
    if (!meta.success || !design.ok || Object.keys(fields).length > 0) {
      throw validationError(fields);
    }
    return {
      name: meta.data.name || `${qrTypeLabel(meta.data.qrType)} QR code`,
      qrType: meta.data.qrType,
      content,
      design: design.value.design,
      logoId: design.value.logoId,
      generate,
    };
  }

  /** qrData: the type's content fields (object or JSON text), validated; null on a problem. */
  private parseQrData(
    qrType: QrType,
    raw: unknown,
    fields: Record<string, string>,
  ): Record<string, unknown> | null {
    let data = raw === null || raw === '' ? {} : raw;
    if (typeof data === 'string') {
      const raw = data;
      if (raw.length > QR_DATA_MAX) {
        fields.qrData = 'QR data is too large';
        return null;
      }
      try {
        data = JSON.parse(raw);
      } catch {
        fields.qrData = 'QR data must be a JSON object';
        return null;
      }
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      fields.qrData = 'QR data must be a JSON object';
      return null;
    }
    if (JSON.stringify(data).length > QR_DATA_MAX) {
      fields.qrData = 'QR data is too large';
      return null;
    }
    const parsed = parseQrContent(qrType, data);
    if (!parsed.ok) {
      for (const [k, v] of Object.entries(parsed.fields)) fields[k] ??= v;
      return null;
    }
    return parsed.data as Record<string, unknown>;
  }
}

function fieldsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/** Content fields whose values differ (compared as JSON), in a stable order. */
function changedFieldNames(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
    .sort();
}

/** What the Active list reads of the saved codes (the qr-codes module's service). */
export interface SavedCodeSource {
  keys(owner: Owner, limit: number): Promise<{ id: number; createdAt: Date }[]>;
  count(owner: Owner): Promise<number>;
  byIds(owner: Owner, ids: readonly number[]): Promise<SavedQrCode[]>;
}

import { runCapProblem } from '../../../contracts/bulk.js';
import { DESIGN_FIELD_NAMES } from '../../../contracts/design.js';
import { DYNAMIC_MESSAGES, renameSchema } from '../../../contracts/dynamic-codes.js';
import { GENERATE_MESSAGES, unknownFieldNames } from '../../../contracts/generator.js';
import {
  BULK_CREATE_MAX,
  createCodeSchema,
  PUBLIC_API_MESSAGES,
  type ApiCode,
  type BulkResult,
  type CreateCodeRequest,
  type UpdateCodeRequest,
} from '../../../contracts/public-api.js';
import {
  codeLabelsSchema,
  ORGANISE_MESSAGES,
  type CodeLabels,
} from '../../../contracts/organise.js';
import type { Database } from '../../db/client.js';
import {
  AppError,
  firstFieldMessage,
  firstIssueMessage,
  notFound,
  problemOf,
} from '../../lib/errors.js';
import type { BulkService } from '../bulk/index.js';
import type { DesignKitService } from '../designs/index.js';
import type { DynamicCodeService } from '../dynamic-codes/index.js';
import type { OrganiseService } from '../organise/index.js';
import { toSavedQrCode, type QrCodeService } from '../qr-codes/index.js';
import { type ApiOwner, parseCodeId, publicCodeId } from './codes.js';
import { findSaved } from './codes-repository.js';

/** Items of one bulk request made at once on a plan without limits. */
const BULK_CONCURRENCY = 4;

const DESIGN_NAMES = new Set<string>([...DESIGN_FIELD_NAMES, 'logoId']);
const CREATE_MEMBERS = [
  'kind',
  'name',
  'qrType',
  'content',
  'design',
  'designId',
  'folderId',
  'tags',
] as const;
const UPDATE_MEMBERS = [
  'name',
  'qrType',
  'content',
  'confirmTypeChange',
  'folderId',
  'tags',
] as const;
/** Members of the services' flat bodies that keep their name in the API's nested shape. */
const TOP_LEVEL = new Set([
  '_',
  'kind',
  'name',
  'qrType',
  'confirmTypeChange',
  'items',
  'folderId',
  'tags',
]);

function validationError(fields: Record<string, string>, message?: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message ?? firstFieldMessage(fields), fields);
}

function unknownMembers(names: string[], prefix = ''): AppError {
  const fields = Object.fromEntries(names.map((n) => [prefix + n, GENERATE_MESSAGES.unknownField]));
  return validationError(fields, GENERATE_MESSAGES.unknownFields(names.map((n) => prefix + n)));
}

/**
 * A field name of the web app's flat bodies as it is named in the API's body: the design fields
 * under `design.`, the content fields under `content.` (`qrData` is the content itself and a
 * url code's `destination` is its `content.url`).
 */
export function apiFieldName(name: string): string {
  if (TOP_LEVEL.has(name)) return name;
  if (name === 'qrData') return 'content';
  if (name === 'destination') return 'content.url';
  const [head = ''] = name.split('.');
  return DESIGN_NAMES.has(head) ? `design.${name}` : `content.${name}`;
}

/** Runs `work`; a field error of the web app's services comes out with the API's field names. */
async function inApiTerms<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    const fields = Object.fromEntries(
      Object.entries(err.fields).map(([name, message]) => [apiFieldName(name), message]),
    );
    throw new AppError(err.status, err.code, err.message, fields, err.headers);
  }
}

/**
 * The write operations of the public API's codes (issue 19 item 2): create, update (rename and
 * content), change destination, delete, and bulk create. Each is the web app's own service call
 * (the same validation, messages, plan limits and atomic gates) for the key's owner; this class
 * only translates the API's body shape (`content`, `design`) to the services' flat bodies.
 */
export class PublicCodeWrites {
  constructor(
    private readonly deps: {
      db: Database;
      dynamicCodes: DynamicCodeService;
      savedCodes: QrCodeService;
      bulk: BulkService;
      organise: OrganiseService;
      /** Resolves `designId` (a brand kit of the key's workspace). */
      designKits: Pick<DesignKitService, 'resolve'>;
    },
  ) {}

  /**
   * The `folderId` and `tags` of a request, checked before anything is made: 400 for a saved
   * code or a bad value, 404 for a folder that is not the workspace's. Null when neither is given.
   */
  private async labelsOf(
    owner: ApiOwner,
    body: { folderId?: unknown; tags?: unknown },
    dynamic: boolean,
  ): Promise<CodeLabels | null> {
    if (body.folderId === undefined && body.tags === undefined) return null;
    if (!dynamic) {
      const fields: Record<string, string> = {};
      if (body.folderId !== undefined) fields.folderId = ORGANISE_MESSAGES.dynamicOnly;
      if (body.tags !== undefined) fields.tags = ORGANISE_MESSAGES.dynamicOnly;
      throw validationError(fields);
    }
    const parsed = codeLabelsSchema.safeParse({ folderId: body.folderId, tags: body.tags });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      throw validationError(fields);
    }
    if (typeof parsed.data.folderId === 'number') {
      await this.deps.organise.assertFolder(owner, parsed.data.folderId);
    }
    return parsed.data;
  }

  /**
   * Creates a dynamic or saved code, in the design of brand kit `designId` when given (the
   * request's `design` fields override the kit's). Throws AppError 400 (fields named as in the
   * API's body), 403 DYNAMIC_LIMIT_REACHED / SAVED_LIMIT_REACHED, 404 DESIGN_NOT_FOUND, 422
   * (too much data for a code).
   */
  async create(owner: ApiOwner, body: CreateCodeRequest): Promise<ApiCode> {
    const { kind, name, content = {}, design: explicit = {} } = body;
    const qrType = body.qrType ?? 'url';
    const extra = unknownFieldNames(body, CREATE_MEMBERS);
    if (extra.length > 0) throw unknownMembers(extra);
    const notDesign = Object.keys(explicit).filter((k) => !DESIGN_NAMES.has(k));
    if (notDesign.length > 0) throw unknownMembers(notDesign, 'design.');
    // A brand kit's design, copied into the code, with the request's own design fields over it.
    const design =
      body.designId === undefined
        ? explicit
        : { ...(await this.deps.designKits.resolve(owner, body.designId)), ...explicit };

    const labels = await this.labelsOf(owner, body, kind === 'dynamic');
    if (kind === 'dynamic') {
      if (qrType === 'url') {
        const other = unknownFieldNames(content, ['url']);
        if (other.length > 0) throw unknownMembers(other, 'content.');
      }
      const request = {
        name,
        qrType,
        ...design,
        ...(qrType === 'url' ? { destination: content.url } : { qrData: content }),
      };
      const created = await inApiTerms(() => this.deps.dynamicCodes.create(request, owner));
      if (labels) {
        await this.deps.organise.setLabels(owner, created.id, labels, DYNAMIC_MESSAGES.notFound);
      }
      const code =
        created.code && !labels
          ? created.code
          : await this.deps.dynamicCodes.get(owner, created.id);
      return { ...code, kind: 'dynamic', id: publicCodeId('dynamic', created.id) };
    }
    // The generator's flat body: a content member may not pose as a design or meta field.
    const misplaced = Object.keys(content).filter(
      (k) => DESIGN_NAMES.has(k) || ['qrType', 'name', 'qrMode'].includes(k),
    );
    if (misplaced.length > 0) throw unknownMembers(misplaced, 'content.');
    const request = { ...content, ...design, name, qrType, qrMode: 'static' };
    const saved = await inApiTerms(() => this.deps.savedCodes.create(request, owner));
    const row = await findSaved(this.deps.db, owner, saved.id);
    if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
    return { ...toSavedQrCode(row), kind: 'saved', id: publicCodeId('saved', row.id) };
  }

  /**
   * Renames any code (`name`) and edits a dynamic code's content (`content`, `qrType`,
   * `confirmTypeChange`) behind its unchanged short link; both in one request are checked
   * before either is made. 409 NOT_DYNAMIC for content of a saved code; 400 for `design`.
   */
  async update(owner: ApiOwner, publicId: string, body: UpdateCodeRequest): Promise<ApiCode> {
    if ('design' in body) throw validationError({ design: PUBLIC_API_MESSAGES.designFixed });
    const extra = unknownFieldNames(body, UPDATE_MEMBERS);
    if (extra.length > 0) throw unknownMembers(extra);
    const rename = body.name === undefined ? null : renameSchema.safeParse({ name: body.name });
    if (rename && !rename.success) {
      throw validationError({ name: firstIssueMessage(rename.error.issues) });
    }
    const editsContent =
      body.content !== undefined || body.qrType !== undefined || body.confirmTypeChange;
    const ref = this.ref(publicId);
    if (ref.kind === 'saved') {
      const row = await findSaved(this.deps.db, owner, ref.id);
      if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
      await this.labelsOf(owner, body, false);
      if (editsContent)
        throw new AppError(409, 'NOT_DYNAMIC', PUBLIC_API_MESSAGES.savedContentFixed);
      const renamed = rename ? await this.deps.savedCodes.rename(owner, ref.id, rename.data) : null;
      return { ...(renamed ?? toSavedQrCode(row)), kind: 'saved', id: publicId };
    }
    const { dynamicCodes } = this.deps;
    // Checked before any change: the code (404), then its labels (400, 404 folder).
    await dynamicCodes.get(owner, ref.id);
    const labels = await this.labelsOf(owner, body, true);
    let code = editsContent
      ? await inApiTerms(() =>
          dynamicCodes.edit(owner, ref.id, {
            qrData: body.content ?? {},
            ...(body.qrType !== undefined ? { qrType: body.qrType } : {}),
            ...(body.confirmTypeChange !== undefined
              ? { confirmTypeChange: body.confirmTypeChange }
              : {}),
          }),
        )
      : null;
    if (rename) code = await dynamicCodes.rename(owner, ref.id, rename.data);
    if (labels) {
      await this.deps.organise.setLabels(owner, ref.id, labels, DYNAMIC_MESSAGES.notFound);
      code = null;
    }
    code ??= await dynamicCodes.get(owner, ref.id);
    return { ...code, kind: 'dynamic', id: publicId };
  }

  /** Re-points a dynamic link code (400 for a hosted type); 409 NOT_DYNAMIC for a saved code. */
  async changeDestination(
    owner: ApiOwner,
    publicId: string,
    body: { destination: string },
  ): Promise<ApiCode> {
    const ref = this.ref(publicId);
    if (ref.kind === 'saved') {
      if (!(await findSaved(this.deps.db, owner, ref.id)))
        throw notFound(DYNAMIC_MESSAGES.notFound);
      throw new AppError(409, 'NOT_DYNAMIC', PUBLIC_API_MESSAGES.destinationNotDynamic);
    }
    const code = await this.deps.dynamicCodes.edit(owner, ref.id, {
      destination: body.destination,
    });
    return { ...code, kind: 'dynamic', id: publicId };
  }

  /** Deletes (soft, as the web app does): a dynamic code's short link stops redirecting. */
  async remove(owner: ApiOwner, publicId: string): Promise<void> {
    const ref = this.ref(publicId);
    if (ref.kind === 'saved') await this.deps.savedCodes.remove(owner, ref.id);
    else await this.deps.dynamicCodes.remove(owner, ref.id);
  }

  /**
   * Creates each item as `create` would and reports each, in order: its code, or the problem
   * its own request would have got. On a plan with limits the items are made one after another
   * (a limit refuses the last ones); without limits, BULK_CONCURRENCY at a time. The request itself is refused (400) when it is not a list of 1 to
   * BULK_CREATE_MAX items, and (403 BULK_ROW_LIMIT) beyond the plan's bulk rows, as in the web
   * app's bulk generation.
   */
  async bulk(owner: ApiOwner, body: unknown, log: (err: unknown) => void): Promise<BulkResult> {
    const items = (body as { items?: unknown } | null)?.items;
    if (!Array.isArray(items) || items.length === 0)
      throw validationError({ items: PUBLIC_API_MESSAGES.bulkEmpty });
    if (items.length > BULK_CREATE_MAX) {
      throw validationError({ items: PUBLIC_API_MESSAGES.bulkTooMany(items.length) });
    }
    const extra = unknownFieldNames(body as Record<string, unknown>, ['items']);
    if (extra.length > 0) throw unknownMembers(extra);
    const limits = await this.deps.bulk.limits(owner);
    const problem = runCapProblem(limits, items.length, false);
    if (problem) throw new AppError(403, problem.code, problem.message);

    const results = new Array<BulkResult['results'][number]>(items.length);
    const one = async (index: number) => {
      results[index] = await this.bulkItem(owner, index, items[index], log);
    };
    // A plan with limits makes its items one after another, so a limit refuses the last items,
    // never a random subset; without limits several are drawn and read back at once.
    const lanes = limits.dynamicRemaining === null ? BULK_CONCURRENCY : 1;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(lanes, items.length) }, async () => {
        while (next < items.length) await one(next++);
      }),
    );
    const created = results.filter((r) => r.ok).length;
    return { created, failed: results.length - created, results };
  }

  /** One bulk item: its code, or the problem its own create would have got. */
  private async bulkItem(
    owner: ApiOwner,
    index: number,
    item: unknown,
    log: (err: unknown) => void,
  ): Promise<BulkResult['results'][number]> {
    try {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        throw validationError({ _: PUBLIC_API_MESSAGES.bulkItemObject });
      }
      const parsed = createCodeSchema.safeParse(item);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
        }
        throw validationError(fields);
      }
      return { index, ok: true, code: await this.create(owner, parsed.data) };
    } catch (err) {
      const known = err instanceof AppError;
      if (!known || err.status >= 500) log(err);
      return {
        index,
        ok: false,
        error: known
          ? problemOf(err.status, {
              message: err.message,
              code: err.code,
              ...(err.fields ? { fields: err.fields } : {}),
            })
          : problemOf(500, { message: 'Internal server error', code: 'INTERNAL' }),
      };
    }
  }

  private ref(publicId: string) {
    const ref = parseCodeId(publicId);
    if (!ref) throw notFound(DYNAMIC_MESSAGES.notFound);
    return ref;
  }
}

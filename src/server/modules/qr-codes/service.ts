import { z } from 'zod';
import {
  DYNAMIC_MESSAGES,
  renameSchema,
  type SavedQrCode,
} from '../../../contracts/dynamic-codes.js';
import { parseGenerateRequest } from '../../../contracts/generator.js';
import { qrTypeLabel } from '../../../contracts/qr-content.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import type { Caller, GeneratorService } from '../generator/index.js';
import { assertBelowLimit, createWithinLimit } from '../plans/index.js';
import * as repo from './repository.js';
import type { Owner, QrCodeRow } from './repository.js';

export type { Owner } from './repository.js';

/** Longest code name (qr_codes.name is varchar 255). */
export const QR_CODE_NAME_MAX = 255;

export const SAVE_MESSAGES = {
  nameTooLong: `Name must be at most ${QR_CODE_NAME_MAX} characters`,
  staticOnly: 'Only static codes are saved here; dynamic codes have their own endpoint',
} as const;

const saveMetaSchema = z.object({
  name: z
    .string()
    .trim()
    .max(QR_CODE_NAME_MAX, SAVE_MESSAGES.nameTooLong)
    .nullish()
    .transform((v) => v || ''),
  qrMode: z
    .literal('static', { error: SAVE_MESSAGES.staticOnly })
    .nullish()
    .transform(() => 'static' as const),
});

/** The answer of POST /api/qrcodes. */
export interface SaveResult {
  id: number;
  name: string;
  qrType: string;
  createdAt: string;
}

function validationError(fields: Record<string, string>): AppError {
  return new AppError(400, 'VALIDATION_FAILED', firstFieldMessage(fields), fields);
}

/**
 * Saved static codes: save (within the plan's limit of saved codes), list, rename, delete (soft).
 * Every call is scoped to the owner; a code that is not theirs is "not found".
 */
export class QrCodeService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: { db: Database; generator: GeneratorService; now?: () => Date },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Stores a code for a signed-in user. The body is a generate request plus `name` and
   * `qrMode` ('static'). Throws AppError 400 (fields) and 422 (too much data), like generate,
   * and 403 SAVED_LIMIT_REACHED when the plan's saved codes are used up (checked atomically).
   */
  async create(
    body: unknown,
    caller: Caller & { userId: number; workspaceId: number },
  ): Promise<SaveResult> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const { name: rawName, qrMode: rawMode, ...generate } = input;
    const meta = saveMetaSchema.safeParse({ name: rawName, qrMode: rawMode });
    if (!meta.success) {
      const fields: Record<string, string> = {};
      for (const issue of meta.error.issues) fields[String(issue.path[0])] ??= issue.message;
      throw validationError(fields);
    }
    const { db } = this.deps;
    await assertBelowLimit(db, 'saved', caller.workspaceId, this.now());
    const code = await this.deps.generator.prepare(generate, caller);
    const qrType = code.request.qrType;
    const row = await createWithinLimit(db, 'saved', caller.workspaceId, this.now(), (tx) =>
      repo.insertQrCode(tx, {
        clientId: caller.clientId,
        userId: caller.userId,
        workspaceId: caller.workspaceId,
        name: meta.data.name || `${qrTypeLabel(qrType)} QR code`,
        qrType,
        qrMode: meta.data.qrMode,
        content: code.content,
        design: { ...code.request.design, errorCorrectionLevel: code.matrix.ecl },
        logoUploadId: code.request.logoId,
      }),
    );
    return {
      id: row.id,
      name: row.name,
      qrType: row.qrType,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The owner's saved codes, newest first. */
  async list(owner: Owner): Promise<SavedQrCode[]> {
    const rows = await repo.listQrCodes(this.deps.db, owner);
    return rows.map(toSavedQrCode);
  }

  /** The first `limit` saved codes, newest first: ids and times (the dashboard's merged list). */
  keys(owner: Owner, limit: number): Promise<repo.CodeKey[]> {
    return repo.qrCodeKeys(this.deps.db, owner, limit);
  }

  /** How many saved codes the owner has. */
  count(owner: Owner): Promise<number> {
    return repo.countQrCodes(this.deps.db, owner);
  }

  /** The owner's saved codes among `ids`, as answered (any order). */
  async byIds(owner: Owner, ids: readonly number[]): Promise<SavedQrCode[]> {
    return (await repo.qrCodesByIds(this.deps.db, owner, ids)).map(toSavedQrCode);
  }

  /** Renames; an empty or unchanged name changes nothing and answers the code as it is. */
  async rename(owner: Owner, id: number, body: unknown): Promise<SavedQrCode> {
    const input = typeof body === 'object' && body !== null ? body : {};
    const parsed = renameSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        fields[String(issue.path[0] ?? '_')] ??= issue.message;
      throw validationError(fields);
    }
    const row = await repo.findQrCode(this.deps.db, owner, id);
    if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
    const name = parsed.data.name;
    if (name === '' || name === row.name) return toSavedQrCode(row);
    const renamed = await repo.renameQrCode(this.deps.db, owner, id, name, this.now());
    if (!renamed) throw notFound(DYNAMIC_MESSAGES.notFound);
    return toSavedQrCode(renamed);
  }

  /**
   * Restyles the saved code `id` with `design` (the flat design fields and logoId, e.g. a brand
   * kit's; issue 40 item 4): its content drawn in the new design and read back by the decoders
   * first, stored only when they read it (422 NOT_SCANNABLE otherwise, and the code keeps its
   * design). Payment codes are refused (drawing one makes a product).
   */
  async restyle(
    owner: Owner,
    id: number,
    design: Record<string, unknown>,
    unreadable: string,
    paymentCode: string,
  ): Promise<SavedQrCode> {
    const row = await repo.findQrCode(this.deps.db, owner, id);
    if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
    if (row.qrType === 'payment') throw new AppError(409, 'NOT_RESTYLABLE', paymentCode);
    const rendered = await this.deps.generator.generate(
      { qrType: row.qrType, ...row.content, ...design },
      owner,
    );
    if (!rendered.scannable) throw new AppError(422, 'NOT_SCANNABLE', unreadable);
    const parsed = parseGenerateRequest({ qrType: row.qrType, ...row.content, ...design });
    if (!parsed.ok) throw new AppError(400, 'VALIDATION_FAILED', parsed.message, parsed.fields);
    const restyled = await repo.restyleQrCode(
      this.deps.db,
      owner,
      id,
      {
        design: { ...parsed.value.design, errorCorrectionLevel: rendered.errorCorrectionLevel },
        logoUploadId: parsed.value.logoId,
      },
      this.now(),
    );
    if (!restyled) throw notFound(DYNAMIC_MESSAGES.notFound);
    return toSavedQrCode(restyled);
  }

  /** Soft delete; 404 when the owner has no such code. */
  async remove(owner: Owner, id: number): Promise<void> {
    if (!(await repo.softDeleteQrCode(this.deps.db, owner, id, this.now()))) {
      throw notFound(DYNAMIC_MESSAGES.notFound);
    }
  }
}

export function toSavedQrCode(row: QrCodeRow): SavedQrCode {
  return {
    id: row.id,
    name: row.name,
    qrType: row.qrType,
    qrMode: 'static',
    content: row.content,
    design: { ...row.design, ...(row.logoUploadId ? { logoId: row.logoUploadId } : {}) },
    createdAt: row.createdAt.toISOString(),
  };
}

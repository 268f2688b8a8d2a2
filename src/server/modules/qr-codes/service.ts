import { z } from 'zod';
import { qrTypeLabel } from '../../../contracts/qr-content.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Caller, GeneratorService } from '../generator/service.js';
import * as repo from './repository.js';

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

export interface SavedQrCode {
  id: number;
  name: string;
  qrType: string;
  createdAt: string;
}

/** Saving static codes: the content and the whole design, validated like a generate request. */
export class QrCodeService {
  constructor(private readonly deps: { db: Database; generator: GeneratorService }) {}

  /**
   * Stores a code for a signed-in user. The body is a generate request plus `name` and
   * `qrMode` ('static'). Throws AppError 400 (fields) and 422 (too much data), like generate.
   */
  async create(body: unknown, caller: Caller & { userId: number }): Promise<SavedQrCode> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const { name: rawName, qrMode: rawMode, ...generate } = input;
    const meta = saveMetaSchema.safeParse({ name: rawName, qrMode: rawMode });
    if (!meta.success) {
      const fields: Record<string, string> = {};
      for (const issue of meta.error.issues) fields[String(issue.path[0])] ??= issue.message;
      throw new AppError(400, 'VALIDATION_FAILED', Object.values(fields)[0], fields);
    }
    const code = await this.deps.generator.prepare(generate, caller);
    const qrType = code.request.qrType;
    const row = await repo.insertQrCode(this.deps.db, {
      clientId: caller.clientId,
      userId: caller.userId,
      name: meta.data.name || `${qrTypeLabel(qrType)} QR code`,
      qrType,
      qrMode: meta.data.qrMode,
      content: code.content,
      design: { ...code.request.design, errorCorrectionLevel: code.matrix.ecl },
      logoUploadId: code.request.logoId,
    });
    return {
      id: row.id,
      name: row.name,
      qrType: row.qrType,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

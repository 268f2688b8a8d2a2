import { z } from 'zod';
import { QR_TYPES, type QrType } from '../../../qr/index.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { referrerHost } from '../../lib/referrer-host.js';
import * as repo from './repository.js';

/** The anonymous id the browser keeps in localStorage (e.g. a UUID). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** Longest encoded content we record (a version-40 code holds at most 7,089 characters). */
export const TRACKED_CONTENT_MAX = 8000;

const qrTypeSchema = z.enum(QR_TYPES as unknown as [QrType, ...QrType[]], {
  error: 'Unknown QR type',
});
const sessionIdSchema = z
  .string({ error: 'sessionId is required' })
  .regex(SESSION_ID_PATTERN, 'sessionId must be 8 to 64 letters, digits or dashes');
const colourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{3,8}$/, 'Enter a colour as #RRGGBB')
  .nullish();
/** Encoded content, as the text or as the form data (a JSON object, stored as its JSON text). */
const contentSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
  .refine((text) => text.length <= TRACKED_CONTENT_MAX, 'Content is too long to record')
  .nullish();
const qrCodeIdSchema = z.number().int().positive().nullish();

export const trackGenerationSchema = z.object({
  qrCodeId: qrCodeIdSchema,
  qrData: contentSchema,
  qrType: qrTypeSchema,
  foregroundColor: colourSchema,
  backgroundColor: colourSchema,
  hasLogo: z.boolean().optional(),
  sessionId: sessionIdSchema,
  isDynamic: z.boolean().optional(),
});
export type TrackGeneration = z.output<typeof trackGenerationSchema>;

export const DOWNLOAD_TYPES = ['png', 'svg', 'pdf'] as const;

export const trackDownloadSchema = z.object({
  qrType: qrTypeSchema,
  downloadType: z.enum(DOWNLOAD_TYPES, { error: 'downloadType must be png, svg or pdf' }),
  sessionId: sessionIdSchema,
  qrCodeId: qrCodeIdSchema,
  qrContent: contentSchema,
  foregroundColor: colourSchema,
  backgroundColor: colourSchema,
  hasLogo: z.boolean().optional(),
});
export type TrackDownload = z.output<typeof trackDownloadSchema>;

/** Request facts we keep. Never the IP address. */
export interface TrackingMeta {
  userId: number | null;
  clientId: number;
  /** The signed-in caller's workspace (a saved code is counted only when it is the workspace's). */
  workspaceId: number | null;
  userAgent: string | undefined;
  referer: string | undefined;
}

/** Generation and download events (qr_generations, qr_downloads) for analytics. */
export class TrackingService {
  constructor(private readonly deps: { db: Database }) {}

  async generation(input: TrackGeneration, meta: TrackingMeta): Promise<void> {
    await repo.insertGeneration(this.deps.db, {
      ...(await this.common(input, meta)),
      qrContent: input.qrData ?? null,
      foregroundColor: input.foregroundColor ?? null,
      backgroundColor: input.backgroundColor ?? null,
      hasLogo: input.hasLogo ?? false,
      isDynamic: input.isDynamic ?? false,
    });
  }

  async download(input: TrackDownload, meta: TrackingMeta): Promise<void> {
    await repo.insertDownload(this.deps.db, {
      ...(await this.common(input, meta)),
      qrContent: input.qrContent ?? null,
      foregroundColor: input.foregroundColor ?? null,
      backgroundColor: input.backgroundColor ?? null,
      hasLogo: input.hasLogo ?? false,
      downloadType: input.downloadType,
    });
  }

  private async common(
    input: { qrCodeId?: number | null; qrType: QrType; sessionId: string },
    meta: TrackingMeta,
  ) {
    let qrCodeId: number | null = null;
    if (input.qrCodeId) {
      // Only the owner's saved codes can be referenced.
      const owned =
        meta.workspaceId !== null &&
        (await repo.ownsQrCode(this.deps.db, meta.workspaceId, input.qrCodeId));
      if (!owned) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Unknown QR code', {
          qrCodeId: 'Unknown QR code',
        });
      }
      qrCodeId = input.qrCodeId;
    }
    return {
      clientId: meta.clientId,
      userId: meta.userId,
      qrCodeId,
      sessionId: input.sessionId,
      qrType: input.qrType,
      userAgent: meta.userAgent?.slice(0, 512) || null,
      referrerHost: referrerHost(meta.referer),
    };
  }
}

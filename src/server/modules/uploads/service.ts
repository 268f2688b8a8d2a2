import type { Readable } from 'node:stream';
import { QR_CONTENT_LIMITS, QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import type { Database } from '../../db/client.js';
import type { UploadKind } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  FileStorage,
  FileTooLargeError,
  isUploadId,
  newUploadId,
  type TempFile,
} from '../../lib/storage.js';
import { WorkerLimitError } from '../../lib/worker-pool/errors.js';
import { inThreadPipeline, type QrPipeline } from '../../worker-tasks/pipeline.js';
import { checkUploadContent } from './content-check.js';
import { sniffFileType, type SniffedType } from './file-type.js';
import {
  commitImageVariants,
  deleteImageVariants,
  isVariantWidth,
  readImageSizes,
  resizeImage,
  variantStorageId,
  writeImageVariants,
  type ImageSizes,
  type ResizedImage,
} from './image-variants.js';
import * as repo from './repository.js';
import type { UploadRow } from './repository.js';

const MB = 1024 * 1024;

/** Per kind: the multipart field names, size limit, accepted types and the user-facing words. */
export const UPLOAD_RULES = {
  pdf: {
    fileField: 'pdfFile',
    titleField: 'pdfTitle',
    descriptionField: 'pdfDescription',
    maxBytes: 10 * MB,
    types: ['application/pdf'],
    tooLarge: 'The PDF is larger than 10 MB. Please choose a smaller file.',
    missing: QR_CONTENT_MESSAGES.pdfFileRequired,
    wrongType: 'This file is not a PDF. Please select a PDF file.',
  },
  image: {
    fileField: 'imageFile',
    titleField: 'imageTitle',
    descriptionField: 'imageDescription',
    maxBytes: 5 * MB,
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    tooLarge: 'The image is larger than 5 MB. Please choose a smaller file.',
    missing: QR_CONTENT_MESSAGES.imageFileRequired,
    wrongType: 'This file is not a PNG, JPEG, GIF or WebP image. Please select an image file.',
  },
  logo: {
    fileField: 'logoFile',
    titleField: null,
    descriptionField: null,
    maxBytes: 2 * MB,
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
    tooLarge: 'The logo is larger than 2 MB. Please choose a smaller file.',
    missing: 'Please select a logo image',
    wrongType: 'This file is not a PNG, JPEG, GIF, WebP or SVG image. Please select a logo image.',
  },
} as const satisfies Record<
  UploadKind,
  {
    fileField: string;
    titleField: string | null;
    descriptionField: string | null;
    maxBytes: number;
    types: readonly SniffedType[];
    tooLarge: string;
    missing: string;
    wrongType: string;
  }
>;

/** A logo whose decoding ran past the worker's time or memory limit (an image bomb, say). */
export const LOGO_TOO_COMPLEX =
  'This image needs too much time or memory to process. Please upload a smaller or simpler logo.';

/** An image that passed the header checks but that libvips cannot decode (truncated, corrupt). */
export const IMAGE_UNREADABLE =
  'This image could not be read: the file may be damaged. Please choose another image file.';

/** Longest upload description (characters). */
export const UPLOAD_DESCRIPTION_MAX = 500;

/** Who uploads: a member acting in a workspace, or (all null) an anonymous visitor. */
export interface UploadOwner {
  userId: number | null;
  clientId: number;
  workspaceId: number | null;
}

/** A received upload: the temp file (if a file part came) and the text fields, as sent. */
export interface ReceivedUpload {
  temp: TempFile | null;
  fileName: string | null;
  fields: Record<string, string>;
}

export interface ServedFile {
  row: UploadRow;
  stream: Readable;
  size: number;
}

/**
 * Uploads of PDFs, images and logos: checked by content and size, stored under DATA_DIR and
 * recorded in `uploads` in one step. Whatever fails, nothing is left behind: no row, no file.
 */
export class UploadService {
  private readonly pipeline: QrPipeline;

  constructor(
    private readonly deps: {
      db: Database;
      storage: FileStorage;
      /**
       * Where logos are decoded and redrawn: the app's worker pool, whose time and memory
       * limits bound an image bomb. Unset only in unit tests (then on the calling thread).
       */
      pipeline?: QrPipeline;
    },
  ) {
    this.pipeline = deps.pipeline ?? inThreadPipeline;
  }

  /** Streams one file part to a temp file; 413 (nothing kept) when it is over the kind's limit. */
  async receiveFile(kind: UploadKind, stream: Readable): Promise<TempFile> {
    const rules = UPLOAD_RULES[kind];
    try {
      return await this.deps.storage.receive(stream, rules.maxBytes);
    } catch (err) {
      if (err instanceof FileTooLargeError) {
        throw new AppError(413, 'FILE_TOO_LARGE', rules.tooLarge, {
          [rules.fileField]: rules.tooLarge,
        });
      }
      throw err;
    }
  }

  /** Removes a temp file that will not be used (a failed request). */
  async discard(temp: TempFile | null): Promise<void> {
    if (temp) await this.deps.storage.discardTemp(temp);
  }

  /**
   * Validates and stores a received upload. Takes ownership of `received.temp`: it is either
   * moved into place or deleted. Throws AppError 400 (fields), 415 (wrong content).
   */
  async store(kind: UploadKind, received: ReceivedUpload, owner: UploadOwner): Promise<UploadRow> {
    const { storage } = this.deps;
    const rules = UPLOAD_RULES[kind];
    let temp = received.temp;
    let variantTemps: TempFile[] = [];
    try {
      const { title, description } = this.validateFields(kind, received);
      if (!temp) {
        throw new AppError(400, 'VALIDATION_FAILED', rules.missing, {
          [rules.fileField]: rules.missing,
        });
      }
      const bytes = await storage.readTemp(temp);
      const type = sniffFileType(bytes);
      if (!type || !(rules.types as readonly SniffedType[]).includes(type)) {
        throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', rules.wrongType, {
          [rules.fileField]: rules.wrongType,
        });
      }
      // Structure, declared size and SVG budget, before anything decodes a pixel.
      const checked = checkUploadContent(bytes, type, rules.fileField);
      let mimeType: string = type;
      if (kind === 'logo') {
        const png = await this.logoPng(checked, type, owner);
        const converted = await storage.writeTemp(png);
        await storage.discardTemp(temp);
        temp = converted;
        mimeType = 'image/png';
      }
      let resized: ResizedImage | null = null;
      if (kind === 'image') {
        resized = await this.resize(checked, rules.fileField);
        variantTemps = await writeImageVariants(storage, resized);
      }

      const id = newUploadId();
      await storage.commit(temp, kind, id);
      const committed = temp;
      temp = null;
      try {
        if (resized) {
          await commitImageVariants(storage, id, resized, variantTemps);
          variantTemps = [];
        }
        return await repo.insertUpload(this.deps.db, {
          id,
          clientId: owner.clientId,
          userId: owner.userId,
          workspaceId: owner.workspaceId,
          kind,
          mimeType,
          byteSize: committed.size,
          sha256: committed.sha256,
          title,
          description,
          originalName: cleanFileName(received.fileName),
          storagePath: storage.relativePath(kind, id),
        });
      } catch (err) {
        await storage.delete(kind, id);
        if (kind === 'image') await deleteImageVariants(storage, id);
        throw err;
      }
    } finally {
      if (temp) await storage.discardTemp(temp);
      await Promise.all(variantTemps.map((variant) => storage.discardTemp(variant)));
    }
  }

  /** The resized copies of an image upload (image-variants.ts); 415 when it cannot be decoded. */
  private async resize(bytes: Buffer, field: string): Promise<ResizedImage> {
    try {
      return await resizeImage(bytes);
    } catch {
      throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', IMAGE_UNREADABLE, {
        [field]: IMAGE_UNREADABLE,
      });
    }
  }

  /** The original's size and its resized copies, or null (none made, unknown id). */
  imageSizes(id: string): ImageSizes | null {
    return isUploadId(id) ? readImageSizes(this.deps.storage, id) : null;
  }

  /** A resized copy of an image upload for the public route, or null. */
  async openVariant(id: string, width: number): Promise<{ stream: Readable; size: number } | null> {
    if (!isUploadId(id) || !isVariantWidth(width)) return null;
    const row = await repo.findUpload(this.deps.db, 'image', id);
    if (!row) return null;
    return this.deps.storage.open('image', variantStorageId(id, width));
  }

  /** A stored file and its row for the public routes, or null (unknown or malformed id). */
  async open(kind: UploadKind, id: string): Promise<ServedFile | null> {
    if (!isUploadId(id)) return null;
    const row = await repo.findUpload(this.deps.db, kind, id);
    if (!row) return null;
    const file = await this.deps.storage.open(kind, id);
    return file && { row, ...file };
  }

  /** The upload row of `kind` in tenant `clientId`, or null (for the generator's id checks). */
  async find(kind: UploadKind, id: string, clientId: number): Promise<UploadRow | null> {
    if (!isUploadId(id)) return null;
    const row = await repo.findUpload(this.deps.db, kind, id);
    return row && row.clientId === clientId ? row : null;
  }

  /** The stored bytes of an upload (logos: PNG), or null. */
  async bytes(kind: UploadKind, id: string): Promise<Buffer | null> {
    return isUploadId(id) ? this.deps.storage.get(kind, id) : null;
  }

  private validateFields(
    kind: UploadKind,
    received: ReceivedUpload,
  ): { title: string | null; description: string | null } {
    const rules = UPLOAD_RULES[kind];
    if (!rules.titleField || !rules.descriptionField) return { title: null, description: null };
    const fields: Record<string, string> = {};
    const title = (received.fields[rules.titleField] ?? '').trim();
    const description = (received.fields[rules.descriptionField] ?? '').trim();
    if (title === '') fields[rules.titleField] = QR_CONTENT_MESSAGES.titleRequired;
    else if (title.length > QR_CONTENT_LIMITS.title) {
      fields[rules.titleField] = QR_CONTENT_MESSAGES.tooLong(QR_CONTENT_LIMITS.title);
    }
    if (description.length > UPLOAD_DESCRIPTION_MAX) {
      fields[rules.descriptionField] = QR_CONTENT_MESSAGES.tooLong(UPLOAD_DESCRIPTION_MAX);
    }
    const first = Object.values(fields)[0];
    if (first) throw new AppError(400, 'VALIDATION_FAILED', first, fields);
    return { title, description: description || null };
  }

  /** The stored PNG of a logo, drawn in the worker pool (logo-image.ts's logoToPng). */
  private async logoPng(bytes: Buffer, type: SniffedType, owner: UploadOwner): Promise<Buffer> {
    let result;
    try {
      // A signed-in uploader's turn in the pool's fair share; signed-out ones share one lane.
      const client = owner.userId === null ? 'anonymous-uploads' : `user:${owner.userId}`;
      result = await this.pipeline.rasterLogo({ bytes, type }, { client });
    } catch (err) {
      if (err instanceof WorkerLimitError && err.limit !== 'crash') {
        throw new AppError(422, 'IMAGE_TOO_COMPLEX', LOGO_TOO_COMPLEX, {
          logoFile: LOGO_TOO_COMPLEX,
        });
      }
      throw err;
    }
    if (!result.ok) {
      throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', result.message, {
        logoFile: result.message,
      });
    }
    return Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
  }
}

/** The base name the browser sent, without path or control characters, at most 255 chars. */
function cleanFileName(name: string | null): string | null {
  if (!name) return null;
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base === '' ? null : base.slice(0, 255);
}

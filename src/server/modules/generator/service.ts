import { createHash, randomBytes } from 'node:crypto';
import {
  DESIGN_MESSAGES,
  MARGIN_MODULES,
  toQrDesign,
  type DesignFields,
} from '../../../contracts/design.js';
import {
  GENERATE_MESSAGES,
  parseGenerateRequest,
  type GenerateResponse,
  type ParsedGenerateRequest,
  type ScanWarningBody,
} from '../../../contracts/generator.js';
import {
  buildPayload,
  checkDesign,
  DEFAULT_LOGO_SIZE_RATIO,
  eclForDesign,
  encodeQr,
  maxLogoSizeRatio,
  PayloadError,
  QrCapacityError,
  type Ecl,
  type PayloadFieldsByType,
  type QrDesign,
  type QrMatrix,
  type QrType,
} from '../../../qr/index.js';
import { galleryImagesOf, staticContentProblem } from '../../../contracts/qr-content.js';
import { renderUnits } from '../../../contracts/api-rate-limits.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage } from '../../lib/errors.js';
import { LIGHT_ON_DARK_REASON } from '../../lib/qr-output/scan-check.js';
import { plainMatrix } from '../../lib/qr-output/plain-matrix.js';
import { inThreadPipeline, type QrPipeline } from '../../worker-tasks/pipeline.js';
import { imageSize } from '../uploads/index.js';
import type { UploadService } from '../uploads/index.js';
import { AnswerCache } from './answer-cache.js';
import * as repo from './repository.js';

/** Requested error correction: M (spec 000 §9), H with a logo (eclForDesign). */
export const DEFAULT_ECL: Ecl = 'M';
/** Default width of the PNG in the answer (the request's `size`; contracts/design PNG_SIZE). */
export const PNG_WIDTH = 1024;

/** Who is asking: the signed-in user (or null) and the tenant. */
export interface Caller {
  userId: number | null;
  clientId: number;
  /** The workspace a signed-in caller acts in (its uploads and payment products); null: signed out. */
  workspaceId: number | null;
  /** The request's address (request.ip): a signed-out caller's share of the render workers. */
  address?: string;
}

/**
 * Whose turn a caller's work takes in the worker pool's fair share: the signed-in user (or the
 * user an API key acts for), else the address, else one shared lane for callers with neither.
 */
export function workerClientOf(caller: Caller): string {
  if (caller.userId !== null) return `user:${caller.userId}`;
  return caller.address ? `ip:${caller.address}` : 'anonymous';
}

/** A validated request with everything resolved: exact payload, design with logo, encoded symbol. */
export interface PreparedCode {
  request: ParsedGenerateRequest;
  /** Content as stored: for payment, with the productId the server resolved. */
  content: Record<string, unknown>;
  design: QrDesign;
  payload: string;
  matrix: QrMatrix;
  requestedEcl: Ecl;
  /** Set when a payment product was found or created for this request. */
  productId?: string;
  /**
   * True when the same request body always prepares the same code, whoever sends it and
   * whenever: no logo, no upload or product looked up, no clock in the payload. Only such a
   * request's answer may be given again for the same bytes (answer-cache.ts).
   */
  repeatable: boolean;
}

/** Types whose payload reads the clock (an event's DTSTAMP): never repeatable. */
export const CLOCK_DEPENDENT_TYPES: ReadonlySet<QrType> = new Set<QrType>(['events']);

/** generate()'s answer with what the route needs to keep it (answer-cache.ts). */
export interface GenerateOutcome {
  result: GenerateResult;
  /** PreparedCode's `repeatable`: the answer is a function of the request body alone. */
  repeatable: boolean;
  /** The render units charged for it (renderUnits of the PNG width). */
  units: number;
}

export interface GenerateResult extends GenerateResponse {
  /** Payment codes: the product the payment page shows (created for signed-in users). */
  productId?: string;
}

export interface PdfRequestOptions {
  /** Printed width in mm, code with quiet zone (and frame). */
  widthMm: number;
  page: 'a4' | 'fit';
}

const PRODUCT_GONE = 'This product is no longer available. Please create the payment code again.';
const PAYMENT_NEEDS_ACCOUNT =
  'Payment QR codes need a saved product. Please log in or sign up to create one.';

function validationError(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });
}

/**
 * POST /api/generate-qrcode and its PDF variant: validate, resolve ids (uploads, logo, payment
 * product), encode with the ECL lowered only when the data needs it, render, and read the result
 * back with three decoders (scan-check.ts) before calling it scannable.
 */
export class GeneratorService {
  private readonly now: () => Date;
  /** The route's answers kept by request body (answer-cache.ts; its stats tell hits). */
  readonly answers = new AnswerCache();

  constructor(
    private readonly deps: {
      db: Database;
      config: Pick<Config, 'publicUrl'>;
      uploads: UploadService;
      /**
       * Who may create a new payment product (payments module: nobody while payments are off;
       * otherwise a ready Stripe Connect account or an admin); throws AppError otherwise.
       * Unset: anyone signed in.
       */
      sellerGate?: (userId: number) => Promise<void>;
      now?: () => Date;
      /**
       * Where rendering, the scan check and PDFs run: the app's worker pool. Unset only in
       * unit tests that build the service by hand (then on the calling thread).
       */
      pipeline?: QrPipeline;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
    this.pipeline = deps.pipeline ?? inThreadPipeline;
  }

  private readonly pipeline: QrPipeline;

  /**
   * Validates and encodes a flat generate request. Throws AppError 400 (fields), 422
   * QR_DATA_TOO_LONG. Used by generate, the PDF export and saving.
   */
  async prepare(body: unknown, caller: Caller): Promise<PreparedCode> {
    const parsed = parseGenerateRequest(body);
    if (!parsed.ok) {
      throw new AppError(400, 'VALIDATION_FAILED', parsed.message, parsed.fields);
    }
    const request = parsed.value;
    const staticProblem = staticContentProblem(
      request.qrType,
      request.content as Record<string, unknown>,
    );
    if (staticProblem) {
      throw new AppError(400, 'VALIDATION_FAILED', firstFieldMessage(staticProblem), staticProblem);
    }
    const { content, lookedUp } = await this.resolveReferences(
      request.qrType,
      request.content as Record<string, unknown>,
      caller,
    );
    const productId = request.qrType === 'payment' ? String(content.productId) : undefined;

    const chosen = toQrDesign(request.design, await this.logoFor(request.logoId, caller));
    const payload = this.payloadFor(request.qrType, content);
    // A logo always means H (spec 000: "M when sending, H when drawing"); otherwise the
    // requested level, M by default.
    const requestedEcl = eclForDesign(chosen, request.design.errorCorrectionLevel ?? DEFAULT_ECL);
    let matrix: QrMatrix;
    try {
      matrix = encodeQr(payload, { ecl: requestedEcl, fit: true });
    } catch (err) {
      if (err instanceof QrCapacityError) {
        throw new AppError(422, 'QR_DATA_TOO_LONG', GENERATE_MESSAGES.tooMuchData);
      }
      throw err;
    }
    const design = fitLogo(chosen, matrix);
    const repeatable = !lookedUp && !request.logoId && !CLOCK_DEPENDENT_TYPES.has(request.qrType);
    return { request, content, design, payload, matrix, requestedEcl, productId, repeatable };
  }

  /**
   * Refuses at once (503) a caller whose own backlog in the worker pool is full, as generate()
   * does first: the route applies it to an answer it gives again without generating.
   */
  admit(caller: Caller): void {
    this.pipeline.admit({ client: workerClientOf(caller) });
  }

  /**
   * The whole answer of POST /api/generate-qrcode. The PNG is drawn (and read by the check) only
   * when `options.png` asks for it: the web app rasterises its downloads from the SVG.
   * `options.charge` is told the render's cost in rate-limit units (renderUnits: by the PNG's
   * pixels) once the request is valid and before it is rendered; it throws to refuse it (429).
   */
  async generate(
    body: unknown,
    caller: Caller,
    options: { png?: boolean; charge?: (units: number) => Promise<void> } = {},
  ): Promise<GenerateResult> {
    return (await this.generateOutcome(body, caller, options)).result;
  }

  /** generate(), also saying whether the answer may be given again for the same body. */
  async generateOutcome(
    body: unknown,
    caller: Caller,
    options: { png?: boolean; charge?: (units: number) => Promise<void> } = {},
  ): Promise<GenerateOutcome> {
    const client = workerClientOf(caller);
    // The caller's own full backlog refuses at once (503), before any validation or encoding.
    this.pipeline.admit({ client });
    const code = await this.prepare(body, caller);
    const { matrix, design, payload } = code;
    const pngWidth = options.png ? code.request.design.size : null;
    const units = renderUnits(pngWidth);
    await options.charge?.(units);
    // Render, rasterise and the gate (three non-inverting decoders on this exact PNG and SVG,
    // plus the camera pass) run in the worker pool, never on the request thread, in the
    // caller's fair share of it.
    const { svg, png, verdict, logoSizeUsed } = await this.pipeline.renderAndCheck(
      { matrix: plainMatrix(matrix), design, payload, pngWidth },
      { client, cost: units },
    );
    const warnings: ScanWarningBody[] = checkDesign(design, {
      version: matrix.version,
      ecl: matrix.ecl,
    }).map(({ code: warningCode, severity, message }) => ({
      code: warningCode,
      severity,
      message,
      // Decided by the decoders with and without inversion, not by the colours alone.
      ...(warningCode === 'light-on-dark' && verdict.inverted
        ? { message: LIGHT_ON_DARK_REASON }
        : {}),
    }));
    if (verdict.inverted && !warnings.some((w) => w.code === 'light-on-dark')) {
      warnings.push({ code: 'light-on-dark', severity: 'warning', message: LIGHT_ON_DARK_REASON });
    }
    if (code.request.design.margin < MARGIN_MODULES.default) {
      warnings.push({
        code: 'small-margin',
        severity: 'warning',
        message: DESIGN_MESSAGES.smallMargin,
      });
    }
    if (!verdict.scannable && !verdict.inverted) {
      warnings.push({
        code: 'not-scannable',
        severity: 'error',
        message: notScannableMessage(design, code.request.design),
      });
    }
    const result: GenerateResult = {
      qrCode: svg,
      ...(png
        ? {
            png: `data:image/png;base64,${Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64')}`,
          }
        : {}),
      content: payload,
      version: matrix.version,
      errorCorrectionLevel: matrix.ecl,
      eclLowered: matrix.ecl !== code.requestedEcl,
      scannable: verdict.scannable,
      grade: verdict.grade,
      gradeReason: verdict.reason,
      logoSizeUsed,
      warnings,
      ...(code.productId ? { productId: code.productId } : {}),
    };
    return { result, repeatable: code.repeatable, units };
  }

  /** A vector, print-ready PDF of the code with print-size guidance under it (A4). */
  async pdf(
    body: unknown,
    options: PdfRequestOptions,
    caller: Caller,
  ): Promise<{ bytes: Uint8Array; qrType: QrType }> {
    const client = workerClientOf(caller);
    this.pipeline.admit({ client });
    const code = await this.prepare(body, caller);
    const bytes = await this.pipeline.renderPdf(
      {
        matrix: plainMatrix(code.matrix),
        design: code.design,
        options: {
          widthMm: options.widthMm,
          page: options.page,
          caption: true,
          title: `${code.request.qrType} QR code`,
        },
      },
      { client },
    );
    return { bytes, qrType: code.request.qrType };
  }

  /**
   * Validated content with its references resolved: a payment code's product (found or created,
   * productId set), a pdf or images code's upload (must exist in the caller's tenant). Throws
   * AppError 400 on the field otherwise. Dynamic codes store what this returns.
   */
  async resolveContent(
    qrType: QrType,
    validated: Record<string, unknown>,
    caller: Caller,
  ): Promise<Record<string, unknown>> {
    return (await this.resolveReferences(qrType, validated, caller)).content;
  }

  /** resolveContent(), also saying whether it looked anything up (the caller's data decided it). */
  private async resolveReferences(
    qrType: QrType,
    validated: Record<string, unknown>,
    caller: Caller,
  ): Promise<{ content: Record<string, unknown>; lookedUp: boolean }> {
    const content = { ...validated };
    let lookedUp = true;
    if (qrType === 'payment') {
      content.productId = await this.resolveProduct(content, caller);
    } else if (qrType === 'pdf') {
      await this.requireUpload('pdf', String(content.pdfId), caller, 'pdfId', 'PDF');
    } else if (qrType === 'images') {
      // Every image of the gallery must be the caller's own upload (field images.N.imageId).
      for (const [i, image] of galleryImagesOf(content).entries()) {
        await this.requireUpload('image', image.imageId, caller, `images.${i}.imageId`, 'image');
      }
    } else if (qrType === 'contact' && typeof content.photoId === 'string') {
      await this.requireUpload('image', content.photoId, caller, 'photoId', 'photo');
    } else {
      lookedUp = false;
    }
    return { content, lookedUp };
  }

  private payloadFor(qrType: QrType, content: Record<string, unknown>): string {
    try {
      return buildPayload(qrType, content as unknown as PayloadFieldsByType[QrType], {
        publicUrl: this.deps.config.publicUrl,
        now: this.now(),
        uid: eventUid(content, this.deps.config.publicUrl),
      });
    } catch (err) {
      // The contracts validate first; a payload error left is still the user's input.
      if (err instanceof PayloadError) {
        throw new AppError(400, 'VALIDATION_FAILED', err.message);
      }
      throw err;
    }
  }

  /**
   * The product a payment code points at: the given productId when it is an active product of
   * this tenant; otherwise, for a signed-in user, their product with these exact details, or a
   * new one. Visitors cannot create products (the payment page needs an owner).
   */
  private async resolveProduct(
    validated: Record<string, unknown>,
    caller: Caller,
  ): Promise<string> {
    const { db } = this.deps;
    const content = validated as {
      productName: string;
      productPrice: number;
      productDescription: string;
      productId?: string;
    };
    if (content.productId !== undefined) {
      const product = await repo.findActiveProduct(db, caller.clientId, content.productId);
      if (!product) throw validationError('productId', PRODUCT_GONE);
      // The id the caller gave: a legacy numeric id stays numeric, so a re-rendered printed code
      // keeps its payload.
      return content.productId;
    }
    if (caller.userId === null) {
      throw new AppError(400, 'SIGN_IN_REQUIRED', PAYMENT_NEEDS_ACCOUNT, {
        productName: PAYMENT_NEEDS_ACCOUNT,
      });
    }
    const values = {
      clientId: caller.clientId,
      userId: caller.userId,
      workspaceId: caller.workspaceId,
      productName: content.productName,
      productDescription: content.productDescription,
      // Dollars with at most 2 decimals (validated) → cents.
      productPrice: Math.round(content.productPrice * 100),
    };
    await this.deps.sellerGate?.(caller.userId);
    const existing = await repo.findSameProduct(db, values);
    const product =
      existing ??
      (await repo.insertProduct(db, {
        ...values,
        publicId: randomBytes(16).toString('base64url'),
      }));
    return product.publicId;
  }

  private async requireUpload(
    kind: 'pdf' | 'image',
    id: string,
    caller: Caller,
    field: string,
    label: string,
  ): Promise<void> {
    const row = await this.deps.uploads.find(kind, id, caller.clientId);
    // Same client, and a signed-in uploader's file is their workspace's alone; the answer is the
    // same as for an unknown id, so another workspace's ids cannot be probed.
    if (!row || !uploadUsableBy(row, caller)) {
      throw validationError(field, `This ${label} is no longer available. Please upload it again.`);
    }
  }

  /** The stored logo as an inline PNG with its aspect ratio; 400 on logoId when unknown. */
  private async logoFor(logoId: string | null, caller: Caller): Promise<QrDesign['logo']> {
    if (!logoId) return undefined;
    const row = await this.deps.uploads.find('logo', logoId, caller.clientId);
    const bytes = row && (await this.deps.uploads.bytes('logo', logoId));
    const size = bytes && imageSize(bytes, 'image/png');
    if (!bytes || !size) throw validationError('logoId', GENERATE_MESSAGES.unknownLogo);
    return {
      href: `data:image/png;base64,${bytes.toString('base64')}`,
      aspect: size.width / size.height,
    };
  }
}

/** The UID of an event code: stable, so the same event content is the same calendar entry. */
export function eventUid(content: Record<string, unknown>, publicUrl: string): string {
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  return `${hash.slice(0, 24)}@${new URL(publicUrl).host}`;
}

/**
 * The design with its logo at the size to draw: the chosen size, or the largest this symbol's
 * ECL can spare when that is smaller (the renderer would shrink it anyway; asking for more than
 * fits is not the user's mistake, so the checks judge the size actually drawn).
 */
function fitLogo(design: QrDesign, matrix: QrMatrix): QrDesign {
  if (!design.logo) return design;
  const chosen = design.logo.sizeRatio ?? DEFAULT_LOGO_SIZE_RATIO;
  const max = maxLogoSizeRatio(matrix.ecl, matrix.size, design.logo.aspect ?? 1);
  return { ...design, logo: { ...design.logo, sizeRatio: Math.min(chosen, max) } };
}

/** What to change when the decoders could not read the code back, from the design's features. */
function notScannableMessage(design: QrDesign, fields: DesignFields): string {
  const fixes: string[] = ['more contrast between the foreground and background colours'];
  if (design.logo) fixes.push('a smaller logo, or none');
  if (fields.gradientColor) fixes.push('a single colour instead of the gradient');
  if (fields.dotShape !== 'square') fixes.push('square dots');
  if (fields.cornerShape !== 'square' || fields.innerCornerShape !== 'square') {
    fixes.push('square corners');
  }
  return (
    'Scanners could not read this design back, so it may not scan when printed. ' +
    `Try ${fixes.join(', ')}.`
  );
}

/**
 * Whether `caller` may use an upload: an anonymous visitor's upload is anyone's (within the
 * client), a workspace's is its members', and one made before workspaces only its uploader's.
 */
export function uploadUsableBy(
  row: { userId: number | null; workspaceId: number | null },
  caller: Pick<Caller, 'userId' | 'workspaceId'>,
): boolean {
  if (row.workspaceId !== null) return row.workspaceId === caller.workspaceId;
  return row.userId === null || row.userId === caller.userId;
}

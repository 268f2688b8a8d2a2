import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors.js';
import type { DesignKitService } from '../designs/index.js';
import type { GeneratorService } from '../generator/index.js';
import { PDF_WIDTH_MM } from '../generator/index.js';
import { PNG_SIZE } from '../../../contracts/design.js';
import { withSvgSize } from '../../../qr/render/index.js';

export const RENDER_FORMATS = ['svg', 'png', 'pdf'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

const CONTENT_TYPES: Record<RenderFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Generator fields that are numbers or booleans; a query string carries them as text. */
const NUMBER_FIELDS = new Set(['size', 'margin', 'logoSize', 'latitude', 'longitude']);
const BOOLEAN_FIELDS = new Set(['enableFrame', 'hidden']);

export const RENDER_MESSAGES = {
  format: 'format must be svg, png or pdf',
  widthMm: `widthMm must be from ${PDF_WIDTH_MM.min} to ${PDF_WIDTH_MM.max} mm`,
  repeated: 'Give each parameter once',
  payment: 'Payment codes cannot be rendered through the API yet: create them in the web app.',
  body: 'Send the parameters as a JSON object',
} as const;

/** A rendered code and what the scan check said of it. */
export interface Rendered {
  body: Buffer;
  contentType: string;
  /** Strong validator of the bytes (SVG, PNG); weak for PDF (see render). */
  etag: string;
  scannable: boolean;
  grade: string;
  errorCorrectionLevel: string;
}

/**
 * Who renders: the user the key acts for (the render takes that user's turn in the worker pool)
 * and `charge`, which counts the render's units in the key's rate-limit window (a 4096 px PNG:
 * 16) and throws the 429 past it.
 */
export interface RenderCaller {
  userId: number;
  clientId: number;
  workspaceId: number;
  charge?: (units: number) => Promise<void>;
}

function invalid(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });
}

/**
 * GET /api/v1/qr: the generator's flat request from a query string (the same field names and
 * messages as POST /api/generate-qrcode; `type` may stand for `qrType`), rendered as SVG, PNG
 * (`size` px wide) or PDF (`widthMm` wide, on a page that fits the code). The SVG's outer size
 * is `widthMm` millimetres when given, else `size` pixels (its viewBox stays in modules). Numbers and booleans
 * of the generator are read from their text; anything else is passed on as given, so the
 * generator's validation answers it. Runs in the generator's worker pool.
 */
export class PublicRender {
  constructor(
    private readonly generator: GeneratorService,
    /** Resolves `designId` (a brand kit of the key's workspace). */
    private readonly designKits?: Pick<DesignKitService, 'resolve'>,
  ) {}

  async render(
    query: Record<string, string | string[] | undefined>,
    caller: RenderCaller,
  ): Promise<Rendered> {
    const body: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) throw invalid(name, RENDER_MESSAGES.repeated);
      body[name] = convert(name, value);
    }
    return this.renderFields(body, caller);
  }

  /**
   * POST /api/v1/qr: the same request as a JSON object (numbers and booleans as JSON values);
   * anything but an object is 400. The same fields, messages and answer as render().
   */
  async renderJson(json: unknown, caller: RenderCaller): Promise<Rendered> {
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      throw new AppError(400, 'VALIDATION_FAILED', RENDER_MESSAGES.body);
    }
    return this.renderFields({ ...(json as Record<string, unknown>) }, caller);
  }

  private async renderFields(
    fields: Record<string, unknown>,
    caller: RenderCaller,
  ): Promise<Rendered> {
    // `designId`: a brand kit's design under the request's own fields.
    const { designId, ...given } = fields;
    const body =
      designId === undefined || !this.designKits
        ? given
        : { ...(await this.designKits.resolve(caller, designId)), ...given };
    const { format: rawFormat = 'svg', widthMm: rawWidth, type, ...generate } = body;
    if (type !== undefined && generate.qrType === undefined) generate.qrType = type;
    else if (type !== undefined) generate.type = type;
    const format = rawFormat as RenderFormat;
    if (!RENDER_FORMATS.includes(format)) throw invalid('format', RENDER_MESSAGES.format);
    let widthMm: number = PDF_WIDTH_MM.default;
    if (rawWidth !== undefined) {
      widthMm =
        typeof rawWidth === 'number' || typeof rawWidth === 'string' ? Number(rawWidth) : NaN;
      if (
        format === 'png' ||
        !Number.isFinite(widthMm) ||
        widthMm < PDF_WIDTH_MM.min ||
        widthMm > PDF_WIDTH_MM.max
      ) {
        throw invalid('widthMm', RENDER_MESSAGES.widthMm);
      }
    }
    // A payment code creates a product for its owner: no side effects on a GET.
    if (generate.qrType === 'payment') throw invalid('qrType', RENDER_MESSAGES.payment);

    const { charge, ...owner } = caller;
    const result = await this.generator.generate(generate, owner, {
      png: format === 'png',
      charge,
    });
    let bytes: Buffer;
    if (format === 'svg') {
      const sized =
        rawWidth !== undefined
          ? withSvgSize(result.qrCode, widthMm, 'mm')
          : withSvgSize(result.qrCode, Number(generate.size ?? PNG_SIZE.default), 'px');
      bytes = Buffer.from(sized, 'utf8');
    } else if (format === 'png') {
      bytes = Buffer.from(String(result.png).replace(/^data:image\/png;base64,/, ''), 'base64');
    } else {
      const pdf = await this.generator.pdf(generate, { widthMm, page: 'fit' }, owner);
      bytes = Buffer.from(pdf.bytes);
    }
    // SVG and PNG are the same bytes for the same request: a strong validator of the bytes. A
    // PDF carries its creation time, so its validator is weak, over the SVG it is drawn from
    // and its width: the same code at the same size, not the same bytes.
    const etag =
      format === 'pdf'
        ? `W/"${createHash('sha256').update(result.qrCode).update(`|pdf|${widthMm}`).digest('base64url')}"`
        : `"${createHash('sha256').update(bytes).digest('base64url')}"`;
    return {
      body: bytes,
      contentType: CONTENT_TYPES[format],
      etag,
      scannable: result.scannable,
      grade: String(result.grade),
      errorCorrectionLevel: result.errorCorrectionLevel,
    };
  }
}

function convert(name: string, value: string): unknown {
  if (NUMBER_FIELDS.has(name) && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (BOOLEAN_FIELDS.has(name) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * True when If-None-Match names `etag`, by the weak comparison RFC 9110 §13.1.2 prescribes for
 * it (W/ prefixes ignored); "*" matches any.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

import { z } from 'zod';
import { QR_TYPES, type QrType } from '../qr/index.js';
import { parseQrContent, qrContentSchemas, type QrContentByType } from './qr-content.js';
import {
  DESIGN_FIELD_NAMES,
  designFieldsSchema,
  ERROR_CORRECTION_LEVELS,
  type DesignFields,
} from './design.js';

export { ERROR_CORRECTION_LEVELS, type ErrorCorrectionLevel } from './design.js';

/**
 * POST /api/generate-qrcode: one flat JSON object — `qrType`, that type's content fields named
 * as in spec 000 §3, the design fields (see design.ts: colours, shapes, frame,
 * errorCorrectionLevel, logoSize, margin, size) and an optional `logoId` from
 * POST /api/upload-logo. Any other key is refused (400, each unknown key named in `fields`), so
 * a misspelt option never silently does nothing.
 */
export const GENERATE_MESSAGES = {
  tooMuchData: 'The amount of data is too big to be stored in a QR Code',
  generateFailed: 'There was a problem generating your QR code.',
  unknownLogo: 'This logo is no longer available. Please upload it again.',
  unknownField: 'Unknown field',
  includePng: 'includePng must be true or false',
  unknownFields: (names: readonly string[]) =>
    `Unknown field${names.length === 1 ? '' : 's'}: ${names.join(', ')}`,
} as const;

/**
 * The plain reason shown under GENERATE_MESSAGES.generateFailed when a generate is refused,
 * by the error body's code (the server's own message is for logs and developers).
 */
export const GENERATE_FAILURE_REASONS = {
  fields: 'Some fields need a fix: see the messages under them.',
  invalidContent: 'Part of the content cannot be put in a QR code. Check the fields and try again.',
  tooMuchData: 'There is too much content for one QR code. Shorten it and try again.',
  signInRequired: 'Payment codes need an account. Log in or sign up, then try again.',
  tooManyRequests: 'You generated many codes in a short time. Wait a minute and try again.',
  tooLarge: 'The content is too large to send. Shorten it and try again.',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  offline: 'QR Shark could not be reached. Check your internet connection and try again.',
  other: 'The request was refused. Check the content and try again.',
} as const;

/**
 * Takes POST /api/generate-qrcode's `includePng` (ask for the PNG as well as the SVG; default
 * false) off a request body; the rest is the generate request itself.
 */
export function takeIncludePng(
  body: unknown,
): { ok: true; includePng: boolean; request: unknown } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || !('includePng' in body)) {
    return { ok: true, includePng: false, request: body };
  }
  const { includePng, ...request } = body as Record<string, unknown>;
  if (typeof includePng !== 'boolean') return { ok: false, message: GENERATE_MESSAGES.includePng };
  return { ok: true, includePng, request };
}

const META_FIELD_NAMES = ['qrType', 'logoId'] as const;

/** Every key a generate request for `qrType` may carry. */
export function generateFieldNames(qrType: QrType): string[] {
  return [
    ...META_FIELD_NAMES,
    ...DESIGN_FIELD_NAMES,
    ...Object.keys(qrContentSchemas[qrType].shape),
  ];
}

/** The keys of `input` outside `known`, in the order sent. */
export function unknownFieldNames(
  input: Record<string, unknown>,
  known: Iterable<string>,
): string[] {
  const allowed = new Set(known);
  return Object.keys(input).filter((k) => !allowed.has(k));
}

const generateMetaSchema = z.object({
  qrType: z.enum(QR_TYPES as unknown as [QrType, ...QrType[]], {
    error: 'Choose a QR code type',
  }),
  logoId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, GENERATE_MESSAGES.unknownLogo)
    .optional()
    .nullable(),
});

export type GenerateRequest = {
  qrType: QrType;
  logoId?: string | null;
} & Partial<DesignFields> &
  Record<string, unknown>;

export interface ParsedGenerateRequest<T extends QrType = QrType> {
  qrType: T;
  content: QrContentByType[T];
  design: DesignFields;
  logoId: string | null;
}

export type GenerateParseResult =
  | { ok: true; value: ParsedGenerateRequest }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * Splits and validates a flat generate request: meta, design fields, then the type's content
 * (every key that is not meta or design). Field messages are the spec's (000 §5).
 */
export function parseGenerateRequest(body: unknown): GenerateParseResult {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const collect = (issues: readonly z.core.$ZodIssue[]) => {
    for (const issue of issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  };

  const meta = generateMetaSchema.safeParse(input);
  if (!meta.success) collect(meta.error.issues);
  const designInput = Object.fromEntries(DESIGN_FIELD_NAMES.map((k) => [k, input[k]]));
  const design = designFieldsSchema.safeParse(designInput);
  if (!design.success) collect(design.error.issues);

  if (!meta.success) {
    return { ok: false, message: Object.values(fields)[0] ?? 'Invalid request', fields };
  }
  const unknown = unknownFieldNames(input, generateFieldNames(meta.data.qrType));
  for (const name of unknown) fields[name] = GENERATE_MESSAGES.unknownField;
  const skip = new Set<string>(['qrType', 'logoId', ...DESIGN_FIELD_NAMES]);
  const contentInput = Object.fromEntries(Object.entries(input).filter(([k]) => !skip.has(k)));
  const content = parseQrContent(meta.data.qrType, contentInput);
  if (!content.ok) Object.entries(content.fields).forEach(([k, v]) => (fields[k] ??= v));

  if (unknown.length > 0) {
    return { ok: false, message: GENERATE_MESSAGES.unknownFields(unknown), fields };
  }
  if (!design.success || !content.ok) {
    return { ok: false, message: Object.values(fields)[0] ?? 'Invalid request', fields };
  }
  return {
    ok: true,
    value: {
      qrType: meta.data.qrType,
      content: content.data,
      design: design.data,
      logoId: meta.data.logoId ?? null,
    },
  };
}

export const SCAN_GRADES = ['robust', 'fragile', 'not scannable'] as const;
export type ScanGrade = (typeof SCAN_GRADES)[number];

export const scanWarningSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type ScanWarningBody = z.infer<typeof scanWarningSchema>;

/** The answer of POST /api/generate-qrcode. */
export const generateResponseSchema = z.object({
  /** The styled SVG document. */
  qrCode: z.string().meta({ description: 'The styled SVG document.' }),
  /**
   * `data:image/png;base64,...` of the same code, `size` px wide (default 1024); only when the
   * request asked for it with `includePng: true`.
   */
  png: z.string().optional().meta({
    description: 'data:image/png;base64,… of the same code, `size` px wide; only with includePng.',
  }),
  /** The exact string encoded. */
  content: z.string(),
  version: z.number().int(),
  /** The level encoded: the requested one (M, or H with a logo, by default) unless lowered. */
  errorCorrectionLevel: z.enum(ERROR_CORRECTION_LEVELS),
  /** True when the ECL had to be lowered below the requested one for the data to fit. */
  eclLowered: z.boolean(),
  /**
   * True only when all three decoders, ZXing-C++, jsQR and zbar, each set without colour
   * inversion as plain phone scanners are, read exactly `content` (one symbol) from `qrCode`
   * rasterised at about 4 px per module and, when returned, from `png` at its returned size
   * (src/server/lib/qr-output/scan-check.ts; held to it by scan-contract.test.ts).
   */
  scannable: z.boolean(),
  /**
   * How reliably it scans (src/server/lib/qr-output/scan-check.ts): `robust` — scannable, and
   * all three decoders also read a degraded camera copy (small print, blur, noise, slight
   * perspective); `fragile` — scannable but some decoder misses the camera copy, or light on
   * dark and read only with inversion (then `scannable` is false); `not scannable` — the rest.
   */
  grade: z.enum(SCAN_GRADES),
  /** The grade's cause and fix in plain words; null when robust. */
  gradeReason: z.string().nullable(),
  /**
   * Logo width drawn, as a fraction of the symbol's width: the largest the code carries up to
   * the chosen `logoSize`; null without a logo.
   */
  logoSizeUsed: z.number().nullable(),
  warnings: z.array(scanWarningSchema),
  /** Payment codes: the product the payment page shows (created for signed-in users). */
  productId: z.string().optional(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

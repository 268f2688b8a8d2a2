import { z } from 'zod';
// The renderer's files directly, not src/qr/index.ts: the web app imports this module, and the
// index would pull the frame-text font parser into the landing page's first download.
import {
  CORNER_SHAPES,
  DEFAULT_LOGO_SIZE_RATIO,
  DOT_SHAPES,
  FRAME_STYLES,
  FRAME_TEXT_MAX,
  type QrDesign,
  type QrLogo,
} from '../qr/render/design.js';
import { QUIET_ZONE_MODULES } from '../qr/render/matrix-like.js';
import { LIGHT_ON_DARK_MESSAGE } from '../qr/verify/check-design.js';

/**
 * The design fields as the API and the forms name them (spec 000 §3 "Design settings", defaults
 * from §9), flat, and their mapping to the renderer's QrDesign.
 */
/** Error correction levels (ISO/IEC 18004 §4.11): L 7 %, M 15 %, Q 25 %, H 30 % recoverable. */
export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number];

/**
 * Logo width as a fraction of the symbol's width (quiet zone excluded). The chosen size is an
 * upper bound: the server draws the largest logo up to it that the code can carry and reports
 * it as `logoSizeUsed`.
 */
export const LOGO_SIZE = { min: 0.1, max: 0.3, default: DEFAULT_LOGO_SIZE_RATIO } as const;
/**
 * Quiet zone around the symbol, in modules. ISO/IEC 18004 asks for 4; 2 still reads on most
 * phones (a warning says so), less does not.
 */
export const MARGIN_MODULES = { min: 2, max: 16, default: QUIET_ZONE_MODULES } as const;
/** Width of the returned PNG in pixels (the SVG and the PDF are vectors). */
export const PNG_SIZE = { min: 128, max: 4096, default: 1024 } as const;

export const DESIGN_MESSAGES = {
  colour: 'Enter a colour as #RRGGBB',
  frameTextTooLong: `Frame text must be at most ${FRAME_TEXT_MAX} characters`,
  invalidChoice: 'Choose one of the listed options',
  errorCorrectionLevel: 'Error correction must be L, M, Q or H',
  logoSize: `Logo size must be a fraction of the code's width from ${LOGO_SIZE.min} to ${LOGO_SIZE.max}`,
  margin: `Margin must be a whole number of modules from ${MARGIN_MODULES.min} to ${MARGIN_MODULES.max}`,
  size: `PNG size must be a whole number of pixels from ${PNG_SIZE.min} to ${PNG_SIZE.max}`,
  /** A light-on-dark code: read only by scanners that invert (the scan check's verdict). */
  lightOnDark: LIGHT_ON_DARK_MESSAGE,
  smallMargin: `A margin under ${QUIET_ZONE_MODULES} modules may not scan on every phone: keep at least ${QUIET_ZONE_MODULES} modules of background around the code.`,
} as const;

const hexColour = z
  .string({ error: DESIGN_MESSAGES.colour })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, DESIGN_MESSAGES.colour)
  .transform((v) => v.toUpperCase());
/** An optional colour: absent, null or '' all mean "unset". */
const optionalHexColour = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  hexColour.optional(),
);
/** A number within [min, max] (whole when `int`), one message for every way to miss. */
const bounded = (
  bounds: { min: number; max: number; default: number },
  message: string,
  int = false,
) => {
  const n = z.number({ error: message }).min(bounds.min, message).max(bounds.max, message);
  return (int ? n.int(message) : n).default(bounds.default);
};
const choice = <T extends string>(values: readonly T[], fallback: T) =>
  z.enum(values as [T, ...T[]], { error: DESIGN_MESSAGES.invalidChoice }).default(fallback);

export const designFieldsSchema = z.object({
  fgColor: hexColour.default('#000000'),
  bgColor: hexColour.default('#FFFFFF'),
  gradientColor: optionalHexColour,
  dotShape: choice(DOT_SHAPES, 'square'),
  cornerShape: choice(CORNER_SHAPES, 'square'),
  innerCornerShape: choice(CORNER_SHAPES, 'square'),
  outerCornerColor: optionalHexColour,
  innerCornerColor: optionalHexColour,
  enableFrame: z.boolean().default(false),
  frameText: z
    .string()
    .trim()
    .max(FRAME_TEXT_MAX, DESIGN_MESSAGES.frameTextTooLong)
    .default('SCAN ME'),
  frameColor: hexColour.default('#000000'),
  frameTextColor: hexColour.default('#FFFFFF'),
  frameStyle: choice(FRAME_STYLES, 'rounded'),
  /**
   * Requested level, M when unset. With a logo the code is always drawn at H (spec 000 §9: "M
   * when sending, H when drawing"). Lowered only when the data needs it.
   */
  errorCorrectionLevel: z
    .enum(ERROR_CORRECTION_LEVELS, { error: DESIGN_MESSAGES.errorCorrectionLevel })
    .optional(),
  /** The chosen logo width (LOGO_SIZE); ignored without a logo. */
  logoSize: bounded(LOGO_SIZE, DESIGN_MESSAGES.logoSize),
  /** Quiet zone in modules (MARGIN_MODULES). */
  margin: bounded(MARGIN_MODULES, DESIGN_MESSAGES.margin, true),
  /** PNG width in pixels (PNG_SIZE). */
  size: bounded(PNG_SIZE, DESIGN_MESSAGES.size, true),
});
export type DesignFields = z.output<typeof designFieldsSchema>;
export type DesignFieldsInput = z.input<typeof designFieldsSchema>;
export const DESIGN_FIELD_NAMES = Object.keys(designFieldsSchema.shape) as (keyof DesignFields)[];

/**
 * Maps the flat, validated design fields (plus an optional logo) to the renderer's QrDesign.
 * The logo gets the chosen logoSize unless it already carries a size (the one to draw).
 */
export function toQrDesign(fields: DesignFields, logo?: QrLogo): QrDesign {
  return {
    fgColor: fields.fgColor,
    bgColor: fields.bgColor,
    gradientColor: fields.gradientColor,
    dotShape: fields.dotShape,
    cornerShape: fields.cornerShape,
    innerCornerShape: fields.innerCornerShape,
    outerCornerColor: fields.outerCornerColor,
    innerCornerColor: fields.innerCornerColor,
    logo: logo && { ...logo, sizeRatio: logo.sizeRatio ?? fields.logoSize },
    margin: fields.margin,
    frame: {
      enabled: fields.enableFrame,
      text: fields.frameText || 'SCAN ME',
      color: fields.frameColor,
      textColor: fields.frameTextColor,
      style: fields.frameStyle,
    },
  };
}

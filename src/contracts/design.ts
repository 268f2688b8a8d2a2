import { z } from 'zod';
import {
  CORNER_SHAPES,
  DOT_SHAPES,
  FRAME_STYLES,
  FRAME_TEXT_MAX,
  type QrDesign,
  type QrLogo,
} from '../qr/index.js';

/**
 * The design fields as the API and the forms name them (spec 000 §3 "Design settings", defaults
 * from §9), flat, and their mapping to the renderer's QrDesign.
 */
export const DESIGN_MESSAGES = {
  colour: 'Enter a colour as #RRGGBB',
  frameTextTooLong: `Frame text must be at most ${FRAME_TEXT_MAX} characters`,
  invalidChoice: 'Choose one of the listed options',
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
});
export type DesignFields = z.output<typeof designFieldsSchema>;
export type DesignFieldsInput = z.input<typeof designFieldsSchema>;
export const DESIGN_FIELD_NAMES = Object.keys(designFieldsSchema.shape) as (keyof DesignFields)[];

/** Maps the flat, validated design fields (plus an optional logo) to the renderer's QrDesign. */
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
    logo,
    frame: {
      enabled: fields.enableFrame,
      text: fields.frameText || 'SCAN ME',
      color: fields.frameColor,
      textColor: fields.frameTextColor,
      style: fields.frameStyle,
    },
  };
}

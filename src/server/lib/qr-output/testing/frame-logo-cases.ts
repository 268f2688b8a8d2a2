// Test and bench support: the issue-37 frame + logo matrix, a branded design users make most:
// a frame with text around a code with a logo. Every dot shape × corner shape (ring and centre
// alike) × logo size the generator offers (10, 20, 30 %) × colour preset, with the frame text
// "SCAN FOR 20% OFF" in the default rounded frame, rendered as the generator does
// (pipeline.renderAndCheck: the logo sized by largestRobustLogo, the returned PNG and SVG read
// by the three decoders without inversion).

import { encodeQr } from '../../../../qr/encode/index.js';
import {
  COLOUR_PRESETS,
  CORNER_SHAPES,
  DOT_SHAPES,
  FRAME_STYLES,
  resolveDesign,
  type CornerShape,
  type DotShape,
  type FrameStyle,
  type QrDesign,
} from '../../../../qr/render/index.js';
import { renderAndCheck, type RenderAndCheckResult } from '../pipeline.js';
import { plainMatrix } from '../plain-matrix.js';
import { MATRIX_PAYLOAD } from './scan-matrix-cases.js';
import { sampleLogoDataUri } from './sample-logo.js';

/** The logo sizes the generator's slider offers, as the issue measured them. */
export const FRAME_LOGO_SIZES = [0.1, 0.2, 0.3] as const;
export const FRAME_LOGO_TEXT = 'SCAN FOR 20% OFF';
/** PNG width of the matrix: the product's default. */
export const FRAME_LOGO_PNG_WIDTH = 1024;

export interface FrameLogoCase {
  dot: DotShape;
  corner: CornerShape;
  logoSize: (typeof FRAME_LOGO_SIZES)[number];
  /** A COLOUR_PRESETS id. */
  preset: string;
  frameStyle: FrameStyle;
}

/** Every case, or those matching every field of `filter`; the frame is the default's style. */
export function frameLogoCases(
  filter: Partial<FrameLogoCase> = {},
  frameStyles: readonly FrameStyle[] = ['rounded'],
): FrameLogoCase[] {
  const cases: FrameLogoCase[] = [];
  for (const frameStyle of frameStyles.filter((s) => FRAME_STYLES.includes(s)))
    for (const dot of DOT_SHAPES)
      for (const corner of CORNER_SHAPES)
        for (const logoSize of FRAME_LOGO_SIZES)
          for (const { id: preset } of COLOUR_PRESETS)
            cases.push({ dot, corner, logoSize, preset, frameStyle });
  return cases.filter((c) =>
    (Object.keys(filter) as Array<keyof FrameLogoCase>).every((k) => c[k] === filter[k]),
  );
}

export function frameLogoCaseName(c: FrameLogoCase): string {
  return `${c.dot} dots, ${c.corner} corners, logo ${Math.round(c.logoSize * 100)} %, ${c.preset}, ${c.frameStyle} frame`;
}

let logoUri: string | null = null;

export function frameLogoDesign(c: FrameLogoCase): QrDesign {
  logoUri ??= sampleLogoDataUri();
  const preset = COLOUR_PRESETS.find((p) => p.id === c.preset);
  if (!preset) throw new RangeError(`No colour preset ${c.preset}`);
  return resolveDesign({
    fgColor: preset.fgColor,
    bgColor: preset.bgColor,
    dotShape: c.dot,
    cornerShape: c.corner,
    innerCornerShape: c.corner,
    logo: { href: logoUri, sizeRatio: c.logoSize },
    frame: { enabled: true, text: FRAME_LOGO_TEXT, style: c.frameStyle },
  });
}

/** Renders and checks one case as POST /api/generate-qrcode does (with a 1024 px PNG). */
export function runFrameLogoCase(c: FrameLogoCase): Promise<RenderAndCheckResult> {
  const matrix = encodeQr(MATRIX_PAYLOAD, { ecl: 'H' });
  return renderAndCheck({
    matrix: plainMatrix(matrix),
    design: frameLogoDesign(c),
    payload: MATRIX_PAYLOAD,
    pngWidth: FRAME_LOGO_PNG_WIDTH,
  });
}

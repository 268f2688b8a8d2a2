// Test and bench support: the scan matrix of issue 23. Every dot shape × corner shape (ring and
// centre alike) × colour set × {no logo, logo} × {ECL L, H}, rendered as the product renders
// it (logo sized by largestRobustLogo, PNG rasterised at a fixed width) and graded by
// checkCode, which decodes the PNG and the SVG with the three decoders.

import { encodeQr } from '../../../../qr/encode/index.js';
import {
  CORNER_SHAPES,
  DOT_SHAPES,
  renderSvg,
  resolveDesign,
  type CornerShape,
  type DotShape,
  type QrDesign,
  type QrEcl,
} from '../../../../qr/render/index.js';
import { getTextOutliner } from '../font.js';
import { largestRobustLogo } from '../logo-sizing.js';
import { rasterize } from '../png.js';
import { checkCode, type CodeCheck } from '../scan-check.js';
import { sampleLogoDataUri } from './sample-logo.js';

/** The colour sets, as the issue names them. */
export const COLOUR_SETS = {
  'black on white': { fgColor: '#000000', bgColor: '#FFFFFF' },
  'dark on light': { fgColor: '#1E3A8A', bgColor: '#F8FAFC' },
  gradient: { fgColor: '#0F172A', gradientColor: '#7C3AED', bgColor: '#FFFFFF' },
  // 4.00:1 on white: exactly at MIN_CONTRAST, the lightest grey that draws no warning.
  'low contrast': { fgColor: '#7F7F7F', bgColor: '#FFFFFF' },
  'light on dark': { fgColor: '#FFFFFF', bgColor: '#1A1A1A' },
} as const;
export type ColourSet = keyof typeof COLOUR_SETS;
export const COLOUR_SET_NAMES = Object.keys(COLOUR_SETS) as ColourSet[];

/** A 60-character URL, as in the measurement. */
export const MATRIX_PAYLOAD = 'https://qrshark.example/products/shark-tooth?ref=print-2026';

/** PNG width of the matrix renders: the product's 1024 costs 4x the decode time for nothing. */
export const MATRIX_PNG_WIDTH = 512;

export interface MatrixCase {
  dot: DotShape;
  corner: CornerShape;
  colours: ColourSet;
  logo: boolean;
  ecl: QrEcl;
}

/**
 * The matrix's cases (ECL L and H, as the issue lists them; pass `ecls` for others), those
 * matching every field of `filter`.
 */
export function matrixCases(
  filter: Partial<MatrixCase> = {},
  ecls: readonly QrEcl[] = ['L', 'H'],
): MatrixCase[] {
  const cases: MatrixCase[] = [];
  for (const ecl of ecls)
    for (const dot of DOT_SHAPES)
      for (const corner of CORNER_SHAPES)
        for (const colours of COLOUR_SET_NAMES)
          for (const logo of [false, true]) cases.push({ dot, corner, colours, logo, ecl });
  return cases.filter((c) =>
    (Object.keys(filter) as Array<keyof MatrixCase>).every((k) => c[k] === filter[k]),
  );
}

export function caseName(c: MatrixCase): string {
  return `${c.dot} dots, ${c.corner} corners, ${c.colours}, ${c.logo ? 'logo' : 'no logo'}, ECL ${c.ecl}`;
}

let logoUri: string | null = null;

export function caseDesign(c: MatrixCase, logoSizeRatio = 0.25): QrDesign {
  logoUri ??= sampleLogoDataUri();
  return resolveDesign({
    ...COLOUR_SETS[c.colours],
    dotShape: c.dot,
    cornerShape: c.corner,
    innerCornerShape: c.corner,
    logo: c.logo ? { href: logoUri, sizeRatio: logoSizeRatio } : undefined,
  });
}

export interface MatrixResult {
  check: CodeCheck;
  version: number;
  /** Logo width drawn (fraction of the symbol), null without a logo. */
  logoSize: number | null;
}

/**
 * Renders and grades one case. The ECL is the case's (a logo at ECL L is allowed: the logo is
 * then sized down by the check). `circleFinders: 'legacy'` draws the corners as before issue 23
 * (bench only); `sizeLogo: false` keeps the logo at 25 % (clamped by the ECL's limit).
 */
export async function runCase(
  c: MatrixCase,
  options: { circleFinders?: 'legacy'; sizeLogo?: boolean } = {},
): Promise<MatrixResult> {
  const matrix = encodeQr(MATRIX_PAYLOAD, { ecl: c.ecl });
  let design = caseDesign(c);
  let logoSize: number | null = null;
  if (c.logo && options.sizeLogo !== false) {
    const sizing = await largestRobustLogo({ matrix, design, payload: MATRIX_PAYLOAD });
    logoSize = sizing.sizeRatio;
    design = caseDesign(c, sizing.sizeRatio ?? 0.25);
  }
  const svg = renderSvg(matrix, design, {
    textOutliner: getTextOutliner(),
    circleFinders: options.circleFinders,
  });
  const { rgba } = rasterize(svg, MATRIX_PNG_WIDTH);
  const check = await checkCode({ svg, rgba, payload: MATRIX_PAYLOAD, design, matrix });
  return { check, version: matrix.version, logoSize };
}

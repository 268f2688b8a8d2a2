// Logos sized by the scan check, not by a constant (issue 23): the largest logo, up to the
// size the user chose, that keeps the code `robust` (scan-check.ts) for this content, ECL and
// design.

import {
  DEFAULT_LOGO_SIZE_RATIO,
  buildScene,
  maxLogoSizeRatio,
  sceneToSvg,
  type QrDesign,
  type QrMatrixLike,
} from '../../../qr/render/index.js';
import { cameraPassOfSvg, type CameraOptions } from './camera-pass.js';
import { DECODERS, SVG_CHECK_PX_PER_MODULE, decodeAll, verdictOf } from './decode.js';
import { getTextOutliner } from './font.js';
import { svgToRgba } from './png.js';

/** Smallest logo we try, as a fraction of the symbol's width. */
export const MIN_LOGO_SIZE_RATIO = 0.1;

export interface LogoSizingInput {
  matrix: QrMatrixLike;
  /** The design with its logo; logo.sizeRatio is the user's chosen size (default 0.25). */
  design: QrDesign;
  payload: string;
  /** Halvings of the interval between the smallest size and the chosen one; default 4. */
  steps?: number;
  camera?: CameraOptions;
}

export interface LogoSizing {
  /** The size to draw the logo at (fraction of the symbol's width); null without a logo. */
  sizeRatio: number | null;
  /** Whether the code is robust at that size (false: even the smallest logo tried is not). */
  robust: boolean;
  /** Every size tried, in order, with its verdict (for tests and the bench). */
  tried: Array<{ sizeRatio: number; robust: boolean }>;
}

/**
 * Binary search for the largest robust logo: the chosen size (clamped to what the ECL allows,
 * maxLogoSizeRatio) when it is robust; else the search narrows [MIN_LOGO_SIZE_RATIO, chosen]
 * `steps` times and returns the largest robust size found. When even MIN_LOGO_SIZE_RATIO is
 * not robust (the design is fragile for another reason: colours, shapes), that smallest size
 * is returned with robust false. Each try renders the design and runs the exact SVG read and
 * the camera pass (not the full-size PNG: the final checkCode does that once).
 */
export async function largestRobustLogo(input: LogoSizingInput): Promise<LogoSizing> {
  const { design, matrix } = input;
  if (!design.logo) return { sizeRatio: null, robust: true, tried: [] };
  const aspect = design.logo.aspect ?? 1;
  const chosen = design.logo.sizeRatio ?? DEFAULT_LOGO_SIZE_RATIO;
  const upper = Math.min(chosen, maxLogoSizeRatio(matrix.ecl ?? 'H', matrix.size, aspect));
  const tried: LogoSizing['tried'] = [];
  const attempt = async (sizeRatio: number) => {
    const robust = await isRobustAt(input, sizeRatio);
    tried.push({ sizeRatio, robust });
    return robust;
  };
  if (upper <= MIN_LOGO_SIZE_RATIO) {
    const ratio = Math.max(0, upper);
    return { sizeRatio: ratio, robust: await attempt(ratio), tried };
  }
  if (await attempt(upper)) return { sizeRatio: upper, robust: true, tried };
  if (!(await attempt(MIN_LOGO_SIZE_RATIO))) {
    return { sizeRatio: MIN_LOGO_SIZE_RATIO, robust: false, tried };
  }
  let lo = MIN_LOGO_SIZE_RATIO;
  let hi = upper;
  for (let i = 0; i < (input.steps ?? 4); i++) {
    const mid = Math.round(((lo + hi) / 2) * 1000) / 1000;
    if (await attempt(mid)) lo = mid;
    else hi = mid;
  }
  return { sizeRatio: lo, robust: true, tried };
}

async function isRobustAt(input: LogoSizingInput, sizeRatio: number): Promise<boolean> {
  const design: QrDesign = { ...input.design, logo: { ...input.design.logo!, sizeRatio } };
  const scene = buildScene(input.matrix, design, { textOutliner: getTextOutliner() });
  const svg = sceneToSvg(scene);
  const exact = await decodeAll(
    svgToRgba(svg, Math.max(1, Math.round(scene.width * SVG_CHECK_PX_PER_MODULE))),
  );
  if (!verdictOf(exact, input.payload).scannable) return false;
  const camera = await cameraPassOfSvg(svg, scene.width, input.payload, input.camera);
  return DECODERS.every((d) => camera.passed[d]);
}

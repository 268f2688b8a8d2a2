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
import { cameraMemoKey, type CameraMemo } from './camera-memo.js';
import {
  DECODERS,
  SVG_CHECK_PX_PER_MODULE,
  decodeAll,
  verdictOf,
  type DecodeResult,
} from './decode.js';
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
  /** Camera outcomes shared with checkCode (camera-memo.ts); none: every try runs the pass. */
  cameraMemo?: CameraMemo;
}

/** A try's exact read of the SVG it drew, for checkCode to reuse on the same SVG. */
export interface SvgReads {
  svg: string;
  /** Width (px) of the raster read: the SVG at SVG_CHECK_PX_PER_MODULE. */
  pixelWidth: number;
  exact: DecodeResult;
}

export interface LogoSizing {
  /** The size to draw the logo at (fraction of the symbol's width); null without a logo. */
  sizeRatio: number | null;
  /** Whether the code is robust at that size (false: even the smallest logo tried is not). */
  robust: boolean;
  /** Every size tried, in order, with its verdict (for tests and the bench). */
  tried: Array<{ sizeRatio: number; robust: boolean }>;
  /** The exact read of the SVG drawn at `sizeRatio` (absent without a logo). */
  reads?: SvgReads;
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
  const reads = new Map<number, SvgReads>();
  const attempt = async (sizeRatio: number) => {
    const { robust, svgReads } = await tryAt(input, sizeRatio);
    tried.push({ sizeRatio, robust });
    reads.set(sizeRatio, svgReads);
    return robust;
  };
  const result = (sizeRatio: number, robust: boolean): LogoSizing => ({
    sizeRatio,
    robust,
    tried,
    reads: reads.get(sizeRatio),
  });
  if (upper <= MIN_LOGO_SIZE_RATIO) {
    const ratio = Math.max(0, upper);
    return result(ratio, await attempt(ratio));
  }
  if (await attempt(upper)) return result(upper, true);
  if (!(await attempt(MIN_LOGO_SIZE_RATIO))) return result(MIN_LOGO_SIZE_RATIO, false);
  let lo = MIN_LOGO_SIZE_RATIO;
  let hi = upper;
  for (let i = 0; i < (input.steps ?? 4); i++) {
    const mid = Math.round(((lo + hi) / 2) * 1000) / 1000;
    if (await attempt(mid)) lo = mid;
    else hi = mid;
  }
  return result(lo, true);
}

/**
 * Whether the code is robust with the logo at `sizeRatio`: the exact read of the SVG, then the
 * camera pass (its outcome from the memo when the design, version, level and mask had it).
 */
async function tryAt(
  input: LogoSizingInput,
  sizeRatio: number,
): Promise<{ robust: boolean; svgReads: SvgReads }> {
  const design: QrDesign = { ...input.design, logo: { ...input.design.logo!, sizeRatio } };
  const scene = buildScene(input.matrix, design, { textOutliner: getTextOutliner() });
  const svg = sceneToSvg(scene);
  const pixelWidth = Math.max(1, Math.round(scene.width * SVG_CHECK_PX_PER_MODULE));
  const svgReads: SvgReads = {
    svg,
    pixelWidth,
    exact: await decodeAll(svgToRgba(svg, pixelWidth)),
  };
  if (!verdictOf(svgReads.exact, input.payload).scannable) return { robust: false, svgReads };
  const { cameraMemo } = input;
  const key = cameraMemo
    ? cameraMemoKey({ matrix: input.matrix, design, camera: input.camera })
    : '';
  let outcome = cameraMemo?.get(key);
  if (!outcome) {
    const camera = await cameraPassOfSvg(svg, scene.width, input.payload, input.camera);
    const passed = DECODERS.every((d) => camera.passed[d]);
    // The print size a fragile code needs is looked for by checkCode, when it grades one.
    outcome = { passed: camera.passed, reads: camera.reads, printCm: passed ? null : undefined };
    cameraMemo?.set(key, outcome);
  }
  return { robust: DECODERS.every((d) => outcome.passed[d]), svgReads };
}

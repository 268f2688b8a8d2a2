// The CPU-bound work behind the generator and the code PDFs, as pure async functions of plain
// (structured-cloneable) data. The worker pool's task table (server/worker-tasks/tasks.ts) lists
// them, so the request thread never runs them; callers reach them through the pool and import
// only this file's types. Anything that changes what the scan check does (decode.ts,
// scan-check.ts) or what a request carries (a size, a margin) flows through these inputs without
// touching the pool.
//
// Every function here may also be called directly (tests, the bench): they are the same code.

import type { QrDesign } from '../../../qr/render/index.js';
import { renderSvg } from '../../../qr/index.js';
import { getTextOutliner } from './font.js';
import { renderPdf as renderCodePdf, type PdfOptions } from './pdf.js';
import { rasterize } from './png.js';
import { largestRobustLogo } from './logo-sizing.js';
import { matrixOf, type PlainMatrix } from './plain-matrix.js';
import { checkCode, createCameraMemo } from './scan-check.js';

export type { PlainMatrix } from './plain-matrix.js';

export interface RenderAndCheckInput {
  matrix: PlainMatrix;
  design: QrDesign;
  /** The exact text the code carries (the checks compare the decoders' reads with it). */
  payload: string;
  /** Width of the returned PNG (px); null: no PNG (the SVG alone is returned and read). */
  pngWidth: number | null;
}

export type CodeVerdict = Awaited<ReturnType<typeof checkCode>>;

export interface RenderAndCheckResult {
  svg: string;
  /** Null when no PNG was asked for. */
  png: Uint8Array | null;
  /** scan-check.ts's verdict on the exact SVG and PNG returned. */
  verdict: CodeVerdict;
  /**
   * The logo width drawn (fraction of the symbol's width): the largest up to the chosen size
   * that keeps the code robust (logo-sizing.ts); null without a logo.
   */
  logoSizeUsed: number | null;
}

/**
 * Camera-pass outcomes of this thread, shared by codes of one design, version, level and mask
 * (scan-check.ts says why that is sound). Each code's own reads are never shared.
 */
const cameraMemo = createCameraMemo();

/**
 * Renders the SVG, rasterises the PNG when one is asked for and runs the scan check on what is
 * returned (POST /api/generate-qrcode).
 */
export async function renderAndCheck(input: RenderAndCheckInput): Promise<RenderAndCheckResult> {
  const matrix = matrixOf(input.matrix);
  const sizing = await largestRobustLogo({
    matrix,
    design: input.design,
    payload: input.payload,
    cameraMemo,
  });
  const design =
    input.design.logo && sizing.sizeRatio !== null
      ? { ...input.design, logo: { ...input.design.logo, sizeRatio: sizing.sizeRatio } }
      : input.design;
  const svg = renderSvg(matrix, design, { textOutliner: getTextOutliner() });
  const raster = input.pngWidth === null ? null : rasterize(svg, input.pngWidth);
  const verdict = await checkCode({
    svg,
    rgba: raster?.rgba,
    payload: input.payload,
    design,
    matrix,
    cameraMemo,
    svgReads: sizing.reads,
  });
  const png = raster?.png ?? null;
  return {
    svg,
    png: png && new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    verdict,
    logoSizeUsed: sizing.sizeRatio,
  };
}

export interface RenderPdfInput {
  matrix: PlainMatrix;
  design: QrDesign;
  options: PdfOptions;
}

/** A vector PDF of the code (POST /api/generate-qrcode/pdf, saved codes' PDF downloads). */
export function renderPdf(input: RenderPdfInput): Promise<Uint8Array> {
  return renderCodePdf(matrixOf(input.matrix), input.design, input.options);
}

// The CPU-bound work behind the generator, the PDF exports and logo uploads, as pure async
// functions of plain (structured-cloneable) data. This module is what the worker pool's workers
// import (app.ts points the pool here), so the request thread never runs it; callers reach it
// through `WorkerPool<PipelineTasks>` and import only its types. Anything that changes what the
// scan check does (decode.ts, scan-check.ts) or what a request carries (a size, a margin) flows
// through these inputs without touching the pool.
//
// Every function here may also be called directly (tests, the bench): they are the same code.

import type { QrDesign, QrMatrixLike } from '../../../qr/render/index.js';
import { renderSvg } from '../../../qr/index.js';
import type { CodeAnalytics } from '../../../contracts/analytics.js';
import { buildAnalyticsPdf } from '../../modules/analytics/pdf-report.js';
import type { SniffedType } from '../../modules/uploads/file-type.js';
import { LogoRejectedError, logoToPng } from '../../modules/uploads/logo-image.js';
import { getTextOutliner } from './font.js';
import { renderPdf as renderCodePdf, type PdfOptions } from './pdf.js';
import { rasterize } from './png.js';
import { largestRobustLogo } from './logo-sizing.js';
import { checkCode, createCameraMemo } from './scan-check.js';

/** An encoded symbol as plain data (QrMatrix without its methods). */
export interface PlainMatrix {
  version: number;
  ecl: 'L' | 'M' | 'Q' | 'H';
  mask: number;
  /** Modules per side. */
  size: number;
  /** Row-major, 1 = dark, length size * size. */
  modules: Uint8Array;
}

/** A matrix with isDark again, for the renderer and the checks. */
function matrixOf(plain: PlainMatrix): QrMatrixLike & PlainMatrix {
  const { size, modules } = plain;
  return {
    ...plain,
    isDark: (x: number, y: number) =>
      x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x] === 1,
  };
}

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
  const sizing = await largestRobustLogo({ matrix, design: input.design, payload: input.payload });
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

/** The analytics report PDF. */
export function analyticsPdf(data: CodeAnalytics): Promise<Uint8Array> {
  return buildAnalyticsPdf(data);
}

export interface RasterLogoInput {
  bytes: Uint8Array;
  type: SniffedType;
}

export type RasterLogoResult =
  | { ok: true; png: Uint8Array; width: number; height: number }
  /** The image was refused; `message` is for the user. */
  | { ok: false; message: string };

/**
 * Decodes an uploaded logo and draws the PNG we store (logo-image.ts). A refusal is a result,
 * not an error, so its message crosses the thread intact.
 */
export async function rasterLogo(input: RasterLogoInput): Promise<RasterLogoResult> {
  try {
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const logo = await logoToPng(bytes, input.type);
    return { ok: true, png: new Uint8Array(logo.png), width: logo.width, height: logo.height };
  } catch (err) {
    if (err instanceof LogoRejectedError) return { ok: false, message: err.message };
    throw err;
  }
}

/** The task module's shape, for `WorkerPool<PipelineTasks>`. */
export type PipelineTasks = {
  renderAndCheck: typeof renderAndCheck;
  renderPdf: typeof renderPdf;
  analyticsPdf: typeof analyticsPdf;
  rasterLogo: typeof rasterLogo;
};

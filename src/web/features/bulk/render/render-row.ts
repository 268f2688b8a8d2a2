// One bulk row, rendered and read back in the browser (issue 16 item 6): the generator's own
// request parsing (the server's messages), encoding (M, or H with a logo, lowered only when the
// data needs it), scene and SVG from src/qr, the PNG painted from the same scene. The gate
// (docs/bulk.md "What is read back"), never inverting colours:
// - every row: ZXing-C++ and jsQR both read exactly the payload from the emitted PNG's own pixels
//   reduced to about 4 px per module (mipmapped, so every pixel of the PNG counts; the scale at
//   which the server's gate reads the SVG, harder for a decoder than the full size);
// - the first row of each (version, level) in each worker: both decoders also read the full-size
//   pixels exactly as the PNG holds them.
// Otherwise the row fails and is never offered.

import { GENERATE_MESSAGES, parseGenerateRequest } from '../../../../contracts/generator.js';
import { toQrDesign } from '../../../../contracts/design.js';
import { QrCapacityError } from '../../../../qr/encode/capacity-error.js';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import { buildPayload, type PayloadFieldsByType } from '../../../../qr/payload/build-payload.js';
import { PayloadError } from '../../../../qr/payload/payload-error.js';
import type { QrType } from '../../../../qr/payload/qr-types.js';
import { eclForDesign } from '../../../../qr/render/logo.js';
import { buildScene } from '../../../../qr/render/scene.js';
import { sceneToSvg } from '../../../../qr/render/svg.js';
import type { TextOutliner } from '../../../../qr/render/text-outliner.js';
import { GATE_SVG_PX_PER_MODULE } from '../../../../qr/verify/gate-settings.js';
import {
  flattenOnWhiteInPlace,
  readPixels,
  type BrowserRead,
} from '../../../lib/scan/browser-decoders.js';
import { deflatedEntry, storedEntry, type ReadyEntry } from '../zip-entries.js';
import { canvasSize, paintScene } from './paint-scene.js';
import { encodePng, type PixelOrder } from './png-encode.js';

export interface RowRequest {
  row: number;
  /** A flat generate request (qrType, the type's content fields, design fields). */
  body: Record<string, unknown>;
}

export type RowOutcome =
  | {
      row: number;
      ok: true;
      svg: string;
      png: Uint8Array;
      payload: string;
      version: number;
      ecl: string;
      /** `full`: the full-size read, on the first row of its (version, level) only. */
      reads: { reduced: BrowserRead; full: BrowserRead | null };
      /** The SVG (deflated) and the PNG as the ZIP stores them (`zip.png.bytes` is `png`). */
      zip: { svg: ReadyEntry; png: ReadyEntry };
    }
  | {
      row: number;
      ok: false;
      /** The user's message: a field's message, or why the code did not read back. */
      error: string;
      payload?: string;
      version?: number;
      ecl?: string;
    };

export interface RowDeps {
  outliner: TextOutliner;
  pngWidth: number;
  /** Reused canvases (one per worker). */
  canvas: OffscreenCanvas;
  small: OffscreenCanvas;
  /** The `${version}/${ecl}` groups whose full-size pixels this worker has read. */
  fullRead: Set<string>;
  /**
   * How the canvas's pixels are copied for the PNG: a VideoFrame copy (fast; where the browser
   * has VideoFrame) or getImageData. Checked against getImageData on each full-size read.
   */
  pixels: 'videoFrame' | 'imageData';
  /** Reused buffer for the VideoFrame copy. */
  rgba: Uint8Array<ArrayBuffer>;
}

const NOT_READ =
  'Scanners could not read this code back, so it is not offered. Try more contrast, square dots or a single colour.';

function context(canvas: OffscreenCanvas, width: number, height: number) {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas in this browser');
  return ctx;
}

/** Whether RGBA pixels `a` are exactly the pixels `b` holds in `order`. */
function samePixels(a: Uint8ClampedArray, b: CanvasPixels): boolean {
  if (a.length !== b.data.length) return false;
  const x = new Uint32Array(a.buffer, a.byteOffset, a.length >>> 2);
  const y = new Uint32Array(b.data.buffer, b.data.byteOffset, b.data.length >>> 2);
  if (b.order === 'rgba') {
    for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return false;
    return true;
  }
  // Little-endian words: RGBA is 0xAABBGGRR, BGRA 0xAARRGGBB.
  for (let i = 0; i < x.length; i += 1) {
    const w = y[i]!;
    if (x[i] !== ((w & 0xff00ff00) | ((w & 0xff) << 16) | ((w >>> 16) & 0xff)) >>> 0) return false;
  }
  return true;
}

interface CanvasPixels {
  data: Uint8Array;
  order: PixelOrder;
}

/**
 * The canvas's pixels, not premultiplied (as getImageData returns them), and their byte order.
 * A VideoFrame copy costs a fraction of getImageData in Chromium, and a copy in the frame's own
 * order (BGRA in Chromium on Linux) a third of one converted to RGBA (about 1.3 against 4 and,
 * for getImageData, 6-7 ms for 1024 × 1181 px on the 2-core machine); the encoder takes either
 * order. The copy is into a buffer reused by the worker.
 */
async function canvasPixels(
  deps: RowDeps,
  ctx: OffscreenCanvasRenderingContext2D,
  width: number,
  height: number,
): Promise<CanvasPixels> {
  if (deps.pixels === 'videoFrame' && typeof VideoFrame === 'function') {
    const size = width * height * 4;
    if (deps.rgba.length !== size) deps.rgba = new Uint8Array(size);
    const frame = new VideoFrame(deps.canvas, { timestamp: 0 });
    try {
      const order: PixelOrder = frame.format?.startsWith('BGR') ? 'bgra' : 'rgba';
      await frame.copyTo(deps.rgba, {
        format: order === 'bgra' ? 'BGRA' : 'RGBA',
      } as VideoFrameCopyToOptions);
      return { data: deps.rgba, order };
    } catch {
      // A browser without RGBA conversion in copyTo: getImageData from now on.
    } finally {
      frame.close();
    }
  }
  deps.pixels = 'imageData';
  return {
    data: new Uint8Array(ctx.getImageData(0, 0, width, height).data.buffer),
    order: 'rgba',
  };
}

/** Renders, reads back and encodes one row. Never throws for the user's input. */
export async function renderRow(request: RowRequest, deps: RowDeps): Promise<RowOutcome> {
  const { row } = request;
  const parsed = parseGenerateRequest(request.body);
  if (!parsed.ok) return { row, ok: false, error: parsed.message };
  const { qrType, content, design: fields } = parsed.value;
  let payload: string;
  try {
    payload = buildPayload(qrType as QrType, content as unknown as PayloadFieldsByType[QrType], {
      publicUrl: globalThis.location?.origin ?? 'http://localhost',
      now: new Date(),
    });
  } catch (err) {
    if (err instanceof PayloadError) return { row, ok: false, error: err.message };
    throw err;
  }
  const design = toQrDesign(fields);
  let matrix;
  try {
    matrix = encodeQr(payload, {
      ecl: eclForDesign(design, fields.errorCorrectionLevel ?? 'M'),
      fit: true,
    });
  } catch (err) {
    if (err instanceof QrCapacityError) {
      return { row, ok: false, error: GENERATE_MESSAGES.tooMuchData, payload };
    }
    throw err;
  }
  const scene = buildScene(matrix, design, { textOutliner: deps.outliner });
  const svg = sceneToSvg(scene);
  const meta = { payload, version: matrix.version, ecl: matrix.ecl };

  // The emitted PNG: painted transparent outside a frame, as the SVG is, then its pixels
  // encoded by png-encode.ts (about half the CPU of Chromium's convertToBlob, smaller files).
  const big = canvasSize(scene, deps.pngWidth);
  const ctx = context(deps.canvas, big.width, big.height);
  paintScene(ctx, scene, big.width / scene.width, null);
  let pixels = await canvasPixels(deps, ctx, big.width, big.height);

  // The PNG's own pixels, reduced on white (as the server composites before reading) to about
  // the server gate's pixels per module. 'medium' smoothing samples between mipmap levels, each
  // a 2 x 2 average of the one below, so a wrong pixel anywhere in the PNG shows in the
  // reduction (a single dark pixel at any of 1,152 places on the 1024 px canvas changes it;
  // 'low' misses 9 in 10 of them). 'high' does the same at about twice the CPU.
  const reducedSize = canvasSize(
    scene,
    Math.max(1, Math.round(scene.width * GATE_SVG_PX_PER_MODULE)),
  );
  const sctx = context(deps.small, reducedSize.width, reducedSize.height);
  sctx.setTransform(1, 0, 0, 1, 0, 0);
  sctx.globalCompositeOperation = 'source-over';
  sctx.fillStyle = '#ffffff';
  sctx.fillRect(0, 0, reducedSize.width, reducedSize.height);
  sctx.imageSmoothingEnabled = true;
  sctx.imageSmoothingQuality = 'medium';
  sctx.drawImage(deps.canvas, 0, 0, reducedSize.width, reducedSize.height);
  const reduced = await readPixels(
    sctx.getImageData(0, 0, reducedSize.width, reducedSize.height),
    payload,
    true,
  );
  let full: BrowserRead | null = null;
  const group = `${matrix.version}/${matrix.ecl}`;
  if (reduced.ok && !deps.fullRead.has(group)) {
    // The canvas's pixels as getImageData gives them: the PNG must hold exactly these. If the
    // faster copy (VideoFrame) ever differs, this worker uses getImageData from now on.
    const image = ctx.getImageData(0, 0, big.width, big.height);
    if (!samePixels(image.data, pixels)) {
      deps.pixels = 'imageData';
      pixels = { data: new Uint8Array(image.data), order: 'rgba' };
    }
    full = await readPixels(flattenOnWhiteInPlace(image), payload, true);
    if (full.ok) deps.fullRead.add(group);
  }
  if (!reduced.ok || (full && !full.ok)) return { row, ok: false, error: NOT_READ, ...meta };
  const pngBytes = encodePng(pixels.data, big.width, big.height, pixels.order);
  const zip = {
    svg: await deflatedEntry(new TextEncoder().encode(svg)),
    png: storedEntry(pngBytes),
  };
  return { row, ok: true, svg, png: pngBytes, ...meta, reads: { reduced, full }, zip };
}

// One bulk row, rendered and read back in the browser (issue 16 item 6): the generator's own
// request parsing (the server's messages), encoding (M, or H with a logo, lowered only when the
// data needs it), scene and SVG from src/qr, the PNG painted from the same scene. The gate
// (docs/bulk.md): without inversion, ZXing-C++ must read exactly the payload from the very
// pixels of the PNG we emit, and ZXing-C++ and jsQR both from the drawing at about 4 px per
// module (the scale at which the server's gate reads the SVG). Otherwise the row fails.

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
import { canvasSize, paintScene } from './paint-scene.js';

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
      reads: { png: BrowserRead; small: BrowserRead };
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

  // The emitted PNG: painted transparent outside a frame, as the SVG is; read on white.
  const big = canvasSize(scene, deps.pngWidth);
  const ctx = context(deps.canvas, big.width, big.height);
  paintScene(ctx, scene, big.width / scene.width, null);
  // ZXing-C++ reads the exact pixels of the PNG; both decoders read the small drawing.
  const pixels = flattenOnWhiteInPlace(ctx.getImageData(0, 0, big.width, big.height));
  const pngRead = await readPixels(pixels, payload, false);
  const smallSize = canvasSize(
    scene,
    Math.max(1, Math.round(scene.width * GATE_SVG_PX_PER_MODULE)),
  );
  const sctx = context(deps.small, smallSize.width, smallSize.height);
  paintScene(sctx, scene, smallSize.width / scene.width, null);
  const smallRead = pngRead.ok
    ? await readPixels(
        flattenOnWhiteInPlace(sctx.getImageData(0, 0, smallSize.width, smallSize.height)),
        payload,
        true,
      )
    : pngRead;
  if (!pngRead.ok || !smallRead.ok) return { row, ok: false, error: NOT_READ, ...meta };
  const blob = await deps.canvas.convertToBlob({ type: 'image/png' });
  const png = new Uint8Array(await blob.arrayBuffer());
  return { row, ok: true, svg, png, ...meta, reads: { png: pngRead, small: smallRead } };
}

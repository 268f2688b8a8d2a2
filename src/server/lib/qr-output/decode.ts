// Reads codes back with two independent decoders, ZXing-C++ (zxing-wasm) and jsQR. A code is
// offered as scannable only when both return exactly the payload (architecture principle 1).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { Resvg } from '@resvg/resvg-js';
import type { RgbaImage } from './png.js';

const require = createRequire(import.meta.url);

/** PNG bytes, or RGBA pixels (as svgToRgba / rasterize return them). */
export type DecodeInput = Uint8Array | RgbaImage;

export interface DecodeResult {
  /** Every QR text ZXing-C++ found (usually one). */
  zxing: string[];
  /** jsQR's text, or null when it found no code. */
  jsqr: string | null;
}

export interface ScanVerdict {
  /** True only when BOTH decoders return exactly `expectedText`. */
  scannable: boolean;
  zxing: string | null;
  jsqr: string | null;
}

const ZXING_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryInvert: true,
  maxNumberOfSymbols: 4,
};

let zxingReady: Promise<unknown> | null = null;

/**
 * Loads the ZXing wasm from node_modules, once. Without the bytes zxing-wasm would try to
 * download it from a CDN.
 */
function ensureZxing(): Promise<unknown> {
  if (!zxingReady) {
    const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = readFileSync(wasmPath);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    zxingReady = prepareZXingModule({
      overrides: { wasmBinary: wasmBinary as ArrayBuffer },
      fireImmediately: true,
    });
  }
  return zxingReady;
}

/** Decodes a PNG (bytes) or RGBA pixels with both decoders. */
export async function decodeAll(input: DecodeInput): Promise<DecodeResult> {
  const rgba = input instanceof Uint8Array ? pngToRgba(input) : input;
  const opaque = flattenOnWhite(rgba, rgba.premultiplied ?? false);
  await ensureZxing();
  const results = await readBarcodes(
    { data: opaque, width: rgba.width, height: rgba.height, colorSpace: 'srgb' } as ImageData,
    ZXING_OPTIONS,
  );
  const found = jsQR(opaque, rgba.width, rgba.height, { inversionAttempts: 'attemptBoth' });
  return {
    zxing: results.filter((r) => r.isValid).map((r) => r.text),
    jsqr: found ? found.data : null,
  };
}

/** Decodes and compares with the exact payload the code was meant to carry. */
export async function verifyScannable(
  input: DecodeInput,
  expectedText: string,
): Promise<ScanVerdict> {
  const { zxing, jsqr } = await decodeAll(input);
  const zx = zxing.length > 0 ? zxing[0] : null;
  return {
    scannable: zxing.length === 1 && zx === expectedText && jsqr === expectedText,
    zxing: zx,
    jsqr,
  };
}

/**
 * Transparent areas (outside a frame) would read as black; composite onto white as a page
 * would show them.
 */
function flattenOnWhite(image: RgbaImage, premultiplied: boolean): Uint8ClampedArray {
  const src = image.data;
  const out = new Uint8ClampedArray(src.length);
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3];
    const back = 255 - a;
    for (let c = 0; c < 3; c++) {
      const v = src[i + c];
      out[i + c] = (premultiplied ? v : (v * a) / 255) + back;
    }
    out[i + 3] = 255;
  }
  return out;
}

/**
 * PNG → RGBA without a PNG decoder of our own: resvg draws the PNG as the only image of an SVG
 * of the same size. Throws a RangeError for bytes that are not a PNG.
 */
export function pngToRgba(png: Uint8Array): RgbaImage & { premultiplied: true } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) {
    throw new RangeError('not a PNG image');
  }
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" href="${href}"/></svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, imageRendering: 1 }).render();
  return { data: image.pixels, width: image.width, height: image.height, premultiplied: true };
}

/**
 * Pixels per module for scan checks. Deliberately not a multiple of 8: at exactly 8 (or 16) px
 * per module every module lines up with the 8x8-pixel blocks of ZXing's and jsQR's local
 * binarizers, flat blocks of any colour other than pure black then read as light, and codes
 * with coloured corners fail in a way no camera image ever shows. 8.5 px keeps module edges
 * anti-aliased as in a photo.
 */
export const SCAN_CHECK_PX_PER_MODULE = 8.5;

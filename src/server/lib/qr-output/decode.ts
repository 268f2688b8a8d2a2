// Reads codes back with three independent decoders, set as plain phone scanners are: ZXing-C++
// (zxing-wasm), jsQR and zbar (@undecaf/zbar-wasm), none of them inverting colours. A code is
// offered as scannable only when all three return exactly the payload (architecture
// principle 1). Each decoder's wasm is read from node_modules (never a CDN) lazily, once per
// thread: module state is per worker thread, so this runs unchanged in the worker pool.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import {
  ZBarConfigType,
  ZBarScanner,
  ZBarSymbolType,
  scanGrayBuffer,
  setModuleArgs,
} from '@undecaf/zbar-wasm';
import { Resvg } from '@resvg/resvg-js';
import { GATE_SVG_PX_PER_MODULE, ZXING_GATE_OPTIONS } from '../../../qr/verify/gate-settings.js';
import type { RgbaImage } from './png.js';

const require = createRequire(import.meta.url);

/** Opaque RGBA pixels as the decoders read them (toOpaque's result). */
export interface OpaqueImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  opaque: true;
}

/** PNG bytes, RGBA pixels (as svgToRgba / rasterize return them), or toOpaque's result. */
export type DecodeInput = Uint8Array | RgbaImage | OpaqueImage;

export type DecoderName = 'zxing' | 'jsqr' | 'zbar';
export const DECODERS: readonly DecoderName[] = ['zxing', 'jsqr', 'zbar'];

export interface DecodeOptions {
  /**
   * Also try the colour-inverted image, as some phone camera apps do (iOS and recent Android
   * cameras). Default false: plain scanner apps don't, so the gate never inverts.
   */
  invert?: boolean;
}

export interface DecodeResult {
  /** Every valid QR text ZXing-C++ found (usually one). */
  zxing: string[];
  /** jsQR's text, or null when it found no code. */
  jsqr: string | null;
  /** Every QR text zbar found (usually one). */
  zbar: string[];
}

export interface ScanVerdict {
  /** True only when ALL THREE decoders return exactly `expectedText` (one symbol each). */
  scannable: boolean;
  zxing: string | null;
  jsqr: string | null;
  zbar: string | null;
}

const ZXING_OPTIONS: ReaderOptions = {
  ...ZXING_GATE_OPTIONS,
  formats: [...ZXING_GATE_OPTIONS.formats],
};

let zxingReady: Promise<unknown> | null = null;

/**
 * Loads the ZXing wasm from node_modules, once per thread. Without the bytes zxing-wasm would
 * try to download it from a CDN.
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

let zbarModule: Promise<void> | null = null;

/**
 * A new zbar scanner for QR codes only (no 1D symbologies that could read stray runs), without
 * its inverted retry, returning raw bytes (we decode them as UTF-8, as our encoder writes
 * them). The wasm file comes from the package's own directory in node_modules. One scanner per
 * image: a reused scanner carries state from image to image (the same pixels read after another
 * image can decode or not), and the gate must say the same of an image whatever came before it.
 * The caller destroys it.
 */
async function newZbarScanner(): Promise<ZBarScanner> {
  if (!zbarModule) {
    const wasmPath = require.resolve('@undecaf/zbar-wasm/dist/zbar.wasm');
    setModuleArgs({ locateFile: () => wasmPath });
    zbarModule = Promise.resolve();
  }
  await zbarModule;
  const scanner = await ZBarScanner.create();
  scanner.setConfig(ZBarSymbolType.ZBAR_NONE, ZBarConfigType.ZBAR_CFG_ENABLE, 0);
  scanner.setConfig(ZBarSymbolType.ZBAR_QRCODE, ZBarConfigType.ZBAR_CFG_ENABLE, 1);
  scanner.setConfig(ZBarSymbolType.ZBAR_NONE, ZBarConfigType.ZBAR_CFG_BINARY, 1);
  scanner.setConfig(ZBarSymbolType.ZBAR_NONE, ZBarConfigType.ZBAR_CFG_TEST_INVERTED, 0);
  return scanner;
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Opaque RGBA as every decoder reads it (transparent areas composited onto white). */
export function toOpaque(input: DecodeInput): OpaqueImage {
  if (!(input instanceof Uint8Array) && 'opaque' in input) return input;
  const rgba = input instanceof Uint8Array ? pngToRgba(input) : input;
  return {
    data: flattenOnWhite(rgba, rgba.premultiplied ?? false),
    width: rgba.width,
    height: rgba.height,
    opaque: true,
  };
}

/** Decodes a PNG (bytes) or RGBA pixels with all three decoders (no inversion by default). */
export async function decodeAll(
  input: DecodeInput,
  options: DecodeOptions = {},
): Promise<DecodeResult> {
  const { data, width, height } = toOpaque(input);
  const plain = await decodeOpaque(data, width, height);
  if (!options.invert) return plain;
  const inverted = await decodeOpaque(invertRgb(data), width, height);
  return {
    zxing: plain.zxing.length > 0 ? plain.zxing : inverted.zxing,
    jsqr: plain.jsqr ?? inverted.jsqr,
    zbar: plain.zbar.length > 0 ? plain.zbar : inverted.zbar,
  };
}

/**
 * The three decoders on opaque RGBA pixels, as given (no inversion). `luma`, when the caller
 * has it, is grey(data) (zbar's Rec. 601 luma of these pixels), so it is not computed again.
 */
export async function decodeOpaque(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  luma?: Uint8Array,
): Promise<DecodeResult> {
  await ensureZxing();
  const results = await readBarcodes(
    { data, width, height, colorSpace: 'srgb' } as ImageData,
    ZXING_OPTIONS,
  );
  const found = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  const scanner = await newZbarScanner();
  let zbar: string[];
  try {
    const symbols = await scanGrayBuffer(ownBuffer(luma ?? grey(data)), width, height, scanner);
    zbar = symbols
      .filter((s) => s.type === ZBarSymbolType.ZBAR_QRCODE)
      .map((s) => utf8.decode(new Uint8Array(s.data.buffer, s.data.byteOffset, s.data.length)));
  } finally {
    scanner.destroy();
  }
  return {
    zxing: results.filter((r) => r.isValid).map((r) => r.text),
    jsqr: found ? found.data : null,
    zbar,
  };
}

/** Compares a decode with the exact payload the code was meant to carry. */
export function verdictOf(result: DecodeResult, expectedText: string): ScanVerdict {
  const zx = result.zxing[0] ?? null;
  const zb = result.zbar[0] ?? null;
  return {
    scannable:
      result.zxing.length === 1 &&
      zx === expectedText &&
      result.jsqr === expectedText &&
      result.zbar.length === 1 &&
      zb === expectedText,
    zxing: zx,
    jsqr: result.jsqr,
    zbar: zb,
  };
}

/** Decodes (no inversion) and compares with the exact payload the code was meant to carry. */
export async function verifyScannable(
  input: DecodeInput,
  expectedText: string,
  options: DecodeOptions = {},
): Promise<ScanVerdict> {
  return verdictOf(await decodeAll(input, options), expectedText);
}

/** The bytes of `bytes` as an ArrayBuffer of their own (a copy only when it is a view). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = bytes;
  if (byteOffset === 0 && byteLength === buffer.byteLength) return buffer as ArrayBuffer;
  return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
}

/** Rec. 601 luma, as zbar's own RGBA import computes it. */
function grey(data: Uint8ClampedArray): Uint8Array {
  const out = new Uint8Array(data.length / 4);
  for (let i = 0, j = 0; j < out.length; i += 4, j++) {
    out[j] = (19595 * data[i]! + 38469 * data[i + 1]! + 7472 * data[i + 2]!) >> 16;
  }
  return out;
}

/** True when two opaque images are the same pixels (then every decoder reads them alike). */
export function sameImage(a: OpaqueImage, b: OpaqueImage): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  const bytes = (i: OpaqueImage) => Buffer.from(i.data.buffer, i.data.byteOffset, i.data.length);
  return bytes(a).equals(bytes(b));
}

/** The colour negative of opaque pixels (what an inverting camera app tries second). */
export function invertImage(image: OpaqueImage): OpaqueImage {
  return { ...image, data: invertRgb(image.data) };
}

function invertRgb(data: Uint8ClampedArray): Uint8ClampedArray {
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    out[i] = 255 - data[i]!;
    out[i + 1] = 255 - data[i + 1]!;
    out[i + 2] = 255 - data[i + 2]!;
    out[i + 3] = 255;
  }
  return out;
}

/**
 * Transparent areas (outside a frame) would read as black; composite onto white as a page
 * would show them.
 */
function flattenOnWhite(image: RgbaImage, premultiplied: boolean): Uint8ClampedArray {
  const src = image.data;
  // Every pixel opaque (a code with a background, most of them): the pixels are already what
  // the decoders read; a view over them, not a copy (nothing writes to either).
  if (allOpaque(src)) return new Uint8ClampedArray(src.buffer, src.byteOffset, src.length);
  const out = new Uint8ClampedArray(src.length);
  // Opaque pixels (most of a code) are copied as they are: their four bytes as one 32-bit word.
  const aligned = src.byteOffset % 4 === 0;
  const srcWords = aligned ? new Uint32Array(src.buffer, src.byteOffset, src.length >>> 2) : null;
  const outWords = new Uint32Array(out.buffer, out.byteOffset, out.length >>> 2);
  for (let i = 0, p = 0; i < src.length; i += 4, p += 1) {
    const a = src[i + 3]!;
    if (a === 255 && srcWords) {
      outWords[p] = srcWords[p]!;
      continue;
    }
    const back = 255 - a;
    for (let c = 0; c < 3; c++) {
      const v = src[i + c]!;
      out[i + c] = (premultiplied ? v : (v * a) / 255)! + back;
    }
    out[i + 3] = 255;
  }
  return out;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function allOpaque(rgba: Uint8Array): boolean {
  if (!LITTLE_ENDIAN || rgba.byteOffset % 4 !== 0) {
    for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
    return true;
  }
  // Whole pixels as little-endian words: alpha is the top byte.
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >>> 2);
  for (let p = 0; p < words.length; p++) if (words[p]! < 0xff000000) return false;
  return true;
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

/** Pixels per module at which the returned SVG is rasterised for the gate (gate-settings.ts). */
export const SVG_CHECK_PX_PER_MODULE = GATE_SVG_PX_PER_MODULE;

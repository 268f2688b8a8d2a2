// Reads downloaded codes back in Node with the three decoders the server trusts (ZXing-C++ through
// zxing-wasm, jsQR and zbar, none inverting colours): the same functions as the scan check.
import { decodeAll, type DecodeResult } from '../../src/server/lib/qr-output/decode.js';
import { svgToRgba } from '../../src/server/lib/qr-output/png.js';

/** Decodes a PNG file's bytes. */
export function readPng(bytes: Uint8Array): Promise<DecodeResult> {
  return decodeAll(bytes);
}

/**
 * Parses and draws an SVG document (resvg throws on markup that is not well-formed SVG) at
 * `width` pixels, then decodes the drawing.
 */
export function readSvg(svg: string, width = 800): Promise<DecodeResult> {
  return decodeAll(svgToRgba(svg, width));
}

// @vitest-environment node
// (sharp, resvg, zlib and the decoders' wasm are Node modules; the encoder is plain code.)
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseGenerateRequest } from '../../../../contracts/generator.js';
import { toQrDesign } from '../../../../contracts/design.js';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import { buildScene } from '../../../../qr/render/scene.js';
import { sceneToSvg } from '../../../../qr/render/svg.js';
import { decodeAll } from '../../../../server/lib/qr-output/decode.js';
import { getTextOutliner } from '../../../../server/lib/qr-output/font.js';
import { svgToRgba } from '../../../../server/lib/qr-output/png.js';
import { INITIAL_DESIGN, designRequestFields } from '../../generator/tabs/index.js';
import { adler32, codeLengths, encodePng } from './png-encode.js';

/**
 * sharp (libvips' PNG decoder) returns exactly `rgba`, and Node's zlib inflates the IDAT stream
 * (its Adler-32 checked) to exactly the unfiltered scanlines.
 */
async function expectSamePixels(png: Uint8Array, rgba: Uint8Array, width: number, height: number) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(String.fromCharCode(...png.subarray(37, 41))).toBe('IDAT');
  const scanlines = inflateSync(png.subarray(41, 41 + view.getUint32(33)));
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  expect(Buffer.compare(scanlines, rows)).toBe(0);
  const viaSharp = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect([viaSharp.info.width, viaSharp.info.height, viaSharp.info.channels]).toEqual([
    width,
    height,
    4,
  ]);
  expect(Buffer.compare(viaSharp.data, Buffer.from(rgba))).toBe(0);
}

/** Deterministic pseudo-random bytes. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i += 1) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** The bulk bench's row (circle dots, two-colour gradient, frame) drawn `width` px wide. */
function benchCode(payload: string, width: number) {
  const fields = designRequestFields({
    ...INITIAL_DESIGN,
    dotShape: 'circle',
    colourMode: 'two',
    enableFrame: true,
  });
  const parsed = parseGenerateRequest({ qrType: 'url', url: payload, ...fields });
  if (!parsed.ok) throw new Error(parsed.message);
  const matrix = encodeQr(payload, { ecl: 'M', fit: true });
  const scene = buildScene(matrix, toQrDesign(parsed.value.design), {
    textOutliner: getTextOutliner(),
  });
  const image = svgToRgba(sceneToSvg(scene), width);
  // resvg's pixels are premultiplied; a canvas's getImageData (the encoder's input) is not.
  const rgba = new Uint8Array(image.data);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]!;
    if (a === 0 || a === 255) continue;
    for (let c = 0; c < 3; c += 1)
      rgba[i + c] = Math.min(255, Math.round((rgba[i + c]! * 255) / a));
  }
  return { rgba, width: image.width, height: image.height };
}

describe('encodePng', () => {
  it('holds exactly the pixels of a styled code, which ZXing-C++ and jsQR read at full size', async () => {
    const payload = 'https://bench.example/item/1';
    const { rgba, width, height } = benchCode(payload, 1024);
    // Semi-transparent pixels exist (the frame's anti-aliased outer corners).
    expect(rgba.some((v, i) => i % 4 === 3 && v > 0 && v < 255)).toBe(true);
    const png = encodePng(rgba, width, height);
    await expectSamePixels(png, rgba, width, height);
    const read = await decodeAll(png);
    expect(read.zxing).toEqual([payload]);
    expect(read.jsqr).toBe(payload);
    // The flat areas and the gradient compress: far below the 4.8 MB of raw pixels.
    expect(png.length).toBeLessThan(rgba.length / 8);
  }, 120_000);

  it('keeps a dithered gradient exact (the repeats 2 and 4 rows up are used)', async () => {
    const width = 300;
    const height = 200;
    const rgba = new Uint8Array(width * height * 4);
    // A diagonal gradient with a 4 × 4 ordered dither, as Chromium paints canvas gradients.
    const bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        const level = ((x + y) * 255) / (width + height);
        const dither = bayer[(y % 4) * 4 + (x % 4)]! / 16;
        rgba.set([Math.min(255, Math.floor(level + dither)), 0, 20, x < 10 ? 128 : 255], i);
      }
    }
    const png = encodePng(rgba, width, height);
    await expectSamePixels(png, rgba, width, height);
    expect(png.length).toBeLessThan(rgba.length / 10);
  }, 60_000);

  it('keeps noise, one flat colour, a single pixel and the widest bulk PNG exact', async () => {
    const cases: [number, number, Uint8Array][] = [
      [97, 31, noise(97 * 31 * 4, 7)],
      [64, 64, new Uint8Array(64 * 64 * 4).fill(200)],
      [1, 1, new Uint8Array([1, 2, 3, 4])],
      [3, 1, new Uint8Array([9, 9, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4])],
    ];
    // 2048 px (the largest bulk size): rows far enough apart that the 4-rows-up repeat is at the
    // edge of deflate's 32 KB window; a few noisy rows between flat ones.
    const wide = new Uint8Array(2048 * 12 * 4).fill(255);
    wide.set(noise(2048 * 4 * 3, 3), 2048 * 4 * 5);
    cases.push([2048, 12, wide]);
    for (const [width, height, rgba] of cases) {
      const png = encodePng(rgba, width, height);
      await expectSamePixels(png, rgba, width, height);
    }
  }, 60_000);

  it('writes the same PNG from the same pixels in BGRA order (a VideoFrame copy in Chromium)', async () => {
    const { rgba, width, height } = benchCode('https://bench.example/item/2', 512);
    const bgra = new Uint8Array(rgba.length);
    for (let i = 0; i < rgba.length; i += 4) {
      bgra.set([rgba[i + 2]!, rgba[i + 1]!, rgba[i]!, rgba[i + 3]!], i);
    }
    const png = encodePng(bgra, width, height, 'bgra');
    await expectSamePixels(png, rgba, width, height);
    expect(Buffer.compare(Buffer.from(png), Buffer.from(encodePng(rgba, width, height)))).toBe(0);
    const noisy = noise(97 * 31 * 4, 11);
    const swapped = new Uint8Array(noisy.length);
    for (let i = 0; i < noisy.length; i += 4) {
      swapped.set([noisy[i + 2]!, noisy[i + 1]!, noisy[i]!, noisy[i + 3]!], i);
    }
    await expectSamePixels(encodePng(swapped, 97, 31, 'bgra'), noisy, 97, 31);
  }, 60_000);

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng(new Uint8Array(15), 2, 2)).toThrow(RangeError);
  });
});

describe('adler32', () => {
  /** RFC 1950's definition, byte by byte, over the unfiltered scanlines. */
  function reference(bytes: Uint8Array, width: number, height: number): number {
    let a = 1;
    let b = 0;
    for (let y = 0; y < height; y += 1) {
      b = (b + a) % 65521; // the filter byte 0
      for (let i = y * width * 4; i < (y + 1) * width * 4; i += 1) {
        a = (a + bytes[i]!) % 65521;
        b = (b + a) % 65521;
      }
    }
    return ((b << 16) | a) >>> 0;
  }

  it('equals the byte-by-byte checksum for every row width around its 15-pixel chunks', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    for (const [width, height, fill] of [
      [1, 1, 'random'],
      [14, 3, 'random'],
      [15, 2, 'random'],
      [16, 5, 'random'],
      [31, 40, 'random'],
      [1024, 600, 'random'],
      // All bytes 255: the largest lane sums and the most growth between reductions.
      [1024, 300, 'white'],
      [2048, 2, 'white'],
    ] as [number, number, string][]) {
      const bytes = new Uint8Array(width * height * 4);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = fill === 'white' ? 255 : random();
      const px = new Uint32Array(bytes.buffer);
      expect(adler32(px, width, height), `${width} x ${height} ${fill}`).toBe(
        reference(bytes, width, height),
      );
      // The same pixels given in BGRA order have the same checksum.
      const bgra = new Uint8Array(bytes.length);
      for (let i = 0; i < bytes.length; i += 4) {
        bgra.set([bytes[i + 2]!, bytes[i + 1]!, bytes[i]!, bytes[i + 3]!], i);
      }
      expect(adler32(new Uint32Array(bgra.buffer), width, height, 'bgra')).toBe(
        reference(bytes, width, height),
      );
    }
  });
});

describe('codeLengths', () => {
  it('gives a complete prefix code within the length limit, even for very skewed counts', () => {
    // Fibonacci counts make an unlimited Huffman tree as deep as there are symbols.
    const fib = [1, 1];
    while (fib.length < 30) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
    for (const [freq, limit] of [
      [fib, 15],
      [fib.slice(0, 19), 7],
      [[0, 0, 5, 0], 15],
      [[3, 1, 1, 1], 15],
    ] as [number[], number][]) {
      const lengths = codeLengths(freq, limit);
      let kraft = 0;
      freq.forEach((f, s) => {
        if (f > 0) expect(lengths[s]).toBeGreaterThan(0);
        expect(lengths[s]).toBeLessThanOrEqual(limit);
        if (lengths[s]) kraft += 2 ** -lengths[s];
      });
      expect(kraft).toBe(1);
    }
  });
});

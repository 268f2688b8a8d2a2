import type { RgbaImage } from '../../lib/qr-output/png.js';

/**
 * Shrinks an RGBA image by an integer factor with a box filter (each output pixel is the mean
 * of a factor × factor block), as a camera sees a code from farther away. Channels are
 * averaged as stored, so premultiplied input stays premultiplied. Edge pixels that do not fill
 * a whole block are dropped.
 */
export function downsample(image: RgbaImage, factor: number): RgbaImage {
  if (!Number.isInteger(factor) || factor < 1)
    throw new RangeError('factor must be an integer ≥ 1');
  if (factor === 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = new Uint8Array(width * height * 4);
  const area = factor * factor;
  const src = image.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let dy = 0; dy < factor; dy++) {
        let i = ((y * factor + dy) * image.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, i += 4) {
          r += src[i];
          g += src[i + 1];
          b += src[i + 2];
          a += src[i + 3];
        }
      }
      const o = (y * width + x) * 4;
      out[o] = Math.round(r / area);
      out[o + 1] = Math.round(g / area);
      out[o + 2] = Math.round(b / area);
      out[o + 3] = Math.round(a / area);
    }
  }
  return { data: out, width, height, premultiplied: image.premultiplied };
}

/** Pixels per module we keep when shrinking for the scan check (rounded dots need room). */
export const SCAN_PIXELS_PER_MODULE = 6;

/**
 * The largest factor that keeps at least SCAN_PIXELS_PER_MODULE pixels per module, for an image
 * `pixelWidth` wide showing `widthInModules` modules (quiet zone and frame included).
 */
export function scanFactor(pixelWidth: number, widthInModules: number): number {
  return Math.max(1, Math.floor(pixelWidth / widthInModules / SCAN_PIXELS_PER_MODULE));
}

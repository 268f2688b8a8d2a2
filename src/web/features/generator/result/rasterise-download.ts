// The generator's PNG downloads, drawn in the browser from the SVG the server returned (issue 21:
// the generate API draws a PNG only when one is asked for). The drawing is read back before it
// is offered: ZXing-C++ and jsQR, set as the server's gate sets them (no inversion), must each
// return exactly the code's content from the very pixels of the PNG. When the browser cannot
// draw or read it, the caller asks the server for its PNG instead (checked there by three
// decoders), so no unread image is ever downloaded.

import { flattenOnWhiteInPlace, readPixels } from '../../../lib/scan/browser-decoders.js';

/** The SVG's viewBox width and height (user units), or null when it has none. */
function viewBoxOf(svg: string): { width: number; height: number } | null {
  const match = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  return image;
}

/**
 * `svg` drawn `width` px wide as a PNG, or null when the browser could not draw it or the
 * drawing did not read back exactly as `content` with both decoders.
 */
export async function rasteriseCheckedPng(
  svg: string,
  width: number,
  content: string,
): Promise<Blob | null> {
  const box = viewBoxOf(svg);
  if (!box) return null;
  const height = Math.max(1, Math.round((width * box.height) / box.width));
  let url: string | null = null;
  try {
    url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    // Transparent outside a frame, as the SVG is; the decoders read it composited on white.
    ctx.drawImage(image, 0, 0, width, height);
    const pixels = flattenOnWhiteInPlace(ctx.getImageData(0, 0, width, height));
    const read = await readPixels(pixels, content, true);
    if (!read.ok) return null;
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    return null;
  } finally {
    if (url) URL.revokeObjectURL(url);
  }
}

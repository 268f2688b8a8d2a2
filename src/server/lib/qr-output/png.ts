// SVG → PNG with resvg. Our SVGs carry text as outlines and images as data URIs, so resvg
// loads no fonts and resolves nothing outside the document.

import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/** RGBA pixels, row-major, 4 bytes per pixel. */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
  /** True when colour channels are premultiplied by alpha (resvg's pixels are). */
  premultiplied?: boolean;
}

export interface RasterResult {
  png: Buffer;
  rgba: RgbaImage;
}

/** Largest PNG width we render (a 3x download of a poster-size code fits well below it). */
export const MAX_PNG_WIDTH = 8192;

function options(pixelWidth: number): ResvgRenderOptions {
  if (!Number.isInteger(pixelWidth) || pixelWidth < 1 || pixelWidth > MAX_PNG_WIDTH) {
    throw new RangeError(`PNG width must be an integer from 1 to ${MAX_PNG_WIDTH} px`);
  }
  // Only keys from resvg-js's ResvgRenderOptions: an unknown key silently resets the options.
  return {
    fitTo: { mode: 'width', value: pixelWidth },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    imageRendering: 0,
    logLevel: 'off',
  };
}

/** Renders `svg` at `pixelWidth` px wide (height keeps the aspect); returns PNG bytes. */
export function svgToPng(svg: string, pixelWidth: number): Buffer {
  return new Resvg(svg, options(pixelWidth)).render().asPng();
}

/** Renders once and returns both the PNG bytes and the RGBA pixels (for decoding). */
export function rasterize(svg: string, pixelWidth: number): RasterResult {
  const image = new Resvg(svg, options(pixelWidth)).render();
  return {
    png: image.asPng(),
    rgba: { data: image.pixels, width: image.width, height: image.height, premultiplied: true },
  };
}

/** Renders to RGBA pixels only (no PNG encoding). */
export function svgToRgba(svg: string, pixelWidth: number): RgbaImage {
  const image = new Resvg(svg, options(pixelWidth)).render();
  return { data: image.pixels, width: image.width, height: image.height, premultiplied: true };
}

/**
 * Resolves on the next turn of the event loop, where Node runs the finalizers of resvg objects
 * V8 has collected. Each render holds its pixmap and pixel copy in native memory (30 MB at the
 * camera pass's 10.5 px per module for a version-40 code), freed only by those finalizers, which
 * Node defers to the event loop; the scan check otherwise awaits only promises, so without this
 * every render of a task stays allocated until the task ends (about 100 MB per version-40 check).
 */
export function releaseRenders(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

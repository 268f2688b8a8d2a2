import { Resvg } from '@resvg/resvg-js';
import type { SniffedType } from './file-type.js';
import {
  ImageTooLargeError,
  imageTooLargeMessage,
  inspectRasterImage,
  MalformedImageError,
  type RasterType,
} from './image-header.js';
import { checkSvg, SvgRejectedError } from './svg-budget.js';

/** Stored logos are PNGs at most this many pixels on their longer side. */
export const LOGO_MAX_SIDE = 1024;

/** Longer side of the PNG an SVG logo is drawn at. */
export const SVG_LOGO_SIDE = 512;

export interface LogoPng {
  png: Buffer;
  width: number;
  height: number;
}

/** Why an uploaded logo was refused; `message` is shown to the user. */
export class LogoRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogoRejectedError';
  }
}

/**
 * Checks an SVG logo by its parsed document (svg-budget.ts) and returns the text to draw: the
 * document re-serialised from what the parser saw. Throws LogoRejectedError with the reason
 * (scripts, event attributes, external references, entities, over the size or node budget).
 * resvg neither runs scripts nor fetches URLs, but it does read local files named by an href,
 * and we only ever store the rasterised PNG: such SVGs are refused rather than altered.
 */
export function checkSvgLogo(svgText: string | Uint8Array): string {
  try {
    return checkSvg(svgText).svg;
  } catch (err) {
    if (err instanceof SvgRejectedError) throw new LogoRejectedError(err.message);
    throw err;
  }
}

/**
 * Turns an uploaded logo (PNG, JPEG, GIF, WebP or SVG) into the PNG we store: drawn by resvg at
 * its own size (at most LOGO_MAX_SIDE on the longer side), which also drops any metadata or
 * trailing bytes. Throws LogoRejectedError when the image cannot be read.
 */
export function logoToPng(bytes: Buffer, type: SniffedType): LogoPng {
  const unreadable = () =>
    new LogoRejectedError('This image could not be read. Please upload a PNG, JPEG or SVG logo.');
  let svg: string;
  if (type === 'image/svg+xml') {
    svg = checkSvgLogo(bytes);
  } else {
    // Structure and size are checked again here, right before decoding (the upload service
    // checked them on the request thread already; this keeps any other caller bounded too).
    let size;
    try {
      size = inspectRasterImage(bytes, type as RasterType);
    } catch (err) {
      if (err instanceof ImageTooLargeError) throw new LogoRejectedError(imageTooLargeMessage(err));
      if (err instanceof MalformedImageError) throw unreadable();
      throw err;
    }
    svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">` +
      `<image width="${size.width}" height="${size.height}" href="data:${type};base64,${bytes.toString('base64')}"/></svg>`;
  }
  let rendered;
  try {
    const natural = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' });
    const wide = natural.width >= natural.height;
    const side = Math.max(natural.width, natural.height);
    // Vectors are drawn at a size that stays sharp in a 1024 px code; rasters keep their pixels.
    const target =
      type === 'image/svg+xml'
        ? SVG_LOGO_SIDE
        : Math.max(1, Math.min(LOGO_MAX_SIDE, Math.round(side)));
    rendered = new Resvg(svg, {
      fitTo: { mode: wide ? 'width' : 'height', value: target },
      font: { loadSystemFonts: false },
      logLevel: 'off',
    }).render();
  } catch {
    throw unreadable();
  }
  // A logo with no visible pixel is a decoding failure (e.g. an unsupported WebP variant).
  const pixels = rendered.pixels;
  let visible = false;
  for (let i = 3; i < pixels.length; i += 4) {
    if (pixels[i] !== 0) {
      visible = true;
      break;
    }
  }
  if (!visible || rendered.width < 1 || rendered.height < 1) throw unreadable();
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height };
}

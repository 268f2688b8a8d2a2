// matrix + design → one self-contained SVG 1.1 document (no external references: the logo is
// an inline data URI, frame text is outlines when an outliner is given).

import type { QrDesign } from './design.js';
import type { QrMatrixLike } from './matrix-like.js';
import type { Paint, Scene, SceneOptions } from './scene.js';
import { buildScene } from './scene.js';
import { fmt } from './number-format.js';

export interface RenderSvgOptions extends SceneOptions {
  /** width/height attributes in px (height follows the aspect); default: the viewBox size. */
  pixelWidth?: number;
  /** Prefix for element ids (the gradient), so several codes can share one HTML page. */
  idPrefix?: string;
}

/**
 * Renders a styled code. The viewBox is in module units with a 4-module quiet zone in bgColor
 * around the symbol (inside the frame when there is one); outside the frame is transparent.
 * Throws a RangeError for colours that are not hex. Encode at eclForDesign(design, ecl) so a
 * logo gets ECL H.
 */
export function renderSvg(
  matrix: QrMatrixLike,
  design: QrDesign,
  options: RenderSvgOptions = {},
): string {
  return sceneToSvg(buildScene(matrix, design, options), options);
}

export function sceneToSvg(
  scene: Scene,
  options: Omit<RenderSvgOptions, 'textOutliner'> = {},
): string {
  const prefix = sanitizeId(options.idPrefix ?? 'qr');
  const w = fmt(scene.width);
  const h = fmt(scene.height);
  const pxW = options.pixelWidth ?? scene.width;
  const pxH = (pxW * scene.height) / scene.width;
  const defs: string[] = [];
  const gradientIds = new Map<string, string>();

  const fill = (paint: Paint): string => {
    if (paint.kind === 'solid') return paint.color;
    const key = JSON.stringify(paint);
    let id = gradientIds.get(key);
    if (!id) {
      id = `${prefix}-g${gradientIds.size}`;
      gradientIds.set(key, id);
      defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(paint.x1)}" y1="${fmt(paint.y1)}" x2="${fmt(paint.x2)}" y2="${fmt(paint.y2)}">` +
          `<stop offset="0" stop-color="${paint.from}"/><stop offset="1" stop-color="${paint.to}"/></linearGradient>`,
      );
    }
    return `url(#${id})`;
  };

  const body: string[] = [];
  for (const shape of scene.shapes) {
    if (!shape.d) continue;
    const rule = shape.fillRule === 'evenodd' ? ' fill-rule="evenodd"' : '';
    body.push(`<path${rule} fill="${fill(shape.paint)}" d="${shape.d}"/>`);
  }
  if (scene.image) {
    const { href, x, y, width, height } = scene.image;
    // xlink:href: the SVG 1.1 form, read by every viewer (SVG 2 viewers too); the data URI is
    // written once only, as it is most of the document's size.
    body.push(
      `<image x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" preserveAspectRatio="xMidYMid meet" xlink:href="${href}"/>`,
    );
  }
  if (scene.text) {
    const t = scene.text;
    body.push(
      `<text x="${fmt(t.x)}" y="${fmt(t.baselineY)}" font-size="${fmt(t.fontSize)}" font-family="Inter, Arial, Helvetica, sans-serif" font-weight="700" text-anchor="middle" fill="${t.color}">${escapeXml(t.text)}</text>`,
    );
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" ` +
    `viewBox="0 0 ${w} ${h}" width="${fmt(pxW)}" height="${fmt(pxH)}" shape-rendering="geometricPrecision">` +
    (defs.length ? `<defs>${defs.join('')}</defs>` : '') +
    body.join('') +
    '</svg>'
  );
}

/** A length unit for an SVG's outer size: millimetres for print, pixels for screens. */
export type SvgSizeUnit = 'mm' | 'px';

/**
 * The SVG with a real outer size: its root `width` and `height` set to `width` `unit`s wide and
 * the height that keeps the viewBox's aspect (a framed code is taller than wide), the viewBox
 * and the drawing unchanged. Without it a file opens at its viewBox size in user units (53 × 53
 * px for a version-9 code), a stamp. Throws a RangeError for a width that is not a positive
 * number or an SVG without a viewBox on its root.
 */
export function withSvgSize(svg: string, width: number, unit: SvgSizeUnit): string {
  if (!Number.isFinite(width) || width <= 0) throw new RangeError(`Bad SVG width: ${width}`);
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const box = root && /\sviewBox="[\d.+-]+ [\d.+-]+ ([\d.]+) ([\d.]+)"/.exec(root);
  if (!root || !box) throw new RangeError('The SVG has no viewBox on its root element');
  const height = (width * Number(box[2])) / Number(box[1]);
  const sized = root
    .replace(/\s(?:width|height)="[^"]*"/g, '')
    .replace(/^<svg\b/, `<svg width="${fmt(width)}${unit}" height="${fmt(height)}${unit}"`);
  return sized + svg.slice(root.length);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sanitizeId(value: string): string {
  const clean = value.replace(/[^A-Za-z0-9_-]/g, '');
  return /^[A-Za-z]/.test(clean) ? clean : `qr${clean}`;
}

// Paints a Scene (src/qr/render/scene.ts) on a 2D canvas: the same shapes, paints and fill rules
// the SVG prints, so the PNG a bulk run emits is the SVG's drawing at `scale` px per user unit
// (one module). Frame text must already be outlines (a scene built with a text outliner); the
// logo is drawn from the bitmap the caller decoded once per run.

import type { Paint, Scene } from '../../../../qr/render/scene.js';
import { gradientWords } from './gradient-pixels.js';

export type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Canvas size for a scene drawn `width` px wide (height follows the scene's aspect). */
export function canvasSize(scene: Scene, width: number): { width: number; height: number } {
  return { width, height: Math.max(1, Math.round((width * scene.height) / scene.width)) };
}

/**
 * A linear gradient as a pattern of device pixels, each the gradient's colour at the pixel's
 * centre (padded beyond the ends, as SVG and canvas gradients are), rounded and never dithered.
 * Chromium dithers every canvas gradient (an ordered noise pattern): the noise carries nothing
 * of the drawing, but it breaks the repeats the PNG encoder looks for (the bench row's 1024 px
 * PNG: 316 KB dithered, 216 KB not; 2-4 ms less CPU a row). The pattern is made once per paint
 * and canvas size (a bulk run has one design) and reused.
 */
function gradientPattern(
  ctx: Context2D,
  paint: Extract<Paint, { kind: 'linear' }>,
  scale: number,
): CanvasPattern {
  const { width, height } = ctx.canvas;
  const key = `${paint.from}${paint.to} ${paint.x1} ${paint.y1} ${paint.x2} ${paint.y2} ${scale} ${width}x${height}`;
  if (lastGradient?.key !== key) {
    const image = new ImageData(width, height);
    gradientWords(new Uint32Array(image.data.buffer), paint, scale, width, height);
    const source = new OffscreenCanvas(width, height);
    const sctx = source.getContext('2d');
    if (!sctx) throw new Error('no 2D canvas in this browser');
    sctx.putImageData(image, 0, 0);
    lastGradient = { key, source };
  }
  const pattern = ctx.createPattern(lastGradient.source, 'no-repeat');
  if (!pattern) throw new Error('no canvas pattern in this browser');
  // The context is scaled to user units; the pattern's pixels are device pixels.
  pattern.setTransform(new DOMMatrix([1 / scale, 0, 0, 1 / scale, 0, 0]));
  return pattern;
}

let lastGradient: { key: string; source: OffscreenCanvas } | null = null;

function fillOf(ctx: Context2D, paint: Paint, scale: number): string | CanvasPattern {
  return paint.kind === 'solid' ? paint.color : gradientPattern(ctx, paint, scale);
}

/**
 * Clears the canvas to transparent (outside a frame the SVG is transparent too) and paints
 * `scene` back to front at `scale` px per user unit. Throws when the scene still has plain text
 * (no outliner) or a logo without its bitmap: the PNG would then differ from the SVG.
 */
export function paintScene(
  ctx: Context2D,
  scene: Scene,
  scale: number,
  logo: ImageBitmap | null,
): void {
  if (scene.text) throw new Error('frame text must be outlined before painting');
  if (scene.image && !logo) throw new Error('the logo bitmap is missing');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  // Pattern pixels land exactly on device pixels: copied, never resampled.
  const smoothing = ctx.imageSmoothingEnabled;
  ctx.imageSmoothingEnabled = false;
  for (const shape of scene.shapes) {
    if (!shape.d) continue;
    ctx.fillStyle = fillOf(ctx, shape.paint, scale);
    ctx.fill(new Path2D(shape.d), shape.fillRule);
  }
  ctx.imageSmoothingEnabled = smoothing;
  if (scene.image && logo) {
    // preserveAspectRatio="xMidYMid meet": the bitmap fitted and centred in its box.
    const { x, y, width, height } = scene.image;
    const fit = Math.min(width / logo.width, height / logo.height);
    const w = logo.width * fit;
    const h = logo.height * fit;
    ctx.drawImage(logo, x + (width - w) / 2, y + (height - h) / 2, w, h);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

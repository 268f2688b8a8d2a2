// Paints a Scene (src/qr/render/scene.ts) on a 2D canvas: the same shapes, paints and fill rules
// the SVG prints, so the PNG a bulk run emits is the SVG's drawing at `scale` px per user unit
// (one module). Frame text must already be outlines (a scene built with a text outliner); the
// logo is drawn from the bitmap the caller decoded once per run.

import type { Paint, Scene } from '../../../../qr/render/scene.js';

export type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Canvas size for a scene drawn `width` px wide (height follows the scene's aspect). */
export function canvasSize(scene: Scene, width: number): { width: number; height: number } {
  return { width, height: Math.max(1, Math.round((width * scene.height) / scene.width)) };
}

function fillOf(ctx: Context2D, paint: Paint): string | CanvasGradient {
  if (paint.kind === 'solid') return paint.color;
  // User units (the context is scaled); a canvas gradient pads beyond its ends, as SVG's does.
  const gradient = ctx.createLinearGradient(paint.x1, paint.y1, paint.x2, paint.y2);
  gradient.addColorStop(0, paint.from);
  gradient.addColorStop(1, paint.to);
  return gradient;
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
  for (const shape of scene.shapes) {
    if (!shape.d) continue;
    ctx.fillStyle = fillOf(ctx, shape.paint);
    ctx.fill(new Path2D(shape.d), shape.fillRule);
  }
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

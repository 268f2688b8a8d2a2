// The pixels of a linear gradient, computed rather than painted by the canvas: Chromium dithers
// every canvas gradient, and that noise bloats a PNG (see paint-scene.ts).

import type { Paint } from '../../../../qr/render/scene.js';

type LinearPaint = Extract<Paint, { kind: 'linear' }>;

/** Steps of the colour table between the gradient's ends (finer than any 8-bit channel step). */
const GRADIENT_STEPS = 4096;

/**
 * Writes into `words` (little-endian RGBA words, `width` × `height`) the linear gradient `paint`
 * drawn at `scale` px per user unit: each pixel the colour at its centre, t clamped to 0..1
 * beyond the ends, each channel rounded. No dither, so equal t gives equal pixels.
 */
export function gradientWords(
  words: Uint32Array,
  paint: LinearPaint,
  scale: number,
  width: number,
  height: number,
): void {
  const from = hexRgb(paint.from);
  const to = hexRgb(paint.to);
  // Opaque colours, as the scene's are; written as little-endian RGBA words.
  const table = new Uint32Array(GRADIENT_STEPS + 1);
  for (let i = 0; i <= GRADIENT_STEPS; i += 1) {
    const t = i / GRADIENT_STEPS;
    const [r, g, b] = from.map((c, k) => Math.round(c + t * (to[k]! - c)));
    table[i] = ((0xff << 24) | (b! << 16) | (g! << 8) | r!) >>> 0;
  }
  // t at a pixel centre is the projection of (centre - start) on the gradient's vector.
  const dx = paint.x2 - paint.x1;
  const dy = paint.y2 - paint.y1;
  const length2 = dx * dx + dy * dy || 1;
  const stepX = dx / scale / length2;
  for (let y = 0; y < height; y += 1) {
    let t = ((0.5 / scale - paint.x1) * dx + ((y + 0.5) / scale - paint.y1) * dy) / length2;
    const row = y * width;
    for (let x = 0; x < width; x += 1, t += stepX) {
      const clamped = t <= 0 ? 0 : t >= 1 ? 1 : t;
      words[row + x] = table[Math.round(clamped * GRADIENT_STEPS)]!;
    }
  }
}

function hexRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

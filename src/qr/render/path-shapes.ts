// Closed SVG sub-paths for the basic shapes, in absolute user units. Arc flags are written
// space-separated so any SVG path parser (browsers, resvg, pdf-lib) reads them.

import { fmt } from './number-format.js';

export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${fmt(x)} ${fmt(y)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}z`;
}

export function circlePath(cx: number, cy: number, r: number): string {
  const R = fmt(r);
  const d = fmt(2 * r);
  return `M${fmt(cx - r)} ${fmt(cy)}a${R} ${R} 0 1 0 ${d} 0a${R} ${R} 0 1 0 ${fmt(-2 * r)} 0z`;
}

/** Rectangle with all four corners rounded by `r` (clamped to half the shorter side). */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  if (radius === 0) return rectPath(x, y, w, h);
  return cornerRectPath(x, y, w, h, [radius, radius, radius, radius]);
}

/**
 * Rectangle whose corners (top-left, top-right, bottom-right, bottom-left) have their own
 * radii; each radius must be at most half the shorter side. Drawn clockwise.
 */
export function cornerRectPath(
  x: number,
  y: number,
  w: number,
  h: number,
  [tl, tr, br, bl]: readonly [number, number, number, number],
): string {
  let d = `M${fmt(x + tl)} ${fmt(y)}`;
  if (w - tl - tr > 0) d += `h${fmt(w - tl - tr)}`;
  if (tr > 0) d += arc(tr, tr, tr);
  if (h - tr - br > 0) d += `v${fmt(h - tr - br)}`;
  if (br > 0) d += arc(br, -br, br);
  if (w - br - bl > 0) d += `h${fmt(-(w - br - bl))}`;
  if (bl > 0) d += arc(bl, -bl, -bl);
  if (h - bl - tl > 0) d += `v${fmt(-(h - bl - tl))}`;
  if (tl > 0) d += arc(tl, tl, -tl);
  return d + 'z';
}

function arc(r: number, dx: number, dy: number): string {
  const R = fmt(r);
  return `a${R} ${R} 0 0 1 ${fmt(dx)} ${fmt(dy)}`;
}

/**
 * A closed round shape of half-width `r` centred on (cx, cy), drawn as four cubic Béziers
 * whose handles are `k` × r long: k ≈ 0.5523 is a circle, larger k a squircle (flatter sides,
 * rounder than a rounded square), k = 1 a square with sharp corners. Clockwise.
 */
export function roundPath(cx: number, cy: number, r: number, k: number): string {
  const h = k * r;
  const c = (x1: number, y1: number, x2: number, y2: number, x: number, y: number) =>
    `C${fmt(x1)} ${fmt(y1)} ${fmt(x2)} ${fmt(y2)} ${fmt(x)} ${fmt(y)}`;
  return (
    `M${fmt(cx)} ${fmt(cy - r)}` +
    c(cx + h, cy - r, cx + r, cy - h, cx + r, cy) +
    c(cx + r, cy + h, cx + h, cy + r, cx, cy + r) +
    c(cx - h, cy + r, cx - r, cy + h, cx - r, cy) +
    c(cx - r, cy - h, cx - h, cy - r, cx, cy - r) +
    'z'
  );
}

// WCAG 2.x relative luminance and contrast ratio of sRGB colours.

import type { Rgb } from '../render/color.js';

/** Relative luminance, 0 (black) … 1 (white), per WCAG 2.x. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter colour: 1 (same) … 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

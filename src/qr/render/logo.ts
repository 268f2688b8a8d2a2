// Logo placement and its limits. A centred logo hides the modules under it; the decoder gets
// them back through error correction only while the damage stays within what the ECL can
// recover (L 7 %, M 15 %, Q 25 %, H 30 % of the codewords, spec 001 §1). Two limits apply to
// the cleared area (logo plus a 1-module margin), and the smaller wins:
// - area: at most half the ECL's share of the symbol's area;
// - blocks: counting every codeword with a module under the cleared area as wrong, no
//   Reed-Solomon block may lose more than 3/4 of the errors it can correct (the rest is kept
//   for print and camera noise).

import type { QrDesign } from './design.js';
import { DEFAULT_LOGO_SIZE_RATIO } from './design.js';
import type { QrEcl as Ecl } from './matrix-like.js';
import { codewordMap, versionForSize, worstBlockDamage } from './codeword-map.js';

export const ECL_RECOVERY: Readonly<Record<Ecl, number>> = Object.freeze({
  L: 0.07,
  M: 0.15,
  Q: 0.25,
  H: 0.3,
});

/** Fraction of the ECL's recovery capacity a logo may use. */
export const LOGO_RECOVERY_SHARE = 0.5;

/** Share of a block's correctable errors the logo may use. */
export const LOGO_BLOCK_SHARE = 0.75;

/** Modules cleared around the logo so no dot is cut by its edge. */
export const LOGO_MARGIN = 1;

/** The logo never spans more than this fraction of the symbol in either direction. */
const LOGO_MAX_SPAN = 0.5;

/** Module rectangle [x0, x1) × [y0, y1) cleared for the logo. */
export interface ModuleRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LogoLayout {
  /** Logo image box in module units, relative to the symbol's top-left module. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Width as a fraction of the symbol width, after clamping. */
  sizeRatio: number;
  cleared: ModuleRect;
}

/**
 * The ECL to encode at for this design: 'H' whenever a logo is drawn (spec 000 §9: H when
 * drawing), otherwise the requested level.
 */
export function eclForDesign(design: Pick<QrDesign, 'logo'>, requested: Ecl): Ecl {
  return design.logo ? 'H' : requested;
}

/**
 * Largest logo width, as a fraction of the symbol width (quiet zone excluded), within both
 * limits above. Without `size` only the area limit applies, margin ignored (an upper bound);
 * with it, the cleared area's exact modules and the damage per block are checked.
 * `aspect` = logo width / height.
 */
export function maxLogoSizeRatio(ecl: Ecl, size?: number, aspect = 1): number {
  const key = `${ecl}|${size}|${aspect}`;
  let ratio = ratioCache.get(key);
  if (ratio === undefined) {
    ratio = computeMaxRatio(ecl, size, aspect);
    if (ratioCache.size > 1000) ratioCache.clear();
    ratioCache.set(key, ratio);
  }
  return ratio;
}

const ratioCache = new Map<string, number>();

function computeMaxRatio(ecl: Ecl, size: number | undefined, aspect: number): number {
  const share = ECL_RECOVERY[ecl] * LOGO_RECOVERY_SHARE;
  const a = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  // Area w*h = r² / a (symbol area 1) must stay within `share`; neither side past LOGO_MAX_SPAN.
  let ratio = Math.min(Math.sqrt(share * a), LOGO_MAX_SPAN, LOGO_MAX_SPAN * a);
  if (size === undefined) return ratio;
  const budget = share * size * size;
  const version = versionForSize(size);
  const map = version === null ? null : codewordMap(version, ecl);
  const fits = (rect: ModuleRect) =>
    clearedCount(rect) <= budget &&
    (!map ||
      worstBlockDamage(map, rect.x0, rect.y0, rect.x1, rect.y1) <=
        Math.floor(map.correctable * LOGO_BLOCK_SHARE));
  while (ratio > 0 && !fits(logoRect(size, ratio, a))) ratio -= 0.005;
  return Math.max(0, Math.floor(ratio * 1000) / 1000);
}

/**
 * Where the logo goes in a symbol of `size` modules at `ecl`, or null when the design has no
 * usable logo. The requested sizeRatio is clamped to maxLogoSizeRatio().
 */
export function layoutLogo(
  logo: QrDesign['logo'],
  size: number,
  ecl: Ecl,
): (LogoLayout & { href: string }) | null {
  if (!logo || !isEmbeddableImage(logo.href)) return null;
  const aspect = logo.aspect && logo.aspect > 0 && Number.isFinite(logo.aspect) ? logo.aspect : 1;
  const requested = logo.sizeRatio && logo.sizeRatio > 0 ? logo.sizeRatio : DEFAULT_LOGO_SIZE_RATIO;
  const sizeRatio = Math.min(requested, maxLogoSizeRatio(ecl, size, aspect));
  if (sizeRatio <= 0) return null;
  const width = sizeRatio * size;
  const height = width / aspect;
  return {
    href: logo.href,
    x: (size - width) / 2,
    y: (size - height) / 2,
    width,
    height,
    sizeRatio,
    cleared: logoRect(size, sizeRatio, aspect),
  };
}

/** Only inline raster/SVG images: the SVG must not reference anything outside itself. */
export function isEmbeddableImage(href: string | undefined): boolean {
  return (
    typeof href === 'string' &&
    /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/.test(href)
  );
}

function logoRect(size: number, ratio: number, aspect: number): ModuleRect {
  const width = ratio * size;
  const height = width / aspect;
  const cx = size / 2;
  return {
    x0: Math.max(0, Math.floor(cx - width / 2 - LOGO_MARGIN + 1e-9)),
    x1: Math.min(size, Math.ceil(cx + width / 2 + LOGO_MARGIN - 1e-9)),
    y0: Math.max(0, Math.floor(cx - height / 2 - LOGO_MARGIN + 1e-9)),
    y1: Math.min(size, Math.ceil(cx + height / 2 + LOGO_MARGIN - 1e-9)),
  };
}

function clearedCount(rect: ModuleRect): number {
  return (rect.x1 - rect.x0) * (rect.y1 - rect.y0);
}

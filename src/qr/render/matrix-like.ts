import { alignmentPositions } from '../encode/version-template.js';

// What the renderer needs from an encoded symbol. Structural, so the encoder's QrMatrix (and
// any test adapter) fits without an import.

export type QrEcl = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrixLike {
  /** Modules per side (21 for version 1 … 177 for version 40); quiet zone not included. */
  readonly size: number;
  /** x = column, y = row, both 0-based; true = dark module. */
  isDark(x: number, y: number): boolean;
  /** Error correction level the symbol was encoded at; used to cap the logo size (default H). */
  readonly ecl?: QrEcl;
}

/** Quiet zone on each side, in modules (ISO/IEC 18004 and spec 001 §1: at least 4). */
export const QUIET_ZONE_MODULES = 4;

/** Finder patterns are 7x7 modules at three corners. */
export const FINDER_SIZE = 7;

/** Top-left corners (x, y) of the three finder patterns of a symbol of `size` modules. */
export function finderOrigins(size: number): Array<[number, number]> {
  return [
    [0, 0],
    [size - FINDER_SIZE, 0],
    [0, size - FINDER_SIZE],
  ];
}

/** True for modules inside one of the three 7x7 finder patterns. */
export function isInFinder(size: number, x: number, y: number): boolean {
  const left = x < FINDER_SIZE;
  const top = y < FINDER_SIZE;
  const right = x >= size - FINDER_SIZE;
  const bottom = y >= size - FINDER_SIZE;
  return (left && top) || (right && top) || (left && bottom);
}

/**
 * Centres (x, y) of the alignment patterns of a symbol of `size` modules (ISO/IEC 18004
 * Annex E), those that would overlap a finder left out; [] for version 1 or a non-QR size.
 */
export function alignmentCentres(size: number): Array<[number, number]> {
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 2 || version > 40) return [];
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  const centres: Array<[number, number]> = [];
  positions.forEach((y, j) =>
    positions.forEach((x, i) => {
      const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (!onFinder) centres.push([x, y]);
    }),
  );
  return centres;
}

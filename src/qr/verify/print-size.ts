// How small a code may be printed (spec 001 §1: at least 2x2 cm, quiet zone of 4 modules).

/** Never print a code smaller than this, in millimetres (2 x 2 cm). */
export const MIN_PRINT_SIZE_MM = 20;

/** A printer must give each module at least this many dots. */
export const MIN_DOTS_PER_MODULE = 4;

/** Rule of thumb: a code can be scanned from up to 10 times its width. */
export const SCAN_DISTANCE_RATIO = 10;

export interface PrintSizeInput {
  /** Modules per side of the symbol (21 … 177), quiet zone not included. */
  size: number;
  /** Printer resolution in dots per inch; default 300. */
  dpi?: number;
  /** Farthest scanning distance in millimetres; omitted = no distance requirement. */
  scanDistanceMm?: number;
}

/** Modules per side of a version 1-40 symbol. */
export function symbolSize(version: number): number {
  return 17 + 4 * version;
}

/**
 * Minimum printed width in millimetres of the code INCLUDING its 4-module quiet zone on each
 * side: the largest of the 10:1 distance rule (distance / 10), the printer rule (each module at
 * least 4 dots: modules × 4 / dpi × 25.4) and 20 mm.
 */
export function minPrintSizeMm({ size, dpi = 300, scanDistanceMm }: PrintSizeInput): number {
  const modules = size + 8;
  const byPrinter = ((modules * MIN_DOTS_PER_MODULE) / dpi) * 25.4;
  const byDistance = scanDistanceMm ? scanDistanceMm / SCAN_DISTANCE_RATIO : 0;
  return Math.max(MIN_PRINT_SIZE_MM, byPrinter, byDistance);
}

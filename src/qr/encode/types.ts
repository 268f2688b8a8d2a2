// Public types of the QR encoder (ISO/IEC 18004 model 2).

/** Error correction level: recovers about 7 % (L), 15 % (M), 25 % (Q) or 30 % (H) of codewords. */
export type Ecl = 'L' | 'M' | 'Q' | 'H';

/** An encoded symbol. Coordinates are in modules, (0, 0) is the top-left corner; no quiet zone. */
export interface QrMatrix {
  /** 1-40 */
  version: number;
  /** The level actually used (it may differ from the requested one with `fit` or `boostEcl`). */
  ecl: Ecl;
  /** Data mask pattern 0-7 */
  mask: number;
  /** Modules per side: 17 + 4 * version */
  size: number;
  /** True for a dark module; x is the column, y the row, both in 0..size-1. */
  isDark(x: number, y: number): boolean;
  /** row-major, 1 = dark, length size*size */
  modules: Uint8Array;
}

export interface EncodeOptions {
  /** default 'M' */
  ecl?: Ecl;
  /** Smallest version to use, 1-40 (default 1). */
  minVersion?: number;
  /** Largest version allowed, 1-40 (default 40). */
  maxVersion?: number;
  /** Fixed data mask 0-7; by default the mask with the lowest penalty (18004 §7.8.3) is chosen. */
  mask?: number;
  /** Lower the ECL (H->Q->M->L) until data fits; result.ecl reports the ECL used. */
  fit?: boolean;
  /** Raise the ECL when it costs no extra version; default false. */
  boostEcl?: boolean;
}

/** One segment of the data; `text` must consist of characters its mode can encode. */
export type QrSegment = { mode: 'numeric' | 'alphanumeric' | 'byte'; text: string };

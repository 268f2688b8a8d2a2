// Error correction characteristics per version and level: ISO/IEC 18004:2015 Table 9.
import { countBits } from './segment-modes.js';
import type { Ecl } from './types.js';

/** Index of a level in the tables below. */
export const ECL_INDEX: Readonly<Record<Ecl, number>> = { L: 0, M: 1, Q: 2, H: 3 };

/** The 2-bit level indicator used in the format information (Table 12). */
export const ECL_FORMAT_BITS: Readonly<Record<Ecl, number>> = { L: 1, M: 0, Q: 3, H: 2 };

// Error correction codewords per block, [level][version - 1].
const EC_PER_BLOCK: readonly (readonly number[])[] = [
  [
    7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30,
    26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  [
    13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30,
    30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
];

// Number of error correction blocks, [level][version - 1].
const BLOCKS: readonly (readonly number[])[] = [
  [
    1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15,
    16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  [
    1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25,
    26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
  [
    1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34,
    35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  [
    1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37,
    40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
];

/** Modules per side of a version. */
export function symbolSize(version: number): number {
  return 17 + 4 * version;
}

/** Number of alignment pattern centre coordinates along one axis (0 for version 1). */
export function alignmentCount(version: number): number {
  return version === 1 ? 0 : Math.floor(version / 7) + 2;
}

/**
 * Modules left for codewords and remainder bits once every function pattern (finders with
 * separators, format information, dark module, timing, alignment, version information) is placed.
 */
export function rawDataModules(version: number): number {
  const size = symbolSize(version);
  const n = alignmentCount(version);
  let functional = 3 * 64 + 31 + 2 * (size - 16);
  // Alignment patterns on the timing row/column share 5 modules with it.
  if (n > 0) functional += 25 * (n * n - 3) - 10 * (n - 2);
  if (version >= 7) functional += 36;
  return size * size - functional;
}

/** All codewords (data + error correction) of a version. */
export function totalCodewords(version: number): number {
  return rawDataModules(version) >> 3;
}

export function ecCodewordsPerBlock(version: number, ecl: Ecl): number {
  return EC_PER_BLOCK[ECL_INDEX[ecl]]![version - 1]!;
}

export function blockCount(version: number, ecl: Ecl): number {
  return BLOCKS[ECL_INDEX[ecl]]![version - 1]!;
}

/** Data codewords available at a version and level. */
export function dataCodewords(version: number, ecl: Ecl): number {
  return totalCodewords(version) - ecCodewordsPerBlock(version, ecl) * blockCount(version, ecl);
}

/** Byte-mode capacity of a version at a level: one segment's header, then 8 bits per byte. */
export function byteCapacity(version: number, ecl: Ecl): number {
  return Math.floor((dataCodewords(version, ecl) * 8 - 4 - countBits('byte', version)) / 8);
}

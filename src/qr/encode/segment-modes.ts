// Data modes of ISO/IEC 18004 §7.4: indicators, character-count widths and character sets.
import type { QrSegment } from './types.js';

export type SegmentMode = QrSegment['mode'];

/** 4-bit mode indicators (Table 2). */
export const MODE_INDICATOR: Readonly<Record<SegmentMode, number>> = {
  numeric: 0b0001,
  alphanumeric: 0b0010,
  byte: 0b0100,
};

/**
 * Version groups that share character-count indicator widths: 1-9, 10-26, 27-40.
 */
export function versionGroup(version: number): 0 | 1 | 2 {
  return version <= 9 ? 0 : version <= 26 ? 1 : 2;
}

/** The last version of each group, for capacity searches. */
export const GROUP_LAST_VERSION = [9, 26, 40] as const;
export const GROUP_FIRST_VERSION = [1, 10, 27] as const;

// Character count indicator widths per group (Table 3).
const COUNT_BITS: Readonly<Record<SegmentMode, readonly [number, number, number]>> = {
  numeric: [10, 12, 14],
  alphanumeric: [9, 11, 13],
  byte: [8, 16, 16],
};

export function countBits(mode: SegmentMode, version: number): number {
  return COUNT_BITS[mode][versionGroup(version)];
}

export function countBitsForGroup(mode: SegmentMode, group: number): number {
  return COUNT_BITS[mode][group]!;
}

/** The 45 characters of alphanumeric mode in value order (Table 5). */
export const ALPHANUMERIC_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** ALPHANUMERIC_VALUE[charCode] is the character's value, or -1 when it is not in the set. */
export const ALPHANUMERIC_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHANUMERIC_CHARSET.length; i++) {
  ALPHANUMERIC_VALUE[ALPHANUMERIC_CHARSET.charCodeAt(i)] = i;
}

export function isNumericCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

export function isAlphanumericCode(code: number): boolean {
  return code < 128 && ALPHANUMERIC_VALUE[code]! >= 0;
}

// Per-version layout, built once per version on first use: the function patterns
// (ISO/IEC 18004 §6.3), the order in which data modules are filled (§7.7.3), the 8 mask
// patterns restricted to data modules, and where the format information goes.
import { alignmentCount, symbolSize } from './ecc-tables.js';
import { versionBits } from './format-bits.js';
import { maskInverts } from './masks.js';
import { penaltyLayout, type PenaltyLayout } from './penalty.js';

export interface VersionTemplate {
  version: number;
  size: number;
  /** Bytes allocated for a matrix: size * size rounded up to a multiple of 4 (for 32-bit XOR). */
  paddedLength: number;
  /** Function patterns with light format areas (dark module and version info included). */
  base: Uint8Array;
  /** Row-major indices of the data modules in placement order (codeword bits, then remainder). */
  dataIndex: Uint16Array;
  /** masks[m][i] = 1 where mask m inverts module i (data modules only), paddedLength long. */
  masks: Uint8Array[];
  /** The masks again as packed lines (see penalty.ts): packedMasks[m].rows / .cols. */
  packedMasks: { rows: Int32Array; cols: Int32Array }[];
  layout: PenaltyLayout;
  /**
   * Indices for the 15 format bits, bit 0 (least significant) first: [0, 15) the copy around
   * the top-left finder, [15, 30) the copy split between the other two finders.
   */
  formatIndex: Uint16Array;
  /** Column and row of each entry of formatIndex. */
  formatX: Uint8Array;
  formatY: Uint8Array;
}

const templates: (VersionTemplate | undefined)[] = [];

/** The 1-D centre coordinates of alignment patterns (Annex E), evenly spaced from 6 to size - 7. */
export function alignmentPositions(version: number): number[] {
  const n = alignmentCount(version);
  if (n === 0) return [];
  const last = symbolSize(version) - 7;
  // Even steps, the remainder absorbed by the first gap; version 32 is the standard's exception.
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (n * 2 - 2)) * 2;
  const positions = [6];
  for (let i = n - 2; i >= 0; i--) positions.splice(1, 0, last - i * step);
  return positions.sort((a, b) => a - b);
}

export function versionTemplate(version: number): VersionTemplate {
  return (templates[version] ??= buildTemplate(version));
}

function buildTemplate(version: number): VersionTemplate {
  const size = symbolSize(version);
  const paddedLength = (size * size + 3) & ~3;
  const base = new Uint8Array(paddedLength);
  const reserved = new Uint8Array(size * size);
  const set = (x: number, y: number, dark: boolean) => {
    base[y * size + x] = dark ? 1 : 0;
    reserved[y * size + x] = 1;
  };

  // Timing patterns on row 6 and column 6, dark at even coordinates.
  for (let i = 0; i < size; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  // Alignment patterns, except where they would overlap a finder.
  const align = alignmentPositions(version);
  const lastIndex = align.length - 1;
  for (let a = 0; a <= lastIndex; a++) {
    for (let b = 0; b <= lastIndex; b++) {
      if ((a === 0 && b === 0) || (a === 0 && b === lastIndex) || (a === lastIndex && b === 0)) {
        continue;
      }
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          set(align[a]! + dx, align[b]! + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      }
    }
  }
  // Finder patterns with their light separators.
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx! + dx;
        const y = cy! + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        set(x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  // Format information areas (filled per mask) and the dark module.
  const format: number[] = [];
  for (let i = 0; i <= 5; i++) format.push(i * size + 8);
  format.push(7 * size + 8, 8 * size + 8, 8 * size + 7);
  for (let i = 9; i < 15; i++) format.push(8 * size + 14 - i);
  for (let i = 0; i < 8; i++) format.push(8 * size + size - 1 - i);
  for (let i = 8; i < 15; i++) format.push((size - 15 + i) * size + 8);
  for (const index of format) {
    base[index] = 0;
    reserved[index] = 1;
  }
  set(8, size - 8, true);
  // Version information: two 6x3 blocks beside the top-right and bottom-left finders.
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(a, b, dark);
      set(b, a, dark);
    }
  }

  // Data modules: two-column strips from the right, alternately upwards and downwards,
  // skipping the vertical timing column.
  const order: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let v = 0; v < size; v++) {
      const y = upward ? size - 1 - v : v;
      for (let j = 0; j < 2; j++) {
        const index = y * size + right - j;
        if (!reserved[index]) order.push(index);
      }
    }
  }
  const dataIndex = Uint16Array.from(order);

  const masks: Uint8Array[] = [];
  for (let m = 0; m < 8; m++) {
    const pattern = new Uint8Array(paddedLength);
    for (const index of dataIndex) {
      if (maskInverts(m, index % size, Math.floor(index / size))) pattern[index] = 1;
    }
    masks.push(pattern);
  }
  const layout = penaltyLayout(size);
  const packedMasks = masks.map((pattern) => packLines(pattern, size, layout.words));

  return {
    version,
    size,
    paddedLength,
    base,
    dataIndex,
    masks,
    packedMasks,
    layout,
    formatIndex: Uint16Array.from(format),
    formatX: Uint8Array.from(format, (index) => index % size),
    formatY: Uint8Array.from(format, (index) => Math.floor(index / size)),
  };
}

/** Packs a row-major 0/1 matrix into rows and columns of 32-module words (see penalty.ts). */
export function packLines(
  modules: Uint8Array,
  size: number,
  words: number,
): { rows: Int32Array; cols: Int32Array } {
  const rows = new Int32Array(size * words);
  const cols = new Int32Array(size * words);
  packInto(modules, size, words, rows, cols);
  return { rows, cols };
}

/** packLines into existing zero-filled arrays. */
export function packInto(
  modules: Uint8Array,
  size: number,
  words: number,
  rows: Int32Array,
  cols: Int32Array,
): void {
  for (let y = 0, i = 0; y < size; y++) {
    const rowBase = y * words;
    const colWord = y >>> 5;
    const colBit = y & 31;
    for (let x = 0; x < size; x++, i++) {
      const c = modules[i]!;
      rows[rowBase + (x >>> 5)]! |= c << (x & 31);
      cols[x * words + colWord]! |= c << colBit;
    }
  }
}

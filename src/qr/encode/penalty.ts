// Mask penalty score (ISO/IEC 18004 §7.8.3.1, Table 11):
//   N1 = 3: a run of 5 + i same-coloured modules in a row or column scores 3 + i;
//   N2 = 3: each 2x2 block of one colour scores 3 (an m x n block scores 3(m-1)(n-1));
//   N3 = 40: each 1:1:3:1:1 dark:light:dark:light:dark pattern (1011101) in a row or column
//            preceded or followed by 4 light modules; the area beyond the symbol counts as light,
//            since it is the quiet zone a reader sees there;
//   N4 = 10: 10 * k when the dark proportion lies between 50 +/- 5k % and 50 +/- 5(k + 1) %.
//
// Speed: lines are bit-packed, 32 modules per word, least significant bit = lowest coordinate,
// `words` words per line, bits beyond the symbol 0 (light). Every rule is evaluated for 32
// positions at once with shifts and masks; see the expressions below.

export interface PackedLines {
  /** Rows: word k of row y at y * words + k. */
  rows: Int32Array;
  /** Columns: word k of column x at x * words + k (bit y = module (x, y)). */
  cols: Int32Array;
}

/** Per-version constants for `maskPenalty`. */
export interface PenaltyLayout {
  size: number;
  words: number;
  /** Bit x set for x <= size - 5: positions where a run of 5 may start. */
  runStarts: Int32Array;
  /** Bit x set for x <= size - 2: positions where a 2x2 block may start. */
  blockStarts: Int32Array;
}

/** Words per packed line of a symbol of `size` modules. */
export function wordsPerLine(size: number): number {
  return (size + 31) >>> 5;
}

export function penaltyLayout(size: number): PenaltyLayout {
  const words = wordsPerLine(size);
  const runStarts = new Int32Array(words);
  const blockStarts = new Int32Array(words);
  for (let x = 0; x <= size - 5; x++) runStarts[x >>> 5]! |= 1 << (x & 31);
  for (let x = 0; x <= size - 2; x++) blockStarts[x >>> 5]! |= 1 << (x & 31);
  return { size, words, runStarts, blockStarts };
}

function popcount(v: number): number {
  v = (v - ((v >>> 1) & 0x55555555)) | 0;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * N1 and N3 points of `count` packed lines. In the expressions, bit q of r<s> is module q + s
 * and bit q of l<s> is module q - s (0 outside the line).
 */
function linesPenalty(lines: Int32Array, count: number, layout: PenaltyLayout): number {
  const { words, runStarts } = layout;
  let runModules = 0;
  let runs = 0;
  let finders = 0;
  for (let line = 0, base = 0; line < count; line++, base += words) {
    let carry = 0;
    for (let k = 0; k < words; k++) {
      const a = lines[base + k]!;
      const b = k + 1 < words ? lines[base + k + 1]! : 0;
      const c = k > 0 ? lines[base + k - 1]! : 0;
      const r1 = (a >>> 1) | (b << 31);
      const r2 = (a >>> 2) | (b << 30);
      const r3 = (a >>> 3) | (b << 29);
      const r4 = (a >>> 4) | (b << 28);
      // N1: bit q set when modules q..q+4 share a colour; a run of 5 + i sets i + 1 bits, so a
      // run scores (bits) + 2 * (first bits).
      const fiveSame = ~(a ^ r1) & ~(r1 ^ r2) & ~(r2 ^ r3) & ~(r3 ^ r4) & runStarts[k]!;
      if (fiveSame !== 0) {
        runModules += popcount(fiveSame);
        runs += popcount(fiveSame & ~((fiveSame << 1) | carry));
      }
      carry = fiveSame >>> 31;
      // N3: 1011101 starting at q, then 4 light modules before it or after it.
      const finder = a & ~r1 & r2 & r3 & r4 & ~((a >>> 5) | (b << 27)) & ((a >>> 6) | (b << 26));
      if (finder !== 0) {
        const lightBefore = ~(
          (a << 1) |
          (c >>> 31) |
          (a << 2) |
          (c >>> 30) |
          (a << 3) |
          (c >>> 29) |
          (a << 4) |
          (c >>> 28)
        );
        const lightAfter = ~(
          (a >>> 7) |
          (b << 25) |
          (a >>> 8) |
          (b << 24) |
          (a >>> 9) |
          (b << 23) |
          (a >>> 10) |
          (b << 22)
        );
        finders += popcount(finder & lightBefore) + popcount(finder & lightAfter);
      }
    }
  }
  return runModules + 2 * runs + 40 * finders;
}

/** The total penalty of a masked symbol given as packed rows and columns. */
export function maskPenalty(packed: PackedLines, layout: PenaltyLayout): number {
  const { size, words, blockStarts } = layout;
  const { rows } = packed;
  let score = linesPenalty(rows, size, layout) + linesPenalty(packed.cols, size, layout);

  // N2 and N4 from the rows.
  let blocks = 0;
  let dark = 0;
  for (let y = 0, base = 0; y < size; y++, base += words) {
    for (let k = 0; k < words; k++) {
      const a = rows[base + k]!;
      dark += popcount(a);
      if (y + 1 === size) continue;
      const b = k + 1 < words ? rows[base + k + 1]! : 0;
      const below = rows[base + words + k]!;
      const belowNext = k + 1 < words ? rows[base + words + k + 1]! : 0;
      const right = (a >>> 1) | (b << 31);
      const belowRight = (below >>> 1) | (belowNext << 31);
      const same = ~((a ^ below) | (a ^ right) | (below ^ belowRight)) & blockStarts[k]!;
      blocks += popcount(same);
    }
  }
  score += 3 * blocks;

  const total = size * size;
  const k = Math.floor(Math.abs(20 * dark - 10 * total) / total);
  return score + 10 * k;
}

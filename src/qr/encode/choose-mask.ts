// Mask selection (ISO/IEC 18004 §7.8.3): the mask whose symbol, format information included,
// has the lowest penalty; the lowest mask number wins a tie.
import { formatBits } from './format-bits.js';
import { maskPenalty } from './penalty.js';
import type { Ecl } from './types.js';
import { packInto, type VersionTemplate } from './version-template.js';

/** `unmasked`: the template with data placed and format areas light. */
export function chooseMask(unmasked: Uint8Array, template: VersionTemplate, ecl: Ecl): number {
  // Each mask is scored on bit-packed rows and columns (see penalty.ts).
  const { size, layout, packedMasks, formatX, formatY } = template;
  const { words } = layout;
  const length = size * words;
  const baseRows = new Int32Array(length);
  const baseCols = new Int32Array(length);
  packInto(unmasked, size, words, baseRows, baseCols);
  const trial = { rows: new Int32Array(length), cols: new Int32Array(length) };
  let best = 0;
  let bestPenalty = Infinity;
  for (let m = 0; m < 8; m++) {
    const pattern = packedMasks[m]!;
    for (let i = 0; i < length; i++) {
      trial.rows[i] = baseRows[i]! ^ pattern.rows[i]!;
      trial.cols[i] = baseCols[i]! ^ pattern.cols[i]!;
    }
    // Format areas are 0 in both; set the 1 bits of this mask's format information.
    const format = formatBits(ecl, m);
    for (let i = 0; i < 30; i++) {
      if (((format >>> (i % 15)) & 1) === 0) continue;
      const x = formatX[i]!;
      const y = formatY[i]!;
      trial.rows[y * words + (x >>> 5)]! |= 1 << (x & 31);
      trial.cols[x * words + (y >>> 5)]! |= 1 << (y & 31);
    }
    const penalty = maskPenalty(trial, layout);
    if (penalty < bestPenalty) {
      bestPenalty = penalty;
      best = m;
    }
  }
  return best;
}

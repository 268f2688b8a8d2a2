// Which Reed-Solomon block each module belongs to (ISO/IEC 18004 §7.6 interleaving, §7.7.3
// placement). Used to size the logo by the damage it does to the worst-hit block, not just by
// its area: for some versions (13 at H, for one) the placement sends a centred square's
// codewords into the same few blocks, which then fail long before the area rule says so.

import { versionTemplate } from '../encode/version-template.js';
import { blockCount, ecCodewordsPerBlock, totalCodewords } from '../encode/ecc-tables.js';
import type { QrEcl } from './matrix-like.js';

export interface CodewordMap {
  size: number;
  /** Per module (row-major): its codeword's index in the interleaved sequence, or -1. */
  codewordOf: Int32Array;
  /** Per interleaved codeword: its block. */
  blockOf: Uint16Array;
  blocks: number;
  /** Codeword errors each block can correct: floor(EC codewords / 2). */
  correctable: number;
}

const cache = new Map<string, CodewordMap>();

/** Version of a symbol of `size` modules, or null when the size is not a QR size. */
export function versionForSize(size: number): number | null {
  const v = (size - 17) / 4;
  return Number.isInteger(v) && v >= 1 && v <= 40 ? v : null;
}

export function codewordMap(version: number, ecl: QrEcl): CodewordMap {
  const key = `${version}${ecl}`;
  let map = cache.get(key);
  if (!map) {
    map = buildMap(version, ecl);
    cache.set(key, map);
  }
  return map;
}

function buildMap(version: number, ecl: QrEcl): CodewordMap {
  const template = versionTemplate(version);
  const size = template.size;
  const total = totalCodewords(version);
  const blocks = blockCount(version, ecl);
  const ec = ecCodewordsPerBlock(version, ecl);
  const dataTotal = total - ec * blocks;
  const short = Math.floor(dataTotal / blocks);
  const shortBlocks = blocks - (dataTotal % blocks);

  // Interleaving: data codeword i of every block in turn (short blocks first, which lack the
  // last one), then EC codeword i of every block in turn.
  const blockOf = new Uint16Array(total);
  let k = 0;
  for (let i = 0; i <= short; i++) {
    for (let b = 0; b < blocks; b++) {
      if (i < (b < shortBlocks ? short : short + 1)) blockOf[k++] = b;
    }
  }
  for (let i = 0; i < ec; i++) for (let b = 0; b < blocks; b++) blockOf[k++] = b;

  const codewordOf = new Int32Array(size * size).fill(-1);
  for (let bit = 0; bit < total * 8; bit++) codewordOf[template.dataIndex[bit]!] = bit >> 3;
  return { size, codewordOf, blockOf, blocks, correctable: Math.floor(ec / 2) };
}

/** Largest number of distinct codewords of one block with a module in the rectangle. */
export function worstBlockDamage(
  map: CodewordMap,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const seen = new Set<number>();
  const perBlock = new Uint16Array(map.blocks);
  let worst = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const cw = map.codewordOf[y * map.size + x]!;
      if (cw < 0 || seen.has(cw)) continue;
      seen.add(cw);
      const b = map.blockOf[cw]!;
      worst = Math.max(worst, ++perBlock[b]!);
    }
  }
  return worst;
}

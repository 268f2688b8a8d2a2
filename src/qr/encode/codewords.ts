// From segments to the final codeword sequence (ISO/IEC 18004 §7.4.9, §7.4.10, §7.6):
// terminator, padding, Reed-Solomon per block, block interleaving.
import { BitWriter } from './bit-writer.js';
import { blockCount, dataCodewords, ecCodewordsPerBlock, totalCodewords } from './ecc-tables.js';
import { reedSolomonRemainder } from './reed-solomon.js';
import { writeSegments, type PreparedSegment } from './segment-bits.js';
import type { Ecl } from './types.js';

/** The interleaved data and error correction codewords; the segments must fit. */
export function buildCodewords(
  segments: readonly PreparedSegment[],
  version: number,
  ecl: Ecl,
): Uint8Array {
  const dataLength = dataCodewords(version, ecl);
  const data = new Uint8Array(dataLength);
  const writer = new BitWriter(data);
  writeSegments(writer, segments, version);
  const capacityBits = dataLength * 8;
  // Terminator of up to four 0 bits, then 0 bits to the byte boundary (the array is zeroed).
  const used = Math.min(writer.length + 4, capacityBits);
  // Pad codewords 11101100 and 00010001 alternately.
  for (let i = (used + 7) >> 3, pad = 0xec; i < dataLength; i++, pad ^= 0xec ^ 0x11) data[i] = pad;

  const total = totalCodewords(version);
  const blocks = blockCount(version, ecl);
  const ecLength = ecCodewordsPerBlock(version, ecl);
  // The first `shortBlocks` blocks hold one data codeword fewer than the rest.
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(total / blocks) - ecLength;
  const ecc = new Uint8Array(blocks * ecLength);
  const starts = new Int32Array(blocks + 1);
  for (let b = 0; b < blocks; b++) {
    const length = shortData + (b < shortBlocks ? 0 : 1);
    starts[b + 1] = starts[b]! + length;
    reedSolomonRemainder(data, starts[b]!, length, ecLength, ecc, b * ecLength);
  }

  const out = new Uint8Array(total);
  let k = 0;
  for (let i = 0; i <= shortData; i++) {
    for (let b = i < shortData ? 0 : shortBlocks; b < blocks; b++) out[k++] = data[starts[b]! + i]!;
  }
  for (let i = 0; i < ecLength; i++) {
    for (let b = 0; b < blocks; b++) out[k++] = ecc[b * ecLength + i]!;
  }
  return out;
}

// Bit lengths and bit streams of segments (ISO/IEC 18004 §7.4.3-7.4.5).
import { BitWriter } from './bit-writer.js';
import {
  ALPHANUMERIC_VALUE,
  MODE_INDICATOR,
  countBits,
  isAlphanumericCode,
  isNumericCode,
  type SegmentMode,
} from './segment-modes.js';
import type { QrSegment } from './types.js';

/** A segment checked against its mode, with its character count (bytes for byte mode). */
export interface PreparedSegment {
  mode: SegmentMode;
  text: string;
  /** The UTF-8 bytes of a byte segment. */
  bytes: Uint8Array | null;
  /** Characters (numeric, alphanumeric) or bytes (byte) */
  count: number;
}

const utf8 = new TextEncoder();

/** Bits of a segment's data, without mode indicator and character count. */
export function dataBitLength(mode: SegmentMode, count: number): number {
  if (mode === 'numeric') return 10 * Math.floor(count / 3) + [0, 4, 7][count % 3]!;
  if (mode === 'alphanumeric') return 11 * (count >> 1) + 6 * (count & 1);
  return 8 * count;
}

/** Checks the text against the mode's character set; throws RangeError when it does not belong. */
export function prepareSegment(segment: QrSegment): PreparedSegment {
  const { mode, text } = segment;
  if (mode === 'byte') {
    const bytes = utf8.encode(text);
    return { mode, text, bytes, count: bytes.length };
  }
  const fits = mode === 'numeric' ? isNumericCode : isAlphanumericCode;
  if (mode !== 'numeric' && mode !== 'alphanumeric') {
    throw new RangeError(`Unknown segment mode: ${String(mode)}`);
  }
  for (let i = 0; i < text.length; i++) {
    if (!fits(text.charCodeAt(i))) {
      throw new RangeError(
        `Character ${JSON.stringify(text[i])} cannot be encoded in ${mode} mode`,
      );
    }
  }
  return { mode, text, bytes: null, count: text.length };
}

/**
 * Total bits of the segments at a version (headers included), or Infinity when a segment's
 * count exceeds what its character-count indicator can hold at that version.
 */
export function segmentsBitLength(segments: readonly PreparedSegment[], version: number): number {
  let bits = 0;
  for (const segment of segments) {
    const cb = countBits(segment.mode, version);
    if (segment.count >= 1 << cb) return Infinity;
    bits += 4 + cb + dataBitLength(segment.mode, segment.count);
  }
  return bits;
}

/** Appends mode indicator, character count and data of each segment. */
export function writeSegments(
  writer: BitWriter,
  segments: readonly PreparedSegment[],
  version: number,
): void {
  for (const segment of segments) {
    writer.put(MODE_INDICATOR[segment.mode], 4);
    writer.put(segment.count, countBits(segment.mode, version));
    const { text } = segment;
    if (segment.mode === 'numeric') {
      // Groups of three digits in 10 bits; a final pair in 7 bits, a final digit in 4.
      let value = 0;
      let digits = 0;
      for (let i = 0; i < text.length; i++) {
        value = value * 10 + text.charCodeAt(i) - 48;
        if (++digits === 3) {
          writer.put(value, 10);
          value = digits = 0;
        }
      }
      if (digits > 0) writer.put(value, digits * 3 + 1);
    } else if (segment.mode === 'alphanumeric') {
      let i = 0;
      for (; i + 2 <= text.length; i += 2) {
        const pair =
          ALPHANUMERIC_VALUE[text.charCodeAt(i)]! * 45 +
          ALPHANUMERIC_VALUE[text.charCodeAt(i + 1)]!;
        writer.put(pair, 11);
      }
      if (i < text.length) writer.put(ALPHANUMERIC_VALUE[text.charCodeAt(i)]!, 6);
    } else {
      const bytes = segment.bytes as Uint8Array;
      for (let i = 0; i < bytes.length; i++) writer.put(bytes[i]!, 8);
    }
  }
}

// Optimal segmentation (ISO/IEC 18004 Annex J): the split of a text into numeric, alphanumeric
// and byte segments with the fewest bits at a given version group. Exact dynamic programming over
// code points: the state is the current segment's mode and its length modulo the mode's group
// size (3 digits share 10 bits, 2 alphanumeric characters share 11), so every appended
// character has an exact integer cost.
import type { PreparedSegment } from './segment-bits.js';
import {
  countBitsForGroup,
  isAlphanumericCode,
  isNumericCode,
  versionGroup,
  type SegmentMode,
} from './segment-modes.js';
import type { QrSegment } from './types.js';

// States: numeric with length % 3 = 0, 1, 2; alphanumeric with length % 2 = 0, 1; byte.
const N0 = 0;
const A0 = 3;
const B = 5;
const STATES = 6;
const NO_STATE = 7;
const STATE_MODE: readonly SegmentMode[] = [
  'numeric',
  'numeric',
  'numeric',
  'alphanumeric',
  'alphanumeric',
  'byte',
];

const utf8 = new TextEncoder();

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** The optimal segments for a version group (0: versions 1-9, 1: 10-26, 2: 27-40) and their bits. */
export function optimalSegments(
  text: string,
  group: number,
): { segments: PreparedSegment[]; bits: number } {
  // Code point start offsets (UTF-16 units); lone surrogates count as one code point, which
  // TextEncoder turns into U+FFFD (3 bytes).
  const starts = new Int32Array(text.length + 1);
  let n = 0;
  for (let i = 0; i < text.length; n++) {
    starts[n] = i;
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && isLowSurrogate(text, i + 1) ? 2 : 1;
  }
  starts[n] = text.length;
  if (n === 0) return { segments: [], bits: 0 };

  const headN = 4 + countBitsForGroup('numeric', group);
  const headA = 4 + countBitsForGroup('alphanumeric', group);
  const headB = 4 + countBitsForGroup('byte', group);
  let cost = new Float64Array(STATES).fill(Infinity);
  let next = new Float64Array(STATES);
  // back[i * STATES + s]: the state before character i when character i ends in state s.
  const back = new Uint8Array(n * STATES);

  for (let i = 0; i < n; i++) {
    const cp = text.codePointAt(starts[i]!) as number;
    const first = i === 0;
    // Cheapest way to have ended the previous character in a state of another mode.
    let bestN = first ? 0 : Infinity;
    let bestNState = NO_STATE;
    let bestA = first ? 0 : Infinity;
    let bestAState = NO_STATE;
    let bestB = first ? 0 : Infinity;
    let bestBState = NO_STATE;
    for (let s = 0; s < STATES; s++) {
      const c = cost[s]!;
      if (s !== B && c < bestB) {
        bestB = c;
        bestBState = s;
      }
      if ((s < A0 || s === B) && c < bestA) {
        bestA = c;
        bestAState = s;
      }
      if (s >= A0 && c < bestN) {
        bestN = c;
        bestNState = s;
      }
    }
    next.fill(Infinity);
    const base = i * STATES;
    if (isNumericCode(cp)) {
      // Appending a digit to a numeric segment of length % 3 = r costs 4, 3, 3 bits.
      for (let r = 0; r < 3; r++) {
        const to = N0 + ((r + 1) % 3);
        const cont = cost[N0 + r]! + (r === 0 ? 4 : 3);
        const fresh = r === 0 ? bestN + headN + 4 : Infinity;
        if (cont <= fresh) {
          next[to] = cont;
          back[base + to] = N0 + r;
        } else {
          next[to] = fresh;
          back[base + to] = bestNState;
        }
      }
    }
    if (isAlphanumericCode(cp)) {
      // Appending to an alphanumeric segment of length % 2 = r costs 6, 5 bits.
      for (let r = 0; r < 2; r++) {
        const to = A0 + ((r + 1) % 2);
        const cont = cost[A0 + r]! + (r === 0 ? 6 : 5);
        const fresh = r === 0 ? bestA + headA + 6 : Infinity;
        if (cont <= fresh) {
          next[to] = cont;
          back[base + to] = A0 + r;
        } else {
          next[to] = fresh;
          back[base + to] = bestAState;
        }
      }
    }
    const byteBits = 8 * utf8Length(cp);
    const cont = cost[B]! + byteBits;
    const fresh = bestB + headB + byteBits;
    if (cont <= fresh) {
      next[B] = cont;
      back[base + B] = B;
    } else {
      next[B] = fresh;
      back[base + B] = bestBState;
    }
    const swap = cost;
    cost = next;
    next = swap;
  }

  let state = 0;
  for (let s = 1; s < STATES; s++) if (cost[s]! < cost[state]!) state = s;
  const bits = cost[state]!;

  // Walk back, closing a segment wherever the mode changes (same-mode restarts never happen:
  // merging two segments of one mode always saves their second header).
  const segments: PreparedSegment[] = [];
  let end = n;
  for (let i = n - 1; i >= 0; i--) {
    const prev = back[i * STATES + state]!;
    if (prev === NO_STATE || STATE_MODE[prev] !== STATE_MODE[state]) {
      segments.push(makeSegment(STATE_MODE[state]!, text.slice(starts[i], starts[end]), end - i));
      end = i;
    }
    state = prev;
  }
  segments.reverse();
  return { segments, bits };
}

function isLowSurrogate(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff;
}

function makeSegment(mode: SegmentMode, text: string, chars: number): PreparedSegment {
  if (mode === 'byte') {
    const bytes = utf8.encode(text);
    return { mode, text, bytes, count: bytes.length };
  }
  return { mode, text, bytes: null, count: chars };
}

/**
 * Splits a text into the segments with the fewest total bits at `version` (character-count
 * widths change at versions 10 and 27, so the best split depends on the version).
 */
export function splitSegments(text: string, version: number): QrSegment[] {
  if (!Number.isInteger(version) || version < 1 || version > 40) {
    throw new RangeError(`version must be an integer from 1 to 40, got ${version}`);
  }
  return optimalSegments(text, versionGroup(version)).segments.map(({ mode, text }) => ({
    mode,
    text,
  }));
}

// A lossless PNG encoder for the bulk render workers' canvases (issue 16's speed target): RGBA,
// 8 bits per channel, every row unfiltered, one zlib stream holding one deflate block with
// Huffman codes made for the image. It looks only for the repeats a drawn code has, a whole
// pixel (one 32-bit compare) at a time, at six fixed distances (CANDIDATES: flat colour, the
// row above, a diagonal gradient, Chromium's dither pattern), where a general deflate hashes
// every byte; in Chromium it takes about half the CPU of the canvas's own convertToBlob, and
// its files are about a third smaller (docs/bulk.md "Speed"). The output is a standard PNG
// (RFC 2083, RFC 1950/1951) holding exactly the pixels given: png-encode.test.ts decodes it
// with sharp and inflates it with zlib to identical pixels, and reads codes with ZXing-C++ and
// jsQR.

import { crc32 } from '../../../../contracts/crc32.js';

// RFC 1951 §3.2.5: length and distance codes, their base values and extra bits.
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const MAX_DISTANCE = 32768;
/** Longest match in whole pixels (256 bytes; deflate allows 258). */
const MAX_RUN = 64;

/** `code` (`bits` long) reversed: deflate sends Huffman codes most significant bit first. */
function reverse(code: number, bits: number): number {
  let out = 0;
  for (let i = 0; i < bits; i += 1) out |= ((code >>> i) & 1) << (bits - 1 - i);
  return out;
}

/** Index of the largest `bases` entry not above `value`. */
function baseIndex(bases: number[], value: number): number {
  let i = bases.length - 1;
  while (bases[i]! > value) i -= 1;
  return i;
}

/** For a match of `n` pixels (4n bytes): its length symbol, extra bits and their count. */
const RUN_SYMBOL = new Uint16Array(MAX_RUN + 1);
const RUN_EXTRA = new Uint16Array(MAX_RUN + 1);
const RUN_EXTRA_BITS = new Uint8Array(MAX_RUN + 1);
for (let n = 1; n <= MAX_RUN; n += 1) {
  const i = baseIndex(LENGTH_BASE, 4 * n);
  RUN_SYMBOL[n] = 257 + i;
  RUN_EXTRA[n] = 4 * n - LENGTH_BASE[i]!;
  RUN_EXTRA_BITS[n] = LENGTH_EXTRA[i]!;
}

/** A distance's symbol, extra bits and their count. */
function distanceSymbol(distance: number): [number, number, number] {
  const i = baseIndex(DISTANCE_BASE, distance);
  return [i, distance - DISTANCE_BASE[i]!, i < 4 ? 0 : (i >>> 1) - 1];
}

/**
 * Huffman code lengths (at most `limit` bits) for symbol frequencies: a Huffman tree, with
 * the frequencies halved (never to zero) and the tree rebuilt while it is too deep. A symbol
 * that occurs gets a code; if only one does, a second gets one too (a complete code).
 */
export function codeLengths(freq: ArrayLike<number>, limit: number): Uint8Array {
  const n = freq.length;
  const lengths = new Uint8Array(n);
  const weights = Array.from(freq, (f) => f);
  let used = weights.reduce((k, f) => k + (f > 0 ? 1 : 0), 0);
  if (used < 2) {
    for (let s = 0; s < n && used < 2; s += 1) {
      if (weights[s] === 0) {
        weights[s] = 1;
        used += 1;
      }
    }
  }
  for (;;) {
    // Nodes: leaves 0..n-1, then internal nodes; parent links give each leaf's depth.
    const parent = new Int32Array(2 * n).fill(-1);
    const weight = new Float64Array(2 * n);
    let queue: number[] = [];
    for (let s = 0; s < n; s += 1) {
      weight[s] = weights[s]!;
      if (weights[s]! > 0) queue.push(s);
    }
    queue.sort((x, y) => weight[x]! - weight[y]! || x - y);
    // Two queues (sorted leaves, internal nodes in creation order) give a tree in O(n).
    const internal: number[] = [];
    let li = 0;
    let ii = 0;
    let next = n;
    const take = (): number =>
      ii >= internal.length || (li < queue.length && weight[queue[li]!]! <= weight[internal[ii]!]!)
        ? queue[li++]!
        : internal[ii++]!;
    while (queue.length - li + internal.length - ii > 1) {
      const a = take();
      const b = take();
      weight[next] = weight[a]! + weight[b]!;
      parent[a] = next;
      parent[b] = next;
      internal.push(next);
      next += 1;
    }
    let deepest = 0;
    for (let s = 0; s < n; s += 1) {
      if (weights[s] === 0) continue;
      let depth = 0;
      for (let p = parent[s]!; p !== -1; p = parent[p]!) depth += 1;
      lengths[s] = depth;
      if (depth > deepest) deepest = depth;
    }
    if (deepest <= limit) return lengths;
    for (let s = 0; s < n; s += 1) if (weights[s]! > 0) weights[s] = Math.max(1, weights[s]! >>> 1);
    queue = [];
  }
}

/** Canonical codes (RFC 1951 §3.2.2) for `lengths`, each reversed, ready to write. */
function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const count = new Uint16Array(16);
  for (const l of lengths) if (l) count[l]! += 1;
  const next = new Uint16Array(16);
  let code = 0;
  for (let bits = 1; bits < 16; bits += 1) {
    code = (code + count[bits - 1]!) << 1;
    next[bits] = code;
  }
  const codes = new Uint16Array(lengths.length);
  for (let s = 0; s < lengths.length; s += 1) {
    const l = lengths[s];
    if (l) codes[s] = reverse(next[l]!++, l);
  }
  return codes;
}

/** Order in which the code length code's lengths are sent (§3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/**
 * Adler-32 (RFC 1950) of the unfiltered scanlines (each row a 0 filter byte, then its pixels).
 *
 * Byte by byte, Adler-32 adds each byte c to a and then a to b. For a chunk of m pixels (bytes
 * p0..p3 each) starting from (a0, b0), with T_k the sum of byte k over the chunk and U_k the
 * sum of (m - j) * p_k of pixel j:
 *   a = a0 + T0 + T1 + T2 + T3
 *   b = b0 + 4 * m * a0 + 4 * (U0 + U1 + U2 + U3 - T0 - T1 - T2 - T3) + 4T0 + 3T1 + 2T2 + T3.
 * The sums are kept two bytes to a 32-bit word (bytes 0 and 2, bytes 1 and 3), 16 bits a byte:
 * U_k is at most 255 * 15 * 16 / 2 = 30,600 for a 15-pixel chunk, so no lane overflows and
 * every sum stays a small (31-bit) integer. Per pixel that is two masks, two adds for T and two
 * for U. With `order` 'bgra' the words hold B, G, R, A: the checksum is still that of R, G, B, A
 * (the scanlines the PNG holds), so bytes 0 and 2 swap weights.
 */
export function adler32(
  px: Uint32Array,
  width: number,
  height: number,
  order: PixelOrder = 'rgba',
): number {
  const bgra = order === 'bgra';
  const CHUNK = 15;
  /** Chunks between reductions: b grows by less than 2^24 a chunk, so it stays below 2^31. */
  const REDUCE_EVERY = 8;
  let a = 1;
  let b = 0;
  let sinceReduce = 0;
  for (let y = 0; y < height; y += 1) {
    b += a; // the filter byte (0)
    let i = y * width;
    const end = i + width;
    while (i < end) {
      const m = Math.min(CHUNK, end - i);
      const stop = i + m;
      let t02 = 0;
      let t13 = 0;
      let u02 = 0;
      let u13 = 0;
      for (; i < stop; i += 1) {
        const w = px[i]!;
        t02 += w & 0x00ff00ff;
        t13 += (w >>> 8) & 0x00ff00ff;
        u02 += t02;
        u13 += t13;
      }
      const t0 = t02 & 0xffff;
      const t2 = t02 >>> 16;
      const t1 = t13 & 0xffff;
      const t3 = t13 >>> 16;
      const tSum = t0 + t1 + t2 + t3;
      const uSum = (u02 & 0xffff) + (u02 >>> 16) + (u13 & 0xffff) + (u13 >>> 16);
      const red = bgra ? t2 : t0;
      const blue = bgra ? t0 : t2;
      b += 4 * m * a + 4 * (uSum - tSum) + 4 * red + 3 * t1 + 2 * blue + t3;
      a += tSum;
      sinceReduce += 1;
      if (sinceReduce === REDUCE_EVERY) {
        a %= 65521;
        b %= 65521;
        sinceReduce = 0;
      }
    }
    a %= 65521;
    b %= 65521;
    sinceReduce = 0;
  }
  return ((b << 16) | a) >>> 0;
}

let scratch = new Uint8Array(0);
let tokens = new Uint32Array(0);
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** A token at or above this is a match: MATCH | pixels << 3 | candidate (CANDIDATES index). */
const MATCH = 0x10000;

function writeUint32(out: Uint8Array, at: number, value: number): void {
  out[at] = value >>> 24;
  out[at + 1] = (value >>> 16) & 255;
  out[at + 2] = (value >>> 8) & 255;
  out[at + 3] = value & 255;
}

function writeChunkCrc(out: Uint8Array, typeAt: number, end: number): void {
  writeUint32(out, end, crc32(out.subarray(typeAt, end)));
}

/**
 * Where a pixel's repeat is looked for, as [rows up, pixels right]: left (flat colour), above,
 * above-right and above-left (a diagonal gradient), and 2 and 4 rows up and right (Chromium's
 * canvas gradients are dithered with a pattern that repeats there; the bulk worker now paints
 * its gradients undithered, but a dithered image still compresses). Skipped when beyond
 * deflate's window.
 */
const CANDIDATES: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [1, 1],
  [1, -1],
  [2, 2],
  [4, 4],
];
const CANDIDATE_UP = Int32Array.from(CANDIDATES, ([up]) => up);
const CANDIDATE_RIGHT = Int32Array.from(CANDIDATES, ([, right]) => right);

/**
 * The scanlines as deflate tokens (literal bytes, and matches of whole pixels at the candidate
 * distances) into `tokens`; returns how many. Each row: its filter byte 0, then its pixels.
 */
function tokenize(
  px: Uint32Array,
  bytes: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  kinds: number,
  order: PixelOrder,
): number {
  // Where a pixel's red and blue bytes are (literals are written R, G, B, A).
  const red = order === 'bgra' ? 2 : 0;
  const blue = 2 - red;
  let k = 0;
  for (let y = 0; y < height; y += 1) {
    tokens[k++] = 0;
    const rowStart = y * width;
    let x = 0;
    let last = 0; // the candidate that matched last is tried first
    while (x < width) {
      const i = rowStart + x;
      const room = Math.min(MAX_RUN, width - x);
      let best = 0;
      let bestKind = 0;
      for (let t = 0; t < kinds && best < room; t += 1) {
        let kind = last + t;
        if (kind >= kinds) kind -= kinds;
        const up = CANDIDATE_UP[kind]!;
        const right = CANDIDATE_RIGHT[kind]!;
        if (y < up || x + right < 0) continue;
        const limit = right > 0 ? Math.min(room, width - x - right) : room;
        if (limit <= best) continue;
        const from = i - up * width + right;
        // Only a match longer than `best` matters: check the pixel that would make it so first
        // (most candidates fail there), then the rest from the start.
        if (px[i + best] !== px[from + best]) continue;
        let n = 0;
        while (n < limit && px[i + n] === px[from + n]) n += 1;
        if (n > best) {
          best = n;
          bestKind = kind;
        }
      }
      if (best > 0) {
        last = bestKind;
        tokens[k++] = MATCH | (best << 3) | bestKind;
        x += best;
      } else {
        const b = i << 2;
        tokens[k++] = bytes[b + red]!;
        tokens[k++] = bytes[b + 1]!;
        tokens[k++] = bytes[b + blue]!;
        tokens[k++] = bytes[b + 3]!;
        x += 1;
      }
    }
  }
  return k;
}

interface TokenCodes {
  litCodes: Uint16Array;
  litLengths: Uint8Array;
  /** Per candidate: its distance code with the extra bits above it, and their bit count. */
  distCode: number[];
  distBits: number[];
}

/**
 * Writes `tokens[0..count)` as Huffman codes into `out` from byte `at`, given the bit buffer's
 * state (`bitBuf` holds `bitCount` < 8 pending bits); returns the new state. The byte flush
 * (`while (bitCount >= 8)`) is written out at each place it is needed rather than called: this
 * is the encoder's hottest loop, and the state stays in locals (registers) that way.
 */
function writeTokens(
  out: Uint8Array,
  at: number,
  bitBuf: number,
  bitCount: number,
  count: number,
  { litCodes, litLengths, distCode, distBits }: TokenCodes,
): { at: number; bitBuf: number; bitCount: number } {
  for (let k = 0; k < count; k += 1) {
    const token = tokens[k]!;
    if (token < MATCH) {
      bitBuf |= litCodes[token]! << bitCount;
      bitCount += litLengths[token]!;
    } else {
      const run = (token >>> 3) & 127;
      const symbol = RUN_SYMBOL[run]!;
      bitBuf |= litCodes[symbol]! << bitCount;
      bitCount += litLengths[symbol]!;
      while (bitCount >= 8) {
        out[at++] = bitBuf & 255;
        bitBuf >>>= 8;
        bitCount -= 8;
      }
      bitBuf |= RUN_EXTRA[run]! << bitCount;
      bitCount += RUN_EXTRA_BITS[run]!;
      while (bitCount >= 8) {
        out[at++] = bitBuf & 255;
        bitBuf >>>= 8;
        bitCount -= 8;
      }
      const kind = token & 7;
      bitBuf |= distCode[kind]! << bitCount;
      bitCount += distBits[kind]!;
    }
    while (bitCount >= 8) {
      out[at++] = bitBuf & 255;
      bitBuf >>>= 8;
      bitCount -= 8;
    }
  }
  return { at, bitBuf, bitCount };
}

/**
 * The byte order of the pixels given: 'rgba' as getImageData returns them, 'bgra' as a
 * VideoFrame of a canvas copies them without conversion in Chromium (its native order there;
 * converting to RGBA in copyTo costs about three times as much).
 */
export type PixelOrder = 'rgba' | 'bgra';

/**
 * Encodes `width` × `height` pixels (not premultiplied, as getImageData returns them; in
 * `order`) as an RGBA PNG of exactly those pixels. Throws for a width whose rows are too long
 * for deflate's window.
 */
export function encodePng(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  order: PixelOrder = 'rgba',
): Uint8Array<ArrayBuffer> {
  const rowBytes = width * 4;
  if (pixels.length !== rowBytes * height || width < 1 || height < 1) {
    throw new RangeError('pixel data does not match the size');
  }
  // The candidates within deflate's window (filter bytes included), nearest first.
  const distances: number[] = [];
  for (const [up, right] of CANDIDATES) {
    const distance = up * (rowBytes + 1) - 4 * right;
    if (distance > MAX_DISTANCE) break;
    distances.push(distance);
  }
  if (distances.length < 4) throw new RangeError('image too wide for this encoder');
  if (!LITTLE_ENDIAN) throw new Error('this encoder reads pixels as little-endian words');
  if (pixels.byteOffset % 4 !== 0) pixels = pixels.slice();
  const px = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);

  // Pass 1: tokens and their frequencies.
  const rawBytes = (rowBytes + 1) * height;
  if (tokens.length < rawBytes) tokens = new Uint32Array(rawBytes);
  const count = tokenize(px, pixels, width, height, distances.length, order);
  const symbols = distances.map(distanceSymbol);
  const distSymbolOf = Int32Array.from(symbols, ([symbol]) => symbol);
  const litFreq = new Uint32Array(286);
  const distFreq = new Uint32Array(30);
  for (let k = 0; k < count; k += 1) {
    const token = tokens[k]!;
    if (token < MATCH) litFreq[token]! += 1;
    else {
      litFreq[RUN_SYMBOL[(token >>> 3) & 127]!]! += 1;
      distFreq[distSymbolOf[token & 7]!]! += 1;
    }
  }
  litFreq[256] = 1;
  const litLengths = codeLengths(litFreq, 15);
  const distLengths = codeLengths(distFreq, 15);
  const litCodes = canonicalCodes(litLengths);
  const distCodes = canonicalCodes(distLengths);
  // The two alphabets' code lengths, sent with the code length code (symbols 0-15 only).
  let hlit = 286;
  while (hlit > 257 && litLengths[hlit - 1] === 0) hlit -= 1;
  let hdist = 30;
  while (hdist > 1 && distLengths[hdist - 1] === 0) hdist -= 1;
  const header = [...litLengths.subarray(0, hlit), ...distLengths.subarray(0, hdist)];
  const clFreq = new Uint32Array(19);
  for (const l of header) clFreq[l]! += 1;
  const clLengths = codeLengths(clFreq, 7);
  const clCodes = canonicalCodes(clLengths);
  let hclen = 19;
  while (hclen > 4 && clLengths[CODE_LENGTH_ORDER[hclen - 1]!] === 0) hclen -= 1;
  const distCode = symbols.map(
    ([symbol, extra]) => distCodes[symbol]! | (extra << distLengths[symbol]!),
  );
  const distBits = symbols.map(([symbol, , extraBits]) => distLengths[symbol]! + extraBits);

  // Pass 2: the PNG. Worst case: every byte a 15-bit code; plus headers.
  const bound = Math.ceil((count * 28) / 8) + 1024;
  if (scratch.length < bound) scratch = new Uint8Array(bound);
  const out = scratch;
  out.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  writeUint32(out, 16, width);
  writeUint32(out, 20, height);
  // 8 bits, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
  out.set([8, 6, 0, 0, 0], 24);
  writeChunkCrc(out, 12, 29);
  out.set([73, 68, 65, 84], 37); // 'IDAT'; its length is written at 33 when known.
  out[41] = 0x78; // zlib: deflate, 32 KB window
  out[42] = 0x01; // no dictionary, fastest; (0x78 << 8 | 0x01) % 31 === 0
  let at = 43;
  let bitBuf = 0;
  let bitCount = 0;
  const put = (bits: number, n: number) => {
    bitBuf |= bits << bitCount;
    bitCount += n;
    while (bitCount >= 8) {
      out[at++] = bitBuf & 255;
      bitBuf >>>= 8;
      bitCount -= 8;
    }
  };
  // One final block with dynamic Huffman codes (bits 1, then 10).
  put(0b101, 3);
  put(hlit - 257, 5);
  put(hdist - 1, 5);
  put(hclen - 4, 4);
  for (let i = 0; i < hclen; i += 1) put(clLengths[CODE_LENGTH_ORDER[i]!]!, 3);
  for (const l of header) put(clCodes[l]!, clLengths[l]!);
  // The tokens, in a function of its own: its bit buffer stays in registers (`put`'s closure
  // keeps these variables in a context object, several times slower in this loop).
  const written = writeTokens(out, at, bitBuf, bitCount, count, {
    litCodes,
    litLengths,
    distCode,
    distBits,
  });
  at = written.at;
  bitBuf = written.bitBuf;
  bitCount = written.bitCount;
  put(litCodes[256]!, litLengths[256]!);
  if (bitCount > 0) put(0, 8 - bitCount);
  writeUint32(out, at, adler32(px, width, height, order));
  at += 4;
  writeUint32(out, 33, at - 41);
  writeChunkCrc(out, 37, at);
  at += 4;
  out.set([0, 0, 0, 0, 73, 69, 78, 68, 0xae, 0x42, 0x60, 0x82], at); // IEND and its CRC
  at += 12;
  return out.slice(0, at);
}

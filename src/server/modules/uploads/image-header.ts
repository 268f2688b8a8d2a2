// Structural checks of uploaded raster images, without decoding a single pixel: the whole file
// is walked as the format it claims (chunks, segments, blocks and their lengths), and every
// dimension it declares is bounded, so a decoder only ever sees a well-formed file of a size we
// accept. Pure functions of the bytes: safe on the request thread (linear, no allocation beyond
// a few numbers), and used again by the logo worker before it decodes.
import { crc32 } from '../../../contracts/crc32.js';

/** Raster types this module walks. */
export type RasterType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** Largest accepted image: each side at most 4096 px and at most 16 megapixels (10^6) in all. */
export const IMAGE_LIMITS = { maxSide: 4096, maxPixels: 16_000_000 } as const;

export interface ImageDimensions {
  /** pixels */
  width: number;
  /** pixels */
  height: number;
}

/**
 * The file does not parse as the type it claims; `detail` says where (English, for the user:
 * "the data continues after the image end", say).
 */
export class MalformedImageError extends Error {
  constructor(
    readonly type: RasterType,
    readonly detail: string,
  ) {
    super(`not a valid ${FORMAT_NAMES[type]} file: ${detail}`);
    this.name = 'MalformedImageError';
  }
}

/** A dimension the file declares (the image, a frame or a bitstream) is above IMAGE_LIMITS. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`image of ${width} x ${height} pixels is above the limit`);
    this.name = 'ImageTooLargeError';
  }
}

export const FORMAT_NAMES: Record<RasterType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/** The user-facing words for ImageTooLargeError (a 413). */
export function imageTooLargeMessage(err: ImageTooLargeError): string {
  return (
    `This image is ${err.width} × ${err.height} pixels. Images may be at most ` +
    `${IMAGE_LIMITS.maxSide} × ${IMAGE_LIMITS.maxSide} pixels and ` +
    `${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels. Please choose a smaller image.`
  );
}

/** The user-facing words for MalformedImageError (a 415). */
export function malformedImageMessage(err: MalformedImageError): string {
  return `This file is not a valid ${FORMAT_NAMES[err.type]} image (${err.detail}). Please choose another file.`;
}

/** Throws ImageTooLargeError when `width` x `height` is above IMAGE_LIMITS. */
export function assertDimensionsAllowed(width: number, height: number): void {
  if (
    width > IMAGE_LIMITS.maxSide ||
    height > IMAGE_LIMITS.maxSide ||
    width * height > IMAGE_LIMITS.maxPixels
  ) {
    throw new ImageTooLargeError(width, height);
  }
}

/**
 * Walks the whole file as `type` and returns the image's dimensions. Throws MalformedImageError
 * when any part of it does not parse (truncated, wrong lengths or checksums, data after the end,
 * unknown critical parts), ImageTooLargeError as soon as a declared size is above IMAGE_LIMITS
 * (before the rest is walked). Never decodes pixel data.
 */
export function inspectRasterImage(bytes: Uint8Array, type: RasterType): ImageDimensions {
  const reader = new Reader(bytes, type);
  switch (type) {
    case 'image/png':
      return walkPng(reader);
    case 'image/jpeg':
      return walkJpeg(reader);
    case 'image/gif':
      return walkGif(reader);
    case 'image/webp':
      return walkWebp(reader);
  }
}

/** Bounds-checked big- and little-endian reads; every overrun is a MalformedImageError. */
class Reader {
  readonly length: number;

  constructor(
    readonly bytes: Uint8Array,
    readonly type: RasterType,
  ) {
    this.length = bytes.length;
  }

  fail(detail: string): never {
    throw new MalformedImageError(this.type, detail);
  }

  need(offset: number, count: number, what: string): void {
    if (offset < 0 || count < 0 || offset + count > this.length) {
      this.fail(`the file ends inside ${what}`);
    }
  }

  u8(offset: number, what: string): number {
    this.need(offset, 1, what);
    return this.bytes[offset]!;
  }

  u16be(offset: number, what: string): number {
    this.need(offset, 2, what);
    return (this.bytes[offset]! << 8) | this.bytes[offset + 1]!;
  }

  u16le(offset: number, what: string): number {
    this.need(offset, 2, what);
    return this.bytes[offset]! | (this.bytes[offset + 1]! << 8);
  }

  u24le(offset: number, what: string): number {
    this.need(offset, 3, what);
    return this.bytes[offset]! | (this.bytes[offset + 1]! << 8) | (this.bytes[offset + 2]! << 16);
  }

  u32be(offset: number, what: string): number {
    this.need(offset, 4, what);
    return (
      this.bytes[offset]! * 0x1000000 +
      ((this.bytes[offset + 1]! << 16) | (this.bytes[offset + 2]! << 8) | this.bytes[offset + 3]!)
    );
  }

  u32le(offset: number, what: string): number {
    this.need(offset, 4, what);
    return (
      this.bytes[offset + 3]! * 0x1000000 +
      ((this.bytes[offset + 2]! << 16) | (this.bytes[offset + 1]! << 8) | this.bytes[offset]!)
    );
  }

  ascii(offset: number, count: number, what: string): string {
    this.need(offset, count, what);
    let text = '';
    for (let i = 0; i < count; i++) text += String.fromCharCode(this.bytes[offset + i]!);
    return text;
  }
}

// ---------------------------------------------------------------------------------------
// PNG (ISO/IEC 15948, W3C PNG 3rd edition §5): signature, then chunks of length (≤ 2^31-1),
// type, data and a CRC-32 over type and data; IHDR first, IDAT chunks consecutive, IEND last
// with nothing after it.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Allowed bit depths per colour type (PNG §11.2.2, table 11.1). */
const PNG_BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function walkPng(r: Reader): ImageDimensions {
  r.need(0, 8, 'the signature');
  if (!PNG_SIGNATURE.every((b, i) => r.bytes[i] === b)) r.fail('the signature is wrong');
  let offset = 8;
  let dims: ImageDimensions | null = null;
  let colourType = -1;
  let seenPlte = false;
  let idat: 'before' | 'in' | 'after' = 'before';
  for (let index = 0; ; index++) {
    const length = r.u32be(offset, 'a chunk header');
    if (length > 0x7fffffff) r.fail('a chunk length is out of range');
    const type = r.ascii(offset + 4, 4, 'a chunk header');
    if (!/^[A-Za-z]{4}$/.test(type)) r.fail('a chunk type is not four letters');
    const dataStart = offset + 8;
    r.need(dataStart, length + 4, `the ${type} chunk`);
    const stored = r.u32be(dataStart + length, `the ${type} chunk`);
    if (crc32(r.bytes.subarray(offset + 4, dataStart + length)) !== stored) {
      r.fail(`the ${type} chunk's checksum does not match`);
    }
    const next = dataStart + length + 4;

    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) r.fail('the first chunk is not a header (IHDR)');
      const width = r.u32be(dataStart, 'IHDR');
      const height = r.u32be(dataStart + 4, 'IHDR');
      if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) {
        r.fail('the header declares an impossible size');
      }
      // The size is bounded before anything else is looked at.
      assertDimensionsAllowed(width, height);
      const depth = r.bytes[dataStart + 8]!;
      colourType = r.bytes[dataStart + 9]!;
      if (!PNG_BIT_DEPTHS[colourType]?.includes(depth)) {
        r.fail('the header declares an unknown colour type or bit depth');
      }
      if (r.bytes[dataStart + 10] !== 0 || r.bytes[dataStart + 11] !== 0) {
        r.fail('the header declares an unknown compression or filter method');
      }
      if (r.bytes[dataStart + 12]! > 1) r.fail('the header declares an unknown interlace method');
      dims = { width, height };
    } else if (type === 'IHDR') {
      r.fail('it has a second header (IHDR)');
    } else if (type === 'IEND') {
      if (length !== 0) r.fail('the end chunk (IEND) is not empty');
      if (idat === 'before') r.fail('it has no image data (IDAT)');
      if (next !== r.length) r.fail('data continues after the end chunk (IEND)');
      return dims!;
    } else if (type === 'IDAT') {
      if (idat === 'after') r.fail('its image data (IDAT) is not contiguous');
      if (colourType === 3 && !seenPlte) r.fail('a palette image has no palette (PLTE)');
      idat = 'in';
    } else {
      if (idat === 'in') idat = 'after';
      if (type === 'PLTE') {
        if (seenPlte || idat !== 'before') r.fail('the palette (PLTE) is repeated or misplaced');
        if (length === 0 || length % 3 !== 0 || length > 768) r.fail('the palette has a bad size');
        seenPlte = true;
      } else if (!PNG_CRITICAL.has(type) && (type.charCodeAt(0) & 0x20) === 0) {
        // Uppercase first letter: critical; a decoder that does not know it must give up.
        r.fail(`it has an unknown critical chunk (${type})`);
      } else if (type === 'fcTL') {
        // APNG frame control: each frame's size is bounded as the image's is.
        if (length !== 26) r.fail('an animation frame header (fcTL) has a bad size');
        assertDimensionsAllowed(r.u32be(dataStart + 4, 'fcTL'), r.u32be(dataStart + 8, 'fcTL'));
      }
    }
    offset = next;
  }
}

// ---------------------------------------------------------------------------------------
// JPEG (ITU-T T.81 Annex B): SOI, then marker segments (FF xx, a 16-bit length that counts
// itself), a frame header (SOFn) before the first scan, entropy-coded data after each SOS up
// to the next marker that is neither a stuffed FF 00 nor a restart marker, and EOI.

function walkJpeg(r: Reader): ImageDimensions {
  if (r.u8(0, 'the start marker') !== 0xff || r.u8(1, 'the start marker') !== 0xd8) {
    r.fail('it does not start with a start-of-image marker');
  }
  let offset = 2;
  let dims: ImageDimensions | null = null;
  for (;;) {
    if (r.u8(offset, 'a marker') !== 0xff) r.fail('a segment does not start with a marker');
    // Any number of fill bytes (FF) may precede a marker (T.81 §B.1.1.2).
    while (r.u8(offset + 1, 'a marker') === 0xff) offset++;
    const marker = r.bytes[offset + 1]!;
    offset += 2;
    if (marker === 0xd9) {
      if (!dims) r.fail('it ends before any frame header');
      // Some cameras pad after EOI; anything else there is not part of the image.
      for (let i = offset; i < r.length; i++) {
        if (r.bytes[i] !== 0 && r.bytes[i] !== 0xff) r.fail('data continues after the end marker');
      }
      return dims;
    }
    if (marker === 0x00 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      r.fail('a marker appears out of place');
    }
    if (marker === 0x01) continue; // TEM: no length.
    const length = r.u16be(offset, 'a segment length');
    if (length < 2) r.fail('a segment length is too small');
    r.need(offset, length, 'a segment');
    const segmentEnd = offset + length;

    const isSof =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (dims) r.fail('it has more than one frame header');
      if (length < 8) r.fail('the frame header is too short');
      const height = r.u16be(offset + 3, 'the frame header');
      const width = r.u16be(offset + 5, 'the frame header');
      const components = r.u8(offset + 7, 'the frame header');
      // Height 0 means "defined later" (DNL): no size we can bound before decoding.
      if (width === 0 || height === 0) r.fail('the frame header declares no size');
      assertDimensionsAllowed(width, height);
      if (components === 0 || length !== 8 + 3 * components) {
        r.fail('the frame header has a bad component count');
      }
      dims = { width, height };
    } else if (marker === 0xda) {
      if (!dims) r.fail('a scan comes before the frame header');
      offset = skipEntropyCodedData(r, segmentEnd);
      continue;
    }
    offset = segmentEnd;
  }
}

/** The offset of the first marker after a scan's entropy-coded data starting at `offset`. */
function skipEntropyCodedData(r: Reader, offset: number): number {
  const bytes = r.bytes;
  for (let i = offset; i + 1 < r.length; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    // Stuffed zero, restart marker or a fill byte before the next marker.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      i++;
      continue;
    }
    if (next === 0xff) continue;
    return i;
  }
  return r.fail('the file ends inside scan data');
}

// ---------------------------------------------------------------------------------------
// GIF (GIF89a specification): header, logical screen descriptor and optional global colour
// table, then image descriptors (with local colour table, LZW code size and data sub-blocks)
// and extensions (sub-blocks) up to the trailer 3B, with nothing after it.

function walkGif(r: Reader): ImageDimensions {
  const signature = r.ascii(0, 6, 'the header');
  if (signature !== 'GIF87a' && signature !== 'GIF89a') r.fail('the header is wrong');
  const width = r.u16le(6, 'the logical screen descriptor');
  const height = r.u16le(8, 'the logical screen descriptor');
  if (width === 0 || height === 0) r.fail('the logical screen has no size');
  assertDimensionsAllowed(width, height);
  const flags = r.u8(10, 'the logical screen descriptor');
  let offset = 13;
  if (flags & 0x80) offset += 3 * (2 << (flags & 7));
  r.need(0, offset, 'the global colour table');
  let frames = 0;
  for (;;) {
    const introducer = r.u8(offset, 'a block');
    if (introducer === 0x3b) {
      if (frames === 0) r.fail('it has no image');
      if (offset + 1 !== r.length) r.fail('data continues after the trailer');
      return { width, height };
    }
    if (introducer === 0x2c) {
      const frameWidth = r.u16le(offset + 5, 'an image descriptor');
      const frameHeight = r.u16le(offset + 7, 'an image descriptor');
      assertDimensionsAllowed(frameWidth, frameHeight);
      const frameFlags = r.u8(offset + 9, 'an image descriptor');
      offset += 10;
      if (frameFlags & 0x80) offset += 3 * (2 << (frameFlags & 7));
      const codeSize = r.u8(offset, 'the image data');
      if (codeSize < 1 || codeSize > 11) r.fail('an image has a bad LZW code size');
      offset = skipSubBlocks(r, offset + 1);
      frames++;
    } else if (introducer === 0x21) {
      r.u8(offset + 1, 'an extension');
      offset = skipSubBlocks(r, offset + 2);
    } else {
      r.fail('it has an unknown block');
    }
  }
}

/** The offset after a run of data sub-blocks (size byte, data) ended by a zero-size block. */
function skipSubBlocks(r: Reader, offset: number): number {
  for (;;) {
    const size = r.u8(offset, 'a data sub-block');
    offset += 1;
    if (size === 0) return offset;
    r.need(offset, size, 'a data sub-block');
    offset += size;
  }
}

// ---------------------------------------------------------------------------------------
// WebP (RFC 9649): "RIFF", a size covering the rest of the file, "WEBP", then chunks (FourCC,
// size, data padded to even length). Simple files hold one VP8 or VP8L chunk; extended files
// start with VP8X (canvas size) and may hold animation frames (ANMF) with their own sizes.
// Every size found (canvas, frame, bitstream) is bounded.

function walkWebp(r: Reader): ImageDimensions {
  if (r.ascii(0, 4, 'the RIFF header') !== 'RIFF') r.fail('the RIFF header is wrong');
  const riffSize = r.u32le(4, 'the RIFF header');
  if (r.ascii(8, 4, 'the RIFF header') !== 'WEBP') r.fail('it is not a WebP RIFF file');
  if (riffSize + 8 !== r.length) {
    r.fail(riffSize + 8 > r.length ? 'the file ends early' : 'data continues after the RIFF');
  }
  const first = r.ascii(12, 4, 'the first chunk');
  const chunks = readRiffChunks(r, 12, r.length);
  if (first === 'VP8 ' || first === 'VP8L') {
    // Metadata chunks may follow; a second image or an extended-format chunk may not.
    for (const chunk of chunks.slice(1)) {
      if (['VP8 ', 'VP8L', 'VP8X', 'ANMF', 'ALPH'].includes(chunk.id)) {
        r.fail(`a simple WebP has a ${chunk.id.trim()} chunk after its image`);
      }
    }
    return bitstreamSize(r, chunks[0]!);
  }
  if (first !== 'VP8X') r.fail('the first chunk is not VP8, VP8L or VP8X');
  const header = chunks[0]!;
  if (header.size < 10) r.fail('the VP8X chunk is too short');
  const flags = r.u8(header.data, 'VP8X');
  const canvas = {
    width: r.u24le(header.data + 4, 'VP8X') + 1,
    height: r.u24le(header.data + 7, 'VP8X') + 1,
  };
  assertDimensionsAllowed(canvas.width, canvas.height);
  const animated = (flags & 0x02) !== 0;
  let images = 0;
  for (const chunk of chunks.slice(1)) {
    if (chunk.id === 'VP8 ' || chunk.id === 'VP8L') {
      if (animated) r.fail('an animated WebP has a bitstream outside its frames');
      bitstreamSize(r, chunk);
      images++;
    } else if (chunk.id === 'ANMF') {
      if (!animated) r.fail('a still WebP has animation frames');
      if (chunk.size < 16) r.fail('an animation frame is too short');
      assertDimensionsAllowed(
        r.u24le(chunk.data + 6, 'ANMF') + 1,
        r.u24le(chunk.data + 9, 'ANMF') + 1,
      );
      for (const inner of readRiffChunks(r, chunk.data + 16, chunk.data + chunk.size)) {
        if (inner.id === 'VP8 ' || inner.id === 'VP8L') {
          bitstreamSize(r, inner);
          images++;
        }
      }
    } else if (chunk.id === 'VP8X') {
      r.fail('it has a second VP8X chunk');
    }
  }
  if (images === 0) r.fail('it has no image data');
  return canvas;
}

interface RiffChunk {
  id: string;
  /** Offset of the data. */
  data: number;
  /** Data bytes, without the pad byte. */
  size: number;
}

/** The chunks in [start, end), which they must fill exactly (each padded to even length). */
function readRiffChunks(r: Reader, start: number, end: number): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  let offset = start;
  while (offset < end) {
    if (offset + 8 > end) r.fail('the file ends inside a chunk header');
    const id = r.ascii(offset, 4, 'a chunk header');
    if (!/^[\x20-\x7e]{4}$/.test(id)) r.fail('a chunk name is not printable');
    const size = r.u32le(offset + 4, 'a chunk header');
    const padded = size + (size & 1);
    if (offset + 8 + padded > end) r.fail(`the ${id.trim()} chunk runs past its container`);
    chunks.push({ id, data: offset + 8, size });
    offset += 8 + padded;
  }
  if (chunks.length === 0) r.fail('it has no chunks');
  return chunks;
}

/** The size a VP8 or VP8L bitstream declares, bounded. */
function bitstreamSize(r: Reader, chunk: RiffChunk): ImageDimensions {
  const at = chunk.data;
  let width: number;
  let height: number;
  if (chunk.id === 'VP8 ') {
    // RFC 6386 §9.1: 3-byte frame tag (bit 0 clear: key frame), start code 9D 01 2A,
    // then 14-bit width and height (2 scale bits each).
    if (chunk.size < 10) r.fail('the VP8 bitstream is too short');
    if ((r.u8(at, 'VP8') & 1) !== 0) r.fail('the VP8 bitstream does not start with a key frame');
    if (
      r.u8(at + 3, 'VP8') !== 0x9d ||
      r.u8(at + 4, 'VP8') !== 0x01 ||
      r.u8(at + 5, 'VP8') !== 0x2a
    ) {
      r.fail('the VP8 start code is wrong');
    }
    width = r.u16le(at + 6, 'VP8') & 0x3fff;
    height = r.u16le(at + 8, 'VP8') & 0x3fff;
  } else {
    // WebP lossless §3.1: signature 2F, 14-bit width-1 and height-1, alpha bit, 3-bit version 0.
    if (chunk.size < 5) r.fail('the VP8L bitstream is too short');
    if (r.u8(at, 'VP8L') !== 0x2f) r.fail('the VP8L signature is wrong');
    const bits = r.u32le(at + 1, 'VP8L');
    if (bits >>> 29 !== 0) r.fail('the VP8L version is unknown');
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
  }
  if (width === 0 || height === 0) r.fail('the bitstream declares no size');
  assertDimensionsAllowed(width, height);
  return { width, height };
}

import { crc32 as zlibCrc32, deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_LIMITS,
  ImageTooLargeError,
  inspectRasterImage,
  MalformedImageError,
  type RasterType,
} from './image-header.js';

/** A real PNG drawn by resvg, `size` px square. */
function samplePng(size = 64): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="#1D4ED8"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 4}" fill="#fff"/></svg>`;
  return new Resvg(svg).render().asPng();
}

// Files are built here byte by byte (checksums by node:zlib, not by the code under test), plus
// real encoder output where we have it: resvg's PNGs and well-known minimal GIF and WebP files.

function chunk(type: string, data: Uint8Array = Buffer.alloc(0)): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlibCrc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1-bit greyscale PNG of zeros, `width` x `height`, with real deflated rows. */
function zeroPng(width: number, height: number, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * Math.min(height, 64));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND'),
  ]);
}

// 1x1 GIF89a; WebP files as published for feature detection (lossy, lossless, alpha, animated).
const GIF = Buffer.from('R0lGODlhAQABAPAAAP8AAP///yH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP = {
  lossy: 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
  lossless: 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
  alpha:
    'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
  animated:
    'UklGRlIAAABXRUJQVlA4WAoAAAASAAAAAAAAAAAAQU5JTQYAAAD/////AABBTk1GJgAAAAAAAAAAAAAAAAAAAGQAAABWUDhMDQAAAC8AAAAQBxAREYiI/gcA',
};
const webpFile = (name: keyof typeof WEBP) => Buffer.from(WEBP[name], 'base64');

/** A baseline JPEG's structure: SOI, APP0, DQT, SOF0 (w x h), DHT, SOS, scan data, EOI. */
function jpeg(width: number, height: number, scan = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]) {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0, ...new Array<number>(16).fill(0).map((_, i) => (i === 0 ? 1 : 0)), 0]),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}

function webpRiff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

function riffChunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A VP8L bitstream header declaring width x height (the pixel data is not read). */
function vp8l(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const data = Buffer.alloc(10);
  data[0] = 0x2f;
  data.writeUInt32LE(bits >>> 0, 1);
  return riffChunk('VP8L', data);
}

function vp8x(width: number, height: number, flags = 0): Buffer {
  const data = Buffer.alloc(10);
  data[0] = flags;
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riffChunk('VP8X', data);
}

const malformed = (bytes: Uint8Array, type: RasterType) =>
  expect(() => inspectRasterImage(bytes, type)).toThrow(MalformedImageError);
const tooLarge = (bytes: Uint8Array, type: RasterType) =>
  expect(() => inspectRasterImage(bytes, type)).toThrow(ImageTooLargeError);

describe('inspectRasterImage: PNG', () => {
  it('reads the size of real PNGs and of one with ancillary chunks', () => {
    expect(inspectRasterImage(samplePng(40), 'image/png')).toEqual({ width: 40, height: 40 });
    const text = chunk('tEXt', Buffer.from('Comment\0hello'));
    expect(inspectRasterImage(zeroPng(30, 20, [text]), 'image/png')).toEqual({
      width: 30,
      height: 20,
    });
  });

  it('refuses every truncation of a valid file', () => {
    const png = samplePng(16);
    for (let length = 0; length < png.length; length += Math.max(1, length >> 3)) {
      malformed(png.subarray(0, length), 'image/png');
    }
    malformed(png.subarray(0, png.length - 1), 'image/png');
  });

  it('refuses a signature followed by anything else, trailing data, and broken chunks', () => {
    const png = samplePng(16);
    malformed(
      Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script>')]),
      'image/png',
    );
    malformed(Buffer.concat([png, Buffer.from('<?php echo 1; ?>')]), 'image/png');
    malformed(Buffer.concat([png, Buffer.alloc(1)]), 'image/png');
    const flipped = Buffer.from(png);
    flipped[png.length - 20]! ^= 1; // inside the last IDAT: its CRC no longer matches
    malformed(flipped, 'image/png');
    // IHDR not first; an unknown critical chunk; no IDAT.
    const ihdrAt = 8;
    const ihdr = png.subarray(ihdrAt, ihdrAt + 25);
    malformed(
      Buffer.concat([PNG_SIGNATURE, chunk('tEXt', Buffer.from('a\0b')), ihdr, png.subarray(33)]),
      'image/png',
    );
    malformed(zeroPng(4, 4, [chunk('XXXX', Buffer.from('x'))]), 'image/png');
    malformed(Buffer.concat([PNG_SIGNATURE, ihdr, chunk('IEND')]), 'image/png');
  });

  it('bounds the declared size before walking the data', () => {
    tooLarge(zeroPng(IMAGE_LIMITS.maxSide + 1, 1), 'image/png');
    tooLarge(zeroPng(1, IMAGE_LIMITS.maxSide + 1), 'image/png');
    tooLarge(zeroPng(4000, 4001), 'image/png'); // 16.004 megapixels
    expect(inspectRasterImage(zeroPng(4000, 4000), 'image/png')).toEqual({
      width: 4000,
      height: 4000,
    });
    // Only the header is needed: a truncated file with a huge header is refused for its size.
    tooLarge(zeroPng(20000, 20000).subarray(0, 40), 'image/png');
    const err = (() => {
      try {
        inspectRasterImage(zeroPng(20000, 30), 'image/png');
      } catch (e) {
        return e as ImageTooLargeError;
      }
    })();
    expect([err?.width, err?.height]).toEqual([20000, 30]);
  });
});

describe('inspectRasterImage: JPEG', () => {
  it('walks segments and scan data to EOI', () => {
    expect(inspectRasterImage(jpeg(3, 2), 'image/jpeg')).toEqual({ width: 3, height: 2 });
    // Zero padding after EOI (some cameras) is allowed.
    expect(inspectRasterImage(Buffer.concat([jpeg(3, 2), Buffer.alloc(8)]), 'image/jpeg')).toEqual({
      width: 3,
      height: 2,
    });
  });

  it('refuses truncations, trailing data, missing or sizeless frame headers', () => {
    const file = jpeg(3, 2);
    for (let length = 0; length < file.length; length++) {
      malformed(file.subarray(0, length), 'image/jpeg');
    }
    malformed(Buffer.concat([file, Buffer.from('PK\u0003\u0004zip')]), 'image/jpeg');
    malformed(jpeg(3, 0), 'image/jpeg');
    malformed(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
    malformed(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xd9]), 'image/jpeg');
  });

  it('bounds the frame size', () => {
    tooLarge(jpeg(5000, 10), 'image/jpeg');
    tooLarge(jpeg(4096, 4096), 'image/jpeg');
    expect(inspectRasterImage(jpeg(4096, 100), 'image/jpeg')).toEqual({
      width: 4096,
      height: 100,
    });
  });
});

describe('inspectRasterImage: GIF', () => {
  it('walks blocks to the trailer', () => {
    expect(inspectRasterImage(GIF, 'image/gif')).toEqual({ width: 1, height: 1 });
  });

  it('refuses truncations and data after the trailer', () => {
    for (let length = 0; length < GIF.length; length++)
      malformed(GIF.subarray(0, length), 'image/gif');
    malformed(Buffer.concat([GIF, Buffer.from('<script>')]), 'image/gif');
    const unknownBlock = Buffer.from(GIF);
    unknownBlock[unknownBlock.length - 1] = 0x42;
    malformed(Buffer.concat([unknownBlock, Buffer.from([0x3b])]), 'image/gif');
  });

  it('bounds the logical screen and every frame', () => {
    const wide = Buffer.from(GIF);
    wide.writeUInt16LE(5000, 6);
    tooLarge(wide, 'image/gif');
    // The image descriptor (after the 13-byte screen, 6-byte table and 8-byte GCE) declares a
    // 60000 x 1 frame on a 1 x 1 screen.
    const frame = Buffer.from(GIF);
    expect(frame[13 + 6 + 8]).toBe(0x2c);
    frame.writeUInt16LE(60000, 13 + 6 + 8 + 5);
    tooLarge(frame, 'image/gif');
  });
});

describe('inspectRasterImage: WebP', () => {
  it('reads lossy, lossless, extended and animated files', () => {
    for (const name of ['lossy', 'lossless', 'alpha', 'animated'] as const) {
      expect(inspectRasterImage(webpFile(name), 'image/webp'), name).toEqual({
        width: 1,
        height: 1,
      });
    }
    expect(inspectRasterImage(webpRiff([vp8l(300, 200)]), 'image/webp')).toEqual({
      width: 300,
      height: 200,
    });
  });

  it('refuses a wrong RIFF size, truncations and trailing data', () => {
    const file = webpFile('lossless');
    for (let length = 0; length < file.length; length++) {
      malformed(file.subarray(0, length), 'image/webp');
    }
    malformed(Buffer.concat([file, Buffer.from('junk')]), 'image/webp');
    malformed(webpRiff([riffChunk('EXIF', Buffer.from('x'))]), 'image/webp');
    malformed(webpRiff([vp8x(10, 10)]), 'image/webp'); // no image data
  });

  it('bounds the canvas, each frame and each bitstream', () => {
    tooLarge(webpRiff([vp8l(5000, 10)]), 'image/webp');
    tooLarge(webpRiff([vp8x(5000, 5000), vp8l(10, 10)]), 'image/webp');
    // A small canvas does not hide a huge bitstream.
    tooLarge(webpRiff([vp8x(10, 10), vp8l(16000, 16000)]), 'image/webp');
  });
});

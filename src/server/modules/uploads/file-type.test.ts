import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type.js';
import { imageSize } from './image-size.js';
import { checkSvgLogo, LogoRejectedError, logoToPng } from './logo-image.js';
import { samplePdf, samplePng } from './test-support.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

// 1x1 GIF89a (red), a minimal JPEG header with an SOF0 of 3x2, and WebP headers of each kind.
const GIF = Buffer.from('R0lGODlhAQABAPAAAP8AAP///yH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG_HEADER = bytes(
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x04,
  0x00,
  0x00,
  0xff,
  0xc0,
  0x00,
  0x11,
  0x08,
  0x00,
  0x02,
  0x00,
  0x03,
  0x03,
  0,
  0,
  0,
  0,
  0,
  0,
);
function webp(chunk: string, payload: number[]): Uint8Array {
  return Uint8Array.from([
    ...text('RIFF'),
    0,
    0,
    0,
    0,
    ...text('WEBP'),
    ...text(chunk),
    0,
    0,
    0,
    0,
    ...payload,
  ]);
}

describe('sniffFileType', () => {
  it('recognises each accepted type by its first bytes', async () => {
    expect(sniffFileType(await samplePdf())).toBe('application/pdf');
    expect(sniffFileType(samplePng())).toBe('image/png');
    expect(sniffFileType(JPEG_HEADER)).toBe('image/jpeg');
    expect(sniffFileType(GIF)).toBe('image/gif');
    expect(sniffFileType(webp('VP8L', [0x2f, 0, 0, 0, 0]))).toBe('image/webp');
    expect(sniffFileType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      sniffFileType(
        text(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n' +
            '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg version="1.1">',
        ),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses HTML, text and files whose name or header would lie', () => {
    for (const value of [
      '<html><body>hi</body></html>',
      '<!doctype html><svg></svg>',
      'hello',
      ' %PDF-1.7',
      'GIF88a',
      '',
    ]) {
      expect(sniffFileType(text(value)), value).toBeNull();
    }
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads PNG, GIF, JPEG and WebP dimensions', () => {
    expect(imageSize(samplePng(40), 'image/png')).toEqual({ width: 40, height: 40 });
    expect(imageSize(GIF, 'image/gif')).toEqual({ width: 1, height: 1 });
    expect(imageSize(JPEG_HEADER, 'image/jpeg')).toEqual({ width: 3, height: 2 });
    // VP8L: 14-bit width-1 and height-1 after the 0x2f signature byte: 5 x 7.
    const bits = 4 | (6 << 14);
    expect(
      imageSize(
        webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0]),
        'image/webp',
      ),
    ).toEqual({ width: 5, height: 7 });
    // VP8X: 24-bit width-1 and height-1 at offsets 24 and 27: 300 x 200.
    expect(
      imageSize(webp('VP8X', [0, 0, 0, 0, 299 & 0xff, 299 >> 8, 0, 199, 0, 0]), 'image/webp'),
    ).toEqual({ width: 300, height: 200 });
  });

  it('gives null for truncated headers', () => {
    expect(imageSize(samplePng().subarray(0, 20), 'image/png')).toBeNull();
    expect(imageSize(JPEG_HEADER.subarray(0, 10), 'image/jpeg')).toBeNull();
  });
});

describe('logo images', () => {
  it('refuses SVG features that run code or reach outside the file', () => {
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<svg onload="x()"/>',
      '<svg><style>@import "https://evil.example/x.css";</style></svg>',
      '<svg><rect style="fill:url(https://evil.example/p)"/></svg>',
      '<svg><image href="https://evil.example/a.png"/></svg>',
      '<svg><use xlink:href="other.svg#a"/></svg>',
    ]) {
      expect(() => checkSvgLogo(svg), svg).toThrow(LogoRejectedError);
    }
    expect(() =>
      checkSvgLogo(
        '<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>',
      ),
    ).not.toThrow();
  });

  it('keeps raster logos at their size (at most 1024 px) as PNG', () => {
    const logo = logoToPng(GIF, 'image/gif');
    expect([logo.width, logo.height]).toEqual([1, 1]);
    expect(sniffFileType(logo.png)).toBe('image/png');
    const large = logoToPng(samplePng(2000), 'image/png');
    expect([large.width, large.height]).toEqual([1024, 1024]);
  });

  it('refuses an image it cannot draw', () => {
    expect(() => logoToPng(Buffer.from(JPEG_HEADER), 'image/jpeg')).toThrow(LogoRejectedError);
  });
});

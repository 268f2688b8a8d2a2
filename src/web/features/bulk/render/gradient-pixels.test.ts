// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gradientWords } from './gradient-pixels.js';

/** [r, g, b, a] of a little-endian RGBA word. */
const rgba = (word: number) => [
  word & 0xff,
  (word >>> 8) & 0xff,
  (word >>> 16) & 0xff,
  word >>> 24,
];

describe('gradientWords', () => {
  // From #102030 at (2, 2) to #f0a050 at (10, 10) user units, drawn at 10 px per unit on a
  // 120 × 120 px canvas: padded before (2, 2) and beyond (10, 10), as SVG and canvas gradients are.
  const paint = {
    kind: 'linear',
    from: '#102030',
    to: '#f0a050',
    x1: 2,
    y1: 2,
    x2: 10,
    y2: 10,
  } as const;
  const size = 120;
  const words = new Uint32Array(size * size);
  gradientWords(words, paint, 10, size, size);
  const at = (x: number, y: number) => rgba(words[y * size + x]!);

  it('is each pixel centre’s colour, opaque, padded with the end colours beyond the ends', () => {
    expect(at(0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(at(10, 5)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(at(119, 119)).toEqual([0xf0, 0xa0, 0x50, 255]);
    expect(at(110, 115)).toEqual([0xf0, 0xa0, 0x50, 255]);
    // The centre of (59, 59) is user point (5.95, 5.95): t = 3.95 / 8.
    const t = 3.95 / 8;
    const expected = [0x10, 0x20, 0x30].map(
      (from, k) => from + t * ([0xf0, 0xa0, 0x50][k]! - from),
    );
    at(59, 59)
      .slice(0, 3)
      .forEach((channel, k) => expect(Math.abs(channel - expected[k]!)).toBeLessThanOrEqual(0.6));
  });

  it('has no dither: pixels on one line across the gradient are equal, and it only ever rises', () => {
    for (let y = 1; y < size; y += 1) {
      for (let x = 0; x < size - 1; x += 1) {
        // (x, y) and (x + 1, y - 1) have the same t for a 45° gradient.
        expect(words[y * size + x]).toBe(words[(y - 1) * size + x + 1]);
      }
    }
    for (let i = 1; i < size; i += 1) {
      const [r0, g0, b0] = at(i - 1, i - 1);
      const [r1, g1, b1] = at(i, i);
      expect(r1! >= r0! && g1! >= g0! && b1! >= b0!).toBe(true);
    }
  });

  it('handles a falling channel and a horizontal gradient', () => {
    const row = new Uint32Array(40);
    gradientWords(
      row,
      { kind: 'linear', from: '#ffffff', to: '#000000', x1: 0, y1: 0, x2: 4, y2: 0 },
      10,
      40,
      1,
    );
    // Centres at 0.05 and 3.95 user units: t = 0.0125 and 0.9875.
    expect(rgba(row[0]!)).toEqual([252, 252, 252, 255]);
    expect(rgba(row[39]!)).toEqual([3, 3, 3, 255]);
    for (let x = 1; x < 40; x += 1) expect(rgba(row[x]!)[0]).toBeLessThan(rgba(row[x - 1]!)[0]!);
  });
});

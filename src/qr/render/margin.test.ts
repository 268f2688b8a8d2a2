import { describe, expect, it } from 'vitest';
import { encodeQr } from '../encode/index.js';
import { resolveDesign } from './design.js';
import { buildScene, quietZoneOf } from './scene.js';

describe('margin (quiet zone in modules)', () => {
  const matrix = encodeQr('https://example.com', { ecl: 'M' });

  it('defaults to 4 modules and sets the drawing size and the symbol offset', () => {
    const plain = buildScene(matrix, resolveDesign());
    expect(plain.width).toBe(matrix.size + 8);
    for (const margin of [2, 6, 16]) {
      const scene = buildScene(matrix, resolveDesign({ margin }));
      expect(scene.width).toBe(matrix.size + 2 * margin);
      expect(scene.codeBox.size).toBe(matrix.size + 2 * margin);
      // The first finder's ring starts `margin` modules in.
      const ring = scene.shapes.find((s) => s.role === 'finder-ring')!;
      expect(ring.d.startsWith(`M${margin} ${margin}`)).toBe(true);
    }
  });

  it('is a whole number of at least 1', () => {
    expect(quietZoneOf({})).toBe(4);
    expect(quietZoneOf({ margin: 0 })).toBe(1);
    expect(quietZoneOf({ margin: 2.6 })).toBe(3);
    expect(quietZoneOf({ margin: Number.NaN })).toBe(4);
  });
});

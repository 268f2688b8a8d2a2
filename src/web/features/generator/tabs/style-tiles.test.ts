// Shapes are what their names say (issue 37): a corner tile is called a circle only if the
// renderer draws that corner with circular arcs; the 'circle' corner is a squircle (Bézier
// curves with flat sides), so its caption says so.
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../../qr/encode/index.js';
import { CORNER_SHAPES, buildScene, resolveDesign } from '../../../../qr/render/index.js';
import { cornerShapeTiles } from './style-tiles.js';

const matrix = encodeQr('https://example.com', { ecl: 'M' });

function finderPaths(shape: (typeof CORNER_SHAPES)[number]): string {
  const scene = buildScene(matrix, resolveDesign({ cornerShape: shape, innerCornerShape: shape }));
  return scene.shapes
    .filter((s) => s.role === 'finder-ring' || s.role === 'finder-centre')
    .map((s) => s.d)
    .join('');
}

describe('corner shape captions', () => {
  it('names the three corners Square, Squircle and Curved square', () => {
    for (const part of ['outer', 'inner'] as const) {
      expect(cornerShapeTiles(part, 'square').map((t) => t.label)).toEqual([
        'Square',
        'Squircle',
        'Curved square',
      ]);
    }
  });

  it('calls a corner a circle only when it is drawn with circular arcs', () => {
    for (const tile of cornerShapeTiles('outer', 'square')) {
      const d = finderPaths(tile.value);
      const arcsOnly = /a[\d.]+ [\d.]+ 0 1 0/.test(d) && !/C/.test(d);
      if (/circle/i.test(tile.label)) expect(arcsOnly, tile.label).toBe(true);
    }
    // The squircle is made of cubic Bézier curves, not arcs.
    expect(finderPaths('circle')).toMatch(/C/);
    expect(finderPaths('circle')).not.toMatch(/a[\d.]+ [\d.]+ 0 1 0/);
  });
});

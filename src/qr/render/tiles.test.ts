import { describe, expect, it } from 'vitest';
import { CORNER_SHAPES, DOT_SHAPES, FRAME_STYLES } from './design.js';
import { cornerTileSvg, dotShapeTileSvg, frameTileSvg, svgDataUri } from './tiles.js';

describe('picker tiles', () => {
  it('draws a distinct picture for every dot shape', () => {
    const tiles = DOT_SHAPES.map((shape) => dotShapeTileSvg(shape));
    for (const svg of tiles) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('viewBox="0 0 6 6"');
    }
    expect(new Set(tiles).size).toBe(DOT_SHAPES.length);
  });

  it('draws every outer and inner corner shape, the chosen part dark and the other muted', () => {
    const outer = CORNER_SHAPES.map((shape) => cornerTileSvg('outer', shape, 'square'));
    const inner = CORNER_SHAPES.map((shape) => cornerTileSvg('inner', shape, 'square'));
    expect(new Set(outer).size).toBe(CORNER_SHAPES.length);
    expect(new Set(inner).size).toBe(CORNER_SHAPES.length);
    // Ring first, then centre: outer tiles paint the ring dark, inner tiles the centre.
    expect(outer[0]).toMatch(/fill="#111827" d="[^"]*"\/><path[^>]*fill="#9ca3af"/i);
    expect(inner[0]).toMatch(/fill="#9ca3af"[^>]*\/><path[^>]*fill="#111827"/i);
  });

  it('draws every frame style with an empty text band and uses the given colours', () => {
    const frames = FRAME_STYLES.map((style) => frameTileSvg(style));
    expect(new Set(frames).size).toBe(FRAME_STYLES.length);
    for (const svg of frames) expect(svg).not.toContain('<text');
    const red = dotShapeTileSvg('circle', { fgColor: '#FF0000', bgColor: '#00FF00' });
    expect(red.toLowerCase()).toContain('fill="#ff0000"');
    expect(red.toLowerCase()).toContain('fill="#00ff00"');
  });

  it('gives data URIs an <img> can show', () => {
    const uri = svgDataUri(dotShapeTileSvg('square'));
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
  });
});

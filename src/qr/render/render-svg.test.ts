import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../encode/index.js';
import {
  DEFAULT_DESIGN,
  QUIET_ZONE_MODULES,
  buildScene,
  eclForDesign,
  maxLogoSizeRatio,
  renderSvg,
  resolveDesign,
  layoutLogo,
  ECL_RECOVERY,
  LOGO_RECOVERY_SHARE,
  withSvgSize,
} from './index.js';
import { createTextOutliner } from './text-outliner.js';
import { codewordMap, worstBlockDamage } from './codeword-map.js';
import { isInFinder } from './matrix-like.js';

const require = createRequire(import.meta.url);
const fontBytes = readFileSync(
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
);
const outliner = createTextOutliner(
  fontBytes.buffer.slice(fontBytes.byteOffset, fontBytes.byteOffset + fontBytes.byteLength),
);
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

/** Parses the square-dot path back into the set of modules it fills ("x,y"). */
function squareModules(d: string, offset: number): Set<string> {
  const cells = new Set<string>();
  for (const m of d.matchAll(/M(-?[\d.]+) (-?[\d.]+)h(\d+)v1h-\d+z/g)) {
    const x = Number(m[1]) - offset;
    const y = Number(m[2]) - offset;
    for (let i = 0; i < Number(m[3]); i++) cells.add(`${x + i},${y}`);
  }
  return cells;
}

describe('renderSvg', () => {
  const matrix = encodeQr('https://example.com/a-fairly-long-path/with?query=1&more=2', {
    ecl: 'M',
    minVersion: 10,
  });

  it('is one SVG 1.1 document in module units with a 4-module quiet zone', () => {
    const svg = renderSvg(matrix, DEFAULT_DESIGN);
    const units = matrix.size + 2 * QUIET_ZONE_MODULES;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('version="1.1"');
    expect(svg).toContain(`viewBox="0 0 ${units} ${units}"`);
    // The background covers the whole code box, quiet zone included.
    expect(svg).toContain(`<path fill="#ffffff" d="M0 0h${units}v${units}h-${units}z"/>`);
    // Nothing outside the document: only the two namespace URIs mention http.
    expect(svg.match(/https?:/g)).toHaveLength(2);
  });

  it('draws exactly the dark non-finder modules as merged square runs, offset by the quiet zone', () => {
    const scene = buildScene(matrix, DEFAULT_DESIGN);
    const dots = scene.shapes.find((s) => s.role === 'dots')!;
    const drawn = squareModules(dots.d, QUIET_ZONE_MODULES);
    const expected = new Set<string>();
    for (let y = 0; y < matrix.size; y++) {
      for (let x = 0; x < matrix.size; x++) {
        if (matrix.isDark(x, y) && !isInFinder(matrix.size, x, y)) expected.add(`${x},${y}`);
      }
    }
    expect(drawn).toEqual(expected);
    // Runs are merged: far fewer sub-paths than modules.
    expect(dots.d.split('M').length - 1).toBeLessThan(expected.size / 1.5);
  });

  it('keeps a version-10 square-dot SVG under 20 KB', () => {
    expect(matrix.version).toBe(10);
    const size = renderSvg(matrix, DEFAULT_DESIGN).length;
    expect(size).toBeLessThan(20_000);
  });

  it('makes circle dots one module across', () => {
    const svg = renderSvg(matrix, resolveDesign({ dotShape: 'circle' }));
    expect(svg).toMatch(/a\.5 \.5 0 1 0 1 0a\.5 \.5 0 1 0 -1 0z/);
  });

  it('uses the gradient for dots and, unless set, the corners; corner colours override', () => {
    const svg = renderSvg(
      matrix,
      resolveDesign({ gradientColor: '#BD0212', innerCornerColor: '#123456' }),
      { idPrefix: 'c1' },
    );
    expect(svg).toContain('<linearGradient id="c1-g0" gradientUnits="userSpaceOnUse"');
    expect(svg).toContain('stop-color="#bd0212"');
    expect(svg.match(/fill="url\(#c1-g0\)"/g)).toHaveLength(2); // dots and finder rings
    expect(svg).toContain('fill="#123456"');
  });

  it('rejects colours that are not hex instead of writing them into the SVG', () => {
    expect(() => renderSvg(matrix, resolveDesign({ fgColor: 'red" onload="x' }))).toThrow(
      RangeError,
    );
  });

  it('embeds only data-URI logos, centred, with the modules behind cleared', () => {
    const design = resolveDesign({ logo: { href: LOGO, sizeRatio: 0.2 } });
    const h = encodeQr('logo test', { ecl: eclForDesign(design, 'M') });
    expect(h.ecl).toBe('H');
    const scene = buildScene(h, design);
    const { x, y, width, height } = scene.image!;
    const centre = QUIET_ZONE_MODULES + h.size / 2;
    expect(x + width / 2).toBeCloseTo(centre, 6);
    expect(y + height / 2).toBeCloseTo(centre, 6);
    const drawn = squareModules(scene.shapes.find((s) => s.role === 'dots')!.d, 4);
    const cleared = layoutLogo(design.logo, h.size, 'H')!.cleared;
    for (let yy = cleared.y0; yy < cleared.y1; yy++) {
      for (let xx = cleared.x0; xx < cleared.x1; xx++) expect(drawn.has(`${xx},${yy}`)).toBe(false);
    }
    const external = resolveDesign({ logo: { href: 'https://evil.example/x.png' } });
    expect(renderSvg(h, external)).not.toContain('<image');
  });

  it('draws frame text as outlines, shrunk to fit long text', () => {
    const short = resolveDesign({ frame: { enabled: true, text: 'SCAN ME' } });
    const svg = renderSvg(matrix, short, { textOutliner: outliner });
    expect(svg).not.toContain('<text');
    expect(svg).toContain('fill="#ffffff"');
    const long = resolveDesign({ frame: { enabled: true, text: 'W'.repeat(150) } });
    const scene = buildScene(matrix, long, { textOutliner: outliner });
    const text = scene.shapes.find((s) => s.role === 'text')!;
    const xs = [...text.d.matchAll(/[MLQC](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(scene.width);
    // Without an outliner the text stays readable as a <text> element, escaped.
    const plain = renderSvg(matrix, resolveDesign({ frame: { enabled: true, text: '<b>&' } }));
    expect(plain).toContain('>&#60;b&#62;&#38;</text>');
  });

  it('keeps the quiet zone inside every frame style', () => {
    for (const style of ['rounded', 'square', 'speech-bubble'] as const) {
      const scene = buildScene(matrix, resolveDesign({ frame: { enabled: true, style } }), {
        textOutliner: outliner,
      });
      const box = scene.codeBox;
      expect(box.size).toBe(matrix.size + 8);
      expect(box.x).toBeGreaterThan(0);
      expect(scene.height).toBeGreaterThan(box.y + box.size);
    }
  });
});

describe('logo limits', () => {
  it('asks for ECL H only when there is a logo', () => {
    expect(eclForDesign({ logo: { href: LOGO } }, 'L')).toBe('H');
    expect(eclForDesign({}, 'Q')).toBe('Q');
  });

  it('keeps every version and level within the area and per-block budgets', () => {
    for (const ecl of ['L', 'M', 'Q', 'H'] as const) {
      for (let version = 1; version <= 40; version++) {
        const size = 17 + 4 * version;
        const ratio = maxLogoSizeRatio(ecl, size);
        const layout = layoutLogo({ href: LOGO, sizeRatio: 1 }, size, ecl);
        if (!layout) {
          expect(ratio).toBe(0);
          continue;
        }
        const { x0, y0, x1, y1 } = layout.cleared;
        expect((x1 - x0) * (y1 - y0)).toBeLessThanOrEqual(
          ECL_RECOVERY[ecl] * LOGO_RECOVERY_SHARE * size * size,
        );
        const map = codewordMap(version, ecl);
        expect(worstBlockDamage(map, x0, y0, x1, y1)).toBeLessThanOrEqual(map.correctable);
        // Never over the finder patterns.
        expect(x0).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('allows larger logos at higher levels', () => {
    const at = (ecl: 'L' | 'M' | 'Q' | 'H') => maxLogoSizeRatio(ecl);
    expect(at('L')).toBeLessThan(at('M'));
    expect(at('M')).toBeLessThan(at('Q'));
    expect(at('Q')).toBeLessThan(at('H'));
    expect(maxLogoSizeRatio('H', 69)).toBeLessThan(0.3); // version 13: blocks, not area, limit it
  });
});

describe('withSvgSize (issue 37: SVG downloads carry a real size)', () => {
  const attr = (svg: string, name: string) =>
    new RegExp(`^<svg\\b[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1];

  it('sets a plain code to the chosen millimetres, square, the viewBox and drawing unchanged', () => {
    const matrix = encodeQr('BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nEND:VCARD', { ecl: 'M' });
    const svg = renderSvg(matrix, DEFAULT_DESIGN);
    const side = matrix.size + 2 * QUIET_ZONE_MODULES;
    expect(attr(svg, 'width')).toBe(String(side)); // unitless before: a stamp when opened
    const sized = withSvgSize(svg, 50, 'mm');
    expect(attr(sized, 'width')).toBe('50mm');
    expect(attr(sized, 'height')).toBe('50mm');
    expect(attr(sized, 'viewBox')).toBe(`0 0 ${side} ${side}`);
    expect(sized.replace(/^<svg\b[^>]*>/, '')).toBe(svg.replace(/^<svg\b[^>]*>/, ''));
    expect(sized.match(/\swidth="/g)?.length).toBe(svg.match(/\swidth="/g)?.length);
  });

  it('gives a framed code the height that keeps its aspect, in pixels', () => {
    const matrix = encodeQr('https://example.com', { ecl: 'M' });
    const svg = renderSvg(matrix, resolveDesign({ frame: { enabled: true, text: 'SCAN ME' } }));
    const [, , w = NaN, h = NaN] = (attr(svg, 'viewBox') ?? '').split(' ').map(Number);
    expect(h).toBeGreaterThan(w);
    const sized = withSvgSize(svg, 1024, 'px');
    expect(attr(sized, 'width')).toBe('1024px');
    expect(Number(attr(sized, 'height')?.replace('px', ''))).toBeCloseTo((1024 * h) / w, 2);
    expect(attr(sized, 'viewBox')).toBe(attr(svg, 'viewBox'));
  });

  it('refuses a width that is not positive and an SVG without a viewBox', () => {
    const svg = renderSvg(encodeQr('x', { ecl: 'L' }), DEFAULT_DESIGN);
    expect(() => withSvgSize(svg, 0, 'mm')).toThrow(RangeError);
    expect(() => withSvgSize(svg, Number.NaN, 'px')).toThrow(RangeError);
    expect(() => withSvgSize('<svg width="5"></svg>', 10, 'mm')).toThrow(RangeError);
  });
});

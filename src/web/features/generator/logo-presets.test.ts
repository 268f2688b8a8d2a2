import { describe, expect, it } from 'vitest';
import { siInstagram, siX } from 'simple-icons';
import { LOGO_PRESETS, presetToFile } from './logo-presets.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('LOGO_PRESETS', () => {
  it('has the nine presets of spec 000 §2, in its order', () => {
    expect(LOGO_PRESETS.map((p) => p.label)).toEqual([
      'Instagram',
      'Facebook',
      'YouTube',
      'TikTok',
      'Email',
      'LinkedIn',
      'Pinterest',
      'X',
      'App Store',
    ]);
    expect(new Set(LOGO_PRESETS.map((p) => p.id)).size).toBe(9);
    for (const p of LOGO_PRESETS) expect(p.id).toMatch(/^[a-z0-9-]+$/);
  });

  it.each(LOGO_PRESETS.map((p) => [p.label, p] as const))(
    '%s is a standalone SVG document: white rounded square, coloured glyph',
    (_label, preset) => {
      const doc = parse(preset.svg);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const root = doc.documentElement;
      expect(root.localName).toBe('svg');
      expect(root.namespaceURI).toBe(SVG_NS);

      // Square canvas with a square white background.
      const [minX, minY, w, h] = root.getAttribute('viewBox')!.split(' ').map(Number);
      expect([minX, minY]).toEqual([0, 0]);
      expect(w).toBe(h);
      const rect = root.querySelector('rect')!;
      expect(rect.getAttribute('fill')).toBe('#FFFFFF');
      expect(Number(rect.getAttribute('width'))).toBe(w);
      expect(Number(rect.getAttribute('rx'))).toBeGreaterThan(0);

      // The glyph: at least one non-empty path, filled with a colour that is not white.
      const group = root.querySelector('g')!;
      expect(group.getAttribute('fill')).toMatch(/^#[0-9A-F]{6}$/i);
      expect(group.getAttribute('fill')!.toUpperCase()).not.toBe('#FFFFFF');
      const paths = group.querySelectorAll('path');
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(path.getAttribute('d')!.length).toBeGreaterThan(20);

      expect(root.querySelector('title')!.textContent).toBe(preset.label);
      // Nothing that could run or load anything.
      expect(preset.svg).not.toMatch(/<script|<foreignObject|href=|on[a-z]+=/i);
    },
  );

  it('takes brand glyphs and colours from simple-icons as shipped', () => {
    const instagram = LOGO_PRESETS.find((p) => p.id === 'instagram')!;
    const doc = parse(instagram.svg);
    expect(doc.querySelector('path')!.getAttribute('d')).toBe(siInstagram.path);
    expect(doc.querySelector('g')!.getAttribute('fill')).toBe(`#${siInstagram.hex}`);
    const x = LOGO_PRESETS.find((p) => p.id === 'x')!;
    expect(parse(x.svg).querySelector('path')!.getAttribute('d')).toBe(siX.path);
  });

  it('offers each document as a data URI that decodes to the same text', () => {
    for (const p of LOGO_PRESETS) {
      const prefix = 'data:image/svg+xml;charset=utf-8,';
      expect(p.dataUri.startsWith(prefix)).toBe(true);
      expect(decodeURIComponent(p.dataUri.slice(prefix.length))).toBe(p.svg);
    }
  });
});

describe('presetToFile', () => {
  it('makes an image/svg+xml File named <id>.svg holding the document', async () => {
    for (const p of LOGO_PRESETS) {
      const file = presetToFile(p);
      expect(file).toBeInstanceOf(File);
      expect(file.name).toBe(`${p.id}.svg`);
      expect(file.type).toBe('image/svg+xml');
      expect(await file.text()).toBe(p.svg);
    }
  });
});

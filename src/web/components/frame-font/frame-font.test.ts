// The browser's frame-text font (scripts/build-frame-font.mjs) draws exactly what the server's
// full Inter Bold draws: same characters, same advance widths, same outlines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { createTextOutliner } from '../../../qr/render/text-outliner.js';

const require = createRequire(import.meta.url);
const bytes = (file: string) => {
  const b = readFileSync(file);
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;
};
const original = bytes(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'));
const subset = bytes(path.resolve('src/web/components/frame-font/inter-bold-frame.ttf'));

describe('frame font for the browser', () => {
  it('maps every character the original maps and is much smaller', () => {
    const full = opentype.parse(original);
    const small = opentype.parse(subset);
    expect(Object.keys(small.tables.cmap!.glyphIndexMap).sort()).toEqual(
      Object.keys(full.tables.cmap!.glyphIndexMap).sort(),
    );
    expect(subset.byteLength).toBeLessThan(original.byteLength * 0.6);
    // The licence travels inside the font too.
    // opentype.js 1.3 keys the name table by platform; its typings do not say so.
    const names = small.names as unknown as { windows?: { license?: { en?: string } } };
    expect(names.windows?.license?.en).toMatch(/Open Font License/);
  });

  it('lays out and outlines frame texts in several scripts exactly as the server does', () => {
    const server = createTextOutliner(original);
    const browser = createTextOutliner(subset);
    // Every character of Latin-1 that Inter has (not the C1 controls or the soft hyphen).
    let latin1 = '';
    for (let c = 0x20; c <= 0xff; c++) {
      if (c < 0x7f || (c > 0xa0 && c !== 0xad)) latin1 += String.fromCodePoint(c);
    }
    const texts = [
      'SCAN ME',
      latin1,
      'Łódź Ørsted Šťastný Ğüzel',
      'Сканируй меня',
      'Σάρωσέ με',
      'Quét mã này',
      '€ 9,99 – “Menu” → №1',
    ];
    for (const text of texts) {
      const a = server(text, 40);
      const b = browser(text, 40);
      expect(b.width, text).toBeCloseTo(a.width, 6);
      expect(b.capHeight).toBeCloseTo(a.capHeight, 6);
      expect(b.path(10, 50), text).toBe(a.path(10, 50));
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clamp,
  hexToHsv,
  hexToHsvKeepingHue,
  hexToRgb,
  hsvToHex,
  hsvToRgb,
  parseHex,
  rgbToHex,
  rgbToHsv,
} from './colour.js';

const channel = fc.integer({ min: 0, max: 255 });
const rgb = fc.record({ r: channel, g: channel, b: channel });
const hsv = fc.record({
  h: fc.double({ min: 0, max: 360, noNaN: true }),
  s: fc.double({ min: 0, max: 100, noNaN: true }),
  v: fc.double({ min: 0, max: 100, noNaN: true }),
});

describe('parseHex', () => {
  it('accepts #RRGGBB, #RGB, no #, spaces and any case, and normalises to #RRGGBB', () => {
    fc.assert(
      fc.property(rgb, fc.boolean(), fc.boolean(), ({ r, g, b }, hash, lower) => {
        const digits = [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
        const typed = (hash ? '#' : '') + (lower ? digits.toLowerCase() : digits.toUpperCase());
        expect(parseHex(`  ${typed} `)).toBe(`#${digits.toUpperCase()}`);
      }),
    );
    expect(parseHex('#abc')).toBe('#AABBCC');
    expect(parseHex('0f8')).toBe('#00FF88');
  });

  it('rejects anything else', () => {
    for (const bad of [
      '',
      '#',
      '#12',
      '#1234',
      '#12345',
      '#1234567',
      'red',
      '#GGGGGG',
      '##FFF',
      '12 34 56',
    ]) {
      expect(parseHex(bad), bad).toBeNull();
    }
    expect(() => hexToRgb('nope')).toThrow();
  });
});

describe('hex and RGB', () => {
  it('round-trip RGB -> hex -> RGB', () => {
    fc.assert(
      fc.property(rgb, (c) => {
        expect(hexToRgb(rgbToHex(c))).toEqual(c);
      }),
    );
  });

  it('round, clamp and pad channels', () => {
    expect(rgbToHex({ r: -20, g: 300, b: 1.4 })).toBe('#00FF01');
    expect(rgbToHex({ r: 0, g: 0, b: 0 })).toBe('#000000');
  });
});

describe('HSV', () => {
  it('hex -> HSV -> hex is exact for every one of the 16,777,216 colours', () => {
    let mismatches = 0;
    for (let n = 0; n < 0x1000000; n++) {
      const c = { r: n >> 16, g: (n >> 8) & 0xff, b: n & 0xff };
      const back = hsvToRgb(rgbToHsv(c));
      if (back.r !== c.r || back.g !== c.g || back.b !== c.b) mismatches++;
    }
    expect(mismatches).toBe(0);
  }, 30_000); // about 2 s alone; generous for a loaded 2-core CI machine

  it('hex -> HSV -> hex is exact on random colours (through the string forms)', () => {
    fc.assert(
      fc.property(rgb, (c) => {
        const hex = rgbToHex(c);
        expect(hsvToHex(hexToHsv(hex))).toBe(hex);
      }),
    );
  });

  it('keeps HSV within its ranges and RGB channels integer 0-255', () => {
    fc.assert(
      fc.property(rgb, (c) => {
        const { h, s, v } = rgbToHsv(c);
        expect(h).toBeGreaterThanOrEqual(0);
        expect(h).toBeLessThan(360);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }),
    );
    fc.assert(
      fc.property(hsv, (c) => {
        for (const x of Object.values(hsvToRgb(c))) {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(255);
        }
      }),
    );
  });

  it('HSV -> RGB -> HSV lands within one channel step of the start', () => {
    fc.assert(
      fc.property(hsv, (c) => {
        const rgbOnce = hsvToRgb(c);
        // Re-encoding the quantised colour must give the same 8-bit colour again.
        expect(hsvToRgb(rgbToHsv(rgbOnce))).toEqual(rgbOnce);
        // Value is the largest channel: it moves by at most half a step of 255.
        expect(Math.abs(rgbToHsv(rgbOnce).v - c.v)).toBeLessThanOrEqual(100 / 255 / 2 + 1e-9);
      }),
    );
  });

  it('matches the defining points of the hue circle (CSS Color 4 primaries and greys)', () => {
    expect(hexToHsv('#FF0000')).toEqual({ h: 0, s: 100, v: 100 });
    expect(hexToHsv('#FFFF00')).toEqual({ h: 60, s: 100, v: 100 });
    expect(hexToHsv('#00FF00')).toEqual({ h: 120, s: 100, v: 100 });
    expect(hexToHsv('#00FFFF')).toEqual({ h: 180, s: 100, v: 100 });
    expect(hexToHsv('#0000FF')).toEqual({ h: 240, s: 100, v: 100 });
    expect(hexToHsv('#FF00FF')).toEqual({ h: 300, s: 100, v: 100 });
    expect(hexToHsv('#FFFFFF')).toEqual({ h: 0, s: 0, v: 100 });
    expect(hexToHsv('#000000')).toEqual({ h: 0, s: 0, v: 0 });
    expect(hsvToHex({ h: 360, s: 100, v: 100 })).toBe('#FF0000');
    expect(hsvToHex({ h: 30, s: 100, v: 100 })).toBe('#FF8000');
  });

  it('clamps out-of-range HSV input', () => {
    expect(hsvToHex({ h: -10, s: 150, v: 200 })).toBe('#FF0000');
    expect(clamp(Number.NaN, 0, 255)).toBe(0);
  });

  it('keeps the previous hue for greys and the previous hue and saturation for black', () => {
    fc.assert(
      fc.property(hsv, fc.integer({ min: 0, max: 255 }), (previous, grey) => {
        const hex = rgbToHex({ r: grey, g: grey, b: grey });
        const kept = hexToHsvKeepingHue(hex, previous);
        expect(kept.h).toBe(previous.h);
        expect(hsvToHex(kept)).toBe(hex);
        if (grey === 0) expect(kept.s).toBe(previous.s);
      }),
    );
    expect(hexToHsvKeepingHue('#00FF00', { h: 10, s: 10, v: 10 }).h).toBe(120);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGO_SIZE_RATIO, resolveDesign, maxLogoSizeRatio } from '../render/index.js';
import { checkDesign, type CheckContext } from './check-design.js';
import { contrastRatio } from './contrast.js';
import { minPrintSizeMm } from './print-size.js';
import { parseHexColor } from '../render/index.js';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const ctx: CheckContext = { version: 5, ecl: 'H' };
const codes = (design: Parameters<typeof checkDesign>[0], c: CheckContext = ctx) =>
  checkDesign(design, c).map((w) => w.code);

describe('contrast', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio(parseHexColor('#000')!, parseHexColor('#fff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHexColor('#777')!, parseHexColor('#777')!)).toBe(1);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio(parseHexColor('#767676')!, parseHexColor('#fff')!)).toBeCloseTo(4.54, 2);
  });
});

describe('checkDesign', () => {
  it('passes the default design', () => {
    expect(checkDesign(resolveDesign(), ctx)).toEqual([]);
  });

  it('flags yellow on white as low contrast, with a fix in the message', () => {
    const warnings = checkDesign(resolveDesign({ fgColor: '#FFFF00' }), ctx);
    const low = warnings.find((w) => w.code === 'low-contrast');
    expect(low?.severity).toBe('error');
    expect(low?.message).toMatch(/darker foreground|lighter background/);
  });

  it('flags white on black as light-on-dark', () => {
    expect(codes(resolveDesign({ fgColor: '#FFFFFF', bgColor: '#000000' }))).toContain(
      'light-on-dark',
    );
  });

  it('checks every foreground colour: gradient end and corner colours', () => {
    expect(codes(resolveDesign({ gradientColor: '#EEEEEE' }))).toContain('low-contrast');
    expect(codes(resolveDesign({ outerCornerColor: '#F0F0F0' }))).toContain('low-contrast');
    expect(codes(resolveDesign({ innerCornerColor: '#FAFAFA' }))).toContain('low-contrast');
    expect(codes(resolveDesign({ gradientColor: '#BD0212' }))).toEqual([]);
  });

  it('flags a logo covering 60 % of the width, and not one within the limit', () => {
    expect(codes(resolveDesign({ logo: { href: LOGO, sizeRatio: 0.6 } }))).toContain(
      'logo-too-large',
    );
    const ok = maxLogoSizeRatio('H', 37) - 0.01;
    expect(codes(resolveDesign({ logo: { href: LOGO, sizeRatio: ok } }))).toEqual([]);
  });

  it('judges the logo size the renderer draws: the default is fitted, not reported', () => {
    // At H the default 25 % exceeds the limit of the smallest versions (e.g. 1-3); the renderer
    // shrinks it there, which is not the user's mistake.
    for (let version = 1; version <= 40; version++) {
      const context: CheckContext = { version, ecl: 'H' };
      expect(codes(resolveDesign({ logo: { href: LOGO } }), context)).toEqual([]);
      expect(codes(resolveDesign({ logo: { href: LOGO, sizeRatio: 0.6 } }), context)).toEqual([
        'logo-too-large',
      ]);
    }
    expect(maxLogoSizeRatio('H', 21)).toBeLessThan(DEFAULT_LOGO_SIZE_RATIO);
  });

  it('says so when the symbol has no room for any logo', () => {
    // Version 2 at L: a single RS block with 10 EC codewords cannot spare the cleared area.
    expect(maxLogoSizeRatio('L', 25)).toBe(0);
    const warnings = checkDesign(resolveDesign({ logo: { href: LOGO } }), {
      version: 2,
      ecl: 'L',
    });
    const tooLarge = warnings.find((w) => w.code === 'logo-too-large');
    expect(tooLarge?.message).toMatch(/no room for a logo/);
    expect(warnings.map((w) => w.code)).toContain('logo-needs-ecl-h');
  });

  it('asks for ECL H when a logo is used at a lower level', () => {
    const found = codes(resolveDesign({ logo: { href: LOGO, sizeRatio: 0.1 } }), {
      version: 5,
      ecl: 'M',
    });
    expect(found).toContain('logo-needs-ecl-h');
  });

  it('flags print sizes under 2 cm and modules under 4 printer dots', () => {
    expect(codes(resolveDesign(), { ...ctx, printSizeMm: 15 })).toContain('print-too-small');
    // Version 40 (185 modules with quiet zone) at 300 dpi needs 62.65 mm.
    expect(codes(resolveDesign(), { version: 40, ecl: 'M', printSizeMm: 50 })).toContain(
      'modules-too-small',
    );
    expect(codes(resolveDesign(), { version: 40, ecl: 'M', printSizeMm: 63 })).toEqual([]);
  });

  it('reports colours that are not hex', () => {
    expect(codes(resolveDesign({ fgColor: 'red' }))).toContain('invalid-color');
  });
});

describe('minPrintSizeMm', () => {
  it('never goes below 20 mm', () => {
    expect(minPrintSizeMm({ size: 21 })).toBe(20);
  });
  it('applies the 4-dots-per-module printer rule', () => {
    // 185 modules × 4 dots / 300 dpi × 25.4 mm.
    expect(minPrintSizeMm({ size: 177, dpi: 300 })).toBeCloseTo((185 * 4 * 25.4) / 300, 6);
    expect(minPrintSizeMm({ size: 177, dpi: 600 })).toBeCloseTo((185 * 4 * 25.4) / 600, 6);
  });
  it('applies the 10:1 distance rule', () => {
    expect(minPrintSizeMm({ size: 25, scanDistanceMm: 2000 })).toBe(200);
  });
});

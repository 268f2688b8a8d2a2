// checkCode's grading rules (scan-check.ts), the decoders' no-inversion setting, the camera
// pass's determinism and the logo sizing (issue 23).

import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../qr/encode/index.js';
import { renderSvg, resolveDesign, type QrDesignInput } from '../../../qr/render/index.js';
import { CAMERA_MIN_READS, degrade, seededRandom } from './camera-pass.js';
import { DECODERS, decodeAll } from './decode.js';
import { getTextOutliner } from './font.js';
import { largestRobustLogo, MIN_LOGO_SIZE_RATIO } from './logo-sizing.js';
import { rasterize } from './png.js';
import { checkCode, LIGHT_ON_DARK_REASON } from './scan-check.js';
import { sampleLogoDataUri } from './testing/sample-logo.js';

const TEXT = 'https://qrshark.example/menu/today?table=12';
const logo = sampleLogoDataUri();

function render(input: QrDesignInput, ecl: 'L' | 'M' | 'Q' | 'H' = 'M', width = 600) {
  const design = resolveDesign(input);
  const matrix = encodeQr(TEXT, { ecl });
  const svg = renderSvg(matrix, design, { textOutliner: getTextOutliner() });
  const { png, rgba } = rasterize(svg, width);
  return { design, matrix, svg, png, rgba };
}

describe('decoders', () => {
  it('read a plain code with all three, and none of them inverts colours by itself', async () => {
    const plain = render({});
    expect(await decodeAll(plain.png)).toEqual({ zxing: [TEXT], jsqr: TEXT, zbar: [TEXT] });
    const inverted = render({ fgColor: '#FFFFFF', bgColor: '#000000' });
    expect(await decodeAll(inverted.png)).toEqual({ zxing: [], jsqr: null, zbar: [] });
    expect(await decodeAll(inverted.png, { invert: true })).toEqual({
      zxing: [TEXT],
      jsqr: TEXT,
      zbar: [TEXT],
    });
  });
});

describe('checkCode', () => {
  it('grades the default design robust: every decoder reads PNG, SVG and the camera copies', async () => {
    const code = render({});
    const check = await checkCode({ ...code, payload: TEXT });
    expect(check).toMatchObject({
      scannable: true,
      grade: 'robust',
      reason: null,
      inverted: false,
    });
    for (const d of DECODERS) {
      expect(check.decoders[d]).toMatchObject({ png: true, svg: true, camera: true });
      expect(check.decoders[d].cameraReads).toBeGreaterThanOrEqual(CAMERA_MIN_READS);
    }
  });

  it('checks the PNG given as bytes the same as its pixels', async () => {
    const code = render({ dotShape: 'rounded', cornerShape: 'circle' });
    const fromBytes = await checkCode({ ...code, rgba: undefined, payload: TEXT });
    const fromPixels = await checkCode({ ...code, png: undefined, payload: TEXT });
    expect(fromBytes).toEqual(fromPixels);
  });

  it('never calls light on dark scannable: fragile, inverted, with the note', async () => {
    const code = render({ fgColor: '#FFFFFF', bgColor: '#1A1A1A' });
    const check = await checkCode({ ...code, payload: TEXT });
    expect(check).toMatchObject({
      scannable: false,
      grade: 'fragile',
      inverted: true,
      reason: LIGHT_ON_DARK_REASON,
    });
    expect(check.reason).toContain(
      'scans on recent iPhone and Android camera apps, not on many scanner apps',
    );
    for (const d of DECODERS) expect(check.decoders[d]).toMatchObject({ png: false, svg: false });
  });

  it('grades a code no decoder reads as not scannable, with what to change', async () => {
    const code = render({ fgColor: '#E5E7EB', bgColor: '#FFFFFF', dotShape: 'circle' });
    const check = await checkCode({ ...code, payload: TEXT });
    expect(check).toMatchObject({ scannable: false, grade: 'not scannable', inverted: false });
    expect(check.reason).toMatch(/more contrast/);
    expect(check.reason).toMatch(/square dots/);
  });

  // The two counterexamples: called scannable before, though jsQR read neither image.
  it.each([
    ['#999 on white', { fgColor: '#999999' }],
    ['a black-to-white gradient', { fgColor: '#000000', gradientColor: '#FFFFFF' }],
  ])('does not call %s scannable when jsQR misses it', async (_, input) => {
    const code = render(input, 'M', 1024);
    const check = await checkCode({ ...code, payload: TEXT });
    const missed = !check.decoders.jsqr.png || !check.decoders.jsqr.svg;
    expect(check.scannable).toBe(!missed && check.decoders.zxing.png && check.decoders.zbar.png);
    if (missed) expect(check.reason).toMatch(/jsQR/);
  });

  it('is false when the PNG is too small to read, even if the SVG reads', async () => {
    const code = render({}, 'H', 60);
    const check = await checkCode({ ...code, payload: TEXT });
    expect(check.scannable).toBe(false);
    expect(check.decoders.zxing.svg).toBe(true);
  });

  it('calls a design that reads exactly but fails the camera pass fragile, saying why', async () => {
    // A payload text the decoders cannot misread, a pale colour: it reads on screen, not in
    // a camera's blur and noise.
    const code = render({ fgColor: '#8C8C8C', bgColor: '#FFFFFF' }, 'L');
    const check = await checkCode({ ...code, payload: TEXT, camera: { noiseSigma: 20 } });
    expect(check.scannable).toBe(true);
    expect(check.grade).toBe('fragile');
    expect(check.reason).toMatch(/colours are too close/);
    expect(DECODERS.some((d) => !check.decoders[d].camera)).toBe(true);
  });
});

describe('camera pass', () => {
  it('is deterministic per seed and about 3 px per module', () => {
    const { rgba, matrix } = render({});
    const modules = matrix.size + 8;
    const a = degrade(rgba, modules, { seed: 7 });
    const b = degrade(rgba, modules, { seed: 7 });
    const c = degrade(rgba, modules, { seed: 8 });
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
    expect(Buffer.from(a.data).equals(Buffer.from(c.data))).toBe(false);
    // 3 px per module plus the margin the tilt needs (at most 5 % a side, and 2 px).
    expect(a.width).toBeGreaterThanOrEqual(modules * 3);
    expect(a.width).toBeLessThanOrEqual(Math.ceil(modules * 3 * 1.1) + 6);
  });

  it('seeded PRNG repeats and spreads', () => {
    const r1 = seededRandom(42);
    const r2 = seededRandom(42);
    const xs = Array.from({ length: 1000 }, () => r1());
    expect(xs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => r2()));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
  });
});

describe('largestRobustLogo', () => {
  it('keeps the chosen size when the code is robust with it', async () => {
    const { design, matrix } = render({ logo: { href: logo, sizeRatio: 0.12 } }, 'H');
    const sizing = await largestRobustLogo({ matrix, design, payload: TEXT });
    expect(sizing).toMatchObject({ sizeRatio: 0.12, robust: true });
    expect(sizing.tried).toEqual([{ sizeRatio: 0.12, robust: true }]);
  });

  it('shrinks a logo that is not robust to the largest robust size it finds', async () => {
    // A design whose 30 % logo fails the camera pass (measured: robust up to about 24 %).
    const text = 'https://example.com/products/shark-tooth-necklace?ref=qr123';
    const input = {
      dotShape: 'classy-rounded',
      cornerShape: 'circle',
      innerCornerShape: 'circle',
    } as const;
    const design = resolveDesign({ ...input, logo: { href: logo, sizeRatio: 0.3 } });
    const matrix = encodeQr(text, { ecl: 'H' });
    const sizing = await largestRobustLogo({ matrix, design, payload: text });
    expect(sizing.tried[0]).toEqual({ sizeRatio: 0.3, robust: false });
    expect(sizing.tried.length).toBe(2 + 4); // chosen, smallest, then 4 halvings
    expect(sizing.robust).toBe(true);
    const used = sizing.sizeRatio!;
    expect(used).toBeGreaterThan(MIN_LOGO_SIZE_RATIO);
    expect(used).toBeLessThan(0.3);
    // The size used passed; every size tried above it failed.
    for (const t of sizing.tried) expect(t.robust, String(t.sizeRatio)).toBe(t.sizeRatio <= used);
    // And the code drawn at that size grades robust in the full check.
    const final = resolveDesign({ ...input, logo: { href: logo, sizeRatio: used } });
    const svg = renderSvg(matrix, final, { textOutliner: getTextOutliner() });
    const { rgba } = rasterize(svg, 1024);
    const check = await checkCode({ svg, rgba, payload: text, design: final, matrix });
    expect(check.grade).toBe('robust');
  });

  it('returns null without a logo', async () => {
    const { design, matrix } = render({});
    expect(await largestRobustLogo({ matrix, design, payload: TEXT })).toEqual({
      sizeRatio: null,
      robust: true,
      tried: [],
    });
  });
});

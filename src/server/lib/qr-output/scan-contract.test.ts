// The contract of `scannable` (contracts/generator.ts, issue 23): for random payloads and
// designs, the generator's pipeline (renderAndCheck: logo sizing, render, rasterise, checkCode,
// exactly what POST /api/generate-qrcode runs in its workers) says scannable exactly when
// ZXing-C++, jsQR and zbar, none inverting, each read exactly the payload from the returned
// PNG bytes and from the returned SVG rasterised at about 4 px per module. Both are decoded
// here from what the pipeline returns, so the property is about what we hand out. 200 runs,
// fixed seed (reproducible: fast-check prints the seed and path of any counterexample).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../qr/encode/index.js';
import { CORNER_SHAPES, DOT_SHAPES, resolveDesign, type QrEcl } from '../../../qr/render/index.js';
import { DECODERS, SVG_CHECK_PX_PER_MODULE, decodeAll, verdictOf } from './decode.js';
import { renderAndCheck } from './pipeline.js';
import { svgToRgba } from './png.js';
import { viewBoxWidth } from './scan-check.js';
import { sampleLogoDataUri } from './testing/sample-logo.js';

const SEED = 2023_11_23;
const logo = sampleLogoDataUri();

const hex = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(([r, g, b]) => '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join(''));
const darkish = fc.constantFrom('#000000', '#1E3A8A', '#0F172A', '#14532D', '#7F1D1D', '#7F7F7F');
const lightish = fc.constantFrom('#FFFFFF', '#F8FAFC', '#FEF3C7', '#E0F2FE', '#1A1A1A');

const payload = fc.oneof(
  fc.webUrl(),
  fc.string({ minLength: 1, maxLength: 80 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }),
);

const designInput = fc.record({
  dotShape: fc.constantFrom(...DOT_SHAPES),
  cornerShape: fc.constantFrom(...CORNER_SHAPES),
  innerCornerShape: fc.constantFrom(...CORNER_SHAPES),
  fgColor: fc.oneof(darkish, hex),
  bgColor: fc.oneof(lightish, hex),
  gradientColor: fc.option(fc.oneof(darkish, hex), { nil: undefined }),
  logoSize: fc.option(fc.double({ min: 0.08, max: 0.3, noNaN: true }), { nil: undefined }),
  ecl: fc.constantFrom<QrEcl>('L', 'M', 'Q', 'H'),
  pngWidth: fc.integer({ min: 200, max: 420 }),
});

describe('scannable: true means all three decoders read the returned PNG and SVG', () => {
  it('holds for 200 random payloads and designs', async () => {
    let scannable = 0;
    await fc.assert(
      fc.asyncProperty(payload, designInput, async (text, d) => {
        const design = resolveDesign({
          dotShape: d.dotShape,
          cornerShape: d.cornerShape,
          innerCornerShape: d.innerCornerShape,
          fgColor: d.fgColor,
          bgColor: d.bgColor,
          gradientColor: d.gradientColor,
          logo: d.logoSize ? { href: logo, sizeRatio: d.logoSize } : undefined,
        });
        const matrix = encodeQr(text, { ecl: d.ecl, fit: true });
        const {
          svg,
          png,
          verdict: check,
        } = await renderAndCheck({
          matrix,
          design,
          payload: text,
          pngWidth: d.pngWidth,
        });

        if (!png) throw new Error('renderAndCheck returned no PNG though one was asked for');
        const fromPng = verdictOf(await decodeAll(png), text);
        const svgWidth = Math.round(viewBoxWidth(svg) * SVG_CHECK_PX_PER_MODULE);
        const fromSvg = verdictOf(await decodeAll(svgToRgba(svg, svgWidth)), text);
        for (const name of DECODERS) {
          expect(check.decoders[name].png).toBe(fromPng[name] === text);
          expect(check.decoders[name].svg).toBe(fromSvg[name] === text);
        }
        expect(check.scannable).toBe(fromPng.scannable && fromSvg.scannable);
        if (check.scannable) {
          scannable++;
          expect(check.grade).not.toBe('not scannable');
          expect(check.inverted).toBe(false);
        } else {
          expect(check.grade === 'not scannable' || check.inverted).toBe(true);
          expect(check.reason).toBeTruthy();
        }
      }),
      { numRuns: 200, seed: SEED },
    );
    // The generator is not degenerate: both outcomes occur.
    expect(scannable).toBeGreaterThan(20);
    expect(scannable).toBeLessThan(200);
  }, 180_000);
});

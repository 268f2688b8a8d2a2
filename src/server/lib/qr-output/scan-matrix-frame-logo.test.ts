// Issue 37 item 15: a frame with text around a code with a logo, the branded design users make
// most. (1) The issue's 36 designs (four dot shapes, circle corners, logo 10/20/30 %, three
// colour presets, frame text "SCAN FOR 20% OFF") are read by ZXing-C++, jsQR and zbar without
// inversion from the PNG and the SVG the generator returns, and graded scannable. (2) Property
// over the whole space (every dot and corner shape, logo size, colour preset and frame style):
// the grade is never "scannable" unless each decoder, run here on the returned files, reads
// exactly the payload; and the other way round. The full matrix with pass rates per decoder
// is in bench/scan-matrix.bench.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME_STYLES } from '../../../qr/render/index.js';
import { DECODERS, SVG_CHECK_PX_PER_MODULE, decodeAll, verdictOf } from './decode.js';
import { svgToRgba } from './png.js';
import { viewBoxWidth } from './scan-check.js';
import {
  frameLogoCaseName,
  frameLogoCases,
  runFrameLogoCase,
  type FrameLogoCase,
} from './testing/frame-logo-cases.js';
import { MATRIX_PAYLOAD } from './testing/scan-matrix-cases.js';

const ISSUE_PRESETS = ['classic', 'navy', 'forest'];

describe.concurrent('frame + logo: the issue\u2019s 36 designs', () => {
  const cases = frameLogoCases({ corner: 'circle' }).filter((c) =>
    ISSUE_PRESETS.includes(c.preset),
  );
  it('are 36', () => expect(cases).toHaveLength(36));
  for (const c of cases) {
    it(frameLogoCaseName(c), async () => {
      const { verdict } = await runFrameLogoCase(c);
      const reads = Object.fromEntries(
        DECODERS.map((d) => [
          d,
          `${Number(verdict.decoders[d].png)}${Number(verdict.decoders[d].svg)}`,
        ]),
      );
      expect(reads).toEqual({ zxing: '11', jsqr: '11', zbar: '11' });
      expect(verdict.scannable).toBe(true);
      expect(verdict.inverted).toBe(false);
      expect(verdict.grade).not.toBe('not scannable');
    });
  }
});

describe('frame + logo: the grade matches what the decoders read', () => {
  const all = frameLogoCases({}, FRAME_STYLES);
  it('over every dot shape, corner shape, logo size, colour preset and frame style', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), async (c: FrameLogoCase) => {
        const { svg, png, verdict } = await runFrameLogoCase(c);
        if (!png) throw new Error('no PNG');
        const fromPng = verdictOf(await decodeAll(png), MATRIX_PAYLOAD);
        const width = Math.round(viewBoxWidth(svg) * SVG_CHECK_PX_PER_MODULE);
        const fromSvg = verdictOf(await decodeAll(svgToRgba(svg, width)), MATRIX_PAYLOAD);
        for (const d of DECODERS) {
          expect(verdict.decoders[d].png, `${frameLogoCaseName(c)}: ${d} PNG`).toBe(
            fromPng[d] === MATRIX_PAYLOAD,
          );
          expect(verdict.decoders[d].svg, `${frameLogoCaseName(c)}: ${d} SVG`).toBe(
            fromSvg[d] === MATRIX_PAYLOAD,
          );
        }
        expect(verdict.scannable, frameLogoCaseName(c)).toBe(
          fromPng.scannable && fromSvg.scannable,
        );
        expect(verdict.scannable, frameLogoCaseName(c)).toBe(true);
      }),
      { numRuns: 8, seed: 37 },
    );
  }, 300_000);
});

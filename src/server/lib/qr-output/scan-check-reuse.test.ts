// Issue 43 item 1: the scan check reuses work only where the inputs that decide a read are the
// same, so no verdict changes (scan-check.ts's header lists what is reused). Checked here three
// ways: each reuse against the work it replaces (the camera copies from one shared downscale
// against a downscale per copy; an opaque raster read in place against the flattened copy;
// renderAndCheck, which reuses the logo-size try's read and camera outcome, against a check from
// scratch of what it returned), and a sample of designs of every grade whose whole verdicts are
// pinned as the check gave them before the reuse (robust, fragile with a print size after a logo
// search that found no robust size, not scannable, light on dark, a logo shrunk by the search,
// a frame with a logo).

import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../qr/encode/index.js';
import { renderSvg, resolveDesign, type QrDesignInput } from '../../../qr/render/index.js';
import {
  CAMERA_COPIES,
  cameraPass,
  cameraPassOfSvg,
  cameraSource,
  type CameraOptions,
} from './camera-pass.js';
import { DECODERS, decodeOpaque, toOpaque, type DecoderName } from './decode.js';
import { getTextOutliner } from './font.js';
import { renderAndCheck } from './pipeline.js';
import { plainMatrix } from './plain-matrix.js';
import { rasterize, svgToRgba } from './png.js';
import { checkCode, viewBoxWidth, type CodeCheck } from './scan-check.js';
import { sampleLogoDataUri } from './testing/sample-logo.js';

const logo = sampleLogoDataUri();

/** Each decoder's reads: PNG and SVG (1 read, 0 missed), camera copies read, camera verdict. */
function reads(check: CodeCheck): Record<DecoderName, string> {
  return Object.fromEntries(
    DECODERS.map((d) => {
      const r = check.decoders[d];
      const camera = `${r.cameraReads}/${CAMERA_COPIES} ${r.camera ? 'pass' : 'fail'}`;
      return [d, `${Number(r.png)}${Number(r.svg)} ${camera}`];
    }),
  ) as Record<DecoderName, string>;
}

describe('camera pass from one shared downscale', () => {
  // A pale design, so copies differ in what they read (not all 8 or 0).
  const text = 'https://example.com/menu/table-9?ref=print';
  const design = resolveDesign({ fgColor: '#858585' });
  const svg = renderSvg(encodeQr(text, { ecl: 'M' }), design, { textOutliner: getTextOutliner() });
  const modules = viewBoxWidth(svg);
  const source = cameraSource(svg, modules);

  for (const options of [{}, { pxPerModule: 4.5 }] as CameraOptions[]) {
    it(`reads what a downscale per copy reads (${JSON.stringify(options)})`, async () => {
      const expected: Record<DecoderName, number> = { zxing: 0, jsqr: 0, zbar: 0 };
      for (let i = 1; i <= CAMERA_COPIES; i++) {
        const read = await cameraPass(source, modules, text, { ...options, seed: 1000 + i });
        for (const d of DECODERS) if (read[d]) expected[d]++;
      }
      const pass = await cameraPassOfSvg(svg, modules, text, options, source);
      expect(pass.reads).toEqual(expected);
    });
  }
});

describe('toOpaque', () => {
  const svg = renderSvg(encodeQr('Shark', { ecl: 'M' }), resolveDesign(), {});
  const modules = viewBoxWidth(svg);

  it('reads an opaque raster in place, and it decodes as a copy of it does', async () => {
    const rgba = svgToRgba(svg, Math.round(modules * 4.25));
    const opaque = toOpaque(rgba);
    expect(opaque.data.buffer).toBe(rgba.data.buffer);
    const copy = new Uint8ClampedArray(rgba.data);
    expect(await decodeOpaque(opaque.data, opaque.width, opaque.height)).toEqual(
      await decodeOpaque(copy, opaque.width, opaque.height),
    );
  });

  it('still composites transparent pixels onto white', () => {
    const data = new Uint8Array([0, 0, 0, 0, 0, 0, 0, 255, 64, 64, 64, 128]);
    const opaque = toOpaque({ data, width: 3, height: 1, premultiplied: true });
    expect([...opaque.data]).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 191, 191, 191, 255]);
    expect(opaque.data.buffer).not.toBe(data.buffer);
  });
});

interface PinnedCase {
  name: string;
  text: string;
  ecl: 'L' | 'M' | 'Q' | 'H';
  design: QrDesignInput;
  logoSizeUsed: number | null;
  verdict: Omit<CodeCheck, 'decoders'> & { reads: Record<DecoderName, string> };
}

const LIGHT_ON_DARK =
  'Light on dark: scans on recent iPhone and Android camera apps, not on many scanner apps. ' +
  'Swap the colours (dark on light) for a code every scanner reads.';

// Verdicts as renderAndCheck gave them before the reuse (commit 84a6177), PNG 300 px wide.
const PINNED: PinnedCase[] = [
  {
    name: 'black on white',
    text: 'https://example.com/a',
    ecl: 'M',
    design: {},
    logoSizeUsed: null,
    verdict: {
      scannable: true,
      grade: 'robust',
      reason: null,
      inverted: false,
      reads: { zxing: '11 8/8 pass', jsqr: '11 8/8 pass', zbar: '11 8/8 pass' },
    },
  },
  {
    name: 'pale circle dots, missed by jsQR',
    text: 'https://example.com/menu/table-7?ref=print',
    ecl: 'Q',
    design: { fgColor: '#9A9A9A', dotShape: 'circle' },
    logoSizeUsed: null,
    verdict: {
      scannable: false,
      grade: 'not scannable',
      reason:
        'Scanners could not read this design back (jsQR failed), so it may not scan when ' +
        'printed. Try more contrast between the foreground and background colours, square dots.',
      inverted: false,
      reads: { zxing: '11 0/8 fail', jsqr: '10 0/8 fail', zbar: '11 0/8 fail' },
    },
  },
  {
    name: 'light on dark',
    text: 'WIFI:S:Shark;T:WPA;P:fins-up;;',
    ecl: 'M',
    design: { fgColor: '#FFFFFF', bgColor: '#1A1A1A' },
    logoSizeUsed: null,
    verdict: {
      scannable: false,
      grade: 'fragile',
      reason: LIGHT_ON_DARK,
      inverted: true,
      reads: { zxing: '00 0/8 fail', jsqr: '00 0/8 fail', zbar: '00 0/8 fail' },
    },
  },
  {
    name: 'a 30 % logo shrunk by the search',
    text: 'https://example.com/products/shark-tooth-necklace?ref=qr123',
    ecl: 'H',
    design: {
      dotShape: 'classy-rounded',
      cornerShape: 'circle',
      innerCornerShape: 'circle',
      logo: { href: logo, sizeRatio: 0.3 },
    },
    logoSizeUsed: 0.238,
    verdict: {
      scannable: true,
      grade: 'robust',
      reason: null,
      inverted: false,
      reads: { zxing: '11 8/8 pass', jsqr: '11 8/8 pass', zbar: '11 7/8 pass' },
    },
  },
  {
    name: 'pale gradient with a logo: fragile at the smallest logo, with a print size',
    text: 'https://example.com/q/8',
    ecl: 'H',
    design: { fgColor: '#7F7F7F', gradientColor: '#959595', logo: { href: logo, sizeRatio: 0.25 } },
    logoSizeUsed: 0.1,
    verdict: {
      scannable: true,
      grade: 'fragile',
      reason:
        'The colours are too close for a phone camera in small prints or dim light: use a ' +
        'darker foreground or print at least 3 cm wide.',
      inverted: false,
      reads: { zxing: '11 8/8 pass', jsqr: '11 4/8 fail', zbar: '11 8/8 pass' },
    },
  },
  {
    name: 'gradient, frame and logo',
    text: 'https://example.com/p/42',
    ecl: 'H',
    design: {
      fgColor: '#1E3A8A',
      gradientColor: '#7C3AED',
      dotShape: 'rounded',
      cornerShape: 'curve-square',
      logo: { href: logo, sizeRatio: 0.2 },
      frame: { enabled: true, text: 'SCAN ME', style: 'speech-bubble' },
    },
    logoSizeUsed: 0.2,
    verdict: {
      scannable: true,
      grade: 'robust',
      reason: null,
      inverted: false,
      reads: { zxing: '11 8/8 pass', jsqr: '11 8/8 pass', zbar: '11 8/8 pass' },
    },
  },
];

describe.concurrent('renderAndCheck with reuse: the verdicts of before', () => {
  for (const c of PINNED) {
    it(
      c.name,
      async () => {
        const design = resolveDesign(c.design);
        const matrix = encodeQr(c.text, { ecl: c.ecl });
        const result = await renderAndCheck({
          matrix: plainMatrix(matrix),
          design,
          payload: c.text,
          pngWidth: 300,
        });
        const { decoders: _, ...verdict } = result.verdict;
        expect({ ...verdict, reads: reads(result.verdict) }).toEqual(c.verdict);
        expect(result.logoSizeUsed).toBe(c.logoSizeUsed);
        if (!design.logo) return;
        // From scratch (no camera memo, no reads from the logo search), the same verdict.
        const drawn = { ...design, logo: { ...design.logo, sizeRatio: result.logoSizeUsed! } };
        const svg = renderSvg(matrix, drawn, { textOutliner: getTextOutliner() });
        expect(svg).toBe(result.svg);
        const { rgba } = rasterize(svg, 300);
        const scratch = await checkCode({ svg, rgba, payload: c.text, design: drawn, matrix });
        expect(result.verdict).toEqual(scratch);
      },
      120_000,
    );
  }
});

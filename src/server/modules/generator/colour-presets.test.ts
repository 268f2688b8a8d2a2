// The colour presets beside the generator's style pickers (issue 24): every pair has good
// contrast and passes the real scan check (three decoders on the PNG, the SVG and the camera
// copies), so a preset can never be the reason a code does not scan.

import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../qr/encode/index.js';
import { COLOUR_PRESETS, parseHexColor, renderSvg, resolveDesign } from '../../../qr/index.js';
import { contrastRatio } from '../../../qr/verify/contrast.js';
import { decodeAll } from '../../lib/qr-output/decode.js';
import { getTextOutliner } from '../../lib/qr-output/font.js';
import { rasterize } from '../../lib/qr-output/png.js';
import { checkCode } from '../../lib/qr-output/scan-check.js';

const TEXT = 'https://qrshark.example/menu/today?table=12';

describe('colour presets', () => {
  it('are distinct pairs of valid hex colours', () => {
    expect(COLOUR_PRESETS.length).toBeGreaterThanOrEqual(6);
    const pairs = new Set(COLOUR_PRESETS.map((p) => `${p.fgColor}/${p.bgColor}`));
    expect(pairs.size).toBe(COLOUR_PRESETS.length);
    expect(new Set(COLOUR_PRESETS.map((p) => p.id)).size).toBe(COLOUR_PRESETS.length);
  });

  it.each(COLOUR_PRESETS.map((p) => [p.name, p] as const))(
    '%s: dark on light, contrast at least 7:1, read by every decoder and graded robust',
    async (_name, preset) => {
      const fg = parseHexColor(preset.fgColor);
      const bg = parseHexColor(preset.bgColor);
      if (!fg || !bg) throw new Error('not a hex colour');
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(7);

      const design = resolveDesign({ fgColor: preset.fgColor, bgColor: preset.bgColor });
      const matrix = encodeQr(TEXT, { ecl: 'M' });
      const svg = renderSvg(matrix, design, { textOutliner: getTextOutliner() });
      const { png, rgba } = rasterize(svg, 600);
      expect(await decodeAll(png)).toEqual({ zxing: [TEXT], jsqr: TEXT, zbar: [TEXT] });
      const check = await checkCode({ svg, rgba, payload: TEXT, design, matrix });
      expect(check).toMatchObject({ scannable: true, grade: 'robust', inverted: false });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { encodeQr, renderSvg, DEFAULT_DESIGN } from '../../../qr/index.js';
import { verifyScannable } from '../../lib/qr-output/decode.js';
import { svgToRgba } from '../../lib/qr-output/png.js';
import { downsample, scanFactor } from './downsample.js';

describe('downsample', () => {
  it('averages each block and keeps the premultiplied flag', () => {
    // 4x2 image: left 2x2 block black, right 2x2 block half white/half black.
    const px = (v: number) => [v, v, v, 255];
    const data = Uint8Array.from([
      ...px(0),
      ...px(0),
      ...px(255),
      ...px(0),
      ...px(0),
      ...px(0),
      ...px(255),
      ...px(0),
    ]);
    const small = downsample({ data, width: 4, height: 2, premultiplied: true }, 2);
    expect(small.width).toBe(2);
    expect(small.height).toBe(1);
    expect(Array.from(small.data)).toEqual([0, 0, 0, 255, 128, 128, 128, 255]);
    expect(small.premultiplied).toBe(true);
  });

  it('keeps at least 6 pixels per module', () => {
    expect(scanFactor(1024, 37)).toBe(4);
    expect(scanFactor(1024, 185)).toBe(1);
    expect(scanFactor(100, 37)).toBe(1);
  });

  it('a shrunk code still reads with both decoders', async () => {
    const text = 'https://example.com/menu?table=12';
    const matrix = encodeQr(text, { ecl: 'M' });
    const rgba = svgToRgba(renderSvg(matrix, DEFAULT_DESIGN), 1024);
    const factor = scanFactor(1024, matrix.size + 8);
    const verdict = await verifyScannable(downsample(rgba, factor), text);
    expect(verdict).toEqual({ scannable: true, zxing: text, jsqr: text });
  });
});

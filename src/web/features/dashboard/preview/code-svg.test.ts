import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import { DEFAULT_DESIGN } from '../../../../qr/render/design.js';
import { renderSvg } from '../../../../qr/render/svg.js';
import { dynamicCode, savedCode } from '../testing/fake-dashboard-api.js';
import { codeSvg, payloadOf, storedDesign } from './code-svg.js';
import { pngAspect } from './stored-logo.js';

const PUBLIC_URL = 'https://qr.example';

describe('payloadOf', () => {
  it('encodes the short URL of a dynamic code and the content of a saved code', () => {
    expect(payloadOf({ kind: 'dynamic', code: dynamicCode(1) }, PUBLIC_URL)).toBe(
      'http://localhost:3000/d/code0001',
    );
    const text = savedCode(2, { qrType: 'text', content: { textContent: 'Hello there' } });
    expect(payloadOf({ kind: 'saved', code: text }, PUBLIC_URL)).toBe('Hello there');
    const wifi = savedCode(3, {
      qrType: 'wifi',
      content: { ssid: 'Cafe', password: 'secret12', encryption: 'WPA' },
    });
    expect(payloadOf({ kind: 'saved', code: wifi }, PUBLIC_URL)).toContain('S:Cafe;');
  });
});

describe('storedDesign', () => {
  it('maps the stored flat fields and falls back to defaults for missing or unknown ones', () => {
    const design = storedDesign({
      fgColor: '#1E3A8A',
      gradientColor: '',
      dotShape: 'circle',
      cornerShape: 'star',
      enableFrame: true,
      frameText: 'MENU',
      frameStyle: 'square',
    });
    expect(design).toMatchObject({
      fgColor: '#1E3A8A',
      bgColor: DEFAULT_DESIGN.bgColor,
      dotShape: 'circle',
      cornerShape: DEFAULT_DESIGN.cornerShape,
      frame: { enabled: true, text: 'MENU', style: 'square', color: '#000000' },
    });
    expect(design.gradientColor).toBeUndefined();
  });
});

describe('codeSvg', () => {
  it('draws at the stored error correction level, or H when the code has a logo', () => {
    const plain = dynamicCode(1, { design: {} });
    const stored = dynamicCode(1, { design: { errorCorrectionLevel: 'Q' } });
    const withLogo = dynamicCode(1, { design: { logoId: 'abcdefgh12345678' } });
    const at = (ecl: 'M' | 'Q' | 'H') =>
      renderSvg(encodeQr(plain.shortUrl, { ecl, fit: true }), DEFAULT_DESIGN);
    expect(new Set([at('M'), at('Q'), at('H')]).size).toBe(3);
    expect(codeSvg({ kind: 'dynamic', code: plain }, { publicUrl: PUBLIC_URL })).toBe(at('M'));
    expect(codeSvg({ kind: 'dynamic', code: stored }, { publicUrl: PUBLIC_URL })).toBe(at('Q'));
    expect(codeSvg({ kind: 'dynamic', code: withLogo }, { publicUrl: PUBLIC_URL })).toBe(at('H'));
  });
});

describe('pngAspect', () => {
  it('reads width / height from the IHDR chunk, and 1 for anything else', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(png.buffer).setUint32(16, 300);
    new DataView(png.buffer).setUint32(20, 150);
    expect(pngAspect(png)).toBe(2);
    expect(pngAspect(new Uint8Array([1, 2, 3]))).toBe(1);
  });
});

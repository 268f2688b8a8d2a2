import { describe, expect, it } from 'vitest';
import { buildPayload } from '../../../../qr/payload/build-payload.js';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import { resolveDesign } from '../../../../qr/render/design.js';
import { renderSvg } from '../../../../qr/render/svg.js';
import { INITIAL_DESIGN, previewDesign } from '../design-state.js';
import { renderPreview } from './render-preview.js';

const PUBLIC_URL = 'https://qr.example';
// A 1x1 PNG: any embeddable image serves as a logo for layout purposes.
const LOGO = {
  href: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
};

describe('renderPreview', () => {
  it('draws exactly what the core draws for the payload, at ECL M', () => {
    const result = renderPreview({
      qrType: 'url',
      content: { url: 'https://example.com/a' },
      design: previewDesign(INITIAL_DESIGN),
      publicUrl: PUBLIC_URL,
    });
    if (!result.ok) throw new Error(result.message);
    const matrix = encodeQr('https://example.com/a', { ecl: 'M' });
    expect(result.payload).toBe('https://example.com/a');
    expect(result.ecl).toBe('M');
    expect(result.eclLowered).toBe(false);
    expect(result.version).toBe(matrix.version);
    expect(result.svg).toBe(renderSvg(matrix, resolveDesign(), { idPrefix: 'preview' }));
    expect(decodeURIComponent(result.dataUri.split(',')[1]!)).toBe(result.svg);
    expect(result.warnings).toEqual([]);
  });

  it('encodes at H with a logo and does not call the default logo size too large', () => {
    for (const url of [
      'https://a.io',
      'https://example.com/menu',
      'https://example.com/' + 'x'.repeat(300),
    ]) {
      const result = renderPreview({
        qrType: 'url',
        content: { url },
        design: previewDesign(INITIAL_DESIGN, LOGO),
        publicUrl: PUBLIC_URL,
      });
      if (!result.ok) throw new Error(result.message);
      expect(result.ecl).toBe('H');
      expect(result.svg).toContain(`href="${LOGO.href}"`);
      expect(result.warnings.map((w) => w.code)).not.toContain('logo-too-large');
    }
  });

  it('lowers the ECL when the data needs it and says so', () => {
    const text = 'x'.repeat(2900);
    const result = renderPreview({
      qrType: 'text',
      content: { textContent: text },
      design: previewDesign(INITIAL_DESIGN),
      publicUrl: PUBLIC_URL,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.ecl).toBe(encodeQr(text, { ecl: 'M', fit: true }).ecl);
    expect(result.ecl).not.toBe('M');
    expect(result.eclLowered).toBe(true);
  });

  it('reports data that no code can hold', () => {
    const result = renderPreview({
      qrType: 'text',
      content: { textContent: '\u00e9'.repeat(2953) },
      design: previewDesign(INITIAL_DESIGN),
      publicUrl: PUBLIC_URL,
    });
    expect(result).toEqual({
      ok: false,
      reason: 'too-long',
      message: 'The amount of data is too big to be stored in a QR Code',
    });
  });

  it('previews a payment code before its product is saved, with a stand-in id', () => {
    const content = { productName: 'Tea', productPrice: 3.5, productDescription: 'Green tea' };
    const result = renderPreview({
      qrType: 'payment',
      content,
      design: previewDesign(INITIAL_DESIGN),
      publicUrl: PUBLIC_URL,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.payload).toBe(
      buildPayload('payment', { productId: 'preview' }, { publicUrl: PUBLIC_URL }),
    );
  });

  it('reports contrast problems of the design', () => {
    const result = renderPreview({
      qrType: 'url',
      content: { url: 'https://example.com' },
      design: previewDesign({ ...INITIAL_DESIGN, fgColor: '#DDDDDD' }),
      publicUrl: PUBLIC_URL,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.warnings.map((w) => w.code)).toContain('low-contrast');
  });
});

import { describe, expect, it } from 'vitest';
import { parseGenerateRequest } from './generator.js';
import { toQrDesign } from './design.js';

describe('parseGenerateRequest', () => {
  it('splits a flat request into type, content and design with defaults', () => {
    const result = parseGenerateRequest({
      qrType: 'url',
      url: 'example.com/menu',
      fgColor: '#112233',
      enableFrame: true,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.qrType).toBe('url');
    expect(result.value.content).toEqual({ url: 'https://example.com/menu' });
    expect(result.value.design.fgColor).toBe('#112233');
    expect(result.value.design.bgColor).toBe('#FFFFFF');
    expect(result.value.design.frameText).toBe('SCAN ME');
    expect(result.value.logoId).toBeNull();
    const design = toQrDesign(result.value.design);
    expect(design.frame).toEqual({
      enabled: true,
      text: 'SCAN ME',
      color: '#000000',
      textColor: '#FFFFFF',
      style: 'rounded',
    });
  });

  it("reports the spec's content messages and design messages together", () => {
    const result = parseGenerateRequest({ qrType: 'url', url: '', fgColor: 'red' });
    expect(result).toEqual({
      ok: false,
      message: 'Enter a colour as #RRGGBB',
      fields: { fgColor: 'Enter a colour as #RRGGBB', url: 'URL is required' },
    });
  });

  it('refuses an unknown type', () => {
    const result = parseGenerateRequest({ qrType: 'fax' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.qrType).toBe('Choose a QR code type');
  });

  it('treats empty optional colours as unset', () => {
    const result = parseGenerateRequest({ qrType: 'text', textContent: 'hi', gradientColor: '' });
    expect(result.ok && result.value.design.gradientColor).toBeUndefined();
  });

  it("refuses keys that are neither meta, design nor the type's content, naming each", () => {
    const result = parseGenerateRequest({
      qrType: 'url',
      url: 'example.com',
      ecl: 'H',
      textContent: 'not a url field',
    });
    expect(result).toEqual({
      ok: false,
      message: 'Unknown fields: ecl, textContent',
      fields: { ecl: 'Unknown field', textContent: 'Unknown field' },
    });
    // The same key is content for its own type.
    expect(parseGenerateRequest({ qrType: 'text', textContent: 'hi' }).ok).toBe(true);
  });

  it('defaults the knobs: ECL unset (M, or H with a logo), logo 0.25, margin 4, PNG 1024', () => {
    const result = parseGenerateRequest({ qrType: 'text', textContent: 'hi' });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.design).toMatchObject({ logoSize: 0.25, margin: 4, size: 1024 });
    expect(result.value.design.errorCorrectionLevel).toBeUndefined();
    const design = toQrDesign(result.value.design, { href: 'data:image/png;base64,AA==' });
    expect(design.margin).toBe(4);
    expect(design.logo?.sizeRatio).toBe(0.25);
  });
});

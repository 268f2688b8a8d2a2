import { describe, expect, it } from 'vitest';
import { PayloadError } from './payload-error.js';
import { buildProductUrl } from './product-url.js';

describe('buildProductUrl', () => {
  it('builds the public page address on the configured base URL', () => {
    const base = 'https://qr.example.com/';
    expect(buildProductUrl('payment', 'Ab3_x', base)).toBe(
      'https://qr.example.com/payment?id=Ab3_x',
    );
    expect(buildProductUrl('pdf', 'Ab3_x', base)).toBe('https://qr.example.com/pdf/Ab3_x');
    expect(buildProductUrl('images', 'Ab3_x', 'http://localhost:5000')).toBe(
      'http://localhost:5000/images/Ab3_x',
    );
    expect(buildProductUrl('pdf', 'a/b c', 'https://example.com/qr')).toBe(
      'https://example.com/qr/pdf/a%2Fb%20c',
    );
  });

  it('refuses a missing id or a base that is not an absolute http(s) URL', () => {
    expect(() => buildProductUrl('payment', undefined, 'https://x.example')).toThrow(PayloadError);
    expect(() => buildProductUrl('pdf', ' ', 'https://x.example')).toThrow(PayloadError);
    expect(() => buildProductUrl('pdf', 'a', 'x.example')).toThrow(PayloadError);
    expect(() => buildProductUrl('pdf', 'a', 'https://x.example?q=1')).toThrow(PayloadError);
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeAll, pngToRgba } from '../../lib/qr-output/decode.js';
import { svgToRgba } from '../../lib/qr-output/png.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { RENDER_MESSAGES } from './render.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe.each(testDatabases())('public API rendering (%s)', (kind) => {
  const { app } = useTestApp(kind);
  let key = '';

  beforeAll(async () => {
    const ann = apiAs(app, await signUp(app()));
    key = (await ann.post('/api/account/api-keys', { name: 'r', scope: 'read' })).json().key;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}`, ...headers } });

  const styled = 'type=url&url=example.com%2Fmenu&fgColor=%231e3a8a&dotShape=rounded&margin=4';

  it('renders SVG that all three decoders read, with the scan verdict and a strong ETag', async () => {
    const res = await get(`/api/v1/qr?${styled}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['qr-scannable']).toBe('true');
    expect(res.headers['qr-scan-grade']).toEqual(expect.any(String));
    expect(res.headers['qr-error-correction']).toBe('M');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const decoded = await decodeAll(svgToRgba(res.body, 600));
    expect(decoded).toEqual({
      zxing: ['https://example.com/menu'],
      jsqr: 'https://example.com/menu',
      zbar: ['https://example.com/menu'],
    });

    // The same request again: the same ETag; with If-None-Match, 304 and no body.
    const again = await get(`/api/v1/qr?${styled}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');
    // If-None-Match compares weakly (RFC 9110 §13.1.2), in a list too.
    const listed = await get(`/api/v1/qr?${styled}`, { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    const other = await get(`/api/v1/qr?${styled.replace('menu', 'bar')}`, {
      'if-none-match': etag,
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('renders PNG of the asked size that all three decoders read', async () => {
    const res = await get(`/api/v1/qr?${styled}&format=png&size=300`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['qr-scannable']).toBe('true');
    const image = pngToRgba(res.rawPayload);
    expect(image.width).toBe(300);
    const decoded = await decodeAll(image);
    expect(decoded.zxing).toEqual(['https://example.com/menu']);
    expect(decoded.jsqr).toBe('https://example.com/menu');
    expect(decoded.zbar).toEqual(['https://example.com/menu']);
    const etag = String(res.headers.etag);
    const again = await get(`/api/v1/qr?${styled}&format=png&size=300`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('renders a PDF of the asked width', async () => {
    const res = await get(`/api/v1/qr?${styled}&format=pdf&widthMm=40`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['qr-scannable']).toBe('true');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A PDF's bytes carry its creation time: its validator is weak, and still answers 304.
    expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    const again = await get(`/api/v1/qr?${styled}&format=pdf&widthMm=40`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers invalid input with the generator’s own messages, as problem details', async () => {
    const query = 'type=url&url=&size=abc&dotShape=stars';
    const res = await get(`/api/v1/qr?${query}`);
    const web = await app().inject({
      method: 'POST',
      url: '/api/generate-qrcode',
      payload: { qrType: 'url', url: '', size: 'abc', dotShape: 'stars' },
    });
    expect(web.statusCode).toBe(400);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: web.json().message,
      code: 'VALIDATION_FAILED',
      fields: web.json().fields,
    });
    const format = await get(`/api/v1/qr?${styled}&format=gif`);
    expect(format.json().fields).toEqual({ format: RENDER_MESSAGES.format });
    const width = await get(`/api/v1/qr?${styled}&format=pdf&widthMm=5`);
    expect(width.json().fields).toEqual({ widthMm: RENDER_MESSAGES.widthMm });
    const twice = await get(`/api/v1/qr?${styled}&url=a.com`);
    expect(twice.json().fields).toEqual({ url: RENDER_MESSAGES.repeated });
    const payment = await get('/api/v1/qr?type=payment');
    expect(payment.json().fields).toEqual({ qrType: RENDER_MESSAGES.payment });
  });

  it('needs a key', async () => {
    const res = await app().inject({ method: 'GET', url: `/api/v1/qr?${styled}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });
});

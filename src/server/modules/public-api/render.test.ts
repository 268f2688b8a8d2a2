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
  // A fixed clock: an event code's DTSTAMP is the time it is made.
  const { app } = useTestApp(kind, {}, { now: () => new Date('2026-11-01T10:00:00Z') });
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

  // Every content type whose fields fit a flat query string (not pdf and images, whose uploads
  // belong to a user, nor payment, refused above), each with a design of the cycle.
  const TYPES: Record<string, Record<string, string>> = {
    url: { url: 'https://example.com/menu?table=12' },
    contact: { firstName: 'Jörg', lastName: 'Müller', phoneNumber: '+49 30 1234567' },
    social: { platform: 'instagram', url: 'https://www.instagram.com/qrshark' },
    ratings: { businessName: 'Café Blue', platform: 'google', url: 'https://g.page/r/x/review' },
    email: { email: 'hello@example.com', subject: 'Table for two', body: 'Café at 8?' },
    location: { address: '10 Downing St, London', latitude: '51.5034', longitude: '-0.1276' },
    events: {
      title: 'Party',
      startDate: '2026-07-04T18:00:00Z',
      endDate: '2026-07-04T23:00:00Z',
      location: 'Rooftop',
    },
    apps: {
      appName: 'Shark',
      platform: 'appstore',
      url: 'https://apps.apple.com/app/id1234567890',
    },
    sms: { phoneNumber: '+15551234567', message: 'See you at 8' },
    whatsapp: { phoneNumber: '+15551234567', message: 'Hi there!' },
    text: { textContent: 'Grüße aus Köln, 東京 and 🦈!' },
    bitcoin: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.0015' },
    wifi: { ssid: 'Cafe;Guest', password: 'pa:ss,word', encryption: 'WPA', hidden: 'true' },
    phone: { phoneNumber: '+44 20 7946 0958' },
  };
  const DESIGNS: Record<string, string>[] = [
    {},
    { dotShape: 'rounded', cornerShape: 'circle', fgColor: '#1E3A8A' },
    { enableFrame: 'true', frameText: 'SCAN ME', frameStyle: 'speech-bubble' },
    { gradientColor: '#5B21B6', fgColor: '#0F172A', margin: '6' },
  ];

  it('renders every flat content type as the generator encodes it, read by all three decoders', async () => {
    let i = 0;
    for (const [type, fields] of Object.entries(TYPES)) {
      const design = DESIGNS[i++ % DESIGNS.length];
      const query = new URLSearchParams({ type, ...fields, ...design }).toString();
      const res = await get(`/api/v1/qr?${query}`);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect(res.headers['qr-scannable'], type).toBe('true');
      // The generator's own answer for the same fields, as JSON with typed values.
      const typed: Record<string, unknown> = { qrType: type, ...fields, ...design };
      for (const name of ['latitude', 'longitude', 'margin']) {
        if (name in typed) typed[name] = Number(typed[name]);
      }
      for (const name of ['hidden', 'enableFrame']) {
        if (name in typed) typed[name] = typed[name] === 'true';
      }
      const web = await app().inject({
        method: 'POST',
        url: '/api/generate-qrcode',
        payload: typed,
      });
      expect(web.statusCode, `${type}: ${web.body}`).toBe(200);
      const expected = web.json().content as string;
      const decoded = await decodeAll(svgToRgba(res.body, 800));
      expect(decoded, type).toEqual({ zxing: [expected], jsqr: expected, zbar: [expected] });
    }
  });

  it('needs a key', async () => {
    const res = await app().inject({ method: 'GET', url: `/api/v1/qr?${styled}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });
});

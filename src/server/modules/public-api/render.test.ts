import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QR_TYPES } from '../../../qr/index.js';
import { decodeAll, pngToRgba, type DecodeInput } from '../../lib/qr-output/decode.js';
import { svgToRgba } from '../../lib/qr-output/png.js';
import { rasterisePdf } from '../../lib/qr-output/testing/pdf-raster.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePdf, samplePng } from '../uploads/test-support.js';
import { RENDER_MESSAGES } from './render.js';
import { userWithKeys } from './test-support.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe.each(testDatabases('engine-independent'))('public API rendering (%s)', (kind) => {
  // A fixed clock: an event code's DTSTAMP is the time it is made.
  // Limits above the test's ~70 calls of one key a minute.
  const { app } = useTestApp(
    kind,
    {},
    {
      now: () => new Date('2026-11-01T10:00:00Z'),
      apiRateLimits: { free: 1000, trial: 1000, premium: 1000, client: 1000 },
    },
  );
  let key = '';
  let cookie = '';
  /** Ids of a PDF and an image Ann uploaded through /api/v1/uploads, for pdf and images codes. */
  const uploaded = { pdf: '', image: '' };

  beforeAll(async () => {
    const ann = await userWithKeys(app);
    cookie = ann.web.cookie;
    key = ann.read;
    const writer = ann.write;
    const upload = async (kind: 'pdf' | 'image', file: Buffer, name: string, type: string) => {
      const form = multipart([
        { name: `${kind}File`, value: file, fileName: name, contentType: type },
        { name: `${kind}Title`, value: 'Render' },
      ]);
      const res = await app().inject({
        method: 'POST',
        url: `/api/v1/uploads/${kind}`,
        headers: { authorization: `Bearer ${writer}`, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    uploaded.pdf = await upload('pdf', await samplePdf(), 'menu.pdf', 'application/pdf');
    uploaded.image = await upload('image', samplePng(200), 'photo.png', 'image/png');
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

  it('marks the SVG with a real size: size px by default, widthMm mm when given (issue 37)', async () => {
    const root = (body: string) => /^<svg\b[^>]*>/.exec(body)?.[0] ?? '';
    const plain = root((await get(`/api/v1/qr?${styled}`)).body);
    expect(plain).toMatch(/ width="1024px" height="1024px"/);
    expect(plain).toMatch(/viewBox="0 0 (\d+) \1"/);
    const px = root((await get(`/api/v1/qr?${styled}&size=300`)).body);
    expect(px).toMatch(/ width="300px" height="300px"/);
    const framed = await get(`/api/v1/qr?${styled}&enableFrame=true&frameText=SCAN&widthMm=40`);
    expect(framed.statusCode, framed.body).toBe(200);
    const [, , w = NaN, h = NaN] = (/viewBox="([^"]+)"/.exec(root(framed.body))?.[1] ?? '')
      .split(' ')
      .map(Number);
    expect(root(framed.body)).toContain(' width="40mm"');
    const height = Number(/ height="([\d.]+)mm"/.exec(root(framed.body))?.[1]);
    expect(height).toBeCloseTo((40 * h) / w, 2);
    expect(height).toBeGreaterThan(40);
    // Only a PNG has no millimetres.
    const png = await get(`/api/v1/qr?${styled}&format=png&widthMm=40`);
    expect(png.json().fields).toEqual({ widthMm: RENDER_MESSAGES.widthMm });
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

  // Every content type the generator has but payment (refused above), each with a design of the
  // cycle; pdf and images codes name Ann's uploads (an images code by its one legacy imageId).
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

  /** A content type's fields; pdf and images codes name Ann's uploads. */
  const fieldsOf = (type: string): Record<string, string> | undefined =>
    type === 'pdf'
      ? { pdfId: uploaded.pdf, title: 'Lunch menu', description: 'Mon–Fri' }
      : type === 'images'
        ? { imageId: uploaded.image, title: 'Our rooftop' }
        : TYPES[type];

  /** The pixels of a rendered answer: SVG drawn at 800 px, PNG as is, PDF's page at 300 dpi. */
  async function pixelsOf(format: string, res: { body: string; rawPayload: Buffer }) {
    if (format === 'svg') return svgToRgba(res.body, 800);
    if (format === 'png') return pngToRgba(res.rawPayload);
    return rasterisePdf(res.rawPayload, 300);
  }

  it('renders every content type as SVG, PNG and PDF that ZXing and jsQR read as the generator encodes it', async () => {
    const types = QR_TYPES.filter((type) => type !== 'payment');
    const untested = types.filter((type) => !fieldsOf(type));
    expect(untested, 'content types without fields in this test').toEqual([]);
    let i = 0;
    for (const type of types) {
      const fields = fieldsOf(type)!;
      const design = DESIGNS[i++ % DESIGNS.length];
      // The generator's own payload for the same fields, as JSON with typed values.
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
        headers: { cookie },
        payload: typed,
      });
      expect(web.statusCode, `${type}: ${web.body}`).toBe(200);
      const expected = web.json().content as string;
      expect(expected, type).toBeTruthy();
      for (const [format, extra] of [
        ['svg', {}],
        ['png', { size: '600' }],
        ['pdf', { widthMm: '50' }],
      ] as const) {
        const where = `${type} as ${format}`;
        const query = new URLSearchParams({ type, ...fields, ...design, format, ...extra });
        const res = await get(`/api/v1/qr?${query}`);
        expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(200);
        expect(res.headers['qr-scannable'], where).toBe('true');
        const pixels: DecodeInput = await pixelsOf(format, res);
        const decoded = await decodeAll(pixels);
        expect({ zxing: decoded.zxing, jsqr: decoded.jsqr }, where).toEqual({
          zxing: [expected],
          jsqr: expected,
        });
        // zbar too for SVG (as before PNG and PDF were decoded here).
        if (format === 'svg') expect(decoded.zbar, where).toEqual([expected]);
      }
    }
  });

  it('needs a key', async () => {
    const res = await app().inject({ method: 'GET', url: `/api/v1/qr?${styled}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });
});

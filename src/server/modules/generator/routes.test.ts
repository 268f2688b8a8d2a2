import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES } from '../../../contracts/design.js';
import { GENERATE_MESSAGES, parseGenerateRequest } from '../../../contracts/generator.js';
import { QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import {
  buildPayload,
  QR_TYPES,
  type PayloadFieldsByType,
  type QrType,
} from '../../../qr/index.js';
import { qrDownloads, qrGenerations, users } from '../../db/schema/index.js';
import { decodeAll, SVG_CHECK_PX_PER_MODULE } from '../../lib/qr-output/decode.js';
import { svgToRgba } from '../../lib/qr-output/png.js';
import { viewBoxWidth as viewBoxWidthOf } from '../../lib/qr-output/scan-check.js';
import { testConfig } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePdf, samplePng, signUp } from '../uploads/test-support.js';
import { CLOCK_DEPENDENT_TYPES, eventUid } from './service.js';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const PUBLIC_URL = 'https://qr.example.com';

/** One realistic form per type (spec 000 §3 field names); ids are filled in once uploaded. */
function sampleContent(ids: {
  pdfId: string;
  imageId: string;
}): Record<QrType, Record<string, unknown>> {
  return {
    url: { url: 'https://example.com/menu?table=12' },
    contact: {
      firstName: 'Jörg',
      lastName: 'Müller',
      phoneNumber: '+49 30 1234567',
      email: 'joerg@example.de',
      notes: 'Sales, north region; calls after 9',
      organization: 'ACME',
    },
    payment: { productName: 'Latte', productPrice: 3.5, productDescription: 'Large oat latte' },
    pdf: { pdfId: ids.pdfId, title: 'Menu', description: 'Dinner' },
    social: { platform: 'instagram', url: 'https://www.instagram.com/qrshark' },
    images: { imageId: ids.imageId, title: 'Terrace' },
    ratings: {
      businessName: 'Café Blue',
      platform: 'google',
      url: 'https://g.page/r/cafe-blue/review',
    },
    email: { email: 'hello@example.com', subject: 'Table for two', body: 'Café at 8?' },
    location: { address: '10 Downing St, London', name: 'No 10' },
    events: {
      title: 'Summer party',
      startDate: '2026-07-04T18:00:00Z',
      endDate: '2026-07-04T23:00:00Z',
      location: 'Rooftop, Building 3',
      description: 'Bring a friend',
    },
    apps: {
      appName: 'Shark',
      platform: 'appstore',
      url: 'https://apps.apple.com/app/id1234567890',
    },
    sms: { phoneNumber: '+15551234567', message: 'See you at 8' },
    whatsapp: { phoneNumber: '+15551234567', message: 'Hi there!' },
    text: { textContent: 'Grüße aus Köln, 東京 and 🦈!' },
    bitcoin: {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.0015',
      label: 'Shop',
      message: 'Order 42',
    },
    wifi: { ssid: 'Cafe;Guest', password: 'pa:ss,word', encryption: 'WPA', hidden: false },
    phone: { phoneNumber: '+44 20 7946 0958' },
  };
}

/** A few styled designs, cycled over the types. */
const DESIGNS: Record<string, unknown>[] = [
  {},
  { dotShape: 'rounded', cornerShape: 'circle', innerCornerShape: 'circle', fgColor: '#1E3A8A' },
  { enableFrame: true, frameText: 'SCAN ME', frameStyle: 'speech-bubble', frameColor: '#111827' },
  { gradientColor: '#5B21B6', fgColor: '#0F172A', cornerShape: 'curve-square' },
];

// A kept answer (answer-cache.ts) is given again later: only types whose payload does not read
// the clock may be kept. A type that starts reading it must join CLOCK_DEPENDENT_TYPES.
describe('the clock in payloads', () => {
  it.each([...QR_TYPES])('%s reads the clock only when it is never kept', (qrType) => {
    const parsed = parseGenerateRequest({
      qrType,
      ...sampleContent({ pdfId: 'A'.repeat(24), imageId: 'B'.repeat(24) })[qrType],
    });
    if (!parsed.ok) throw new Error(`sample ${qrType} is invalid: ${parsed.message}`);
    const content = { ...parsed.value.content, productId: 'p1' };
    const at = (now: Date) =>
      buildPayload(qrType, content as unknown as PayloadFieldsByType[QrType], {
        publicUrl: PUBLIC_URL,
        now,
        uid: eventUid(content, PUBLIC_URL),
      });
    const moved = at(NOW) !== at(new Date(NOW.getTime() + 86_400_000 + 61_000));
    expect(moved).toBe(CLOCK_DEPENDENT_TYPES.has(qrType));
  });
});

describe.each(testDatabases('engine-independent'))('generator API on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-generator-'));
  // Payments on (payment codes need them; nothing here calls Stripe), and the signed-up user
  // is a seller whose Stripe Connect account is ready (payments tests cover getting there).
  const { app, database } = useTestApp(
    kind,
    {
      dataDir,
      publicUrl: PUBLIC_URL,
      stripe: { ...testConfig().stripe, secretKey: 'sk_test_not_called' },
    },
    { now: () => NOW },
  );
  let cookie = '';
  let ids = { pdfId: '', imageId: '' };
  let logoId = '';

  beforeAll(async () => {
    cookie = await signUp(app());
    const me = await app().inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    await database()
      .db.update(users)
      .set({ stripeAccountId: 'acct_generator_test', stripeAccountStatus: 'ready' })
      .where(eq(users.id, (me.json() as { id: number }).id));
    const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      const res = await app().inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    ids = {
      pdfId: await upload('/api/upload-pdf', [
        { name: 'pdfFile', value: await samplePdf(), fileName: 'menu.pdf' },
        { name: 'pdfTitle', value: 'Menu' },
      ]),
      imageId: await upload('/api/upload-image', [
        { name: 'imageFile', value: samplePng(), fileName: 'terrace.png' },
        { name: 'imageTitle', value: 'Terrace' },
      ]),
    };
    logoId = await upload('/api/upload-logo', [
      { name: 'logoFile', value: samplePng(256, '#DC2626'), fileName: 'logo.png' },
    ]);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Asks for the PNG too (the tests below read it); see 'draws a PNG only when asked'. */
  const generate = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/generate-qrcode',
      payload: { includePng: true, ...payload },
      headers,
    });
  const pngBytes = (dataUri: string) => {
    expect(dataUri).toMatch(/^data:image\/png;base64,/);
    return Buffer.from(dataUri.slice('data:image/png;base64,'.length), 'base64');
  };

  it.each(QR_TYPES.map((qrType, i) => [qrType, i] as const))(
    'generates a %s code whose PNG all three decoders read as exactly `content`',
    async (qrType, i) => {
      const body = { qrType, ...sampleContent(ids)[qrType], ...DESIGNS[i % DESIGNS.length] };
      const res = await generate(body, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();

      const parsed = parseGenerateRequest(body);
      if (!parsed.ok) throw new Error('sample is invalid');
      const fields = {
        ...parsed.value.content,
        ...(answer.productId ? { productId: answer.productId } : {}),
      };
      const expected = buildPayload(qrType, fields as unknown as PayloadFieldsByType[QrType], {
        publicUrl: PUBLIC_URL,
        now: NOW,
        uid: eventUid(fields, PUBLIC_URL),
      });
      expect(answer.content).toBe(expected);

      const decoded = await decodeAll(pngBytes(answer.png));
      expect(decoded.zxing).toEqual([expected]);
      expect(decoded.jsqr).toBe(expected);
      expect(answer).toMatchObject({
        scannable: true,
        errorCorrectionLevel: 'M',
        eclLowered: false,
      });
      expect(answer.qrCode).toMatch(/^<svg /);
      expect(answer.warnings.filter((w: { severity: string }) => w.severity === 'error')).toEqual(
        [],
      );
    },
  );

  it('draws a PNG only when asked (includePng), and reads the SVG it returns either way', async () => {
    const body = { qrType: 'url', url: 'https://example.com/png-only-when-asked' };
    const res = await app().inject({ method: 'POST', url: '/api/generate-qrcode', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).not.toHaveProperty('png');
    expect(answer).toMatchObject({ scannable: true, grade: 'robust' });
    const width = Math.round(viewBoxWidthOf(answer.qrCode) * SVG_CHECK_PX_PER_MODULE);
    const decoded = await decodeAll(svgToRgba(answer.qrCode, width));
    expect(decoded).toEqual({ zxing: [body.url], jsqr: body.url, zbar: [body.url] });

    const withPng = (await generate({ ...body, size: 256 })).json();
    expect(pngBytes(withPng.png).readUInt32BE(16)).toBe(256);
    expect(withPng.qrCode).toBe(answer.qrCode);

    const refused = await app().inject({
      method: 'POST',
      url: '/api/generate-qrcode',
      payload: { ...body, includePng: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ includePng: GENERATE_MESSAGES.includePng });
  });

  it('says when a design cannot be read back, and what to change', async () => {
    const res = await generate({
      qrType: 'url',
      url: 'https://example.com',
      fgColor: '#F4F4F5',
      bgColor: '#FFFFFF',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.scannable).toBe(false);
    const codes = answer.warnings.map((w: { code: string }) => w.code);
    expect(codes).toContain('low-contrast');
    expect(codes).toContain('not-scannable');
    expect(
      answer.warnings.find((w: { code: string }) => w.code === 'not-scannable').message,
    ).toMatch(/more contrast/);
  });

  it('uses ECL H with a logo, draws the stored logo, and refuses unknown logo ids', async () => {
    const res = await generate({ qrType: 'url', url: 'https://example.com', logoId }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ errorCorrectionLevel: 'H', eclLowered: false, scannable: true });
    expect(answer.qrCode).toContain('href="data:image/png;base64,');
    const decoded = await decodeAll(pngBytes(answer.png));
    expect(decoded.jsqr).toBe('https://example.com');
    // The default logo size is fitted to the symbol by the renderer, so small and large codes
    // alike get no "too large" warning (this short URL is version 3, where 25 % does not fit).
    expect(answer.version).toBe(3);
    expect(answer.warnings).toEqual([]);
    const long = await generate(
      { qrType: 'url', url: `https://example.com/${'x'.repeat(300)}`, logoId },
      { cookie },
    );
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json()).toMatchObject({ errorCorrectionLevel: 'H', scannable: true, warnings: [] });

    const unknown = await generate({
      qrType: 'url',
      url: 'https://example.com',
      logoId: 'A'.repeat(24),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ logoId: GENERATE_MESSAGES.unknownLogo });
  });

  it("answers invalid input with 400 and the spec's field messages", async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ qrType: 'url' }, { url: QR_CONTENT_MESSAGES.urlRequired }],
      [{ qrType: 'url', url: 'ftp://example.com' }, { url: QR_CONTENT_MESSAGES.urlProtocol }],
      [
        { qrType: 'contact', phoneNumber: '' },
        {
          firstName: QR_CONTENT_MESSAGES.firstNameRequired,
          phoneNumber: QR_CONTENT_MESSAGES.phoneRequired,
        },
      ],
      [
        { qrType: 'url', url: 'https://example.com', fgColor: 'red' },
        { fgColor: DESIGN_MESSAGES.colour },
      ],
      [
        { qrType: 'text', textContent: 'x'.repeat(4000) },
        { textContent: QR_CONTENT_MESSAGES.textTooLong },
      ],
      [
        { qrType: 'pdf', pdfId: 'B'.repeat(24), title: 'Menu' },
        {
          pdfId: 'This PDF is no longer available. Please upload it again.',
        },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await generate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({
        message: Object.values(fields)[0],
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
    const noType = await generate({});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fields).toHaveProperty('qrType');
  });

  it('encodes 2,953 ASCII characters at ECL L and says the ECL was lowered', async () => {
    const text = Array.from(
      { length: 2953 },
      (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789 .,'[i % 39],
    ).join('');
    const res = await generate({ qrType: 'text', textContent: text });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      content: text,
      version: 40,
      errorCorrectionLevel: 'L',
      eclLowered: true,
    });
    const decoded = await decodeAll(pngBytes(answer.png));
    expect(decoded.zxing).toEqual([text]);
    // The largest code there is: three decoders on the 1024 px PNG and the SVG, the camera pass
    // and its larger-print passes take seconds of CPU, more on a loaded 2-core machine.
  }, 120_000);

  it('answers 422 when the data fits at no ECL, never a 500', async () => {
    const res = await generate({ qrType: 'text', textContent: '€'.repeat(2000) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: GENERATE_MESSAGES.tooMuchData,
      code: 'QR_DATA_TOO_LONG',
    });
  });

  it('payment codes: visitors get a clear 400, signed-in users get a product', async () => {
    const content = sampleContent(ids).payment;
    const anonymous = await generate({ qrType: 'payment', ...content });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
    const first = await generate({ qrType: 'payment', ...content }, { cookie });
    const again = await generate({ qrType: 'payment', ...content }, { cookie });
    expect(first.json().productId).toMatch(/^[\w-]{22}$/);
    // The same product details reuse the product rather than piling up copies.
    expect(again.json().productId).toBe(first.json().productId);
    expect(first.json().content).toBe(`${PUBLIC_URL}/payment?id=${first.json().productId}`);
    const gone = await generate({ qrType: 'payment', ...content, productId: '999999' }, { cookie });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields).toHaveProperty('productId');
  });

  it('exports a print-ready PDF with the type in the file name', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/generate-qrcode/pdf',
      payload: { qrType: 'wifi', ...sampleContent(ids).wifi, widthMm: 50, page: 'a4' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wifi-qr-code.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tooSmall = await app().inject({
      method: 'POST',
      url: '/api/generate-qrcode/pdf',
      payload: { qrType: 'url', url: 'https://example.com', widthMm: 10 },
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().fields).toEqual({ widthMm: 'Width must be from 20 to 500 mm' });
  });

  it('records generations and downloads with the session id, never the IP address', async () => {
    const gen = await app().inject({
      method: 'POST',
      url: '/api/track-generation',
      remoteAddress: '203.0.113.77',
      headers: {
        referer: 'https://news.example.org/story?id=1#x',
        'user-agent': 'TestBrowser/1.0',
      },
      payload: {
        qrType: 'url',
        qrData: 'https://example.com',
        foregroundColor: '#000000',
        backgroundColor: '#FFFFFF',
        hasLogo: false,
        sessionId: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
        isDynamic: false,
      },
    });
    expect(gen.statusCode, gen.body).toBe(204);
    const [row] = await database()
      .db.select()
      .from(qrGenerations)
      .where(eq(qrGenerations.sessionId, 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff'));
    expect(row).toMatchObject({
      qrType: 'url',
      qrContent: 'https://example.com',
      userId: null,
      referrerHost: 'news.example.org',
      userAgent: 'TestBrowser/1.0',
    });
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');

    const dl = await app().inject({
      method: 'POST',
      url: '/api/track-download',
      remoteAddress: '203.0.113.78',
      headers: { cookie },
      payload: { qrType: 'wifi', downloadType: 'svg', sessionId: 'session-0001' },
    });
    expect(dl.statusCode, dl.body).toBe(204);
    const [download] = await database()
      .db.select()
      .from(qrDownloads)
      .where(eq(qrDownloads.sessionId, 'session-0001'));
    expect(download!.downloadType).toBe('svg');
    expect(download!.userId).not.toBeNull();
    expect(JSON.stringify(download)).not.toContain('203.0.113.78');

    for (const payload of [
      { qrType: 'url', sessionId: 'short' },
      { qrType: 'url', sessionId: 'has spaces in it' },
      { qrType: 'nope', sessionId: 'session-0001' },
      { qrType: 'url', sessionId: 'session-0001', qrCodeId: 12345 },
    ]) {
      const bad = await app().inject({ method: 'POST', url: '/api/track-generation', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badType = await app().inject({
      method: 'POST',
      url: '/api/track-download',
      payload: { qrType: 'url', downloadType: 'gif', sessionId: 'session-0001' },
    });
    expect(badType.statusCode).toBe(400);
  });

  it("refers a tracked generation or download to the caller's own saved code only", async () => {
    const saveCode = async (owner: string) => {
      const saved = await app().inject({
        method: 'POST',
        url: '/api/qrcodes',
        headers: { cookie: owner },
        payload: { qrType: 'url', url: 'example.com/menu', name: 'Menu', qrMode: 'static' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json().id as number;
    };
    const other = await signUp(app());
    const othersCode = await saveCode(other);
    const ownCode = await saveCode(cookie);
    const track = (url: string, qrCodeId: number, extra: Record<string, unknown> = {}) =>
      app().inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { qrType: 'url', sessionId: 'owner-check-0001', qrCodeId, ...extra },
      });
    for (const [url, extra] of [
      ['/api/track-generation', {}],
      ['/api/track-download', { downloadType: 'png' }],
    ] as const) {
      const foreign = await track(url, othersCode, extra);
      expect(foreign.statusCode, url).toBe(400);
      expect(foreign.json().fields).toEqual({ qrCodeId: 'Unknown QR code' });
      expect((await track(url, ownCode, extra)).statusCode, url).toBe(204);
    }
  });

  it('rate limits per IP with 429 and Retry-After', async () => {
    let last = null as Awaited<ReturnType<typeof generate>> | null;
    for (let i = 0; i < 121; i += 1) {
      last = await app().inject({
        method: 'POST',
        url: '/api/track-download',
        remoteAddress: '198.51.100.9',
        payload: { qrType: 'url', downloadType: 'png', sessionId: 'rate-limit-test' },
      });
      if (i < 120) expect(last.statusCode).toBe(204);
    }
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address is not affected.
    const other = await app().inject({
      method: 'POST',
      url: '/api/track-download',
      remoteAddress: '198.51.100.10',
      payload: { qrType: 'url', downloadType: 'png', sessionId: 'rate-limit-test' },
    });
    expect(other.statusCode).toBe(204);
  });
});

import Papa from 'papaparse';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CSV_COLUMNS } from '../../../contracts/analytics.js';
import { API_KEY_MESSAGES } from '../../../contracts/api-keys.js';
import { QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import { uploads } from '../../db/schema/index.js';
import { decodeAll, pngToRgba } from '../../lib/qr-output/decode.js';
import { svgToRgba } from '../../lib/qr-output/png.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { CSV_HEADER } from '../dynamic-codes/index.js';
import { UPLOAD_RULES } from '../uploads/index.js';
import { multipart, paddedPng, samplePdf, samplePng } from '../uploads/test-support.js';
import { ANALYTICS_STATIC_MESSAGE } from './codes.js';
import { acceptsCsv } from './routes-data.js';
import { seedSavedAndDynamic, userWithKeys, type WebUser } from './test-support.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Rows of a CSV text as papaparse reads it (the project's CSV library). */
function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { skipEmptyLines: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('acceptsCsv', () => {
  it('is true only when text/csv is asked for at least as much as JSON', () => {
    expect(acceptsCsv(undefined)).toBe(false);
    expect(acceptsCsv('*/*')).toBe(false);
    expect(acceptsCsv('text/csv')).toBe(true);
    expect(acceptsCsv('text/csv, application/json')).toBe(true);
    expect(acceptsCsv('application/json, text/csv;q=0.5')).toBe(false);
    expect(acceptsCsv('text/csv;q=0')).toBe(false);
    expect(acceptsCsv('TEXT/CSV; q=0.9, application/*;q=0.8')).toBe(true);
  });
});

describe.each(testDatabases())('public API data operations (%s)', (kind) => {
  const { app, database } = useTestApp(kind, { trustProxy: true });
  let ann: WebUser;
  const keys = { annRead: '', annWrite: '', bobRead: '', bobWrite: '' };
  let dynamicId = 0;
  let savedId = 0;
  let shortCode = '';

  const call = (
    key: string,
    method: 'GET' | 'POST',
    url: string,
    options: { headers?: Record<string, string>; payload?: Buffer | object } = {},
  ) =>
    app().inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}`, ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
  const uploadCount = async () => (await database().db.select({ n: count() }).from(uploads))[0]!.n;

  beforeAll(async () => {
    ({ web: ann, read: keys.annRead, write: keys.annWrite } = await userWithKeys(app));
    ({ read: keys.bobRead, write: keys.bobWrite } = await userWithKeys(app));
    ({ dynamicId, savedId, shortCode } = await seedSavedAndDynamic(ann, 'Spring, "quoted"'));
    // Real scans through the short link: two visitors on two devices, one bot.
    const scans: [string, string][] = [
      [IPHONE, '81.2.69.142'],
      [IPHONE, '81.2.69.142'],
      [DESKTOP, '1.1.1.1'],
      ['curl/8.5.0', '193.99.144.80'],
    ];
    for (const [ua, ip] of scans) {
      const res = await app().inject({
        url: `/d/${shortCode}`,
        headers: { 'user-agent': ua, 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(302);
    }
    await app().scanCapture.flush();
  });

  it('gives another user’s key 404 for the code’s analytics, reading nothing', async () => {
    for (const key of [keys.bobRead, keys.bobWrite]) {
      for (const query of ['', '?format=csv']) {
        for (const id of [`dyn_${dynamicId}`, `sav_${savedId}`]) {
          const res = await call(key, 'GET', `/api/v1/codes/${id}/analytics${query}`);
          expect(res.statusCode, `${id}${query}`).toBe(404);
          expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
          expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'QR code not found' });
          expect(res.body).not.toContain(shortCode);
        }
      }
    }
    // The export is of the key owner's codes only: none of Ann's.
    const exported = await call(keys.bobRead, 'GET', '/api/v1/codes/export');
    expect(exported.statusCode).toBe(200);
    expect(csvRows(exported.body)).toEqual([CSV_HEADER]);
    // Ann's saved code has no analytics, but it is hers: 409, not 404.
    const saved = await call(keys.annRead, 'GET', `/api/v1/codes/sav_${savedId}/analytics`);
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toMatchObject({ code: 'NOT_DYNAMIC', detail: ANALYTICS_STATIC_MESSAGE });
  });

  it('lets a read key read analytics and the export and render with POST /qr, but not upload', async () => {
    const analytics = await call(keys.annRead, 'GET', `/api/v1/codes/dyn_${dynamicId}/analytics`);
    expect(analytics.statusCode).toBe(200);
    expect((await call(keys.annRead, 'GET', '/api/v1/codes/export')).statusCode).toBe(200);
    const rendered = await call(keys.annRead, 'POST', '/api/v1/qr', {
      payload: { type: 'url', url: 'example.com/read' },
    });
    expect(rendered.statusCode).toBe(200);

    const before = await uploadCount();
    for (const kind of ['logo', 'pdf', 'image'] as const) {
      const form = multipart([
        {
          name: UPLOAD_RULES[kind].fileField,
          value: kind === 'pdf' ? await samplePdf() : samplePng(),
          fileName: kind === 'pdf' ? 'a.pdf' : 'a.png',
          contentType: kind === 'pdf' ? 'application/pdf' : 'image/png',
        },
        { name: `${kind}Title`, value: 'Read key' },
      ]);
      const res = await call(keys.annRead, 'POST', `/api/v1/uploads/${kind}`, form);
      expect(res.statusCode, kind).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'READ_ONLY_KEY',
        detail: API_KEY_MESSAGES.readOnly,
      });
    }
    expect(await uploadCount()).toBe(before);
    // Only the marked route is open to a read key: other POSTs, known or not, stay 403.
    for (const url of [`/api/v1/codes/dyn_${dynamicId}/pause`, '/api/v1/nothing-here']) {
      const res = await call(keys.annRead, 'POST', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('READ_ONLY_KEY');
    }
  });

  it('answers the dashboard’s analytics numbers and CSV for the same code and range', async () => {
    for (const query of ['', '?tz=Europe/Berlin', '?from=2026-01-01&to=2026-12-31&tz=Asia/Tokyo']) {
      const dashboard = await ann.get(`/api/dynamic-qrcodes/${dynamicId}/analytics${query}`);
      expect(dashboard.statusCode).toBe(200);
      const api = await call(
        keys.annRead,
        'GET',
        `/api/v1/codes/dyn_${dynamicId}/analytics${query}`,
      );
      expect(api.statusCode).toBe(200);
      const expected = dashboard.json();
      expect(api.json()).toEqual({
        ...expected,
        code: { ...expected.code, id: `dyn_${dynamicId}` },
      });
    }
    const body = (
      await call(keys.annRead, 'GET', `/api/v1/codes/dyn_${dynamicId}/analytics?tz=Europe/Berlin`)
    ).json();
    // The scans made above: three human scans by two visitors on two devices, one bot.
    expect(body.totals).toEqual({ scans: 3, uniqueScanners: 2 });
    expect(body.code.totalScans).toBe(3);
    expect(body.bots.total).toBe(1);
    expect(body.breakdowns.deviceType.rows).toEqual(
      expect.arrayContaining([
        { key: 'mobile', scans: 2 },
        { key: 'desktop', scans: 1 },
      ]),
    );
    expect(body.breakdowns.country.rows.length).toBeGreaterThan(1);
    expect(body.series.reduce((sum: number, b: { scans: number }) => sum + b.scans, 0)).toBe(3);

    // CSV: the dashboard's download, by format=csv or by Accept.
    const dashboardCsv = await ann.get(`/api/dynamic-qrcodes/${dynamicId}/analytics.csv`);
    for (const request of [
      { query: '?format=csv', headers: {} as Record<string, string> },
      { query: '', headers: { accept: 'text/csv' } },
    ]) {
      const csv = await call(
        keys.annRead,
        'GET',
        `/api/v1/codes/dyn_${dynamicId}/analytics${request.query}`,
        {
          headers: request.headers,
        },
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(dashboardCsv.headers['content-disposition']);
      expect(csv.body).toBe(dashboardCsv.body);
      const rows = csvRows(csv.body);
      expect(rows[0]).toEqual([...ANALYTICS_CSV_COLUMNS]);
      expect(rows.length - 1).toBe(3);
    }
    // format=json wins over Accept; bad parameters get the dashboard's messages.
    const json = await call(
      keys.annRead,
      'GET',
      `/api/v1/codes/dyn_${dynamicId}/analytics?format=json`,
      {
        headers: { accept: 'text/csv' },
      },
    );
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const bad = await call(
      keys.annRead,
      'GET',
      `/api/v1/codes/dyn_${dynamicId}/analytics?from=2025-02-30`,
    );
    const dashboardBad = await ann.get(
      `/api/dynamic-qrcodes/${dynamicId}/analytics?from=2025-02-30`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(dashboardBad.json().fields);
  });

  it('exports the dashboard’s CSV of the owner’s dynamic codes', async () => {
    const api = await call(keys.annRead, 'GET', '/api/v1/codes/export');
    const dashboard = await ann.get('/api/dynamic-qrcodes/export.csv');
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(api.headers['cache-control']).toBe('private, no-store');
    expect(api.body).toBe(dashboard.body);
    const rows = csvRows(api.body);
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows.slice(1)).toEqual([
      [
        shortCode,
        expect.stringContaining(`/d/${shortCode}`),
        'https://example.com/spring',
        'Spring, "quoted"',
        '3',
        expect.any(String),
      ],
    ]);
  });

  it('uploads files with the web app’s checks and messages, usable in a rendered code', async () => {
    const before = await uploadCount();
    // A text file as a logo, a logo over 2 MB, a PDF without its title: the web app's answers.
    const refused = [
      {
        kind: 'logo',
        parts: [
          {
            name: 'logoFile',
            value: Buffer.from('not an image'),
            fileName: 'a.png',
            contentType: 'image/png',
          },
        ],
        status: 415,
        message: UPLOAD_RULES.logo.wrongType,
      },
      {
        kind: 'logo',
        parts: [
          {
            name: 'logoFile',
            value: paddedPng(UPLOAD_RULES.logo.maxBytes + 1),
            fileName: 'big.png',
            contentType: 'image/png',
          },
        ],
        status: 413,
        message: UPLOAD_RULES.logo.tooLarge,
      },
      {
        kind: 'pdf',
        parts: [
          {
            name: 'pdfFile',
            value: await samplePdf(),
            fileName: 'menu.pdf',
            contentType: 'application/pdf',
          },
        ],
        status: 400,
        message: QR_CONTENT_MESSAGES.titleRequired,
      },
    ];
    for (const { kind, parts, status, message } of refused) {
      const res = await call(keys.annWrite, 'POST', `/api/v1/uploads/${kind}`, multipart(parts));
      expect(res.statusCode, message).toBe(status);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json().detail).toBe(message);
      // The web app's own upload route says the same.
      const form = multipart(parts);
      const web = await app().inject({
        method: 'POST',
        url: `/api/upload-${kind}`,
        headers: { cookie: ann.cookie, ...form.headers },
        payload: form.payload,
      });
      expect(web.statusCode).toBe(status);
      expect(web.json().message).toBe(message);
    }
    expect(await uploadCount()).toBe(before);

    const logo = await call(
      keys.annWrite,
      'POST',
      '/api/v1/uploads/logo',
      multipart([
        { name: 'logoFile', value: samplePng(120), fileName: 'logo.png', contentType: 'image/png' },
      ]),
    );
    expect(logo.statusCode).toBe(201);
    const { id, logoUrl } = logo.json();
    expect(logoUrl).toMatch(new RegExp(`/logo/${id}$`));
    expect((await app().inject({ url: `/logo/${id}` })).statusCode).toBe(200);

    const pdf = await call(
      keys.annWrite,
      'POST',
      '/api/v1/uploads/pdf',
      multipart([
        {
          name: 'pdfFile',
          value: await samplePdf(),
          fileName: 'menu.pdf',
          contentType: 'application/pdf',
        },
        { name: 'pdfTitle', value: 'Menu' },
      ]),
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({
      fileName: 'menu.pdf',
      pdfUrl: expect.stringMatching(/\/pdf\//),
    });

    // The logo in a rendered code, which still scans.
    const rendered = await call(keys.annWrite, 'POST', '/api/v1/qr', {
      payload: { type: 'url', url: 'example.com/logo', logoId: id, errorCorrectionLevel: 'H' },
    });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain('<image');
    const decoded = await decodeAll(svgToRgba(rendered.body, 600));
    expect(decoded.zxing).toEqual(['https://example.com/logo']);
  });

  it('renders POST /qr as GET /qr does: decodable, same tag, 304, same messages', async () => {
    const fields = {
      type: 'url',
      url: 'example.com/json',
      fgColor: '#1e3a8a',
      dotShape: 'rounded',
      margin: 4,
    };
    const post = await call(keys.annWrite, 'POST', '/api/v1/qr', { payload: fields });
    expect(post.statusCode).toBe(200);
    expect(post.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(post.headers['qr-scannable']).toBe('true');
    expect(post.headers['cache-control']).toBe('private, max-age=3600');
    expect(await decodeAll(svgToRgba(post.body, 600))).toEqual({
      zxing: ['https://example.com/json'],
      jsqr: 'https://example.com/json',
      zbar: ['https://example.com/json'],
    });
    const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const get = await call(keys.annRead, 'GET', `/api/v1/qr?${query}`);
    expect(get.headers.etag).toBe(post.headers.etag);
    expect(get.body).toBe(post.body);

    const again = await call(keys.annWrite, 'POST', '/api/v1/qr', {
      payload: fields,
      headers: { 'if-none-match': String(post.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const png = await call(keys.annWrite, 'POST', '/api/v1/qr', {
      payload: { ...fields, format: 'png', size: 300 },
    });
    expect(png.headers['content-type']).toBe('image/png');
    const image = pngToRgba(png.rawPayload);
    expect(image.width).toBe(300);
    expect((await decodeAll(image)).zxing).toEqual(['https://example.com/json']);

    // Bad input: the same messages as GET /qr (the generator's), and a body that is no object.
    const bads: Record<string, string>[] = [
      { type: 'url', url: 'not a url' },
      { type: 'url', url: 'example.com', format: 'gif' },
    ];
    for (const bad of bads) {
      const viaPost = await call(keys.annWrite, 'POST', '/api/v1/qr', { payload: bad });
      const viaGet = await call(keys.annRead, 'GET', `/api/v1/qr?${new URLSearchParams(bad)}`);
      expect(viaPost.statusCode).toBe(400);
      expect(viaPost.json()).toEqual(viaGet.json());
    }
    const list = await call(keys.annWrite, 'POST', '/api/v1/qr', { payload: ['url'] });
    expect(list.statusCode).toBe(400);
    expect(list.json().detail).toBe('Send the parameters as a JSON object');
  });
});

// The generate route's kept answers (answer-cache.ts) through the real app: a request repeated
// byte for byte gets the first answer again (same status, headers and decoded bytes), compressed
// as its Accept-Encoding asks; any other request, an invalid one, one whose answer depends on
// the caller's uploads or on the clock, is generated as before; limits count every request.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATE_MESSAGES } from '../../../contracts/generator.js';
import { OPENAPI_PATH } from '../public-api/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePdf, signUp } from '../uploads/test-support.js';
import { GENERATOR_LIMITS } from './routes.js';
import { negotiateEncoding } from './answer-cache.js';

/** The body as JSON text, so a repeat can be sent with exactly the same bytes. */
const styled = (url: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    qrType: 'url',
    url,
    fgColor: '#1E3A8A',
    gradientColor: '#5B21B6',
    dotShape: 'rounded',
    cornerShape: 'circle',
    enableFrame: true,
    frameText: 'SCAN ME',
    ...extra,
  });

/** The answer's bytes as its Content-Encoding says to read them. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

/**
 * The headers a client acts on: not the date, the length of this encoding or the rate limit's
 * count of this request.
 */
function meaningful(res: LightMyRequestResponse) {
  return Object.fromEntries(
    Object.entries(res.headers).filter(
      ([name]) =>
        !['date', 'content-length', 'content-encoding'].includes(name) &&
        !name.startsWith('x-ratelimit-'),
    ),
  );
}

describe.each(testDatabases('engine-independent'))('kept generate answers on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-answer-cache-'));
  let clock = new Date('2026-06-01T12:00:00.000Z');
  const { app } = useTestApp(kind, { dataDir }, { now: () => clock });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (
    body: string,
    headers: Record<string, string> = {},
    remoteAddress = '203.0.113.1',
  ) =>
    app().inject({
      method: 'POST',
      url: '/api/generate-qrcode',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const hits = () => app().generator.answers.stats().hits;

  it('answers a repeated request with the first answer, compressed per Accept-Encoding', async () => {
    const body = styled('https://example.com/kept');
    const first = await post(body, {}, '203.0.113.10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = first.json();
    expect(answer).toMatchObject({ scannable: true, content: 'https://example.com/kept' });
    expect(answer.qrCode).toMatch(/^<svg /);

    const cases: [Record<string, string>, string | undefined][] = [
      [{}, undefined],
      [{ 'accept-encoding': 'br' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'br;q=0.5, gzip' }, 'gzip'],
      [{ 'accept-encoding': 'identity' }, undefined],
      [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, undefined],
    ];
    for (const [headers, encoding] of cases) {
      const before = hits();
      const again = await post(body, headers, '203.0.113.10');
      const what = JSON.stringify(headers);
      expect(hits(), what).toBe(before + 1);
      expect(again.statusCode, what).toBe(200);
      expect(again.headers['content-encoding'], what).toBe(encoding);
      expect(decoded(again).equals(first.rawPayload), what).toBe(true);
      expect(meaningful(again), what).toEqual(meaningful(first));
      if (encoding) expect(again.rawPayload.length, what).toBeLessThan(first.rawPayload.length / 2);
    }
    // A compressed first answer is the same answer: the bytes decoded, the headers.
    const brFirst = await post(styled('https://example.com/kept-br'), { 'accept-encoding': 'br' });
    const brAgain = await post(styled('https://example.com/kept-br'), { 'accept-encoding': 'br' });
    expect(brFirst.headers['content-encoding']).toBe('br');
    expect(brAgain.rawPayload.equals(brFirst.rawPayload)).toBe(true);
    expect(meaningful(brAgain)).toEqual(meaningful(brFirst));
  });

  it('chooses the encoding the app compresses its other answers with', async () => {
    const headers = [
      '',
      'br',
      'gzip',
      'deflate',
      'identity',
      '*',
      'x-gzip',
      'gzip, deflate, br',
      'deflate, gzip;q=1.0, *;q=0.5',
      'br;q=0, gzip',
      'gzip;q=0.5, br;q=0.5',
      'gzip;q=0.8, br;q=0.4',
      'br;q=0.9, gzip;q=0.1',
      'GZIP',
      'br;q=0, gzip;q=0',
    ];
    for (const header of headers) {
      // The OpenAPI document: JSON over 1 KB compressed on the fly by the app's plugin.
      const res = await app().inject({
        method: 'GET',
        url: OPENAPI_PATH,
        headers: header === '' ? {} : { 'accept-encoding': header },
      });
      expect(res.statusCode).toBe(200);
      expect(negotiateEncoding(header === '' ? undefined : header), header).toBe(
        res.headers['content-encoding'] ?? null,
      );
    }
  });

  it('generates any other request: other bytes, other content, other options', async () => {
    const body = styled('https://example.com/other');
    const first = await post(body, {}, '203.0.113.20');
    expect(first.statusCode).toBe(200);

    // The same fields in another order or spacing are not the same bytes: validated and
    // generated again (from the render cache), with the same answer.
    const before = hits();
    const reordered = JSON.stringify(
      Object.fromEntries(Object.entries(JSON.parse(body)).reverse()),
    );
    const spaced = JSON.stringify(JSON.parse(body), null, 1);
    for (const other of [reordered, spaced]) {
      const res = await post(other, {}, '203.0.113.20');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(hits()).toBe(before);

    const otherUrl = (await post(styled('https://example.com/other-2'), {}, '203.0.113.20')).json();
    expect(otherUrl.content).toBe('https://example.com/other-2');
    const withPng = (
      await post(
        styled('https://example.com/other', { includePng: true, size: 256 }),
        {},
        '203.0.113.20',
      )
    ).json();
    expect(withPng.png).toMatch(/^data:image\/png;base64,/);
    expect(withPng.qrCode).toBe(first.json().qrCode);
    const noFrame = (
      await post(styled('https://example.com/other', { enableFrame: false }), {}, '203.0.113.20')
    ).json();
    expect(noFrame.qrCode).not.toBe(first.json().qrCode);
    expect(hits()).toBe(before);
  });

  it('still answers invalid input with its clear error, every time', async () => {
    const cases: [string, number, Record<string, unknown>][] = [
      [
        styled('https://example.com/x', { includePng: 'yes' }),
        400,
        { fields: { includePng: GENERATE_MESSAGES.includePng } },
      ],
      [
        JSON.stringify({ qrType: 'url', url: 'https://example.com', colour: 'red' }),
        400,
        { code: 'VALIDATION_FAILED', fields: { colour: GENERATE_MESSAGES.unknownField } },
      ],
      [JSON.stringify({ qrType: 'url' }), 400, { code: 'VALIDATION_FAILED' }],
      ['{"qrType": "url",', 400, {}],
      ['', 400, { code: 'VALIDATION_FAILED' }],
      [
        JSON.stringify({ qrType: 'text', textContent: '€'.repeat(2000) }),
        422,
        { code: 'QR_DATA_TOO_LONG' },
      ],
    ];
    const before = hits();
    for (const [body, status, error] of cases) {
      const first = await post(body, { 'accept-encoding': 'br' }, '203.0.113.30');
      const again = await post(body, { 'accept-encoding': 'br' }, '203.0.113.30');
      for (const res of [first, again]) {
        expect(res.statusCode, body.slice(0, 60)).toBe(status);
        expect(res.json(), body.slice(0, 60)).toMatchObject(error);
        expect(typeof res.json().message).toBe('string');
      }
      expect(again.body).toBe(first.body);
    }
    expect(hits()).toBe(before);
  });

  it('counts every kept answer against the rate limit, PNG units included', async () => {
    const body = styled('https://example.com/limited');
    for (let i = 0; i < GENERATOR_LIMITS.generate; i++) {
      const res = await post(body, {}, '203.0.113.40');
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const over = await post(body, {}, '203.0.113.40');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(body, {}, '203.0.113.41')).statusCode).toBe(200);

    // A 2048 px PNG costs 4 units, kept or not: 14 of them and 4 plain requests fill the 60.
    const png = styled('https://example.com/limited', { includePng: true, size: 2048 });
    const before = hits();
    for (let i = 0; i < 14; i++) {
      const res = await post(png, {}, '203.0.113.42');
      expect(res.statusCode, `PNG request ${i + 1}`).toBe(200);
    }
    expect(hits()).toBe(before + 13);
    // 56 counted; two plain ones make 58: the kept PNG answer's 4 units do not fit in the 2 left.
    for (let i = 0; i < 2; i++) expect((await post(body, {}, '203.0.113.42')).statusCode).toBe(200);
    const refused = await post(png, {}, '203.0.113.42');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/a 4-unit render/);
    // Kept answers all: 13 PNG, 2 plain and the refused PNG.
    expect(hits()).toBe(before + 16);
    // It counts as one request (its extra units taken back): one more fits, then none.
    expect((await post(body, {}, '203.0.113.42')).statusCode).toBe(200);
    expect((await post(body, {}, '203.0.113.42')).statusCode).toBe(429);
  });

  it("never gives an answer that depends on the caller's uploads or on the clock", async () => {
    // A signed-in user's PDF is their workspace's: the same bytes from a visitor are refused.
    const cookie = await signUp(app());
    const upload = multipart([
      { name: 'pdfFile', value: await samplePdf(), fileName: 'menu.pdf' },
      { name: 'pdfTitle', value: 'Menu' },
    ]);
    const uploaded = await app().inject({
      method: 'POST',
      url: '/api/upload-pdf',
      payload: upload.payload,
      headers: { ...upload.headers, cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const pdfBody = JSON.stringify({ qrType: 'pdf', pdfId: uploaded.json().id, title: 'Menu' });
    const before = hits();
    for (let i = 0; i < 2; i++) {
      expect((await post(pdfBody, { cookie }, '203.0.113.50')).statusCode).toBe(200);
    }
    const visitor = await post(pdfBody, {}, '203.0.113.50');
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().fields).toHaveProperty('pdfId');

    // An event's payload carries the time it was made (DTSTAMP): made again each time.
    const event = JSON.stringify({
      qrType: 'events',
      title: 'Launch',
      startDate: '2026-07-04T18:00:00Z',
      endDate: '2026-07-04T20:00:00Z',
      location: 'Rooftop',
    });
    const stampedRes = await post(event, {}, '203.0.113.50');
    expect(stampedRes.statusCode, stampedRes.body).toBe(200);
    const stamped = stampedRes.json().content as string;
    clock = new Date(clock.getTime() + 60_000);
    const later = (await post(event, {}, '203.0.113.50')).json().content as string;
    expect(stamped).toMatch(/DTSTAMP:20260601T120000Z/);
    expect(later).toMatch(/DTSTAMP:20260601T120100Z/);
    expect(hits()).toBe(before);
  });
});

import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import { uploads } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { pngToRgba } from '../../lib/qr-output/decode.js';
import { SIGN_IN_REQUIRED } from './routes.js';
import { CSP, IMMUTABLE } from './served-headers.js';
import { multipart, paddedPng, samplePdf, samplePng, signUp } from './test-support.js';

/** Every file under DATA_DIR/uploads, as paths relative to it. */
async function storedFiles(dataDir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(dataDir, 'uploads'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

describe.each(testDatabases('engine-independent'))('uploads API on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-uploads-'));
  const { app, database } = useTestApp(kind, { dataDir });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (
    url: string,
    body: ReturnType<typeof multipart>,
    cookie?: string,
    remoteAddress = '127.0.0.1',
  ) =>
    app().inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  const rowCount = async () => (await database().db.select().from(uploads)).length;

  it('stores an anonymous image and serves its page and raw bytes with nosniff and a sandbox CSP', async () => {
    const png = samplePng();
    const res = await post(
      '/api/upload-image',
      multipart([
        { name: 'imageFile', value: png, fileName: 'photo.png', contentType: 'image/png' },
        { name: 'imageTitle', value: 'Our <b>terrace</b>' },
        { name: 'imageDescription', value: 'Open "daily" & <script>alert(1)</script>' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body).toEqual({
      id: body.id,
      imageUrl: `http://localhost:3000/images/${body.id}`,
      fileName: 'photo.png',
    });

    const page = await app().inject({ url: `/images/${body.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toBe(CSP.page);
    expect(page.body).toContain('Our &lt;b&gt;terrace&lt;/b&gt;');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`src="/images/${body.id}/raw"`);

    const raw = await app().inject({ url: `/images/${body.id}/raw` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('image/png');
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(raw.headers['content-security-policy']).toBe(CSP.raw);
    expect(raw.headers['cache-control']).toBe(IMMUTABLE);
    expect(raw.rawPayload.equals(png)).toBe(true);
  });

  it('rejects an HTML file named logo.png (415) and stores nothing', async () => {
    const cookie = await signUp(app());
    const before = await rowCount();
    const filesBefore = await storedFiles(dataDir);
    for (const url of ['/api/upload-logo', '/api/upload-image']) {
      const field = url.endsWith('logo') ? 'logoFile' : 'imageFile';
      const res = await post(
        url,
        multipart([
          {
            name: field,
            value: '<html><body><script>alert(document.cookie)</script></body></html>',
            fileName: 'logo.png',
            contentType: 'image/png',
          },
          { name: 'imageTitle', value: 'Logo' },
        ]),
        cookie,
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
      expect(res.json().message).toMatch(/not a PNG, JPEG, GIF/);
      expect(res.json().fields[field]).toBe(res.json().message);
    }
    expect(await rowCount()).toBe(before);
    expect(await storedFiles(dataDir)).toEqual(filesBefore);
  });

  it('answers 413 with a clear message for a file over the limit and stores nothing', async () => {
    const before = await rowCount();
    const filesBefore = await storedFiles(dataDir);
    const big = Buffer.concat([samplePng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post(
      '/api/upload-image',
      multipart([
        { name: 'imageTitle', value: 'Huge' },
        { name: 'imageFile', value: big, fileName: 'big.png', contentType: 'image/png' },
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The image is larger than 5 MB. Please choose a smaller file.',
    });
    expect(await rowCount()).toBe(before);
    expect(await storedFiles(dataDir)).toEqual(filesBefore);
  });

  it('accepts a file just under the limit (well above the 1 MB JSON body limit)', async () => {
    const nearLimit = paddedPng(5 * 1024 * 1024);
    const res = await post(
      '/api/upload-image',
      multipart([
        { name: 'imageFile', value: nearLimit, fileName: 'big.png' },
        { name: 'imageTitle', value: 'Big but allowed' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const raw = await app().inject({ url: `/images/${res.json().id}/raw` });
    expect(raw.rawPayload.length).toBe(5 * 1024 * 1024);
  });

  it('requires a title and stores nothing without one', async () => {
    const before = await rowCount();
    const res = await post(
      '/api/upload-image',
      multipart([{ name: 'imageFile', value: samplePng(), fileName: 'a.png' }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: QR_CONTENT_MESSAGES.titleRequired,
      code: 'VALIDATION_FAILED',
      fields: { imageTitle: QR_CONTENT_MESSAGES.titleRequired },
    });
    const noFile = await post('/api/upload-image', multipart([{ name: 'imageTitle', value: 'x' }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual({ imageFile: QR_CONTENT_MESSAGES.imageFileRequired });
    expect(await rowCount()).toBe(before);
  });

  it('PDF uploads need sign-in; the PDF is served inline as application/pdf', async () => {
    const pdf = await samplePdf();
    const form = () =>
      multipart([
        { name: 'pdfFile', value: pdf, fileName: 'menu.pdf', contentType: 'application/pdf' },
        { name: 'pdfTitle', value: 'Menu' },
        { name: 'pdfDescription', value: '' },
      ]);
    const anonymous = await post('/api/upload-pdf', form());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(SIGN_IN_REQUIRED);

    const cookie = await signUp(app());
    const res = await post('/api/upload-pdf', form(), cookie);
    expect(res.statusCode).toBe(201);
    const { id, pdfUrl, fileName } = res.json();
    expect(pdfUrl).toBe(`http://localhost:3000/pdf/${id}`);
    expect(fileName).toBe('menu.pdf');

    const served = await app().inject({ url: `/pdf/${id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(CSP.pdf);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="menu.pdf"/);
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const notPdf = await post(
      '/api/upload-pdf',
      multipart([
        { name: 'pdfFile', value: samplePng(), fileName: 'menu.pdf' },
        { name: 'pdfTitle', value: 'Menu' },
      ]),
      cookie,
    );
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().fields).toEqual({
      pdfFile: 'This file is not a PDF. Please select a PDF file.',
    });
  });

  it('unknown ids and /pdf/preview answer a 404 page', async () => {
    for (const url of [
      '/pdf/preview',
      '/pdf/AAAAAAAAAAAAAAAAAAAAAAAA',
      '/images/nope',
      '/logo/..%2F..%2Fetc',
    ]) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/not found/);
    }
  });

  it('refuses SVG logos with scripts or external references; a clean SVG becomes a PNG', async () => {
    const cookie = await signUp(app());
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    ];
    const before = await rowCount();
    for (const svg of hostile) {
      const res = await post(
        '/api/upload-logo',
        multipart([
          { name: 'logoFile', value: svg, fileName: 'logo.svg', contentType: 'image/svg+xml' },
        ]),
        cookie,
      );
      expect(res.statusCode, svg).toBe(415);
      expect(res.json().message).toMatch(/SVG logos must not contain/);
    }
    expect(await rowCount()).toBe(before);

    const clean =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12" width="24" height="12">' +
      '<rect width="24" height="12" fill="#E11D48"/></svg>';
    const res = await post(
      '/api/upload-logo',
      multipart([{ name: 'logoFile', value: clean, fileName: 'logo.svg' }]),
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const { id, logoUrl } = res.json();
    expect(logoUrl).toBe(`http://localhost:3000/logo/${id}`);
    const served = await app().inject({ url: `/logo/${id}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe(CSP.raw);
    const image = pngToRgba(served.rawPayload);
    expect([image.width, image.height]).toEqual([512, 256]);
    expect(Array.from(image.data.subarray(0, 4))).toEqual([0xe1, 0x1d, 0x48, 255]);
  });

  it('logo uploads need sign-in', async () => {
    const res = await post(
      '/api/upload-logo',
      multipart([{ name: 'logoFile', value: samplePng(), fileName: 'logo.png' }]),
    );
    expect(res.statusCode).toBe(401);
  });

  it('gives every upload a different random id; visitors get 10 image uploads a minute', async () => {
    const ids = new Set<string>();
    const upload = (i: number) =>
      post(
        '/api/upload-image',
        multipart([
          { name: 'imageFile', value: samplePng(16 + i), fileName: 'a.png' },
          { name: 'imageTitle', value: `Image ${i}` },
        ]),
        undefined,
        '192.0.2.50',
      );
    for (let i = 0; i < 10; i += 1) {
      const res = await upload(i);
      expect(res.statusCode).toBe(201);
      ids.add(res.json().id);
    }
    expect(ids.size).toBe(10);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const limited = await upload(10);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

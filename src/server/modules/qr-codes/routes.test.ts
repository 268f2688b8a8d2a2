import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import { qrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePng, signUp } from '../uploads/test-support.js';
import { SAVE_MESSAGES } from './service.js';

describe.each(testDatabases())('POST /api/qrcodes on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-qrcodes-'));
  const { app, database } = useTestApp(kind, { dataDir });
  let cookie = '';
  let logoId = '';

  beforeAll(async () => {
    cookie = await signUp(app());
    const body = multipart([{ name: 'logoFile', value: samplePng(128), fileName: 'logo.png' }]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/upload-logo',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    logoId = res.json().id;
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const save = (payload: Record<string, unknown>, withCookie = true) =>
    app().inject({
      method: 'POST',
      url: '/api/qrcodes',
      payload,
      headers: withCookie ? { cookie } : {},
    });

  const styled = {
    qrType: 'url',
    url: 'example.com/menu',
    name: '  Table menu  ',
    qrMode: 'static',
    fgColor: '#1e3a8a',
    bgColor: '#FFFFFF',
    gradientColor: '#5B21B6',
    dotShape: 'rounded',
    cornerShape: 'circle',
    innerCornerShape: 'square',
    enableFrame: true,
    frameText: 'MENU',
    frameStyle: 'square',
  };

  it('requires sign-in', async () => {
    const res = await save(styled, false);
    expect(res.statusCode).toBe(401);
    expect(await database().db.select().from(qrCodes)).toEqual([]);
  });

  it('stores the content and the whole design with the logo, and answers 201', async () => {
    const res = await save({ ...styled, logoId });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Table menu',
      qrType: 'url',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [row] = await database().db.select().from(qrCodes).where(eq(qrCodes.id, body.id));
    expect(row).toMatchObject({
      name: 'Table menu',
      qrType: 'url',
      qrMode: 'static',
      content: { url: 'https://example.com/menu' },
      logoUploadId: logoId,
    });
    expect(row.design).toMatchObject({
      fgColor: '#1E3A8A',
      gradientColor: '#5B21B6',
      dotShape: 'rounded',
      cornerShape: 'circle',
      enableFrame: true,
      frameText: 'MENU',
      frameStyle: 'square',
      frameColor: '#000000',
      errorCorrectionLevel: 'H',
    });
  });

  it('names an unnamed code after its type', async () => {
    const res = await save({ qrType: 'text', textContent: 'Hello' });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Text QR code');
  });

  it('validates like generate and saves nothing on error', async () => {
    const before = (await database().db.select().from(qrCodes)).length;
    const invalid = await save({ qrType: 'url', url: 'ftp://x.example' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ url: QR_CONTENT_MESSAGES.urlProtocol });
    const dynamic = await save({ ...styled, qrMode: 'dynamic' });
    expect(dynamic.statusCode).toBe(400);
    expect(dynamic.json().fields).toEqual({ qrMode: SAVE_MESSAGES.staticOnly });
    const tooBig = await save({ qrType: 'text', textContent: '€'.repeat(2000) });
    expect(tooBig.statusCode).toBe(422);
    const unknownLogo = await save({ ...styled, logoId: 'C'.repeat(24) });
    expect(unknownLogo.statusCode).toBe(400);
    expect((await database().db.select().from(qrCodes)).length).toBe(before);
  });
});

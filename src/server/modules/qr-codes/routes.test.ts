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

describe.each(testDatabases('engine-independent'))('POST /api/qrcodes on %s', (kind) => {
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
    expect(row!.design).toMatchObject({
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

describe.each(testDatabases())('saved codes list, rename and delete on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  let alice = '';
  let bob = '';

  beforeAll(async () => {
    alice = await signUp(app());
    bob = await signUp(app());
  });

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app().inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const save = async (cookie: string, name: string) => {
    const res = await call(cookie, 'POST', '/api/qrcodes', {
      qrType: 'url',
      url: `https://example.com/${name}`,
      name,
      fgColor: '#123456',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };

  it('answers 401 to signed-out callers', async () => {
    expect((await call('', 'GET', '/api/qrcodes')).statusCode).toBe(401);
    expect((await call('', 'PATCH', '/api/qrcodes/1', { name: 'x' })).statusCode).toBe(401);
    expect((await call('', 'DELETE', '/api/qrcodes/1')).statusCode).toBe(401);
  });

  it('lists the owner’s codes newest first with content and design', async () => {
    const first = await save(alice, 'first');
    const second = await save(alice, 'second');
    await save(bob, 'bobs');
    const res = await call(alice, 'GET', '/api/qrcodes');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number }[];
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual({
      id: second.id,
      name: 'second',
      qrType: 'url',
      qrMode: 'static',
      content: { url: 'https://example.com/second' },
      design: expect.objectContaining({ fgColor: '#123456', errorCorrectionLevel: 'M' }),
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('renames, ignoring empty or unchanged names, and never another user’s code', async () => {
    const code = await save(alice, 'menu');
    const renamed = await call(alice, 'PATCH', `/api/qrcodes/${code.id}`, { name: ' Dinner ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: code.id, name: 'Dinner' });
    for (const name of ['', '  ', 'Dinner']) {
      const res = await call(alice, 'PATCH', `/api/qrcodes/${code.id}`, { name });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('Dinner');
    }
    const foreign = await call(bob, 'PATCH', `/api/qrcodes/${code.id}`, { name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
    const [row] = await database().db.select().from(qrCodes).where(eq(qrCodes.id, code.id));
    expect(row!.name).toBe('Dinner');
    for (const id of ['x', '0', '-3', '2147483648']) {
      expect((await call(alice, 'PATCH', `/api/qrcodes/${id}`, { name: 'a' })).statusCode).toBe(
        404,
      );
    }
  });

  it('deletes softly: 204, then gone; another user’s id gets 404 and changes nothing', async () => {
    const code = await save(alice, 'old');
    expect((await call(bob, 'DELETE', `/api/qrcodes/${code.id}`)).statusCode).toBe(404);
    const res = await call(alice, 'DELETE', `/api/qrcodes/${code.id}`);
    expect(res.statusCode).toBe(204);
    const [row] = await database().db.select().from(qrCodes).where(eq(qrCodes.id, code.id));
    expect(row!.isDeleted).toBe(true);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const ids = (await call(alice, 'GET', '/api/qrcodes')).json().map((c: { id: number }) => c.id);
    expect(ids).not.toContain(code.id);
    expect((await call(alice, 'DELETE', `/api/qrcodes/${code.id}`)).statusCode).toBe(404);
  });
});

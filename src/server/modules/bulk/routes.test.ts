import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES, BULK_ROW_LIMITS } from '../../../contracts/bulk.js';
import { QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import { bulkRunItems, dynamicQrCodes } from '../../db/schema/index.js';
import { decodeAll } from '../../lib/qr-output/decode.js';
import { svgToRgba } from '../../lib/qr-output/png.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

/** What ZXing-C++ and jsQR (both, no inversion) read from a PNG data URL or an SVG. */
async function decodePng(dataUrl: string) {
  const bytes = new Uint8Array(
    Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'),
  );
  const result = await decodeAll(bytes);
  return { zxing: result.zxing, jsqr: result.jsqr };
}
async function decodeSvg(svg: string) {
  const result = await decodeAll(svgToRgba(svg, 400));
  return { zxing: result.zxing, jsqr: result.jsqr };
}

describe.each(testDatabases())('bulk generation API on %s', (kind) => {
  const { app, database, config } = useTestApp(kind, {}, { workerPool: { size: 1 } });
  let trial = apiAs(app, '');
  let free = apiAs(app, '');
  let premium = apiAs(app, '');
  const anonymous = apiAs(app, '');

  beforeAll(async () => {
    trial = apiAs(app, await signUp(app()));
    free = apiAs(app, await signUp(app()));
    premium = apiAs(app, await signUp(app()));
    expect((await trial.post('/api/activate-trial', {})).statusCode).toBe(200);
    const me = (await premium.get('/api/user')).json();
    await setPersonalSubscription(database().db, me.id);
  });

  it('answers 401 to signed-out callers', async () => {
    const calls = [
      anonymous.post('/api/bulk-generate-qrcode', {
        qrType: 'url',
        qrData: { url: 'https://a.example' },
      }),
      anonymous.post('/api/bulk-runs', { rows: 1, qrType: 'url' }),
      anonymous.get('/api/bulk-runs/limits'),
      anonymous.get('/api/bulk-runs/abc'),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('answers the spec payload with an SVG that decodes to the line, for url and text', async () => {
    const url = await free.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      qrData: { url: 'https://menu.example/lunch' },
      fgColor: '#123456',
      bgColor: '#FFFFFF',
      data: 'https://menu.example/lunch',
    });
    expect(url.statusCode, url.body).toBe(200);
    const body = url.json();
    expect(body.qrCode).toMatch(/^<svg[\s>]/);
    expect(body.qrCode).toContain('#123456');
    expect(body.content).toBe('https://menu.example/lunch');
    expect(body.scannable).toBe(true);
    expect(body.png).toBeUndefined();
    expect(await decodeSvg(body.qrCode)).toEqual({
      zxing: ['https://menu.example/lunch'],
      jsqr: 'https://menu.example/lunch',
    });

    const text = await free.post('/api/bulk-generate-qrcode', {
      qrType: 'text',
      qrData: { data: 'Table 12, window' },
      fgColor: '#000000',
      bgColor: '#FFFFFF',
      data: 'Table 12, window',
      png: true,
    });
    expect(text.statusCode, text.body).toBe(200);
    expect(await decodePng(text.json().png)).toEqual({
      zxing: ['Table 12, window'],
      jsqr: 'Table 12, window',
    });
  });

  it('takes every type’s fields and the whole design (circle dots, gradient, frame)', async () => {
    const res = await free.post('/api/bulk-generate-qrcode', {
      qrType: 'wifi',
      qrData: { ssid: 'Cafe Guest', password: 'welcome-123', encryption: 'WPA' },
      dotShape: 'circle',
      gradientColor: '#1D4ED8',
      enableFrame: true,
      frameText: 'WIFI',
      png: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.content).toBe('WIFI:T:WPA;S:Cafe Guest;P:welcome-123;H:false;;');
    expect(body.scannable).toBe(true);
    expect(await decodePng(body.png)).toEqual({ zxing: [body.content], jsqr: body.content });
  });

  it('refuses bad rows with the type’s message, unknown fields and upload-only types', async () => {
    const bad = await free.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      qrData: { url: 'ftp://files.example' },
      data: 'ftp://files.example',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: QR_CONTENT_MESSAGES.urlProtocol });

    const typo = await free.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      data: 'https://a.example',
      colour: '#000000',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields).toEqual({ colour: 'Unknown field' });

    const pdf = await free.post('/api/bulk-generate-qrcode', { qrType: 'pdf', qrData: {} });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(BULK_MESSAGES.unsupportedType);
  });

  it('reports each plan’s limits and refuses oversized runs before anything starts', async () => {
    expect((await free.get('/api/bulk-runs/limits')).json()).toEqual({
      plan: 'free',
      maxRows: BULK_ROW_LIMITS.free,
      dynamicRemaining: 1,
    });
    expect((await trial.get('/api/bulk-runs/limits')).json()).toMatchObject({
      plan: 'trial',
      maxRows: 5000,
    });
    expect((await premium.get('/api/bulk-runs/limits')).json()).toEqual({
      plan: 'subscribed',
      maxRows: 5000,
      dynamicRemaining: null,
    });

    const tooMany = await free.post('/api/bulk-runs', { rows: 101, qrType: 'url' });
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json()).toMatchObject({
      code: 'BULK_ROW_LIMIT',
      message: BULK_MESSAGES.rowLimit(100, 101, false),
    });
    expect((await free.post('/api/bulk-runs', { rows: 100, qrType: 'url' })).statusCode).toBe(201);

    const over = await premium.post('/api/bulk-runs', { rows: 5001, qrType: 'url' });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(BULK_MESSAGES.rowLimit(5000, 5001, true));
    expect((await trial.post('/api/bulk-runs', { rows: 5000, qrType: 'text' })).statusCode).toBe(
      201,
    );

    const dyn = await free.post('/api/bulk-runs', { rows: 2, qrType: 'url', dynamic: true });
    expect(dyn.statusCode).toBe(403);
    expect(dyn.json()).toMatchObject({
      code: 'DYNAMIC_LIMIT_REACHED',
      message: BULK_MESSAGES.dynamicLimit(1, 2),
    });
    const dynText = await premium.post('/api/bulk-runs', {
      rows: 2,
      qrType: 'text',
      dynamic: true,
    });
    expect(dynText.statusCode).toBe(400);
    expect(dynText.json().message).toBe(BULK_MESSAGES.dynamicNeedsUrl);
    expect((await free.post('/api/bulk-runs', { rows: 0, qrType: 'url' })).statusCode).toBe(400);
  });

  it('records a run’s rows for its owner only; rows outside the run are refused', async () => {
    const run = (await trial.post('/api/bulk-runs', { rows: 2, qrType: 'url' })).json();
    const ok = await trial.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      data: 'https://a.example/1',
      runId: run.id,
      row: 1,
      name: 'First',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await trial.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      data: 'not a url',
      runId: run.id,
      row: 2,
    });
    expect(bad.statusCode).toBe(400);
    const outside = await trial.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      data: 'https://a.example/3',
      runId: run.id,
      row: 3,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(BULK_MESSAGES.rowOutOfRange);

    const detail = await trial.get(`/api/bulk-runs/${run.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: run.id,
      rows: 2,
      items: [
        {
          row: 1,
          status: 'success',
          name: 'First',
          content: 'https://a.example/1',
          scannable: true,
          grade: 'robust',
        },
        { row: 2, status: 'error', error: QR_CONTENT_MESSAGES.urlInvalid },
      ],
    });

    // Another user's session can neither read the run nor add rows to it.
    const other = await free.get(`/api/bulk-runs/${run.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(BULK_MESSAGES.runNotFound);
    const write = await free.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      data: 'https://evil.example',
      runId: run.id,
      row: 2,
    });
    expect(write.statusCode).toBe(404);
    const items = await database()
      .db.select()
      .from(bulkRunItems)
      .where(eq(bulkRunItems.runId, run.id));
    expect(items.map((i) => i.content)).toEqual(['https://a.example/1', null]);
  });

  it('saves the outcomes of rows made in the browser, for the owner only, server rows kept', async () => {
    const run = (await trial.post('/api/bulk-runs', { rows: 3, qrType: 'url' })).json();
    // Row 1 is the version sample: checked and recorded by the server.
    const sample = await trial.post('/api/bulk-generate-qrcode', {
      qrType: 'url',
      data: 'https://a.example/1',
      runId: run.id,
      row: 1,
    });
    expect(sample.statusCode, sample.body).toBe(200);
    const items = [
      { row: 1, status: 'error', content: 'forged', error: 'forged' },
      { row: 2, status: 'success', name: 'Two', content: 'https://a.example/2', grade: 'robust' },
      { row: 3, status: 'error', error: 'Failed to generate QR code: too long' },
    ];

    const stranger = await free.post(`/api/bulk-runs/${run.id}/items`, { items });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(BULK_MESSAGES.runNotFound);
    expect((await anonymous.post(`/api/bulk-runs/${run.id}/items`, { items })).statusCode).toBe(
      401,
    );
    const outside = await trial.post(`/api/bulk-runs/${run.id}/items`, {
      items: [{ row: 4, status: 'success' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(BULK_MESSAGES.rowOutOfRange);
    const badGrade = await trial.post(`/api/bulk-runs/${run.id}/items`, {
      items: [{ row: 2, status: 'success', grade: 'perfect' }],
    });
    expect(badGrade.statusCode).toBe(400);
    expect(Object.keys(badGrade.json().fields)).toEqual(['items.0.grade']);

    const saved = await trial.post(`/api/bulk-runs/${run.id}/items`, { items });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ saved: 3 });
    const detail = (await trial.get(`/api/bulk-runs/${run.id}`)).json();
    expect(detail.items).toEqual([
      expect.objectContaining({ row: 1, status: 'success', scannable: true, grade: 'robust' }),
      expect.objectContaining({
        row: 2,
        status: 'success',
        name: 'Two',
        content: 'https://a.example/2',
        scannable: null,
        grade: 'robust',
      }),
      expect.objectContaining({ row: 3, status: 'error', error: items[2]!.error }),
    ]);

    const dynamicRun = (
      await trial.post('/api/bulk-runs', { rows: 1, qrType: 'url', dynamic: true })
    ).json();
    const forged = await trial.post(`/api/bulk-runs/${dynamicRun.id}/items`, {
      items: [{ row: 1, status: 'success', content: 'https://evil.example' }],
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(BULK_MESSAGES.dynamicRowsByServer);
  });

  it('makes dynamic codes within the plan: short links that decode and redirect', async () => {
    const run = (
      await trial.post('/api/bulk-runs', { rows: 2, qrType: 'url', dynamic: true })
    ).json();
    const made = [];
    for (const [row, url] of [
      [1, 'https://shop.example/a'],
      [2, 'https://shop.example/b'],
    ] as const) {
      const res = await trial.post('/api/bulk-generate-qrcode', {
        qrType: 'url',
        data: url,
        runId: run.id,
        row,
        name: `Shelf ${row}`,
        png: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json());
    }
    for (const [i, item] of made.entries()) {
      expect(item.shortUrl).toMatch(new RegExp(`^${config.publicUrl}/d/[0-9A-Za-z]{8}$`));
      expect(item.content).toBe(item.shortUrl);
      expect(await decodePng(item.png)).toEqual({ zxing: [item.shortUrl], jsqr: item.shortUrl });
      const redirect = await app().inject({ method: 'GET', url: new URL(item.shortUrl).pathname });
      expect(redirect.statusCode).toBeGreaterThanOrEqual(301);
      expect(redirect.statusCode).toBeLessThan(400);
      expect(redirect.headers.location).toBe(`https://shop.example/${'ab'[i]}`);
    }
    const codes = await database().db.select().from(dynamicQrCodes);
    expect(codes.map((c) => c.name).sort()).toEqual(['Shelf 1', 'Shelf 2']);
    expect((await trial.get('/api/dynamic-qrcodes')).json()).toHaveLength(2);
  });
});

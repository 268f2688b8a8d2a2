import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATION_MESSAGES } from '../../../contracts/destination.js';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import { dynamicQrCodes, uploads } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePng, signUp } from '../uploads/test-support.js';
import { CSV_HEADER } from './service.js';
import { SHORT_CODE_PATTERN } from './short-code.js';
import { apiAs, movableClock, parseCsv } from './test-support.js';

const UNSAFE_DESTINATIONS: [string, string][] = [
  ['javascript:alert(1)', QR_CONTENT_MESSAGES.urlProtocol],
  ['data:text/html,<script>alert(1)</script>', QR_CONTENT_MESSAGES.urlProtocol],
  ['https://a.example/\r\nSet-Cookie:x', DESTINATION_MESSAGES.control],
  ['https://user:pw@a.example/', DESTINATION_MESSAGES.credentials],
  ['https://a.example/\u0085', DESTINATION_MESSAGES.control],
  [`https://a.example/${'a'.repeat(10 * 1024)}`, 'Must be at most 2048 characters'],
  ['', QR_CONTENT_MESSAGES.urlRequired],
  ['not a url', QR_CONTENT_MESSAGES.urlInvalid],
];

describe.each(testDatabases())('dynamic codes API on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-dynamic-'));
  const clock = movableClock();
  const { app, database, config } = useTestApp(kind, { dataDir }, { now: clock.now });
  let alice = apiAs(app, '');
  let bob = apiAs(app, '');
  const anonymous = apiAs(app, '');

  beforeAll(async () => {
    alice = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
    // The trial lifts Alice's limit to 12 dynamic codes; Bob stays on the free plan (1).
    expect((await alice.post('/api/activate-trial', {})).statusCode).toBe(200);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const rows = () => database().db.select().from(dynamicQrCodes);
  const create = (who: ReturnType<typeof apiAs>, payload: object) =>
    who.post('/api/dynamic-qrcodes', payload);

  it('answers 401 to signed-out callers for every call', async () => {
    const calls = [
      anonymous.post('/api/dynamic-qrcodes', { destination: 'https://example.com' }),
      anonymous.get('/api/dynamic-qrcodes'),
      anonymous.get('/api/dynamic-qrcodes/paused'),
      anonymous.get('/api/dynamic-qrcodes/export.csv'),
      anonymous.get('/api/dynamic-qrcodes/1'),
      anonymous.patch('/api/dynamic-qrcodes/1', { name: 'x' }),
      anonymous.put('/api/dynamic-qrcodes/1', { destination: 'https://example.com' }),
      anonymous.post('/api/dynamic-qrcodes/1/pause'),
      anonymous.post('/api/dynamic-qrcodes/1/resume'),
      anonymous.delete('/api/dynamic-qrcodes/1'),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it('creates a code encoding PUBLIC_URL/d/{shortCode} with the submitted design (JSON)', async () => {
    const res = await create(alice, {
      destination: 'example.com/menu',
      name: '  Lunch menu ',
      fgColor: '#1e3a8a',
      dotShape: 'circle',
      enableFrame: true,
      frameText: 'MENU',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.shortCode).toMatch(SHORT_CODE_PATTERN);
    expect(body.shortUrl).toBe(`${config.publicUrl}/d/${body.shortCode}`);
    expect(body.qrCode).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(body.scannable).toBe(true);
    expect(body.code).toMatchObject({
      id: body.id,
      name: 'Lunch menu',
      qrType: 'url',
      destination: 'https://example.com/menu',
      scanCount: 0,
      isPaused: false,
      design: { fgColor: '#1E3A8A', dotShape: 'circle', enableFrame: true, frameText: 'MENU' },
    });
    const [row] = await database()
      .db.select()
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.id, body.id));
    expect(row).toMatchObject({
      shortCode: body.shortCode,
      destination: 'https://example.com/menu',
      content: { url: 'https://example.com/menu' },
      userId: expect.any(Number),
    });
    expect(row!.design).toMatchObject({ fgColor: '#1E3A8A', errorCorrectionLevel: 'M' });
  });

  it('creates from multipart with qrData JSON and a logo file (stored as a logo upload)', async () => {
    const form = multipart([
      { name: 'destination', value: 'https://example.com/review' },
      { name: 'qrType', value: 'url' },
      { name: 'qrData', value: JSON.stringify({ url: 'https://example.com/review' }) },
      { name: 'fgColor', value: '#000000' },
      { name: 'bgColor', value: '#FFFFFF' },
      { name: 'gradientColor', value: '' },
      { name: 'qrStyle', value: 'squares' },
      { name: 'errorCorrectionLevel', value: 'M' },
      { name: 'enableFrame', value: 'false' },
      { name: 'name', value: 'Reviews' },
      { name: 'logoFile', value: samplePng(96), fileName: 'logo.png', contentType: 'image/png' },
    ]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/dynamic-qrcodes',
      payload: form.payload,
      headers: { ...form.headers, cookie: alice.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json().code;
    expect(code.name).toBe('Reviews');
    expect(code.design.logoId).toEqual(expect.any(String));
    expect(code.design.errorCorrectionLevel).toBe('H');
    const [logo] = await database()
      .db.select()
      .from(uploads)
      .where(eq(uploads.id, code.design.logoId));
    expect(logo!.kind).toBe('logo');
  });

  it('refuses unknown fields by name and stores nothing', async () => {
    const before = (await rows()).length;
    const res = await create(alice, {
      destination: 'https://ok.example',
      ecl: 'H',
      colour: '#000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown fields: ecl, colour',
    });
    expect(Object.keys(res.json().fields)).toEqual(['ecl', 'colour']);
    expect((await rows()).length).toBe(before);
  });

  it('reads the numeric design fields of a multipart create as numbers', async () => {
    const send = (margin: string) => {
      const form = multipart([
        { name: 'destination', value: 'https://example.com/margin' },
        { name: 'margin', value: margin },
        { name: 'size', value: '256' },
      ]);
      return app().inject({
        method: 'POST',
        url: '/api/dynamic-qrcodes',
        payload: form.payload,
        headers: { ...form.headers, cookie: alice.cookie },
      });
    };
    const res = await send('6');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().code.design).toMatchObject({ margin: 6, size: 256 });
    const bad = await send('wide');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['margin']);
  });

  it('refuses unsafe or invalid destinations with a clear message and stores nothing', async () => {
    const before = (await rows()).length;
    for (const [destination, message] of UNSAFE_DESTINATIONS) {
      const res = await create(alice, { destination });
      expect(res.statusCode, destination.slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { destination: message },
      });
    }
    const missing = await create(alice, {});
    expect(missing.json().fields).toEqual({ destination: QR_CONTENT_MESSAGES.urlRequired });
    const badDesign = await create(alice, { destination: 'https://ok.example', fgColor: 'red' });
    expect(badDesign.statusCode).toBe(400);
    expect(Object.keys(badDesign.json().fields)).toEqual(['fgColor']);
    expect((await rows()).length).toBe(before);
  });

  it('lists active codes newest first, one code by id, and hides them from other users', async () => {
    clock.advance(1000);
    const newer = (await create(alice, { destination: 'https://example.com/newer' })).json();
    const list = await alice.get('/api/dynamic-qrcodes');
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((c: { id: number }) => c.id);
    expect(ids[0]).toBe(newer.id);
    const createdAts = list.json().map((c: { createdAt: string }) => c.createdAt);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);

    expect((await alice.get(`/api/dynamic-qrcodes/${newer.id}`)).json()).toMatchObject({
      id: newer.id,
      shortUrl: newer.shortUrl,
    });
    expect((await bob.get('/api/dynamic-qrcodes')).json()).toEqual([]);
    const foreign = await bob.get(`/api/dynamic-qrcodes/${newer.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(DYNAMIC_MESSAGES.notFound);
  });

  it('answers 404 for ids that are not positive integers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '01', '99999999999', '1e3', '%20']) {
      const res = await alice.get(`/api/dynamic-qrcodes/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect((await alice.delete(`/api/dynamic-qrcodes/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('renames, ignoring an empty or unchanged name; never another user’s code', async () => {
    const code = (
      await create(alice, { destination: 'https://example.com/r', name: 'Old' })
    ).json();
    const renamed = await alice.patch(`/api/dynamic-qrcodes/${code.id}`, { name: '  New  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: code.id, name: 'New' });

    const updatedAt = renamed.json().updatedAt;
    clock.advance(1000);
    for (const name of ['', '   ', 'New']) {
      const res = await alice.patch(`/api/dynamic-qrcodes/${code.id}`, { name });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'New', updatedAt });
    }
    const tooLong = await alice.patch(`/api/dynamic-qrcodes/${code.id}`, { name: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);

    const foreign = await bob.patch(`/api/dynamic-qrcodes/${code.id}`, { name: 'Stolen' });
    expect(foreign.statusCode).toBe(404);
    expect((await alice.get(`/api/dynamic-qrcodes/${code.id}`)).json().name).toBe('New');
  });

  it('edits the destination (http/https only), and the short link follows at once', async () => {
    const code = (await create(alice, { destination: 'https://example.com/first' })).json();
    const first = await app().inject({ method: 'GET', url: `/d/${code.shortCode}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://example.com/first');

    const edited = await alice.put(`/api/dynamic-qrcodes/${code.id}`, {
      destination: 'https://example.com/second',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().destination).toBe('https://example.com/second');
    const second = await app().inject({ method: 'GET', url: `/d/${code.shortCode}` });
    expect(second.headers.location).toBe('https://example.com/second');

    for (const [destination, message] of UNSAFE_DESTINATIONS) {
      const res = await alice.put(`/api/dynamic-qrcodes/${code.id}`, { destination });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ destination: message });
    }
    const foreign = await bob.put(`/api/dynamic-qrcodes/${code.id}`, {
      destination: 'https://evil.example/',
    });
    expect(foreign.statusCode).toBe(404);
    const stored = (await alice.get(`/api/dynamic-qrcodes/${code.id}`)).json();
    expect(stored.destination).toBe('https://example.com/second');
  });

  it('pauses and resumes: the code moves between the lists and the link shows the paused page', async () => {
    const code = (await create(alice, { destination: 'https://example.com/p' })).json();
    await app().inject({ method: 'GET', url: `/d/${code.shortCode}` });

    const foreign = await bob.post(`/api/dynamic-qrcodes/${code.id}/pause`);
    expect(foreign.statusCode).toBe(404);

    const paused = await alice.post(`/api/dynamic-qrcodes/${code.id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ isPaused: true, pausedAt: clock.now().toISOString() });
    const ids = (res: { json: () => { id: number }[] }) => res.json().map((c) => c.id);
    expect(ids(await alice.get('/api/dynamic-qrcodes'))).not.toContain(code.id);
    expect(ids(await alice.get('/api/dynamic-qrcodes/paused'))).toContain(code.id);
    const link = await app().inject({ method: 'GET', url: `/d/${code.shortCode}` });
    expect(link.statusCode).toBe(200);
    expect(link.headers.location).toBeUndefined();

    const again = await alice.post(`/api/dynamic-qrcodes/${code.id}/pause`);
    expect(again.json().pausedAt).toBe(paused.json().pausedAt);

    const resumed = await alice.post(`/api/dynamic-qrcodes/${code.id}/resume`);
    expect(resumed.json()).toMatchObject({ isPaused: false, pausedAt: null });
    expect(ids(await alice.get('/api/dynamic-qrcodes'))).toContain(code.id);
    expect(ids(await alice.get('/api/dynamic-qrcodes/paused'))).not.toContain(code.id);
    const back = await app().inject({ method: 'GET', url: `/d/${code.shortCode}` });
    expect(back.statusCode).toBe(302);
  });

  it('deletes softly: 204, gone from lists and the link, 404 the second time or for others', async () => {
    const code = (await create(alice, { destination: 'https://example.com/d' })).json();
    await app().inject({ method: 'GET', url: `/d/${code.shortCode}` });
    expect((await bob.delete(`/api/dynamic-qrcodes/${code.id}`)).statusCode).toBe(404);
    const res = await alice.delete(`/api/dynamic-qrcodes/${code.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await database()
      .db.select()
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.id, code.id));
    expect(row).toMatchObject({ isDeleted: true, deletedAt: clock.now() });
    expect((await alice.get(`/api/dynamic-qrcodes/${code.id}`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/dynamic-qrcodes/${code.id}`)).statusCode).toBe(404);
    const link = await app().inject({ method: 'GET', url: `/d/${code.shortCode}` });
    expect(link.statusCode).toBe(404);
  });

  it('exports every live code (paused included) as RFC 4180 CSV with formulas neutralised', async () => {
    const risky = (
      await create(alice, {
        destination: 'https://example.com/a?x=1,2',
        name: '=HYPERLINK("https://evil.example","click")',
      })
    ).json();
    const quoted = (
      await create(alice, { destination: 'https://example.com/b', name: 'Table "A", row 2' })
    ).json();
    await alice.post(`/api/dynamic-qrcodes/${quoted.id}/pause`);
    await alice.patch(`/api/dynamic-qrcodes/${quoted.id}`, { name: '@SUM(1+1)' });
    // Codes that show a hosted page: the row says what the page shows, not the short link.
    const contact = await create(alice, {
      qrType: 'contact',
      qrData: { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0958' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const wifi = await create(alice, {
      qrType: 'wifi',
      qrData: { ssid: 'HomeNet', password: 'tulip-river-81', encryption: 'WPA' },
    });
    expect(wifi.statusCode, wifi.body).toBe(201);

    const res = await alice.get('/api/dynamic-qrcodes/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dynamic-qr-codes.csv"');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const [header, ...records] = parseCsv(res.body);
    expect(header).toEqual(CSV_HEADER);
    const live = await database()
      .db.select()
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.isDeleted, false));
    const alicesCodes = (await alice.get('/api/dynamic-qrcodes')).json().length + 1;
    expect(records.length).toBe(alicesCodes);
    expect(live.length).toBeGreaterThanOrEqual(records.length);

    const byCode = new Map(records.map((r) => [r[0], r]));
    expect(byCode.get(risky.shortCode)).toEqual([
      risky.shortCode,
      risky.shortUrl,
      'https://example.com/a?x=1,2',
      `'=HYPERLINK("https://evil.example","click")`,
      '0',
      risky.code.createdAt,
    ]);
    expect(byCode.get(quoted.shortCode)?.[3]).toBe("'@SUM(1+1)");
    expect(byCode.get(contact.json().shortCode)?.[2]).toBe('Contact page: Ada Lovelace');
    expect(byCode.get(wifi.json().shortCode)?.[2]).toBe('Wi-Fi page: HomeNet');
    expect(res.body).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    for (const record of records) expect(record[5]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);

    const bobs = await bob.get('/api/dynamic-qrcodes/export.csv');
    expect(parseCsv(bobs.body)).toEqual([CSV_HEADER]);
  });
});

import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYNAMIC_EDIT_MESSAGES, isHostedType } from '../../../contracts/dynamic-codes.js';
import { parseQrContent, QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import { QR_TYPES, type QrType } from '../../../qr/index.js';
import { users } from '../../db/schema/index.js';
import { testConfig } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePdf, samplePng, signUp } from '../uploads/test-support.js';
import { everyTypeContent, type UploadIds } from './every-type.fixtures.js';
import { apiAs } from './test-support.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

describe.each(testDatabases('engine-independent'))('dynamic codes of every type on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-every-type-'));
  // Payments on (payment codes need them; nothing here calls Stripe); alice is a ready seller.
  const { app, database, config } = useTestApp(kind, {
    dataDir,
    stripe: { ...testConfig().stripe, secretKey: 'sk_test_not_called' },
  });
  let alice = apiAs(app, '');
  let bob = apiAs(app, '');
  let ids: UploadIds = { pdfId: '', imageId: '' };
  const created = new Map<QrType, { id: number; shortCode: string }>();

  const subscribe = async (who: ReturnType<typeof apiAs>) => {
    const { id } = (await who.get('/api/user')).json() as { id: number };
    await database()
      .db.update(users)
      .set({
        stripeAccountId: `acct_every_type_${id}`,
        stripeAccountStatus: 'ready',
      })
      .where(eq(users.id, id));
    await setPersonalSubscription(database().db, id);
  };
  const upload = async (cookie: string, url: string, parts: Parameters<typeof multipart>[0]) => {
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

  beforeAll(async () => {
    alice = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
    await subscribe(alice);
    ids = {
      pdfId: await upload(alice.cookie, '/api/upload-pdf', [
        { name: 'pdfFile', value: await samplePdf(), fileName: 'menu.pdf' },
        { name: 'pdfTitle', value: 'Menu' },
      ]),
      imageId: await upload(alice.cookie, '/api/upload-image', [
        { name: 'imageFile', value: samplePng(), fileName: 'terrace.png' },
        { name: 'imageTitle', value: 'Terrace' },
      ]),
    };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const contentOf = (qrType: QrType) => everyTypeContent(ids)[qrType];
  const expectedDestination = (
    qrType: QrType,
    shortUrl: string,
    content: Record<string, unknown>,
  ) => {
    switch (qrType) {
      case 'url':
      case 'social':
      case 'ratings':
      case 'apps':
        return content.url;
      case 'location':
        return 'https://www.google.com/maps/search/?api=1&query=10%20Downing%20St%2C%20London';
      case 'payment':
        return `${config.publicUrl}/payment?id=${String(content.productId)}`;
      default:
        return shortUrl;
    }
  };

  it.each(QR_TYPES)(
    'creates and reads a dynamic %s code storing its type and content',
    async (qrType) => {
      const content = contentOf(qrType);
      const res = await alice.post('/api/dynamic-qrcodes', {
        qrType,
        ...(qrType === 'url' ? { destination: content.url } : { qrData: content }),
        name: `My ${qrType}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.shortUrl).toBe(`${config.publicUrl}/d/${body.shortCode}`);
      created.set(qrType, { id: body.id, shortCode: body.shortCode });

      const read = (await alice.get(`/api/dynamic-qrcodes/${body.id}`)).json();
      expect(read.qrType).toBe(qrType);
      expect(read.hosted).toBe(isHostedType(qrType));
      // Stored as the generator's schema normalises it (payment also gets its product).
      const parsed = parseQrContent(qrType, content);
      expect(parsed.ok).toBe(true);
      const expected = { ...(parsed.ok ? parsed.data : {}) } as Record<string, unknown>;
      if (qrType === 'payment') expected.productId = expect.stringMatching(/^[A-Za-z0-9_-]{22}$/); // a random public id
      expect(read.content).toEqual(expected);
      expect(read.destination).toBe(expectedDestination(qrType, read.shortUrl, read.content));
    },
  );

  it.each(QR_TYPES.filter((t) => t !== 'url'))(
    'answers the generator form’s messages for an empty %s code',
    async (qrType) => {
      const res = await alice.post('/api/dynamic-qrcodes', { qrType, qrData: {} });
      expect(res.statusCode).toBe(400);
      const expected = parseQrContent(qrType, {});
      expect(expected.ok).toBe(false);
      expect(res.json().fields).toEqual(expected.ok ? {} : expected.fields);
    },
  );

  it('answers the generator’s messages for invalid values', async () => {
    const res = await alice.post('/api/dynamic-qrcodes', {
      qrType: 'contact',
      qrData: { firstName: 'A', phoneNumber: '12', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      phoneNumber: QR_CONTENT_MESSAGES.phoneInvalid,
      email: QR_CONTENT_MESSAGES.emailInvalid,
    });
    const url = await alice.post('/api/dynamic-qrcodes', { qrType: 'url' });
    expect(url.json().fields).toEqual({ destination: QR_CONTENT_MESSAGES.urlRequired });
  });

  it.each(QR_TYPES)('edits the full content of a %s code and records the edit', async (qrType) => {
    const code = created.get(qrType)!;
    const base = contentOf(qrType);
    const edits: Record<QrType, Record<string, unknown>> = {
      url: { url: 'https://example.com/dinner' },
      contact: { ...base, phoneNumber: '+49 30 7654321' },
      payment: { ...base, productPrice: '4.20' },
      pdf: { ...base, title: 'Winter menu' },
      social: { ...base, url: 'https://www.instagram.com/qrshark2' },
      images: { ...base, title: 'Our garden' },
      ratings: { ...base, businessName: 'Café Zoë 2' },
      email: { ...base, subject: 'Table for four' },
      location: { ...base, address: 'Times Square, New York' },
      events: { ...base, startDate: '2026-07-04T19:00:00.000Z' },
      apps: { ...base, appName: 'Shark 2' },
      sms: { ...base, message: 'See you at 9' },
      whatsapp: { ...base, phoneNumber: '+1 555 765 4321' },
      text: { textContent: 'New text' },
      bitcoin: { ...base, amount: '0.002' },
      wifi: { ...base, password: 'new password 2' },
      phone: { phoneNumber: '+44 20 7946 0000' },
    };
    const res = await alice.put(`/api/dynamic-qrcodes/${code.id}`, { qrData: edits[qrType] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.shortCode).toBe(code.shortCode);
    const parsed = parseQrContent(qrType, edits[qrType]);
    expect(parsed.ok).toBe(true);
    const expected = { ...(parsed.ok ? parsed.data : {}) } as Record<string, unknown>;
    if (qrType === 'payment') expected.productId = expect.stringMatching(/^[A-Za-z0-9_-]{22}$/); // a random public id
    expect(body.content).toEqual(expected);

    const history = (await alice.get(`/api/dynamic-qrcodes/${code.id}/history`)).json();
    expect(history).toHaveLength(1);
    expect(history[0].fromType).toBe(qrType);
    expect(history[0].toType).toBe(qrType);
    expect(history[0].changedFields.length).toBeGreaterThan(0);
    expect(history[0].after).toEqual(expected);

    // The same content again changes nothing and records nothing.
    await alice.put(`/api/dynamic-qrcodes/${code.id}`, { qrData: edits[qrType] });
    expect((await alice.get(`/api/dynamic-qrcodes/${code.id}/history`)).json()).toHaveLength(1);
  });

  it('refuses an invalid edit with the generator’s message and keeps the content', async () => {
    const code = created.get('wifi')!;
    const before = (await alice.get(`/api/dynamic-qrcodes/${code.id}`)).json();
    const res = await alice.put(`/api/dynamic-qrcodes/${code.id}`, {
      qrData: { ssid: 'Cafe', encryption: 'WPA', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: QR_CONTENT_MESSAGES.wpaPasswordLength });
    expect((await alice.get(`/api/dynamic-qrcodes/${code.id}`)).json()).toEqual(before);
  });

  it('changes type only with confirmation; the short link stays', async () => {
    const code = created.get('pdf')!;
    const unconfirmed = await alice.put(`/api/dynamic-qrcodes/${code.id}`, {
      qrType: 'url',
      qrData: { url: 'https://example.com/menu-online' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fields).toEqual({ qrType: DYNAMIC_EDIT_MESSAGES.confirmTypeChange });

    const res = await alice.put(`/api/dynamic-qrcodes/${code.id}`, {
      qrType: 'url',
      qrData: { url: 'https://example.com/menu-online' },
      confirmTypeChange: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      qrType: 'url',
      shortCode: code.shortCode,
      destination: 'https://example.com/menu-online',
      content: { url: 'https://example.com/menu-online' },
      hosted: false,
    });
    const history = (await alice.get(`/api/dynamic-qrcodes/${code.id}/history`)).json();
    expect(history[0]).toMatchObject({ fromType: 'pdf', toType: 'url' });
    expect(history[0].changedFields[0]).toBe('qrType');

    // And back to a hosted type.
    const back = await alice.put(`/api/dynamic-qrcodes/${code.id}`, {
      qrType: 'text',
      qrData: { textContent: 'Menu coming soon' },
      confirmTypeChange: true,
    });
    expect(back.json()).toMatchObject({ qrType: 'text', hosted: true });
  });

  it('keeps the destination edit for link codes and refuses it for content codes', async () => {
    const url = created.get('url')!;
    const res = await alice.put(`/api/dynamic-qrcodes/${url.id}`, {
      destination: 'https://example.com/late',
    });
    expect(res.json()).toMatchObject({
      destination: 'https://example.com/late',
      content: { url: 'https://example.com/late' },
    });
    const contact = created.get('contact')!;
    const refused = await alice.put(`/api/dynamic-qrcodes/${contact.id}`, {
      destination: 'https://example.com/late',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      destination: DYNAMIC_EDIT_MESSAGES.destinationNotLink,
    });
  });

  it('lets no other user edit a code or read its history', async () => {
    const code = created.get('contact')!;
    const before = (await alice.get(`/api/dynamic-qrcodes/${code.id}`)).json();
    const edit = await bob.put(`/api/dynamic-qrcodes/${code.id}`, {
      qrData: { firstName: 'Mallory', phoneNumber: '+1 555 000 0000' },
    });
    expect(edit.statusCode).toBe(404);
    const typeChange = await bob.put(`/api/dynamic-qrcodes/${code.id}`, {
      qrType: 'url',
      qrData: { url: 'https://evil.example' },
      confirmTypeChange: true,
    });
    expect(typeChange.statusCode).toBe(404);
    expect((await bob.get(`/api/dynamic-qrcodes/${code.id}/history`)).statusCode).toBe(404);
    expect((await alice.get(`/api/dynamic-qrcodes/${code.id}`)).json()).toEqual(before);
  });

  it('refuses a pdf code whose upload does not exist', async () => {
    const res = await alice.post('/api/dynamic-qrcodes', {
      qrType: 'pdf',
      qrData: { pdfId: 'missing123', title: 'Menu' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      pdfId: 'This PDF is no longer available. Please upload it again.',
    });
  });
});

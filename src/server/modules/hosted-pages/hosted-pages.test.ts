import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import VCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHostedType } from '../../../contracts/dynamic-codes.js';
import { parseQrContent } from '../../../contracts/qr-content.js';
import { QR_TYPES, type QrType } from '../../../qr/index.js';
import { testConfig } from '../../config.js';
import { dynamicQrCodes, scanEvents, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { everyTypeContent, type UploadIds } from '../dynamic-codes/every-type.fixtures.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { multipart, samplePdf, samplePng, signUp } from '../uploads/test-support.js';
import { foldLine } from './content-lines.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const HOSTED = QR_TYPES.filter((t) => isHostedType(t));
const LINKS = QR_TYPES.filter((t) => !isHostedType(t));

/** RFC 6350 §3.4 text unescaping (the vcf parser unfolds and splits, but keeps escapes). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** What the page shows (tags removed, entities decoded) to look for user text in. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('content line folding', () => {
  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `NOTE:${'東京'.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    }
    expect(
      folded
        .split('\r\n')
        .join('')
        .replace(/^NOTE:/, '')
        .replace(/ /g, ''),
    ).toBe('東京'.repeat(40));
  });
});

describe.each(testDatabases('engine-independent'))('hosted pages on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-hosted-'));
  // Payments on (payment codes need them; nothing here calls Stripe); alice is a ready seller.
  const { app, database, config } = useTestApp(kind, {
    dataDir,
    stripe: { ...testConfig().stripe, secretKey: 'sk_test_not_called' },
  });
  let alice = apiAs(app, '');
  let ids: UploadIds = { pdfId: '', imageId: '' };
  const codes = new Map<QrType, { id: number; shortCode: string }>();

  beforeAll(async () => {
    alice = apiAs(app, await signUp(app()));
    const { id } = (await alice.get('/api/user')).json() as { id: number };
    await database()
      .db.update(users)
      .set({
        stripeAccountId: `acct_hosted_${id}`,
        stripeAccountStatus: 'ready',
      })
      .where(eq(users.id, id));
    await setPersonalSubscription(database().db, id);
    const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      const res = await app().inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie: alice.cookie },
      });
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
    for (const qrType of QR_TYPES) {
      const content = everyTypeContent(ids)[qrType];
      const res = await alice.post('/api/dynamic-qrcodes', {
        qrType,
        ...(qrType === 'url' ? { destination: content.url } : { qrData: content }),
        fgColor: '#7c2d12',
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      codes.set(qrType, res.json());
    }
    // Each create renders the code and reads it back: slow on a shared CPU.
  }, 300_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const scanCount = async (id: number) => {
    await app().scanCapture.flush();
    const [row] = await database()
      .db.select({ scanCount: dynamicQrCodes.scanCount })
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.id, id));
    return row!.scanCount;
  };
  const open = (shortCode: string, userAgent = IPHONE_SAFARI) =>
    app().inject({ url: `/d/${shortCode}`, headers: { 'user-agent': userAgent } });

  it.each(HOSTED)(
    'serves a small, self-contained %s page and counts it as a scan',
    async (qrType) => {
      const code = codes.get(qrType)!;
      const before = await scanCount(code.id);
      const res = await open(code.shortCode);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('unsafe');
      expect(res.rawPayload.length).toBeLessThan(30 * 1024);
      // No third-party request: every src points at this origin.
      for (const [, src] of res.body.matchAll(/\ssrc="([^"]*)"/g)) expect(src).toMatch(/^\//);
      expect(res.body).not.toMatch(/<link\b/);
      expect(await scanCount(code.id)).toBe(before + 1);
      // Bots see the page but are not counted; HEAD is not a scan either.
      expect((await open(code.shortCode, GOOGLEBOT)).statusCode).toBe(200);
      expect((await app().inject({ method: 'HEAD', url: `/d/${code.shortCode}` })).statusCode).toBe(
        200,
      );
      expect(await scanCount(code.id)).toBe(before + 1);
    },
  );

  it('shows each type’s content and its natural action', async () => {
    const content = everyTypeContent(ids);
    const page = async (t: QrType) => (await open(codes.get(t)!.shortCode)).body;
    const contact = await page('contact');
    expect(visibleText(contact)).toContain('Zoë Müller-Łukasiewicz, Jr.');
    expect(visibleText(contact)).toContain('Café; Bäckerei & Co');
    expect(contact).toContain(`href="/d/${codes.get('contact')!.shortCode}/contact.vcf"`);
    expect(contact).toContain('href="tel:+49301234567"');
    expect(contact).toContain('href="mailto:zoe@example.de"');
    // The uploaded photo (this origin), and the address linked to a map.
    expect(contact).toContain(`<img class="face" src="/images/${ids.imageId}/raw" alt="Photo of`);
    expect(visibleText(contact)).toContain('Friedrichstraße 43, 10117 Berlin; "Hof" 2');
    expect(contact).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=Friedrichstra%C3%9Fe%2043%2C%2010117%20Berlin%3B%20%22Hof%22%202"',
    );
    const wifi = await page('wifi');
    expect(visibleText(wifi)).toContain('Café;Guest');
    expect(wifi).toContain(`data-copy="${'pa:ss,word&quot;1'}"`);
    expect(wifi).toMatch(/<svg class="join"[^>]*aria-label="Wi-Fi join code for Café;Guest"/);
    const events = await page('events');
    expect(visibleText(events)).toContain('Summer party, rooftop; all welcome');
    expect(events).toContain('datetime="2026-07-04T18:00:00.000Z"');
    // The event's own time zone: 18:00 UTC is 20:00 summer time in Berlin.
    expect(visibleText(events)).toContain('Event time (Europe/Berlin)');
    expect(visibleText(events)).toMatch(
      /Sat, 4 Jul 2026, 20:00 CEST to Sun, 5 Jul 2026, 01:00 CEST/,
    );
    expect(events).toContain('/event.ics"');
    expect(await page('email')).toContain(
      'href="mailto:hello@example.com?subject=Table%20for%20two',
    );
    expect(await page('sms')).toContain('href="sms:+15551234567?body=See%20you%20at%208"');
    expect(await page('whatsapp')).toContain('href="https://wa.me/15551234567?text=Hi%20there!"');
    // The phone number is stored normalised ("0044 20 ..." typed), shown and called as +44...
    const phone = await page('phone');
    expect(phone).toContain('<a class="btn primary" href="tel:+442079460958">Call now</a>');
    expect(phone).toContain('data-copy="+442079460958"');
    expect(visibleText(phone)).toContain('Call +442079460958');
    expect(visibleText(await page('text'))).toContain(String(content.text.textContent));
    const bitcoin = await page('bitcoin');
    expect(bitcoin).toContain(
      'href="bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.0015',
    );
    expect(bitcoin).toContain('data-copy="bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"');
    const pdf = await page('pdf');
    expect(pdf).toContain(`href="/pdf/${ids.pdfId}"`);
    expect(pdf).toContain(`<iframe src="/pdf/${ids.pdfId}"`);
    expect(await page('images')).toContain(`src="/images/${ids.imageId}/raw"`);
  });

  it.each(LINKS)('keeps redirecting a %s code', async (qrType) => {
    const res = await open(codes.get(qrType)!.shortCode);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^https?:\/\//);
  });

  it('downloads a vCard 4.0 that a vCard parser reads back field by field', async () => {
    const code = codes.get('contact')!;
    const res = await app().inject({ url: `/d/${code.shortCode}/contact.vcf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment;');
    const text = res.body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);
    const card = new VCard().parse(text);
    const c = everyTypeContent(ids).contact as Record<string, string>;
    const value = (name: string) => {
      const prop = card.get(name) as { valueOf(): string } | undefined;
      return prop ? unescapeText(prop.valueOf()) : undefined;
    };
    expect(card.version).toBe('4.0');
    expect(value('fn')).toBe(`${c.firstName} ${c.lastName}`);
    const n = (card.get('n') as { valueOf(): string }).valueOf();
    expect(
      n
        .split(/(?<!\\);/)
        .map(unescapeText)
        .slice(0, 2),
    ).toEqual([c.lastName, c.firstName]);
    expect(value('org')).toBe(c.organization);
    expect(value('tel')).toBe('tel:+49301234567');
    expect(value('email')).toBe(c.email);
    expect(value('url')).toBe(c.url);
    expect(value('note')).toBe(c.notes);
    const adr = card.get('adr') as { valueOf(): string; label?: string };
    expect(
      adr
        .valueOf()
        .split(/(?<!\\);/)
        .map(unescapeText),
    ).toEqual(['', '', c.address, '', '', '', '']);
    expect(value('photo')).toBe(`${config.publicUrl}/images/${ids.imageId}/raw`);
  });

  it('downloads an .ics that an iCalendar parser reads back field by field', async () => {
    const code = codes.get('events')!;
    const res = await app().inject({ url: `/d/${code.shortCode}/event.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    for (const line of res.body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const parsed = ical.sync.parseICS(res.body);
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(events).toHaveLength(1);
    const ev = events[0]!;
    const c = everyTypeContent(ids).events as Record<string, string>;
    expect(ev.summary).toBe(c.title);
    expect(ev.start.toISOString()).toBe(c.startDate);
    expect(ev.end?.toISOString()).toBe(c.endDate);
    expect(ev.location).toBe(c.location);
    expect(ev.description).toBe(c.description);
    expect(ev.uid).toMatch(new RegExp(`^dynamic-${code.id}@`));
  });

  it("keeps an event entered without an offset at its own zone's time in the .ics (issue 37)", async () => {
    // 10:00 in Berlin in January (CET, UTC+1) and in July (CEST, UTC+2), typed without offset.
    for (const { date, utc } of [
      { date: '2027-01-15', utc: '2027-01-15T09:00:00.000Z' },
      { date: '2027-07-15', utc: '2027-07-15T08:00:00.000Z' },
    ]) {
      const res = await alice.post('/api/dynamic-qrcodes', {
        qrType: 'events',
        qrData: {
          title: 'Launch',
          startDate: `${date}T10:00`,
          location: 'Berlin',
          timeZone: 'Europe/Berlin',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { shortCode } = res.json() as { shortCode: string };
      const ics = await app().inject({ url: `/d/${shortCode}/event.ics` });
      expect(ics.body).toContain(`DTSTART;TZID=Europe/Berlin:${date.replace(/-/g, '')}T100000`);
      expect(ics.body).toContain('BEGIN:VTIMEZONE');
      const events = Object.values(ical.sync.parseICS(ics.body)).filter(
        (c) => c?.type === 'VEVENT',
      ) as ical.VEvent[];
      expect(events.map((ev) => ev.start.toISOString())).toEqual([utc]);
      expect((await open(shortCode)).body).toContain('10:00');
    }
  });

  const scanEventCount = async (id: number) => {
    await app().scanCapture.flush();
    const rows = await database()
      .db.select({ id: scanEvents.id })
      .from(scanEvents)
      .where(eq(scanEvents.dynamicQrCodeId, id));
    return rows.length;
  };

  it('shows the new content right after an edit, on the same link, and the new vCard', async () => {
    const code = codes.get('contact')!;
    await open(code.shortCode); // cached
    const [scansBefore, eventsBefore] = [await scanCount(code.id), await scanEventCount(code.id)];
    const content = { ...everyTypeContent(ids).contact, phoneNumber: '+44 20 7946 0000' };
    const edit = await alice.put(`/api/dynamic-qrcodes/${code.id}`, { qrData: content });
    expect(edit.statusCode).toBe(200);
    // The code's analytics are unchanged by the edit: its count and every scan event stay.
    expect(await scanCount(code.id)).toBe(scansBefore);
    expect(await scanEventCount(code.id)).toBe(eventsBefore);
    expect((await open(code.shortCode)).body).toContain('href="tel:+442079460000"');
    const vcf = await app().inject({ url: `/d/${code.shortCode}/contact.vcf` });
    expect(vcf.body).toContain('TEL;VALUE=uri;TYPE=cell:tel:+442079460000');
  });

  it('says "This QR code is paused" for a paused hosted code and its downloads', async () => {
    const code = codes.get('events')!;
    const before = await scanCount(code.id);
    await alice.post(`/api/dynamic-qrcodes/${code.id}/pause`);
    for (const url of [`/d/${code.shortCode}`, `/d/${code.shortCode}/event.ics`]) {
      const res = await app().inject({ url, headers: { 'user-agent': IPHONE_SAFARI } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('This QR code is paused');
    }
    expect(await scanCount(code.id)).toBe(before);
    await alice.post(`/api/dynamic-qrcodes/${code.id}/resume`);
    expect((await open(code.shortCode)).body).toContain('Add to calendar');
  });

  it('answers not found for a download of another type or an unknown code', async () => {
    const wifi = codes.get('wifi')!;
    expect((await app().inject({ url: `/d/${wifi.shortCode}/contact.vcf` })).statusCode).toBe(404);
    expect((await app().inject({ url: '/d/ZZZZZZZZ/event.ics' })).statusCode).toBe(404);
  });

  it('previews the page of unsaved content with the same renderer and messages', async () => {
    const content = everyTypeContent(ids);
    const signedOut = await app().inject({
      method: 'POST',
      url: '/api/hosted-page-preview',
      payload: { qrType: 'contact', qrData: content.contact },
    });
    expect(signedOut.statusCode).toBe(401);

    const code = codes.get('contact')!;
    const before = await scanCount(code.id);
    const edited = { ...content.contact, phoneNumber: '+33 1 23 45 67 89' };
    const res = await alice.post('/api/hosted-page-preview', {
      qrType: 'contact',
      qrData: edited,
      fgColor: '#7c2d12',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json() as { html: string };
    expect(html).toContain('href="tel:+33123456789"');
    // The page the short link serves once the edit is saved, but for the download path and the
    // script (a sandboxed preview frame runs none).
    await alice.put(`/api/dynamic-qrcodes/${code.id}`, { qrData: edited });
    const served = (await open(code.shortCode)).body;
    expect(html).not.toContain('<script');
    expect(html.replaceAll('/d/preview/', `/d/${code.shortCode}/`)).toBe(
      served.replace(/<script>[^<]*<\/script>\n/, ''),
    );
    expect(await scanCount(code.id)).toBe(before + 1); // the open, not the preview

    const invalid = await alice.post('/api/hosted-page-preview', {
      qrType: 'contact',
      qrData: { firstName: '', phoneNumber: '12' },
    });
    expect(invalid.statusCode).toBe(400);
    const expected = parseQrContent('contact', { firstName: '', phoneNumber: '12' });
    expect(invalid.json().fields).toEqual(expected.ok ? {} : expected.fields);

    const link = await alice.post('/api/hosted-page-preview', {
      qrType: 'social',
      qrData: content.social,
    });
    expect(link.json()).toEqual({ html: null });
  });

  it('counts content codes against the dynamic limit; codes over it keep working', async () => {
    // A free account: one dynamic code of any type, then the limit, whatever the type.
    const free = apiAs(app, await signUp(app()));
    const first = await free.post('/api/dynamic-qrcodes', {
      qrType: 'wifi',
      qrData: everyTypeContent(ids).wifi,
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await free.post('/api/dynamic-qrcodes', {
      qrType: 'text',
      qrData: everyTypeContent(ids).text,
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('DYNAMIC_LIMIT_REACHED');

    // Alice's plan ends with 16 dynamic codes: every printed one keeps working and counting.
    const { id } = (await alice.get('/api/user')).json() as { id: number };
    await setPersonalSubscription(database().db, id, 'free');
    try {
      for (const qrType of ['text', 'wifi', 'url'] as const) {
        const code = codes.get(qrType)!;
        const before = await scanCount(code.id);
        const res = await open(code.shortCode);
        expect(res.statusCode).toBe(isHostedType(qrType) ? 200 : 302);
        expect(await scanCount(code.id)).toBe(before + 1);
      }
    } finally {
      await setPersonalSubscription(database().db, id);
    }
  });
});

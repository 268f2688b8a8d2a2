import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { codeCounters, eventsOf, insertCode, insertUser } from './test-codes.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe.each(testDatabases())('GET /d/:shortCode (%s)', (kind) => {
  const { app, database } = useTestApp(kind);
  const db = () => database().db;

  it('answers 302 to the stored destination, no-store, never 301', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner, { destination: 'https://example.com/menu?t=1' });
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app().inject({ method, url: `/d/${code.shortCode}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://example.com/menu?t=1');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('ignores anything in the request that could change the target', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner, { destination: 'https://example.com/a' });
    const same = [
      `/d/${code.shortCode}?url=https://evil.example`,
      `/d/${code.shortCode}?destination=https%3A%2F%2Fevil.example&next=//evil.example`,
    ];
    for (const url of same) {
      const res = await app().inject({
        url,
        headers: {
          'user-agent': IPHONE_SAFARI,
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          referer: 'https://evil.example/',
        },
      });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('https://example.com/a');
    }
    const notFound = [
      '/d//evil.example',
      '/d/%2F%2Fevil.example',
      `/d/${code.shortCode}/extra`,
      `/d/${code.shortCode}/..%2f..`,
      `/d/${code.shortCode}%2F..%2F..%2Fevil.example`,
      `/d/${code.shortCode}%00`,
      `/d/${code.shortCode}x`,
      `/d/${code.shortCode.slice(0, 7)}`,
      '/d/https:%2F%2Fevil.example',
      '/d/',
      '/d',
    ];
    for (const url of notFound) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.body, url).toContain('QR code not found');
    }
    await app().scanCapture.flush();
    expect((await codeCounters(db(), code.id))!.scanCount).toBe(same.length);
  });

  it('never redirects to an unsafe stored destination, and counts nothing', async () => {
    const owner = await insertUser(db());
    const unsafe = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://example.com/\r\nSet-Cookie: a=b',
      'https://example.com/\nx',
      'https://example.com/\u0001',
      'https://example.com/\tx',
      `https://example.com/${'a'.repeat(10 * 1024)}`,
      'ftp://example.com/file',
      'file:///etc/passwd',
      '//evil.example/path',
      '/relative/path',
      'https://user:pass@example.com/',
      '',
    ];
    for (const destination of unsafe) {
      const code = await insertCode(db(), owner, { destination });
      const res = await app().inject({ url: `/d/${code.shortCode}` });
      expect(res.statusCode, destination.slice(0, 40)).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('This link cannot be opened');
      expect(res.body).not.toContain('javascript:');
      await app().scanCapture.flush();
      expect((await codeCounters(db(), code.id))!.scanCount).toBe(0);
    }
  });

  it('shows the paused page and the not-found page without counting a scan', async () => {
    const owner = await insertUser(db());
    const paused = await insertCode(db(), owner, { isPaused: true });
    const deleted = await insertCode(db(), owner, { isDeleted: true });

    const pausedRes = await app().inject({ url: `/d/${paused.shortCode}` });
    expect(pausedRes.statusCode).toBe(200);
    expect(pausedRes.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(pausedRes.body).toContain('This QR code is paused');
    expect(pausedRes.headers['x-robots-tag']).toBe('noindex');
    expect(pausedRes.headers['cache-control']).toBe('no-store');
    expect(pausedRes.headers['content-security-policy']).toMatch(/^default-src 'none'; /);

    for (const url of [`/d/${deleted.shortCode}`, '/d/Zz9Zz9Zz']) {
      const res = await app().inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('QR code not found');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; /);
    }
    await app().scanCapture.flush();
    for (const code of [paused, deleted]) {
      expect((await codeCounters(db(), code.id))!.scanCount).toBe(0);
      expect(await eventsOf(db(), code.id)).toHaveLength(0);
    }
  });

  it('counts people once and records bots, previews, tools and HEAD flagged, uncounted', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner);
    const requests: { method?: 'GET' | 'HEAD'; ua?: string; reason: string | null }[] = [
      { method: 'HEAD', ua: IPHONE_SAFARI, reason: 'head' },
      { ua: 'WhatsApp/2.23.20.0 A', reason: 'link-preview' },
      { ua: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', reason: 'link-preview' },
      {
        ua: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        reason: 'link-preview',
      },
      { ua: 'curl/8.5.0', reason: 'tool' },
      { ua: 'python-requests/2.31.0', reason: 'tool' },
      {
        ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        reason: 'bot',
      },
      { ua: '', reason: 'empty-ua' },
      { ua: IPHONE_SAFARI, reason: null },
      { ua: ANDROID_CHROME, reason: null },
    ];
    for (const r of requests) {
      const res = await app().inject({
        method: r.method ?? 'GET',
        url: `/d/${code.shortCode}`,
        headers: { 'user-agent': r.ua ?? '', referer: 'https://news.example.org/article?id=7' },
      });
      expect(res.statusCode).toBe(302);
    }
    await app().scanCapture.flush();

    const counters = await codeCounters(db(), code.id);
    expect(counters!.scanCount).toBe(2);
    expect(counters!.lastScannedAt).toBeInstanceOf(Date);
    const events = await eventsOf(db(), code.id);
    expect(events).toHaveLength(requests.length);
    const reasons = events.map((e) => e.botReason).sort();
    expect(reasons).toEqual(requests.map((r) => r.reason).sort());
    for (const e of events) expect(e.isBot).toBe(e.botReason !== null);
    expect(events.find((e) => e.botReason === 'head')?.method).toBe('HEAD');

    const people = events.filter((e) => !e.isBot);
    expect(people.map((e) => [e.deviceType, e.os, e.browser]).sort()).toEqual([
      ['mobile', 'Android', 'Chrome'],
      ['mobile', 'iOS', 'Safari'],
    ]);
    for (const e of events) expect(e.referrerHost).toBe('news.example.org');
  });

  it('keeps the redirect working while a changed destination is invalidated', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner, { destination: 'https://old.example/' });
    const first = await app().inject({ url: `/d/${code.shortCode}` });
    expect(first.headers.location).toBe('https://old.example/');

    await db()
      .update(dynamicQrCodes)
      .set({ destination: 'https://new.example/' })
      .where(eq(dynamicQrCodes.id, code.id));
    // Served from the cache until the change is announced...
    const cached = await app().inject({ url: `/d/${code.shortCode}` });
    expect(cached.headers.location).toBe('https://old.example/');
    await app().redirectCache.invalidate(code.shortCode);
    const after = await app().inject({ url: `/d/${code.shortCode}` });
    expect(after.headers.location).toBe('https://new.example/');

    await db().update(dynamicQrCodes).set({ isPaused: true }).where(eq(dynamicQrCodes.id, code.id));
    await app().redirectCache.invalidate(code.shortCode);
    const paused = await app().inject({ url: `/d/${code.shortCode}` });
    expect(paused.body).toContain('This QR code is paused');
  });
});

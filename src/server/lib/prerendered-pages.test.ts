// The prerendered public pages as the server sends them: to a visitor (no session hint) the
// page's own HTML with PUBLIC_URL in its canonical and Open Graph tags, compressed by
// Accept-Encoding; to a browser with the hint, or with a query string, the app's shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_FILE, PUBLIC_URL_PLACEHOLDER } from '../../contracts/public-pages.js';
import { signedInHintCookieName } from '../modules/auth/index.js';
import { useTestApp } from '../test/app.js';
import { pickEncoding } from './prerendered-pages.js';

const root = mkdtempSync(path.join(tmpdir(), 'qrs-prerendered-'));
const webDir = path.join(root, 'web');
const pagesDir = path.join(root, 'pages');
mkdirSync(webDir);
mkdirSync(path.join(pagesDir, 'features'), { recursive: true });
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>QR Shark SPA</title>');

/** A page as the build writes it: padded past 1 KB like a real one. */
function page(title: string, pagePath: string): string {
  return [
    `<!doctype html><title>${title}</title>`,
    `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}${pagePath}" />`,
    `<meta property="og:url" content="${PUBLIC_URL_PLACEHOLDER}${pagePath}" />`,
    `<div id="root"><h1>${title}</h1>${'<p>Prerendered text.</p>'.repeat(80)}</div>`,
  ].join('\n');
}
writeFileSync(path.join(pagesDir, 'index.html'), page('Landing', '/'));
writeFileSync(
  path.join(pagesDir, 'features', 'analytics.html'),
  page('Analytics', '/features/analytics'),
);
writeFileSync(path.join(pagesDir, 'pages.json'), JSON.stringify(['/', '/features/analytics']));
writeFileSync(
  path.join(pagesDir, NOT_FOUND_FILE),
  '<!doctype html><meta property="og:url" content="__QRS_PUBLIC_URL__/404" />' +
    '<div id="root"><header>Site header</header><h1>Page not found</h1><footer>Site footer</footer></div>',
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('prerendered public pages', () => {
  const { app, config } = useTestApp('pglite', {
    webDir,
    pagesDir,
    publicUrl: 'https://qr.example',
  });

  it('sends a visitor the page itself, with PUBLIC_URL in its tags', async () => {
    for (const [url, title] of [
      ['/', 'Landing'],
      ['/features/analytics', 'Analytics'],
    ]) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toBe('accept-encoding, cookie');
      expect(res.body, url).toContain(`<h1>${title}</h1>`);
      expect(res.body, url).toContain(`<link rel="canonical" href="https://qr.example${url}" />`);
      expect(res.body, url).toContain(`content="https://qr.example${url}"`);
      expect(res.body, url).not.toContain(PUBLIC_URL_PLACEHOLDER);
    }
  });

  it('compresses it by Accept-Encoding, brotli first', async () => {
    const plain = await app().inject({ method: 'GET', url: '/' });
    const br = await app().inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app().inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("sends the app's shell to a browser with the session hint, and with a query string", async () => {
    const hinted = await app().inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `${signedInHintCookieName(config)}=1` },
    });
    expect(hinted.statusCode).toBe(200);
    expect(hinted.body).toContain('QR Shark SPA');
    const query = await app().inject({ method: 'GET', url: '/?qr=wifi' });
    expect(query.body).toContain('QR Shark SPA');
    const other = await app().inject({ method: 'GET', url: '/features' });
    expect(other.body).toContain('QR Shark SPA');
  });
});

describe('the not-found page (issue 37 item 1)', () => {
  const { app, config } = useTestApp('pglite', {
    webDir,
    pagesDir,
    publicUrl: 'https://qr.example',
  });
  const hint = () => ({ cookie: `${signedInHintCookieName(config)}=1` });

  it('answers every unknown path 404 with the prerendered page, header and footer included', async () => {
    for (const url of [
      '/no-such-page',
      '/test',
      '/blog/99',
      '/blog/07',
      '/templates/no-such-template',
      '/features/analytics/more',
      '/assets/missing.js',
      '/no-such-page?x=1',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app().inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        if (method === 'HEAD') continue;
        expect(res.body, url).toContain('<header>Site header</header><h1>Page not found</h1>');
        expect(res.body, url).toContain('<footer>Site footer</footer>');
        expect(res.body, url).toContain('content="https://qr.example/404"');
      }
    }
  });

  it("sends the app's shell with 404 to a browser with the session hint", async () => {
    const res = await app().inject({ method: 'GET', url: '/no-such-page', headers: hint() });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('QR Shark SPA');
  });

  it("answers the app's own routes and blog posts 200, whatever their case or last slash", async () => {
    for (const url of [
      '/login',
      '/LOGIN/',
      '/account-settings',
      '/newsletter/confirm',
      '/blog/3',
    ]) {
      const res = await app().inject({ method: 'GET', url, headers: hint() });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('QR Shark SPA');
    }
    const api = await app().inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

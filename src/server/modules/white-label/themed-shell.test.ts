// The client's theme in the first byte (issue 17 item 5): the HTML a client's host serves (the
// app's shell for app routes, and in place of the prerendered public pages) already carries the
// client's title, favicon, colours, custom CSS and brand data; the default host gets the built
// files untouched; hostile names and CSS cannot leave their element.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER } from '../../../contracts/public-pages.js';
import { users } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { multipart, samplePng } from '../uploads/test-support.js';
import { BRAND_DATA_ID, BRAND_STYLE_ID } from './themed-html.js';

const root = mkdtempSync(path.join(tmpdir(), 'qrs-themed-'));
const webDir = path.join(root, 'web');
const pagesDir = path.join(root, 'pages');
mkdirSync(webDir);
mkdirSync(pagesDir);
// The shell as Vite builds it from src/web/index.html: the built style sheet and script in <head>.
const source = readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8');
const SHELL = source
  .replace('<script type="module" src="/main.tsx"></script>', '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
  );
writeFileSync(path.join(webDir, 'index.html'), SHELL);
writeFileSync(
  path.join(pagesDir, 'index.html'),
  SHELL.replace(
    '<div id="root"></div>',
    `<div id="root"><h1>QR Shark landing</h1><a href="${PUBLIC_URL_PLACEHOLDER}/">home</a></div>`,
  ),
);
writeFileSync(path.join(pagesDir, 'pages.json'), JSON.stringify(['/']));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('white-label theme in the first byte', () => {
  const { app, database } = useTestApp('pglite', { webDir, pagesDir, baseDomain: 'qr.test' });
  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: { host, ...headers } });
  let operator = '';

  async function signInOperator() {
    if (!operator) {
      const email = 'operator@example.com';
      const res = await app().inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          username: email,
          email,
          password: 'tulip-river-81',
          confirmPassword: 'tulip-river-81',
        },
      });
      operator = cookieHeader(res);
      await database().db.update(users).set({ role: 'admin' }).where(eq(users.username, email));
    }
  }

  async function client(body: object) {
    await signInOperator();
    const res = await app().inject({
      method: 'POST',
      url: '/api/white-label/clients',
      headers: { cookie: operator },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** The inline brand style sheet and data block of a document. */
  const brandParts = (html: string) => ({
    style: new RegExp(`<style id="${BRAND_STYLE_ID}">([\\s\\S]*?)</style>`).exec(html)?.[1],
    data: new RegExp(
      `<script type="application/json" id="${BRAND_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1],
  });

  it("serves a client's host its brand in the shell and in place of prerendered pages", async () => {
    await signInOperator();
    const form = multipart([
      { name: 'logoFile', value: samplePng(), fileName: 'acme.png', contentType: 'image/png' },
    ]);
    const logo = await app().inject({
      method: 'POST',
      url: '/api/upload-logo',
      headers: { cookie: operator, ...form.headers },
      payload: form.payload,
    });
    expect(logo.statusCode, logo.body).toBe(201);
    const logoUrl = `/logo/${logo.json().id}`;
    await client({
      name: 'Acme Prints',
      subdomain: 'acme',
      primaryColor: '#B91C1C',
      secondaryColor: '#7F1D1D',
      logoUrl,
      customFavicon: logoUrl,
      removeQRSharkBranding: true,
      customCSS: '.hero { letter-spacing: 0.02em; }',
    });

    for (const url of ['/', '/account-settings', '/features/analytics?x=1', '/no-such-page']) {
      const res = await get(url, 'acme.qr.test');
      // An unknown path is the not-found page, in the client's brand too.
      expect(res.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(html, url).toContain('<title>Acme Prints - QR Code Generator</title>');
      expect(html, url).toContain(`<link rel="icon" href="${logoUrl}" />`);
      expect(html, url).toContain('<meta name="theme-color" content="#7F1D1D" />');
      expect(html, url).not.toContain('/favicon.svg');
      expect(html, url).not.toContain('QR Shark');
      const { style, data } = brandParts(html);
      expect(style, url).toContain('--primary:#B91C1C;--secondary:#7F1D1D');
      expect(style, url).toContain('--color-primary:#B91C1C;--color-secondary:#7F1D1D');
      expect(style, url).toContain('.hero');
      expect(JSON.parse(data!), url).toEqual({
        name: 'Acme Prints',
        logoUrl,
        removeBranding: true,
      });
      // After the built style sheet, so the brand wins; scripts still only from our origin.
      expect(html.indexOf(`id="${BRAND_STYLE_ID}"`)).toBeGreaterThan(
        html.indexOf('/assets/index-abc.css'),
      );
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'[^;]*;/);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // The logo is served on the client's host (it was uploaded by the operator).
    expect((await get(logoUrl, 'acme.qr.test')).statusCode).toBe(200);
  });

  it('leaves the default host with the built files, prerendered page included', async () => {
    const shell = await get('/account-settings', 'localhost:3000');
    expect(shell.body).toBe(SHELL);
    const landing = await get('/', 'localhost:3000');
    expect(landing.body).toContain('<h1>QR Shark landing</h1>');
    expect(landing.body).not.toContain(BRAND_STYLE_ID);
    // Unknown hosts are the default brand too.
    expect((await get('/account-settings', 'unknown.example')).body).toBe(SHELL);
  });

  it('keeps a hostile name and custom CSS inside their elements', async () => {
    await client({
      name: '</title><script>alert(1)</script>',
      subdomain: 'evil',
      customCSS:
        'a { color: red; } /* </style><script>alert(2)</script> */ b::after { content: "</style><img src=x onerror=alert(3)>"; }',
    });
    const html = (await get('/', 'evil.qr.test')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; - QR Code Generator</title>',
    );
    const { style, data } = brandParts(html);
    expect(style).not.toMatch(/<\/?(style|script|img)/i);
    expect(JSON.parse(data!).name).toBe('</title><script>alert(1)</script>');
    // Exactly one data block and one brand style: nothing broke out to add more elements.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<style/g)).toHaveLength(1);
  });
});

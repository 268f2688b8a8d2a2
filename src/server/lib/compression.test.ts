// Compression through a real listening server: the page and hashed assets precompressed at build
// time (precompressDir, as vite.config.ts runs it) and sent by Accept-Encoding with Vary; HTML and
// JSON of 1 KB or more compressed on the fly; short links and PNG files never compressed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { testConfig } from '../config.js';
import { users } from '../db/schema/index.js';
import { insertCode } from '../modules/redirect/test-codes.js';
import { multipart, samplePng } from '../modules/uploads/test-support.js';
import { cookieHeader } from '../test/app.js';
import { useTestDatabase } from '../test/databases.js';
import { precompressDir } from './precompress.js';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (not decompressed). */
  body: Buffer;
}

/** One request over HTTP, the body kept as sent (fetch would decompress it). */
function get(base: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(res: Raw): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  return res.body;
}

/** Text a few kilobytes long that compresses as real code does (repeated but not constant). */
function sourceText(lines: number, prefix: string): string {
  return Array.from(
    { length: lines },
    (_, i) => `${prefix}function f${i}(a,b){return a*${i}+b/${i + 1}}\n`,
  ).join('');
}

// A dist/web as the build lays it out: index.html, favicon.svg, hashed files under assets/.
const webDir = mkdtempSync(path.join(tmpdir(), 'qrs-compress-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html><title>QR Shark SPA</title><!-- ${'padding '.repeat(300)} -->`,
);
writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const assetFiles: Record<string, string> = {
  'index-B3xmuJhY.js': sourceText(200, 'export '),
  'analytics-ZbQyEhC2.js': sourceText(400, ''),
  'bulk-render.worker-CDh21Ip3.js': sourceText(100, ''),
  'index-BW-Ryorb.css': Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n'),
};
for (const [name, text] of Object.entries(assetFiles)) {
  writeFileSync(path.join(webDir, 'assets', name), text);
}
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('compression', () => {
  const database = useTestDatabase('pglite');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-compress-data-'));
  let app: App;
  let base = '';
  let cookie = '';
  let shortCode = '';
  let logoId = '';

  beforeAll(async () => {
    const result = await precompressDir(webDir);
    expect(result.files).toEqual(
      [
        ...Object.keys(assetFiles).map((name) => `assets/${name}`),
        'favicon.svg',
        'index.html',
      ].sort(),
    );
    app = buildApp(testConfig({ webDir, dataDir }), { database: database() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const email = `compress${randomBytes(4).toString('hex')}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: email,
        email,
        password: 'tulip-river-81',
        confirmPassword: 'tulip-river-81',
      },
    });
    expect(registered.statusCode).toBe(201);
    cookie = cookieHeader(registered);
    const [user] = await database()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.username, email));
    for (let i = 0; i < 12; i += 1) {
      const code = await insertCode(database().db, user!.id, {
        destination: `https://example.com/menus/table-${i}?utm_source=qr&utm_medium=print`,
      });
      shortCode ||= code.shortCode;
    }
    const logo = multipart([{ name: 'logoFile', value: samplePng(512), fileName: 'logo.png' }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/upload-logo',
      payload: logo.payload,
      headers: { ...logo.headers, cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    logoId = uploaded.json().id;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside every hashed asset at build time', () => {
    const names = readdirSync(path.join(webDir, 'assets')).sort();
    for (const name of Object.keys(assetFiles)) {
      expect(names).toContain(`${name}.br`);
      expect(names).toContain(`${name}.gz`);
    }
  });

  it('sends every hashed asset brotli-compressed for Accept-Encoding: br, with Vary', async () => {
    for (const [name, text] of Object.entries(assetFiles)) {
      const res = await get(base, `/assets/${name}`, { 'accept-encoding': 'br' });
      expect(res.status, name).toBe(200);
      expect(res.headers['content-encoding'], name).toBe('br');
      expect(res.headers.vary, name).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], name).toMatch(
        name.endsWith('.css') ? /css/ : /javascript/,
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.length, name).toBeLessThan(text.length / 3);
      expect(decoded(res).toString(), name).toBe(text);
    }
  });

  it('sends a script or style sheet without the headers that only govern a document', async () => {
    for (const name of ['index-B3xmuJhY.js', 'index-BW-Ryorb.css']) {
      const res = await get(base, `/assets/${name}`, { 'accept-encoding': 'br' });
      expect(res.headers['content-security-policy'], name).toBeUndefined();
      expect(res.headers['x-frame-options'], name).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], name).toBeUndefined();
      // What a subresource needs stays.
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], name).toBe('same-origin');
    }
    // A worker takes its CSP from its own script; the page from its own answer.
    for (const url of ['/assets/bulk-render.worker-CDh21Ip3.js', '/', '/favicon.svg']) {
      const res = await get(base, url, { 'accept-encoding': 'br' });
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('prefers brotli when both are accepted, sends gzip to gzip-only clients, raw to others', async () => {
    const name = 'index-B3xmuJhY.js';
    const both = await get(base, `/assets/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');

    const gz = await get(base, `/assets/${name}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body).toEqual(readFileSync(path.join(webDir, 'assets', `${name}.gz`)));
    expect(decoded(gz).toString()).toBe(assetFiles[name]);

    const plain = await get(base, `/assets/${name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(assetFiles[name]);
  });

  it('sends the page (over 1 KB) compressed, at / and at SPA routes', async () => {
    for (const url of ['/', '/account-settings']) {
      const res = await get(base, url, { 'accept-encoding': 'br' });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(res).toString(), url).toContain('QR Shark SPA');
    }
  });

  it('compresses JSON answers over 1 KB, and leaves small ones alone', async () => {
    const plain = await get(base, '/api/dynamic-qrcodes', { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(base, '/api/dynamic-qrcodes', { cookie, 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decoded(br).toString())).toEqual(JSON.parse(plain.body.toString()));

    const gz = await get(base, '/api/dynamic-qrcodes', { cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await get(base, '/healthz', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  it('answers a short link with a plain 302, never compressed', async () => {
    for (const url of [`/d/${shortCode}`, `/d/${shortCode}?src=poster`]) {
      const res = await get(base, url, { 'accept-encoding': 'br' });
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe(
        'https://example.com/menus/table-0?utm_source=qr&utm_medium=print',
      );
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    // Through Fastify's route (inject skips the fast path): the same.
    const injected = await app.inject({
      method: 'GET',
      url: `/d/${shortCode}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(injected.statusCode).toBe(302);
    expect(injected.headers['content-encoding']).toBeUndefined();
  });

  it('does not recompress an image that is already compressed (PNG)', async () => {
    const res = await get(base, `/logo/${logoId}`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.subarray(1, 4).toString()).toBe('PNG');
  });
});

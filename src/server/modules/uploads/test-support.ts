// Test-only helpers for upload suites: multipart bodies, sample files and a signed-in user.
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { PDFDocument } from 'pdf-lib';
import type { App } from '../../lib/app-types.js';
import { cookieHeader } from '../../test/app.js';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body (RFC 7578) and its Content-Type header. */
export function multipart(parts: MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----qrs${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG drawn by resvg: a coloured square with a dark mark, `size` px. */
export function samplePng(size = 64, color = '#1D4ED8'): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" rx="${size / 5}" fill="${color}"/>` +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 4}" fill="#FFFFFF"/></svg>`;
  return new Resvg(svg).render().asPng();
}

/**
 * A valid PNG of exactly `totalBytes`: samplePng() with a private ancillary chunk (zeros) before
 * IEND, so the file stays well-formed however large it is.
 */
export function paddedPng(totalBytes: number): Buffer {
  const png = samplePng();
  const iend = png.length - 12;
  const data = Buffer.alloc(totalBytes - png.length - 12);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(crc32(Buffer.concat([Buffer.from('prVt'), data])), 8 + data.length);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/** A one-page PDF made by pdf-lib. */
export async function samplePdf(text = 'Menu'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText(text, { x: 20, y: 100, size: 24 });
  return Buffer.from(await doc.save());
}

let counter = 0;

/** Registers a new account; returns its Cookie header. */
export async function signUp(app: App): Promise<string> {
  counter += 1;
  const email = `uploader${Date.now()}${counter}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username: email,
      email,
      password: 'tulip-river-81',
      confirmPassword: 'tulip-river-81',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

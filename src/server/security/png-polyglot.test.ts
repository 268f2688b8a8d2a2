// Finding 6 (issue 22): an image upload was checked on its first 8 bytes only, so any bytes
// after a PNG signature (HTML, a script, a ZIP) were stored and served from our origin. Now the
// whole file must parse as the type it claims.
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { multipart, samplePng } from '../modules/uploads/test-support.js';
import { testDatabases } from '../test/databases.js';
import { filesUnder, useUploadTestApp } from './upload-support.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HTML = Buffer.from(
  '<html><body><script>fetch("/api/me").then(r=>r.text()).then(alert)</script>',
);

describe.each(testDatabases('engine-independent'))('PNG polyglots on %s', (kind) => {
  const { app, database, dataDir, cookie } = useUploadTestApp(kind, 'polyglot');

  const upload = (kindOfUpload: 'image' | 'logo', bytes: Buffer) => {
    const body = multipart(
      kindOfUpload === 'image'
        ? [
            { name: 'imageFile', value: bytes, fileName: 'photo.png', contentType: 'image/png' },
            { name: 'imageTitle', value: 'Photo' },
          ]
        : [{ name: 'logoFile', value: bytes, fileName: 'logo.png', contentType: 'image/png' }],
    );
    return app().inject({
      method: 'POST',
      url: `/api/upload-${kindOfUpload}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: cookie() },
    });
  };

  it.each([
    ['a PNG signature followed by HTML', Buffer.concat([SIGNATURE, HTML])],
    ['a valid PNG with HTML after IEND', Buffer.concat([samplePng(), HTML])],
    ['a valid PNG with one byte after IEND', Buffer.concat([samplePng(), Buffer.from([0])])],
    ['a PNG whose last chunk is cut short', samplePng().subarray(0, -5)],
  ])('refuses %s (415), for images and logos, keeping nothing', async (_name, bytes) => {
    const rowsBefore = (await database().db.select().from(uploads)).length;
    const filesBefore = await filesUnder(dataDir);
    for (const target of ['image', 'logo'] as const) {
      const res = await upload(target, bytes);
      expect(res.statusCode, `${target}: ${res.body}`).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        message: expect.stringMatching(/^This file is not a valid PNG image \(.+\)/),
      });
    }
    expect((await database().db.select().from(uploads)).length).toBe(rowsBefore);
    expect(await filesUnder(dataDir)).toEqual(filesBefore);
  });

  it('stores the same PNG without the extra bytes, byte for byte', async () => {
    const png = samplePng();
    const res = await upload('image', png);
    expect(res.statusCode, res.body).toBe(201);
    const raw = await app().inject({ url: `/images/${res.json().id}/raw` });
    expect(Buffer.compare(raw.rawPayload, png)).toBe(0);
  });
});

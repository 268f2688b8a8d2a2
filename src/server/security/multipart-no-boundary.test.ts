// Finding 5 (issue 22): a multipart request with no boundary got a 500. Malformed multipart
// (no boundary, bad part headers, a form cut short) is now 400 with our error body, and nothing
// is stored.
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { UPLOAD_GUARD_MESSAGES } from '../modules/uploads/index.js';
import { testDatabases } from '../test/databases.js';
import { filesUnder, useUploadTestApp } from './upload-support.js';

const MALFORMED = { message: UPLOAD_GUARD_MESSAGES.malformed, code: 'MALFORMED_UPLOAD' };

describe.each(testDatabases('engine-independent'))('malformed multipart on %s', (kind) => {
  const { app, database, dataDir, cookie } = useUploadTestApp(kind, 'multipart');

  const post = (url: string, contentType: string, payload: string | Buffer) =>
    app().inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, cookie: cookie() },
    });

  it('answers a multipart request with no boundary 400 with our body, on every upload route', async () => {
    const body = `--x\r\nContent-Disposition: form-data; name="imageTitle"\r\n\r\nA\r\n--x--\r\n`;
    for (const url of ['/api/upload-image', '/api/upload-logo', '/api/upload-pdf']) {
      const res = await post(url, 'multipart/form-data', body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(MALFORMED);
    }
  });

  // A form cut short over real HTTP is covered in stalled-upload.test.ts.
  it('answers bad part headers 400, keeping no file', async () => {
    const filesBefore = await filesUnder(dataDir);
    const rowsBefore = (await database().db.select().from(uploads)).length;
    const type = 'multipart/form-data; boundary=b';
    const badHeader = `--b\r\nContent-Disposition form-data name=imageTitle\r\n\r\nA\r\n--b--\r\n`;
    for (const payload of [badHeader, `--b\r\n${'x: y\r\n'.repeat(3000)}`]) {
      const res = await post('/api/upload-image', type, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toMatch(/^(MALFORMED_UPLOAD|VALIDATION_FAILED)$/);
    }
    expect(await filesUnder(dataDir)).toEqual(filesBefore);
    expect((await database().db.select().from(uploads)).length).toBe(rowsBefore);
  });
});

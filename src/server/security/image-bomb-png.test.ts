// Finding 3 (issue 22): a valid 20000 x 20000 PNG of zeros (1.2 MB, under the 2 MB logo limit)
// took 16.8 s to upload, froze the server and grew it by 2.7 GB while being decoded. Now its
// declared size is read from the header and refused (413) before a pixel is decoded.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { IMAGE_LIMITS } from '../modules/uploads/index.js';
import { multipart, signUp } from '../modules/uploads/test-support.js';
import { useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { filesUnder, zeroPng } from './upload-support.js';

// Made once for both databases (deflating 400 MB of rows takes a few seconds).
const bombFile = zeroPng(20000, 20000);

describe.each(testDatabases('engine-independent'))('PNG image bomb on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-bomb-'));
  const { app, database } = useTestApp(kind, { dataDir });
  let bomb: Buffer;
  let cookie = '';
  beforeAll(async () => {
    bomb = await bombFile;
    cookie = await signUp(app());
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (url: string, field: string, extra: { name: string; value: string }[] = []) => {
    const body = multipart([
      { name: field, value: bomb, fileName: 'zeros.png', contentType: 'image/png' },
      ...extra,
    ]);
    return app().inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('refuses a 20000 x 20000 PNG logo fast with 413, without the memory to decode it', async () => {
    // A few hundred KB here (row-wise level 9; the probe's encoder made 1.2 MB): under 2 MB.
    expect(bomb.length).toBeGreaterThan(100_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const rowsBefore = (await database().db.select().from(uploads)).length;
    const filesBefore = await filesUnder(dataDir);

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const res = await upload('/api/upload-logo', 'logoFile');
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: expect.stringContaining('20000 × 20000 pixels'),
      fields: {
        logoFile: expect.stringContaining(
          `at most ${IMAGE_LIMITS.maxSide} × ${IMAGE_LIMITS.maxSide}`,
        ),
      },
    });
    // Decoding alone would need 400 MB (grey) to 1.6 GB (RGBA) and seconds of CPU.
    expect(elapsed).toBeLessThan(2000);
    expect(peak - rssBefore).toBeLessThan(100 * 1024 * 1024);
    // Nothing kept: no row, no stored or temp file.
    expect((await database().db.select().from(uploads)).length).toBe(rowsBefore);
    expect(await filesUnder(dataDir)).toEqual(filesBefore);
  });

  it('refuses it as the logo of a multipart dynamic-code create, creating nothing', async () => {
    const body = multipart([
      { name: 'destination', value: 'https://example.com/menu' },
      { name: 'logoFile', value: bomb, fileName: 'zeros.png', contentType: 'image/png' },
    ]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/dynamic-qrcodes',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().code).toBe('IMAGE_TOO_LARGE');
    const list = await app().inject({ url: '/api/dynamic-qrcodes', headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it('refuses it as an image upload too (images are never decoded, but are bounded the same)', async () => {
    const res = await upload('/api/upload-image', 'imageFile', [
      { name: 'imageTitle', value: 'Zeros' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('IMAGE_TOO_LARGE');
  });
});

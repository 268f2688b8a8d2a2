import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { IMAGE_VARIANT_WIDTHS, resizeImage, responsiveImageAttributes } from './image-variants.js';
import { multipart, signUp } from './test-support.js';

/** A real JPEG of `width` x `height` drawn by libvips; `orientation` sets its EXIF tag. */
async function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** The pixel size and format of image bytes, as libvips reads them. */
async function sizeOf(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

describe('resizeImage', () => {
  it('makes WebP copies at 480, 960 and 1600 px of a wide photo, keeping the aspect ratio', async () => {
    const { sizes, copies } = await resizeImage(await photo(2000, 1250));
    expect(IMAGE_VARIANT_WIDTHS).toEqual([480, 960, 1600]);
    expect(sizes).toEqual({
      width: 2000,
      height: 1250,
      variants: [
        { width: 480, height: 300 },
        { width: 960, height: 600 },
        { width: 1600, height: 1000 },
      ],
    });
    expect(await Promise.all(copies.map(sizeOf))).toEqual([
      { width: 480, height: 300, format: 'webp' },
      { width: 960, height: 600, format: 'webp' },
      { width: 1600, height: 1000, format: 'webp' },
    ]);
  });

  it('never enlarges: only the widths below the original, none for a small image', async () => {
    expect((await resizeImage(await photo(1000, 500))).sizes.variants).toEqual([
      { width: 480, height: 240 },
      { width: 960, height: 480 },
    ]);
    expect(await resizeImage(await photo(480, 480))).toEqual({
      sizes: { width: 480, height: 480, variants: [] },
      copies: [],
    });
  });

  it('turns a photo upright by its EXIF orientation (6: shot in portrait)', async () => {
    const { sizes } = await resizeImage(await photo(1200, 800, 6));
    expect(sizes).toEqual({
      width: 800,
      height: 1200,
      variants: [{ width: 480, height: 720 }],
    });
  });

  it('refuses bytes libvips cannot decode', async () => {
    const jpeg = await photo(800, 600);
    await expect(resizeImage(jpeg.subarray(0, jpeg.length / 2))).rejects.toThrow();
  });
});

describe('responsiveImageAttributes', () => {
  it('lists the copies by width and the original when it is wider still', () => {
    const sizes = {
      width: 3000,
      height: 2000,
      variants: [
        { width: 480, height: 320 },
        { width: 960, height: 640 },
        { width: 1600, height: 1067 },
      ],
    };
    expect(responsiveImageAttributes('abc_DEF-1234567890', sizes, '100vw')).toBe(
      'src="/images/abc_DEF-1234567890/w/960" srcset="/images/abc_DEF-1234567890/w/480 480w, ' +
        '/images/abc_DEF-1234567890/w/960 960w, /images/abc_DEF-1234567890/w/1600 1600w, ' +
        '/images/abc_DEF-1234567890/raw 3000w" sizes="100vw" width="3000" height="2000"',
    );
  });

  it('falls back to the original alone when no copies exist', () => {
    expect(responsiveImageAttributes('x1', null, '100vw')).toBe('src="/images/x1/raw"');
    expect(responsiveImageAttributes('x1', { width: 300, height: 200, variants: [] }, '1px')).toBe(
      'src="/images/x1/raw" width="300" height="200"',
    );
  });
});

describe.each(testDatabases('engine-independent'))(
  'image uploads get responsive copies on %s',
  (kind) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-variants-'));
    const { app } = useTestApp(kind, { dataDir });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    const uploadImage = async (bytes: Buffer, cookie?: string) => {
      const body = multipart([
        { name: 'imageFile', value: bytes, fileName: 'terrace.jpg', contentType: 'image/jpeg' },
        { name: 'imageTitle', value: 'Terrace' },
      ]);
      return app().inject({
        method: 'POST',
        url: '/api/upload-image',
        payload: body.payload,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      });
    };

    it('stores the copies at upload, serves them as WebP and uses them in srcset', async () => {
      const res = await uploadImage(await photo(2400, 1600));
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: string };
      const stored = await readdir(path.join(dataDir, 'uploads', 'image'));
      expect(stored.filter((name) => name.startsWith(id)).sort()).toEqual(
        [id, `${id}-sizes`, `${id}-w1600`, `${id}-w480`, `${id}-w960`].sort(),
      );

      for (const [width, height] of [
        [480, 320],
        [960, 640],
        [1600, 1067],
      ]) {
        const copy = await app().inject({ url: `/images/${id}/w/${width}` });
        expect(copy.statusCode).toBe(200);
        expect(copy.headers['content-type']).toBe('image/webp');
        expect(copy.headers['x-content-type-options']).toBe('nosniff');
        expect(await sizeOf(copy.rawPayload)).toEqual({ width, height, format: 'webp' });
      }
      // Only the listed widths, and only of stored uploads.
      expect((await app().inject({ url: `/images/${id}/w/700` })).statusCode).toBe(404);
      expect((await app().inject({ url: `/images/${id}/w/abc` })).statusCode).toBe(400);
      expect((await app().inject({ url: `/images/${id}-w480/raw` })).statusCode).toBe(404);
      expect(
        (await app().inject({ url: '/images/AAAAAAAAAAAAAAAAAAAAAAAA/w/480' })).statusCode,
      ).toBe(404);

      // The static code's image page.
      const page = (await app().inject({ url: `/images/${id}` })).body;
      expect(page).toContain(
        `srcset="/images/${id}/w/480 480w, /images/${id}/w/960 960w, /images/${id}/w/1600 1600w, /images/${id}/raw 2400w"`,
      );
      expect(page).toContain('width="2400" height="1600"');

      // The hosted page of a dynamic images code.
      const owner = apiAs(app, await signUp(app()));
      const code = await owner.post('/api/dynamic-qrcodes', {
        qrType: 'images',
        qrData: { imageId: id, title: 'Our terrace' },
      });
      expect(code.statusCode, code.body).toBe(201);
      const hosted = await app().inject({
        url: `/d/${(code.json() as { shortCode: string }).shortCode}`,
      });
      expect(hosted.statusCode).toBe(200);
      expect(hosted.body).toMatch(
        new RegExp(
          `<img class="photo" src="/images/${id}/w/960" srcset="/images/${id}/w/480 480w, [^"]+" sizes="\\(min-width: 48rem\\) 45\\.5rem, [^"]+" width="2400" height="1600" alt="Our terrace">`,
        ),
      );
    }, 120_000);

    it('refuses an image that passes the header checks but cannot be decoded, storing nothing', async () => {
      const before = await readdir(path.join(dataDir, 'uploads', 'image')).catch(() => []);
      // A PNG whose chunks and checksums are sound but whose compressed pixels are garbage: the
      // header walk passes, decoding fails.
      const png = await sharp({
        create: { width: 900, height: 600, channels: 3, background: '#3366aa' },
      })
        .png()
        .toBuffer();
      const idat = png.indexOf('IDAT');
      const length = png.readUInt32BE(idat - 4);
      const broken = Buffer.from(png);
      broken.fill(0x55, idat + 4, idat + 4 + length);
      broken.writeUInt32BE(crc32(broken.subarray(idat, idat + 4 + length)), idat + 4 + length);
      const res = await uploadImage(broken);
      expect(res.statusCode).toBe(415);
      expect(res.json().fields.imageFile).toMatch(/could not be read/);
      expect(await readdir(path.join(dataDir, 'uploads', 'image')).catch(() => [])).toEqual(before);
    });
  },
);

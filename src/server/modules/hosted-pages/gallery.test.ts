import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGES_MAX, QR_CONTENT_MESSAGES as M } from '../../../contracts/qr-content.js';
import { dynamicQrCodes, scanEvents } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { multipart, samplePng, signUp } from '../uploads/test-support.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

// Image galleries (issue 25, "image: the image gallery, responsive sizes"): an images code
// holds 1..IMAGES_MAX of its owner's uploads in order, each with alt text; its hosted page
// shows them all; codes stored with one imageId keep working.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GONE = 'This image is no longer available. Please upload it again.';

/** The upload ids in the order the page's <img> elements show them. */
const imageOrder = (html: string) =>
  [...html.matchAll(/<img class="photo" src="\/images\/([\w-]+)\//g)].map((m) => m[1]);

describe.each(testDatabases('engine-independent'))('image galleries on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-gallery-'));
  const { app, database, config } = useTestApp(kind, { dataDir });
  let alice = apiAs(app, '');
  let bob = apiAs(app, '');
  // Alice's three images (one wide enough for resized copies) and one of Bob's.
  let [a, b, c, bobs] = ['', '', '', ''];

  const upload = async (cookie: string, png: Buffer, title: string) => {
    const body = multipart([
      { name: 'imageFile', value: png, fileName: `${title}.png` },
      { name: 'imageTitle', value: title },
    ]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as string;
  };

  beforeAll(async () => {
    alice = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
    // A paid plan: this suite makes more dynamic codes than the free one allows.
    const { id } = (await alice.get('/api/user')).json() as { id: number };
    await setPersonalSubscription(database().db, id);
    a = await upload(alice.cookie, samplePng(1200, '#B91C1C'), 'red');
    b = await upload(alice.cookie, samplePng(96, '#15803D'), 'green');
    c = await upload(alice.cookie, samplePng(96, '#1D4ED8'), 'blue');
    bobs = await upload(bob.cookie, samplePng(96), 'bobs');
  }, 120_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const open = (shortCode: string) =>
    app().inject({ url: `/d/${shortCode}`, headers: { 'user-agent': IPHONE_SAFARI } });
  const gallery = (images: { imageId: string; alt?: string }[]) => ({
    qrType: 'images',
    qrData: { title: 'Our terrace', description: 'Summer 2026', images },
  });
  const scanCount = async (id: number) => {
    await app().scanCapture.flush();
    const rows = await database()
      .db.select({ id: scanEvents.id })
      .from(scanEvents)
      .where(eq(scanEvents.dynamicQrCodeId, id));
    return rows.length;
  };

  it('creates a gallery code, shows the images in order with alt text and srcset, and counts the scan', async () => {
    const res = await alice.post(
      '/api/dynamic-qrcodes',
      gallery([{ imageId: a, alt: 'The terrace at dusk' }, { imageId: b }, { imageId: c }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id, shortCode } = res.json() as { id: number; shortCode: string };
    const read = (await alice.get(`/api/dynamic-qrcodes/${id}`)).json();
    expect(read.content).toEqual({
      title: 'Our terrace',
      description: 'Summer 2026',
      images: [{ imageId: a, alt: 'The terrace at dusk' }, { imageId: b }, { imageId: c }],
    });

    const page = await open(shortCode);
    expect(page.statusCode).toBe(200);
    expect(page.rawPayload.length).toBeLessThan(30 * 1024);
    expect(imageOrder(page.body)).toEqual([a, b, c]);
    // The wide image has its WebP copies in srcset; the small ones are served as they are.
    expect(page.body).toContain(
      `srcset="/images/${a}/w/480 480w, /images/${a}/w/960 960w, /images/${a}/raw 1200w"`,
    );
    expect(page.body).toContain('alt="The terrace at dusk"');
    expect(page.body).toContain('alt="Our terrace, image 2 of 3"');
    expect(page.body).toContain('href="#image-3"');
    expect(page.body).toContain('scroll-snap-type:x mandatory');
    // Nothing from elsewhere, no script beyond the hashed one, no cookie.
    for (const [, src] of page.body.matchAll(/\ssrc="([^"]*)"/g)) expect(src).toMatch(/^\//);
    expect(page.body.match(/<script>/g)?.length).toBe(1);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe');
    expect(await scanCount(id)).toBe(1);
  });

  it('reorders and edits alt text after printing; the same link shows the new order', async () => {
    const created = await alice.post(
      '/api/dynamic-qrcodes',
      gallery([{ imageId: a }, { imageId: b }, { imageId: c }]),
    );
    const { id, shortCode } = created.json() as { id: number; shortCode: string };
    const edit = await alice.put(
      `/api/dynamic-qrcodes/${id}`,
      gallery([{ imageId: c, alt: 'Blue first' }, { imageId: a }, { imageId: b }]),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().shortCode).toBe(shortCode);
    expect(imageOrder((await open(shortCode)).body)).toEqual([c, a, b]);
    // Removing down to one image gives the single-image page.
    await alice.put(`/api/dynamic-qrcodes/${id}`, gallery([{ imageId: b, alt: 'Only green' }]));
    const single = (await open(shortCode)).body;
    expect(imageOrder(single)).toEqual([b]);
    expect(single).toContain('alt="Only green"');
    expect(single).toContain('Download the image');
    const history = (await alice.get(`/api/dynamic-qrcodes/${id}/history`)).json() as unknown[];
    expect(history.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses another user's image on create and on edit, and keeps the content", async () => {
    const refused = await alice.post(
      '/api/dynamic-qrcodes',
      gallery([{ imageId: a }, { imageId: bobs }]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'images.1.imageId': GONE });

    const created = await alice.post('/api/dynamic-qrcodes', gallery([{ imageId: a }]));
    const { id } = created.json() as { id: number };
    const before = (await alice.get(`/api/dynamic-qrcodes/${id}`)).json();
    const edit = await alice.put(
      `/api/dynamic-qrcodes/${id}`,
      gallery([{ imageId: bobs }, { imageId: a }]),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ 'images.0.imageId': GONE });
    expect((await alice.get(`/api/dynamic-qrcodes/${id}`)).json()).toEqual(before);
    // Bob cannot edit Alice's code either.
    expect(
      (await bob.put(`/api/dynamic-qrcodes/${id}`, gallery([{ imageId: bobs }]))).statusCode,
    ).toBe(404);
  });

  it('validates the gallery with the same messages as the form', async () => {
    const none = await alice.post('/api/dynamic-qrcodes', gallery([]));
    expect(none.json().fields).toMatchObject({ images: M.imageFileRequired });
    const tooMany = await alice.post(
      '/api/dynamic-qrcodes',
      gallery(Array.from({ length: IMAGES_MAX + 1 }, () => ({ imageId: a }))),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ images: M.imagesTooMany });
    const longAlt = await alice.post(
      '/api/dynamic-qrcodes',
      gallery([{ imageId: a, alt: 'x'.repeat(251) }]),
    );
    expect(longAlt.json().fields).toEqual({ 'images.0.alt': M.tooLong(250) });
  });

  it(`keeps a full gallery of ${IMAGES_MAX} images under 30 KB`, async () => {
    const res = await alice.post(
      '/api/dynamic-qrcodes',
      gallery(
        Array.from({ length: IMAGES_MAX }, (_, i) => ({
          imageId: [a, b, c][i % 3]!,
          alt: `Photo ${i + 1}: ${'a long description of what the photo shows '.repeat(5)}`,
        })),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const page = await open((res.json() as { shortCode: string }).shortCode);
    expect(imageOrder(page.body)).toHaveLength(IMAGES_MAX);
    expect(page.rawPayload.length).toBeLessThan(30 * 1024);
  });

  it('still shows and edits a code stored with a single imageId', async () => {
    const created = await alice.post('/api/dynamic-qrcodes', gallery([{ imageId: a }]));
    const { id, shortCode } = created.json() as { id: number; shortCode: string };
    // As codes were stored before galleries.
    await database()
      .db.update(dynamicQrCodes)
      .set({ content: { imageId: b, title: 'Old terrace' } })
      .where(eq(dynamicQrCodes.id, id));
    await app().redirectCache.invalidate(shortCode);
    const page = (await open(shortCode)).body;
    expect(imageOrder(page)).toEqual([b]);
    expect(page).toContain('alt="Old terrace"');
    // Editing it (the dialog sends the old content with a second image) gives a gallery.
    const edit = await alice.put(`/api/dynamic-qrcodes/${id}`, {
      qrType: 'images',
      qrData: { title: 'Old terrace', images: [{ imageId: b }, { imageId: c }] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(imageOrder((await open(shortCode)).body)).toEqual([b, c]);
    // API clients may still send one imageId: it is stored as a gallery of one.
    const legacy = await alice.post('/api/dynamic-qrcodes', {
      qrType: 'images',
      qrData: { imageId: c, title: 'Legacy client' },
    });
    expect(legacy.statusCode, legacy.body).toBe(201);
    expect(legacy.json().code.content).toEqual({
      title: 'Legacy client',
      images: [{ imageId: c }],
    });
  });

  it('respects pause on a gallery page', async () => {
    const created = await alice.post(
      '/api/dynamic-qrcodes',
      gallery([{ imageId: a }, { imageId: b }]),
    );
    const { id, shortCode } = created.json() as { id: number; shortCode: string };
    await alice.post(`/api/dynamic-qrcodes/${id}/pause`);
    const paused = await open(shortCode);
    expect(paused.body).toContain('This QR code is paused');
    expect(imageOrder(paused.body)).toEqual([]);
    expect(await scanCount(id)).toBe(0);
  });

  it('limits a static images code to one image, with the message the form shows', async () => {
    const two = await alice.post('/api/generate-qrcode', {
      qrType: 'images',
      title: 'Two',
      images: [{ imageId: a }, { imageId: b }],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().fields).toEqual({ images: M.staticImagesOne });
    const one = await alice.post('/api/generate-qrcode', {
      qrType: 'images',
      title: 'One',
      images: [{ imageId: a }],
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().content).toBe(`${config.publicUrl}/images/${a}`);
    const legacy = await alice.post('/api/generate-qrcode', {
      qrType: 'images',
      title: 'Old',
      imageId: b,
    });
    expect(legacy.json().content).toBe(`${config.publicUrl}/images/${b}`);
    // Another user's image is refused for static codes too.
    const bobsImage = await alice.post('/api/generate-qrcode', {
      qrType: 'images',
      title: 'Not mine',
      images: [{ imageId: bobs }],
    });
    expect(bobsImage.json().fields).toEqual({ 'images.0.imageId': GONE });
  });

  it('shows a contact photo by its smallest copy, not the original upload', async () => {
    const face = async (photoId: string) => {
      const created = await alice.post('/api/dynamic-qrcodes', {
        qrType: 'contact',
        qrData: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumber: '+44 20 7946 0958',
          photoId,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const page = (await open(created.json().shortCode)).body;
      return /<img class="face" src="([^"]+)"/.exec(page)?.[1];
    };
    // 1200 px wide: its 480 px WebP copy, which the server serves.
    expect(await face(a)).toBe(`/images/${a}/w/480`);
    const copy = await app().inject({ url: `/images/${a}/w/480` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    // 96 px wide has no smaller copy: the original.
    expect(await face(b)).toBe(`/images/${b}/raw`);
  });
});

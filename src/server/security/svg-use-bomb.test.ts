// Finding 3 (issue 22): an SVG logo of 1,080 bytes with nested <use> (10^5 elements drawn)
// blocked the server 1.4 s per upload. Now the parsed document is budgeted, <use> expansion
// included, and refused before anything is drawn.
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { multipart } from '../modules/uploads/test-support.js';
import { testDatabases } from '../test/databases.js';
import { filesUnder, useUploadTestApp } from './upload-support.js';

/** Five levels of groups, each using the previous one ten times: 10^5 rects drawn. */
function nestedUseBomb(): string {
  let defs = '<g id="a"><rect width="1" height="1"/></g>';
  let previous = 'a';
  for (const id of ['b', 'c', 'd', 'e', 'f']) {
    defs += `<g id="${id}">${`<use href="#${previous}"/>`.repeat(10)}</g>`;
    previous = id;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs>${defs}</defs><use href="#f"/></svg>`;
}

describe.each(testDatabases('engine-independent'))('nested <use> SVG bomb on %s', (kind) => {
  const { app, database, dataDir, cookie } = useUploadTestApp(kind, 'svgbomb');

  const upload = (svg: string) => {
    const body = multipart([
      { name: 'logoFile', value: svg, fileName: 'logo.svg', contentType: 'image/svg+xml' },
    ]);
    return app().inject({
      method: 'POST',
      url: '/api/upload-logo',
      payload: body.payload,
      headers: { ...body.headers, cookie: cookie() },
    });
  };

  it('refuses the ~1 KB nested-<use> SVG quickly, keeping nothing', async () => {
    const svg = nestedUseBomb();
    expect(svg.length).toBeLessThan(1200);
    const rowsBefore = (await database().db.select().from(uploads)).length;
    const filesBefore = await filesUnder(dataDir);

    const started = performance.now();
    const res = await upload(svg);
    const elapsed = performance.now() - started;
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: expect.stringMatching(/too complex/),
      fields: { logoFile: expect.stringMatching(/too complex/) },
    });
    // The request thread spends a few milliseconds (the parse), not the 1.4 s drawing took.
    expect(elapsed).toBeLessThan(300);
    expect((await database().db.select().from(uploads)).length).toBe(rowsBefore);
    expect(await filesUnder(dataDir)).toEqual(filesBefore);
  });

  it('still accepts a logo that uses its parts a few times', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10" width="40" height="10">' +
      '<defs><circle id="dot" cx="5" cy="5" r="4" fill="#0F766E"/></defs>' +
      '<use href="#dot"/><use href="#dot" x="10"/><use href="#dot" x="20"/><use href="#dot" x="30"/></svg>';
    const res = await upload(svg);
    expect(res.statusCode, res.body).toBe(201);
  });
});

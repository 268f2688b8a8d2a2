// Issue 40 item 4: brand kits through the real app on each database: the web app's /api/designs
// (validation with the generator's messages, unique names, one default, rename, delete, the
// audit trail, other workspaces' kits not found), the public API's /api/v1/designs, and
// `designId` in POST /api/v1/codes, bulk items and GET /api/v1/qr (a copy of the kit's design,
// request fields over it; editing the kit later changes no code), read by the decoders.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DESIGN_KIT_MESSAGES, MAX_DESIGN_KITS } from '../../../contracts/designs.js';
import { DESIGN_MESSAGES } from '../../../contracts/design.js';
import { workspaceAudit } from '../../db/schema/index.js';
import { decodeAll } from '../../lib/qr-output/decode.js';
import { svgToRgba } from '../../lib/qr-output/png.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { signedUpUser, userWithKeys, type WebUser } from '../public-api/test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const BRAND = {
  fgColor: '#1e3a8a',
  dotShape: 'rounded',
  cornerShape: 'curve-square',
  innerCornerShape: 'circle',
  margin: 4,
};

describe.each(testDatabases())('brand kits (%s)', (kind) => {
  const { app, database } = useTestApp(
    kind,
    {},
    { apiRateLimits: { free: 1000, trial: 1000, premium: 1000, client: 1000 } },
  );

  const v1 = (
    key: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${key}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const kitIn = async (user: WebUser, body: object) => {
    const res = await user.post('/api/designs', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string; design: Record<string, unknown> };
  };

  it('saves a named design with the generator’s validation, names unique, and lists it', async () => {
    const ann = await signedUpUser(app);
    const kit = await kitIn(ann, { name: ' Spring brand ', design: BRAND });
    expect(kit).toMatchObject({
      name: 'Spring brand',
      isDefault: false,
      design: {
        fgColor: '#1E3A8A',
        bgColor: '#FFFFFF',
        dotShape: 'rounded',
        cornerShape: 'curve-square',
        innerCornerShape: 'circle',
        margin: 4,
        enableFrame: false,
      },
    });
    expect(kit.design).not.toHaveProperty('logoId');

    const again = await ann.post('/api/designs', { name: 'Spring brand', design: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DESIGN_EXISTS',
      fields: { name: DESIGN_KIT_MESSAGES.nameTaken },
    });

    const bad = await ann.post('/api/designs', {
      name: 'Bad',
      design: { fgColor: 'blue', shape: 'round', margin: 1, logoId: 'no such logo!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'design.fgColor': DESIGN_MESSAGES.colour,
      'design.shape': DESIGN_KIT_MESSAGES.unknownField,
      'design.margin': DESIGN_MESSAGES.margin,
      'design.logoId': DESIGN_KIT_MESSAGES.unknownLogo,
    });
    const unknownLogo = await ann.post('/api/designs', {
      name: 'Logo',
      design: { logoId: 'abcdefgh12345678' },
    });
    expect(unknownLogo.statusCode).toBe(400);
    expect(unknownLogo.json().fields).toEqual({
      'design.logoId': DESIGN_KIT_MESSAGES.unknownLogo,
    });
    const notObject = await ann.post('/api/designs', { name: 'List', design: ['#000000'] });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().fields).toEqual({ design: DESIGN_KIT_MESSAGES.designObject });
    const noName = await ann.post('/api/designs', { name: '  ', design: BRAND });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual({ name: DESIGN_KIT_MESSAGES.nameRequired });

    const list = await ann.get('/api/designs');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((k: { name: string }) => k.name)).toEqual(['Spring brand']);
  });

  it('keeps one default, renames, changes fields, deletes, and records each in the audit trail', async () => {
    const ann = await signedUpUser(app);
    const a = await kitIn(ann, { name: 'A', design: BRAND, isDefault: true });
    const b = await kitIn(ann, { name: 'B', design: {}, isDefault: true });
    const defaults = async () =>
      ((await ann.get('/api/designs')).json().data as { name: string; isDefault: boolean }[])
        .filter((k) => k.isDefault)
        .map((k) => k.name);
    expect(await defaults()).toEqual(['B']);

    const renamed = await ann.patch(`/api/designs/${a.id}`, {
      name: 'Autumn',
      design: { bgColor: '#fff7ed', logoId: null },
      isDefault: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Autumn',
      isDefault: true,
      // The fields not sent keep their value.
      design: { fgColor: '#1E3A8A', bgColor: '#FFF7ED', dotShape: 'rounded', margin: 4 },
    });
    expect(await defaults()).toEqual(['Autumn']);
    const clash = await ann.patch(`/api/designs/${b.id}`, { name: 'Autumn' });
    expect(clash.statusCode).toBe(409);
    expect((await ann.patch(`/api/designs/${b.id}`, {})).json().fields).toEqual({
      _: DESIGN_KIT_MESSAGES.nothingToChange,
    });
    const unset = await ann.patch(`/api/designs/${a.id}`, { isDefault: false });
    expect(unset.json().isDefault).toBe(false);
    expect(await defaults()).toEqual([]);

    expect((await ann.delete(`/api/designs/${b.id}`)).statusCode).toBe(204);
    expect((await ann.delete(`/api/designs/${b.id}`)).statusCode).toBe(404);
    expect((await ann.get(`/api/designs/${b.id}`)).json().message).toBe(
      DESIGN_KIT_MESSAGES.notFound,
    );

    const entries = await database()
      .db.select()
      .from(workspaceAudit)
      .where(
        and(like(workspaceAudit.action, 'design.%'), eq(workspaceAudit.targetId, String(a.id))),
      )
      .orderBy(workspaceAudit.id);
    expect(entries.map((e) => e.action)).toEqual([
      'design.create',
      'design.default',
      'design.rename',
      'design.update',
      'design.default',
      'design.default',
    ]);
    expect(entries[2]).toMatchObject({ before: { name: 'A' }, after: { name: 'Autumn' } });
    const deleted = await database()
      .db.select()
      .from(workspaceAudit)
      .where(
        and(eq(workspaceAudit.action, 'design.delete'), eq(workspaceAudit.targetId, String(b.id))),
      );
    expect(deleted).toHaveLength(1);
  });

  it('keeps at most the limit of kits per workspace', async () => {
    const ann = await signedUpUser(app);
    for (let i = 0; i < MAX_DESIGN_KITS; i++) await kitIn(ann, { name: `Kit ${i}` });
    const over = await ann.post('/api/designs', { name: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'DESIGN_LIMIT', message: DESIGN_KIT_MESSAGES.limit });
  });

  it('serves /api/v1/designs in the key’s workspace; another workspace’s kit is not found', async () => {
    const ann = await userWithKeys(app);
    const bob = await userWithKeys(app);
    const made = await v1(ann.write, 'POST', '/designs', { name: 'Api kit', design: BRAND });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(typeof id).toBe('number');
    expect((await v1(ann.read, 'POST', '/designs', { name: 'No' })).statusCode).toBe(403);
    const listed = await v1(ann.read, 'GET', '/designs');
    expect(listed.json().data).toEqual([expect.objectContaining({ id, name: 'Api kit' })]);
    // The same kit is the web app's too.
    expect((await ann.web.get(`/api/designs/${id}`)).json().name).toBe('Api kit');

    const bad = await v1(ann.write, 'PATCH', `/designs/${id}`, { design: { dotShape: 'stars' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().fields).toEqual({ 'design.dotShape': DESIGN_MESSAGES.invalidChoice });

    expect((await v1(bob.read, 'GET', `/designs/${id}`)).statusCode).toBe(404);
    expect((await v1(bob.write, 'PATCH', `/designs/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await v1(bob.write, 'DELETE', `/designs/${id}`)).statusCode).toBe(404);
    expect((await bob.web.get(`/api/designs/${id}`)).statusCode).toBe(404);
    expect((await v1(ann.write, 'DELETE', `/designs/${id}`)).statusCode).toBe(204);
    expect((await v1(ann.read, 'GET', '/designs')).json().data).toEqual([]);
  });

  it('makes codes in a kit’s design (a copy, request fields over it) by the API and bulk, and they scan', async () => {
    const ann = await userWithKeys(app);
    const bob = await userWithKeys(app);
    const kit = await kitIn(ann.web, { name: 'Brand', design: BRAND });

    const saved = await v1(ann.write, 'POST', '/codes', {
      kind: 'saved',
      content: { url: 'https://example.com/kit' },
      designId: kit.id,
      design: { bgColor: '#FEFCE8' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().design).toMatchObject({
      fgColor: '#1E3A8A',
      bgColor: '#FEFCE8',
      dotShape: 'rounded',
      cornerShape: 'curve-square',
      margin: 4,
    });
    const dynamic = await v1(ann.write, 'POST', '/codes', {
      kind: 'dynamic',
      content: { url: 'https://example.com/dyn' },
      designId: String(kit.id),
    });
    expect(dynamic.statusCode, dynamic.body).toBe(201);
    expect(dynamic.json().design).toMatchObject({ fgColor: '#1E3A8A', dotShape: 'rounded' });

    // Another workspace's kit, or none: a clear 404 that names designId; nothing is made.
    const foreign = await v1(bob.write, 'POST', '/codes', {
      kind: 'saved',
      content: { url: 'https://example.com/x' },
      designId: kit.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'DESIGN_NOT_FOUND',
      fields: { designId: DESIGN_KIT_MESSAGES.designId },
    });
    expect((await v1(bob.read, 'GET', '/codes')).json().data).toEqual([]);

    const bulk = await v1(ann.write, 'POST', '/codes/bulk', {
      items: [
        { kind: 'saved', content: { url: 'https://example.com/b1' }, designId: kit.id },
        { kind: 'saved', content: { url: 'https://example.com/b2' }, designId: 999999 },
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const { results } = bulk.json();
    expect(results[0]).toMatchObject({ ok: true, code: { design: { fgColor: '#1E3A8A' } } });
    expect(results[1]).toMatchObject({ ok: false, error: { code: 'DESIGN_NOT_FOUND' } });

    // Changing the kit changes no code already made.
    const changed = await ann.web.patch(`/api/designs/${kit.id}`, {
      design: { fgColor: '#7F1D1D' },
    });
    expect(changed.statusCode).toBe(200);
    const again = await v1(ann.read, 'GET', `/codes/${saved.json().id}`);
    expect(again.json().design.fgColor).toBe('#1E3A8A');

    // Each stored design draws a code that the decoders read.
    const made = [
      { url: 'https://example.com/kit', design: saved.json().design },
      { url: 'https://example.com/b1', design: results[0].code.design },
    ];
    for (const { url, design } of made) {
      const { logoId: _none, ...fields } = design as Record<string, unknown>;
      const svg = await v1(ann.read, 'POST', '/qr', { type: 'url', url, ...fields });
      expect(svg.statusCode, svg.body).toBe(200);
      const decoded = await decodeAll(svgToRgba(svg.body, 600));
      expect(decoded.zxing).toEqual([url]);
      expect(decoded.jsqr).toBe(url);
    }
  });

  it('renders GET /api/v1/qr in a kit’s design, readable by the decoders', async () => {
    const ann = await userWithKeys(app);
    const kit = await kitIn(ann.web, { name: 'Render', design: BRAND });
    const url = 'https://example.com/render';
    const query = `type=url&url=${encodeURIComponent(url)}&designId=${kit.id}`;
    const res = await v1(ann.read, 'GET', `/qr?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.toUpperCase()).toContain('#1E3A8A');
    const decoded = await decodeAll(svgToRgba(res.body, 600));
    expect(decoded.zxing).toEqual([url]);
    expect(decoded.jsqr).toBe(url);
    expect(decoded.zbar).toEqual([url]);
    // A field given beside the kit wins.
    const red = await v1(ann.read, 'GET', `/qr?${query}&fgColor=%237f1d1d`);
    expect(red.body.toUpperCase()).toContain('#7F1D1D');
    expect(red.body.toUpperCase()).not.toContain('#1E3A8A');
    const none = await v1(ann.read, 'GET', `/qr?type=url&url=x.com&designId=abc`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('DESIGN_NOT_FOUND');
  });

  it('applies a kit to chosen codes only when asked, each read back first; the others keep their design', async () => {
    const ann = await userWithKeys(app);
    const bob = await userWithKeys(app);
    const kit = await kitIn(ann.web, { name: 'Restyle', design: BRAND });
    const dark = await kitIn(ann.web, {
      name: 'Light on dark',
      design: { fgColor: '#FFFFFF', bgColor: '#000000' },
    });
    const make = async (key: string, body: object) => {
      const res = await v1(key, 'POST', '/codes', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; design: Record<string, unknown>; shortUrl?: string };
    };
    const saved = await make(ann.write, {
      kind: 'saved',
      qrType: 'wifi',
      content: { ssid: 'Cafe', password: 'tulip-river-81', encryption: 'WPA' },
    });
    const dynamic = await make(ann.write, {
      kind: 'dynamic',
      content: { url: 'https://example.com/restyle' },
    });
    const untouched = await make(ann.write, { kind: 'saved', content: { url: 'https://x.com' } });
    const bobs = await make(bob.write, { kind: 'saved', content: { url: 'https://bob.com' } });
    const num = (publicId: string) => Number(publicId.split('_')[1]);

    const empty = await ann.web.post(`/api/designs/${kit.id}/apply`, { codes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ codes: DESIGN_KIT_MESSAGES.applyCodes });

    const res = await ann.web.post(`/api/designs/${kit.id}/apply`, {
      codes: [
        { kind: 'saved', id: num(saved.id) },
        { kind: 'dynamic', id: num(dynamic.id) },
        { kind: 'saved', id: num(bobs.id) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      applied: 2,
      failed: 1,
      results: [
        { kind: 'saved', ok: true },
        { kind: 'dynamic', ok: true },
        { kind: 'saved', ok: false, message: expect.any(String) },
      ],
    });
    const designOf = async (key: string, publicId: string) =>
      (await v1(key, 'GET', `/codes/${publicId}`)).json() as {
        design: Record<string, unknown>;
        content: Record<string, unknown>;
        shortUrl?: string;
      };
    const restyled = await designOf(ann.read, dynamic.id);
    expect(restyled.design).toMatchObject({ fgColor: '#1E3A8A', dotShape: 'rounded' });
    expect(restyled.shortUrl).toBe(dynamic.shortUrl);
    expect((await designOf(ann.read, saved.id)).design).toMatchObject({ fgColor: '#1E3A8A' });
    expect((await designOf(ann.read, untouched.id)).design.fgColor).toBe('#000000');
    expect((await designOf(bob.read, bobs.id)).design.fgColor).toBe('#000000');

    // The restyled short link, drawn in its stored design, still scans.
    const { logoId: _none, ...fields } = restyled.design;
    const svg = await v1(ann.read, 'POST', '/qr', {
      type: 'url',
      url: dynamic.shortUrl,
      ...fields,
    });
    const decoded = await decodeAll(svgToRgba(svg.body, 600));
    expect(decoded.zxing).toEqual([dynamic.shortUrl]);
    expect(decoded.jsqr).toBe(dynamic.shortUrl);

    // A design the decoders cannot read changes nothing.
    const refused = await ann.web.post(`/api/designs/${dark.id}/apply`, {
      codes: [{ kind: 'dynamic', id: num(dynamic.id) }],
    });
    expect(refused.json()).toMatchObject({
      applied: 0,
      failed: 1,
      results: [{ ok: false, message: DESIGN_KIT_MESSAGES.notScannable }],
    });
    expect((await designOf(ann.read, dynamic.id)).design.fgColor).toBe('#1E3A8A');

    // Another workspace's kit is not found.
    const foreign = await bob.web.post(`/api/designs/${kit.id}/apply`, {
      codes: [{ kind: 'saved', id: num(bobs.id) }],
    });
    expect(foreign.statusCode).toBe(404);

    const entries = await database()
      .db.select()
      .from(workspaceAudit)
      .where(
        and(eq(workspaceAudit.action, 'design.apply'), eq(workspaceAudit.targetId, String(kit.id))),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({
      codes: [`saved:${num(saved.id)}`, `dynamic:${num(dynamic.id)}`],
    });
  });
});

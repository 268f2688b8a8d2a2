import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import { BULK_CREATE_MAX, PUBLIC_API_MESSAGES } from '../../../contracts/public-api.js';
import { apiIdempotencyKeys, apiKeys, dynamicQrCodes, qrCodes } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { hashApiKey } from '../api-keys/index.js';
import { movableClock } from '../dynamic-codes/test-support.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { OPENAPI_PATH } from './openapi.js';
import { newApiKey, signedUpUser, userWithKeys, type WebUser } from './test-support.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testDatabases())('public API write operations (%s)', (kind) => {
  const clock = movableClock(new Date().toISOString());
  const { app, database, config } = useTestApp(kind, {}, { now: clock.now });
  let ann: WebUser;
  let annId = 0;
  const keys = { annRead: '', annWrite: '', bobWrite: '', revoked: '', expired: '' };

  const call = (
    key: string,
    method: Method,
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}`, ...headers },
      ...(body !== undefined ? { payload: body } : {}),
    });
  const subscribe = (userId: number) => setPersonalSubscription(database().db, userId);
  const liveDynamic = async (userId: number) =>
    database()
      .db.select({ id: dynamicQrCodes.id })
      .from(dynamicQrCodes)
      .where(and(eq(dynamicQrCodes.userId, userId), eq(dynamicQrCodes.isDeleted, false)));
  const liveSaved = async (userId: number) =>
    database()
      .db.select({ id: qrCodes.id })
      .from(qrCodes)
      .where(and(eq(qrCodes.userId, userId), eq(qrCodes.isDeleted, false)));

  beforeAll(async () => {
    ({ web: ann, read: keys.annRead, write: keys.annWrite } = await userWithKeys(app));
    annId = (await ann.get('/api/user')).json().id;
    await subscribe(annId);
    keys.bobWrite = await newApiKey(await signedUpUser(app), 'read-write');
    keys.revoked = await newApiKey(ann, 'read-write');
    keys.expired = await newApiKey(ann, 'read-write');
    const { db } = database();
    await db
      .update(apiKeys)
      .set({ revokedAt: clock.now() })
      .where(eq(apiKeys.secretHash, hashApiKey(keys.revoked)));
    await db
      .update(apiKeys)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(apiKeys.secretHash, hashApiKey(keys.expired)));
  });

  const create = async (body: object, key = keys.annWrite, headers = {}) =>
    call(key, 'POST', '/api/v1/codes', body, headers);

  it('creates dynamic and saved codes of several types with a design, as the web app stores them', async () => {
    const dynamic = await create({
      kind: 'dynamic',
      name: 'Menu',
      content: { url: 'example.com/menu' },
      design: { fgColor: '#1A2B3C', dotShape: 'rounded' },
    });
    expect(dynamic.statusCode).toBe(201);
    const code = dynamic.json();
    expect(code).toMatchObject({
      kind: 'dynamic',
      name: 'Menu',
      qrType: 'url',
      destination: 'https://example.com/menu',
      design: { fgColor: '#1A2B3C', dotShape: 'rounded' },
    });
    const web = (await ann.get(`/api/dynamic-qrcodes/${code.id.slice(4)}`)).json();
    expect(code).toEqual({ ...web, kind: 'dynamic', id: code.id });

    const vcard = await create({
      kind: 'dynamic',
      qrType: 'contact',
      content: { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0958' },
    });
    expect(vcard.statusCode).toBe(201);
    expect(vcard.json()).toMatchObject({ qrType: 'contact', hosted: true });

    const wifi = await create({
      kind: 'saved',
      qrType: 'wifi',
      name: 'Cafe wifi',
      content: { ssid: 'Cafe', password: 'tulip-river-81', encryption: 'WPA' },
      design: { bgColor: '#FFFFEE' },
    });
    expect(wifi.statusCode).toBe(201);
    expect(wifi.json()).toMatchObject({
      kind: 'saved',
      qrType: 'wifi',
      name: 'Cafe wifi',
      content: { ssid: 'Cafe', encryption: 'WPA' },
      design: { bgColor: '#FFFFEE' },
    });
    const got = await call(keys.annRead, 'GET', `/api/v1/codes/${wifi.json().id}`);
    expect(got.json()).toEqual(wifi.json());
  });

  it('refuses bad input with the web app’s messages, named as in the API’s body, and makes nothing', async () => {
    const before = (await liveDynamic(annId)).length + (await liveSaved(annId)).length;
    const badUrl = await create({ kind: 'dynamic', content: { url: 'not a url' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Object.keys(badUrl.json().fields)).toEqual(['content.url']);
    const web = await ann.post('/api/dynamic-qrcodes', { destination: 'not a url' });
    expect(badUrl.json().fields['content.url']).toBe(web.json().fields.destination);

    const badColor = await create({
      kind: 'saved',
      content: { url: 'https://example.com' },
      design: { fgColor: 'blue' },
    });
    expect(badColor.statusCode).toBe(400);
    const webColor = await ann.post('/api/qrcodes', {
      qrType: 'url',
      url: 'https://example.com',
      fgColor: 'blue',
    });
    expect(badColor.json().fields).toEqual({ 'design.fgColor': webColor.json().fields.fgColor });

    const unknown = await create({ kind: 'saved', content: { url: 'https://a.b' }, colour: 'x' });
    expect(unknown.json()).toMatchObject({ status: 400, fields: { colour: 'Unknown field' } });
    const unknownDesign = await create({ kind: 'saved', design: { ecl: 'H' } });
    expect(unknownDesign.json().fields).toEqual({ 'design.ecl': 'Unknown field' });
    const noKind = await create({ content: { url: 'https://a.b' } });
    expect(noKind.json().fields).toEqual({ kind: PUBLIC_API_MESSAGES.kindRequired });
    const wifi = await create({ kind: 'saved', qrType: 'wifi', content: {} });
    expect(wifi.statusCode).toBe(400);
    expect(Object.keys(wifi.json().fields).every((f) => f.startsWith('content.'))).toBe(true);
    expect((await liveDynamic(annId)).length + (await liveSaved(annId)).length).toBe(before);
  });

  it('updates, renames, re-points and deletes; the web app sees each change', async () => {
    const made = (
      await create({ kind: 'dynamic', content: { url: 'https://example.com/a' } })
    ).json();
    const url = `/api/v1/codes/${made.id}`;
    const numeric = made.id.slice(4);

    const renamed = await call(keys.annWrite, 'PATCH', url, { name: 'Spring' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Spring', destination: 'https://example.com/a' });

    const both = await call(keys.annWrite, 'PATCH', url, {
      name: 'Summer',
      content: { url: 'https://example.com/b' },
    });
    expect(both.json()).toMatchObject({ name: 'Summer', destination: 'https://example.com/b' });
    const history = (await ann.get(`/api/dynamic-qrcodes/${numeric}/history`)).json();
    expect(history[0]).toMatchObject({ changedFields: ['url'] });

    // Both parts are checked before either is made.
    const halfBad = await call(keys.annWrite, 'PATCH', url, {
      name: 'x'.repeat(300),
      content: { url: 'https://example.com/c' },
    });
    expect(halfBad.statusCode).toBe(400);
    expect((await ann.get(`/api/dynamic-qrcodes/${numeric}`)).json().destination).toBe(
      'https://example.com/b',
    );
    const design = await call(keys.annWrite, 'PATCH', url, { design: { fgColor: '#000000' } });
    expect(design.json().fields).toEqual({ design: PUBLIC_API_MESSAGES.designFixed });
    const typeChange = await call(keys.annWrite, 'PATCH', url, {
      qrType: 'text',
      content: { textContent: 'hello' },
    });
    expect(typeChange.statusCode).toBe(400);
    expect(Object.keys(typeChange.json().fields)).toEqual(['qrType']);

    const moved = await call(keys.annWrite, 'PUT', `${url}/destination`, {
      destination: 'example.com/autumn',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().destination).toBe('https://example.com/autumn');
    const changes = (await ann.get(`/api/dynamic-qrcodes/${numeric}/destination-changes`)).json();
    expect(changes[0]).toMatchObject({ to: 'https://example.com/autumn' });

    const saved = (
      await create({ kind: 'saved', content: { url: 'https://example.com/s' } })
    ).json();
    const savedUrl = `/api/v1/codes/${saved.id}`;
    const savedRename = await call(keys.annWrite, 'PATCH', savedUrl, { name: 'Poster' });
    expect(savedRename.json()).toMatchObject({ kind: 'saved', name: 'Poster' });
    for (const [method, path, body] of [
      ['PATCH', savedUrl, { content: { url: 'https://x.y' } }],
      ['PUT', `${savedUrl}/destination`, { destination: 'https://x.y' }],
    ] as const) {
      const res = await call(keys.annWrite, method, path, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NOT_DYNAMIC');
    }

    for (const path of [url, savedUrl]) {
      const gone = await call(keys.annWrite, 'DELETE', path);
      expect(gone.statusCode).toBe(204);
      expect(gone.body).toBe('');
      expect((await call(keys.annRead, 'GET', path)).statusCode).toBe(404);
    }
    expect((await ann.get(`/api/dynamic-qrcodes/${numeric}`)).statusCode).toBe(404);
  });

  it('lets another user’s key change nothing (404), a read key nothing (403), a revoked or expired key nothing (401)', async () => {
    const made = (
      await create({ kind: 'dynamic', content: { url: 'https://example.com/own' } })
    ).json();
    const saved = (
      await create({ kind: 'saved', content: { url: 'https://example.com/sv' } })
    ).json();
    const calls = (id: string): [Method, string, object | undefined][] => [
      ['PATCH', `/api/v1/codes/${id}`, { name: 'Stolen' }],
      ['PUT', `/api/v1/codes/${id}/destination`, { destination: 'https://evil.example' }],
      ['DELETE', `/api/v1/codes/${id}`, undefined],
    ];
    const writes: [Method, string, object | undefined][] = [
      ...calls(made.id),
      ...calls(saved.id),
      ['POST', '/api/v1/codes', { kind: 'saved', content: { url: 'https://a.b' } }],
      [
        'POST',
        '/api/v1/codes/bulk',
        { items: [{ kind: 'saved', content: { url: 'https://a.b' } }] },
      ],
    ];
    const dynamicBefore = await liveDynamic(annId);
    const savedBefore = await liveSaved(annId);
    for (const [method, path, body] of writes) {
      const where = `${method} ${path}`;
      if (method !== 'POST') {
        const stranger = await call(keys.bobWrite, method, path, body);
        expect(stranger.statusCode, where).toBe(404);
        expect(stranger.json().code, where).toBe('NOT_FOUND');
      }
      const readOnly = await call(keys.annRead, method, path, body);
      expect(readOnly.statusCode, where).toBe(403);
      expect(readOnly.json().code, where).toBe('READ_ONLY_KEY');
      for (const key of [keys.revoked, keys.expired]) {
        const refused = await call(key, method, path, body);
        expect(refused.statusCode, where).toBe(401);
        expect(refused.headers['www-authenticate'], where).toBe('Bearer realm="api"');
      }
    }
    expect(await liveDynamic(annId)).toEqual(dynamicBefore);
    expect(await liveSaved(annId)).toEqual(savedBefore);
    expect((await call(keys.annRead, 'GET', `/api/v1/codes/${made.id}`)).json()).toEqual(made);
    expect((await call(keys.annRead, 'GET', `/api/v1/codes/${saved.id}`)).json()).toEqual(saved);
  });

  it('bulk-creates good items and reports each bad one, in order', async () => {
    const before = (await liveSaved(annId)).length;
    const res = await call(keys.annWrite, 'POST', '/api/v1/codes/bulk', {
      items: [
        { kind: 'saved', name: 'One', content: { url: 'https://example.com/1' } },
        { kind: 'saved', qrType: 'wifi', content: { ssid: '' } },
        { kind: 'dynamic', content: { url: 'https://example.com/3' } },
        'not an object',
        { kind: 'saved', content: { url: 'https://example.com/5' }, design: { fgColor: 'red' } },
        { kind: 'saved', qrType: 'text', content: { textContent: 'Hello' } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 3, failed: 3 });
    expect(body.results.map((r: { index: number; ok: boolean }) => [r.index, r.ok])).toEqual([
      [0, true],
      [1, false],
      [2, true],
      [3, false],
      [4, false],
      [5, true],
    ]);
    expect(body.results[0].code).toMatchObject({ kind: 'saved', name: 'One' });
    expect(body.results[2].code).toMatchObject({ kind: 'dynamic' });
    expect(body.results[1].error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.results[1].error.fields)[0]).toMatch(/^content\./);
    expect(body.results[3].error).toMatchObject({
      status: 400,
      detail: PUBLIC_API_MESSAGES.bulkItemObject,
    });
    expect(Object.keys(body.results[4].error.fields)).toEqual(['design.fgColor']);
    expect((await liveSaved(annId)).length).toBe(before + 2);
  });

  it('refuses a bulk request of more than 1,000 items, or none, and makes nothing', async () => {
    const before = (await liveSaved(annId)).length;
    const item = { kind: 'saved', content: { url: 'https://example.com' } };
    const tooMany = await call(keys.annWrite, 'POST', '/api/v1/codes/bulk', {
      items: Array.from({ length: BULK_CREATE_MAX + 1 }, () => item),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({
      items: PUBLIC_API_MESSAGES.bulkTooMany(BULK_CREATE_MAX + 1),
    });
    expect(tooMany.json().detail).toContain('at most 1,000 codes; this one has 1,001');
    for (const body of [{ items: [] }, {}, { items: 'x' }]) {
      const res = await call(keys.annWrite, 'POST', '/api/v1/codes/bulk', body);
      expect(res.statusCode).toBe(400);
    }
    expect((await liveSaved(annId)).length).toBe(before);
  });

  it('applies the plan limits as the web app does: single creates, bulk items, bulk rows', async () => {
    const frank = await signedUpUser(app);
    const frankId = (await frank.get('/api/user')).json().id as number;
    const key = await newApiKey(frank, 'read-write');
    const first = await create({ kind: 'dynamic', content: { url: 'https://a.example' } }, key);
    expect(first.statusCode).toBe(201);
    const second = await create({ kind: 'dynamic', content: { url: 'https://b.example' } }, key);
    expect(second.statusCode).toBe(403);
    const web = await frank.post('/api/dynamic-qrcodes', { destination: 'https://c.example' });
    expect(second.json()).toMatchObject({
      code: 'DYNAMIC_LIMIT_REACHED',
      detail: web.json().message,
    });
    expect(await liveDynamic(frankId)).toHaveLength(PLAN_LIMITS.free.dynamic);

    // Saved codes: the free plan's 20; a bulk request past them makes the first ones only.
    const items = Array.from({ length: PLAN_LIMITS.free.saved + 2 }, (_, i) => ({
      kind: 'saved',
      content: { url: `https://example.com/${i}` },
    }));
    const bulk = (await call(key, 'POST', '/api/v1/codes/bulk', { items })).json();
    expect(bulk).toMatchObject({ created: PLAN_LIMITS.free.saved, failed: 2 });
    expect(bulk.results.slice(-2).map((r: { error: { code: string } }) => r.error.code)).toEqual([
      'SAVED_LIMIT_REACHED',
      'SAVED_LIMIT_REACHED',
    ]);
    expect(await liveSaved(frankId)).toHaveLength(PLAN_LIMITS.free.saved);
    // The free plan's bulk rows (100), as the web app's bulk generation refuses them.
    const rows = await call(key, 'POST', '/api/v1/codes/bulk', {
      items: Array.from({ length: 101 }, () => items[0]),
    });
    expect(rows.statusCode).toBe(403);
    expect(rows.json().code).toBe('BULK_ROW_LIMIT');
  });

  it('replays a retried POST with the same Idempotency-Key and makes one code', async () => {
    const before = (await liveDynamic(annId)).length;
    const body = { kind: 'dynamic', content: { url: 'https://example.com/once' }, name: 'Once' };
    const headers = { 'idempotency-key': 'order-1234' };
    const first = await create(body, keys.annWrite, headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its members in another order is the same request.
    const again = await create(
      { name: 'Once', content: { url: 'https://example.com/once' }, kind: 'dynamic' },
      keys.annWrite,
      headers,
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await liveDynamic(annId)).toHaveLength(before + 1);

    const other = await create({ ...body, name: 'Twice' }, keys.annWrite, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      detail: PUBLIC_API_MESSAGES.idempotencyReused,
    });
    // The key is per API key: another key of the same user may use the same words.
    const otherKey = await newApiKey(ann, 'read-write');
    expect((await create(body, otherKey, headers)).headers['idempotent-replayed']).toBeUndefined();
    // An error answer is replayed as well (it was the first answer).
    const bad = { kind: 'dynamic', content: { url: 'nope' } };
    const badHeaders = { 'idempotency-key': 'bad-1' };
    expect((await create(bad, keys.annWrite, badHeaders)).statusCode).toBe(400);
    const badAgain = await create(bad, keys.annWrite, badHeaders);
    expect(badAgain.statusCode).toBe(400);
    expect(badAgain.headers['idempotent-replayed']).toBe('true');
    expect(await liveDynamic(annId)).toHaveLength(before + 2);
  });

  it('answers concurrent duplicates once: one code, the others replayed or 409', async () => {
    const before = (await liveDynamic(annId)).length;
    const body = { kind: 'dynamic', content: { url: 'https://example.com/race' } };
    const headers = { 'idempotency-key': `race-${kind}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(body, keys.annWrite, headers)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    for (const busy of answers.filter((a) => a.statusCode === 409)) {
      expect(busy.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(await liveDynamic(annId)).toHaveLength(before + 1);
    // Once done, the retry is replayed.
    const later = await create(body, keys.annWrite, headers);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body).toBe(fresh[0]!.body);
  });

  it('holds the plan limit under concurrent creates across two app instances', async () => {
    // A free account may hold PLAN_LIMITS.free.dynamic dynamic codes; 6 creates at once, split
    // over two apps on one database (as two processes would be), make exactly that many.
    const other = buildApp(config, { database: database(), now: clock.now });
    await other.ready();
    try {
      const gina = await signedUpUser(app);
      const ginaId = (await gina.get('/api/user')).json().id as number;
      const key = await newApiKey(gina, 'read-write');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? other : app()).inject({
            method: 'POST',
            url: '/api/v1/codes',
            payload: { kind: 'dynamic', content: { url: `https://example.com/limit-${i}` } },
            headers: { authorization: `Bearer ${key}` },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(PLAN_LIMITS.free.dynamic);
      expect(statuses.filter((s) => s === 403)).toHaveLength(6 - PLAN_LIMITS.free.dynamic);
      expect(await liveDynamic(ginaId)).toHaveLength(PLAN_LIMITS.free.dynamic);
    } finally {
      await other.close();
    }
  });

  it('holds a key across two app instances on one database: one code, one answer', async () => {
    // A second app on the same database, as a second process on one PostgreSQL would be.
    const other = buildApp(config, { database: database(), now: clock.now });
    await other.ready();
    try {
      const before = (await liveDynamic(annId)).length;
      const body = { kind: 'dynamic', content: { url: 'https://example.com/two-apps' } };
      const request = (target: typeof other) =>
        target.inject({
          method: 'POST',
          url: '/api/v1/codes',
          payload: body,
          headers: { authorization: `Bearer ${keys.annWrite}`, 'idempotency-key': `two-${kind}` },
        });
      const answers = await Promise.all([app(), other, app(), other].map(request));
      const fresh = answers.filter(
        (a) => a.statusCode === 201 && !a.headers['idempotent-replayed'],
      );
      expect(fresh).toHaveLength(1);
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
      const replayed = await request(other);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.body).toBe(fresh[0]!.body);
      expect(await liveDynamic(annId)).toHaveLength(before + 1);
    } finally {
      await other.close();
    }
  });

  it('keeps keys 24 hours: afterwards the same key makes a new code, and old rows are swept', async () => {
    const body = { kind: 'saved', content: { url: 'https://example.com/daily' } };
    const headers = { 'idempotency-key': 'daily-report' };
    const first = (await create(body, keys.annWrite, headers)).json();
    clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    expect((await create(body, keys.annWrite, headers)).json().id).toBe(first.id);
    clock.advance(120_000);
    const next = await create(body, keys.annWrite, headers);
    expect(next.statusCode).toBe(201);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
    expect(next.json().id).not.toBe(first.id);
    // A day later any request sweeps what expired (the sweep runs at most every 10 minutes).
    clock.advance(IDEMPOTENCY_TTL_MS + 60_000);
    await create({ kind: 'saved', content: { url: 'https://a.example' } }, keys.annWrite, {
      'idempotency-key': 'sweeper',
    });
    const rows = await database()
      .db.select({ key: apiIdempotencyKeys.idempotencyKey })
      .from(apiIdempotencyKeys)
      .where(isNull(apiIdempotencyKeys.body));
    expect(rows).toEqual([]);
    const left = await database()
      .db.select({ key: apiIdempotencyKeys.idempotencyKey })
      .from(apiIdempotencyKeys);
    expect(left.map((r) => r.key)).toEqual(['sweeper']);
  });

  it('refuses a malformed Idempotency-Key (400) and documents the header on every POST', async () => {
    for (const bad of ['', 'x'.repeat(256), 'naïve', 'tab\there']) {
      const res = await create({ kind: 'saved', content: { url: 'https://a.b' } }, keys.annWrite, {
        'idempotency-key': bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_INVALID',
        fields: { 'Idempotency-Key': PUBLIC_API_MESSAGES.idempotencyKey },
      });
    }
    const document = (await app().inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const posts = Object.values(
      document.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>,
    )
      .map((item) => item.post)
      .filter(Boolean);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post!.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
      expect(Object.keys((post as unknown as { responses: object }).responses)).toEqual(
        expect.arrayContaining(['400', '409', '422']),
      );
    }
  });
});

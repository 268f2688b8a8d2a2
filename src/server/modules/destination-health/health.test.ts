import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, movableClock, DAY_MS } from '../dynamic-codes/test-support.js';
import { listenOnLoopback } from '../../test/listen.js';
import { signUp } from '../uploads/test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The owner's destination health API against a real local site (on a free port) whose answer the
// test switches: 200, then 500, then 200 again. The app under test allows loopback through
// the explicit test setting; a second app without it shows the default refuses loopback.

/** The local site's origin, once it listens. */
let site = '';
let answer = 200;
const hits: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers['user-agent']}`);
    res.writeHead(answer).end();
  });
  site = `http://127.0.0.1:${await listenOnLoopback(server)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe.each(testDatabases())('destination health API (%s)', (kind) => {
  const clock = movableClock('2026-06-01T10:00:00Z');
  const { app } = useTestApp(
    kind,
    {},
    {
      now: clock.now,
      destinationHealth: { allowLoopback: true, perHostIntervalMs: 0, recheckAfterMs: 60_000 },
    },
  );
  let owner = apiAs(app, '');
  let other = apiAs(app, '');
  const anonymous = apiAs(app, '');

  beforeAll(async () => {
    owner = apiAs(app, await signUp(app()));
    other = apiAs(app, await signUp(app()));
  });

  it('checks on request, keeps when it broke, and shows it in the safe preview', async () => {
    const created = await owner.post('/api/dynamic-qrcodes', {
      destination: `${site}/menu`,
      name: 'Menu',
    });
    expect(created.statusCode).toBe(201);
    const { id, shortCode } = created.json() as { id: number; shortCode: string };
    const url = `/api/dynamic-qrcodes/${id}/health`;

    expect((await owner.get(url)).json()).toEqual({
      status: null,
      httpStatus: null,
      finalUrl: null,
      detail: null,
      checkedAt: null,
      brokenSince: null,
    });

    answer = 200;
    hits.length = 0;
    const ok = await owner.post(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      status: 'ok',
      httpStatus: 200,
      finalUrl: `${site}/menu`,
      detail: null,
      checkedAt: '2026-06-01T10:00:00.000Z',
      brokenSince: null,
    });
    // The product's user agent; one HEAD.
    expect(hits).toEqual([`HEAD /menu QR Shark link checker (+http://localhost:3000)`]);

    // A second "Check now" within a minute answers the stored verdict without a request.
    answer = 500;
    expect((await owner.post(url)).json().status).toBe('ok');
    expect(hits).toHaveLength(1);

    clock.advance(2 * 60_000);
    const broken = await owner.post(url);
    expect(broken.json()).toMatchObject({
      status: 'broken',
      httpStatus: 500,
      detail: 'The destination answered 500',
      brokenSince: '2026-06-01T10:02:00.000Z',
    });
    clock.advance(DAY_MS);
    expect((await owner.post(url)).json()).toMatchObject({
      status: 'broken',
      checkedAt: '2026-06-02T10:02:00.000Z',
      brokenSince: '2026-06-01T10:02:00.000Z',
    });
    const preview = await app().inject({ url: `/d/${shortCode}+` });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Broken since Mon, 01 Jun 2026 10:02:00 GMT.');

    answer = 200;
    clock.advance(2 * 60_000);
    expect((await owner.post(url)).json()).toMatchObject({ status: 'ok', brokenSince: null });
    expect((await owner.get(url)).json().status).toBe('ok');
  });

  it('answers only the owner', async () => {
    const created = await owner.post('/api/dynamic-qrcodes', {
      destination: `${site}/private`,
      name: 'Private',
    });
    const url = `/api/dynamic-qrcodes/${created.json().id}/health`;
    hits.length = 0;
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.post(url)).statusCode).toBe(404);
    expect((await anonymous.get(url)).statusCode).toBe(401);
    expect((await anonymous.post(url)).statusCode).toBe(401);
    expect((await owner.get('/api/dynamic-qrcodes/abc/health')).statusCode).toBe(404);
    expect(hits).toEqual([]);
  });
});

describe.each(testDatabases())('destination health without the test setting (%s)', (kind) => {
  const { app } = useTestApp(kind);

  it('refuses a loopback destination without connecting', async () => {
    const owner = apiAs(app, await signUp(app()));
    const created = await owner.post('/api/dynamic-qrcodes', {
      destination: `${site}/menu`,
      name: 'Local',
    });
    expect(created.statusCode).toBe(201);
    hits.length = 0;
    const res = await owner.post(`/api/dynamic-qrcodes/${created.json().id}/health`);
    expect(res.json()).toMatchObject({
      status: 'broken',
      httpStatus: null,
      detail: 'Refused: address 127.0.0.1 is not public',
    });
    expect(hits).toEqual([]);
  });
});

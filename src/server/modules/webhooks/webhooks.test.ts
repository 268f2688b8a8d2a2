// Scan webhooks to a local HTTPS receiver (issue 19 item 5): signature (checked here from the
// documented recipe, not with the server's code), batching, one request a second, retry after a
// 500, give-up after 24 hours (moved clock), SSRF refusals at registration and at delivery
// (a local dns2 server names a loopback address), per-user authorization, the send-test button's
// route.
import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import dns2 from 'dns2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { rawRows } from '../../db/raw-rows.js';
import { scanEvents, webhookEndpoints } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { JobRunner } from '../../lib/jobs/index.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';
import { WebhookService } from './service.js';
import { makeCertificate, scanCode, useReceiver, type Received } from './test-support.js';
import { DBIP_CITY_TEST_FILES } from '../scans/test-support.js';
import { WebhookWorker } from './deliver.js';
import { insertDelivery } from './queue-repository.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const { Packet } = dns2;

/** The documented recipe, written independently of the server's signing code. */
function verify(secret: string, received: Received): boolean {
  const timestamp = String(received.headers['qrs-timestamp']);
  const signature = String(received.headers['qrs-signature']);
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${received.body}`)
    .digest('hex');
  return signature === `v1=${expected}`;
}

describe.each(testDatabases())('scan webhooks (%s)', (kind) => {
  const tls = makeCertificate();
  const received: Received[] = [];
  /** Status the receiver answers each request with (shifted per request; 200 when empty). */
  const answers: number[] = [];
  const port = useReceiver(tls, received, (res) => {
    const status = answers.shift() ?? 200;
    if (status === 302) res.writeHead(302, { location: `https://127.0.0.1:${port()}/inside` });
    else res.writeHead(status);
  });
  const dnsServer = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (question!.name.toLowerCase() === 'hook.test' && question!.type === Packet.TYPE.A) {
        const record = {
          name: question!.name,
          type: Packet.TYPE.A,
          class: Packet.CLASS.IN,
          ttl: 1,
          address: '127.0.0.1',
        };
        response.answers.push(record as dns2.Packet.Resource);
      }
      send(response);
    },
  });
  /** Asks the local DNS server (its port is set once it listens). */
  const resolver = new Resolver();
  const resolve = (host: string) => resolver.resolve4(host);

  let clock = Date.now();
  const now = () => new Date(clock);
  // A city database and a trusted proxy: a scan's place comes from X-Forwarded-For.
  const { app, database } = useTestApp(
    kind,
    { trustProxy: true, cityDatabaseFiles: [...DBIP_CITY_TEST_FILES] },
    {
      now,
      scanRollupIntervalMs: 3_600_000,
      webhooks: { start: false, fetchPolicy: { allowLoopback: true, ca: tls.cert } },
    },
  );
  let ann = apiAs(app, '');
  let bob = apiAs(app, '');

  beforeAll(async () => {
    const { udp } = await dnsServer.listen({ udp: { port: 0, address: '127.0.0.1' } });
    resolver.setServers([`127.0.0.1:${udp!.port}`]);
    ann = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
  });
  afterAll(async () => {
    await dnsServer.close();
  });

  /** Ann as the owner of her personal workspace's endpoints (for the service called directly). */
  const annOwner = async () => {
    const userId = (await ann.get('/api/user')).json().id as number;
    return { userId, clientId: 1, workspaceId: await personalWorkspaceIdOf(database().db, userId) };
  };
  const scan = (shortCode: string, times = 1) => scanCode(app, shortCode, times);
  const tick = () => app().webhookWorker.tick();
  const later = (ms: number) => {
    clock += ms;
  };

  let endpointId = 0;
  let secret = '';
  let shortCode = '';

  it('registers an https endpoint, shows the secret once, and delivers a scan signed', async () => {
    const created = await ann.post('/api/account/webhooks', {
      url: `https://127.0.0.1:${port()}/hooks`,
    });
    expect(created.statusCode).toBe(201);
    ({ id: endpointId, secret } = created.json());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await ann.get('/api/account/webhooks')).json();
    expect(listed).toEqual([
      {
        id: endpointId,
        url: `https://127.0.0.1:${port()}/hooks`,
        secretPrefix: secret.slice(0, 10),
        createdAt: expect.any(String),
        lastAttempt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const code = await ann.post('/api/dynamic-qrcodes', {
      destination: 'https://example.com/menu',
      name: 'Menu',
    });
    expect(code.statusCode).toBe(201);
    shortCode = code.json().shortCode;
    await scan(shortCode);
    await tick();
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first!.path).toBe('/hooks');
    expect(first!.headers['content-type']).toBe('application/json');
    expect(verify(secret, first!)).toBe(true);
    expect(
      verify(
        secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        first!,
      ),
    ).toBe(false);
    expect(Number(first!.headers['qrs-timestamp'])).toBe(Math.floor(clock / 1000));
    const body = JSON.parse(first!.body);
    expect(body.type).toBe('scans');
    expect(body.deliveryId).toBe(first!.headers['qrs-delivery']);
    expect(body.events).toEqual([
      expect.objectContaining({
        type: 'scan',
        codeId: `dyn_${code.json().id}`,
        shortCode,
        isBot: false,
        device: 'mobile',
      }),
    ]);
  });

  it('batches the scans of a second in one request, at most one request a second', async () => {
    received.length = 0;
    await scan(shortCode, 3);
    await tick();
    // The last request began less than a second ago (the clock has not moved): nothing sent.
    expect(received).toHaveLength(0);
    later(1000);
    await tick();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body).events).toHaveLength(3);
    await tick();
    expect(received).toHaveLength(1);
  });

  it('retries after a 500 with the same body, and logs every attempt', async () => {
    received.length = 0;
    later(1000);
    answers.push(500);
    await scan(shortCode);
    await tick();
    expect(received).toHaveLength(1);
    later(5_000);
    await tick();
    expect(received).toHaveLength(1); // the retry waits 10 s
    later(5_000);
    await tick();
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(verify(secret, received[1]!)).toBe(true);
    const log = (await ann.get(`/api/account/webhooks/${endpointId}/deliveries`)).json();
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({
        attempt: 2,
        outcome: 'succeeded',
        responseStatus: 200,
        error: null,
        eventCount: 1,
      }),
      expect.objectContaining({
        attempt: 1,
        outcome: 'retrying',
        responseStatus: 500,
        error: 'The endpoint answered 500',
      }),
    ]);
    // The retry was scheduled 10 s after the first attempt; each request's duration is logged.
    expect(Date.parse(log[1].nextAttemptAt) - Date.parse(log[1].attemptedAt)).toBe(10_000);
    expect(log[0].nextAttemptAt).toBeNull();
    for (const entry of log.slice(0, 2)) {
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
      expect(entry.durationMs).toBeLessThan(10_000);
    }
    const [listed] = (await ann.get('/api/account/webhooks')).json();
    expect(listed.lastAttempt).toEqual({
      attemptedAt: log[0].attemptedAt,
      outcome: 'succeeded',
      responseStatus: 200,
      error: null,
      isTest: false,
    });
  });

  it('sends a test at once, answers its outcome, logs it, and rotates the secret', async () => {
    received.length = 0;
    later(1000);
    const test = await ann.post(`/api/account/webhooks/${endpointId}/test`, {});
    expect(test.statusCode).toBe(200);
    // Sent before the answer, without a worker tick.
    expect(received).toHaveLength(1);
    expect(verify(secret, received[0]!)).toBe(true);
    const body = JSON.parse(received[0]!.body);
    expect(body).toMatchObject({ type: 'test', events: [{ type: 'test', codeId: null }] });
    expect(test.json()).toEqual({
      id: expect.any(Number),
      deliveryId: body.deliveryId,
      attempt: 1,
      attemptedAt: now().toISOString(),
      outcome: 'succeeded',
      responseStatus: 200,
      error: null,
      isTest: true,
      eventCount: 1,
      durationMs: expect.any(Number),
      nextAttemptAt: null,
    });
    const [logged] = (await ann.get(`/api/account/webhooks/${endpointId}/deliveries`)).json();
    expect(logged).toEqual(test.json());
    // Never sent again by the worker.
    later(1000);
    await tick();
    expect(received).toHaveLength(1);

    // A failing answer is the outcome, not retried; one request a second still holds.
    answers.push(500);
    later(1000);
    const failed = (await ann.post(`/api/account/webhooks/${endpointId}/test`, {})).json();
    expect(failed).toMatchObject({
      outcome: 'failed',
      responseStatus: 500,
      error: 'The endpoint answered 500',
      nextAttemptAt: null,
    });
    const busy = await ann.post(`/api/account/webhooks/${endpointId}/test`, {});
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'WEBHOOK_BUSY' });
    expect(received).toHaveLength(2);

    const rotated = (
      await ann.post(`/api/account/webhooks/${endpointId}/rotate-secret`, {})
    ).json();
    expect(rotated.secret).not.toBe(secret);
    later(1000);
    await ann.post(`/api/account/webhooks/${endpointId}/test`, {});
    expect(verify(rotated.secret, received[2]!)).toBe(true);
    expect(verify(secret, received[2]!)).toBe(false);
    secret = rotated.secret;
  });

  it('verifies real deliveries with the documented JavaScript function (the guide’s copy, run)', async () => {
    const guide = readFileSync('src/web/features/developers/webhooks.md', 'utf8');
    const snippet = /```js\n(import \{ createHmac[\s\S]*?)```/.exec(guide)?.[1];
    expect(snippet).toBeDefined();
    expect(readFileSync('docs/API.md', 'utf8')).toContain(snippet);
    const dir = mkdtempSync(path.join(tmpdir(), 'qrs-verify-'));
    const file = path.join(dir, 'verify.mjs');
    writeFileSync(file, snippet!);
    const { verifyQrSharkWebhook } = (await import(
      /* @vite-ignore */ pathToFileURL(file).href
    )) as {
      verifyQrSharkWebhook: (
        secret: string,
        headers: Received['headers'],
        body: string,
        now?: number,
      ) => boolean;
    };
    rmSync(dir, { recursive: true, force: true });
    received.length = 0;
    later(1000);
    await ann.post(`/api/account/webhooks/${endpointId}/test`, {});
    await scan(shortCode, 2);
    later(1000);
    await tick();
    expect(received).toHaveLength(2);
    for (const delivery of received) {
      expect(verifyQrSharkWebhook(secret, delivery.headers, delivery.body, clock)).toBe(true);
      expect(verifyQrSharkWebhook(secret, delivery.headers, `${delivery.body} `, clock)).toBe(
        false,
      );
      expect(verifyQrSharkWebhook('whsec_other', delivery.headers, delivery.body, clock)).toBe(
        false,
      );
      // Replayed more than 5 minutes later.
      expect(verifyQrSharkWebhook(secret, delivery.headers, delivery.body, clock + 301_000)).toBe(
        false,
      );
    }
  });

  it('shows another user’s endpoint as not found', async () => {
    for (const [method, url] of [
      ['GET', `/api/account/webhooks/${endpointId}/deliveries`],
      ['POST', `/api/account/webhooks/${endpointId}/test`],
      ['POST', `/api/account/webhooks/${endpointId}/rotate-secret`],
      ['DELETE', `/api/account/webhooks/${endpointId}`],
    ] as const) {
      const res = await app().inject({ method, url, headers: { cookie: bob.cookie } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await bob.get('/api/account/webhooks')).json()).toEqual([]);
    expect((await ann.get('/api/account/webhooks')).json()).toHaveLength(1);
  });

  it('serves the same endpoints under /api/v1 to the owner’s key, and 404 to another user’s', async () => {
    const keyOf = async (user: typeof ann) =>
      (await user.post('/api/account/api-keys', { name: 'hooks', scope: 'read-write' })).json()
        .key as string;
    const annKey = await keyOf(ann);
    const bobKey = await keyOf(bob);
    const v1 = (key: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app().inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
    const listed = (await v1(annKey, 'GET', '/api/v1/webhooks')).json();
    expect(listed.data).toEqual((await ann.get('/api/account/webhooks')).json());
    const log = (await v1(annKey, 'GET', `/api/v1/webhooks/${endpointId}/deliveries`)).json();
    expect(log.data).toEqual(
      (await ann.get(`/api/account/webhooks/${endpointId}/deliveries`)).json(),
    );
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${endpointId}/deliveries`],
      ['POST', `/api/v1/webhooks/${endpointId}/test`],
      ['POST', `/api/v1/webhooks/${endpointId}/rotate-secret`],
      ['DELETE', `/api/v1/webhooks/${endpointId}`],
    ] as const) {
      const res = await v1(bobKey, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await v1(bobKey, 'GET', '/api/v1/webhooks')).json()).toEqual({ data: [] });
    // Created and deleted through the API, secret shown once.
    const made = await v1(annKey, 'POST', '/api/v1/webhooks', {
      url: `https://127.0.0.1:${port()}/v1`,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().secret).toMatch(/^whsec_/);
    const refused = await v1(annKey, 'POST', '/api/v1/webhooks', { url: 'https://10.0.0.1/x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.url).toBe(
      'This address cannot receive webhooks: address 10.0.0.1 is not public',
    );
    expect((await v1(annKey, 'DELETE', `/api/v1/webhooks/${made.json().id}`)).statusCode).toBe(204);
    expect((await v1(annKey, 'GET', '/api/v1/webhooks')).json().data).toHaveLength(1);
  });

  it('refuses http, loopback, private, metadata and names resolving to loopback at registration', async () => {
    const strict = new WebhookService({ db: database().db, fetchPolicy: { resolve } });
    const owner = await annOwner();
    const refusal = async (url: string) => {
      try {
        await strict.create(owner, { url });
        return 'accepted';
      } catch (err) {
        return (err as { fields?: Record<string, string> }).fields?.url;
      }
    };
    expect(await refusal('http://example.com/hook')).toBe('Webhook URLs must start with https://');
    expect(await refusal('https://127.0.0.1/hook')).toMatch(
      /cannot receive webhooks: address 127\.0\.0\.1 is not public/,
    );
    expect(await refusal('https://10.0.0.1/hook')).toMatch(/address 10\.0\.0\.1 is not public/);
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toMatch(
      /address 169\.254\.169\.254 is not public/,
    );
    expect(await refusal('https://hook.test/hook')).toMatch(/address 127\.0\.0\.1 is not public/);
    // A name server that never answers: refused at the time limit, nothing stored.
    const silent = new WebhookService({
      db: database().db,
      fetchPolicy: { resolve: () => new Promise<string[]>(() => {}) },
      vetTimeoutMs: 100,
    });
    const before = await silent.list(owner);
    await expect(silent.create(owner, { url: 'https://silent.test/hook' })).rejects.toMatchObject({
      fields: { url: 'This address cannot receive webhooks: its name did not resolve in time' },
    });
    expect(await silent.list(owner)).toEqual(before);
    // Through the app too (its test policy allows loopback, not private addresses).
    const viaApp = await ann.post('/api/account/webhooks', { url: 'https://10.0.0.1/x' });
    expect(viaApp.statusCode).toBe(400);
    expect(viaApp.json().fields.url).toMatch(/not public/);
  });

  it('refuses at delivery a name that now resolves to loopback, and does not follow a redirect', async () => {
    // An endpoint whose name resolves (through the local DNS server) to 127.0.0.1, as if its
    // DNS changed after registration.
    const owner = await annOwner();
    const [row] = await database()
      .db.insert(webhookEndpoints)
      .values({
        userId: owner.userId,
        clientId: 1,
        workspaceId: owner.workspaceId,
        url: `https://hook.test:${port()}/rebound`,
        secret: 'whsec_x',
        nextRequestAt: now(),
      })
      .returning();
    // Its own runner, for the same job: rounds run by tick() only, as the app's are here.
    const strictWorker = new WebhookWorker({
      db: database().db,
      jobs: new JobRunner({ db: database().db }),
      enabled: false,
      logger: { warn: () => {} },
      userAgent: 'test',
      now,
      fetchPolicy: { resolve, ca: tls.cert },
    });
    received.length = 0;
    later(1000);
    // "Send test" checks the address when connecting, as the worker does.
    const strictService = new WebhookService({ db: database().db, now, fetchPolicy: { resolve } });
    const refused = await strictService.sendTest(owner, row!.id);
    expect(refused).toMatchObject({
      outcome: 'failed',
      responseStatus: null,
      error: 'Refused: address 127.0.0.1 is not public',
    });
    // A certificate the sender does not trust (the receiver's, without the test's CA) is named.
    const untrusting = new WebhookService({
      db: database().db,
      now,
      fetchPolicy: { allowLoopback: true },
    });
    later(1000);
    expect(await untrusting.sendTest(owner, endpointId)).toMatchObject({
      outcome: 'failed',
      responseStatus: null,
      error: 'The endpoint’s HTTPS certificate was not accepted (DEPTH_ZERO_SELF_SIGNED_CERT)',
    });
    expect(received).toHaveLength(0);
    // And the worker, for a queued delivery.
    later(1000);
    await insertDelivery(database().db, row!.id, now(), {
      isTest: false,
      events: [{ id: 'scan_0', type: 'scan' }],
      windowStart: now(),
    });
    await strictWorker.tick();
    expect(received).toHaveLength(0);
    const [attempt] = (await ann.get(`/api/account/webhooks/${row!.id}/deliveries`)).json();
    expect(attempt).toMatchObject({
      outcome: 'retrying',
      responseStatus: null,
      error: 'Refused: address 127.0.0.1 is not public',
    });
    await database().db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row!.id));
    // A 302 to loopback is an answer, never followed.
    answers.push(302);
    later(1000);
    await ann.post(`/api/account/webhooks/${endpointId}/test`, {});
    expect(received.map((r) => r.path)).toEqual(['/hooks']);
    const [redirected] = (await ann.get(`/api/account/webhooks/${endpointId}/deliveries`)).json();
    expect(redirected).toMatchObject({
      outcome: 'failed',
      responseStatus: 302,
      error: 'Redirects are not followed (answered 302)',
    });
  });

  it('carries the scan’s region, city and split variant as analytics records them', async () => {
    const cara = apiAs(app, await signUp(app()));
    expect((await cara.post('/api/activate-trial', {})).statusCode).toBe(200);
    const hook = await cara.post('/api/account/webhooks', {
      url: `https://127.0.0.1:${port()}/cara-hooks`,
    });
    expect(hook.statusCode).toBe(201);
    const code = await cara.post('/api/dynamic-qrcodes', {
      destination: 'https://example.com/a',
      name: 'Split',
    });
    expect(code.statusCode).toBe(201);
    const controls = await cara.put(`/api/dynamic-qrcodes/${code.json().id}/controls`, {
      split: [
        { destination: 'https://example.com/a', weight: 50 },
        { destination: 'https://example.com/b', weight: 50 },
      ],
    });
    expect(controls.statusCode, controls.body).toBe(200);
    received.length = 0;
    later(1000);
    await scanCode(app, code.json().shortCode, 1, { 'x-forwarded-for': '8.8.8.8' });
    await tick();
    const delivery = received.find((r) => r.path === '/cara-hooks');
    expect(delivery).toBeDefined();
    const [event] = JSON.parse(delivery!.body).events;
    const [stored] = await database()
      .db.select()
      .from(scanEvents)
      .where(eq(scanEvents.dynamicQrCodeId, code.json().id));
    expect(stored!.splitVariant).toMatch(/^[0-9a-f]{16}$/);
    expect(event).toMatchObject({
      region: 'California',
      city: 'Mountain View',
      country: 'US',
      splitVariant: stored!.splitVariant,
    });
    // A scan with no place and no split carries nulls (the first test's code, from loopback).
    received.length = 0;
    later(1000);
    await scan(shortCode);
    await tick();
    const plain = received.flatMap((r) => JSON.parse(r.body).events);
    expect(plain.at(-1)).toMatchObject({ region: null, city: null, splitVariant: null });
  });

  it('gives a delivery up 24 hours after its oldest event, and records it', async () => {
    received.length = 0;
    later(1000);
    answers.push(...Array.from({ length: 100 }, () => 503));
    await scan(shortCode);
    let ticks = 0;
    // Move the clock an hour at a time (the longest retry wait) and tick until it ends.
    while (ticks < 40) {
      await tick();
      ticks += 1;
      const [last] = await rawRows<{ status: string }>(
        database().db,
        sql`select status from webhook_deliveries where endpoint_id = ${endpointId} and not is_test order by id desc limit 1`,
      );
      if (last!.status !== 'queued') break;
      later(60 * 60_000);
    }
    answers.length = 0;
    const attempts = await rawRows<{ outcome: string; attempted_at: Date }>(
      database().db,
      sql`select outcome, attempted_at from webhook_attempts where endpoint_id = ${endpointId} and not is_test order by id desc`,
    );
    const last = attempts[0]!;
    expect(last.outcome).toBe('failed');
    const delivered = received.length;
    console.log(`give-up: ${delivered} requests answered 503 before the delivery was given up`);
    expect(delivered).toBeGreaterThan(3);
    // Nothing more is sent for it.
    later(60 * 60_000);
    await tick();
    expect(received).toHaveLength(delivered);
  });
});

// The operator setting WEBHOOK_ALLOW_LOOPBACK (config.webhookAllowLoopback), through the app's
// wiring: the suite's own policy only trusts the receiver's certificate (`ca`), so reaching
// 127.0.0.1 is the setting's doing; registration, "Send test" and the worker's deliveries alike.
describe.each(testDatabases())('scan webhooks with WEBHOOK_ALLOW_LOOPBACK (%s)', (kind) => {
  const tls = makeCertificate();
  const received: Received[] = [];
  const port = useReceiver(tls, received);
  let clock = Date.now();
  const { app } = useTestApp(
    kind,
    { webhookAllowLoopback: true },
    {
      now: () => new Date(clock),
      scanRollupIntervalMs: 3_600_000,
      webhooks: { start: false, fetchPolicy: { ca: tls.cert } },
    },
  );

  it('registers a loopback endpoint and delivers to it signed; private and metadata stay refused', async () => {
    const ann = apiAs(app, await signUp(app()));
    const created = await ann.post('/api/account/webhooks', {
      url: `https://127.0.0.1:${port()}/local`,
    });
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json() as { id: number; secret: string };

    const test = await ann.post(`/api/account/webhooks/${id}/test`, {});
    expect(test.json()).toMatchObject({ outcome: 'succeeded', responseStatus: 200, error: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/local');
    expect(verify(secret, received[0]!)).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'test' });

    // A scan, delivered by the worker (its own request, more than a second after the test's).
    const code = await ann.post('/api/dynamic-qrcodes', {
      destination: 'https://example.com/menu',
      name: 'Menu',
    });
    clock += 1000;
    await scanCode(app, code.json().shortCode);
    await app().webhookWorker.tick();
    expect(received).toHaveLength(2);
    expect(verify(secret, received[1]!)).toBe(true);
    expect(JSON.parse(received[1]!.body)).toMatchObject({
      type: 'scans',
      events: [expect.objectContaining({ type: 'scan', shortCode: code.json().shortCode })],
    });

    for (const [url, address] of [
      ['https://10.0.0.1/hook', '10.0.0.1'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
    ]) {
      const refused = await ann.post('/api/account/webhooks', { url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().fields.url).toBe(
        `This address cannot receive webhooks: address ${address} is not public`,
      );
    }
    expect((await ann.get('/api/account/webhooks')).json()).toHaveLength(1);
    expect(received).toHaveLength(2);
  });
});

// The delivery job on the app's runner: with nothing to do it backs off to rare rounds, a scan
// folded in this process wakes it at once, and a retry or an endpoint's one-second spacing that
// it scheduled is kept to the time even when its poll is slower. Real time. Engine-independent:
// the subject is the job's pace (its timers and nudges); its queries (fan-out, claim, retry
// schedule, spacing) are the same repository calls the suites above run on both engines, and
// these suites wait on real seconds (about 15 s) on each engine they run on.
function describeTimedDeliveries(
  title: string,
  pace: { pollMs: number; maxIdleMs: number },
  tests: (setup: {
    app: () => App;
    received: Received[];
    arrivals: number[];
    answers: number[];
    shortCode: () => string;
  }) => void,
) {
  describe.each(testDatabases('engine-independent'))(`${title} (%s)`, (kind) => {
    const tls = makeCertificate();
    const received: Received[] = [];
    /** performance.now() of each request's arrival; `answers` as in the first suite. */
    const arrivals: number[] = [];
    const answers: number[] = [];
    const port = useReceiver(tls, received, (res) => {
      arrivals.push(performance.now());
      res.writeHead(answers.shift() ?? 200);
    });
    const fetchPolicy = { allowLoopback: true, ca: tls.cert };
    const { app } = useTestApp(
      kind,
      {},
      { scanRollupIntervalMs: 3_600_000, webhooks: { ...pace, fetchPolicy } },
    );
    let shortCode = '';

    beforeAll(async () => {
      const ann = apiAs(app, await signUp(app()));
      const created = await ann.post('/api/account/webhooks', {
        url: `https://127.0.0.1:${port()}/timer`,
      });
      expect(created.statusCode).toBe(201);
      const code = await ann.post('/api/dynamic-qrcodes', {
        destination: 'https://example.com/menu',
        name: 'Menu',
      });
      shortCode = code.json().shortCode;
    });

    tests({ app, received, arrivals, answers, shortCode: () => shortCode });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeTimedDeliveries(
  'the webhook delivery job on the runner',
  { pollMs: 50, maxIdleMs: 60_000 },
  ({ app, received, arrivals, shortCode }) => {
    it('stays idle with nothing to do, and sends a scan this process folds at once', async () => {
      const worker = app().webhookWorker;
      // The job has run since the app was ready: a nudge starts its pace again from pollMs.
      worker.nudge();
      const before = worker.rounds;
      // Rounds at once, then after 100, 300, 700, 1500 and 3100 ms (then 6300): 6 where a
      // fixed 50 ms poll makes 80, each one fan-out transaction and one claim statement.
      await sleep(4_000);
      const rounds = worker.rounds - before;
      expect(rounds).toBeGreaterThanOrEqual(4);
      expect(rounds).toBeLessThanOrEqual(7);
      expect(received).toHaveLength(0);
      // The rollup's nudge, not the next round (2 s or more away), sends it.
      const scanned = performance.now();
      await scanCode(app, shortCode());
      await expect.poll(() => received.length, { timeout: 1_500, interval: 10 }).toBe(1);
      expect(arrivals[0]! - scanned).toBeLessThan(1_500);
      expect(JSON.parse(received[0]!.body).events).toHaveLength(1);
    });
  },
);

describeTimedDeliveries(
  'the webhook delivery job on a slow poll',
  // A slow poll (2 s after work, then 4 s, 8 s…): only the due times it keeps make it on time.
  { pollMs: 2_000, maxIdleMs: 60_000 },
  ({ app, received, arrivals, answers, shortCode }) => {
    it('sends a retry and the next request after the spacing on time, between slow polls', async () => {
      const worker = app().webhookWorker;
      answers.push(500);
      await scanCode(app, shortCode());
      worker.nudge();
      await expect.poll(() => received.length, { timeout: 2_000, interval: 10 }).toBe(1);
      // Retried 10 s later (polls alone would look at 2 s, 6 s and 14 s).
      await expect.poll(() => received.length, { timeout: 12_000, interval: 20 }).toBe(2);
      expect(received[1]!.body).toBe(received[0]!.body);
      expect(arrivals[1]! - arrivals[0]!).toBeGreaterThan(9_900);
      expect(arrivals[1]! - arrivals[0]!).toBeLessThan(11_500);
      // A scan right after: queued at once, sent when the endpoint's second has passed (the
      // next poll would be 2 s after the round that queued it).
      await scanCode(app, shortCode());
      worker.nudge();
      await expect.poll(() => received.length, { timeout: 3_000, interval: 10 }).toBe(3);
      expect(arrivals[2]! - arrivals[1]!).toBeGreaterThan(950);
      expect(arrivals[2]! - arrivals[1]!).toBeLessThan(1_800);
    });
  },
);

// Workspace isolation across every kind of object (issue 39): Ann makes a team workspace W and
// fills it; Bob is a viewer of W, Carl is not a member. A viewer reads W and changes nothing
// (403); a non-member naming W gets 404 on every route; and nothing made in W shows in Ann's
// personal workspace (or its API keys), though Ann made it all.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BULK_ROW_LIMITS } from '../../../contracts/bulk.js';
import { WORKSPACE_HEADER, WORKSPACE_MESSAGES } from '../../../contracts/workspaces.js';
import { paymentProducts, users } from '../../db/schema/index.js';
import { testConfig } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePdf, signUp } from '../uploads/test-support.js';
import { scanCode } from '../webhooks/test-support.js';
import { addMember, personalWorkspaceIdOf, setPersonalSubscription } from './test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testDatabases())('objects across workspaces (%s)', (kind) => {
  const { app, database } = useTestApp(
    kind,
    // Payments on (Stripe itself is never called): a payment code makes a product.
    { stripe: { ...testConfig().stripe, secretKey: 'sk_test_not_called' } },
    { webhooks: { start: false, fetchPolicy: { allowLoopback: true } } },
  );

  /** Calls the API as the user with `cookie`, in workspace `workspace` (absent: personal). */
  const as = (cookie: string, workspace?: number) => {
    const headers = (extra: Record<string, string> = {}) => ({
      cookie,
      ...(workspace === undefined ? {} : { [WORKSPACE_HEADER]: String(workspace) }),
      ...extra,
    });
    const call = (method: Method, url: string, payload?: object) =>
      app().inject({ method, url, payload, headers: headers() });
    return {
      call,
      get: (url: string) => call('GET', url),
      post: (url: string, payload: object = {}) => call('POST', url, payload),
      delete: (url: string) => call('DELETE', url),
      uploadPdf: async () => {
        const body = multipart([
          { name: 'pdfFile', value: await samplePdf(), fileName: 'menu.pdf' },
          { name: 'pdfTitle', value: 'Menu' },
        ]);
        return app().inject({
          method: 'POST',
          url: '/api/upload-pdf',
          payload: body.payload,
          headers: headers(body.headers),
        });
      },
    };
  };
  const userIdOf = async (cookie: string) =>
    ((await as(cookie).get('/api/user')).json() as { id: number }).id;

  let annCookie = '';
  let bobCookie = '';
  let carlCookie = '';
  let team = 0;
  /** The objects Ann made in W. */
  const made = {
    code: 0,
    saved: 0,
    upload: '',
    key: 0,
    apiKey: '',
    webhook: 0,
    preset: 0,
    run: '',
  };
  /** Ann's dynamic code in her personal workspace. */
  let personalCode = 0;

  beforeAll(async () => {
    annCookie = await signUp(app());
    bobCookie = await signUp(app());
    carlCookie = await signUp(app());
    const created = await as(annCookie).post('/api/workspaces', { name: 'Bakery team' });
    expect(created.statusCode, created.body).toBe(201);
    team = created.json().id;
    const bobId = await userIdOf(bobCookie);
    await addMember(database().db, team, bobId, 'viewer');
    // Bob's personal workspace pays, W does not: W is on its own (free) plan, whoever asks.
    await setPersonalSubscription(database().db, bobId);

    const inTeam = as(annCookie, team);
    const expectMade = (res: { statusCode: number; body: string }) => {
      expect(res.statusCode, res.body).toBe(201);
      return JSON.parse(res.body) as Record<string, unknown>;
    };
    made.code = expectMade(
      await inTeam.post('/api/dynamic-qrcodes', {
        destination: 'https://example.com/team',
        name: 'Team menu',
      }),
    ).id as number;
    made.saved = expectMade(
      await inTeam.post('/api/qrcodes', { qrType: 'text', textContent: 'team note' }),
    ).id as number;
    made.upload = expectMade(await inTeam.uploadPdf()).id as string;
    const key = expectMade(
      await inTeam.post('/api/account/api-keys', { name: 'Team sync', scope: 'read' }),
    );
    made.key = key.id as number;
    made.apiKey = key.key as string;
    made.webhook = expectMade(
      await inTeam.post('/api/account/webhooks', { url: 'https://127.0.0.1:9/team' }),
    ).id as number;
    made.preset = expectMade(
      await inTeam.post('/api/utm-presets', { name: 'Team flyer', params: { utm_source: 'qr' } }),
    ).id as number;
    made.run = expectMade(await inTeam.post('/api/bulk-runs', { rows: 1, qrType: 'url' }))
      .id as string;
    personalCode = expectMade(
      await as(annCookie).post('/api/dynamic-qrcodes', {
        destination: 'https://example.com/own',
        name: 'Own menu',
      }),
    ).id as number;
  });

  /** Every route of an object of W, by id, and W's lists (method, url). */
  const routesOfW = (): [Method, string][] => [
    ['GET', '/api/dynamic-qrcodes'],
    ['GET', '/api/dynamic-qrcodes/paused'],
    ['GET', '/api/dynamic-qrcodes/export.csv'],
    ['POST', '/api/dynamic-qrcodes'],
    ['GET', `/api/dynamic-qrcodes/${made.code}`],
    ['PATCH', `/api/dynamic-qrcodes/${made.code}`],
    ['PUT', `/api/dynamic-qrcodes/${made.code}`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/history`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/destination-changes`],
    ['POST', `/api/dynamic-qrcodes/${made.code}/pause`],
    ['POST', `/api/dynamic-qrcodes/${made.code}/resume`],
    ['DELETE', `/api/dynamic-qrcodes/${made.code}`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/analytics`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/analytics/live`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/analytics.csv`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/analytics.pdf`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/controls`],
    ['PUT', `/api/dynamic-qrcodes/${made.code}/controls`],
    ['GET', `/api/dynamic-qrcodes/${made.code}/health`],
    ['POST', `/api/dynamic-qrcodes/${made.code}/health`],
    ['GET', '/api/user-analytics'],
    ['GET', '/api/destination-health'],
    ['GET', '/api/qrcodes'],
    ['POST', '/api/qrcodes'],
    ['PATCH', `/api/qrcodes/${made.saved}`],
    ['DELETE', `/api/qrcodes/${made.saved}`],
    ['GET', '/api/account/api-keys'],
    ['POST', '/api/account/api-keys'],
    ['DELETE', `/api/account/api-keys/${made.key}`],
    ['GET', '/api/account/webhooks'],
    ['POST', '/api/account/webhooks'],
    ['DELETE', `/api/account/webhooks/${made.webhook}`],
    ['POST', `/api/account/webhooks/${made.webhook}/rotate-secret`],
    ['POST', `/api/account/webhooks/${made.webhook}/test`],
    ['GET', `/api/account/webhooks/${made.webhook}/deliveries`],
    ['GET', '/api/utm-presets'],
    ['POST', '/api/utm-presets'],
    ['DELETE', `/api/utm-presets/${made.preset}`],
    ['GET', '/api/bulk-runs/limits'],
    ['POST', '/api/bulk-runs'],
    ['GET', `/api/bulk-runs/${made.run}`],
    ['POST', `/api/bulk-runs/${made.run}/items`],
    ['POST', '/api/bulk-generate-qrcode'],
  ];

  /** What Ann sees of W's objects in W: each is still there. */
  const expectAllOfWStillThere = async () => {
    const inTeam = as(annCookie, team);
    expect((await inTeam.get(`/api/dynamic-qrcodes/${made.code}`)).json()).toMatchObject({
      id: made.code,
      destination: 'https://example.com/team',
      isPaused: false,
    });
    const ids = async (url: string) =>
      ((await inTeam.get(url)).json() as { id: unknown }[]).map((o) => o.id);
    expect(await ids('/api/qrcodes')).toEqual([made.saved]);
    expect(await ids('/api/account/api-keys')).toEqual([made.key]);
    expect(await ids('/api/account/webhooks')).toEqual([made.webhook]);
    expect(await ids('/api/utm-presets')).toEqual([made.preset]);
    expect((await inTeam.get(`/api/bulk-runs/${made.run}`)).statusCode).toBe(200);
  };

  it('lets a viewer of W list and read its codes, and refuses every change with 403', async () => {
    const bob = as(bobCookie, team);
    const codes = await bob.get('/api/dynamic-qrcodes');
    expect(codes.statusCode).toBe(200);
    expect(JSON.stringify(codes.json())).toContain('Team menu');
    expect((await bob.get(`/api/dynamic-qrcodes/${made.code}`)).json()).toMatchObject({
      id: made.code,
      name: 'Team menu',
    });
    expect((await bob.get(`/api/dynamic-qrcodes/${made.code}/analytics`)).statusCode).toBe(200);
    const saved = await bob.get('/api/qrcodes');
    expect(saved.statusCode).toBe(200);
    expect(JSON.stringify(saved.json())).toContain(`"id":${made.saved}`);

    const refused = [
      await bob.post('/api/dynamic-qrcodes', { destination: 'https://example.com/bob' }),
      await bob.post(`/api/dynamic-qrcodes/${made.code}/pause`),
      await bob.delete(`/api/dynamic-qrcodes/${made.code}`),
      await bob.call('PATCH', `/api/dynamic-qrcodes/${made.code}`, { name: 'Bob was here' }),
      await bob.post('/api/qrcodes', { qrType: 'text', textContent: 'bob' }),
      await bob.delete(`/api/qrcodes/${made.saved}`),
      await bob.delete(`/api/utm-presets/${made.preset}`),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(WORKSPACE_MESSAGES.needsRole('editor'));
    }
    // Keys and webhooks are an admin's: a viewer does not even see them.
    for (const url of ['/api/account/api-keys', '/api/account/webhooks']) {
      const res = await bob.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(WORKSPACE_MESSAGES.needsRole('admin'));
    }
    // W's plan is Ann's (free), not the asking member's: one dynamic code, used; no password.
    expect((await bob.get('/api/bulk-runs/limits')).json()).toEqual({
      plan: 'free',
      maxRows: BULK_ROW_LIMITS.free,
      dynamicRemaining: 0,
    });
    expect((await bob.get(`/api/dynamic-qrcodes/${made.code}/controls`)).json()).toMatchObject({
      passwordAllowed: false,
    });
    expect((await as(bobCookie).get('/api/bulk-runs/limits')).json()).toMatchObject({
      plan: 'subscribed',
    });
    // In his own personal workspace, Bob sees none of W's codes.
    expect(JSON.stringify((await as(bobCookie).get('/api/dynamic-qrcodes')).json())).not.toContain(
      'Team menu',
    );
    await expectAllOfWStillThere();
  });

  it('answers 404 to a non-member naming W on every route, and on W’s objects in his own', async () => {
    const carl = as(carlCookie, team);
    for (const [method, url] of routesOfW()) {
      const res = await carl.call(method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message, `${method} ${url}`).toBe(WORKSPACE_MESSAGES.notFound);
    }
    const upload = await carl.uploadPdf();
    expect(upload.statusCode).toBe(404);
    expect((await carl.get(`/api/workspaces/${team}`)).statusCode).toBe(404);

    // Without the header Carl acts in his personal workspace: W's objects by id are not found.
    const own = as(carlCookie);
    for (const [method, url] of [
      ['GET', `/api/dynamic-qrcodes/${made.code}`],
      ['POST', `/api/dynamic-qrcodes/${made.code}/pause`],
      ['GET', `/api/dynamic-qrcodes/${made.code}/analytics`],
      ['DELETE', `/api/qrcodes/${made.saved}`],
      ['DELETE', `/api/account/api-keys/${made.key}`],
      ['DELETE', `/api/account/webhooks/${made.webhook}`],
      ['DELETE', `/api/utm-presets/${made.preset}`],
      ['GET', `/api/bulk-runs/${made.run}`],
    ] as [Method, string][]) {
      expect((await own.call(method, url, method === 'GET' ? undefined : {})).statusCode).toBe(404);
    }
    await expectAllOfWStillThere();
  });

  it('keeps every object of W out of its maker’s personal workspace', async () => {
    const personal = as(annCookie);
    const listIds = async (url: string) => {
      const res = await personal.get(url);
      expect(res.statusCode, url).toBe(200);
      return (res.json() as { id: unknown }[]).map((o) => o.id);
    };
    const codes = await personal.get('/api/dynamic-qrcodes');
    expect(JSON.stringify(codes.json())).toContain('Own menu');
    expect(JSON.stringify(codes.json())).not.toContain('Team menu');
    expect(await listIds('/api/qrcodes')).toEqual([]);
    expect(await listIds('/api/account/api-keys')).toEqual([]);
    expect(await listIds('/api/account/webhooks')).toEqual([]);
    expect(await listIds('/api/utm-presets')).toEqual([]);

    for (const [method, url] of [
      ['GET', `/api/dynamic-qrcodes/${made.code}`],
      ['GET', `/api/dynamic-qrcodes/${made.code}/history`],
      ['GET', `/api/dynamic-qrcodes/${made.code}/analytics`],
      ['GET', `/api/dynamic-qrcodes/${made.code}/controls`],
      ['GET', `/api/dynamic-qrcodes/${made.code}/health`],
      ['POST', `/api/dynamic-qrcodes/${made.code}/pause`],
      ['DELETE', `/api/dynamic-qrcodes/${made.code}`],
      ['DELETE', `/api/qrcodes/${made.saved}`],
      ['DELETE', `/api/account/api-keys/${made.key}`],
      ['GET', `/api/account/webhooks/${made.webhook}/deliveries`],
      ['DELETE', `/api/account/webhooks/${made.webhook}`],
      ['DELETE', `/api/utm-presets/${made.preset}`],
      ['GET', `/api/bulk-runs/${made.run}`],
    ] as [Method, string][]) {
      const res = await personal.call(method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // W's upload cannot be put on a code of the personal workspace (as if it did not exist).
    const pdfCode = await personal.post('/api/qrcodes', {
      qrType: 'pdf',
      pdfId: made.upload,
      title: 'Menu',
    });
    expect(pdfCode.statusCode, pdfCode.body).toBe(400);
    expect(pdfCode.json().fields).toEqual({
      pdfId: 'This PDF is no longer available. Please upload it again.',
    });
    // In W the same upload is usable.
    const inTeam = await as(annCookie, team).post('/api/qrcodes', {
      qrType: 'pdf',
      pdfId: made.upload,
      title: 'Menu',
    });
    expect(inTeam.statusCode, inTeam.body).toBe(201);
    await as(annCookie, team).delete(`/api/qrcodes/${inTeam.json().id}`);

    // The key made in W reads W's codes, not the personal workspace's.
    const v1 = await app().inject({
      method: 'GET',
      url: '/api/v1/codes?limit=100',
      headers: { authorization: `Bearer ${made.apiKey}` },
    });
    expect(v1.statusCode, v1.body).toBe(200);
    expect((v1.json().data as { id: string }[]).map((c) => c.id).sort()).toEqual(
      [`dyn_${made.code}`, `sav_${made.saved}`].sort(),
    );
    expect(
      (
        await app().inject({
          method: 'GET',
          url: `/api/v1/codes/dyn_${personalCode}`,
          headers: { authorization: `Bearer ${made.apiKey}` },
        })
      ).statusCode,
    ).toBe(404);
    await expectAllOfWStillThere();
  });

  it('sends a scan of a code to the webhooks of the code’s workspace only', async () => {
    const personal = as(annCookie);
    const inTeam = as(annCookie, team);
    const own = await personal.post('/api/account/webhooks', { url: 'https://127.0.0.1:9/own' });
    expect(own.statusCode, own.body).toBe(201);
    const shortCodeOf = async (caller: ReturnType<typeof as>, id: number) =>
      (await caller.get(`/api/dynamic-qrcodes/${id}`)).json().shortCode as string;
    await scanCode(app, await shortCodeOf(inTeam, made.code));
    await app().webhookWorker.tick();
    /** The events each request to the endpoint carried, oldest request first. */
    const eventsSentTo = async (caller: ReturnType<typeof as>, endpoint: number) => {
      const res = await caller.get(`/api/account/webhooks/${endpoint}/deliveries`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { eventCount: number; isTest: boolean }[])
        .filter((a) => !a.isTest)
        .map((a) => a.eventCount);
    };
    expect(await eventsSentTo(inTeam, made.webhook)).toEqual([1]);
    expect(await eventsSentTo(personal, own.json().id)).toEqual([]);
    // And the personal code's scan goes to the personal endpoint, not W's.
    await scanCode(app, await shortCodeOf(personal, personalCode));
    await app().webhookWorker.tick();
    expect(await eventsSentTo(personal, own.json().id)).toEqual([1]);
    expect(await eventsSentTo(inTeam, made.webhook)).toEqual([1]);
  });

  it('keeps a payment product in the workspace of the code that sells it', async () => {
    const latte = {
      qrType: 'payment',
      productName: 'Team latte',
      productPrice: 3.5,
      productDescription: 'Large oat latte',
    };
    const annId = await userIdOf(annCookie);
    await database()
      .db.update(users)
      .set({ stripeAccountId: 'acct_workspaces_test', stripeAccountStatus: 'ready' })
      .where(eq(users.id, annId));
    for (const caller of [as(annCookie, team), as(annCookie), as(annCookie, team)]) {
      const res = await caller.post('/api/qrcodes', latte);
      expect(res.statusCode, res.body).toBe(201);
    }
    const products = await database()
      .db.select({ workspaceId: paymentProducts.workspaceId })
      .from(paymentProducts)
      .where(eq(paymentProducts.productName, 'Team latte'));
    // One product per workspace: the second code in W reuses W's, the personal one has its own.
    expect(products.map((p) => p.workspaceId).sort()).toEqual(
      [team, await personalWorkspaceIdOf(database().db, annId)].sort(),
    );
  });
});

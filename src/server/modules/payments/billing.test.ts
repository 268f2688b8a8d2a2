import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import { WORKSPACE_HEADER, WORKSPACE_MESSAGES } from '../../../contracts/workspaces.js';
import { paymentProducts } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { addMember, personalWorkspaceIdOf } from '../workspaces/test-support.js';
import { billingOfWorkspace, TEST_PRICE_ID, usePaymentsApp } from './testing/payments-test-app.js';

describe.each(testDatabases('engine-independent'))('billing API on %s', (kind) => {
  const { app, database, peer, config } = usePaymentsApp(kind);

  const idOf = async (user: ReturnType<typeof apiAs>) =>
    (await user.get('/api/user')).json().id as number;
  /** The billing columns of the user's personal workspace (Premium is the workspace's). */
  const personalBilling = async (user: ReturnType<typeof apiAs>) =>
    billingOfWorkspace(database().db, await personalWorkspaceIdOf(database().db, await idOf(user)));

  it("shows the Premium price read from Stripe's Price object", async () => {
    const res = await app().inject({ method: 'GET', url: '/api/billing/plan' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paymentsEnabled: true,
      publishableKey: 'pk_test_local',
      pricingTableId: null,
      premium: { amount: 999, currency: 'usd', interval: 'month', intervalCount: 1 },
    });
    expect(peer().requests.some((r) => r.path === `/v1/prices/${TEST_PRICE_ID}`)).toBe(true);
    // Stripe.js (Payment Element, pricing table) may load: scripts, frames and API calls.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    // Our own pages stay frameable (the edit dialog's preview of a PDF menu page).
    expect(csp).toMatch(/frame-src 'self' /);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('creates a subscription Checkout Session for the personal workspace, reusing the customer', async () => {
    expect((await app().inject({ method: 'POST', url: '/api/billing/checkout' })).statusCode).toBe(
      401,
    );
    const user = apiAs(app, await signUp(app()));
    const workspaceId = await personalWorkspaceIdOf(database().db, await idOf(user));
    const first = await user.post('/api/billing/checkout');
    const second = await user.post('/api/billing/checkout');
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(new RegExp(`^${peer().url}/pay/cs_test_`));
    const sessions = peer()
      .requests.filter((r) => r.path === '/v1/checkout/sessions')
      .slice(-2);
    expect(sessions[0]!.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: `workspace-${workspaceId}`,
      line_items: [{ price: TEST_PRICE_ID, quantity: '1' }],
      subscription_data: { metadata: { workspaceId: String(workspaceId) } },
      success_url: `${config().publicUrl}/subscribe?checkout=success&workspace=${workspaceId}&session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(sessions[1]!.body.customer).toBe(sessions[0]!.body.customer);
    expect(second.statusCode).toBe(200);
    const row = await billingOfWorkspace(database().db, workspaceId);
    expect(row.stripeCustomerId).toBe(sessions[0]!.body.customer);
    // One customer per workspace, made once (idempotency key per workspace), with its id.
    const customers = peer().requests.filter((r) => r.path === '/v1/customers');
    expect(customers.at(-1)?.body.metadata).toMatchObject({ workspaceId: String(workspaceId) });
  });

  it("refuses a checkout or portal naming another user's customer", async () => {
    const owner = apiAs(app, await signUp(app()));
    await owner.post('/api/billing/checkout');
    const ownerRow = await personalBilling(owner);
    const other = apiAs(app, await signUp(app()));
    const forged = await other.post('/api/billing/checkout', {
      customer: ownerRow.stripeCustomerId,
    });
    expect(forged.statusCode).toBe(400);
    const portal = await other.post('/api/billing/portal', {
      customer: ownerRow.stripeCustomerId,
    });
    expect(portal.statusCode).toBe(400);
    // Without a customer of their own there is no portal to open.
    const none = await other.post('/api/billing/portal');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PAYMENT_MESSAGES.noCustomer);
  });

  it('opens the customer portal for a subscriber and refuses a second checkout', async () => {
    const user = apiAs(app, await signUp(app()));
    const checkout = await user.post('/api/billing/checkout');
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop() ?? '';
    await peer().completeCheckout(sessionId);
    expect((await user.get('/api/trial-status')).json().subscriptionStatus).toBe('active');
    const again = await user.post('/api/billing/checkout');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
    const portal = await user.post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${peer().url}/portal/bps_`));
  });
});

describe.each(testDatabases('engine-independent'))(
  'payments off (no Stripe configuration) on %s',
  (kind) => {
    const { app, database } = useTestApp(kind);

    it('says plainly that payments are off', async () => {
      expect((await app().inject({ method: 'GET', url: '/api/billing/plan' })).json()).toEqual({
        paymentsEnabled: false,
        publishableKey: null,
        pricingTableId: null,
        premium: null,
      });
      const csp = String(
        (await app().inject({ method: 'GET', url: '/api/billing/plan' })).headers[
          'content-security-policy'
        ],
      );
      expect(csp).not.toContain('stripe.com');
      const user = apiAs(app, await signUp(app()));
      const checkout = await user.post('/api/billing/checkout');
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json()).toMatchObject({
        code: 'PAYMENTS_OFF',
        message: PAYMENT_MESSAGES.paymentsOff,
      });
      const webhook = await app().inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: '{"id":"evt_1"}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(webhook.statusCode).toBe(503);
    });

    it('refuses new payment codes (static and dynamic) with a 409 that says why', async () => {
      const user = apiAs(app, await signUp(app()));
      const content = { productName: 'Latte', productPrice: 3.5, productDescription: 'Oat milk' };
      const expected = {
        code: 'PAYMENTS_OFF',
        message: PAYMENT_MESSAGES.paymentCodesOff,
        fields: { productName: PAYMENT_MESSAGES.paymentCodesOff },
      };
      const made = await user.post('/api/generate-qrcode', { qrType: 'payment', ...content });
      expect(made.statusCode).toBe(409);
      expect(made.json()).toEqual(expected);
      const dynamic = await user.post('/api/dynamic-qrcodes', {
        qrType: 'payment',
        name: 'Latte',
        qrData: content,
      });
      expect(dynamic.statusCode).toBe(409);
      expect(dynamic.json()).toEqual(expected);
      // Nothing half-made: no product row was written.
      const rows = await database().db.select().from(paymentProducts);
      expect(rows).toHaveLength(0);
    });

    it('keeps a payment code made before payments were turned off answering its product', async () => {
      const user = apiAs(app, await signUp(app()));
      const id = (await user.get('/api/user')).json().id as number;
      await database().db.insert(paymentProducts).values({
        userId: id,
        publicId: 'earlierProduct_12345678',
        productName: 'Tea',
        productDescription: 'Green',
        productPrice: 250,
      });
      const product = await app().inject({
        method: 'GET',
        url: '/api/payment-product/earlierProduct_12345678',
      });
      expect(product.json()).toMatchObject({ productName: 'Tea', productPrice: 250 });
      const intent = await user.post('/api/create-payment-intent', {
        amount: 250,
        productId: 'earlierProduct_12345678',
      });
      expect(intent.statusCode).toBe(503);
      expect(intent.json().message).toBe(PAYMENT_MESSAGES.paymentsOff);
    });
  },
);

describe.each(testDatabases('engine-independent'))("Stripe's pricing table on %s", (kind) => {
  const TABLE = 'prctbl_test_premium';
  const { app, database, peer } = usePaymentsApp(kind, {
    stripe: { pricingTableId: TABLE },
    pricingTable: {
      id: TABLE,
      successUrl: 'http://localhost/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    },
  });

  /** What Stripe's pricing-table.js does in the browser, with the publishable key. */
  const browserCheckout = async (params: Record<string, string>) => {
    const res = await fetch(`${peer().url}/v1/pricing_tables/${TABLE}/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ key: 'pk_test_local', price: TEST_PRICE_ID, ...params }),
    });
    return { status: res.status, json: (await res.json()) as { url?: string } };
  };

  it("binds the table to the workspace's own customer; its checkout makes that workspace Premium", async () => {
    const plan = (await app().inject({ method: 'GET', url: '/api/billing/plan' })).json();
    expect(plan.pricingTableId).toBe(TABLE);
    expect(
      (await app().inject({ method: 'POST', url: '/api/billing/pricing-table-session' }))
        .statusCode,
    ).toBe(401);
    const user = apiAs(app, await signUp(app()));
    const id = (await user.get('/api/user')).json().id as number;
    const session = await user.post('/api/billing/pricing-table-session');
    expect(session.statusCode).toBe(200);
    const { clientSecret } = session.json() as { clientSecret: string };
    const row = await billingOfWorkspace(
      database().db,
      await personalWorkspaceIdOf(database().db, id),
    );
    const created = peer().requests.filter((r) => r.path === '/v1/customer_sessions');
    expect(created.at(-1)?.body).toEqual({
      customer: row.stripeCustomerId,
      components: { pricing_table: { enabled: 'true' } },
    });

    // A forged client-reference-id cannot move the subscription: the customer decides.
    const other = apiAs(app, await signUp(app()));
    const otherId = (await other.get('/api/user')).json().id as number;
    const started = await browserCheckout({
      customer_session_client_secret: clientSecret,
      client_reference_id: String(otherId),
    });
    expect(started.status).toBe(200);
    const sessionId = String(started.json.url).split('/pay/')[1]!;
    expect(peer().checkoutSessions.get(sessionId)?.customer).toBe(row.stripeCustomerId);
    await peer().completeCheckout(sessionId);

    expect((await user.get('/api/trial-status')).json().subscriptionStatus).toBe('active');
    expect((await other.get('/api/trial-status')).json().subscriptionStatus).toBe('free');
    // Subscribed: no second subscription through the table.
    const again = await user.post('/api/billing/pricing-table-session');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadySubscribed);
  });

  it('refuses a checkout with an unknown customer session', async () => {
    const forged = await browserCheckout({ customer_session_client_secret: 'cuss_secret_forged' });
    expect(forged.status).toBe(400);
  });
});

describe.each(testDatabases('engine-independent'))('pricing table not configured on %s', (kind) => {
  const { app } = usePaymentsApp(kind);
  it('gives no pricing-table session', async () => {
    const user = apiAs(app, await signUp(app()));
    const res = await user.post('/api/billing/pricing-table-session');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_PRICING_TABLE');
  });
});

describe.each(testDatabases())('Premium per workspace (issue 39 item 4) on %s', (kind) => {
  const { app, database, peer } = usePaymentsApp(kind);
  /** Calls as `cookie` in workspace `workspaceId` (the X-Workspace-Id header). */
  const inWorkspace = (cookie: string, workspaceId: number) => {
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app().inject({
        method,
        url,
        payload,
        headers: { cookie, [WORKSPACE_HEADER]: String(workspaceId) },
      });
    return {
      get: (url: string) => call('GET', url),
      post: (url: string, payload?: object) => call('POST', url, payload),
      delete: (url: string, payload?: object) => call('DELETE', url, payload),
    };
  };
  const subscribe = async (as: ReturnType<typeof inWorkspace>) => {
    const checkout = await as.post('/api/billing/checkout');
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop() ?? '';
    return peer().completeCheckout(sessionId);
  };

  it('subscribes one workspace of an owner and not the other: their limits differ', async () => {
    const cookie = await signUp(app());
    const owner = apiAs(app, cookie);
    const made = await owner.post('/api/workspaces', { name: 'Agency' });
    expect(made.statusCode).toBe(201);
    const team = made.json().id as number;
    const ownerId = (await owner.get('/api/user')).json().id as number;
    const personal = await personalWorkspaceIdOf(database().db, ownerId);

    const subscription = await subscribe(inWorkspace(cookie, team));
    expect(await billingOfWorkspace(database().db, team)).toEqual({
      subscriptionStatus: 'active',
      stripeCustomerId: subscription.customer,
      stripeSubscriptionId: subscription.id,
    });
    expect(await billingOfWorkspace(database().db, personal)).toEqual({
      subscriptionStatus: 'free',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    // The customer is the workspace's, with its id, the workspace's name and the owner's address.
    const customer = peer().customers.get(String(subscription.customer));
    expect(customer).toMatchObject({ name: 'Agency', metadata: { workspaceId: String(team) } });

    const teamStatus = (await inWorkspace(cookie, team).get('/api/trial-status')).json();
    const personalStatus = (await owner.get('/api/trial-status')).json();
    expect(teamStatus).toMatchObject({ subscriptionStatus: 'active', dynamicQRLimit: null });
    expect(personalStatus).toMatchObject({
      subscriptionStatus: 'free',
      dynamicQRLimit: PLAN_LIMITS.free.dynamic,
    });
    // The session's user answers with the personal workspace's plan (spec 001).
    expect((await owner.get('/api/user')).json().subscriptionStatus).toBe('free');
    for (let i = 0; i < 3; i += 1) {
      const res = await inWorkspace(cookie, team).post('/api/dynamic-qrcodes', {
        destination: `https://team${i}.example`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await owner.post('/api/dynamic-qrcodes', { destination: 'https://mine.example' });
    const blocked = await owner.post('/api/dynamic-qrcodes', { destination: 'https://x.example' });
    expect(blocked.statusCode).toBe(403);

    // A second checkout for the subscribed workspace is refused; the personal one may still buy.
    const again = await inWorkspace(cookie, team).post('/api/billing/checkout');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadySubscribed);
    expect((await owner.post('/api/billing/checkout')).statusCode).toBe(200);

    // Cancelling the team's subscription frees the team only; its codes keep redirecting.
    await peer().cancelSubscription(String(subscription.id));
    expect((await billingOfWorkspace(database().db, team)).subscriptionStatus).toBe('free');
  });

  it('lets only owners open checkout and the portal (admins get 403, strangers 404)', async () => {
    const ownerCookie = await signUp(app());
    const adminCookie = await signUp(app());
    const strangerCookie = await signUp(app());
    const team = (await apiAs(app, ownerCookie).post('/api/workspaces', { name: 'Shop' })).json()
      .id as number;
    const adminId = (await apiAs(app, adminCookie).get('/api/user')).json().id as number;
    await addMember(database().db, team, adminId, 'admin');
    await subscribe(inWorkspace(ownerCookie, team));
    const before = peer().requests.length;
    for (const url of ['/api/billing/checkout', '/api/billing/portal']) {
      const admin = await inWorkspace(adminCookie, team).post(url);
      expect(admin.statusCode, url).toBe(403);
      expect(admin.json().message).toBe(WORKSPACE_MESSAGES.needsRole('owner'));
      const stranger = await inWorkspace(strangerCookie, team).post(url);
      expect(stranger.statusCode, url).toBe(404);
    }
    // Nothing reached Stripe for them.
    expect(peer().requests.length).toBe(before);
    const portal = await inWorkspace(ownerCookie, team).post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(peer().requests.at(-1)?.body.customer).toBe(
      (await billingOfWorkspace(database().db, team)).stripeCustomerId,
    );
    // The admin's own personal workspace is theirs to upgrade.
    expect((await apiAs(app, adminCookie).post('/api/billing/checkout')).statusCode).toBe(200);
  });

  it('refuses to delete a subscribed workspace until its subscription has ended', async () => {
    const cookie = await signUp(app());
    const team = (await apiAs(app, cookie).post('/api/workspaces', { name: 'Paid team' })).json()
      .id as number;
    const subscription = await subscribe(inWorkspace(cookie, team));
    const refused = await inWorkspace(cookie, team).delete(`/api/workspaces/${team}`, {
      confirmName: 'Paid team',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_LIVE',
      message: WORKSPACE_MESSAGES.subscribed,
    });
    const listed = (await apiAs(app, cookie).get('/api/workspaces')).json() as { id: number }[];
    expect(listed.map((w) => w.id)).toContain(team);

    await peer().cancelSubscription(String(subscription.id));
    const deleted = await inWorkspace(cookie, team).delete(`/api/workspaces/${team}`, {
      confirmName: 'Paid team',
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it('cancels at Stripe a subscription that goes live on a workspace deleted meanwhile', async () => {
    const cookie = await signUp(app());
    const team = (await apiAs(app, cookie).post('/api/workspaces', { name: 'Gone' })).json()
      .id as number;
    const checkout = await inWorkspace(cookie, team).post('/api/billing/checkout');
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop() ?? '';
    // Deleted while its Checkout page is still open.
    const deleted = await inWorkspace(cookie, team).delete(`/api/workspaces/${team}`, {
      confirmName: 'Gone',
    });
    expect(deleted.statusCode).toBe(204);
    const subscription = await peer().completeCheckout(sessionId);
    await vi.waitFor(
      async () => {
        expect(peer().subscriptions.get(String(subscription.id))?.status).toBe('canceled');
        expect((await billingOfWorkspace(database().db, team)).subscriptionStatus).toBe('free');
      },
      { timeout: 5000 },
    );
  });
});

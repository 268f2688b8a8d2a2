import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { paymentProducts, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { TEST_PRICE_ID, usePaymentsApp } from './testing/payments-test-app.js';

describe.each(testDatabases())('billing API on %s', (kind) => {
  const { app, database, peer, config } = usePaymentsApp(kind);

  const idOf = async (user: ReturnType<typeof apiAs>) =>
    (await user.get('/api/user')).json().id as number;

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

  it('creates a subscription Checkout Session for the signed-in user, reusing the customer', async () => {
    expect((await app().inject({ method: 'POST', url: '/api/billing/checkout' })).statusCode).toBe(
      401,
    );
    const user = apiAs(app, await signUp(app()));
    const id = await idOf(user);
    const first = await user.post('/api/billing/checkout');
    const second = await user.post('/api/billing/checkout');
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(new RegExp(`^${peer().url}/pay/cs_test_`));
    const sessions = peer()
      .requests.filter((r) => r.path === '/v1/checkout/sessions')
      .slice(-2);
    expect(sessions[0]!.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(id),
      line_items: [{ price: TEST_PRICE_ID, quantity: '1' }],
      success_url: `${config().publicUrl}/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(sessions[1]!.body.customer).toBe(sessions[0]!.body.customer);
    expect(second.statusCode).toBe(200);
    const [row] = await database().db.select().from(users).where(eq(users.id, id));
    expect(row!.stripeCustomerId).toBe(sessions[0]!.body.customer);
  });

  it("refuses a checkout or portal naming another user's customer", async () => {
    const owner = apiAs(app, await signUp(app()));
    await owner.post('/api/billing/checkout');
    const [ownerRow] = await database()
      .db.select()
      .from(users)
      .where(eq(users.id, await idOf(owner)));
    const other = apiAs(app, await signUp(app()));
    const forged = await other.post('/api/billing/checkout', {
      customer: ownerRow!.stripeCustomerId,
    });
    expect(forged.statusCode).toBe(400);
    const portal = await other.post('/api/billing/portal', {
      customer: ownerRow!.stripeCustomerId,
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

describe.each(testDatabases())('payments off (no Stripe configuration) on %s', (kind) => {
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
});

describe.each(testDatabases())("Stripe's pricing table on %s", (kind) => {
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

  it("binds the table to the user's own customer; its checkout makes that user Premium", async () => {
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
    const [row] = await database().db.select().from(users).where(eq(users.id, id));
    const created = peer().requests.filter((r) => r.path === '/v1/customer_sessions');
    expect(created.at(-1)?.body).toEqual({
      customer: row!.stripeCustomerId,
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
    expect(peer().checkoutSessions.get(sessionId)?.customer).toBe(row!.stripeCustomerId);
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

describe.each(testDatabases())('pricing table not configured on %s', (kind) => {
  const { app } = usePaymentsApp(kind);
  it('gives no pricing-table session', async () => {
    const user = apiAs(app, await signUp(app()));
    const res = await user.post('/api/billing/pricing-table-session');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_PRICING_TABLE');
  });
});

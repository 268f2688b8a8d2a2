// Test support: a local HTTP peer that answers the parts of Stripe's REST API this server calls
// (customers, customer sessions, prices, checkout sessions, billing portal sessions, payment
// intents, subscriptions, accounts, account links), hosts stand-ins for Stripe's hosted pages (Checkout,
// customer portal, Connect onboarding, card authentication) and sends webhooks signed the way
// Stripe signs them (the SDK's test-header helper over the exact payload bytes). Browsers'
// Stripe.js (the e2e stand-in) confirms payment intents here with the publishable key and the
// intent's client secret, as Stripe.js does; the card number decides the outcome (TEST_CARDS).
// Its pricing table (options.pricingTable) is read and turned into a Checkout Session the same
// way, with the publishable key, as Stripe's pricing-table.js does.
// State is in memory.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown> & { id: string };

export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

export interface StripePeerOptions {
  webhookSecret: string;
  /** Where events go; default: nowhere (tests read `events` and deliver them themselves). */
  deliver?: (event: SignedEvent) => Promise<void>;
  /** Listening port; default any free port. */
  port?: number;
  /** The Premium price the peer knows: cents and interval. */
  price?: { id: string; unitAmount: number; currency: string; interval: 'month' | 'year' };
  /**
   * A pricing table as set up in Stripe's dashboard: its id, the page Checkout returns to
   * ({CHECKOUT_SESSION_ID} filled in) and the product shown; it sells the peer's price.
   */
  pricingTable?: { id: string; successUrl: string; productName?: string };
}

const signer = Stripe.webhooks;

/** Stripe's documented test card numbers and what confirming with each does here. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** 3D Secure: the buyer is sent to an authentication page, then back to return_url. */
  authenticate: '4000002760003184',
} as const;

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Stripe's form encoding (a[b][0][c]=v) → nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
      if (node[part] === undefined) node[part] = nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return out;
}

class PeerHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class StripePeer {
  readonly customers = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly checkoutSessions = new Map<string, Obj>();
  readonly portalSessions = new Map<string, Obj>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly accounts = new Map<string, Obj>();
  readonly customerSessions = new Map<string, Obj>();
  /** Every event sent, in order, signed. */
  readonly events: SignedEvent[] = [];
  /** Every API request received: method, path and parsed body. */
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  private readonly idempotent = new Map<string, Obj>();
  private server: Server | null = null;
  private clock = Math.floor(Date.now() / 1000);
  url = '';

  private readonly premiumPriceId: string;

  constructor(private readonly options: StripePeerOptions) {
    const price = options.price ?? {
      id: 'price_premium_monthly',
      unitAmount: 999,
      currency: 'usd',
      interval: 'month',
    };
    this.prices.set(price.id, {
      id: price.id,
      object: 'price',
      active: true,
      currency: price.currency,
      unit_amount: price.unitAmount,
      recurring: { interval: price.interval, interval_count: 1 },
      product: 'prod_premium',
      type: 'recurring',
    });
    this.premiumPriceId = price.id;
  }

  /** Sets where signed events are delivered from now on. */
  setDeliver(deliver: StripePeerOptions['deliver']): void {
    this.options.deliver = deliver;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: Error) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: err.message, type: 'api_error' } }));
      });
    });
    await new Promise<void>((resolve) =>
      this.server?.listen(this.options.port ?? 0, '127.0.0.1', resolve),
    );
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // ---- events -------------------------------------------------------------------------------

  /** Event timestamps move forward one second per event, so order is visible. */
  private tick(): number {
    this.clock += 1;
    return this.clock;
  }

  /** Builds, signs, records and (when a deliver function is set) sends one event. */
  async emit(type: string, object: Obj, extra: { account?: string } = {}): Promise<SignedEvent> {
    const body = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: this.tick(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
      ...(extra.account ? { account: extra.account } : {}),
    };
    const payload = JSON.stringify(body);
    const signature = signer.generateTestHeaderString({
      payload,
      secret: this.options.webhookSecret,
    });
    const event = { id: body.id, type, payload, signature };
    this.events.push(event);
    if (this.options.deliver) await this.options.deliver(event);
    return event;
  }

  // ---- actions a real customer would take on Stripe's hosted pages ---------------------------

  /**
   * The customer pays in Checkout: a subscription is created (status `status`), the session
   * completes, and Stripe's events follow in its usual order.
   */
  async completeCheckout(sessionId: string, status = 'active'): Promise<Obj> {
    const session = this.must(this.checkoutSessions, sessionId, 'checkout session');
    let customerId = session.customer as string | null;
    if (!customerId) {
      const customer = this.createCustomer({ email: session.customer_email ?? null });
      customerId = customer.id;
      session.customer = customerId;
    }
    const line = (session.line_items as Obj[] | undefined)?.[0] as { price?: string } | undefined;
    const subscription: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: customerId,
      status,
      metadata: (session.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [{ id: newId('si'), price: this.prices.get(line?.price ?? '') ?? null }],
      },
      cancel_at_period_end: false,
      created: this.tick(),
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    });
    await this.emit('customer.subscription.created', subscription);
    await this.emit('checkout.session.completed', session);
    await this.emit('invoice.paid', this.invoiceFor(subscription, 'paid'));
    return subscription;
  }

  /** Stripe changes a subscription's status (e.g. a renewal fails: past_due). */
  async setSubscriptionStatus(subscriptionId: string, status: string): Promise<SignedEvent> {
    const subscription = this.must(this.subscriptions, subscriptionId, 'subscription');
    subscription.status = status;
    if (status === 'past_due') {
      await this.emit('invoice.payment_failed', this.invoiceFor(subscription, 'open'));
    }
    return this.emit('customer.subscription.updated', subscription);
  }

  /** The customer cancels in the portal (at once): the subscription is deleted. */
  async cancelSubscription(subscriptionId: string): Promise<SignedEvent> {
    const subscription = this.must(this.subscriptions, subscriptionId, 'subscription');
    subscription.status = 'canceled';
    subscription.ended_at = this.tick();
    return this.emit('customer.subscription.deleted', subscription);
  }

  /** The buyer's card is charged: the intent succeeds. */
  async succeedPaymentIntent(intentId: string, email = 'buyer@example.com'): Promise<SignedEvent> {
    const intent = this.must(this.paymentIntents, intentId, 'payment intent');
    Object.assign(intent, {
      status: 'succeeded',
      receipt_email: email,
      amount_received: intent.amount,
    });
    return this.emit('payment_intent.succeeded', intent);
  }

  /** The buyer's card is declined. */
  async failPaymentIntent(intentId: string): Promise<SignedEvent> {
    const intent = this.must(this.paymentIntents, intentId, 'payment intent');
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    return this.emit('payment_intent.payment_failed', intent);
  }

  /** Connect onboarding ends: 'ready' (charges and payouts on), 'restricted' or 'pending'. */
  async finishOnboarding(
    accountId: string,
    outcome: 'ready' | 'restricted' | 'pending' = 'ready',
  ): Promise<SignedEvent> {
    const account = this.must(this.accounts, accountId, 'account');
    Object.assign(account, {
      details_submitted: outcome !== 'pending',
      charges_enabled: outcome === 'ready',
      payouts_enabled: outcome === 'ready',
      requirements: {
        currently_due: outcome === 'ready' ? [] : ['external_account'],
        disabled_reason: outcome === 'ready' ? null : 'requirements.past_due',
      },
    });
    return this.emit('account.updated', account, { account: accountId });
  }

  /** The newest subscription of a customer, if any. */
  subscriptionOf(customerId: string): Obj | undefined {
    return [...this.subscriptions.values()].filter((s) => s.customer === customerId).at(-1);
  }

  private invoiceFor(subscription: Obj, status: string): Obj {
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      subscription: subscription.id,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
    };
  }

  // ---- HTTP -----------------------------------------------------------------------------------

  private must(map: Map<string, Obj>, id: string, what: string): Obj {
    const found = map.get(id);
    if (!found) throw new PeerHttpError(404, 'resource_missing', `No such ${what}: '${id}'`);
    return found;
  }

  private createCustomer(body: Record<string, unknown>): Obj {
    const customer: Obj = {
      id: newId('cus'),
      object: 'customer',
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: body.metadata ?? {},
      created: this.tick(),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createCheckoutSession(body: Record<string, unknown>): Obj {
    const lineItems = (body.line_items as { price?: string }[] | undefined) ?? [];
    for (const item of lineItems) this.must(this.prices, item.price ?? '', 'price');
    if (body.customer) this.must(this.customers, String(body.customer), 'customer');
    const session: Obj = {
      id: newId('cs_test'),
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      client_reference_id: body.client_reference_id ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      line_items: lineItems,
      subscription_data: body.subscription_data ?? {},
      metadata: body.metadata ?? {},
      subscription: null,
    };
    session.url = `${this.url}/pay/${session.id}`;
    this.checkoutSessions.set(session.id, session);
    return session;
  }

  /**
   * The pricing table, as Stripe's pricing-table.js reads it and starts a checkout from it (with
   * the publishable key): GET /v1/pricing_tables/:id and POST /v1/pricing_tables/:id/checkout
   * { price, customer_session_client_secret | customer_email, client_reference_id }. A customer
   * session (valid, for the pricing table) makes Checkout subscribe that customer.
   */
  private pricingTableRoute(
    method: string,
    id: string | undefined,
    action: string | undefined,
    params: Record<string, unknown>,
  ): [number, unknown] {
    const table = this.options.pricingTable;
    if (!table || id !== table.id) {
      throw new PeerHttpError(404, 'resource_missing', `No such pricing table: '${id}'`);
    }
    const price = this.must(this.prices, this.premiumPriceId, 'price');
    if (method === 'GET' && !action) {
      return [
        200,
        {
          id: table.id,
          object: 'pricing_table',
          items: [{ product_name: table.productName ?? 'Premium', price }],
        },
      ];
    }
    if (method !== 'POST' || action !== 'checkout') {
      throw new PeerHttpError(404, 'resource_missing', `Unrecognized pricing table request`);
    }
    if (params.price !== price.id) {
      throw new PeerHttpError(400, 'resource_missing', `No such price in this table`);
    }
    let customer: string | null = null;
    if (params.customer_session_client_secret !== undefined) {
      const session = this.customerSessions.get(String(params.customer_session_client_secret));
      if (!session || Number(session.expires_at) * 1000 < Date.now()) {
        throw new PeerHttpError(400, 'customer_session_invalid', 'The customer session expired');
      }
      customer = String(session.customer);
    }
    const reference = params.client_reference_id;
    const checkout = this.createCheckoutSession({
      mode: 'subscription',
      customer,
      customer_email: customer ? null : (params.customer_email ?? null),
      client_reference_id: typeof reference === 'string' && reference !== '' ? reference : null,
      line_items: [{ price: price.id, quantity: '1' }],
      success_url: table.successUrl,
    });
    return [200, { url: checkout.url }];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    if (!url.pathname.startsWith('/v1/')) return this.hostedPage(method, url, raw, res);

    const body = parseStripeForm(raw);
    this.requests.push({ method, path: url.pathname, body });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(json));
    };
    // Stripe.js calls carry the publishable key as `key` (body or query), not a secret key.
    const publishableKey = String(body.key ?? url.searchParams.get('key') ?? '');
    if (publishableKey.startsWith('pk_')) {
      try {
        const params = { ...Object.fromEntries(url.searchParams), ...body };
        const [status, json] = await this.browserRoute(
          method,
          url.pathname.split('/').slice(2),
          params,
        );
        return reply(status, json);
      } catch (err) {
        if (!(err instanceof PeerHttpError)) throw err;
        return reply(err.status, {
          error: { type: 'invalid_request_error', code: err.code, message: err.message },
        });
      }
    }
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return reply(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const key = req.headers['idempotency-key'];
    const idempotencyKey =
      typeof key === 'string' && method === 'POST' ? `${url.pathname}|${key}` : null;
    if (idempotencyKey && this.idempotent.has(idempotencyKey)) {
      return reply(200, this.idempotent.get(idempotencyKey));
    }
    try {
      const result = this.route(method, url.pathname.split('/').slice(2), body);
      if (idempotencyKey) this.idempotent.set(idempotencyKey, result);
      reply(200, result);
    } catch (err) {
      if (!(err instanceof PeerHttpError)) throw err;
      reply(err.status, {
        error: { type: 'invalid_request_error', code: err.code, message: err.message },
      });
    }
  }

  private route(method: string, path: string[], body: Record<string, unknown>): Obj {
    const [resource, id, sub] = path;
    const key = `${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`;
    switch (key) {
      case 'POST customers':
        return this.createCustomer(body);
      case 'GET customers/:id':
        return this.must(this.customers, id!, 'customer');
      case 'GET prices/:id':
        return this.must(this.prices, id!, 'price');
      case 'POST checkout/:id':
        // POST /v1/checkout/sessions
        if (id !== 'sessions') break;
        return this.createCheckoutSession(body);
      case 'POST customer_sessions': {
        const customer = this.must(this.customers, String(body.customer ?? ''), 'customer');
        const components = body.components as { pricing_table?: { enabled?: string } } | undefined;
        if (components?.pricing_table?.enabled !== 'true') {
          throw new PeerHttpError(400, 'parameter_missing', 'Enable at least one component');
        }
        const session: Obj = {
          id: newId('cuss'),
          object: 'customer_session',
          customer: customer.id,
          client_secret: `cuss_secret_${randomBytes(18).toString('hex')}`,
          components: { pricing_table: { enabled: true }, buy_button: { enabled: false } },
          expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
        };
        this.customerSessions.set(String(session.client_secret), session);
        return session;
      }
      case 'POST billing_portal/:id': {
        if (id !== 'sessions') break;
        const customer = this.must(this.customers, String(body.customer ?? ''), 'customer');
        const session: Obj = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: customer.id,
          return_url: body.return_url,
        };
        session.url = `${this.url}/portal/${session.id}`;
        this.portalSessions.set(session.id, session);
        return session;
      }
      case 'POST payment_intents': {
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 50) {
          throw new PeerHttpError(400, 'amount_too_small', 'Amount must be at least 50 cents');
        }
        const intentId = newId('pi');
        const transfer = body.transfer_data as { destination?: string } | undefined;
        if (transfer?.destination) this.must(this.accounts, transfer.destination, 'account');
        const intent: Obj = {
          id: intentId,
          object: 'payment_intent',
          amount,
          currency: body.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          metadata: body.metadata ?? {},
          transfer_data: transfer ?? null,
          application_fee_amount:
            body.application_fee_amount === undefined ? null : Number(body.application_fee_amount),
          receipt_email: body.receipt_email ?? null,
          created: this.tick(),
        };
        this.paymentIntents.set(intentId, intent);
        return intent;
      }
      case 'GET payment_intents/:id':
        return this.must(this.paymentIntents, id!, 'payment intent');
      case 'GET subscriptions/:id':
        return this.must(this.subscriptions, id!, 'subscription');
      case 'DELETE subscriptions/:id': {
        // Cancelled at once through the API (a deleted workspace's): its event follows.
        const subscription = this.must(this.subscriptions, id!, 'subscription');
        if (subscription.status !== 'canceled') {
          subscription.status = 'canceled';
          subscription.ended_at = this.tick();
          this.emit('customer.subscription.deleted', subscription).catch(() => undefined);
        }
        return subscription;
      }
      case 'POST accounts': {
        const account: Obj = {
          id: newId('acct'),
          object: 'account',
          type: body.type ?? 'express',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          requirements: {
            currently_due: ['external_account'],
            disabled_reason: 'requirements.past_due',
          },
        };
        this.accounts.set(account.id, account);
        return account;
      }
      case 'GET accounts/:id':
        return this.must(this.accounts, id!, 'account');
      case 'POST account_links': {
        const account = this.must(this.accounts, String(body.account ?? ''), 'account');
        return {
          id: newId('acctlink'),
          object: 'account_link',
          url: `${this.url}/onboard/${account.id}?return=${encodeURIComponent(String(body.return_url))}`,
          expires_at: this.clock + 300,
        };
      }
      default:
        break;
    }
    throw new PeerHttpError(
      404,
      'resource_missing',
      `Unrecognized request URL (${method}: /v1/${path.join('/')})`,
    );
  }

  /**
   * What Stripe.js may do with a publishable key: read or confirm a payment intent whose client
   * secret it holds. Confirming charges the test card given (TEST_CARDS) and emits the events.
   */
  private async browserRoute(
    method: string,
    path: string[],
    params: Record<string, unknown>,
  ): Promise<[number, unknown]> {
    const [resource, id, action] = path;
    if (resource === 'pricing_tables') return this.pricingTableRoute(method, id, action, params);
    if (resource !== 'payment_intents' || !id) {
      throw new PeerHttpError(
        404,
        'resource_missing',
        `Unrecognized request URL (/v1/${path.join('/')})`,
      );
    }
    const intent = this.must(this.paymentIntents, id, 'payment intent');
    if (params.client_secret !== intent.client_secret) {
      throw new PeerHttpError(404, 'resource_missing', `No such payment_intent: '${id}'`);
    }
    if (method === 'GET' && !action) return [200, intent];
    if (method !== 'POST' || action !== 'confirm') {
      throw new PeerHttpError(
        404,
        'resource_missing',
        `Unrecognized request URL (/v1/${path.join('/')})`,
      );
    }
    if (intent.status === 'succeeded') {
      throw new PeerHttpError(
        400,
        'payment_intent_unexpected_state',
        'This PaymentIntent has already succeeded.',
      );
    }
    const card = (params.payment_method_data as { card?: { number?: string } } | undefined)?.card;
    const number = String(card?.number ?? '').replace(/\s/g, '');
    const email = typeof params.receipt_email === 'string' ? params.receipt_email : undefined;
    if (email) intent.receipt_email = email;
    if (number === TEST_CARDS.succeeds) {
      await this.succeedPaymentIntent(id, email);
      return [200, intent];
    }
    if (number === TEST_CARDS.authenticate) {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `${this.url}/authenticate/${id}`,
            return_url: String(params.return_url ?? ''),
          },
        },
      });
      return [200, intent];
    }
    const declined = number === TEST_CARDS.declined;
    if (declined) await this.failPaymentIntent(id);
    return [
      402,
      {
        error: {
          type: 'card_error',
          code: declined ? 'card_declined' : 'incorrect_number',
          message: declined ? 'Your card was declined.' : 'Your card number is incorrect.',
          payment_intent: intent,
        },
      },
    ];
  }

  /** Stand-ins for Stripe's hosted pages, for browser tests: one button each, then redirect. */
  private async hostedPage(
    method: string,
    url: URL,
    raw: string,
    res: ServerResponse,
  ): Promise<void> {
    const [, kind, id] = url.pathname.split('/');
    const page = (title: string, button: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>${title}</title><link rel="icon" href="data:,"></head><body><main>` +
          `<h1>${title}</h1><form method="post"><button type="submit">${button}</button></form>` +
          `</main></body></html>`,
      );
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    try {
      if (kind === 'pay') {
        const session = this.must(this.checkoutSessions, id!, 'checkout session');
        if (method === 'GET') return page('Stripe Checkout (local stand-in)', 'Subscribe');
        await this.completeCheckout(id!);
        return redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id!));
      }
      if (kind === 'portal') {
        const session = this.must(this.portalSessions, id!, 'portal session');
        if (method === 'GET') return page('Customer portal (local stand-in)', 'Cancel plan');
        const subscription = this.subscriptionOf(String(session.customer));
        if (subscription && subscription.status !== 'canceled') {
          await this.cancelSubscription(subscription.id);
        }
        return redirect(String(session.return_url));
      }
      if (kind === 'onboard') {
        this.must(this.accounts, id!, 'account');
        if (method === 'GET')
          return page('Connect onboarding (local stand-in)', 'Finish onboarding');
        await this.finishOnboarding(id!, 'ready');
        return redirect(url.searchParams.get('return') ?? '/');
      }
      if (kind === 'authenticate') {
        const intent = this.must(this.paymentIntents, id!, 'payment intent');
        const next = intent.next_action as { redirect_to_url?: { return_url?: string } } | null;
        if (method === 'GET') {
          return page('Authenticate your payment (local stand-in)', 'Complete authentication');
        }
        await this.succeedPaymentIntent(id!, (intent.receipt_email as string | null) ?? undefined);
        intent.next_action = null;
        const back = new URL(next?.redirect_to_url?.return_url ?? '/');
        back.searchParams.set('payment_intent', id!);
        back.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
        back.searchParams.set('redirect_status', 'succeeded');
        return redirect(back.toString());
      }
    } catch (err) {
      if (err instanceof PeerHttpError) {
        res.writeHead(err.status, { 'content-type': 'text/plain' });
        res.end(err.message);
        return;
      }
      throw err;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
}

/** Starts a peer; stop it with `peer.stop()`. */
export function startStripePeer(options: StripePeerOptions): Promise<StripePeer> {
  return new StripePeer(options).start();
}

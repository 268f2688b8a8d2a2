import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeEvents, users } from '../../db/schema/index.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';
import {
  billingOfWorkspace,
  deliverTo,
  TEST_WEBHOOK_SECRET,
  usePaymentsApp,
} from './testing/payments-test-app.js';

describe.each(testDatabases())('Stripe webhooks on %s', (kind) => {
  const { app, database, peer } = usePaymentsApp(kind, { autoDeliver: false });
  const deliver = deliverTo(app);

  /** The billing of the user's personal workspace (Premium is the workspace's). */
  const userRow = async (id: number) =>
    billingOfWorkspace(database().db, await personalWorkspaceIdOf(database().db, id));
  const eventCount = async () => {
    const [row] = await database().db.select({ n: count() }).from(stripeEvents);
    return row!.n;
  };

  /** A signed-up user who went through Checkout; events are held back, not delivered. */
  const subscribedUser = async () => {
    const user = apiAs(app, await signUp(app()));
    const { id } = (await user.get('/api/user')).json() as { id: number };
    const checkout = await user.post('/api/billing/checkout');
    expect(checkout.statusCode).toBe(200);
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop() ?? '';
    const from = peer().events.length;
    const subscription = await peer().completeCheckout(sessionId);
    return { user, id, subscription, events: peer().events.slice(from) };
  };

  const deliverAll = async (events: { payload: string; signature: string }[]) => {
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
  };

  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const { id, events } = await subscribedUser();
    const before = await eventCount();
    const [first] = events;
    const missing = await app().inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: first!.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({
      payload: first!.payload,
      secret: 'whsec_someone_else',
    });
    expect((await deliver({ payload: first!.payload, signature: wrongSecret })).statusCode).toBe(
      400,
    );
    // The right signature over other bytes (a tampered body).
    const tampered = first!.payload.replace('"active"', '"trialing"');
    const tamperedRes = await deliver({ payload: tampered, signature: first!.signature });
    expect(tamperedRes.statusCode).toBe(400);
    expect(tamperedRes.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    // A signature made 10 minutes ago (outside Stripe's 5-minute tolerance).
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: first!.payload,
      secret: TEST_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await deliver({ payload: first!.payload, signature: stale })).statusCode).toBe(400);
    expect((await userRow(id))!.subscriptionStatus).toBe('free');
    expect(await eventCount()).toBe(before);
  });

  it('subscribes on checkout, lifts the dynamic-code limit, and applies a replay once', async () => {
    const { user, id, subscription, events } = await subscribedUser();
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
    ]);
    expect(
      (await user.post('/api/dynamic-qrcodes', { destination: 'https://a.example' })).statusCode,
    ).toBe(201);
    const blocked = await user.post('/api/dynamic-qrcodes', { destination: 'https://b.example' });
    expect(blocked.statusCode).toBe(403);

    await deliverAll(events);
    const row = await userRow(id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: subscription.customer,
    });
    expect((await user.get('/api/trial-status')).json()).toMatchObject({
      subscriptionStatus: 'active',
      canCreateDynamicQR: true,
    });
    expect(
      (await user.post('/api/dynamic-qrcodes', { destination: 'https://b.example' })).statusCode,
    ).toBe(201);

    // Stripe cancels; then the whole history is replayed: every replay is a no-op.
    const canceled = await peer().cancelSubscription(subscription.id);
    expect((await deliver(canceled)).json()).toEqual({ received: true, duplicate: false });
    expect((await userRow(id))!.subscriptionStatus).toBe('free');
    const recorded = await eventCount();
    for (const event of [...events, canceled]) {
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await eventCount()).toBe(recorded);
    expect((await userRow(id))!.subscriptionStatus).toBe('free');
  });

  it('ends in the right state whatever order the events arrive in', async () => {
    const { id, subscription, events } = await subscribedUser();
    const pastDue = await peer().setSubscriptionStatus(subscription.id, 'past_due');
    const deleted = await peer().cancelSubscription(subscription.id);
    // Newest first: the deletion, then the older "updated" and the checkout events.
    await deliverAll([deleted, pastDue, ...events.reverse()]);
    expect((await userRow(id))!.subscriptionStatus).toBe('free');
  });

  it('keeps Premium with a past_due status while Stripe retries the card', async () => {
    const { user, id, subscription, events } = await subscribedUser();
    await deliverAll(events);
    const before = peer().events.length;
    await peer().setSubscriptionStatus(subscription.id, 'past_due');
    const failed = peer().events.slice(before);
    expect(failed.map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    await deliverAll(failed);
    expect((await userRow(id))!.subscriptionStatus).toBe('past_due');
    expect((await user.get('/api/trial-status')).json()).toMatchObject({
      subscriptionStatus: 'past_due',
      dynamicQRLimit: null,
      canCreateDynamicQR: true,
    });
    await deliverAll([await peer().setSubscriptionStatus(subscription.id, 'active')]);
    expect((await userRow(id))!.subscriptionStatus).toBe('active');
    await deliverAll([await peer().setSubscriptionStatus(subscription.id, 'unpaid')]);
    expect((await userRow(id))!.subscriptionStatus).toBe('free');
  });

  it("records each change of the workspace's plan in its audit trail, once, as Stripe's", async () => {
    const { user, id, subscription, events } = await subscribedUser();
    await deliverAll(events);
    // A replayed event changes nothing, so it records nothing either.
    await deliverAll(events);
    await deliverAll([await peer().setSubscriptionStatus(subscription.id, 'past_due')]);
    await deliverAll([await peer().cancelSubscription(subscription.id)]);
    const workspaceId = await personalWorkspaceIdOf(database().db, id);
    const trail = await user.get(`/api/workspaces/${workspaceId}/audit?action=plan.change`);
    expect(trail.statusCode).toBe(200);
    const entries = (trail.json() as { entries: Record<string, unknown>[] }).entries;
    // Newest first: canceled, the card failed, subscribed.
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ plan: 'past_due' }, { plan: 'free' }],
      [{ plan: 'active' }, { plan: 'past_due' }],
      [{ plan: 'free' }, { plan: 'active' }],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        via: 'stripe',
        actorUserId: null,
        actorEmail: null,
        targetKind: 'workspace',
        targetId: String(workspaceId),
        fromNetwork: null,
      });
    }
  });

  it('keeps every code redirecting after a cancellation', async () => {
    const { user, subscription, events } = await subscribedUser();
    await deliverAll(events);
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await user.post('/api/dynamic-qrcodes', { destination: `https://c${i}.example` });
      expect(res.statusCode).toBe(201);
      codes.push(res.json().shortCode as string);
    }
    await deliverAll([await peer().cancelSubscription(subscription.id)]);
    for (const [i, code] of codes.entries()) {
      const res = await app().inject({ method: 'GET', url: `/d/${code}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://c${i}.example/`);
    }
    // Only creating is limited: the free plan allows 1, they have 3.
    const more = await user.post('/api/dynamic-qrcodes', { destination: 'https://d.example' });
    expect(more.statusCode).toBe(403);
  });

  it("refuses a checkout completion that would attach another user's customer", async () => {
    const a = await subscribedUser();
    await deliverAll(a.events);
    const victim = apiAs(app, await signUp(app()));
    const victimId = (await victim.get('/api/user')).json().id as number;
    // A session naming the victim but paid with user A's customer (e.g. a crafted
    // client_reference_id on a pricing table): the victim's account must not change.
    const { events } = await (async () => {
      const from = peer().events.length;
      const session = [...peer().checkoutSessions.values()].find(
        (s) => s.customer === a.subscription.customer,
      );
      if (!session) throw new Error('no session');
      await peer().emit('checkout.session.completed', {
        ...session,
        id: `${session.id}_forged`,
        client_reference_id: String(victimId),
      });
      return { events: peer().events.slice(from) };
    })();
    await deliverAll(events);
    expect(await userRow(victimId)).toMatchObject({
      stripeCustomerId: null,
      subscriptionStatus: 'free',
    });
  });
});

describe.each(testDatabases())('Stripe webhooks from a separate Connect endpoint on %s', (kind) => {
  const CONNECT_SECRET = 'whsec_connect_endpoint';
  const { app, database, peer } = usePaymentsApp(kind, {
    autoDeliver: false,
    stripe: { connectWebhookSecret: CONNECT_SECRET },
  });
  const deliver = deliverTo(app);

  it("accepts connected accounts' events signed with the Connect endpoint's secret", async () => {
    const seller = apiAs(app, await signUp(app()));
    const { id } = (await seller.get('/api/user')).json() as { id: number };
    expect((await seller.post('/api/connect/onboard')).statusCode).toBe(200);
    const [row] = await database().db.select().from(users).where(eq(users.id, id));
    const event = await peer().finishOnboarding(row!.stripeAccountId ?? '', 'ready');
    // The same event as the Connect endpoint signs it; a secret of neither endpoint is refused.
    const sign = (secret: string) =>
      Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret });
    const forged = await deliver({ payload: event.payload, signature: sign('whsec_neither') });
    expect(forged.statusCode).toBe(400);
    const [unchanged] = await database().db.select().from(users).where(eq(users.id, id));
    expect(unchanged!.stripeAccountStatus).toBe('pending');
    const res = await deliver({ payload: event.payload, signature: sign(CONNECT_SECRET) });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await database().db.select().from(users).where(eq(users.id, id));
    expect(after!.stripeAccountStatus).toBe('ready');
    // The platform endpoint's secret still verifies the platform's own events.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
  });
});

// Test support: an app on a fresh database whose Stripe is the local peer, with the peer's
// webhooks delivered to the app through app.inject (signed exactly as Stripe signs them).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../../app.js';
import { testConfig, type Config } from '../../../config.js';
import type { DbExecutor } from '../../../db/client.js';
import { workspaces } from '../../../db/schema/index.js';
import { useTestDatabase, type TestDatabaseKind } from '../../../test/databases.js';
import {
  startStripePeer,
  type SignedEvent,
  type StripePeer,
  type StripePeerOptions,
} from './stripe-peer.js';

export const TEST_WEBHOOK_SECRET = 'whsec_local_peer_secret';
export const TEST_PRICE_ID = 'price_premium_monthly';

/** A workspace's Premium columns, read straight from the database. */
export async function billingOfWorkspace(db: DbExecutor, workspaceId: number) {
  const [row] = await db
    .select({
      subscriptionStatus: workspaces.subscriptionStatus,
      stripeCustomerId: workspaces.stripeCustomerId,
      stripeSubscriptionId: workspaces.stripeSubscriptionId,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!row) throw new Error(`billingOfWorkspace: no workspace ${workspaceId}`);
  return row;
}

/** Sends one signed event to the app's webhook endpoint. */
export function deliverTo(app: () => App) {
  return (event: Pick<SignedEvent, 'payload' | 'signature'>) =>
    app().inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    });
}

export function usePaymentsApp(
  kind: TestDatabaseKind,
  options: {
    stripe?: Partial<Config['stripe']>;
    deps?: Omit<AppDeps, 'database'>;
    /** false: events are only recorded in peer.events (the test delivers them). */
    autoDeliver?: boolean;
    /** A pricing table the peer serves (set stripe.pricingTableId to use it). */
    pricingTable?: StripePeerOptions['pricingTable'];
    /**
     * More settings, read when the app is built (after earlier beforeAll hooks ran: an SMTP
     * server started there can give its address).
     */
    config?: () => Partial<Config>;
  } = {},
) {
  const database = useTestDatabase(kind);
  let app: App | undefined;
  let peer: StripePeer | undefined;
  let config: Readonly<Config> | undefined;
  const getApp = () => {
    if (!app) throw new Error('test app used before beforeAll ran');
    return app;
  };
  beforeAll(async () => {
    peer = await startStripePeer({
      webhookSecret: TEST_WEBHOOK_SECRET,
      pricingTable: options.pricingTable,
    });
    const base = testConfig();
    config = testConfig({
      ...options.config?.(),
      stripe: {
        ...base.stripe,
        secretKey: 'sk_test_local',
        webhookSecret: TEST_WEBHOOK_SECRET,
        publishableKey: 'pk_test_local',
        apiBase: peer.url,
        priceId: TEST_PRICE_ID,
        ...options.stripe,
      },
    });
    app = buildApp(config, { database: database(), ...options.deps });
    await app.ready();
    if (options.autoDeliver !== false) {
      const deliver = deliverTo(getApp);
      peer.setDeliver(async (event) => {
        const res = await deliver(event);
        if (res.statusCode !== 200) {
          throw new Error(`webhook ${event.type} answered ${res.statusCode}: ${res.body}`);
        }
      });
    }
  });
  afterAll(async () => {
    await app?.close();
    await peer?.stop();
  });
  return {
    database,
    app: getApp,
    peer: () => {
      if (!peer) throw new Error('peer used before beforeAll ran');
      return peer;
    },
    config: () => {
      if (!config) throw new Error('config used before beforeAll ran');
      return config;
    },
  };
}

import type Stripe from 'stripe';
import { PAYMENT_MESSAGES, type BillingPlan } from '../../../contracts/payments.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import { WORKSPACE_MESSAGES } from '../../../contracts/workspaces.js';
import * as repo from './repository.js';

/** Stripe's Price is read at most this often (the amount shown everywhere comes from it). */
const PRICE_CACHE_MS = 5 * 60 * 1000;

export function paymentsOff(): AppError {
  return new AppError(503, 'PAYMENTS_OFF', PAYMENT_MESSAGES.paymentsOff);
}

/** Who pays: the signed-in owner of the workspace the request acts in (route guard). */
export interface BillingOwner {
  userId: number;
  workspaceId: number;
}
type Payer = repo.BillingUser;

/**
 * Checkout's reference to the workspace (`workspace-<id>`); a bare number is an account id
 * (a session opened before migration 0040: its account's personal workspace).
 */
export function workspaceReference(workspaceId: number): string {
  return `workspace-${workspaceId}`;
}

/**
 * Premium, per workspace (issue 39 item 4): the plan's price (from Stripe's Price object, never
 * a constant), Checkout Sessions in subscription mode for the request's workspace, and its
 * customer portal. Which workspace and which customer always come from the session and the
 * member guard, never from the request body.
 */
export class BillingService {
  private priceCache: { at: number; value: BillingPlan['premium'] } | null = null;

  constructor(
    private readonly deps: {
      db: Database;
      stripe: Stripe | null;
      config: Pick<Config, 'stripe' | 'publicUrl'>;
      now?: () => Date;
    },
  ) {}

  private nowMs(): number {
    return (this.deps.now?.() ?? new Date()).getTime();
  }

  async plan(): Promise<BillingPlan> {
    const { stripe, config } = this.deps;
    const enabled = stripe !== null;
    return {
      paymentsEnabled: enabled,
      publishableKey: enabled ? config.stripe.publishableKey : null,
      pricingTableId: enabled ? config.stripe.pricingTableId : null,
      premium: enabled ? await this.premiumPrice() : null,
    };
  }

  private async premiumPrice(): Promise<BillingPlan['premium']> {
    const { stripe, config } = this.deps;
    if (!stripe || !config.stripe.priceId) return null;
    const cached = this.priceCache;
    if (cached && this.nowMs() - cached.at < PRICE_CACHE_MS) return cached.value;
    const price = await stripe.prices.retrieve(config.stripe.priceId);
    const value =
      price.unit_amount === null || !price.recurring
        ? null
        : {
            amount: price.unit_amount,
            currency: price.currency,
            interval: price.recurring.interval,
            intervalCount: price.recurring.interval_count,
          };
    this.priceCache = { at: this.nowMs(), value };
    return value;
  }

  /**
   * The workspace's Stripe customer, created once (idempotency key per workspace; the paying
   * owner's address, the workspace's id in the metadata) and then reused.
   */
  private async customerFor(workspace: repo.BillingWorkspace, payer: Payer): Promise<string> {
    if (workspace.stripeCustomerId) return workspace.stripeCustomerId;
    const stripe = this.requireStripe();
    const customer = await stripe.customers.create(
      {
        email: payer.email ?? payer.username,
        name: workspace.name,
        metadata: { workspaceId: String(workspace.id), ownerUserId: String(payer.id) },
      },
      { idempotencyKey: `qrs-workspace-customer-${workspace.clientId}-${workspace.id}` },
    );
    await repo.linkCustomer(this.deps.db, workspace.id, customer.id);
    const again = await repo.findWorkspaceBilling(this.deps.db, workspace.id);
    return again?.stripeCustomerId ?? customer.id;
  }

  /**
   * POST /api/billing/checkout → { url } of a Checkout Session for Premium for the request's
   * workspace (its owners only: the route's guard). 409 when the workspace has Premium already.
   */
  async checkout(owner: BillingOwner): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const { priceId } = this.deps.config.stripe;
    if (!priceId) throw new AppError(503, 'PRICE_NOT_SET', PAYMENT_MESSAGES.priceMissing);
    const { workspace, payer } = await this.billingOf(owner);
    if (workspace.subscriptionStatus !== 'free') {
      throw new AppError(409, 'ALREADY_SUBSCRIBED', PAYMENT_MESSAGES.alreadySubscribed);
    }
    const customer = await this.customerFor(workspace, payer);
    const base = this.deps.config.publicUrl;
    const back = `workspace=${workspace.id}`;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: workspaceReference(workspace.id),
      line_items: [{ price: priceId, quantity: 1 }],
      subscription_data: { metadata: { workspaceId: String(workspace.id) } },
      success_url: `${base}/subscribe?checkout=success&${back}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/subscribe?checkout=canceled&${back}`,
    });
    if (!session.url) throw new AppError(502, 'STRIPE_NO_URL', 'Stripe did not return a page');
    return { url: session.url };
  }

  /**
   * POST /api/billing/pricing-table-session → { clientSecret } of a Customer Session for Stripe's
   * pricing table (only when STRIPE_PRICING_TABLE_ID is set). The table then subscribes the
   * request's workspace's own customer (created once, as for Checkout), so the webhook finds the
   * workspace by the customer and trusts nothing the browser could change; the secret lasts 30
   * minutes and opens nothing but the pricing table.
   */
  async pricingTableSession(owner: BillingOwner): Promise<{ clientSecret: string }> {
    const stripe = this.requireStripe();
    if (!this.deps.config.stripe.pricingTableId) {
      throw new AppError(409, 'NO_PRICING_TABLE', 'No Stripe pricing table is configured');
    }
    const { workspace, payer } = await this.billingOf(owner);
    if (workspace.subscriptionStatus !== 'free') {
      throw new AppError(409, 'ALREADY_SUBSCRIBED', PAYMENT_MESSAGES.alreadySubscribed);
    }
    const session = await stripe.customerSessions.create({
      customer: await this.customerFor(workspace, payer),
      components: { pricing_table: { enabled: true } },
    });
    return { clientSecret: session.client_secret };
  }

  /** POST /api/billing/portal → { url } of the workspace's customer portal (card, invoices, cancel). */
  async portal(owner: BillingOwner): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const { workspace } = await this.billingOf(owner);
    if (!workspace.stripeCustomerId) {
      throw new AppError(409, 'NO_SUBSCRIPTION', PAYMENT_MESSAGES.noCustomer);
    }
    const session = await stripe.billingPortal.sessions.create({
      customer: workspace.stripeCustomerId,
      return_url: `${this.deps.config.publicUrl}/subscribe?portal=return&workspace=${workspace.id}`,
    });
    return { url: session.url };
  }

  private async billingOf(
    owner: BillingOwner,
  ): Promise<{ workspace: repo.BillingWorkspace; payer: Payer }> {
    const payer = await repo.findUser(this.deps.db, owner.userId);
    if (!payer) throw unauthorized();
    const workspace = await repo.findWorkspaceBilling(this.deps.db, owner.workspaceId);
    if (!workspace || workspace.deleted) throw notFound(WORKSPACE_MESSAGES.notFound);
    return { workspace, payer };
  }

  private requireStripe(): Stripe {
    if (!this.deps.stripe) throw paymentsOff();
    return this.deps.stripe;
  }
}

import type Stripe from 'stripe';
import { PAYMENT_MESSAGES, type BillingPlan } from '../../../contracts/payments.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import * as repo from './repository.js';

/** Stripe's Price is read at most this often (the amount shown everywhere comes from it). */
const PRICE_CACHE_MS = 5 * 60 * 1000;

export function paymentsOff(): AppError {
  return new AppError(503, 'PAYMENTS_OFF', PAYMENT_MESSAGES.paymentsOff);
}

/**
 * Premium: the plan's price (from Stripe's Price object, never a constant), Checkout Sessions
 * in subscription mode for the signed-in user, and the customer portal. Which user and which
 * customer always come from the session, never from the request body.
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

  /** The user's Stripe customer, created once (idempotency key per user) and then reused. */
  private async customerFor(user: repo.BillingUser): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const stripe = this.requireStripe();
    const customer = await stripe.customers.create(
      { email: user.email ?? user.username, metadata: { userId: String(user.id) } },
      { idempotencyKey: `qrs-customer-${user.clientId}-${user.id}` },
    );
    await repo.linkCustomer(this.deps.db, user.id, customer.id);
    const again = await repo.findUser(this.deps.db, user.id);
    return again?.stripeCustomerId ?? customer.id;
  }

  /** POST /api/billing/checkout → { url } of a Checkout Session for Premium. */
  async checkout(userId: number): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const { priceId } = this.deps.config.stripe;
    if (!priceId) throw new AppError(503, 'PRICE_NOT_SET', PAYMENT_MESSAGES.priceMissing);
    const user = await this.requireUser(userId);
    if (user.subscriptionStatus !== 'free') {
      throw new AppError(409, 'ALREADY_SUBSCRIBED', PAYMENT_MESSAGES.alreadySubscribed);
    }
    const customer = await this.customerFor(user);
    const base = this.deps.config.publicUrl;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: priceId, quantity: 1 }],
      subscription_data: { metadata: { userId: String(user.id) } },
      success_url: `${base}/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/subscribe?checkout=canceled`,
    });
    if (!session.url) throw new AppError(502, 'STRIPE_NO_URL', 'Stripe did not return a page');
    return { url: session.url };
  }

  /**
   * POST /api/billing/pricing-table-session → { clientSecret } of a Customer Session for Stripe's
   * pricing table (only when STRIPE_PRICING_TABLE_ID is set). The table then subscribes this
   * user's own customer (created once, as for Checkout), so the webhook finds the user by the
   * customer and trusts nothing the browser could change; the secret lasts 30 minutes and opens
   * nothing but the pricing table.
   */
  async pricingTableSession(userId: number): Promise<{ clientSecret: string }> {
    const stripe = this.requireStripe();
    if (!this.deps.config.stripe.pricingTableId) {
      throw new AppError(409, 'NO_PRICING_TABLE', 'No Stripe pricing table is configured');
    }
    const user = await this.requireUser(userId);
    if (user.subscriptionStatus !== 'free') {
      throw new AppError(409, 'ALREADY_SUBSCRIBED', PAYMENT_MESSAGES.alreadySubscribed);
    }
    const session = await stripe.customerSessions.create({
      customer: await this.customerFor(user),
      components: { pricing_table: { enabled: true } },
    });
    return { clientSecret: session.client_secret };
  }

  /** POST /api/billing/portal → { url } of the customer portal (card, invoices, cancel). */
  async portal(userId: number): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const user = await this.requireUser(userId);
    if (!user.stripeCustomerId) {
      throw new AppError(409, 'NO_SUBSCRIPTION', PAYMENT_MESSAGES.noCustomer);
    }
    const session = await stripe.billingPortal.sessions.create({
      customer: user.stripeCustomerId,
      return_url: `${this.deps.config.publicUrl}/subscribe?portal=return`,
    });
    return { url: session.url };
  }

  private async requireUser(userId: number): Promise<repo.BillingUser> {
    const user = await repo.findUser(this.deps.db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  private requireStripe(): Stripe {
    if (!this.deps.stripe) throw paymentsOff();
    return this.deps.stripe;
  }
}

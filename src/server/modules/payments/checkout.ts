import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  PAYMENT_MESSAGES,
  type ConnectState,
  type CreatePaymentIntentRequest,
  type PaymentProduct,
  type PaymentStatus,
} from '../../../contracts/payments.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { paymentsOff } from './billing.js';
import { isMissingResource } from './stripe-client.js';
import { connectStatusFor, type ConnectStatus } from './subscription-status.js';
import * as repo from './repository.js';

const productNotFound = () =>
  new AppError(404, 'PRODUCT_NOT_FOUND', PAYMENT_MESSAGES.productNotFound);

/**
 * Buying a payment code's product, and sellers' Stripe Connect accounts. The amount charged is
 * always the stored product's price; the client's amount is only checked against it. A
 * seller's sales go to their own Express account as destination charges (minus
 * PLATFORM_FEE_PERCENT); admins may sell into the platform account itself.
 */
export class CheckoutService {
  constructor(
    private readonly deps: {
      db: Database;
      stripe: Stripe | null;
      config: Pick<Config, 'stripe' | 'publicUrl'>;
    },
  ) {}

  /** GET /api/payment-product/{id}. */
  async product(clientId: number, addressId: string): Promise<PaymentProduct> {
    const row = await repo.findProductByAddressId(this.deps.db, clientId, addressId);
    if (!row) throw productNotFound();
    return {
      id: addressId,
      productName: row.productName,
      productDescription: row.productDescription,
      productPrice: row.productPrice,
      currency: row.currency,
    };
  }

  /** POST /api/create-payment-intent → { clientSecret }. */
  async createIntent(
    clientId: number,
    request: CreatePaymentIntentRequest,
  ): Promise<{ clientSecret: string }> {
    const stripe = this.requireStripe();
    const product = await repo.findProductByAddressId(this.deps.db, clientId, request.productId);
    if (!product) throw productNotFound();
    if (request.amount !== product.productPrice) {
      throw new AppError(400, 'AMOUNT_MISMATCH', PAYMENT_MESSAGES.amountMismatch, {
        amount: PAYMENT_MESSAGES.amountMismatch,
      });
    }
    const seller = product.userId ? await repo.findUser(this.deps.db, product.userId) : null;
    let destination: string | null = null;
    if (seller?.stripeAccountId && seller.stripeAccountStatus === 'ready') {
      destination = seller.stripeAccountId;
    } else if (seller?.role !== 'admin') {
      throw new AppError(409, 'SELLER_NOT_READY', PAYMENT_MESSAGES.sellerNotReady);
    }
    const fee = destination
      ? Math.round((product.productPrice * this.deps.config.stripe.platformFeePercent) / 100)
      : 0;
    // One checkout (page visit) = one intent: a retry with the same checkoutId gets it back.
    const attempt = request.checkoutId ?? randomUUID();
    // The language too: the same checkout reloaded in another one asks for another intent (Stripe
    // refuses a key reused with other parameters).
    const idempotencyKey = `qrs-pi-${product.publicId}-${product.productPrice}-${destination ?? 'platform'}-${attempt}${request.locale && request.locale !== 'en' ? `-${request.locale}` : ''}`;
    const intent = await stripe.paymentIntents.create(
      {
        amount: product.productPrice,
        currency: product.currency,
        description: product.productName,
        automatic_payment_methods: { enabled: true },
        // The checkout's language, for the buyer's receipt (webhooks.ts).
        metadata: {
          productId: product.publicId,
          productName: product.productName,
          ...(request.locale ? { locale: request.locale } : {}),
        },
        ...(destination
          ? {
              transfer_data: { destination },
              ...(fee > 0 ? { application_fee_amount: fee } : {}),
            }
          : {}),
      },
      { idempotencyKey },
    );
    if (!intent.client_secret) throw new AppError(502, 'STRIPE_NO_SECRET', 'Stripe gave no key');
    await repo.insertPayment(this.deps.db, {
      clientId,
      productId: product.id,
      userId: product.userId,
      stripePaymentIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      destinationAccountId: destination,
      applicationFeeAmount: fee,
    });
    return { clientSecret: intent.client_secret };
  }

  /**
   * GET /api/payment-status: the intent's state as Stripe has it now. Only for intents of our
   * products, and only to a caller holding the intent's client secret.
   */
  async status(intentId: string, clientSecret: string): Promise<PaymentStatus> {
    const stripe = this.requireStripe();
    const payment = await repo.findPaymentByIntent(this.deps.db, intentId);
    if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(intentId);
    } catch (err) {
      if (isMissingResource(err)) throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
      throw err;
    }
    if (intent.client_secret !== clientSecret) {
      throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    }
    const product = payment.productId
      ? await repo.findProductById(this.deps.db, payment.productId)
      : null;
    return {
      status: intent.status,
      productName: product?.productName ?? null,
      amount: intent.amount,
      currency: intent.currency,
    };
  }

  // ---- Connect ---------------------------------------------------------------------------------

  async connectState(userId: number): Promise<ConnectState> {
    const user = await this.requireUser(userId);
    return this.stateOf(user);
  }

  private stateOf(user: repo.BillingUser): ConnectState {
    const status = (user.stripeAccountStatus as ConnectStatus | null) ?? null;
    const enabled = this.deps.stripe !== null;
    return {
      paymentsEnabled: enabled,
      status: user.stripeAccountId ? status : null,
      canSell: enabled && (status === 'ready' || user.role === 'admin'),
      platformFeePercent: this.deps.config.stripe.platformFeePercent,
    };
  }

  /** POST /api/connect/onboard → { url } of Stripe's onboarding for the user's Express account. */
  async onboard(userId: number): Promise<{ url: string }> {
    const stripe = this.requireStripe();
    const user = await this.requireUser(userId);
    let accountId = user.stripeAccountId;
    if (!accountId) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: user.email ?? user.username,
          metadata: { userId: String(user.id) },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        { idempotencyKey: `qrs-connect-${user.clientId}-${user.id}` },
      );
      accountId = account.id;
      await repo.setConnectedAccount(this.deps.db, user.id, accountId, connectStatusFor(account));
    }
    const base = this.deps.config.publicUrl;
    const link = await stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${base}/account-settings?connect=refresh`,
      return_url: `${base}/account-settings?connect=return`,
    });
    return { url: link.url };
  }

  /** POST /api/connect/refresh: reads the account from Stripe now (back from onboarding). */
  async refresh(userId: number): Promise<ConnectState> {
    const stripe = this.requireStripe();
    const user = await this.requireUser(userId);
    if (!user.stripeAccountId) return this.stateOf(user);
    const account = await stripe.accounts.retrieve(user.stripeAccountId);
    await repo.setAccountStatus(this.deps.db, account.id, connectStatusFor(account));
    return this.stateOf(await this.requireUser(userId));
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

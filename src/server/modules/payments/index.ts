// Public face of the payments module: Stripe webhooks, Premium billing, payment products and
// checkout, Stripe Connect for sellers.
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { BillingService } from './billing.js';
import { registerBillingRoutes } from './billing-routes.js';
import { CheckoutService } from './checkout.js';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { createStripeClient } from './stripe-client.js';
import { findUser } from './repository.js';
import { AppError } from '../../lib/errors.js';
import { PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { registerWebhookRoutes } from './webhook-routes.js';
import { WebhookService } from './webhooks.js';

export { disconnectConnectedAccount, findProductByAddressId } from './repository.js';

/** Stripe: webhooks, Premium billing, payment products and checkout, Connect for sellers. */
export const paymentsModule = defineModule('payments', (app, deps: ModuleDeps) => {
  const { db, config, mailer, logger, now, mailBrands: brands } = deps;
  const stripe = createStripeClient(config);
  const webhooks = new WebhookService({
    db,
    stripe,
    // The platform endpoint's secret, and a Connect endpoint's when that is a separate one.
    webhookSecrets: [config.stripe.webhookSecret, config.stripe.connectWebhookSecret].filter(
      (secret): secret is string => Boolean(secret),
    ),
    mailer,
    brands,
    audit: app.audit,
    logger,
  });
  scoped(app, (scope) => {
    registerWebhookRoutes(scope, { service: webhooks });
    registerBillingRoutes(scope, { service: new BillingService({ db, stripe, config, now }) });
    registerCheckoutRoutes(scope, { service: new CheckoutService({ db, stripe, config }) });
  });
});

/**
 * The generator's check before a new payment product: none while payments are off (409: a
 * code whose checkout cannot take money must not be printed); with payments on, only a user
 * whose Stripe Connect account is ready (or an admin, selling into the platform) may create one.
 * Existing products are not checked here: their codes keep working (principle 2).
 */
export function createSellerGate(db: Database, config: Config) {
  return async (userId: number): Promise<void> => {
    if (!config.stripe.secretKey) {
      throw new AppError(409, 'PAYMENTS_OFF', PAYMENT_MESSAGES.paymentCodesOff, {
        productName: PAYMENT_MESSAGES.paymentCodesOff,
      });
    }
    const user = await findUser(db, userId);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Not signed in');
    if (user.role === 'admin' || user.stripeAccountStatus === 'ready') return;
    throw new AppError(403, 'CONNECT_REQUIRED', PAYMENT_MESSAGES.connectRequired, {
      productName: PAYMENT_MESSAGES.connectRequired,
    });
  };
}

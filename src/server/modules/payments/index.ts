// Public face of the payments module: Stripe webhooks, Premium billing, payment products and
// checkout, Stripe Connect for sellers.
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import type { Mailer } from '../../lib/mail.js';
import { BillingService } from './billing.js';
import { registerBillingRoutes } from './billing-routes.js';
import { CheckoutService } from './checkout.js';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { createStripeClient } from './stripe-client.js';
import { registerWebhookRoutes } from './webhook-routes.js';
import { WebhookService } from './webhooks.js';

export function registerPaymentsModule(
  app: App,
  deps: { db: Database; config: Config; mailer: Mailer; logger: Logger; now?: () => Date },
): void {
  const { db, config, mailer, logger, now } = deps;
  const stripe = createStripeClient(config);
  registerWebhookRoutes(app, {
    service: new WebhookService({
      db,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      mailer,
      brandName: config.brandName,
      logger,
    }),
  });
  registerBillingRoutes(app, { service: new BillingService({ db, stripe, config, now }) });
  registerCheckoutRoutes(app, { service: new CheckoutService({ db, stripe, config }) });
}

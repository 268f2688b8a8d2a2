import Stripe from 'stripe';
import type { Config } from '../../config.js';

export type StripeApi = Stripe;

/**
 * The Stripe SDK client for this server, or null when STRIPE_SECRET_KEY is unset (payments
 * off). STRIPE_API_BASE (tests: the local peer) becomes the SDK's host, port and protocol.
 */
export function createStripeClient(config: Pick<Config, 'stripe'>): Stripe | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (apiBase) {
    const base = new URL(apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.host = base.hostname;
    options.protocol = protocol;
    options.port = base.port ? Number(base.port) : protocol === 'http' ? 80 : 443;
  }
  return new Stripe(secretKey, options);
}

/** True when Stripe answered that the object does not exist (e.g. a deleted subscription). */
export function isMissingResource(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeError &&
    (err.code === 'resource_missing' || err.statusCode === 404)
  );
}

import { requireUser, signedInUser } from '../../lib/guards.js';
import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import type { BillingService } from './billing.js';

/** Checkout and portal take nothing from the client: user and customer come from the session. */
const noBody = z.object({}).strict().nullish();

/**
 * GET /api/billing/plan (public: payments on?, the Premium price from Stripe, the pricing
 * table), POST /api/billing/checkout and POST /api/billing/portal (signed in → { url }), POST
 * /api/billing/pricing-table-session (signed in → { clientSecret } for Stripe's pricing table).
 */
export function registerBillingRoutes(app: App, deps: { service: BillingService }): void {
  const { service } = deps;
  app.get('/api/billing/plan', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.plan();
  });
  app.post(
    '/api/billing/checkout',
    { onRequest: requireUser, schema: { body: noBody } },
    async (request) => {
      const user = signedInUser(request);
      return service.checkout(user.id);
    },
  );
  app.post(
    '/api/billing/pricing-table-session',
    { onRequest: requireUser, schema: { body: noBody } },
    async (request) => {
      const user = signedInUser(request);
      return service.pricingTableSession(user.id);
    },
  );
  app.post(
    '/api/billing/portal',
    { onRequest: requireUser, schema: { body: noBody } },
    async (request) => {
      const user = signedInUser(request);
      return service.portal(user.id);
    },
  );
}

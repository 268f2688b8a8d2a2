import { requireUser, signedInUser } from '../../lib/guards.js';
import {
  billingPlanSchema,
  clientSecretAnswerSchema,
  stripeUrlAnswerSchema,
} from '../../../contracts/payments.js';
import type { App } from '../../lib/app-types.js';
import { errorAnswers, noBody } from '../../lib/route-schemas.js';
import type { BillingService } from './billing.js';

// Checkout and portal take nothing from the client: user and customer come from the session.
// 502: Stripe gave no page; 503: payments are off (or no Premium price is set, for checkout).

/**
 * GET /api/billing/plan (public: payments on?, the Premium price from Stripe, the pricing
 * table), POST /api/billing/checkout and POST /api/billing/portal (signed in → { url }), POST
 * /api/billing/pricing-table-session (signed in → { clientSecret } for Stripe's pricing table).
 */
export function registerBillingRoutes(app: App, deps: { service: BillingService }): void {
  const { service } = deps;
  app.get(
    '/api/billing/plan',
    { schema: { response: { 200: billingPlanSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.plan();
    },
  );
  app.post(
    '/api/billing/checkout',
    {
      onRequest: requireUser,
      schema: {
        body: noBody,
        response: { 200: stripeUrlAnswerSchema, ...errorAnswers(400, 401, 409, 502, 503) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.checkout(user.id);
    },
  );
  app.post(
    '/api/billing/pricing-table-session',
    {
      onRequest: requireUser,
      schema: {
        body: noBody,
        response: { 200: clientSecretAnswerSchema, ...errorAnswers(400, 401, 409, 503) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.pricingTableSession(user.id);
    },
  );
  app.post(
    '/api/billing/portal',
    {
      onRequest: requireUser,
      schema: {
        body: noBody,
        response: { 200: stripeUrlAnswerSchema, ...errorAnswers(400, 401, 409, 503) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.portal(user.id);
    },
  );
}

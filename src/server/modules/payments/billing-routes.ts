import { ownerOf, requireMember } from '../../lib/guards.js';
import {
  billingPlanSchema,
  clientSecretAnswerSchema,
  stripeUrlAnswerSchema,
} from '../../../contracts/payments.js';
import type { App } from '../../lib/app-types.js';
import { errorAnswers, noBody } from '../../lib/route-schemas.js';
import type { BillingService } from './billing.js';

// Checkout and portal take nothing from the client: the workspace and its customer come from
// the session and the member guard (X-Workspace-Id; owners only: owner = billing, issue 39).
// 502: Stripe gave no page; 503: payments are off (or no Premium price is set, for checkout).
const billingGuard = requireMember('billing', 'owner');

/**
 * GET /api/billing/plan (public: payments on?, the Premium price from Stripe, the pricing
 * table), POST /api/billing/checkout and POST /api/billing/portal (an owner of the request's
 * workspace → { url }), POST /api/billing/pricing-table-session (the same → { clientSecret } for
 * Stripe's pricing table). Premium is the workspace's.
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
      onRequest: billingGuard,
      schema: {
        body: noBody,
        response: {
          200: stripeUrlAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request) => service.checkout(ownerOf(request)),
  );
  app.post(
    '/api/billing/pricing-table-session',
    {
      onRequest: billingGuard,
      schema: {
        body: noBody,
        response: { 200: clientSecretAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => service.pricingTableSession(ownerOf(request)),
  );
  app.post(
    '/api/billing/portal',
    {
      onRequest: billingGuard,
      schema: {
        body: noBody,
        response: { 200: stripeUrlAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => service.portal(ownerOf(request)),
  );
}

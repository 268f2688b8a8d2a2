import { requireUser, signedInUser } from '../../lib/guards.js';
import { z } from 'zod';
import {
  createPaymentIntentSchema,
  PAYMENT_MESSAGES,
  productAddressId,
} from '../../../contracts/payments.js';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import type { CheckoutService } from './checkout.js';

/** Intents per minute per IP: a brake on scripted intent creation. */
const INTENTS_PER_MINUTE = 30;

const productParams = z.object({ id: z.string() });
const statusQuery = z.object({
  payment_intent: z.string().regex(/^pi_[\w]{1,100}$/, 'payment_intent is not valid'),
  payment_intent_client_secret: z.string().min(1).max(300),
});
const noBody = z.object({}).strict().nullish();

/**
 * Public: GET /api/payment-product/{id}, POST /api/create-payment-intent, GET
 * /api/payment-status. Signed in: GET /api/connect/status, POST /api/connect/onboard,
 * POST /api/connect/refresh.
 */
export function registerCheckoutRoutes(app: App, deps: { service: CheckoutService }): void {
  const { service } = deps;

  app.get('/api/payment-product/:id', { schema: { params: productParams } }, async (request) => {
    const id = productAddressId.safeParse(request.params.id);
    if (!id.success) {
      throw new AppError(404, 'PRODUCT_NOT_FOUND', PAYMENT_MESSAGES.productNotFound);
    }
    return service.product(DEFAULT_CLIENT_ID, id.data);
  });

  app.get(
    '/api/payment-status',
    { schema: { querystring: statusQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.status(
        request.query.payment_intent,
        request.query.payment_intent_client_secret,
      );
    },
  );

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);
    scope.post(
      '/api/create-payment-intent',
      {
        schema: { body: createPaymentIntentSchema },
        config: { rateLimit: perMinute(INTENTS_PER_MINUTE) },
      },
      async (request) => service.createIntent(DEFAULT_CLIENT_ID, request.body),
    );
  });

  app.get('/api/connect/status', { onRequest: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return service.connectState(user.id);
  });
  app.post(
    '/api/connect/onboard',
    { onRequest: requireUser, schema: { body: noBody } },
    async (request) => {
      const user = signedInUser(request);
      return service.onboard(user.id);
    },
  );
  app.post(
    '/api/connect/refresh',
    { onRequest: requireUser, schema: { body: noBody } },
    async (request) => {
      const user = signedInUser(request);
      return service.refresh(user.id);
    },
  );
}

import { requireUser, signedInUser } from '../../lib/guards.js';
import { z } from 'zod';
import {
  clientSecretAnswerSchema,
  connectStateSchema,
  createPaymentIntentSchema,
  PAYMENT_MESSAGES,
  paymentProductSchema,
  paymentStatusSchema,
  productAddressId,
  stripeUrlAnswerSchema,
} from '../../../contracts/payments.js';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { errorAnswers, noBody } from '../../lib/route-schemas.js';
import type { CheckoutService } from './checkout.js';

/** Intents per minute per IP: a brake on scripted intent creation. */
const INTENTS_PER_MINUTE = 30;

const productParams = z.object({ id: z.string() });
const statusQuery = z.object({
  payment_intent: z.string().regex(/^pi_[\w]{1,100}$/, 'payment_intent is not valid'),
  payment_intent_client_secret: z.string().min(1).max(300),
});

/**
 * Public: GET /api/payment-product/{id}, POST /api/create-payment-intent, GET
 * /api/payment-status. Signed in: GET /api/connect/status, POST /api/connect/onboard,
 * POST /api/connect/refresh.
 */
export function registerCheckoutRoutes(app: App, deps: { service: CheckoutService }): void {
  const { service } = deps;

  app.get(
    '/api/payment-product/:id',
    {
      schema: {
        params: productParams,
        response: { 200: paymentProductSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const id = productAddressId.safeParse(request.params.id);
      if (!id.success) {
        throw new AppError(404, 'PRODUCT_NOT_FOUND', PAYMENT_MESSAGES.productNotFound);
      }
      return service.product(DEFAULT_CLIENT_ID, id.data);
    },
  );

  app.get(
    '/api/payment-status',
    {
      schema: {
        querystring: statusQuery,
        response: { 200: paymentStatusSchema, ...errorAnswers(400, 404, 503) },
      },
    },
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
        schema: {
          body: createPaymentIntentSchema,
          response: {
            200: clientSecretAnswerSchema,
            ...errorAnswers(400, 404, 409, 429, 502, 503),
          },
        },
        config: { rateLimit: perMinute(INTENTS_PER_MINUTE) },
      },
      async (request) => service.createIntent(DEFAULT_CLIENT_ID, request.body),
    );
  });

  app.get(
    '/api/connect/status',
    {
      onRequest: requireUser,
      schema: { response: { 200: connectStateSchema, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return service.connectState(user.id);
    },
  );
  app.post(
    '/api/connect/onboard',
    {
      onRequest: requireUser,
      schema: {
        body: noBody,
        response: { 200: stripeUrlAnswerSchema, ...errorAnswers(400, 401, 503) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.onboard(user.id);
    },
  );
  app.post(
    '/api/connect/refresh',
    {
      onRequest: requireUser,
      schema: {
        body: noBody,
        response: { 200: connectStateSchema, ...errorAnswers(400, 401, 503) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.refresh(user.id);
    },
  );
}

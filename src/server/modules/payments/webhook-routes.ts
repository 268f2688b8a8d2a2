import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import type { WebhookService } from './webhooks.js';

/** Stripe's events are small; anything larger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The request: a Stripe event as Stripe sent it, whose bytes the signature covers. */
const eventBody = z.string().meta({
  contentMediaType: 'application/json',
  description:
    'A Stripe event, read as raw bytes (at most 512 KB) and verified against the Stripe-Signature header before it is parsed.',
});

const outcome = z.object({
  received: z.literal(true),
  duplicate: z.boolean().meta({ description: 'True when this event was applied before.' }),
});

/**
 * POST /api/stripe/webhook: the body is kept as raw bytes (the signature covers them exactly),
 * so this route lives in its own scope with its own JSON parser. 200 { received, duplicate };
 * 400 for a missing or wrong signature; 503 when payments are off. Failures while applying
 * answer 500, so Stripe retries later (the event is not recorded then).
 */
export function registerWebhookRoutes(app: App, deps: { service: WebhookService }): void {
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/stripe/webhook',
      {
        schema: {
          body: eventBody,
          response: { 200: outcome, ...errorAnswers(400, 413, 415, 500, 503) },
        },
        // The body stays the raw Buffer the signature is checked on: eventBody documents it,
        // nothing validates or converts it before the service verifies it.
        validatorCompiler: () => (value) => ({ value }),
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        return deps.service.handle(raw, typeof header === 'string' ? header : undefined);
      },
    );
  });
}

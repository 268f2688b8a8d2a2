import type { App } from '../../lib/app-types.js';
import type { WebhookService } from './webhooks.js';

/** Stripe's events are small; anything larger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

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
    scope.post('/api/stripe/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      return deps.service.handle(raw, typeof header === 'string' ? header : undefined);
    });
  });
}

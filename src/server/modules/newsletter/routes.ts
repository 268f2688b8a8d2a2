import { requireUser, signedInUser } from '../../lib/guards.js';
import { mailPreferencesSchema, NEWSLETTER_MESSAGES } from '../../../contracts/newsletter.js';
import { mailAnswer } from '../../../contracts/mail-delivery.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { clientMeta } from '../auth/index.js';
import type { NewsletterSubscriptions } from './subscriptions.js';

/** A brake per IP per minute (in memory); the hourly signup limits are in the database. */
const BURST_PER_MINUTE = 20;

function tokenOf(request: { query: unknown; body: unknown }): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token === 'string') return query.token;
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body === 'object' && body !== null ? body.token : undefined;
}

/**
 * POST /api/newsletter-signup { email } → 200 { message } (the same for every address);
 * POST /api/newsletter/confirm { token } → 200 { address };
 * POST /api/unsubscribe?token= (RFC 8058 one-click: body List-Unsubscribe=One-Click, form
 * encoded; or JSON { token }) → 200 { address, list, subscribed: false };
 * GET /api/unsubscribe?token= → 303 to the /unsubscribe page (for clients that GET it);
 * GET /api/unsubscribe/info?token=; POST /api/unsubscribe/undo { token };
 * GET and PUT /api/account/mail-preferences (signed in).
 */
export function registerNewsletterRoutes(
  app: App,
  /** mailDeliverable: SMTP_URL is set (otherwise the signup answer says no link was mailed). */
  deps: { subscriptions: NewsletterSubscriptions; mailDeliverable: boolean },
): void {
  const { subscriptions } = deps;
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);
    // One-click unsubscribe POSTs are form encoded (RFC 8058 §3.1); the token is in the URL, so
    // the body is read only to be accepted.
    plugin.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const brake = { config: { rateLimit: perMinute(BURST_PER_MINUTE) } };

    scope.post('/api/newsletter-signup', brake, async (request) => {
      const meta = clientMeta(request);
      await subscriptions.signup(request.body, { ip: meta.ip, clientId: meta.clientId });
      return { message: mailAnswer(deps.mailDeliverable, NEWSLETTER_MESSAGES.checkInbox) };
    });
    scope.post('/api/newsletter/confirm', brake, async (request) =>
      subscriptions.confirm(request.body),
    );
    scope.get('/api/unsubscribe', async (request, reply) => {
      const token = tokenOf(request);
      const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
      return reply.redirect(`/unsubscribe${query}`, 303);
    });
    scope.post('/api/unsubscribe', brake, async (request) =>
      subscriptions.setMembership(tokenOf(request), false),
    );
    scope.get('/api/unsubscribe/info', brake, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return subscriptions.info(tokenOf(request));
    });
    scope.post('/api/unsubscribe/undo', brake, async (request) =>
      subscriptions.setMembership(tokenOf(request), true),
    );

    scope.get(
      '/api/account/mail-preferences',
      { onRequest: requireUser },
      async (request, reply) => {
        const user = signedInUser(request);
        reply.header('cache-control', 'no-store');
        return subscriptions.preferences(user);
      },
    );
    scope.put('/api/account/mail-preferences', { onRequest: requireUser }, async (request) => {
      const user = signedInUser(request);
      const parsed = mailPreferencesSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Choose on or off for each kind of mail.');
      }
      return subscriptions.updatePreferences(user, parsed.data);
    });
  });
}

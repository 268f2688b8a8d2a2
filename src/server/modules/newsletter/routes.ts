import { requireUser, signedInUser } from '../../lib/guards.js';
import { negotiateLocale } from '../../../contracts/i18n/locales.js';
import { z } from 'zod';
import {
  mailPreferencesAnswerSchema,
  mailPreferencesSchema,
  NEWSLETTER_MESSAGES,
  newsletterSignupSchema,
  unsubscribeInfoSchema,
} from '../../../contracts/newsletter.js';
import { mailAnswer } from '../../../contracts/mail-delivery.js';
import type { App } from '../../lib/app-types.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { emptyAnswer, errorAnswers, messageAnswer } from '../../lib/route-schemas.js';
import { clientMeta } from '../auth/index.js';
import type { NewsletterSubscriptions } from './subscriptions.js';

/** A brake per IP per minute (in memory); the hourly signup limits are in the database. */
const BURST_PER_MINUTE = 20;

/** A body that is not a JSON object is read as an empty one (its fields are then missing). */
const asObject = (body: unknown) => (typeof body === 'object' && body !== null ? body : {});

/**
 * A body carrying a link's token: JSON { token }, or the one-click form body (RFC 8058:
 * List-Unsubscribe=One-Click) when the token is in the query. The token is checked by the
 * service, so a missing or malformed one gets the link's own message, not a field message.
 */
const tokenBody = z.preprocess(
  asObject,
  z.looseObject({
    token: z.unknown().optional().meta({ description: 'The token of the mailed link (a string).' }),
  }),
);

const CHOOSE = 'Choose on or off for each kind of mail.';
const onOff = z.boolean({ error: CHOOSE });
/** PUT /api/account/mail-preferences: every choice, on or off (one message for any mistake). */
const preferencesBody = z.preprocess(
  (body) => body ?? {},
  z.object(
    {
      newsletter: onOff,
      scanSummary: onOff,
      pauseReminders: onOff,
      announcements: onOff,
      brokenLinkAlerts: onOff,
    } satisfies Record<keyof z.infer<typeof mailPreferencesSchema>, z.ZodBoolean>,
    { error: CHOOSE },
  ),
);

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

    scope.post(
      '/api/newsletter-signup',
      {
        ...brake,
        schema: {
          body: z.preprocess(asObject, newsletterSignupSchema),
          response: { 200: messageAnswer, ...errorAnswers(400, 403, 429) },
        },
      },
      async (request) => {
        const meta = clientMeta(request);
        await subscriptions.signup(request.body, {
          ip: meta.ip,
          clientId: meta.clientId,
          // The confirmation mail speaks the language of the browser that asked.
          locale: negotiateLocale(request.headers['accept-language']),
        });
        return { message: mailAnswer(deps.mailDeliverable, NEWSLETTER_MESSAGES.checkInbox) };
      },
    );
    scope.post(
      '/api/newsletter/confirm',
      {
        ...brake,
        schema: {
          body: tokenBody,
          response: { 200: z.object({ address: z.string() }), ...errorAnswers(400, 403, 429) },
        },
      },
      async (request) => subscriptions.confirm(request.body),
    );
    scope.get(
      '/api/unsubscribe',
      { schema: { response: { 303: emptyAnswer } } },
      async (request, reply) => {
        const token = tokenOf(request);
        const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
        return reply.redirect(`/unsubscribe${query}`, 303);
      },
    );
    scope.post(
      '/api/unsubscribe',
      {
        ...brake,
        schema: {
          body: tokenBody,
          response: { 200: unsubscribeInfoSchema, ...errorAnswers(400, 403, 429) },
        },
      },
      async (request) => subscriptions.setMembership(tokenOf(request), false),
    );
    scope.get(
      '/api/unsubscribe/info',
      {
        ...brake,
        schema: { response: { 200: unsubscribeInfoSchema, ...errorAnswers(400, 429) } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return subscriptions.info(tokenOf(request));
      },
    );
    scope.post(
      '/api/unsubscribe/undo',
      {
        ...brake,
        schema: {
          body: tokenBody,
          response: { 200: unsubscribeInfoSchema, ...errorAnswers(400, 403, 429) },
        },
      },
      async (request) => subscriptions.setMembership(tokenOf(request), true),
    );

    scope.get(
      '/api/account/mail-preferences',
      {
        onRequest: requireUser,
        schema: { response: { 200: mailPreferencesAnswerSchema, ...errorAnswers(401) } },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        reply.header('cache-control', 'no-store');
        return subscriptions.preferences(user);
      },
    );
    scope.put(
      '/api/account/mail-preferences',
      {
        onRequest: requireUser,
        schema: {
          body: preferencesBody,
          response: { 200: mailPreferencesAnswerSchema, ...errorAnswers(400, 401, 403, 429) },
        },
      },
      async (request) => subscriptions.updatePreferences(signedInUser(request), request.body),
    );
  });
}

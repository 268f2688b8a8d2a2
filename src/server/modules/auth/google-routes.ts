import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { renderMessagePage } from '../../lib/html-page.js';
import { readPendingCookie } from '../../lib/oidc-flow.js';
import { emptyAnswer, fileAnswer } from '../../lib/route-schemas.js';
import { describeHandOver } from './address-proof.js';
import type { GoogleOidc, PendingAuthorization } from './google-oidc.js';
import { clientMeta } from './routes.js';
import {
  AUTH_PROVIDERS_PATH,
  authProvidersSchema,
  type AuthProviders,
  type HandOver,
} from '../../../contracts/auth.js';
import type { AuthService, SignedIn } from './service.js';
import { cookieOptions, readSessionToken, setSessionCookie } from './session-cookie.js';

/** The PKCE verifier, state and nonce live this long between /auth/google and the callback. */
const PENDING_TTL_MS = 10 * 60_000;

/**
 * What the browser asked for: a sign-in (the default) or restoring the deleted account linked
 * to the Google account (a Google-only account has no password to type on /restore-account).
 */
type GoogleIntent = 'sign-in' | 'restore';

/** The pending cookie: the OIDC values plus the intent and where to land afterwards. */
interface PendingGoogle extends PendingAuthorization {
  intent: GoogleIntent;
  next: string;
}

/** `next` may only be a plain path on this site ("/account-settings"), never another origin. */
function safeNext(raw: unknown): string {
  return typeof raw === 'string' && /^\/[a-z0-9-]{0,40}$/.test(raw) ? raw : '/';
}

function pendingCookieName(config: Pick<Config, 'secure'>) {
  return config.secure ? '__Host-qrs_oidc' : 'qrs_oidc';
}

/** The answer of a sign-in that did not go through (or a hand-over's notice): a page saying why. */
const htmlPage = fileAnswer('text/html', 'A page saying what happened, with a link on.');

/**
 * GET /auth/google[?intent=restore][&next=/path] (browser navigation) and GET
 * /auth/google/callback. A sign-in lands on `next` (a plain local path, default /); a restore
 * brings back the deleted account linked to the Google id and lands on /account-settings.
 * `oidc` is null when GOOGLE_CLIENT_ID is not configured; both routes then answer an
 * explanatory page, and GET /api/auth-providers says { google: false } so no screen offers it.
 */
export function registerGoogleRoutes(
  app: App,
  deps: { config: Config; service: AuthService; oidc: GoogleOidc | null },
) {
  const { config, service, oidc } = deps;

  const page = (
    reply: FastifyReply,
    status: number,
    heading: string,
    message: string,
    link = { href: '/login', text: 'Back to log in' },
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderMessagePage({
          brandName: config.brandName,
          heading,
          message,
          link,
        }),
      );

  const notConfigured = (reply: FastifyReply) =>
    page(
      reply,
      501,
      'Google sign-in is not available',
      'Google sign-in is not configured on this server. Log in with your e-mail and password instead.',
    );

  // Which sign-in buttons the screens show: none for a provider this server cannot use.
  app.get(
    AUTH_PROVIDERS_PATH,
    { schema: { response: { 200: authProvidersSchema } } },
    async (_request, reply): Promise<AuthProviders> => {
      reply.header('cache-control', 'no-cache');
      return { google: oidc !== null };
    },
  );

  app.get(
    '/auth/google',
    {
      schema: {
        response: {
          302: emptyAnswer.meta({ description: 'To Google’s authorization page.' }),
          501: htmlPage,
          502: htmlPage,
        },
      },
    },
    async (request, reply) => {
      if (!oidc) return notConfigured(reply);
      let started;
      try {
        started = await oidc.start();
      } catch (err) {
        request.log.error({ err }, 'Google OIDC discovery failed');
        return page(
          reply,
          502,
          'Google sign-in is unavailable',
          'We could not reach Google right now. Please try again in a moment.',
        );
      }
      const query = request.query as Record<string, unknown>;
      const pending: PendingGoogle = {
        ...started.pending,
        intent: query.intent === 'restore' ? 'restore' : 'sign-in',
        next: safeNext(query.next),
      };
      reply.setCookie(pendingCookieName(config), JSON.stringify(pending), {
        ...cookieOptions(config, PENDING_TTL_MS),
        signed: true,
      });
      return reply.header('cache-control', 'no-store').redirect(started.url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        response: {
          200: htmlPage,
          302: emptyAnswer.meta({ description: 'Signed in: to the page asked for (next).' }),
          400: htmlPage,
          403: htmlPage,
          404: htmlPage,
          409: htmlPage,
          429: htmlPage,
          501: htmlPage,
        },
      },
    },
    async (request, reply) => {
      if (!oidc) return notConfigured(reply);
      const name = pendingCookieName(config);
      const pending = readPending(request.cookies[name], (v) => request.unsignCookie(v));
      reply.clearCookie(name, cookieOptions(config, 0));
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      if (new URLSearchParams(query).has('error')) {
        return page(reply, 400, 'Google sign-in was cancelled', 'No account was changed.');
      }
      if (!pending) {
        return page(
          reply,
          400,
          'Google sign-in expired',
          'This sign-in attempt expired or was started in another browser. Please try again.',
        );
      }
      let identity;
      try {
        identity = await oidc.finish(query, pending);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in callback rejected');
        return page(
          reply,
          400,
          'Google sign-in failed',
          'Google sign-in could not be completed. Please try again.',
        );
      }
      const restoring = pending.intent === 'restore';
      try {
        // The account the browser is signed in to, if any: Google may link to it unproven.
        const caller = await app.sessions.currentUser(request);
        const signedIn: SignedIn & { handOver?: HandOver } = restoring
          ? await service.restoreWithGoogle(identity, clientMeta(request))
          : await service.signInWithGoogle(identity, clientMeta(request), caller?.id ?? null);
        // A new session at every sign-in; a session the browser still holds is ended.
        const previous = readSessionToken(request, config);
        if (previous) await service.logout(previous);
        setSessionCookie(reply, config, signedIn.token);
        if (signedIn.handOver) {
          // The account was someone's unproven registration: say what changed before going on.
          const { message, html } = describeHandOver(signedIn.user.username, signedIn.handOver);
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(
              renderMessagePage({
                brandName: config.brandName,
                heading: 'This account is yours now',
                message,
                html,
                link: { href: '/', text: 'Go to your QR codes' },
              }),
            );
        }
        const landing = restoring ? '/account-settings?restored=1' : pending.next;
        return reply.header('cache-control', 'no-store').redirect(landing, 302);
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          if (err.code === 'ACCOUNT_RESTORABLE_GOOGLE') {
            return page(reply, err.status, 'This account was deleted', err.message, {
              href: '/restore-account',
              text: 'Restore your account',
            });
          }
          const heading = restoring ? 'The account was not restored' : 'Google sign-in failed';
          return page(reply, err.status, heading, err.message);
        }
        throw err;
      }
    },
  );
}

function readPending(
  raw: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): PendingGoogle | null {
  const p = readPendingCookie(raw, unsign);
  if (!p) return null;
  return {
    verifier: p.verifier,
    state: p.state,
    nonce: p.nonce,
    intent: p.intent === 'restore' ? 'restore' : 'sign-in',
    next: safeNext(p.next),
  };
}

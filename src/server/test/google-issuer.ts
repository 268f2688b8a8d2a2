// A real local OpenID Connect issuer (oauth2-mock-server) standing in for Google in API tests,
// and the browser's round trip through it: /auth/google → the issuer → /auth/google/callback.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.js';
import type { Config } from '../config.js';
import { cookieHeader } from './app.js';

/** Starts an issuer for the file; `claims(...)` sets what the next ID tokens say. */
export function useGoogleIssuer() {
  let nextClaims: Record<string, unknown> = {};
  const issuer = new OAuth2Server();
  beforeAll(async () => {
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, nextClaims);
    });
  });
  afterAll(async () => {
    await issuer.stop();
  });
  return {
    issuer,
    /**
     * testConfig's `google` block for this issuer. The issuer starts (on a free port) before the
     * app is built, which reads `issuer` then.
     */
    google: {
      clientId: 'qrs-test-client',
      clientSecret: 'qrs-test-secret',
      get issuer() {
        return issuer.issuer.url!;
      },
    } satisfies NonNullable<Config['google']>,
    claims: (claims: Record<string, unknown>) => {
      nextClaims = claims;
    },
  };
}

/**
 * Follows /auth/google (or `start`, e.g. "/auth/google?intent=restore") through the issuer and
 * answers the callback's response. `tamper` may edit the callback URL; `cookie` is sent along
 * with the pending-authorization cookie (a session the browser already holds).
 */
export async function googleRoundTrip(
  app: App,
  options: {
    start?: string;
    tamper?: (url: URL) => void;
    cookie?: string;
    /** More headers of the browser's callback request (its Accept-Language, say). */
    headers?: Record<string, string>;
  } = {},
) {
  const start = await app.inject({ method: 'GET', url: options.start ?? '/auth/google' });
  if (start.statusCode !== 302) throw new Error(`/auth/google answered ${start.statusCode}`);
  const issuerAnswer = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(issuerAnswer.headers.get('location')!);
  options.tamper?.(callback);
  const cookie = [cookieHeader(start), options.cookie].filter(Boolean).join('; ');
  return {
    start,
    done: await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { ...options.headers, cookie },
    }),
  };
}

import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { SESSION_ABSOLUTE_MS } from './service.js';

/**
 * Session cookie: HttpOnly, SameSite=Lax, Path=/; on https also Secure with the __Host- prefix
 * (which forbids a Domain attribute, so no sibling subdomain can set or read it).
 */
export function sessionCookieName(config: Pick<Config, 'secure'>): string {
  return config.secure ? '__Host-qrs_session' : 'qrs_session';
}

export function cookieOptions(config: Pick<Config, 'secure'>, maxAgeMs: number) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  } satisfies CookieSerializeOptions;
}

export function readSessionToken(request: FastifyRequest, config: Pick<Config, 'secure'>) {
  const value = request.cookies[sessionCookieName(config)];
  return value && value.length <= 128 ? value : undefined;
}

/**
 * Beside the session cookie, a readable one that says only "a session was started here" (no
 * token, no identity): the web app's first screen uses it to show the landing page at once to
 * visitors without waiting for GET /api/user (see web features/auth/use-auth.ts). Never used for
 * access, which only the session decides.
 */
export function signedInHintCookieName(config: Pick<Config, 'secure'>): string {
  return config.secure ? '__Host-qrs_signed_in' : 'qrs_signed_in';
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, cookieOptions(config, SESSION_ABSOLUTE_MS));
  reply.setCookie(signedInHintCookieName(config), '1', {
    ...cookieOptions(config, SESSION_ABSOLUTE_MS),
    httpOnly: false,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config, 0));
  reply.clearCookie(signedInHintCookieName(config), {
    ...cookieOptions(config, 0),
    httpOnly: false,
  });
}

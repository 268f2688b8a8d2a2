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

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, cookieOptions(config, SESSION_ABSOLUTE_MS));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config, 0));
}

import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Per-IP request limits for public, costly or write-heavy routes, counted in memory per process
 * (several processes each count their own; the limits are a brake on abuse, not a quota).
 * Register once per encapsulated scope with registerRateLimit(), then give each route
 * `config: { rateLimit: perMinute(n) }`. Over the limit: 429 with Retry-After (seconds) and the
 * one JSON error body.
 */
export async function registerRateLimit(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyRateLimit, {
    global: false,
    // request.ip honours TRUST_PROXY, so behind a proxy the client's address counts.
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many requests. Please wait ${context.after} and try again.`,
      ),
  });
}

/** Route options: at most `max` requests per minute per IP (`max` may depend on the request). */
export function perMinute(
  max: number | ((request: FastifyRequest) => number | Promise<number>),
): RateLimitOptions {
  return {
    max: typeof max === 'number' ? max : async (request: FastifyRequest) => max(request),
    timeWindow: 60_000,
  };
}

import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors.js';
import { waitText } from './shared-limits.js';
import type { RouteLimitCounter } from './route-windows.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where per-route request limits are counted: the database, shared by every process, or on
     * the embedded database (one process) its process's memory (route-windows.ts).
     */
    routeLimits: RouteLimitCounter;
  }
}

/**
 * Per-IP request limits for public, costly or write-heavy routes. Counted in the database
 * through SharedLimits, so every app process on one PostgreSQL counts against the same window
 * (a client cannot multiply its allowance by the number of processes); on the embedded database,
 * which one process opens, in that process's memory (route-windows.ts). The app decorates
 * itself with `routeLimits`; register once per encapsulated scope with registerRateLimit(), then
 * give each route `config: { rateLimit: perMinute(n) }`. Over the limit: 429 with Retry-After
 * (seconds) and the one JSON error body.
 */
export async function registerRateLimit(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyRateLimit, {
    global: false,
    store: sharedStore(scope.routeLimits),
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

/** The counter of one route's per-IP window (the key the store below counts the plugin's hits in). */
export function routeLimitKey(method: string, url: string, ip: string): string {
  return `route:${method} ${url}:${ip}`;
}

/**
 * Counts `units - 1` more hits in the request's own route window, for a request that costs
 * `units` (a render, by its pixels: contracts renderUnits), the plugin having counted one. Past
 * `max` the extra hits are taken back (the request still counts its one) and the route's 429 is
 * thrown, so a refused large render does not spend the window for smaller ones.
 */
export async function chargeRouteUnits(
  limits: RouteLimitCounter,
  request: FastifyRequest,
  max: number,
  units: number,
): Promise<void> {
  const extra = Math.floor(units) - 1;
  if (extra <= 0) return;
  const key = routeLimitKey(request.method, request.routeOptions.url ?? request.url, request.ip);
  const verdict = await limits.hitBy(key, { max, windowMs: 60_000 }, extra);
  if (verdict.allowed) return;
  await limits.release(key, extra);
  throw new AppError(
    429,
    'TOO_MANY_REQUESTS',
    `Too many requests: a ${units}-unit render (PNG pixels / 1024²) does not fit in what is left of ${max} a minute. Please wait ${waitText(verdict.retryAfterSeconds)} and try again.`,
    undefined,
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
}

/**
 * The plugin's store interface over the route counter: one counter per route and key (the plugin
 * makes a child store per route), a fixed window from the first hit, as the plugin's own stores.
 */
function sharedStore(limits: RouteLimitCounter): FastifyRateLimitStoreCtor {
  class SharedRouteStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its options; children get their route's prefix. */
    constructor(prefixOrPluginOptions?: unknown) {
      this.prefix = typeof prefixOrPluginOptions === 'string' ? prefixOrPluginOptions : 'route:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
      max?: number,
    ): void {
      limits
        .hitBy(`${this.prefix}${key}`, { max: max ?? 0, windowMs: timeWindow ?? 60_000 }, 1)
        .then(
          (verdict) =>
            callback(null, { current: verdict.count, ttl: verdict.retryAfterSeconds * 1000 }),
          (err: Error) => callback(err),
        );
    }

    child(routeOptions: RouteOptions & { path: string }): SharedRouteStore {
      // The plugin passes the route's options; routeInfo holds its method and URL pattern.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRouteStore(
        routeLimitKey(route?.method ?? '', route?.url ?? routeOptions.path, ''),
      );
    }
  }
  return SharedRouteStore;
}

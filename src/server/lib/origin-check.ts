import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by another site (CSRF defence in depth beside
 * SameSite=Lax cookies): 403 when Origin is present and is neither PUBLIC_URL's origin nor the
 * request's own origin, or when the browser says Sec-Fetch-Site: cross-site. Requests without
 * these headers (API clients, webhooks) pass.
 */
export function createOriginCheck(config: Pick<Config, 'publicUrl'>) {
  return async function originCheck(request: FastifyRequest): Promise<void> {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossOrigin();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = `${request.protocol}://${request.host}`.toLowerCase();
    const allowed = origin.toLowerCase() === config.publicUrl || origin.toLowerCase() === own;
    if (!allowed) throw crossOrigin();
  };
}

function crossOrigin() {
  return new AppError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed');
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import { clientMeta, type SessionUser } from '../auth/index.js';

/**
 * The signed-in admin of the request's client: 401 when signed out, 403 for anyone else (a
 * user, or an admin of another client).
 */
export async function requireAdmin(
  app: Pick<FastifyInstance, 'sessions'>,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await app.sessions.requireUser(request);
  if (user.role !== 'admin' || user.clientId !== clientMeta(request).clientId) {
    throw forbidden('Only administrators can do this.');
  }
  return user;
}

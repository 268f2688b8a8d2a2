import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { unauthorized } from '../../lib/errors.js';
import { requestClientId } from '../../lib/tenant.js';
import type { AuthService, SessionUser } from './service.js';
import { readSessionToken } from './session-cookie.js';

/** Resolves the signed-in user of a request, once per request. */
export class SessionGuard {
  private readonly cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  constructor(
    private readonly service: AuthService,
    private readonly config: Config,
  ) {}

  /**
   * The signed-in user, or null when signed out (no, unknown or expired session, or a session of
   * another white-label client than the request's host belongs to).
   */
  currentUser(request: FastifyRequest): Promise<SessionUser | null> {
    let pending = this.cache.get(request);
    if (!pending) {
      const token = readSessionToken(request, this.config);
      // A session belongs to one white-label client: on another client's host it is no session.
      const clientId = requestClientId(request);
      pending = token
        ? this.service
            .userForToken(token)
            .then((user) => (user && user.clientId === clientId ? user : null))
        : Promise.resolve(null);
      this.cache.set(request, pending);
    }
    return pending;
  }

  /** The signed-in user; throws AppError 401 UNAUTHORIZED when signed out. */
  async requireUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await this.currentUser(request);
    if (!user) throw unauthorized();
    return user;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Session lookup for every module; decorated on the root instance by buildApp. */
    sessions: SessionGuard;
  }
}

import { errorBodySchema } from '../../../contracts/errors.js';
import { publicUserSchema } from '../../../contracts/auth.js';
import {
  FIRST_ADMIN_MESSAGES,
  setupAdminRequestSchema,
  setupLinkAnswerSchema,
  setupLinkRequestSchema,
} from '../../../contracts/first-admin.js';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { clientMeta, endSession, readSessionToken, setSessionCookie } from '../auth/index.js';
import type { Database } from '../../db/client.js';
import type { FirstAdminService } from './service.js';

/** Requests per minute per IP on the setup routes (a 256-bit token needs no more). */
export const SETUP_PER_MINUTE = 20;

const errors = {
  400: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * POST /api/setup/link { token } → 200 { address } (what the link is for, nothing used);
 * POST /api/setup/admin { token, email, password, confirmPassword } → 200 { message, user } and
 * a session: the follower is the admin. 400 INVALID_SETUP_LINK (unknown, used, expired), 409
 * ADMIN_EXISTS (a first-admin link once an admin exists), 400 with field messages.
 */
export function registerFirstAdminRoutes(
  app: App,
  deps: { config: Config; service: FirstAdminService; db: Database },
): void {
  const { config, service } = deps;
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);

    scope.post(
      '/api/setup/link',
      {
        config: { rateLimit: perMinute(SETUP_PER_MINUTE) },
        schema: {
          body: setupLinkRequestSchema,
          response: { 200: setupLinkAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.describe(request.body.token, clientMeta(request));
      },
    );

    scope.post(
      '/api/setup/admin',
      {
        config: { rateLimit: perMinute(SETUP_PER_MINUTE) },
        schema: {
          body: setupAdminRequestSchema,
          response: { 200: z.object({ message: z.string(), user: publicUserSchema }), ...errors },
        },
      },
      async (request, reply) => {
        const previous = readSessionToken(request, config);
        const { user, token } = await service.setUp(request.body, clientMeta(request));
        // The browser held another session (someone else's account): it ends.
        if (previous) await endSession(deps.db, previous);
        setSessionCookie(reply, config, token);
        return reply.send({ message: FIRST_ADMIN_MESSAGES.done, user });
      },
    );
  });
}

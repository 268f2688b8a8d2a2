import { negotiateLocale } from '../../../contracts/i18n/locales.js';
import { ownerOf, requireMember } from '../../lib/guards.js';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { z } from 'zod';
import { publicUserSchema } from '../../../contracts/auth.js';
import { mailAnswer } from '../../../contracts/mail-delivery.js';
import type { Config } from '../../config.js';
import {
  activateTrialAnswerSchema,
  activateTrialBodySchema,
  trialStatusSchema,
} from '../../../contracts/trial.js';
import type { App } from '../../lib/app-types.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { clientMeta, readSessionToken, setSessionCookie } from '../auth/index.js';
import type { TrialService } from './service.js';

/**
 * POST /api/set-password's fields (setPasswordSchema), checked by the service: a missing or
 * malformed token is the link's own error (INVALID_PASSWORD_LINK), not a field message.
 */
const setPasswordBody = z.preprocess(
  (body) => (typeof body === 'object' && body !== null ? body : {}),
  z.looseObject({
    token: z.unknown().optional().meta({ description: 'The token of the mailed link.' }),
    password: z.unknown().optional().meta({ description: 'The new password.' }),
    confirmPassword: z.unknown().optional().meta({ description: 'The new password again.' }),
  }),
);

/**
 * Requests per minute per IP (in memory, a brake on bursts); the hourly mail limits per address
 * and per IP are shared across processes (see TrialService).
 */
export const TRIAL_LIMITS = { activate: 20, setPassword: 10 } as const;

/**
 * GET /api/trial-status (signed in → TrialStatus), POST /api/activate-trial {email} (signed in
 * → 200 { message, user }; signed out → 200 { message } "check your e-mail", the same whether
 * or not the address has an account, and no session), POST /api/set-password {token, password,
 * confirmPassword} (→ 200 { message, user } and a new session; every other one ends).
 */
export function registerTrialRoutes(
  app: App,
  deps: { config: Config; service: TrialService },
): void {
  const { config, service } = deps;
  const sessions = app.sessions;

  app.get(
    '/api/trial-status',
    {
      // The plan and its use in the workspace the request acts in (the workspace's own plan).
      onRequest: requireMember('code', 'viewer'),
      schema: { response: { 200: trialStatusSchema, ...errorAnswers(401, 404) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.status(ownerOf(request).workspaceId);
    },
  );

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);

    scope.post(
      '/api/activate-trial',
      {
        schema: {
          body: activateTrialBodySchema,
          response: { 200: activateTrialAnswerSchema, ...errorAnswers(400, 409, 413, 429) },
        },
        // Read only when signed out, and then validated by the service (its messages); a
        // signed-in caller's body is ignored, whatever it is. The schema documents it only.
        validatorCompiler: () => (value) => ({ value }),
        config: { rateLimit: perMinute(TRIAL_LIMITS.activate) },
      },
      async (request, reply) => {
        const signedIn = await sessions.currentUser(request);
        if (signedIn) {
          const user = await service.activateForUser(signedIn.id);
          return reply.send({ message: DYNAMIC_MESSAGES.trialActivated, user });
        }
        // A new address gets its mail in the language of the browser that asked.
        await service.requestForVisitor(
          request.body,
          clientMeta(request),
          negotiateLocale(request.headers['accept-language']),
        );
        return reply.send({
          message: mailAnswer(config.smtpUrl !== null, DYNAMIC_MESSAGES.trialCheckEmail),
        });
      },
    );

    scope.post(
      '/api/set-password',
      {
        config: { rateLimit: perMinute(TRIAL_LIMITS.setPassword) },
        schema: {
          body: setPasswordBody,
          response: {
            200: z.object({ message: z.string(), user: publicUserSchema }),
            ...errorAnswers(400, 403, 429),
          },
        },
      },
      async (request, reply) => {
        const { user, token } = await service.setPassword(
          request.body,
          clientMeta(request),
          readSessionToken(request, config),
        );
        setSessionCookie(reply, config, token);
        return reply.send({ message: DYNAMIC_MESSAGES.passwordSet, user });
      },
    );
  });
}

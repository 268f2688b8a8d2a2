import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { clientMeta, setSessionCookie } from '../auth/index.js';
import type { TrialService } from './service.js';

/** Requests per minute per IP: both can create accounts or try link tokens. */
export const TRIAL_LIMITS = { activate: 20, setPassword: 10 } as const;

/**
 * GET /api/trial-status (signed in → TrialStatus), POST /api/activate-trial {email} (→ 200
 * { message, user }; signed out with a new e-mail also signs in), POST /api/set-password
 * {token, password, confirmPassword} (→ 200 { message }).
 */
export function registerTrialRoutes(
  app: App,
  deps: { config: Config; service: TrialService },
): void {
  const { config, service } = deps;
  const sessions = app.sessions;

  app.get('/api/trial-status', async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header('cache-control', 'no-store');
    return service.status(user.id);
  });

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);

    scope.post(
      '/api/activate-trial',
      { config: { rateLimit: perMinute(TRIAL_LIMITS.activate) } },
      async (request, reply) => {
        const signedIn = await sessions.currentUser(request);
        if (signedIn) {
          const user = await service.activateForUser(signedIn.id);
          return reply.send({ message: DYNAMIC_MESSAGES.trialActivated, user });
        }
        const { user, token } = await service.activateForVisitor(request.body, clientMeta(request));
        setSessionCookie(reply, config, token);
        return reply.send({ message: DYNAMIC_MESSAGES.trialActivated, user });
      },
    );

    scope.post(
      '/api/set-password',
      { config: { rateLimit: perMinute(TRIAL_LIMITS.setPassword) } },
      async (request, reply) => {
        await service.setPassword(request.body);
        return reply.send({ message: DYNAMIC_MESSAGES.passwordSet });
      },
    );
  });
}

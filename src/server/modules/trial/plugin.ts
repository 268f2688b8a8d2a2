import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerTrialRoutes } from './routes.js';
import { TrialService } from './service.js';

/** The trial's status and activation. Uses `app.accounts` (auth). */
export const trialModule = defineModule(
  'trial',
  (app, { config, db, limits, now }: ModuleDeps) => {
    const { hasher, rules, mail } = app.accounts;
    const service = new TrialService({ db, config, mail, limits, rules, hasher, now });
    scoped(app, (scope) => registerTrialRoutes(scope, { config, service }));
  },
  ['auth'],
);

import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { EmailChange } from './email-change.js';
import { AccountPurge, registerAccountPurge } from './purge.js';
import { registerAccountRoutes } from './routes.js';
import { AccountService } from './service.js';

export interface AccountModuleOptions extends ModuleDeps {
  /** Time between runs of the deleted-account purge; default hourly. */
  purgeIntervalMs?: number;
}

/**
 * Account settings of the signed-in user and the purge of accounts past their 30 days
 * (decorates `app.purgeDeletedAccounts`). Uses `app.accounts` (auth).
 */
export const accountModule = defineModule<AccountModuleOptions>(
  'account',
  (app, deps) => {
    const { config, db, storage, limits, now } = deps;
    const { hasher, rules, mail } = app.accounts;
    // The purge is the recurring job "account.purge" on the app's job runner (app.jobs).
    const purgeNow = registerAccountPurge(app.jobs, {
      purge: new AccountPurge({ db, storage, now }),
      redirectCache: { invalidate: (shortCode) => app.redirectCache.invalidate(shortCode) },
      logger: deps.logger,
      intervalMs: deps.purgeIntervalMs,
    });
    app.decorate('purgeDeletedAccounts', purgeNow);
    const service = new AccountService({ db, hasher, limits, rules, storage, now });
    const emailChange = new EmailChange({ db, config, hasher, limits, rules, mail, now });
    scoped(app, (scope) => registerAccountRoutes(scope, { config, service, emailChange }));
  },
  ['auth'],
);

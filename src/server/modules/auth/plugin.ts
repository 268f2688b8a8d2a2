import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { AccountMail } from './account-mail.js';
import { GoogleOidc } from './google-oidc.js';
import { registerGoogleRoutes } from './google-routes.js';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimitRules } from './limits.js';
import { createPasswordHasher, type PasswordHasher } from './password.js';
import { registerAuthRoutes } from './routes.js';
import { AuthService } from './service.js';
import { SessionGuard } from './session-guard.js';

/** What the modules that check passwords or send account mail share (`app.accounts`). */
export interface AccountKit {
  hasher: PasswordHasher;
  /** Account limits (register, sign-in, mail), from the defaults, config and the tests. */
  rules: AccountLimitRules;
  mail: AccountMail;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountKit;
    /**
     * Runs the deleted-account purge now (decorated by the account module; the auth service
     * calls it after "this was not me").
     */
    purgeDeletedAccounts: () => Promise<void>;
  }
}

export interface AuthModuleOptions extends ModuleDeps {
  /** Overrides of the account limits (tests). */
  accountLimits?: Partial<AccountLimitRules>;
}

/**
 * Registration, sign-in, password reset, Google sign-in; decorates `app.sessions` (who is
 * signed in, used by every guard) and `app.accounts`.
 */
export const authModule = defineModule<AuthModuleOptions>('auth', (app, deps) => {
  const { config, db, logger, limits, mailBrands } = deps;
  const hasher = createPasswordHasher();
  const rules: AccountLimitRules = {
    ...DEFAULT_ACCOUNT_LIMITS,
    register: { ...DEFAULT_ACCOUNT_LIMITS.register, max: config.registerLimitPerHour },
    ...deps.accountLimits,
  };
  const mail = new AccountMail({ mailer: deps.mailer, limits, rules, config, brands: mailBrands });
  const service = new AuthService({
    db,
    config,
    hasher,
    limits,
    rules,
    mail,
    now: deps.now,
    onMailSkipped: (reason) => logger.warn(reason),
    onBackgroundError: (err) =>
      logger.error(
        { error: err instanceof Error ? err.message : String(err) },
        'account work after an answer failed (reset mail or purge)',
      ),
    purgeNow: () => app.purgeDeletedAccounts(),
  });
  app.addHook('onClose', async () => service.settle());
  app.decorate('sessions', new SessionGuard(service, config));
  app.decorate('accounts', { hasher, rules, mail });
  const oidc = config.google
    ? new GoogleOidc({ ...config.google, redirectUri: `${config.publicUrl}/auth/google/callback` })
    : null;
  scoped(app, (scope) => {
    registerAuthRoutes(scope, { config, service });
    registerGoogleRoutes(scope, { config, service, oidc });
  });
});

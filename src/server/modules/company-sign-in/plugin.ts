import { createResolver, type TxtResolver } from '../../lib/dns-check.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { SecretBox } from '../../lib/secret-box.js';
import { CompanyOidc } from './oidc.js';
import { registerCompanySignInRoutes } from './routes.js';
import { CompanySignInService } from './service.js';

/**
 * Company sign-in per workspace (issue 39 item 7): the owner's OpenID Connect setting, the
 * sign-in through it, and (with auth's session lookup) its enforcement. Records on the audit
 * trail (`app.audit`).
 */
export interface CompanySignInModuleOptions extends ModuleDeps {
  /** DNS lookups of domain verification; default: a resolver on config.dnsServers. */
  dnsResolver?: TxtResolver;
}

export const companySignInModule = defineModule<CompanySignInModuleOptions>(
  'company-sign-in',
  (app, { db, config, now, dnsResolver }) => {
    const service = new CompanySignInService({
      db,
      config,
      now,
      resolver: dnsResolver ?? createResolver(config.dnsServers),
      box: new SecretBox(config.appSecret, 'company-sign-in client secret'),
      oidc: new CompanyOidc({
        allowLoopback: config.companySignInAllowLoopback,
        userAgent: `${config.brandName} company sign-in`,
      }),
    });
    scoped(app, (scope) => registerCompanySignInRoutes(scope, { config, service, db }));
  },
  ['audit', 'workspaces'],
);

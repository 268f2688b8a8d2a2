import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerCampaignRoutes, registerWeeklyScanSummary } from './campaign-routes.js';
import { NewsletterCampaigns } from './campaigns.js';
import { ListTokens } from './list-tokens.js';
import { registerNewsletterRoutes } from './routes.js';
import { NewsletterSubscriptions } from './subscriptions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and reads the unsubscribe and mail-preference links every mail carries. */
    listTokens: ListTokens;
  }
}

export interface NewsletterModuleOptions extends ModuleDeps {
  /** false: no automatic weekly scan summary (tests that run it themselves). */
  weeklyScanSummary?: boolean;
}

/**
 * Newsletter sign-up and unsubscribe, the admins' campaigns and the weekly scan summary;
 * decorates `app.listTokens`.
 */
export const newsletterModule = defineModule<NewsletterModuleOptions>('newsletter', (app, deps) => {
  const { config, db, mailer, limits, mailBrands: brands, now } = deps;
  const tokens = new ListTokens(config.appSecret);
  app.decorate('listTokens', tokens);
  const campaigns = new NewsletterCampaigns({
    db,
    mailer,
    settings: { ...config, tokens },
    brands,
    now,
  });
  if (deps.weeklyScanSummary !== false) registerWeeklyScanSummary(app.jobs, campaigns, deps.logger);
  const subscriptions = new NewsletterSubscriptions({ db, mailer, limits, tokens, brands, now });
  scoped(app, (scope) => {
    registerNewsletterRoutes(scope, { mailDeliverable: config.smtpUrl !== null, subscriptions });
    registerCampaignRoutes(scope, { campaigns });
  });
});

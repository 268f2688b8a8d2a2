import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { createResolver, type TxtResolver } from '../../lib/dns-check.js';
import { registerWhiteLabelRoutes } from './routes.js';
import { WhiteLabelService } from './service.js';
import { Tenancy } from './tenancy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Host → white-label client (the onRequest hook this module adds sets each request's). */
    tenancy: Tenancy;
    /** White-label clients: brand, custom CSS, domains, each client's mail brand. */
    whiteLabel: WhiteLabelService;
  }
}

export interface WhiteLabelModuleOptions extends ModuleDeps {
  /** DNS lookups of custom-domain verification; default: a resolver on config.dnsServers. */
  dnsResolver?: TxtResolver;
}

/**
 * White-label clients: the request's client from its Host (an onRequest hook on every route,
 * before anything reads a session), `app.tenancy`, `app.whiteLabel` and the operator's routes.
 * Uses `app.uploads` (registered later) only when a client form names an uploaded logo.
 */
export const whiteLabelModule = defineModule<WhiteLabelModuleOptions>(
  'white-label',
  (app, { config, db, dnsResolver }) => {
    const tenancy = new Tenancy({ db, publicUrl: config.publicUrl, baseDomain: config.baseDomain });
    app.addHook('onRequest', tenancy.hook());
    const service = new WhiteLabelService({
      db,
      publicUrl: config.publicUrl,
      baseDomain: config.baseDomain,
      brandName: config.brandName,
      socialLinks: config.socialLinks,
      resolver: dnsResolver ?? createResolver(config.dnsServers),
      // Logos the operator uploaded on the default host (the client form's images).
      uploadedLogoExists: async (path) =>
        Boolean(await app.uploads.find('logo', path.split('/')[2] ?? '', DEFAULT_CLIENT_ID)),
      onChanged: () => tenancy.clear(),
    });
    app.decorate('tenancy', tenancy);
    app.decorate('whiteLabel', service);
    scoped(app, (scope) => registerWhiteLabelRoutes(scope, { tenancy, service }));
  },
);

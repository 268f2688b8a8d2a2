import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerBulkRoutes } from './bulk-routes.js';
import { registerOrganiseRoutes } from './routes.js';
import { OrganiseService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Folders and tags of dynamic codes (the public API uses them too). */
    organise: OrganiseService;
  }
}

/**
 * Folders and tags of a workspace's dynamic codes (issue 40 item 1): `app.organise` and the web
 * app's routes, and the bulk actions on many codes (issue 40 item 3, bulk-routes.ts). Uses
 * `app.dynamicCodes` (codes are answered as that module answers them) and
 * `app.audit`.
 */
export const organiseModule = defineModule(
  'organise',
  (app, { db }: ModuleDeps) => {
    const service = new OrganiseService({ db });
    app.decorate('organise', service);
    scoped(app, (scope) => {
      registerOrganiseRoutes(scope, service);
      registerBulkRoutes(scope, service);
    });
  },
  ['dynamic-codes', 'audit'],
);

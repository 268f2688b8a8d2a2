import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { APP_VERSION } from '../../version.js';
import { registerAdminRoutes } from './routes.js';
import { AdminService } from './service.js';

/** The /admin area of a client's admins. */
export const adminModule = defineModule('admin', (app, { config, database, now }: ModuleDeps) => {
  const service = new AdminService({
    db: database.db,
    readDb: database.read,
    databaseKind: database.kind,
    version: APP_VERSION,
    smtpConfigured: config.smtpUrl !== null,
    now,
  });
  scoped(app, (scope) => registerAdminRoutes(scope, { service }));
});

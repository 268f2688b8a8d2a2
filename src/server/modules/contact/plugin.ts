import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerContactRoutes } from './routes.js';
import { ContactService } from './service.js';

/** The contact form and the support details. */
export const contactModule = defineModule(
  'contact',
  (app, { config, db, mailer, limits }: ModuleDeps) => {
    const service = new ContactService({ db, config, mailer, limits });
    scoped(app, (scope) => registerContactRoutes(scope, { config, service }));
  },
);

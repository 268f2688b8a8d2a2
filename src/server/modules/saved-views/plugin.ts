import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerSavedViewRoutes } from './routes.js';
import { SavedViewService } from './service.js';

/** Saved views of the code list, each user's own per workspace (issue 40 item 2). */
export const savedViewsModule = defineModule('saved-views', (app, { db }: ModuleDeps) => {
  const service = new SavedViewService({ db });
  scoped(app, (scope) => registerSavedViewRoutes(scope, service));
});

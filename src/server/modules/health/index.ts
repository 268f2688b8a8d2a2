// Public face of the health module: GET /healthz.
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerHealthRoutes } from './routes.js';

/** GET /healthz. */
export const healthModule = defineModule('health', (app, { database }: ModuleDeps) =>
  scoped(app, (scope) => registerHealthRoutes(scope, { database })),
);

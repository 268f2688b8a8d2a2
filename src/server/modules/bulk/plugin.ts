import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerBulkRoutes } from './routes.js';
import { BulkService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bulk runs (the public API starts them too). */
    bulk: BulkService;
  }
}

/** Bulk generation; decorates `app.bulk`. Uses `app.generator` and `app.dynamicCodes`. */
export const bulkModule = defineModule(
  'bulk',
  (app, { db, now }: ModuleDeps) => {
    const service = new BulkService({
      db,
      generator: app.generator,
      dynamicCodes: app.dynamicCodes,
      now,
    });
    app.decorate('bulk', service);
    scoped(app, (scope) => registerBulkRoutes(scope, { service }));
  },
  ['generator', 'dynamic-codes'],
);

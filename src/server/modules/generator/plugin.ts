import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { createSellerGate } from '../payments/index.js';
import { registerGeneratorRoutes } from './routes.js';
import { GeneratorService } from './service.js';
import { TrackingService } from './tracking.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders and checks codes (saved and dynamic codes, bulk and the API render through it). */
    generator: GeneratorService;
  }
}

/** Generating codes (PNG, SVG, PDF) and tracking; decorates `app.generator`. Uses `app.uploads`. */
export const generatorModule = defineModule(
  'generator',
  (app, { db, config, now, pipeline }: ModuleDeps) => {
    const service = new GeneratorService({
      db,
      config,
      uploads: app.uploads,
      now,
      pipeline,
      sellerGate: createSellerGate(db, config),
    });
    app.decorate('generator', service);
    scoped(app, (scope) =>
      registerGeneratorRoutes(scope, { service, tracking: new TrackingService({ db }) }),
    );
  },
  ['uploads'],
);

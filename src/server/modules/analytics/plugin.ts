import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { cityLookupFor } from '../scans/index.js';
import { registerAnalyticsRoutes } from './routes.js';
import { AnalyticsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scan analytics of a user's codes (the public API reads them too). */
    analytics: AnalyticsService;
  }
}

/** Scan analytics, CSV and PDF reports; decorates `app.analytics`. */
export const analyticsModule = defineModule(
  'analytics',
  (app, { config, db, database, now, pipeline }: ModuleDeps) => {
    // The same lookup the scans module records with (opened once per process).
    const citySource = cityLookupFor(config.cityDatabaseFiles)?.source ?? null;
    const service = new AnalyticsService({ db, readDb: database.read, now, citySource });
    app.decorate('analytics', service);
    scoped(app, (scope) => registerAnalyticsRoutes(scope, { service, pipeline }));
  },
);

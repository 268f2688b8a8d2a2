// Public face of the health module: GET /healthz (liveness) and GET /readyz (readiness).
import { MIGRATIONS_FOLDER } from '../../db/migrate.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { readinessCheck, shippedMigrations } from './readiness.js';
import { registerHealthRoutes } from './routes.js';

/**
 * GET /healthz and /readyz; `qrshark_ready` (1 ready, 0 not) on app.metrics, read at each
 * scrape with the same check.
 */
export const healthModule = defineModule(
  'health',
  (app, { database }: ModuleDeps) => {
    const shipped = shippedMigrations(MIGRATIONS_FOLDER);
    const readiness = readinessCheck(database, shipped);
    app.metrics.gauge(
      'qrshark_ready',
      'What GET /readyz says: 1 when the database answers and migrations are current, else 0.',
      async () => ((await readiness()).ready ? 1 : 0),
      'min',
    );
    scoped(app, (scope) => registerHealthRoutes(scope, { database, readiness }));
  },
  ['metrics'],
);

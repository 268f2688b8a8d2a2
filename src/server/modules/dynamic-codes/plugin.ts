import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import type { UploadGuardOptions } from '../uploads/index.js';
import { registerDynamicCodeRoutes } from './routes.js';
import { DynamicCodeService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dynamic codes (bulk, the public API and the fallback switch change them too). */
    dynamicCodes: DynamicCodeService;
  }
}

export interface DynamicCodesModuleOptions extends ModuleDeps {
  uploadGuards?: UploadGuardOptions;
}

/**
 * Dynamic codes of a signed-in user; decorates `app.dynamicCodes`. Uses `app.generator`,
 * `app.savedCodes` (the Active list merges them),
 * `app.uploads`, and after each change `app.redirectCache` and `app.destinationHealthRunner`.
 */
export const dynamicCodesModule = defineModule<DynamicCodesModuleOptions>(
  'dynamic-codes',
  (app, { db, config, now, logger, uploadGuards }) => {
    const service = new DynamicCodeService({
      db,
      config,
      generator: app.generator,
      now,
      // After an edit, pause, resume or delete commits; a failed cross-process notice only
      // leaves other processes on their cache TTL, so it is logged, not answered as an error.
      onCodeChanged: (shortCode) =>
        app.redirectCache.invalidate(shortCode).catch((err: Error) => {
          logger.warn({ shortCode, error: err.message }, 'redirect cache invalidation failed');
        }),
      onDestinationSet: (codeId) => app.destinationHealthRunner.enqueue(codeId),
    });
    app.decorate('dynamicCodes', service);
    scoped(app, (scope) =>
      registerDynamicCodeRoutes(scope, {
        service,
        uploads: app.uploads,
        uploadGuards,
        savedCodes: app.savedCodes,
      }),
    );
  },
  ['generator', 'uploads', 'destination-health', 'qr-codes'],
);

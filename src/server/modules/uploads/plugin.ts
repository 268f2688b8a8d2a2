import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerUploadRoutes } from './routes.js';
import { UploadService } from './service.js';
import { registerTempSweep } from './temp-sweep.js';
import type { UploadGuardOptions } from './upload-guards.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded PDFs, images and logos (the generator, codes and pages read them). */
    uploads: UploadService;
  }
}

export interface UploadsModuleOptions extends ModuleDeps {
  /** Upload body deadline (default 30 s) and uploads in progress per address (default 3). */
  uploadGuards?: UploadGuardOptions;
}

/** Uploads, serving them back, the temporary-file sweep; decorates `app.uploads`. */
export const uploadsModule = defineModule<UploadsModuleOptions>('uploads', (app, deps) => {
  const { config, db, storage, pipeline } = deps;
  const sweepTemp = registerTempSweep(app.jobs, storage, deps.logger);
  app.addHook('onReady', async () => void sweepTemp());
  const service = new UploadService({ db, storage, pipeline });
  app.decorate('uploads', service);
  scoped(app, (scope) =>
    registerUploadRoutes(scope, { config, service, guards: deps.uploadGuards }),
  );
});

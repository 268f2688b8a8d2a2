import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerQrCodeRoutes } from './routes.js';
import { QrCodeService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved (static) codes; the public API writes them too. */
    savedCodes: QrCodeService;
  }
}

/** Saved codes of a signed-in user; decorates `app.savedCodes`. Uses `app.generator`. */
export const qrCodesModule = defineModule(
  'qr-codes',
  (app, { db, now }: ModuleDeps) => {
    const service = new QrCodeService({ db, generator: app.generator, now });
    app.decorate('savedCodes', service);
    scoped(app, (scope) => registerQrCodeRoutes(scope, { service }));
  },
  ['generator'],
);

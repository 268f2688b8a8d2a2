import { DESIGN_KIT_MESSAGES } from '../../../contracts/designs.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerDesignKitRoutes } from './routes.js';
import { DesignKitService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Brand kits (modules/designs): the public API's /api/v1/designs and designId use it. */
    designKits: DesignKitService;
  }
}

/**
 * Brand kits (issue 40 item 4): `app.designKits` and the web app's /api/designs routes. Uses
 * `app.uploads` (a kit's logo must be a logo upload of the client), `app.audit`, and
 * `app.dynamicCodes` / `app.savedCodes` to restyle codes ("apply to these codes").
 */
export const designsModule = defineModule(
  'designs',
  (app, { db, clock }: ModuleDeps) => {
    const service = new DesignKitService({
      db,
      now: clock,
      logoExists: async (logoId, clientId) =>
        (await app.uploads.find('logo', logoId, clientId)) !== null,
      restyle: async (owner, code, design) => {
        const fields = design as Record<string, unknown>;
        const { notScannable, paymentCode } = DESIGN_KIT_MESSAGES;
        if (code.kind === 'dynamic') {
          await app.dynamicCodes.restyle(owner, code.id, fields, notScannable);
        } else {
          await app.savedCodes.restyle(owner, code.id, fields, notScannable, paymentCode);
        }
      },
    });
    app.decorate('designKits', service);
    scoped(app, (scope) => registerDesignKitRoutes(scope, service));
  },
  ['auth', 'audit', 'uploads', 'dynamic-codes', 'qr-codes'],
);

import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerApiKeyRoutes } from './routes.js';
import { ApiKeyService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Personal API keys (the public API checks them). */
    apiKeys: ApiKeyService;
  }
}

/** The signed-in user's API keys; decorates `app.apiKeys`. */
export const apiKeysModule = defineModule('api-keys', (app, { db, now }: ModuleDeps) => {
  const service = new ApiKeyService({ db, now });
  app.decorate('apiKeys', service);
  scoped(app, (scope) => registerApiKeyRoutes(scope, service));
});

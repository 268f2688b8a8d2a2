// Public face of the scan webhooks module (issue 19 item 5).
export { parseEndpointId, registerWebhookRoutes } from './routes.js';
export { WebhookService, type WebhookOwner } from './service.js';
export { WebhookWorker, type WebhookWorkerDeps } from './deliver.js';
export { signWebhook } from './signature.js';
export { deleteUserEndpoints } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends scan webhooks (tests tick it by hand). */
    webhookWorker: import('./deliver.js').WebhookWorker;
  }
}

// Public face of the scan webhooks module (issue 19 item 5).
export { parseEndpointId } from './routes.js';
export { WebhookService, type WebhookOwner } from './service.js';
export { WebhookWorker, type WebhookWorkerDeps } from './deliver.js';
export { signWebhook } from './signature.js';
export { deleteUserEndpoints } from './repository.js';

export { webhooksModule, type WebhookTestOptions } from './plugin.js';

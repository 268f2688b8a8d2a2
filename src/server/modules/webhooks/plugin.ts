import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { WebhookWorker, type WebhookWorkerDeps } from './deliver.js';
import { registerWebhookRoutes } from './routes.js';
import { WebhookService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scan webhook endpoints of a user (the public API manages them too). */
    webhooks: WebhookService;
    /** Sends scan webhooks (tests tick it by hand). */
    webhookWorker: WebhookWorker;
  }
}

/** Scan webhooks for tests (see AppDeps.webhooks). */
export type WebhookTestOptions = Pick<
  WebhookWorkerDeps,
  'fetchPolicy' | 'pollMs' | 'maxIdleMs' | 'timeoutMs'
> & { start?: boolean };

export interface WebhooksModuleOptions extends ModuleDeps {
  webhooks?: WebhookTestOptions;
}

/**
 * Scan webhooks: the owner's endpoints and the delivery worker (every process runs one; each
 * endpoint is sent to by one at a time). Decorates `app.webhooks` and `app.webhookWorker`.
 */
export const webhooksModule = defineModule<WebhooksModuleOptions>(
  'webhooks',
  (app, { config, db, now, logger, webhooks: options }) => {
    const userAgent = `${config.brandName} webhooks (+${config.publicUrl})`;
    // WEBHOOK_ALLOW_LOOPBACK lets endpoints be on this machine (registration, tests, deliveries);
    // a test's own policy (resolve, ca, allowLoopback) is laid over it.
    const fetchPolicy = { allowLoopback: config.webhookAllowLoopback, ...options?.fetchPolicy };
    const service = new WebhookService({
      db,
      now,
      userAgent,
      fetchPolicy,
      timeoutMs: options?.timeoutMs,
    });
    const worker = new WebhookWorker({ db, logger, userAgent, now, ...options, fetchPolicy });
    app.decorate('webhooks', service);
    app.decorate('webhookWorker', worker);
    scoped(app, (scope) => {
      if (options?.start !== false) scope.addHook('onReady', async () => worker.start());
      scope.addHook('onClose', async () => worker.stop());
      registerWebhookRoutes(scope, service);
    });
  },
);

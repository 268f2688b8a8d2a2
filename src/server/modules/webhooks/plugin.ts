import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { WebhookWorker, type WebhookWorkerDeps } from './deliver.js';
import { registerWebhookRoutes } from './routes.js';
import { WebhookService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scan webhook endpoints of a user (the public API manages them too). */
    webhooks: WebhookService;
    /** Sends scan webhooks: the job "webhooks.deliver" (nudge() it; tests tick it by hand). */
    webhookWorker: WebhookWorker;
  }
}

/** Scan webhooks for tests (see AppDeps.webhooks). */
export type WebhookTestOptions = Pick<
  WebhookWorkerDeps,
  'fetchPolicy' | 'pollMs' | 'maxIdleMs' | 'timeoutMs'
> & {
  /** false: the delivery job runs no round by itself (tests run them: app.webhookWorker.tick()). */
  start?: boolean;
};

export interface WebhooksModuleOptions extends ModuleDeps {
  webhooks?: WebhookTestOptions;
}

/**
 * Scan webhooks: the owner's endpoints, and their deliveries as the recurring job
 * "webhooks.deliver" on the app's job runner (`deliver.ts`). Decorates `app.webhooks` and
 * `app.webhookWorker`.
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
    const { start, ...pace } = options ?? {};
    const worker = new WebhookWorker({
      db,
      logger,
      userAgent,
      now,
      jobs: app.jobs,
      enabled: start !== false,
      ...pace,
      fetchPolicy,
    });
    app.decorate('webhooks', service);
    app.decorate('webhookWorker', worker);
    scoped(app, (scope) => registerWebhookRoutes(scope, service));
  },
);

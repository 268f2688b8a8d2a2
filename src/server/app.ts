// The app's composition: the shared dependencies every module is given (ModuleDeps), then each
// module's plugin in the order their interfaces are needed. Each module builds its own
// services, routes, hooks and timers (src/server/modules/<name>/index.ts).
import { isAppIdPath } from '../contracts/public-pages.js';
import type { Config } from './config.js';
import type { App } from './lib/app-types.js';
import { createHttpApp } from './lib/http.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mail.js';
import { registerJobRunner } from './lib/jobs/index.js';
import { MailBrands } from './lib/mail-brand.js';
import { registerMailDelivery } from './lib/mail-worker.js';
import { defineModule, type ModuleDeps } from './lib/module.js';
import { createOriginCheck } from './lib/origin-check.js';
import { loadNotFoundPage, registerPrerenderedPages } from './lib/prerendered-pages.js';
import { SharedLimits } from './lib/shared-limits.js';
import { routeLimitCounter } from './lib/route-windows.js';
import { createNotFoundHandler, registerSpa } from './lib/spa.js';
import { FileStorage } from './lib/storage.js';
import { withResultCache } from './lib/worker-pool/result-cache.js';
import { createPipelinePool, pipelineOf } from './worker-tasks/pipeline.js';
import { accountModule } from './modules/account/index.js';
import { adminModule } from './modules/admin/index.js';
import { analyticsModule } from './modules/analytics/index.js';
import { apiKeysModule } from './modules/api-keys/index.js';
import { auditModule } from './modules/audit/index.js';
import { authModule, signedInHintCookieName } from './modules/auth/index.js';
import { bulkModule } from './modules/bulk/index.js';
import { companySignInModule } from './modules/company-sign-in/index.js';
import { contactModule } from './modules/contact/index.js';
import { destinationHealthModule } from './modules/destination-health/index.js';
import { designsModule } from './modules/designs/index.js';
import { dynamicCodesModule } from './modules/dynamic-codes/index.js';
import { firstAdminModule } from './modules/first-admin/index.js';
import { generatorModule } from './modules/generator/index.js';
import { healthModule } from './modules/health/index.js';
import { hostedPagesModule } from './modules/hosted-pages/index.js';
import { metricsModule } from './modules/metrics/index.js';
import { linkControlsModule } from './modules/link-controls/index.js';
import { mailStatusModule } from './modules/mail-status/index.js';
import { newsletterModule } from './modules/newsletter/index.js';
import { organiseModule } from './modules/organise/index.js';
import { savedViewsModule } from './modules/saved-views/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { publicApiModule } from './modules/public-api/index.js';
import { qrCodesModule } from './modules/qr-codes/index.js';
import { redirectModule, ShortLinkFastPath } from './modules/redirect/index.js';
import { scansModule } from './modules/scans/index.js';
import { appPaths, siteMapModule } from './modules/site-map/index.js';
import { siteStatsModule } from './modules/site-stats/index.js';
import { trialModule } from './modules/trial/index.js';
import { uploadsModule } from './modules/uploads/index.js';
import { webhooksModule } from './modules/webhooks/index.js';
import { workspacesModule } from './modules/workspaces/index.js';
import { createThemedShell, whiteLabelModule } from './modules/white-label/index.js';
import type { AppDeps } from './app-deps.js';
export type { App } from './lib/app-types.js';
export type { AppDeps } from './app-deps.js';
export { JSON_BODY_LIMIT } from './lib/http.js';

/**
 * The whole HTTP application, not listening. Tests drive it with app.inject(); main.ts listens.
 * The caller owns the database: buildApp never closes it.
 */
export function buildApp(config: Readonly<Config>, deps: AppDeps): App {
  const logger = deps.logger ?? createLogger(config);
  // Short links are answered in front of Fastify (the /d routes' handler: redirect/fast-path.ts).
  const fastPath = new ShortLinkFastPath();
  const app = createHttpApp(config, logger, fastPath.serverFactory);
  const db = deps.database.db;

  // Every background task is a job on this one runner (app.jobs, lib/jobs), started when ready and
  // stopped at close: each module's plugin defines its jobs, the outbox's is "mail.outbox".
  registerJobRunner(app, { db, logger, ...deps.jobs });
  const mailer = createMailer({ db, logger });
  registerMailDelivery(app, { db, config, mailer, logger, ...deps.mailDelivery });
  const limits = new SharedLimits({
    db,
    appSecret: config.appSecret,
    now: deps.now,
    onSweepError: (err) => logger.warn({ error: err.message }, 'shared limit sweep failed'),
  });
  // Per-route request limits: the stored windows, or in memory on the embedded database.
  app.decorate('routeLimits', routeLimitCounter(deps.database, limits, deps.now));
  // Rendering, scan checks, PDFs and image decoding run in this pool, never on the request
  // thread; a full queue answers 503 with Retry-After at once. Closed with the app.
  const pool = createPipelinePool({
    size: config.workerThreads,
    ...deps.workerPool,
    onWorkerLost: (err) =>
      logger.warn(
        { limit: err.limit, task: err.task, detail: err.detail },
        'worker thread ended and replaced',
      ),
  });
  app.addHook('onClose', async () => pool.close());
  const shared: ModuleDeps = {
    config,
    database: deps.database,
    db,
    logger,
    now: deps.now,
    clock: deps.now ?? (() => new Date()),
    mailer,
    // Every module's mail to a white-label client's users names the client and links to its
    // host; the default client's mail is ours (BRAND_NAME, PUBLIC_URL).
    mailBrands: new MailBrands(config, (clientId, brandDb) =>
      app.whiteLabel.mailBrand(clientId, brandDb),
    ),
    limits,
    storage: new FileStorage(config.dataDir),
    // Identical generate requests are answered from memory (lib/worker-pool/result-cache.ts).
    pipeline: withResultCache(pipelineOf(pool)),
  };
  // Hashed assets' headers: on the root before any module, so it sees every answer.
  const spaAvailable = registerSpa(app, config.webDir);
  app.register(metricsModule, { ...shared, workerPool: pool });
  // The request's white-label client from its Host (before any session), then the origin check.
  app.register(whiteLabelModule, { ...shared, dnsResolver: deps.dnsResolver });
  app.register(
    defineModule('origin-check', (root) => {
      root.addHook('onRequest', createOriginCheck(config));
    }),
  );
  app.register(authModule, { ...shared, accountLimits: deps.accountLimits });
  app.register(auditModule, shared);
  app.register(workspacesModule, shared);
  app.register(companySignInModule, { ...shared, dnsResolver: deps.dnsResolver });
  app.register(newsletterModule, { ...shared, weeklyScanSummary: deps.weeklyScanSummary });
  app.register(uploadsModule, { ...shared, uploadGuards: deps.uploadGuards });
  app.register(accountModule, { ...shared, purgeIntervalMs: deps.accountPurgeIntervalMs });
  app.register(generatorModule, shared);
  app.register(destinationHealthModule, { ...shared, destinationHealth: deps.destinationHealth });
  app.register(healthModule, shared);
  app.register(mailStatusModule, shared);
  app.register(contactModule, shared);
  app.register(adminModule, shared);
  app.register(siteMapModule, shared);
  app.register(siteStatsModule, shared);
  app.register(analyticsModule, shared);
  app.register(qrCodesModule, shared);
  app.register(dynamicCodesModule, { ...shared, uploadGuards: deps.uploadGuards });
  app.register(organiseModule, shared);
  app.register(savedViewsModule, shared);
  app.register(linkControlsModule, { ...shared, passwordLimits: deps.linkPasswordLimits });
  app.register(apiKeysModule, shared);
  app.register(webhooksModule, { ...shared, webhooks: deps.webhooks });
  app.register(bulkModule, shared);
  app.register(designsModule, shared);
  app.register(publicApiModule, {
    ...shared,
    apiRateLimits: deps.apiRateLimits,
    uploadGuards: deps.uploadGuards,
  });
  app.register(trialModule, shared);
  app.register(paymentsModule, shared);
  app.register(firstAdminModule, { ...shared, startId: deps.startId });
  app.register(scansModule, { ...shared, scanRollupIntervalMs: deps.scanRollupIntervalMs });
  app.register(hostedPagesModule, shared);
  app.register(redirectModule, { ...shared, fastPath });

  // The built SPA: prerendered public pages, and the shell (in the host's white-label brand
  // from the first byte) for every other page and unknown path.
  app.register(
    defineModule(
      'web-shell',
      (root) => {
        const shellFor = createThemedShell({
          webDir: config.webDir,
          tenancy: root.tenancy,
          service: root.whiteLabel,
        });
        if (spaAvailable && config.pagesDir) {
          registerPrerenderedPages(root, {
            pagesDir: config.pagesDir,
            publicUrl: config.publicUrl,
            hintCookie: signedInHintCookieName(config),
            shellFor,
          });
        }
        const routed = appPaths();
        root.setNotFoundHandler(
          createNotFoundHandler(spaAvailable, shellFor, {
            isAppPath: (path) => routed.has(path) || isAppIdPath(path),
            notFoundHtml: config.pagesDir
              ? loadNotFoundPage(config.pagesDir, config.publicUrl)
              : null,
            hintCookie: signedInHintCookieName(config),
          }),
        );
      },
      ['white-label'],
    ),
  );
  return app;
}

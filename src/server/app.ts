import { createHmac } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { DEFAULT_CLIENT_ID } from './db/schema/index.js';
import type { App } from './lib/app-types.js';
import { clientErrorHandler } from './lib/client-error.js';
import { errorHandler, frameworkErrorHandler } from './lib/errors.js';
import { createLogger } from './lib/logger.js';
import { createOriginCheck } from './lib/origin-check.js';
import { helmetOptions } from './lib/security-headers.js';
import { createNotFoundHandler, registerSpa } from './lib/spa.js';
import { registerPrerenderedPages } from './lib/prerendered-pages.js';
import { GoogleOidc } from './modules/auth/index.js';
import { registerGoogleRoutes } from './modules/auth/index.js';
import { AccountMail } from './modules/auth/index.js';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimitRules } from './modules/auth/index.js';
import { SharedLimits } from './lib/shared-limits.js';
import { withResultCache } from './lib/worker-pool/result-cache.js';
import { createPasswordHasher } from './modules/auth/index.js';
import { registerAuthRoutes } from './modules/auth/index.js';
import {
  AccountPurge,
  AccountService,
  EmailChange,
  registerAccountPurge,
  registerAccountRoutes,
} from './modules/account/index.js';
import { AuthService } from './modules/auth/index.js';
import { SessionGuard } from './modules/auth/index.js';
import { signedInHintCookieName } from './modules/auth/index.js';
import { AnalyticsService, registerAnalyticsRoutes } from './modules/analytics/index.js';
import { registerHealthRoutes } from './modules/health/index.js';
import { ContactService, registerContactRoutes } from './modules/contact/index.js';
import { registerSiteStatsRoutes, SiteStatsService } from './modules/site-stats/index.js';
import { registerSiteMapRoutes } from './modules/site-map/index.js';
import { registerUploadRoutes } from './modules/uploads/index.js';
import type { UploadGuardOptions } from './modules/uploads/index.js';
import { registerTempSweep } from './modules/uploads/index.js';
import { registerGeneratorRoutes } from './modules/generator/index.js';
import { GeneratorService } from './modules/generator/index.js';
import { TrackingService } from './modules/generator/index.js';
import { registerQrCodeRoutes } from './modules/qr-codes/index.js';
import { registerRedirectModule, ShortLinkFastPath } from './modules/redirect/index.js';
import {
  createHostedPages,
  registerHostedPagePreview,
  registerHostedPageRoutes,
} from './modules/hosted-pages/index.js';
import {
  createLinkGate,
  createLinkPreview,
  registerLinkControls,
  type PasswordLimits,
} from './modules/link-controls/index.js';
import { ROLLUP_CHUNK, registerScanCapture } from './modules/scans/index.js';
import {
  DestinationHealthRunner,
  DestinationHealthService,
  FallbackLinks,
  HealthAlerts,
  registerDestinationHealthRoutes,
  registerFallbackSwitch,
  type DestinationHealthDeps,
  type HealthRunnerDeps,
} from './modules/destination-health/index.js';
import { QrCodeService } from './modules/qr-codes/index.js';
import { registerDynamicCodeRoutes } from './modules/dynamic-codes/index.js';
import { DynamicCodeService } from './modules/dynamic-codes/index.js';
import { BulkService, registerBulkRoutes } from './modules/bulk/index.js';
import { registerTrialRoutes } from './modules/trial/index.js';
import { createSellerGate, registerPaymentsModule } from './modules/payments/index.js';
import { TrialService } from './modules/trial/index.js';
import { createMailer } from './lib/mail.js';
import { registerJobRunner, type JobRunnerSettings } from './lib/jobs/index.js';
import { MailBrands } from './lib/mail-brand.js';
import {
  ListTokens,
  NewsletterCampaigns,
  NewsletterSubscriptions,
  registerCampaignRoutes,
  registerNewsletterRoutes,
  registerWeeklyScanSummary,
} from './modules/newsletter/index.js';
import { registerMailWorker, type MailWorkerOptions } from './lib/mail-worker.js';
import { AdminService, registerAdminRoutes } from './modules/admin/index.js';
import { registerFirstAdmin } from './modules/first-admin/index.js';
import { registerMailStatusRoutes } from './modules/mail-status/index.js';
import { APP_VERSION } from './version.js';
import { UploadService } from './modules/uploads/index.js';
import {
  createResolver,
  registerWhiteLabelRoutes,
  Tenancy,
  createThemedShell,
  WhiteLabelService,
  type TxtResolver,
} from './modules/white-label/index.js';
import { FileStorage } from './lib/storage.js';
import { ApiKeyService, registerApiKeyRoutes } from './modules/api-keys/index.js';
import {
  ApiRateLimiter,
  PublicCodes,
  PublicCodeWrites,
  IdempotencyStore,
  PublicRender,
  registerOpenApi,
  registerPublicApi,
  ClientKeys,
} from './modules/public-api/index.js';
import { RedisWindowCounter, installationTag } from './lib/redis-window-counter.js';
import {
  WebhookService,
  WebhookWorker,
  registerWebhookRoutes,
  type WebhookWorkerDeps,
} from './modules/webhooks/index.js';
import type { ApiRatePlan } from '../contracts/api-rate-limits.js';
import type { WorkerPoolOptions } from './lib/worker-pool/pool.js';
import { createPipelinePool, pipelineOf } from './worker-tasks/pipeline.js';

export type { App } from './lib/app-types.js';

/** JSON bodies above this are refused with 413. Multipart uploads set their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  /** An open, migrated database (main.ts opens it; tests use src/server/test/databases.ts). */
  database: DatabaseHandle;
  /** Defaults to a pino logger on stdout at config.logLevel. */
  logger?: Logger;
  /** Clock for sessions; tests move it. */
  now?: () => Date;
  /** Account limits (register, sign-in, mail); defaults from DEFAULT_ACCOUNT_LIMITS and config. */
  accountLimits?: Partial<AccountLimitRules>;
  /** The job runner's pace (poll, lease, stop timeout) for tests; `start: false` to tick by hand. */
  jobs?: JobRunnerSettings;
  /** Time between runs of the deleted-account purge; default hourly. */
  accountPurgeIntervalMs?: number;
  /** Time between scan rollup runs; default 5 s (tests that fold explicitly set it long). */
  scanRollupIntervalMs?: number;
  /** The CPU-work pool's settings (size defaults to config.workerThreads); tests shrink it. */
  workerPool?: Omit<WorkerPoolOptions, 'module' | 'onWorkerLost'>;
  /** Upload body deadline (default 30 s) and uploads in progress per address (default 3). */
  uploadGuards?: UploadGuardOptions;
  /** Mail worker tuning (poll, backoff) for tests; the worker runs only with SMTP_URL. */
  mailWorker?: Partial<MailWorkerOptions>;
  /** DNS lookups of custom-domain verification; default: a resolver on config.dnsServers. */
  dnsResolver?: TxtResolver;
  /** false: no automatic weekly scan summary (tests that run it themselves). */
  weeklyScanSummary?: boolean;
  /** Wrong scanner-password throttles (link controls); tests shrink them. */
  linkPasswordLimits?: Partial<PasswordLimits>;
  /**
   * Destination checker settings for tests: `allowLoopback` lets it reach a local test server
   * (never set outside tests; no configuration variable sets it), `resolve` stands in for DNS.
   */
  /**
   * Scan webhooks for tests: `fetchPolicy` lets deliveries and registration reach a local
   * receiver (allowLoopback, resolve, ca; never set outside tests; in production only
   * config.webhookAllowLoopback sets allowLoopback), `pollMs` and `maxIdleMs` the worker's
   * pace, `start: false` to drive the worker by hand (app.webhookWorker.tick()).
   */
  webhooks?: Pick<WebhookWorkerDeps, 'fetchPolicy' | 'pollMs' | 'maxIdleMs' | 'timeoutMs'> & {
    start?: boolean;
  };
  /**
   * This start's id: one first-admin setup link per start (the cluster's primary hands its
   * processes one through QRS_START_ID); default: that variable, or a new id.
   */
  startId?: string;
  /** Per-key request limits of /api/v1 by plan (tests shrink them); default API_RATE_LIMITS. */
  apiRateLimits?: Readonly<Record<ApiRatePlan, number>>;
  destinationHealth?: Pick<
    DestinationHealthDeps,
    'allowLoopback' | 'resolve' | 'timeoutMs' | 'perHostIntervalMs' | 'recheckAfterMs'
  > & {
    /** The background checker's interval and poll (it runs with config.destinationChecks). */
    runner?: Pick<HealthRunnerDeps, 'intervalMs' | 'pollMs'>;
  };
}

/**
 * The whole HTTP application, not listening. Tests drive it with app.inject(); main.ts listens.
 * The caller owns the database: buildApp never closes it.
 */
export function buildApp(config: Readonly<Config>, deps: AppDeps): App {
  const logger = deps.logger ?? createLogger(config);
  const webhookUserAgent = `${config.brandName} webhooks (+${config.publicUrl})`;
  // WEBHOOK_ALLOW_LOOPBACK lets endpoints be on this machine (registration, tests, deliveries);
  // a test's own policy (resolve, ca, allowLoopback) is laid over it.
  const webhookFetchPolicy = {
    allowLoopback: config.webhookAllowLoopback,
    ...deps.webhooks?.fetchPolicy,
  };
  // Short links are answered in front of Fastify by the server this builds (same handler as the
  // /d routes; see modules/redirect/fast-path.ts); every other request goes to Fastify.
  const shortLinks = new ShortLinkFastPath();
  const app = Fastify({
    serverFactory: shortLinks.serverFactory,
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    // Whole request must arrive within 30 s; idle keep-alive sockets close after 72 s (longer
    // than common load balancer idle timeouts, so the proxy closes first).
    requestTimeout: 30_000,
    // A request that times out before arriving whole gets 408 with our error body.
    clientErrorHandler,
    // The router's own 414 (too long a path parameter) and 400 (bad URL) get our error body.
    frameworkErrors: frameworkErrorHandler,
    keepAliveTimeout: 72_000,
    // close() ends idle keep-alive sockets at once; otherwise they keep it from resolving.
    forceCloseConnections: 'idle',
    // Fastify accepts a hop count at runtime (documented) though its types omit number.
    trustProxy: config.trustProxy as boolean | string,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // During close(), responses to in-flight requests end their keep-alive connection, so the
  // server can finish closing as soon as the last one is answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // An empty body with Content-Type: application/json is read as "no body" rather than a 400,
  // so body-less POSTs like /api/logout work from any fetch wrapper.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return jsonParser(request, text, done);
    },
  );

  app.register(fastifyHelmet, helmetOptions(config));
  // Text answers (HTML, JSON, CSV, SVG) of 1 KB or more are compressed on the fly, brotli or gzip
  // by Accept-Encoding. Not: short links (answered by the fast path or a hijacked route, never
  // through onSend), hashed assets (sent precompressed: lib/spa.ts), and types already
  // compressed (PNG, JPEG, PDF, ZIP: types the plugin does not count as compressible).
  // Brotli at quality 4, as for any on-the-fly compression: zlib's default, 11, is meant for
  // files compressed once (our hashed assets are), and costs about 180 ms of CPU for one
  // 110 KB generate answer against 3 ms at 4 (gzip: 3 ms), for a few per cent of size.
  app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml)(?:;|$)|^application\/javascript/u,
  });
  app.register(fastifyCookie, {
    // A key derived for this purpose only, so APP_SECRET itself never signs anything directly.
    secret: createHmac('sha256', config.appSecret).update('qr-shark cookie signing').digest(),
  });
  // The request's white-label client, from its Host (before anything reads a session).
  const tenancy = new Tenancy({
    db: deps.database.db,
    publicUrl: config.publicUrl,
    baseDomain: config.baseDomain,
  });
  app.addHook('onRequest', tenancy.hook());
  app.addHook('onRequest', createOriginCheck(config));

  const hasher = createPasswordHasher();
  const linkControlDeps = {
    db: deps.database.db,
    brandName: config.brandName,
    appSecret: config.appSecret,
    secure: config.secure,
    hasher,
    passwordLimits: deps.linkPasswordLimits,
    now: deps.now,
  };
  // Every background task is a job on this one runner (lib/jobs), started when the app is ready
  // and stopped at close; each module defines its own jobs on it.
  const jobs = registerJobRunner(app, { db: deps.database.db, logger, ...deps.jobs });
  const mailer = createMailer({ db: deps.database.db, logger });
  registerMailWorker(app, { db: deps.database.db, config, mailer, logger, ...deps.mailWorker });
  const listTokens = new ListTokens(config.appSecret);
  const sharedLimits = new SharedLimits({
    db: deps.database.db,
    appSecret: config.appSecret,
    now: deps.now,
    onSweepError: (err) => logger.warn({ error: err.message }, 'shared limit sweep failed'),
  });
  app.decorate('routeLimits', sharedLimits);
  const accountRules: AccountLimitRules = {
    ...DEFAULT_ACCOUNT_LIMITS,
    register: { ...DEFAULT_ACCOUNT_LIMITS.register, max: config.registerLimitPerHour },
    ...deps.accountLimits,
  };
  // Every module's mail to a white-label client's users names the client and links to its
  // host; the default client's mail is ours (BRAND_NAME, PUBLIC_URL).
  const mailBrands = new MailBrands(config, (clientId, db) => whiteLabel.mailBrand(clientId, db));
  const accountMail = new AccountMail({
    mailer,
    limits: sharedLimits,
    rules: accountRules,
    config,
    brands: mailBrands,
  });
  // Set once the purge is registered below; the auth service runs it after "this was not me".
  let purgeNow: () => Promise<void> = async () => undefined;
  const authService = new AuthService({
    db: deps.database.db,
    config,
    hasher,
    limits: sharedLimits,
    rules: accountRules,
    mail: accountMail,
    now: deps.now,
    onMailSkipped: (reason) => logger.warn(reason),
    onBackgroundError: (err) =>
      logger.error(
        { error: err instanceof Error ? err.message : String(err) },
        'account work after an answer failed (reset mail or purge)',
      ),
    purgeNow: () => purgeNow(),
  });
  app.addHook('onClose', async () => authService.settle());
  app.decorate('sessions', new SessionGuard(authService, config));

  const googleOidc = config.google
    ? new GoogleOidc({ ...config.google, redirectUri: `${config.publicUrl}/auth/google/callback` })
    : null;

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
  // Identical generate requests are answered from memory (lib/worker-pool/result-cache.ts).
  const pipeline = withResultCache(pipelineOf(pool));

  const campaigns = new NewsletterCampaigns({
    db: deps.database.db,
    mailer,
    settings: { ...config, tokens: listTokens },
    brands: mailBrands,
    now: deps.now,
  });
  if (deps.weeklyScanSummary !== false) registerWeeklyScanSummary(jobs, campaigns, logger);

  const storage = new FileStorage(config.dataDir);
  registerTempSweep(jobs, storage, logger);
  purgeNow = registerAccountPurge(jobs, {
    purge: new AccountPurge({ db: deps.database.db, storage, now: deps.now }),
    redirectCache: { invalidate: (shortCode) => app.redirectCache.invalidate(shortCode) },
    logger,
    intervalMs: deps.accountPurgeIntervalMs,
  });
  const uploadService = new UploadService({ db: deps.database.db, storage, pipeline });
  const whiteLabel = new WhiteLabelService({
    db: deps.database.db,
    publicUrl: config.publicUrl,
    baseDomain: config.baseDomain,
    brandName: config.brandName,
    resolver: deps.dnsResolver ?? createResolver(config.dnsServers),
    // Logos the operator uploaded on the default host (the client form's images).
    uploadedLogoExists: async (path) =>
      Boolean(await uploadService.find('logo', path.split('/')[2] ?? '', DEFAULT_CLIENT_ID)),
    onChanged: () => tenancy.clear(),
  });
  const generatorService = new GeneratorService({
    db: deps.database.db,
    config,
    uploads: uploadService,
    now: deps.now,
    pipeline,
    sellerGate: createSellerGate(deps.database.db, config),
  });

  // Destination health (issue 20 item 5): "Check now", the background checker (one process at
  // a time), the owner's mails on break and recovery, and the mail's switch-to-fallback link.
  const fallbackLinks = new FallbackLinks(config.appSecret);
  const clock = deps.now ?? (() => new Date());
  const { runner: runnerOptions, ...checkOptions } = deps.destinationHealth ?? {};
  const destinationHealth = new DestinationHealthService({
    db: deps.database.db,
    userAgent: `${config.brandName} link checker (+${config.publicUrl})`,
    now: deps.now,
    // One request per host per second from all processes, in real time (the spacing is of
    // real requests, so never on a test's moved clock).
    limits: sharedLimits.realTime,
    ...checkOptions,
    alerts: new HealthAlerts({
      db: deps.database.db,
      mailer,
      links: fallbackLinks,
      now: clock,
      settingsFor: (clientId) =>
        mailBrands.applyTo(
          {
            publicUrl: config.publicUrl,
            brandName: config.brandName,
            supportEmail: config.supportEmail,
            tokens: listTokens,
          },
          clientId,
        ),
    }),
  });
  const healthRunner = new DestinationHealthRunner({
    db: deps.database.db,
    jobs,
    enabled: config.destinationChecks,
    check: (codeId, destination, clientId) =>
      destinationHealth.checkCode(codeId, destination, clientId),
    now: deps.now,
    ...runnerOptions,
    onError: (err) => logger.warn({ error: err.message }, 'destination check round failed'),
  });
  app.decorate('destinationHealthRunner', healthRunner);
  app.register(async (scope) => {
    scope.addHook('onClose', async () => healthRunner.stop());
  });

  // Before the routes: it collects the /api/v1 routes as they are added.
  registerOpenApi(app);
  app.register(async (scope) => {
    const routes = scope as unknown as App;
    registerHealthRoutes(routes, { database: deps.database });
    registerMailStatusRoutes(routes, { config });
    registerContactRoutes(routes, {
      config,
      service: new ContactService({ db: deps.database.db, config, mailer, limits: sharedLimits }),
    });
    registerNewsletterRoutes(routes, {
      mailDeliverable: config.smtpUrl !== null,
      subscriptions: new NewsletterSubscriptions({
        db: deps.database.db,
        mailer,
        limits: sharedLimits,
        tokens: listTokens,
        brands: mailBrands,
        now: deps.now,
      }),
    });
    registerCampaignRoutes(routes, { campaigns });
    registerAdminRoutes(routes, {
      service: new AdminService({
        db: deps.database.db,
        databaseKind: deps.database.kind,
        version: APP_VERSION,
        smtpConfigured: config.smtpUrl !== null,
        now: deps.now,
      }),
    });
    registerSiteMapRoutes(routes, { config });
    registerSiteStatsRoutes(routes, {
      service: new SiteStatsService({ db: deps.database.db, now: deps.now }),
    });
    const analytics = new AnalyticsService({ db: deps.database.db, now: deps.now });
    registerAnalyticsRoutes(routes, {
      service: analytics,
      pipeline,
    });
    registerAuthRoutes(routes, { config, service: authService });
    registerGoogleRoutes(routes, { config, service: authService, oidc: googleOidc });
    registerAccountRoutes(routes, {
      config,
      service: new AccountService({
        db: deps.database.db,
        hasher,
        limits: sharedLimits,
        rules: accountRules,
        storage,
        now: deps.now,
      }),
      emailChange: new EmailChange({
        db: deps.database.db,
        config,
        hasher,
        limits: sharedLimits,
        rules: accountRules,
        mail: accountMail,
        now: deps.now,
      }),
    });
    registerUploadRoutes(routes, { config, service: uploadService, guards: deps.uploadGuards });
    registerGeneratorRoutes(routes, {
      service: generatorService,
      tracking: new TrackingService({ db: deps.database.db }),
    });
    const savedCodes = new QrCodeService({
      db: deps.database.db,
      generator: generatorService,
      now: deps.now,
    });
    registerQrCodeRoutes(routes, { service: savedCodes });
    const dynamicCodes = new DynamicCodeService({
      db: deps.database.db,
      config,
      generator: generatorService,
      now: deps.now,
      // After an edit, pause, resume or delete commits; a failed cross-process notice only
      // leaves other processes on their cache TTL, so it is logged, not answered as an error.
      onCodeChanged: (shortCode) =>
        app.redirectCache.invalidate(shortCode).catch((err: Error) => {
          logger.warn({ shortCode, error: err.message }, 'redirect cache invalidation failed');
        }),
      onDestinationSet: (codeId) => healthRunner.enqueue(codeId),
    });
    registerLinkControls(routes, {
      ...linkControlDeps,
      limits: sharedLimits,
      cache: app.redirectCache,
    });
    registerDestinationHealthRoutes(routes, destinationHealth);
    registerFallbackSwitch(routes, {
      db: deps.database.db,
      links: fallbackLinks,
      brandName: config.brandName,
      now: clock,
      setDestination: (owner, id, destination) => dynamicCodes.edit(owner, id, { destination }),
    });
    registerDynamicCodeRoutes(routes, {
      service: dynamicCodes,
      uploads: uploadService,
      uploadGuards: deps.uploadGuards,
    });
    const apiKeys = new ApiKeyService({ db: deps.database.db, now: deps.now });
    const webhooks = new WebhookService({
      db: deps.database.db,
      now: deps.now,
      userAgent: webhookUserAgent,
      fetchPolicy: webhookFetchPolicy,
      timeoutMs: deps.webhooks?.timeoutMs,
    });
    registerApiKeyRoutes(routes, apiKeys);
    // With REDIS_URL the per-key API limits are counted in Redis, else in the database.
    // Keys are prefixed per installation (from APP_SECRET), so installations sharing a Redis
    // never count against each other.
    const redisCounter = config.redisUrl
      ? new RedisWindowCounter(config.redisUrl, `qrs:${installationTag(config.appSecret)}:`)
      : null;
    if (redisCounter) app.addHook('onClose', async () => redisCounter.close());
    const bulkService = new BulkService({
      db: deps.database.db,
      generator: generatorService,
      dynamicCodes,
      now: deps.now,
    });
    registerPublicApi(routes, {
      keys: apiKeys,
      clientKeys: new ClientKeys({ db: deps.database.db, whiteLabel }),
      limiter: new ApiRateLimiter({
        database: sharedLimits,
        redis: redisCounter,
        logger,
        limits: deps.apiRateLimits,
      }),
      codes: new PublicCodes({ db: deps.database.db, dynamicCodes }),
      writes: new PublicCodeWrites({
        db: deps.database.db,
        dynamicCodes,
        savedCodes,
        bulk: bulkService,
      }),
      idempotency: new IdempotencyStore({
        db: deps.database.db,
        now: deps.now,
        onSweepError: (err) => logger.warn({ error: err.message }, 'idempotency sweep failed'),
      }),
      render: new PublicRender(generatorService),
      publicUrl: config.publicUrl,
      webhooks,
      data: {
        analytics,
        dynamicCodes,
        uploads: uploadService,
        uploadGuards: deps.uploadGuards,
      },
    });
    registerWebhookRoutes(routes, webhooks);
    registerBulkRoutes(routes, { service: bulkService });
    registerTrialRoutes(routes, {
      config,
      service: new TrialService({
        db: deps.database.db,
        config,
        mail: accountMail,
        limits: sharedLimits,
        rules: accountRules,
        hasher,
        now: deps.now,
      }),
    });
    registerWhiteLabelRoutes(routes, {
      tenancy,
      service: whiteLabel,
    });
    registerPaymentsModule(routes, {
      db: deps.database.db,
      config,
      mailer,
      logger,
      brands: mailBrands,
      now: deps.now,
    });
  });

  // The first admin without mail: setup routes, and the start log's one-time link.
  registerFirstAdmin(app, {
    config,
    db: deps.database.db,
    hasher,
    logger,
    startId: deps.startId,
    now: deps.now,
  });

  // Scan webhooks: every process runs a worker; each endpoint is sent to by one at a time.
  const webhookWorker = new WebhookWorker({
    db: deps.database.db,
    logger,
    userAgent: webhookUserAgent,
    now: deps.now,
    ...deps.webhooks,
    fetchPolicy: webhookFetchPolicy,
  });
  app.decorate('webhookWorker', webhookWorker);
  app.register(async (scope) => {
    if (deps.webhooks?.start !== false) scope.addHook('onReady', async () => webhookWorker.start());
    scope.addHook('onClose', async () => webhookWorker.stop());
  });

  const scanCapture = registerScanCapture(app, {
    db: deps.database.db,
    jobs,
    copyPool: deps.database.kind === 'postgres' ? deps.database.pool : null,
    appSecret: config.appSecret,
    logger,
    now: deps.now,
    rollupIntervalMs: deps.scanRollupIntervalMs,
    rollupChunk: ROLLUP_CHUNK[deps.database.kind],
    scanDetailRetentionMonths: config.scanDetailRetentionMonths,
    // Newly folded scans are what the webhook worker queues: it sends them without waiting.
    onScansFolded: () => webhookWorker.nudge(),
  });
  registerRedirectModule(app, {
    database: deps.database,
    brandName: config.brandName,
    logLevel: config.logLevel,
    secure: config.secure,
    trustProxy: config.trustProxy,
    logger,
    onRedirect: (code, facts) => scanCapture.record(code, facts),
    fastPath: shortLinks,
    hostedPage: createHostedPages({
      imageSizes: (id) => uploadService.imageSizes(id),
    }),
    gate: createLinkGate({ ...linkControlDeps, limits: sharedLimits }),
    tenantOfHost: (hostname) => tenancy.tenantOfHost(hostname),
    preview: createLinkPreview(linkControlDeps),
  });
  registerHostedPageRoutes(app, { ...config, cache: app.redirectCache, now: deps.now });
  registerHostedPagePreview(app, {
    brandName: config.brandName,
    imageSizes: (id) => uploadService.imageSizes(id),
  });

  const spaAvailable = registerSpa(app, config.webDir);
  // The shell in the host's white-label brand from the first byte (issue 17 item 5).
  const shellFor = createThemedShell({ webDir: config.webDir, tenancy, service: whiteLabel });
  if (spaAvailable && config.pagesDir) {
    registerPrerenderedPages(app, {
      pagesDir: config.pagesDir,
      publicUrl: config.publicUrl,
      hintCookie: signedInHintCookieName(config),
      shellFor,
    });
  }
  app.setNotFoundHandler(createNotFoundHandler(spaAvailable, shellFor));
  return app;
}

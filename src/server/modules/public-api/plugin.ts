import type { ApiRatePlan } from '../../../contracts/api-rate-limits.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { installationTag, RedisWindowCounter } from '../../lib/redis-window-counter.js';
import type { UploadGuardOptions } from '../uploads/index.js';
import { ClientKeys } from './client-keys.js';
import { PublicCodeWrites } from './code-writes.js';
import { PublicCodes } from './codes.js';
import { IdempotencyStore } from './idempotency.js';
import { registerOpenApi } from './openapi.js';
import { ApiRateLimiter } from './rate-limit.js';
import { PublicRender } from './render.js';
import { registerPublicApi } from './routes.js';

export interface PublicApiModuleOptions extends ModuleDeps {
  /** Per-key request limits of /api/v1 by plan (tests shrink them); default API_RATE_LIMITS. */
  apiRateLimits?: Readonly<Record<ApiRatePlan, number>>;
  uploadGuards?: UploadGuardOptions;
}

/**
 * The public REST API under /api/v1 and its OpenAPI document. It acts through the web app's
 * services: `app.apiKeys`, `app.whiteLabel`, `app.dynamicCodes`, `app.organise`,
 * `app.savedCodes`, `app.bulk`, `app.generator`, `app.webhooks`, `app.analytics`, `app.uploads`,
 * `app.linkControls` and `app.designKits`.
 */
export const publicApiModule = defineModule<PublicApiModuleOptions>(
  'public-api',
  (app, deps) => {
    const { config, db, now, logger } = deps;
    // Before the routes: it collects the /api/v1 routes as they are added.
    registerOpenApi(app);
    // With REDIS_URL the per-key API limits are counted in Redis, else in the database.
    // Keys are prefixed per installation (from APP_SECRET), so installations sharing a Redis
    // never count against each other.
    const redis = config.redisUrl
      ? new RedisWindowCounter(config.redisUrl, `qrs:${installationTag(config.appSecret)}:`)
      : null;
    if (redis) app.addHook('onClose', async () => redis.close());
    const { dynamicCodes } = app;
    scoped(app, (scope) =>
      registerPublicApi(scope, {
        keys: app.apiKeys,
        clientKeys: new ClientKeys({ db, whiteLabel: app.whiteLabel, workspaces: app.workspaces }),
        limiter: new ApiRateLimiter({
          database: deps.limits,
          redis,
          logger,
          limits: deps.apiRateLimits,
        }),
        codes: new PublicCodes({ db, dynamicCodes }),
        organise: app.organise,
        writes: new PublicCodeWrites({
          db,
          dynamicCodes,
          organise: app.organise,
          savedCodes: app.savedCodes,
          bulk: app.bulk,
          designKits: app.designKits,
        }),
        idempotency: new IdempotencyStore({
          db,
          now,
          onSweepError: (err) => logger.warn({ error: err.message }, 'idempotency sweep failed'),
        }),
        render: new PublicRender(app.generator, app.designKits),
        publicUrl: config.publicUrl,
        webhooks: app.webhooks,
        controls: app.linkControls.service,
        designKits: app.designKits,
        data: {
          analytics: app.analytics,
          dynamicCodes,
          uploads: app.uploads,
          uploadGuards: deps.uploadGuards,
        },
      }),
    );
  },
  [
    'api-keys',
    'white-label',
    'dynamic-codes',
    'organise',
    'qr-codes',
    'bulk',
    'generator',
    'webhooks',
    'analytics',
    'uploads',
    'link-controls',
    'designs',
  ],
);

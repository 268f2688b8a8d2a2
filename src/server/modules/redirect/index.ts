// Public face of the redirect module: the short-link routes and the code cache other modules
// must invalidate after changing a dynamic code.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import { defineModule, type ModuleDeps } from '../../lib/module.js';
import type { HostTenant } from '../../lib/tenant.js';
import { clientIpResolver, requestHostResolver } from './client-ip.js';
import type { ShortLinkFastPath } from './fast-path.js';
import { CodeChangeListener, publishCodeChanged } from './pg-invalidation.js';
import { RedirectCache, type RedirectCacheOptions } from './redirect-cache.js';
import { findByShortCode, findRecentTargets } from './repository.js';
import { registerRedirectRoutes } from './routes.js';
import { timed } from './timing.js';
import type { AppMetrics } from '../metrics/index.js';
import {
  createShortLinkHandler,
  type HostedPage,
  type OnRedirect,
  type TargetGate,
} from './short-link-handler.js';

export { ShortLinkFastPath } from './fast-path.js';
export { RedirectCache } from './redirect-cache.js';
export type { RedirectTarget } from './repository.js';
export type { GateDecision, HostedPage, OnRedirect, TargetGate } from './short-link-handler.js';
export { SHORT_CODE_PATTERN, isShortCode } from './short-code.js';
export { safeRedirectTarget } from './safe-destination.js';
export { PAGE_CSP, renderRedirectPage, type RedirectPageKind } from './pages.js';
export { CONNECTIONS_CHECKING_INTERVAL_MS } from './fast-path.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Short code -> code cache of the redirect. After committing an edit, pause, resume or
     * delete of a dynamic code, call `app.redirectCache.invalidate(shortCode)`.
     */
    redirectCache: RedirectCache;
  }
}

/**
 * Drops a short code from the redirect cache of this process and (PostgreSQL) of every other
 * process on the database. Call after the change has been committed.
 */
export function invalidateShortCode(app: FastifyInstance, shortCode: string): Promise<void> {
  return app.redirectCache.invalidate(shortCode);
}

export interface RedirectModuleDeps {
  database: DatabaseHandle;
  brandName: string;
  /** The app's log level; the redirect logs no request lines (warn at most). */
  logLevel: Config['logLevel'];
  /** PUBLIC_URL is https (HSTS). */
  secure: boolean;
  /** The app's trustProxy setting: scan capture gets the address Fastify's request.ip would. */
  trustProxy: Config['trustProxy'];
  logger: Pick<Logger, 'warn' | 'info' | 'error'>;
  /** Scan capture, called after each redirect is sent. */
  onRedirect: OnRedirect;
  /**
   * The fast path whose serverFactory built the app's server: it answers short links from the
   * moment this module is registered. Without it only the Fastify routes serve them.
   */
  fastPath?: ShortLinkFastPath;
  cache?: Omit<RedirectCacheOptions, 'load' | 'publish'>;
  /** Hosted pages of content codes (modules/hosted-pages); registered on /d/{code}. */
  hostedPage?: HostedPage;
  /** Link controls (modules/link-controls), evaluated over the cached code on every scan. */
  gate?: TargetGate;
  /**
   * The white-label client serving a host name (the host as Fastify's request.hostname gives it
   * under trustProxy): a code answers only there, and the pages there carry the client's name.
   * null: an inactive client's host. Without it every host is client 1 under our brand.
   */
  tenantOfHost?: (hostname: string) => HostTenant | null | Promise<HostTenant | null>;
  /** The safe preview page of /d/{code}+ (see registerRedirectRoutes). */
  preview?: Parameters<typeof registerRedirectRoutes>[1]['preview'];
  /** Where each answer's status and time are reported (modules/metrics). */
  metrics?: Pick<AppMetrics, 'shortLinkAnswered'>;
}

/**
 * Decorates `app.redirectCache`, registers /d/* and attaches the short-link handler to the fast
 * path. On PostgreSQL a dedicated connection LISTENs for changes made by other processes; it
 * starts with the app and stops at close.
 */
function registerRedirectModule(app: App, deps: RedirectModuleDeps): RedirectCache {
  const { database } = deps;
  const pool = database.kind === 'postgres' ? database.pool : null;
  const cache = new RedirectCache({
    ...deps.cache,
    load: (shortCode) => findByShortCode(database.db, shortCode),
    publish: pool ? (shortCode) => publishCodeChanged(pool, shortCode) : undefined,
  });
  app.decorate('redirectCache', cache);

  // From the start of close(): the fast path steps aside (Fastify answers new requests 503) and
  // answers still in flight end their keep-alive connection, so the server can finish closing.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const { tenantOfHost } = deps;
  const hostOf = requestHostResolver(deps.trustProxy);
  const handler = createShortLinkHandler({
    cache,
    brandName: deps.brandName,
    secure: deps.secure,
    onRedirect: deps.onRedirect,
    clientIp: clientIpResolver(deps.trustProxy),
    logger: deps.logger,
    isClosing: () => closing,
    hostedPage: deps.hostedPage,
    gate: deps.gate,
    tenantOf: tenantOfHost && ((request) => tenantOfHost(hostOf(request))),
  });
  const { metrics } = deps;
  const serve = metrics ? timed(handler, metrics, false) : handler;
  deps.fastPath?.attach(metrics ? timed(handler, metrics, true) : handler, () => closing);

  // Hooks and routes live in a child context: its onClose hooks run before the root's
  // (which close the database), after the server has stopped and in-flight requests ended.
  app.register(async (scope) => {
    const routes = scope as unknown as App;
    if (pool) {
      // After a reconnection, notices sent meanwhile are lost: forget everything cached.
      let listened = false;
      const listener = new CodeChangeListener({
        connection: pool.options,
        onChanged: (shortCode) => cache.drop(shortCode),
        onListening: () => {
          if (listened) cache.clear();
          listened = true;
        },
        logger: deps.logger,
      });
      routes.addHook('onReady', () => listener.start());
      routes.addHook('onClose', () => listener.stop());
    }
    // Warm the cache at start with the codes most likely to be scanned (a miss costs a query,
    // and holds that request until it answers). Skipped if a code changes while the rows are read.
    // Best effort: a database that is down at start must not stop the server from starting.
    routes.addHook('onReady', async () => {
      const generation = cache.currentGeneration;
      try {
        cache.preload(await findRecentTargets(database.db, cache.capacity), generation);
      } catch (err) {
        deps.logger?.warn(
          { err: { message: (err as Error).message } },
          'redirect cache warm-up skipped: database unavailable',
        );
      }
    });
    registerRedirectRoutes(routes, { serve, logLevel: deps.logLevel, preview: deps.preview });
  });
  return cache;
}

export interface RedirectModuleOptions extends ModuleDeps {
  /** The fast path whose serverFactory built the app's server (see RedirectModuleDeps). */
  fastPath?: ShortLinkFastPath;
}

/**
 * The short links /d/{code}: decorates `app.redirectCache`; each redirect is recorded by
 * `app.scanCapture`, content codes answer `app.hostedPages`, `app.linkControls` gates every
 * scan and previews /d/{code}+, and `app.tenancy` names each host's client.
 */
export const redirectModule = defineModule<RedirectModuleOptions>(
  'redirect',
  (app, { config, database, logger, fastPath }) => {
    const { scanCapture, tenancy, linkControls } = app;
    registerRedirectModule(app, {
      database,
      brandName: config.brandName,
      logLevel: config.logLevel,
      secure: config.secure,
      trustProxy: config.trustProxy,
      logger,
      onRedirect: (code, facts) => scanCapture.record(code, facts),
      fastPath,
      hostedPage: app.hostedPages,
      gate: linkControls.gate,
      tenantOfHost: (hostname) => tenancy.tenantOfHost(hostname),
      preview: linkControls.preview,
      metrics: app.metrics,
    });
  },
  ['scans', 'hosted-pages', 'link-controls', 'white-label', 'metrics'],
);

// Public face of the redirect module: the short-link routes and the code cache other modules
// must invalidate after changing a dynamic code.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import { CodeChangeListener, publishCodeChanged } from './pg-invalidation.js';
import { RedirectCache, type RedirectCacheOptions } from './redirect-cache.js';
import { findByShortCode, findRecentTargets } from './repository.js';
import { registerRedirectRoutes, type OnRedirect } from './routes.js';

export { RedirectCache } from './redirect-cache.js';
export type { RedirectTarget } from './repository.js';
export type { OnRedirect } from './routes.js';
export { SHORT_CODE_PATTERN, isShortCode } from './short-code.js';
export { safeRedirectTarget } from './safe-destination.js';

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
  logger: Pick<Logger, 'warn' | 'info'>;
  /** Scan capture, called after each redirect is sent. */
  onRedirect: OnRedirect;
  cache?: Omit<RedirectCacheOptions, 'load' | 'publish'>;
}

/**
 * Decorates `app.redirectCache` and registers /d/*. On PostgreSQL a dedicated connection
 * LISTENs for changes made by other processes; it starts with the app and stops at close.
 */
export function registerRedirectModule(app: App, deps: RedirectModuleDeps): RedirectCache {
  const { database } = deps;
  const pool = database.kind === 'postgres' ? database.pool : null;
  const cache = new RedirectCache({
    ...deps.cache,
    load: (shortCode) => findByShortCode(database.db, shortCode),
    publish: pool ? (shortCode) => publishCodeChanged(pool, shortCode) : undefined,
  });
  app.decorate('redirectCache', cache);

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
    // which on PGlite runs on this thread). Skipped if a code changes while the rows are read.
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
    registerRedirectRoutes(routes, {
      cache,
      brandName: deps.brandName,
      logLevel: deps.logLevel,
      secure: deps.secure,
      onRedirect: deps.onRedirect,
    });
  });
  return cache;
}

import { siteStatsSchema, type SiteStats } from '../../../contracts/site-stats.js';
import type { Database } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import { siteTotals } from './repository.js';

/** How long one reading of the totals is served (spec: cached for a minute). */
export const SITE_STATS_TTL_MS = 60_000;

/**
 * This instance's real totals for the public pages (never invented figures): generations
 * recorded by the generator, dynamic codes created and their counted scans. Read at most once
 * a minute per process; concurrent callers share one reading.
 */
export class SiteStatsService {
  private cached: { at: number; value: Promise<SiteStats> } | null = null;
  private readonly now: () => Date;

  constructor(private readonly deps: { db: Database; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  read(): Promise<SiteStats> {
    const at = this.now().getTime();
    if (this.cached && at - this.cached.at < SITE_STATS_TTL_MS) return this.cached.value;
    const value = this.load();
    this.cached = { at, value };
    // A failed reading is not kept: the next caller tries again.
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  private async load(): Promise<SiteStats> {
    const totals = await siteTotals(this.deps.db);
    return {
      codesGenerated: totals.generations,
      dynamicCodes: totals.dynamicCodes,
      scansCounted: totals.scans,
    };
  }
}

/** GET /api/site-stats → SiteStats (public, cacheable for a minute). */
export function registerSiteStatsRoutes(app: App, deps: { service: SiteStatsService }): void {
  app.get(
    '/api/site-stats',
    { schema: { response: { 200: siteStatsSchema, ...errorAnswers(500) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return deps.service.read();
    },
  );
}

/** GET /api/site-stats. */
export const siteStatsModule = defineModule('site-stats', (app, { database, now }: ModuleDeps) =>
  scoped(app, (scope) =>
    registerSiteStatsRoutes(scope, { service: new SiteStatsService({ db: database.read, now }) }),
  ),
);

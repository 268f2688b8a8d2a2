import { sql } from 'drizzle-orm';
import type { SiteStats } from '../../../contracts/site-stats.js';
import type { Database } from '../../db/client.js';
import { dynamicQrCodes, qrGenerations } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { onlyRow } from '../../db/raw-rows.js';

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
    const { db } = this.deps;
    const generated = onlyRow(
      await db.select({ n: sql<string>`count(*)` }).from(qrGenerations),
      'load',
    );
    const dynamic = onlyRow(
      await db
        .select({
          n: sql<string>`count(*)`,
          scans: sql<string>`coalesce(sum(${dynamicQrCodes.scanCount}), 0)`,
        })
        .from(dynamicQrCodes),
      'load',
    );
    return {
      codesGenerated: Number(generated.n),
      dynamicCodes: Number(dynamic.n),
      scansCounted: Number(dynamic.scans),
    };
  }
}

/** GET /api/site-stats → SiteStats (public, cacheable for a minute). */
export function registerSiteStatsRoutes(app: App, deps: { service: SiteStatsService }): void {
  app.get('/api/site-stats', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return deps.service.read();
  });
}

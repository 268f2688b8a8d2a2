import { z } from 'zod';

/** GET /api/site-stats: this instance's real totals, shown on the landing and about pages. */
export const siteStatsSchema = z.object({
  /** QR codes generated with the generator (every generation counted, signed in or not). */
  codesGenerated: z.number(),
  /** Dynamic codes created (deleted ones included: they were created). */
  dynamicCodes: z.number(),
  /** Scans of dynamic codes counted (bots and link previews excluded). */
  scansCounted: z.number(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

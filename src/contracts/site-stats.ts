/** GET /api/site-stats: this instance's real totals, shown on the landing and about pages. */
export interface SiteStats {
  /** QR codes generated with the generator (every generation counted, signed in or not). */
  codesGenerated: number;
  /** Dynamic codes created (deleted ones included: they were created). */
  dynamicCodes: number;
  /** Scans of dynamic codes counted (bots and link previews excluded). */
  scansCounted: number;
}

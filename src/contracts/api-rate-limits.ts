/**
 * Request limits of the public REST API (issue 19 item 4, issue 36 item 5), by the plan the key
 * acts for. One fixed window per user, shared by all of that user's keys (a white-label client
 * key: per client): it opens at the first request and lasts API_RATE_WINDOW_SECONDS; every
 * request in it counts one unit, refused ones included, and a PNG render counts its
 * renderUnits(). Documented in docs/API.md.
 */
export const API_RATE_PLANS = ['free', 'trial', 'premium', 'client'] as const;
export type ApiRatePlan = (typeof API_RATE_PLANS)[number];

export const API_RATE_WINDOW_SECONDS = 60;

/** Units per window (a minute) for each plan: a request is one unit, a large PNG more. */
export const API_RATE_LIMITS: Readonly<Record<ApiRatePlan, number>> = {
  free: 60,
  trial: 300,
  premium: 600,
  client: 1200,
};

const PLAN_NAMES: Record<ApiRatePlan, string> = {
  free: 'the free plan',
  trial: 'the trial',
  premium: 'Premium',
  client: 'a white-label client key',
};

/**
 * The 429's message, e.g. "Too many requests for this account's API keys: 60 requests a minute on
 * the free plan, a PNG counting one per 1024 × 1024 pixels. Try again in 12 seconds."
 */
export function apiRateLimitMessage(
  plan: ApiRatePlan,
  limit: number,
  retryAfterSeconds: number,
): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  const whose = plan === 'client' ? 'this client key' : "this account's API keys";
  return (
    `Too many requests for ${whose}: ${limit} requests a minute on ` +
    `${PLAN_NAMES[plan]}, a PNG counting one per 1024 × 1024 pixels. Try again in ${wait}.`
  );
}

/** Output pixels one unit of a rate limit pays for: a PNG 1024 px wide (1024 × 1024). */
export const RENDER_UNIT_PIXELS = 1024 * 1024;

/**
 * What a render counts in rate limits (and in its client's share of the render workers), by
 * output pixels: ceil(width² / 1024²), at least 1, so a 4096 px PNG counts 16 and anything up to
 * 1024 px counts 1. Without a raster (SVG, PDF: `pngWidth` null) it counts 1.
 */
export function renderUnits(pngWidth: number | null | undefined): number {
  if (!pngWidth || !Number.isFinite(pngWidth) || pngWidth <= 0) return 1;
  return Math.max(1, Math.ceil((pngWidth * pngWidth) / RENDER_UNIT_PIXELS));
}

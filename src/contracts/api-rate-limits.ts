/**
 * Per-key request limits of the public REST API (issue 19 item 4), by the plan the key acts for.
 * One fixed window per key: it opens at the key's first request and lasts API_RATE_WINDOW_SECONDS;
 * every request in it counts, refused ones included. Documented in docs/API.md.
 */
export const API_RATE_PLANS = ['free', 'trial', 'premium', 'client'] as const;
export type ApiRatePlan = (typeof API_RATE_PLANS)[number];

export const API_RATE_WINDOW_SECONDS = 60;

/** Requests per window (a minute) for each plan. */
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

/** The 429's message, e.g. "... 60 requests a minute on the free plan. Try again in 12 seconds." */
export function apiRateLimitMessage(
  plan: ApiRatePlan,
  limit: number,
  retryAfterSeconds: number,
): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return (
    `Too many requests for this API key: ${limit} requests a minute on ` +
    `${PLAN_NAMES[plan]}. Try again in ${wait}.`
  );
}

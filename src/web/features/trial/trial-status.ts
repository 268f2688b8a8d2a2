import { useQuery } from '@tanstack/react-query';
import type { TrialStatus } from '../../../contracts/dynamic-codes.js';
import { useAuth } from '../auth/index.js';

/** Cache key of GET /api/trial-status; the key doubles as the URL (see getQueryFn). */
export const TRIAL_STATUS_QUERY_KEY = ['/api/trial-status'] as const;

/** Spec 000 §7 and §9: the trial status is refreshed every 5 minutes while signed in. */
export const TRIAL_STATUS_REFRESH_MS = 5 * 60 * 1000;

/**
 * The signed-in user's trial and plan status; `status` is undefined while signed out, while
 * loading and after a failed fetch (callers then show no banner and let the server decide).
 * Polls every 5 min only while signed in; never on window focus (the client's default).
 */
export function useTrialStatus(): { status: TrialStatus | undefined; isLoading: boolean } {
  const { user } = useAuth();
  const query = useQuery<TrialStatus>({
    queryKey: TRIAL_STATUS_QUERY_KEY,
    enabled: user !== null,
    refetchInterval: user ? TRIAL_STATUS_REFRESH_MS : false,
  });
  return { status: user ? query.data : undefined, isLoading: user !== null && query.isLoading };
}

/**
 * True when the user is subscribed (past_due too: still Premium while Stripe retries the card):
 * every trial and limit notice is hidden then.
 */
export function isSubscribed(status: TrialStatus): boolean {
  return status.subscriptionStatus === 'active' || status.subscriptionStatus === 'past_due';
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ANALYTICS_LIMITS,
  type CodeAnalytics,
  type LiveAnalytics,
  type ScopeAnalytics,
  type UserAnalytics,
} from '../../../contracts/analytics.js';
import type { FolderWithCount, TagWithCount } from '../../../contracts/organise.js';
import { getQueryFn } from '../../lib/api.js';

/**
 * Queries of the analytics views. Each cache key is the URL itself (see getQueryFn). Polling
 * runs only while the tab is visible: TanStack Query skips interval refetches in the
 * background (refetchIntervalInBackground is false), so a hidden tab costs the server nothing.
 */

function jsonQuery<T>() {
  const fetchJson = getQueryFn<T>({ on401: 'throw' });
  // With on401 'throw' a response is never turned into null.
  return async (context: { queryKey: readonly unknown[] }) => (await fetchJson(context)) as T;
}

export function userAnalyticsUrl(tz: string): string {
  return `/api/user-analytics?${new URLSearchParams({ tz }).toString()}`;
}

/**
 * GET /api/user-analytics?tz: fetched anew whenever the overview opens and when the tab regains
 * focus, never on a timer (nothing in the overview is live).
 */
export function useUserAnalytics(tz: string) {
  return useQuery({
    queryKey: [userAnalyticsUrl(tz)],
    queryFn: jsonQuery<UserAnalytics>(),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}

/** GET /api/dynamic-qrcodes/{id}/analytics?from&to&tz; keeps the last range on screen while the next loads. */
export function useCodeAnalytics(url: string, enabled = true) {
  return useQuery({
    queryKey: [url],
    queryFn: jsonQuery<CodeAnalytics>(),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/analytics?folderId&tag&from&to&tz&compare&filters: a workspace scope's numbers. */
export function useScopeAnalytics(url: string, enabled = true) {
  return useQuery({
    queryKey: [url],
    queryFn: jsonQuery<ScopeAnalytics>(),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The workspace's folders and tags (the dashboard's own queries), to scope its analytics. */
export function useScopeChoices() {
  const folders = useQuery({
    queryKey: ['/api/folders'],
    queryFn: jsonQuery<FolderWithCount[]>(),
  });
  const tags = useQuery({ queryKey: ['/api/tags'], queryFn: jsonQuery<TagWithCount[]>() });
  return { folders: folders.data, tags: tags.data };
}

/** GET /api/dynamic-qrcodes/{id}/analytics/live every livePollMs (cheap: a few counters). */
export function useLiveAnalytics(url: string, enabled = true) {
  return useQuery({
    queryKey: [url],
    queryFn: jsonQuery<LiveAnalytics>(),
    refetchInterval: ANALYTICS_LIMITS.livePollMs,
    enabled,
  });
}

import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.js';

/**
 * Query behaviour of spec 000 §7: no retries, no polling, no refetch on window focus and
 * data never goes stale (mutations update or invalidate the cache explicitly).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; tests make their own with createQueryClient(). */
export const queryClient = createQueryClient();

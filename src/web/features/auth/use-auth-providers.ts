import { useQuery } from '@tanstack/react-query';
import { AUTH_PROVIDERS_PATH, type AuthProviders } from '../../../contracts/auth.js';
import { apiRequest } from '../../lib/api.js';

export const AUTH_PROVIDERS_QUERY_KEY = ['auth-providers'] as const;

/**
 * The sign-in providers this server has configured (GET /api/auth-providers; fixed while the
 * server runs). A provider counts only once the server has said so: while the answer loads, or
 * if it failed, no provider button is shown (a button that leads to an error is worse than none).
 */
export function useAuthProviders(): AuthProviders {
  const providers = useQuery({
    queryKey: AUTH_PROVIDERS_QUERY_KEY,
    queryFn: async () =>
      (await (await apiRequest('GET', AUTH_PROVIDERS_PATH)).json()) as AuthProviders,
    staleTime: Infinity,
    retry: false,
  });
  return { google: providers.data?.google === true };
}

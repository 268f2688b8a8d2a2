import { useQuery } from '@tanstack/react-query';
// Type-only import: the session hook runs on every page, so it must not pull zod in.
import type { PublicUser } from '../../../contracts/auth.js';
import { getQueryFn } from '../../lib/api.js';

/** Cache key of the current user; the key doubles as the URL (see getQueryFn). */
export const USER_QUERY_KEY = ['/api/user'] as const;
/** Cache key of the saved-codes list, refreshed after logout (spec 000 §4). */
export const QR_CODES_QUERY_KEY = ['/api/qrcodes'] as const;

const fetchUser = getQueryFn<PublicUser>({ on401: 'returnNull' });

/**
 * Whether this browser holds a session, as the server's readable hint cookie says (set and
 * cleared with the HttpOnly session cookie: server auth/session-cookie.ts). For the first screen
 * only, never for access. Absent: a visitor, so the landing page need not wait for /api/user,
 * and the server sends the public pages prerendered (src/server/lib/prerendered-pages.ts).
 */
export function wasSignedIn(): boolean {
  // Prerendered at build time (src/web/prerender) there is no browser: a visitor's page.
  if (typeof document === 'undefined') return false;
  return /(?:^|;\s*)(?:__Host-)?qrs_signed_in=1(?:;|$)/.test(document.cookie);
}

/**
 * The signed-in user, or null when signed out. A 401 means signed out; any other failure
 * is also treated as signed out, silently (spec 000 §4 and §8).
 */
export function useAuth(): { user: PublicUser | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async (context) => {
      try {
        return await fetchUser(context);
      } catch (error) {
        console.warn('Failed to fetch user data', error);
        return null;
      }
    },
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/**
 * Whether to show the signed-out parts of the page (header navigation, footer newsletter):
 * when no user is signed in, and already while the session loads in a browser without the
 * session hint (a visitor; also every prerendered page), so they are in the first HTML. With
 * the hint they wait for the answer, so a signed-in user never sees them flash.
 */
export function useSignedOutView(): boolean {
  const { user, isLoading } = useAuth();
  return !user && (!isLoading || !wasSignedIn());
}

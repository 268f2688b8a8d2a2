import { LoadingScreen } from '../components/ui/loading-screen.js';
import { useAuth, wasSignedIn } from '../features/auth/use-auth.js';
import { LandingPage } from '../features/landing/landing-page.js';
import { DashboardPage } from './lazy-pages.js';

/**
 * / (spec 001 §2): the dashboard for a signed-in user, the landing page otherwise. While the
 * session loads, a browser without a session (no hint cookie, see use-auth.ts) shows the landing
 * page at once, so a visitor's first screen does not wait for that round trip; one holding a
 * session shows 'Loading...' rather than flashing the landing page before its dashboard.
 */
export function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return wasSignedIn() ? <LoadingScreen /> : <LandingPage />;
  return user ? <DashboardPage /> : <LandingPage />;
}

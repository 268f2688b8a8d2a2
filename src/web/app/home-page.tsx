import { LoadingScreen } from '../components/ui/loading-screen.js';
import { useAuth } from '../features/auth/use-auth.js';
import { LandingPage } from '../features/landing/landing-page.js';
import { DashboardPage } from './lazy-pages.js';

/** / (spec 001 §2): 'Loading...' while the session loads, then the dashboard or the landing. */
export function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return user ? <DashboardPage /> : <LandingPage />;
}

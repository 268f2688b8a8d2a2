import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadingScreen } from '../../components/ui/loading-screen.js';
import { useAuth } from './use-auth.js';

/**
 * Renders its children only for a signed-in user (spec 001 §2): 'Loading...' while the
 * session loads, a redirect to /login when signed out.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <Redirect to="/login" replace />;
  return <>{children}</>;
}

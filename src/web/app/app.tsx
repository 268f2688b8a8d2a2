import { Router } from 'wouter';
import { queryClient } from '../lib/query-client.js';
import { Providers } from './providers.js';
import { AppRoutes } from './app-routes.js';

/** The whole SPA with browser-history routing. */
export function App() {
  return (
    <Providers client={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </Providers>
  );
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.js';
import { Providers } from '../app/providers.js';
import { AppRoutes } from '../app/app-routes.js';
import type { FakeApi } from './fake-api.js';

/**
 * Renders the real app at `path` with in-memory routing, a fresh query cache and `api`
 * answering every fetch. `currentPath()` reads where the router is now.
 */
export function renderApp(path: string, api: FakeApi) {
  vi.stubGlobal('fetch', api.fetch);
  const memory = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Providers client={client}>
      <Router hook={memory.hook}>
        <AppRoutes />
      </Router>
    </Providers>,
  );
  return {
    ...view,
    user,
    client,
    currentPath: () => memory.history?.at(-1) ?? path,
  };
}

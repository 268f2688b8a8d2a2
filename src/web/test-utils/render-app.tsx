import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.js';
import { Providers } from '../app/providers.js';
import { AppRoutes } from '../app/app-routes.js';
import { I18nProvider } from '../lib/i18n/i18n.js';
import { bundle as englishSite } from '../lib/i18n/bundles/en.js';
import type { FakeApi } from './fake-api.js';

/**
 * Renders the real app at `path` with in-memory routing, a fresh query cache and `api`
 * answering every fetch, in English as main.tsx provides it (a test that resets the module
 * cache gets the provider too, not only the setup's fallback). `currentPath()` reads where the
 * router is now.
 */
export function renderApp(path: string, api: FakeApi) {
  vi.stubGlobal('fetch', api.fetch);
  const memory = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider value={{ locale: 'en', bundle: englishSite }}>
      <Providers client={client}>
        <Router hook={memory.hook}>
          <AppRoutes />
        </Router>
      </Providers>
    </I18nProvider>,
  );
  return {
    ...view,
    user,
    client,
    currentPath: () => memory.history?.at(-1) ?? path,
  };
}

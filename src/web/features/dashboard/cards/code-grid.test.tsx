// Issue 40 item 9 in the browser: the cards view draws a page of cards at a time, never a
// workspace's thousands at once, with Previous and Next, against the fake API at the fetch
// boundary.
import '../../../test-utils/jsdom-shims.js';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/app-routes.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { createDashboardFakeApi, dynamicCode } from '../testing/fake-dashboard-api.js';
import { GRID_PAGE_SIZE } from './code-grid.js';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the cards view at many codes', () => {
  it('shows a page of cards at a time, newest first, with Previous and Next', async () => {
    const count = GRID_PAGE_SIZE * 2 + 5;
    const dynamic = Array.from({ length: count }, (_, k) =>
      dynamicCode(k + 1, {
        name: `Code ${k + 1}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + k * 60_000).toISOString(),
      }),
    );
    const api = createDashboardFakeApi({ signedInAs: 'ann@example.com', dynamic, saved: [] });
    vi.stubGlobal('fetch', api.fetch);
    const memory = memoryLocation({ path: '/', record: true });
    const user = userEvent.setup();
    render(
      <Providers client={createQueryClient()}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <AppRoutes />
        </Router>
      </Providers>,
    );
    const names = () =>
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    await screen.findByRole('article', { name: `Code ${count}` }, { timeout: 15_000 });
    expect(names()).toHaveLength(GRID_PAGE_SIZE);
    expect(names()[0]).toBe(`Code ${count}`);
    const pager = screen.getByRole('navigation', { name: 'Pages of codes' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(within(pager).getByText('Page 3 of 3')).toBeTruthy();
    expect(names()).toEqual(['Code 5', 'Code 4', 'Code 3', 'Code 2', 'Code 1']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});

// Issue 40 item 2 in the browser: saved views above the code list, against the fake API at the
// fetch boundary. Saving keeps the URL's search, filters and sort under a name; opening a view
// puts them back in the URL; rename and delete; a taken name is refused with the server's words.
import '../../../test-utils/jsdom-shims.js';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_VIEW_MESSAGES } from '../../../../contracts/saved-views.js';
import { AppRoutes } from '../../../app/app-routes.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { createDashboardFakeApi, dynamicCode } from '../testing/fake-dashboard-api.js';

vi.setConfig({ testTimeout: 120_000 });
const LOAD = { timeout: 30_000 };

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDashboard(path: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    dynamic: [
      dynamicCode(1, { name: 'Lunch menu', createdAt: '2026-01-01T10:00:00.000Z' }),
      dynamicCode(2, { name: 'Careers', createdAt: '2026-01-02T10:00:00.000Z' }),
    ],
    saved: [],
  });
  api.views = [{ id: 90, name: 'Broken links', search: 'health=broken' }];
  vi.stubGlobal('fetch', api.fetch);
  const memory = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(
    <Providers client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppRoutes />
      </Router>
    </Providers>,
  );
  return { api, user, currentPath: () => memory.history?.at(-1) ?? path };
}

describe('saved views', () => {
  it('saves the current search and sort, opens, renames and deletes views', async () => {
    const { api, user, currentPath } = openDashboard('/?q=lunch&sort=name');
    const region = await screen.findByRole('region', { name: 'Saved views' }, LOAD);
    await within(region).findByRole('button', { name: 'Broken links' }, LOAD);

    await user.click(within(region).getByRole('button', { name: 'Save view' }));
    await user.type(within(region).getByRole('textbox', { name: 'View name' }), 'broken LINKS');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(SAVED_VIEW_MESSAGES.taken);

    const name = within(region).getByRole('textbox', { name: 'View name' });
    await user.clear(name);
    await user.type(name, 'Lunch');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    const lunch = await within(region).findByRole('button', { name: 'Lunch' }, LOAD);
    expect(api.views.at(-1)).toEqual({
      id: expect.any(Number),
      name: 'Lunch',
      search: 'q=lunch&sort=name',
    });
    expect(lunch.getAttribute('aria-pressed')).toBe('true');

    await user.click(within(region).getByRole('button', { name: 'Broken links' }));
    await waitFor(() => expect(currentPath()).toBe('/?health=broken'));
    expect(lunch.getAttribute('aria-pressed')).toBe('false');
    await user.click(lunch);
    await waitFor(() => expect(currentPath()).toBe('/?q=lunch&sort=name'));

    await user.click(within(region).getByRole('button', { name: 'Rename view Lunch' }));
    const rename = within(region).getByRole('textbox', { name: 'New name for “Lunch”' });
    await user.clear(rename);
    await user.type(rename, 'Menus{Enter}');
    await within(region).findByRole('button', { name: 'Menus' }, LOAD);
    expect(api.views.map((v) => v.name)).toEqual(['Broken links', 'Menus']);

    await user.click(within(region).getByRole('button', { name: 'Delete view Broken links' }));
    await waitFor(() => expect(api.views.map((v) => v.name)).toEqual(['Menus']));
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'Broken links' })).toBeNull(),
    );
  });

  it('offers saving only once the list is searched or filtered', async () => {
    openDashboard('/');
    const region = await screen.findByRole('region', { name: 'Saved views' }, LOAD);
    await within(region).findByRole('button', { name: 'Broken links' }, LOAD);
    expect(within(region).queryByRole('button', { name: 'Save view' })).toBeNull();
  });
});

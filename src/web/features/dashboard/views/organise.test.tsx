import '../../../test-utils/jsdom-shims.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/app-routes.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { createDashboardFakeApi, dynamicCode } from '../testing/fake-dashboard-api.js';

vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app at `path` (with its query) on in-memory routing whose search the app reads too. */
function openDashboard(path: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    dynamic: [
      dynamicCode(1, { name: 'Lunch menu', folderId: 10, tags: ['food', 'print'] }),
      dynamicCode(2, { name: 'Spring sale', tags: ['print'] }),
      dynamicCode(3, { name: 'Careers' }),
    ],
  });
  api.folders = [{ id: 10, name: 'Restaurant' }];
  api.tags = [
    { id: 20, name: 'food', colour: 'green' },
    { id: 21, name: 'print', colour: 'blue' },
  ];
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

const cardNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
const gets = (api: ReturnType<typeof openDashboard>['api']) =>
  api.requests.filter((r) => r.method === 'GET').map((r) => r.url);

describe('finding codes, with the view in the URL', () => {
  it('opens a shared view from its URL and keeps each change in the URL', async () => {
    const { api, user, currentPath } = openDashboard('/?tag=print&sort=name');
    await screen.findByRole('article', { name: 'Lunch menu' }, LOAD);
    expect(cardNames()).toEqual(['Lunch menu', 'Spring sale']);
    expect(gets(api)).toContain(
      '/api/dynamic-qrcodes/page?status=active&tag=print&sort=name&page=1&pageSize=24',
    );
    expect((screen.getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement).value).toBe(
      'print',
    );
    expect(screen.getByText(/search and filters apply to dynamic codes/)).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Folder' }), 'Restaurant');
    await waitFor(() => expect(cardNames()).toEqual(['Lunch menu']));
    expect(currentPath()).toBe('/?folderId=10&tag=print&sort=name');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames()).toEqual(['Careers', 'Spring sale', 'Lunch menu']));
    expect(currentPath()).toBe('/');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'care');
    await waitFor(() => expect(currentPath()).toBe('/?q=care'));
    await waitFor(() => expect(cardNames()).toEqual(['Careers']));
  });

  it('filters by type and broken links, and the paused view keeps its place in the URL', async () => {
    const { api, user, currentPath } = openDashboard('/?view=paused');
    api.dynamic.push(dynamicCode(4, { name: 'Old poster', isPaused: true }));
    api.dynamic.push(dynamicCode(5, { name: 'Old note', isPaused: true, qrType: 'text' }));
    api.storedHealth.set(4, {
      status: 'broken',
      httpStatus: 404,
      finalUrl: null,
      detail: null,
      checkedAt: '2026-01-02T10:00:00.000Z',
      brokenSince: '2026-01-02T10:00:00.000Z',
    });
    await screen.findByRole('article', { name: 'Old poster' }, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Broken links only' }));
    await waitFor(() => expect(cardNames()).toEqual(['Old poster']));
    expect(currentPath()).toBe('/?view=paused&health=broken');
    await user.click(screen.getByRole('checkbox', { name: 'Broken links only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'text');
    await waitFor(() => expect(cardNames()).toEqual(['Old note']));
    expect(currentPath()).toBe('/?view=paused&qrType=text');
    expect(gets(api)).toContain(
      '/api/dynamic-qrcodes/page?status=paused&qrType=text&page=1&pageSize=24',
    );
  });

  it('filters by created dates and scans, reading only whole dates and counts from the URL', async () => {
    const { api, user, currentPath } = openDashboard('/?scansMin=abc&createdFrom=soon');
    api.dynamic[0]!.scanCount = 12;
    api.dynamic[1]!.createdAt = '2026-02-10T09:00:00.000Z';
    await screen.findByRole('article', { name: 'Lunch menu' }, LOAD);
    // Unreadable values are left out: the whole list, unfiltered, newest first.
    expect(cardNames()).toEqual(['Spring sale', 'Careers', 'Lunch menu']);
    await user.type(screen.getByRole('spinbutton', { name: 'Scans at least' }), '5');
    await waitFor(() => expect(cardNames()).toEqual(['Lunch menu']));
    expect(currentPath()).toBe('/?scansMin=5');
    await user.clear(screen.getByRole('spinbutton', { name: 'Scans at least' }));
    await user.type(screen.getByLabelText('Created from'), '2026-02-01');
    await waitFor(() => expect(cardNames()).toEqual(['Spring sale']));
    expect(currentPath()).toBe('/?createdFrom=2026-02-01');
    expect(gets(api)).toContain(
      '/api/dynamic-qrcodes/page?status=active&createdFrom=2026-02-01&page=1&pageSize=24',
    );
  });

  it('says so when nothing matches', async () => {
    openDashboard('/?q=nothing');
    expect(await screen.findByText('No codes match', {}, LOAD)).toBeTruthy();
  });
});

describe('folder and tags of a code', () => {
  it('shows them as chips and changes them from the card', async () => {
    const { api, user } = openDashboard('/');
    const lunch = await screen.findByRole('article', { name: 'Lunch menu' }, LOAD);
    const chips = await within(lunch).findByRole('list', { name: 'Folder and tags' });
    await waitFor(() => expect(chips.textContent).toBe('Folder: RestaurantTag: foodTag: print'));

    const sale = screen.getByRole('article', { name: 'Spring sale' });
    await user.click(within(sale).getByRole('button', { name: 'Folder & tags: Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Folder and tags: Spring sale' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Folder' }),
      'Restaurant',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'print' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'New tag' }), 'Spring{Enter}');
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Spring' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes().at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/dynamic-qrcodes/2/labels',
      body: { folderId: 10, tags: ['Spring'] },
    });
    const saleChips = await within(screen.getByRole('article', { name: 'Spring sale' })).findByRole(
      'list',
      { name: 'Folder and tags' },
    );
    await waitFor(() => expect(saleChips.textContent).toBe('Folder: RestaurantTag: Spring'));
  });
});

describe('the folders and tags manager', () => {
  it('creates, renames, recolours and deletes (after confirming), showing refusals', async () => {
    const { api, user } = openDashboard('/');
    await screen.findByRole('article', { name: 'Lunch menu' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Folders and tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Folders and tags' });

    await user.type(within(dialog).getByRole('textbox', { name: 'New folder name' }), 'restaurant');
    await user.click(within(dialog).getByRole('button', { name: 'Add folder' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This workspace already has a folder with this name.',
    );
    const input = within(dialog).getByRole('textbox', { name: 'New folder name' });
    await user.clear(input);
    await user.type(input, 'HR{Enter}');
    await within(dialog).findByRole('textbox', { name: 'Folder name: HR' });

    const rename = within(dialog).getByRole('textbox', { name: 'Folder name: Restaurant' });
    await user.clear(rename);
    await user.type(rename, 'Kitchen{Enter}');
    await within(dialog).findByRole('textbox', { name: 'Folder name: Kitchen' });

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Colour of food' }),
      'pink',
    );
    await waitFor(() => expect(api.tags.find((t) => t.name === 'food')?.colour).toBe('pink'));

    await user.click(within(dialog).getByRole('button', { name: 'Delete folder Kitchen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete folder "Kitchen"?' });
    expect(confirm.textContent).toContain('Its 1 code will be kept, in no folder.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('textbox', { name: 'Folder name: Kitchen' })).toBeNull(),
    );
    expect(api.dynamic.find((c) => c.id === 1)?.folderId).toBeNull();
    expect(api.writes().map((w) => `${w.method} ${w.url}`)).toEqual([
      'POST /api/folders',
      'POST /api/folders',
      'PATCH /api/folders/10',
      'PATCH /api/tags/20',
      'DELETE /api/folders/10',
    ]);
  });
});

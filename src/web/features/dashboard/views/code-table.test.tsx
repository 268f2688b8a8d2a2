// Issue 40 items 7 and 3 in the browser: the table view (remembered per user), its sortable
// columns (the sort in the URL), keyboard selection, "select all that match", and the bulk
// actions with Undo, against the fake API at the fetch boundary.
import '../../../test-utils/jsdom-shims.js';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/app-routes.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { SELECTION_CSV_HEADER } from '../api/bulk.js';
import { createDashboardFakeApi, dynamicCode, savedCode } from '../testing/fake-dashboard-api.js';
import { layoutStorageKey } from './list-layout.js';
import { SELECTION_CSV_NAME } from './bulk-bar.js';
import { SELECTION_ZIP_NAME } from './zip-download.js';
import { MANIFEST_HEADER, MANIFEST_NAME } from '../api/selection-zip.js';
import { zipLimitProblem } from '../api/zip-limits.js';
import { unzipSync, strFromU8 } from 'fflate';
import { TABLE_PAGE_SIZE } from './code-table.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDashboard(path: string, dynamic = defaultCodes()) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    dynamic,
    saved: [savedCode(50, { name: 'Wifi poster', qrType: 'wifi', content: { ssid: 'Cafe' } })],
  });
  api.folders = [{ id: 10, name: 'Restaurant' }];
  api.tags = [{ id: 20, name: 'food', colour: 'green' }];
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

function defaultCodes() {
  return [
    dynamicCode(1, {
      name: 'Lunch menu',
      folderId: 10,
      tags: ['food'],
      scanCount: 12,
      lastScannedAt: '2026-03-01T10:00:00.000Z',
      createdAt: '2026-01-01T10:00:00.000Z',
    }),
    dynamicCode(2, { name: 'Spring sale', scanCount: 40, createdAt: '2026-01-02T10:00:00.000Z' }),
    dynamicCode(3, { name: 'Careers', scanCount: 3, createdAt: '2026-01-03T10:00:00.000Z' }),
  ];
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const bulkBar = () => screen.getByRole('region', { name: 'Bulk actions' });
const bulkWrites = (api: ReturnType<typeof openDashboard>['api']) =>
  api
    .writes()
    .filter((w) => w.url === '/api/dynamic-qrcodes/bulk')
    .map((w) => w.body);

describe('the table view', () => {
  it('switches from cards to a table with every column, remembered for this user', async () => {
    const { user } = openDashboard('/');
    await screen.findByRole('article', { name: 'Lunch menu' }, LOAD);
    const table = screen.getByRole('button', { name: 'Table' });
    expect(table.getAttribute('aria-pressed')).toBe('false');
    await user.click(table);
    expect(table.getAttribute('aria-pressed')).toBe('true');
    const grid = await screen.findByRole('table');
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '',
      'Name',
      'Type',
      'Short link',
      'Serves',
      'Folder and tags',
      'Scans',
      'Last scan',
      'Health',
      'Status',
    ]);
    // Newest first, as the cards: the saved code is listed but cannot be selected.
    expect(rowNames()).toEqual(['Careers', 'Spring sale', 'Lunch menu', 'Wifi poster']);
    const lunch = screen.getByTestId('row-dynamic-1');
    expect(within(lunch).getByRole('link').textContent).toBe('localhost:3000/d/code0001');
    expect(lunch.textContent).toContain('https://example.com/dynamic-1');
    await waitFor(() => expect(lunch.textContent).toContain('Restaurant'));
    expect(lunch.textContent).toContain('12');
    expect(lunch.textContent).toContain('Active');
    expect(within(screen.getByTestId('row-dynamic-3')).getByText('Never')).toBeTruthy();
    expect(within(screen.getByTestId('row-saved-50')).queryByRole('checkbox')).toBeNull();
    expect(localStorage.getItem(layoutStorageKey(1))).toBe('table');

    // Opened again, the dashboard shows the table; another user of the browser keeps cards.
    cleanup();
    openDashboard('/');
    expect(await screen.findByRole('table', {}, LOAD)).toBeTruthy();
    expect(localStorage.getItem(layoutStorageKey(2))).toBeNull();
  });

  it('sorts by a column from its header, the sort in the URL, and reverses it', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const { api, user, currentPath } = openDashboard('/');
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rowNames()).toEqual(['Careers', 'Lunch menu', 'Spring sale']));
    expect(currentPath()).toBe('/?sort=name');
    const nameHeader = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader().getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rowNames()).toEqual(['Spring sale', 'Lunch menu', 'Careers']));
    expect(currentPath()).toBe('/?sort=name&order=desc');
    expect(nameHeader().getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Scans' }));
    await waitFor(() => expect(rowNames()).toEqual(['Spring sale', 'Lunch menu', 'Careers']));
    expect(currentPath()).toBe('/?sort=scans');
    expect(api.requests.map((r) => r.url)).toContain(
      '/api/dynamic-qrcodes/page?status=active&sort=name&order=desc&page=1&pageSize=50',
    );
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe(
      'scans',
    );
  });
});

describe('selection and bulk actions', () => {
  it('selects rows with the keyboard, moves, tags and pauses them', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const { api, user } = openDashboard('/');
    await screen.findByRole('table', {}, LOAD);
    const careers = screen.getByRole('checkbox', { name: 'Select Careers' });
    careers.focus();
    await user.keyboard(' ');
    expect((careers as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'Select Spring sale' }),
    );
    await user.keyboard(' ');
    expect(within(bulkBar()).getByText('2 codes selected')).toBeTruthy();
    const all = screen.getByRole('checkbox', {
      name: 'Select all on this page',
    }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);

    await user.selectOptions(
      within(bulkBar()).getByRole('combobox', { name: 'Move to folder' }),
      'Restaurant',
    );
    await user.click(within(bulkBar()).getByRole('button', { name: 'Move' }));
    await screen.findByText('2 codes moved');
    await user.type(within(bulkBar()).getByRole('textbox', { name: 'Tag to add' }), 'print{Enter}');
    await screen.findByText('2 codes tagged');
    expect(api.dynamic.find((c) => c.id === 2)).toMatchObject({ folderId: 10, tags: ['print'] });

    await user.click(within(bulkBar()).getByRole('button', { name: 'Pause' }));
    await screen.findByText('2 codes paused');
    await waitFor(() => expect(rowNames()).toEqual(['Lunch menu', 'Wifi poster']));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(bulkWrites(api)).toEqual([
      { action: 'move', ids: [3, 2], folderId: 10 },
      { action: 'tag', ids: [3, 2], addTags: ['print'] },
      { action: 'pause', ids: [3, 2] },
    ]);
  });

  it('deletes with an Undo that restores the codes', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const { api, user } = openDashboard('/');
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch menu' }));
    await user.click(within(bulkBar()).getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 code deleted');
    await waitFor(() => expect(rowNames()).toEqual(['Careers', 'Spring sale', 'Wifi poster']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('1 code restored');
    await waitFor(() => expect(rowNames()).toContain('Lunch menu'));
    expect(bulkWrites(api)).toEqual([
      { action: 'delete', ids: [1] },
      { action: 'restore', ids: [1] },
    ]);
  });

  it('selects a page, then every code that matches, and acts on the filter', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const many = Array.from({ length: TABLE_PAGE_SIZE + 10 }, (_, i) =>
      dynamicCode(i + 1, { name: `Code ${String(i + 1).padStart(2, '0')}` }),
    );
    const { api, user } = openDashboard(
      '/?view=paused',
      many.map((c) => ({ ...c, isPaused: true })),
    );
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bulkBar()).getByText(`${TABLE_PAGE_SIZE} codes selected`)).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: `Select all ${TABLE_PAGE_SIZE + 10} that match` }),
    );
    expect(within(bulkBar()).getByText(`${TABLE_PAGE_SIZE + 10} codes selected`)).toBeTruthy();
    await user.click(within(bulkBar()).getByRole('button', { name: 'Resume' }));
    await screen.findByText(`${TABLE_PAGE_SIZE + 10} codes resumed`);
    expect(bulkWrites(api)).toEqual([{ action: 'resume', filter: { status: 'paused' } }]);
    expect(api.dynamic.every((c) => !c.isPaused)).toBe(true);
  });

  it('loads one page at a time from the server and keeps a selection across pages', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const many = Array.from({ length: TABLE_PAGE_SIZE + 10 }, (_, i) =>
      dynamicCode(i + 1, {
        name: `Code ${String(i + 1).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 2, 0, i)).toISOString(),
      }),
    );
    const { api, user } = openDashboard('/', many);
    await screen.findByRole('table', {}, LOAD);
    // Newest first: the saved code (2026-01-01) is the oldest of all, on page 2.
    expect(rowNames()).toHaveLength(TABLE_PAGE_SIZE);
    expect(rowNames()[0]).toBe('Code 60');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select Code 60' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()).toHaveLength(11));
    expect(rowNames()).toContain('Wifi poster');
    await user.click(screen.getByRole('checkbox', { name: 'Select Code 01' }));
    expect(within(bulkBar()).getByText('2 codes selected')).toBeTruthy();
    await user.click(within(bulkBar()).getByRole('button', { name: 'Pause' }));
    await screen.findByText('2 codes paused');
    expect(bulkWrites(api)).toEqual([{ action: 'pause', ids: [60, 1] }]);
    // Only pages were asked for, never the whole lists.
    const lists = api.requests
      .map((r) => r.url)
      .filter((u) => /^\/api\/(codes|qrcodes|dynamic-qrcodes)(\?|\/page|$)/.test(u));
    expect(
      lists.every((u) => u.startsWith('/api/codes/page?')),
      lists.join(' '),
    ).toBe(true);
    expect(lists).toContain(`/api/codes/page?page=2&pageSize=${TABLE_PAGE_SIZE}`);
  });

  it('exports the selected rows as CSV', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const saved = captureDownloads();
    const { user } = openDashboard('/');
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch menu' }));
    await user.click(within(bulkBar()).getByRole('button', { name: 'Export selected as CSV' }));
    expect(saved.name).toBe(SELECTION_CSV_NAME);
    const text = await saved.blob!.text();
    expect(text.split('\r\n')).toEqual([
      SELECTION_CSV_HEADER.join(','),
      'Lunch menu,Website,http://localhost:3000/d/code0001,https://example.com/dynamic-1,Restaurant,food,12,2026-03-01T10:00:00.000Z,active,2026-01-01T10:00:00.000Z',
      '',
    ]);
  });

  it('downloads the selected codes as a ZIP of SVG files with a list of them', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const saved = captureDownloads();
    const { user } = openDashboard('/');
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch menu' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Careers' }));
    await user.click(within(bulkBar()).getByRole('button', { name: 'Download ZIP' }));
    await screen.findByText('ZIP of 2 codes ready', {}, LOAD);
    expect(saved.name).toBe(SELECTION_ZIP_NAME);
    const files = unzipSync(new Uint8Array(await saved.blob!.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Careers.svg', 'Lunch menu.svg', MANIFEST_NAME]);
    for (const name of ['Careers.svg', 'Lunch menu.svg']) {
      const svg = strFromU8(files[name]!);
      expect(svg.startsWith('<svg'), name).toBe(true);
      expect(svg).toContain('width="960px"');
    }
    // The table's order (newest first), each file beside its code's short link.
    expect(strFromU8(files[MANIFEST_NAME]!).split('\r\n')).toEqual([
      MANIFEST_HEADER.join(','),
      'Careers.svg,Careers,Website,http://localhost:3000/d/code0003,https://example.com/dynamic-3,',
      'Lunch menu.svg,Lunch menu,Website,http://localhost:3000/d/code0001,https://example.com/dynamic-1,food',
      '',
    ]);
  });

  it('loads every code that matches for a ZIP of all that match', async () => {
    localStorage.setItem(layoutStorageKey(1), 'table');
    const saved = captureDownloads();
    const many = Array.from({ length: TABLE_PAGE_SIZE + 10 }, (_, i) =>
      dynamicCode(i + 1, { name: `Code ${String(i + 1).padStart(2, '0')}` }),
    );
    const { api, user } = openDashboard('/', many);
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(
      screen.getByRole('button', { name: `Select all ${TABLE_PAGE_SIZE + 10} that match` }),
    );
    await user.click(within(bulkBar()).getByRole('button', { name: 'Download ZIP' }));
    await screen.findByText(`ZIP of ${TABLE_PAGE_SIZE + 10} codes ready`, {}, LOAD);
    const files = unzipSync(new Uint8Array(await saved.blob!.arrayBuffer()));
    expect(Object.keys(files)).toHaveLength(TABLE_PAGE_SIZE + 10 + 1);
    expect(files['Code 60.svg']).toBeTruthy();
    expect(
      api.requests.filter((r) => r.url.startsWith('/api/dynamic-qrcodes/page?')).map((r) => r.url),
    ).toEqual(['/api/dynamic-qrcodes/page?status=active&page=1&pageSize=100']);
  });

  it('refuses a ZIP bigger than its format allows, before drawing anything', () => {
    expect(zipLimitProblem(0, 'svg')).toBe('Select at least one code.');
    expect(zipLimitProblem(10_000, 'svg')).toBeNull();
    expect(zipLimitProblem(10_001, 'svg')).toBe(
      'A ZIP of SVG files holds at most 10,000 codes: select fewer.',
    );
    expect(zipLimitProblem(1_000, 'png')).toBeNull();
    expect(zipLimitProblem(1_001, 'png')).toBe(
      'A ZIP of PNG files holds at most 1,000 codes: select fewer or choose SVG.',
    );
  });
});

/** Catches the next file handed to the browser as a download: its blob and name. */
function captureDownloads(): { blob?: Blob; name: string } {
  const saved: { blob?: Blob; name: string } = { name: '' };
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:selection';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.name = this.download;
  });
  return saved;
}

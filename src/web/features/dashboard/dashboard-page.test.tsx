import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import {
  createDashboardFakeApi,
  dynamicCode,
  freeTrialStatus,
  savedCode,
} from './testing/fake-dashboard-api.js';

// Whole-page tests on a shared 2-core machine; the dashboard and generator chunks load lazily.
vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(path: string, options: Parameters<typeof createDashboardFakeApi>[0] = {}) {
  const api = createDashboardFakeApi({ signedInAs: 'ann@example.com', ...options });
  return { api, ...renderApp(path, api) };
}

function cardNames(): string[] {
  return screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? '');
}

describe('views and navigation', () => {
  it('shows active codes by default and moves between the views from the sidebar', async () => {
    const { api, user, currentPath } = open('/', {
      dynamic: [
        dynamicCode(1, { name: 'Menu' }),
        dynamicCode(2, { name: 'Poster', isPaused: true }),
      ],
    });
    expect(await screen.findByRole('heading', { name: /Active Codes/ }, LOAD)).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Menu' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(
      within(nav).getByRole('link', { name: 'Active Codes' }).getAttribute('aria-current'),
    ).toBe('page');

    await user.click(within(nav).getByRole('link', { name: 'Paused Codes' }));
    expect(currentPath()).toBe('/?view=paused');
    expect(await screen.findByRole('article', { name: 'Poster' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('heading', { name: /Paused Codes/ })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to Active' }));
    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('article', { name: 'Menu' })).toBeTruthy();

    await user.click(within(nav).getByRole('link', { name: 'Analytics' }));
    expect(currentPath()).toBe('/?view=analytics');
    // The analytics feature's overview loads on demand and asks for the account's figures.
    expect(await screen.findByRole('heading', { name: 'Analytics' }, LOAD)).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.startsWith('/api/user-analytics?'))).toBe(true),
    );
  });

  it('opens the create view with ?create=true: the generator card, the one way to make a code', async () => {
    open('/?create=true');
    expect(
      await screen.findByRole('heading', { name: 'Generate Your QR Code' }, LOAD),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create a dynamic QR code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Dynamic QR Code' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Active Codes/ })).toBeNull();
  });

  it("creates a dynamic code named in the generator's Dynamic mode, and lists it first", async () => {
    const { api, user, currentPath } = open('/?create=true', {
      trial: freeTrialStatus(),
      saved: [savedCode(1, { name: 'Older flyer', createdAt: '2026-01-01T00:00:00.000Z' })],
    });
    await screen.findByRole('heading', { name: 'Generate Your QR Code' }, LOAD);
    expect(screen.queryByLabelText('Name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Dynamic' }));
    await user.type(screen.getByLabelText('Name'), 'Table menu');
    await user.type(screen.getByLabelText(/Website URL/), 'https://example.com/menu');
    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    const created = await screen.findByText(/Dynamic code created:/, {}, LOAD);
    await user.click(within(created).getByRole('link', { name: 'Active Codes' }));
    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('article', { name: 'Table menu' }, LOAD)).toBeTruthy();
    const creates = api.requests.filter(
      (r) => r.method === 'POST' && r.url === '/api/dynamic-qrcodes',
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({
      qrType: 'url',
      name: 'Table menu',
      destination: 'https://example.com/menu',
    });
    expect(cardNames()).toEqual(['Table menu', 'Older flyer']);
  });

  it('opens the create view from the Create QR Code buttons', async () => {
    const { user, currentPath } = open('/');
    await screen.findByRole('heading', { name: /Active Codes/ }, LOAD);
    await user.click(await screen.findByRole('link', { name: 'Create your first QR code' }));
    expect(currentPath()).toBe('/?create=true');
    expect(
      await screen.findByRole('heading', { name: 'Generate Your QR Code' }, LOAD),
    ).toBeTruthy();
  });

  it('offers the same navigation in the mobile menu, which closes after a choice', async () => {
    const { user, currentPath } = open('/');
    await user.click(await screen.findByRole('button', { name: 'Dashboard menu' }, LOAD));
    const sheet = await screen.findByRole('dialog', { name: 'My QR Codes' });
    await user.click(within(sheet).getByRole('link', { name: 'Paused Codes' }));
    expect(currentPath()).toBe('/?view=paused');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/?create=true');
  });
});

describe('active codes', () => {
  it('lists saved and dynamic codes newest first with badges, scans and a count', async () => {
    open('/', {
      saved: [
        savedCode(1, { name: 'Old flyer', createdAt: '2026-01-01T00:00:00.000Z' }),
        savedCode(2, {
          name: 'Wifi card',
          qrType: 'text',
          content: { textContent: 'hi' },
          createdAt: '2026-03-01T00:00:00.000Z',
        }),
      ],
      dynamic: [
        dynamicCode(7, { name: 'Menu', scanCount: 42, createdAt: '2026-02-01T00:00:00.000Z' }),
        dynamicCode(8, {
          name: 'Paused one',
          isPaused: true,
          createdAt: '2026-04-01T00:00:00.000Z',
        }),
      ],
    });
    await screen.findByRole('article', { name: 'Menu' }, LOAD);
    expect(cardNames()).toEqual(['Wifi card', 'Menu', 'Old flyer']);
    expect(screen.getByLabelText('3 codes')).toBeTruthy();

    const menu = screen.getByRole('article', { name: 'Menu' });
    expect(within(menu).getByText('Dynamic')).toBeTruthy();
    expect(within(menu).getByText('42 scans')).toBeTruthy();
    expect(
      within(menu).getByRole('link', { name: 'http://localhost:3000/d/code0007' }),
    ).toBeTruthy();
    expect(within(menu).getByText('Goes to https://example.com/dynamic-7')).toBeTruthy();

    const text = screen.getByRole('article', { name: 'Wifi card' });
    expect(within(text).queryByText('Dynamic')).toBeNull();
    expect(within(text).getByText('Text')).toBeTruthy();
    expect(within(text).queryByRole('button', { name: /Pause/ })).toBeNull();
    // Each card carries a preview drawn in the browser.
    const image = within(text).getByRole('img', { name: 'QR code for Wifi card' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows what to do when there are no codes, and loading skeletons before', async () => {
    const api = createDashboardFakeApi({ signedInAs: 'ann@example.com' });
    const release = api.hold('/api/qrcodes');
    renderApp('/', api);
    expect(await screen.findByLabelText('Loading your QR codes', {}, LOAD)).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'No QR codes yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first QR code' })).toBeTruthy();
  });

  it('tells a free-plan user how scans are recorded, and offers the CSV export', async () => {
    open('/', { trial: freeTrialStatus({ detailedScansPerMonth: 100 }) });
    expect(
      await screen.findByText(/Free plan: the first 100 scans of each code per month/, {}, LOAD),
    ).toBeTruthy();
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toBe('/api/dynamic-qrcodes/export.csv');
  });

  it('says nothing about detail limits when the plan records every scan', async () => {
    open('/', {
      trial: freeTrialStatus({ detailedScansPerMonth: null, subscriptionStatus: 'active' }),
    });
    await screen.findByRole('heading', { name: 'No QR codes yet' }, LOAD);
    expect(screen.queryByText(/Free plan:/)).toBeNull();
  });
});

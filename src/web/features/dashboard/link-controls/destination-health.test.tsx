import '../../../test-utils/jsdom-shims.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import { createDashboardFakeApi, dynamicCode } from '../testing/fake-dashboard-api.js';

// Destination health on the dashboard: each dynamic code's badge (issue 20 item 5), and the edit
// dialog's last verdict, where "Check now" asks the API and the badge follows.

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('destination health in the edit dialog', () => {
  it('shows "not checked", then the verdict of Check now', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createDashboardFakeApi({
      signedInAs: 'ann@example.com',
      dynamic: [dynamicCode(3, { name: 'Menu' })],
    });
    api.health.set(3, {
      status: 'broken',
      httpStatus: 500,
      finalUrl: 'https://example.com/dynamic-3',
      detail: 'The destination answered 500',
      checkedAt: '2026-06-02T10:00:00.000Z',
      brokenSince: '2026-06-01T10:00:00.000Z',
    });
    const { user } = renderApp('/', api);
    const card = await screen.findByRole('article', { name: 'Menu' }, LOAD);
    await user.click(within(card).getByRole('button', { name: 'Edit: Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
    const section = await within(dialog).findByRole('region', { name: 'Destination health' }, LOAD);
    const verdict = within(section).getByTestId('destination-health');
    expect(await within(section).findByText('Not checked yet.', {}, LOAD)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Check now' }));
    await vi.waitFor(() => expect(verdict.textContent).toContain('Broken since'), LOAD);
    expect(verdict.textContent).toContain(new Date('2026-06-01T10:00:00.000Z').toLocaleString());
    expect(verdict.textContent).toContain('The destination answered 500');
    expect(
      api
        .writes()
        .filter((r) => r.url === '/api/dynamic-qrcodes/3/health')
        .map((r) => r.method),
    ).toEqual(['POST']);
  });

  it('shows a badge per code: Link OK, Redirects elsewhere, Broken since, nothing unchecked', async () => {
    const api = createDashboardFakeApi({
      signedInAs: 'ann@example.com',
      dynamic: [
        dynamicCode(1, { name: 'Fine' }),
        dynamicCode(2, { name: 'Moved' }),
        dynamicCode(3, { name: 'Down' }),
        dynamicCode(4, { name: 'New' }),
      ],
    });
    const verdict = (
      status: 'ok' | 'redirected' | 'broken',
      detail: string | null,
      brokenSince: string | null = null,
    ) => ({
      status,
      httpStatus: status === 'broken' ? 500 : 200,
      finalUrl: 'https://example.com/',
      detail,
      checkedAt: '2026-06-03T10:00:00.000Z',
      brokenSince,
    });
    api.storedHealth.set(1, verdict('ok', null));
    api.storedHealth.set(2, verdict('redirected', 'Redirects to parked.example'));
    api.storedHealth.set(
      3,
      verdict('broken', 'The destination answered 500', '2026-06-01T10:00:00.000Z'),
    );
    api.health.set(
      4,
      verdict('broken', 'The destination answered 404', '2026-06-03T10:00:00.000Z'),
    );
    const { user } = renderApp('/', api);
    const card = async (name: string) => screen.findByRole('article', { name }, LOAD);

    expect(await within(await card('Fine')).findByText('Link OK', {}, LOAD)).toBeTruthy();
    const moved = await within(await card('Moved')).findByText('Redirects elsewhere');
    expect(moved.getAttribute('title')).toBe('Redirects to parked.example');
    const date = new Date('2026-06-01T10:00:00.000Z').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    const down = await within(await card('Down')).findByText(`Broken since ${date}`);
    expect(down.getAttribute('title')).toBe('The destination answered 500');
    // Not checked: no badge at all.
    const fresh = await card('New');
    expect(within(fresh).queryByText(/Link OK|Redirects elsewhere|Broken since/)).toBeNull();

    // "Check now" in the edit dialog: the card's badge follows the new verdict.
    await user.click(within(fresh).getByRole('button', { name: 'Edit: New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
    const section = await within(dialog).findByRole('region', { name: 'Destination health' }, LOAD);
    await user.click(within(section).getByRole('button', { name: 'Check now' }));
    const since = new Date('2026-06-03T10:00:00.000Z').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(await within(fresh).findByText(`Broken since ${since}`, {}, LOAD)).toBeTruthy();
  });
});

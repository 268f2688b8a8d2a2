import '../../../test-utils/jsdom-shims.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import { createDashboardFakeApi, dynamicCode } from '../testing/fake-dashboard-api.js';

// The edit dialog's destination health: the last verdict, and "Check now" asks the API.

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
});

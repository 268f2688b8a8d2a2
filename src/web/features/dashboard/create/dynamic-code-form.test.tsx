import '../../../test-utils/jsdom-shims.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DYNAMIC_MESSAGES } from '../../../../contracts/dynamic-codes.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import {
  createDashboardFakeApi,
  freeTrialStatus,
  savedCode,
} from '../testing/fake-dashboard-api.js';

vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openCreate(trial = freeTrialStatus()) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    trial,
    saved: [savedCode(1, { name: 'Older flyer', createdAt: '2026-01-01T00:00:00.000Z' })],
  });
  const view = renderApp('/?create=true', api);
  const form = await screen.findByRole('region', { name: 'Create a dynamic QR code' }, LOAD);
  // Let the trial status arrive before acting on it.
  await view.client.refetchQueries({ queryKey: ['/api/trial-status'] });
  return { api, form, ...view };
}

/** The toast on screen (the limit banner repeats the title elsewhere on the page). */
async function toastWith(title: string, description: string) {
  const region = screen.getByRole('region', { name: /Notifications/ });
  expect(await within(region).findByText(title)).toBeTruthy();
  expect(within(region).getByText(description)).toBeTruthy();
}

const creates = (api: ReturnType<typeof createDashboardFakeApi>) =>
  api.requests.filter((r) => r.method === 'POST' && r.url === '/api/dynamic-qrcodes');

describe('creating a dynamic code', () => {
  it('validates the destination, creates the code and shows it first in Active Codes', async () => {
    const { api, form, user, currentPath } = await openCreate();
    const create = within(form).getByRole('button', { name: 'Create Dynamic QR Code' });
    await user.click(create);
    expect(within(form).getByText('URL is required')).toBeTruthy();
    await user.type(within(form).getByLabelText('Destination URL'), 'ftp://example.com');
    await user.click(create);
    expect(within(form).getByText('URL must use http or https protocol')).toBeTruthy();
    expect(creates(api)).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Table menu');
    await user.clear(within(form).getByLabelText('Destination URL'));
    await user.type(within(form).getByLabelText('Destination URL'), 'https://example.com/menu');
    await user.selectOptions(within(form).getByLabelText('Dot shape'), 'circle');
    await user.click(create);

    expect(await screen.findByText('Dynamic QR Code generated')).toBeTruthy();
    expect(creates(api)[0]!.body).toMatchObject({
      qrType: 'url',
      url: 'https://example.com/menu',
      destination: 'https://example.com/menu',
      name: 'Table menu',
      dotShape: 'circle',
      fgColor: '#000000',
    });
    expect(currentPath()).toBe('/');
    const card = await screen.findByRole('article', { name: 'Table menu' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Table menu',
      'Older flyer',
    ]);
    expect(within(card).getByText('Dynamic')).toBeTruthy();
    expect(within(card).getByText('0 scans')).toBeTruthy();
  });

  it('is blocked on the client at the plan limit, with the limit toast', async () => {
    const { api, form, user } = await openCreate(
      freeTrialStatus({ dynamicQRUsed: 1, dynamicQRLimit: 1, canCreateDynamicQR: false }),
    );
    await user.type(within(form).getByLabelText('Destination URL'), 'https://example.com');
    await user.click(within(form).getByRole('button', { name: 'Create Dynamic QR Code' }));
    await toastWith(DYNAMIC_MESSAGES.limitReachedTitle, DYNAMIC_MESSAGES.limitReached(1));
    expect(creates(api)).toEqual([]);
  });

  it('shows the same toast when the server refuses at the limit (403)', async () => {
    const { api, form, user } = await openCreate(freeTrialStatus({ dynamicQRLimit: 12 }));
    api.failNext('POST', '/api/dynamic-qrcodes', 403, {
      message: DYNAMIC_MESSAGES.limitReached(12),
      code: 'DYNAMIC_LIMIT_REACHED',
    });
    await user.type(within(form).getByLabelText('Destination URL'), 'https://example.com');
    await user.click(within(form).getByRole('button', { name: 'Create Dynamic QR Code' }));
    await toastWith(DYNAMIC_MESSAGES.limitReachedTitle, DYNAMIC_MESSAGES.limitReached(12));
    expect(creates(api)).toHaveLength(1);
  });
});

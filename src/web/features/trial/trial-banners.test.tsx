import '../../test-utils/jsdom-shims.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import {
  createDashboardFakeApi,
  freeTrialStatus,
} from '../dashboard/testing/fake-dashboard-api.js';
import { trialDate } from './trial-offer.js';
import { TRIAL_STATUS_REFRESH_MS } from './trial-status.js';
import { setCurrentWorkspace } from '../../lib/workspace.js';

vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

const NOW = '2026-11-30T08:00:00.000Z';

afterEach(() => {
  act(() => dismissToast());
  setCurrentWorkspace(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDashboard(trial: ReturnType<typeof freeTrialStatus>) {
  const api = createDashboardFakeApi({ signedInAs: 'ann@example.com', trial });
  return { api, ...renderApp('/', api) };
}

describe('trial banners', () => {
  it('asks a past_due subscriber to fix the card, and shows no limit banner', async () => {
    openDashboard(
      freeTrialStatus({
        subscriptionStatus: 'past_due',
        dynamicQRLimit: null,
        canCreateDynamicQR: true,
      }),
    );
    const banner = await screen.findByRole('region', { name: 'Payment due' }, LOAD);
    expect(within(banner).getByText(/last Premium payment failed/)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Update card' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(screen.queryByRole('region', { name: DYNAMIC_MESSAGES.limitReachedTitle })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Free trial' })).toBeNull();
  });

  it('counts the days left of an active trial and links to the upgrade', async () => {
    openDashboard(freeTrialStatus({ isActive: true, daysRemaining: 2, dynamicQRLimit: 12 }));
    const banner = await screen.findByRole('region', { name: 'Free trial' }, LOAD);
    expect(within(banner).getByText('2 days remaining in your free trial')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Upgrade now' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(screen.queryByRole('region', { name: DYNAMIC_MESSAGES.limitReachedTitle })).toBeNull();
  });

  it('starts the trial from the limit-reached banner in one click, then says until when', async () => {
    const { api, user } = openDashboard(
      freeTrialStatus({ dynamicQRUsed: 1, dynamicQRLimit: 1, canCreateDynamicQR: false }),
    );
    const banner = await screen.findByRole(
      'region',
      { name: DYNAMIC_MESSAGES.limitReachedTitle },
      LOAD,
    );
    const offer = within(banner).getByRole('region', { name: 'Start your free trial' });
    expect(offer.textContent).toContain('up to 12 dynamic codes (instead of 1)');
    expect(offer.textContent).toMatch(/Started now, it ends on \w+ \d{1,2}, \d{4} at /);
    await user.click(within(offer).getByRole('button', { name: 'Start free trial' }));
    const trial = await screen.findByRole('region', { name: 'Free trial' }, LOAD);
    expect(within(trial).getByText('3 days remaining in your free trial')).toBeTruthy();
    expect(
      within(trial).getByText(`It ends on ${trialDate(api.trial.trialEndsAt!)}.`),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: DYNAMIC_MESSAGES.limitReachedTitle })).toBeNull();
    const starts = api.requests.filter((r) => r.url === '/api/activate-trial');
    expect(starts.map((r) => r.method)).toEqual(['POST']);
  });

  it('shows the limit-reached banner when the trial has expired at the limit', async () => {
    openDashboard(
      freeTrialStatus({
        hasExpired: true,
        dynamicQRUsed: 3,
        dynamicQRLimit: 1,
        canCreateDynamicQR: false,
        trialEndsAt: '2026-03-04T10:30:00.000Z',
        canStartTrial: false,
      }),
    );
    const banner = await screen.findByRole(
      'region',
      { name: DYNAMIC_MESSAGES.limitReachedTitle },
      LOAD,
    );
    expect(
      within(banner).getByText(/You have reached your limit of 1 dynamic QR code\./),
    ).toBeTruthy();
    expect(within(banner).getByText(/existing codes keep working/)).toBeTruthy();
    expect(banner.textContent).toContain(
      `Your free trial ended on ${trialDate('2026-03-04T10:30:00.000Z')}.`,
    );
    expect(within(banner).queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Free trial' })).toBeNull();
  });

  it('names the owners to a team member who may not change the plan, instead of an Upgrade link', async () => {
    setCurrentWorkspace(7);
    const api = createDashboardFakeApi({
      signedInAs: 'ann@example.com',
      trial: freeTrialStatus({ dynamicQRUsed: 1, canCreateDynamicQR: false }),
      workspaces: {
        list: [
          { id: 1, name: 'Personal', role: 'owner', personal: true },
          { id: 7, name: 'Harbour Café', role: 'viewer', personal: false },
        ],
        members: [
          { userId: 2, email: 'boss@example.com', name: null, role: 'owner', joinedAt: NOW },
          { userId: 1, email: 'ann@example.com', name: null, role: 'viewer', joinedAt: NOW },
        ],
      },
    });
    renderApp('/', api);
    const banner = await screen.findByRole(
      'region',
      { name: DYNAMIC_MESSAGES.limitReachedTitle },
      LOAD,
    );
    expect(
      await within(banner).findByText(
        'Only an owner of this workspace can change its plan: ask boss@example.com.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(banner.textContent).toContain('Your existing codes keep working.');
    expect(banner.textContent).not.toContain('you can still edit');
  });

  it('shows no banner to a subscriber', async () => {
    openDashboard(
      freeTrialStatus({
        subscriptionStatus: 'active',
        hasExpired: true,
        dynamicQRLimit: null,
        detailedScansPerMonth: null,
      }),
    );
    await screen.findByRole('heading', { name: 'No QR codes yet' }, LOAD);
    expect(screen.queryByRole('region', { name: 'Free trial' })).toBeNull();
    expect(screen.queryByRole('region', { name: DYNAMIC_MESSAGES.limitReachedTitle })).toBeNull();
  });

  it('refreshes the trial status every 5 minutes while signed in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = openDashboard(freeTrialStatus({ isActive: true, daysRemaining: 3 }));
    await screen.findByText('3 days remaining in your free trial', {}, LOAD);
    const reads = () => api.requests.filter((r) => r.url === '/api/trial-status').length;
    expect(reads()).toBe(1);
    api.trial = freeTrialStatus({ isActive: true, daysRemaining: 1 });
    act(() => vi.advanceTimersByTime(TRIAL_STATUS_REFRESH_MS));
    expect(await screen.findByText('1 day remaining in your free trial')).toBeTruthy();
    expect(reads()).toBe(2);
  });

  it('does not ask for the trial status when signed out', async () => {
    const api = createDashboardFakeApi();
    renderApp('/', api);
    await screen.findByRole('heading', { name: 'Try premium free for 3 days' }, LOAD);
    expect(api.requests.some((r) => r.url === '/api/trial-status')).toBe(false);
  });
});

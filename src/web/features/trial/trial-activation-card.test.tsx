import '../../test-utils/jsdom-shims.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import { createDashboardFakeApi } from '../dashboard/testing/fake-dashboard-api.js';

vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openLanding(options: Parameters<typeof createDashboardFakeApi>[0] = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi(options);
  const view = renderApp('/', api);
  const card = await screen.findByRole('region', { name: 'Try premium free for 3 days' }, LOAD);
  const email = within(card).getByLabelText('Email address') as HTMLInputElement;
  const submit = within(card).getByRole('button', { name: 'Start Free Trial' });
  return { api, card, email, submit, ...view };
}

describe('trial-activation card', () => {
  it('asks for the e-mail address when it is empty, without a request', async () => {
    const { api, email, submit, user } = await openLanding();
    expect(email.type).toBe('email');
    await user.click(submit);
    expect(await screen.findByText(DYNAMIC_MESSAGES.trialEmailRequiredTitle)).toBeTruthy();
    expect(screen.getByText(DYNAMIC_MESSAGES.trialEmailRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('activates the trial, signs in and opens the dashboard with the trial banner', async () => {
    const { api, email, user, currentPath } = await openLanding();
    await user.type(email, 'new@example.com{Enter}');
    expect(await screen.findByText(DYNAMIC_MESSAGES.trialActivatedTitle)).toBeTruthy();
    expect(screen.getByText(DYNAMIC_MESSAGES.trialActivated)).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/activate-trial',
        body: { email: 'new@example.com' },
      }),
    ]);
    expect(currentPath()).toBe('/');
    expect(await screen.findByText('3 days remaining in your free trial', {}, LOAD)).toBeTruthy();
  });

  it('shows the server message when activation is refused', async () => {
    const { email, submit, user } = await openLanding({ accounts: ['old@example.com'] });
    await user.type(email, 'old@example.com');
    await user.click(submit);
    expect(await screen.findByText('Activation Failed')).toBeTruthy();
    expect(screen.getByText(DYNAMIC_MESSAGES.trialEmailHasAccount)).toBeTruthy();
  });

  it('falls back to the spec message when the server gives none', async () => {
    const { api, email, submit, user } = await openLanding();
    api.failNext('POST', '/api/activate-trial', 502);
    await user.type(email, 'new@example.com');
    await user.click(submit);
    expect(await screen.findByText('Activation Failed')).toBeTruthy();
    expect(screen.getByText(DYNAMIC_MESSAGES.trialActivationFailed)).toBeTruthy();
  });

  it('shows "Activating..." while the request runs', async () => {
    const { api, email, card, user } = await openLanding();
    const release = api.hold('/api/activate-trial');
    await user.type(email, 'new@example.com{Enter}');
    const busy = within(card).getByRole('button', { name: 'Activating...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    expect(await screen.findByText(DYNAMIC_MESSAGES.trialActivatedTitle)).toBeTruthy();
  });
});

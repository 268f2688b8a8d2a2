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
  const submit = within(card).getByRole('button', { name: 'Start free trial' });
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

  it('signed out, says to check the e-mail: nothing is signed in until the link is followed', async () => {
    const { api, card, email, user, currentPath } = await openLanding();
    await user.type(email, 'new@example.com{Enter}');
    const note = await within(card).findByRole('status');
    expect(within(note).getByText(DYNAMIC_MESSAGES.trialCheckEmailTitle)).toBeTruthy();
    expect(within(note).getByText('new@example.com')).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/activate-trial',
        body: { email: 'new@example.com' },
      }),
    ]);
    expect(currentPath()).toBe('/');
    expect(screen.queryByText(DYNAMIC_MESSAGES.trialActivatedTitle)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Use a different address' }));
    expect(within(card).getByLabelText('Email address')).toBeTruthy();
  });

  it('shows the server message when activation is refused', async () => {
    const { api, email, submit, user } = await openLanding();
    const message = DYNAMIC_MESSAGES.trialTooMany('1 hour');
    api.failNext('POST', '/api/activate-trial', 429, { message, code: 'TOO_MANY_MAILS' });
    await user.type(email, 'old@example.com');
    await user.click(submit);
    expect(await screen.findByText('Activation Failed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('falls back to the spec message when the server gives none', async () => {
    const { api, email, submit, user } = await openLanding();
    api.failNext('POST', '/api/activate-trial', 502);
    await user.type(email, 'new@example.com');
    await user.click(submit);
    expect(await screen.findByText('Activation Failed')).toBeTruthy();
    expect(screen.getByText(DYNAMIC_MESSAGES.trialActivationFailed)).toBeTruthy();
  });

  it('shows "Starting..." while the request runs', async () => {
    const { api, email, card, user } = await openLanding();
    const release = api.hold('/api/activate-trial');
    await user.type(email, 'new@example.com{Enter}');
    const busy = within(card).getByRole('button', { name: 'Starting...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    expect(await within(card).findByRole('status')).toBeTruthy();
  });
});

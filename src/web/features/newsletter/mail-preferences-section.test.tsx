import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import { createNewsletterFakeApi } from './testing/fake-newsletter-api.js';

// Issue 18 item 3: signed-in users choose their mails in account settings (newsletter, weekly
// scan summary, paused-code reminders, announcements, broken-link alerts); each switch saves at once. Run as the
// whole app against the preferences API's contract at the fetch boundary.
vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function openSettings(emailVerified: boolean) {
  const api = createNewsletterFakeApi({
    signedInAs: { email: 'ann@example.com', role: 'user' },
    emailVerified,
  });
  return { api, ...renderApp('/account-settings', api) };
}

async function section() {
  const heading = await screen.findByRole('heading', { name: 'E-mail preferences' }, LOAD);
  const card = heading.closest('section')!;
  await within(card as HTMLElement).findByRole('switch', { name: 'Shark Tips newsletter' });
  return card as HTMLElement;
}

const switchState = (card: HTMLElement, name: string) =>
  (within(card).getByRole('switch', { name }) as HTMLInputElement).checked;

describe('e-mail preferences', () => {
  it('shows the current choices and saves each switch at once', async () => {
    const { api, user } = openSettings(true);
    const card = await section();
    expect(card.textContent).toContain('Mail sent to ann@example.com.');
    expect(
      [
        'Shark Tips newsletter',
        'Weekly scan summary',
        'Paused-code reminders',
        'Announcements',
        'Broken-link alerts',
      ].map((name) => switchState(card, name)),
    ).toEqual([false, false, true, true, true]);

    await user.click(within(card).getByRole('switch', { name: 'Weekly scan summary' }));
    expect(await screen.findByText('Mail preferences saved')).toBeTruthy();
    await waitFor(() => expect(switchState(card, 'Weekly scan summary')).toBe(true));
    await user.click(within(card).getByRole('switch', { name: 'Shark Tips newsletter' }));
    await waitFor(() => expect(switchState(card, 'Shark Tips newsletter')).toBe(true));
    expect(api.writes().map((w) => w.body)).toEqual([
      {
        newsletter: false,
        scanSummary: true,
        pauseReminders: true,
        announcements: true,
        brokenLinkAlerts: true,
      },
      {
        newsletter: true,
        scanSummary: true,
        pauseReminders: true,
        announcements: true,
        brokenLinkAlerts: true,
      },
    ]);
    await user.click(within(card).getByRole('switch', { name: 'Broken-link alerts' }));
    await waitFor(() => expect(switchState(card, 'Broken-link alerts')).toBe(false));
    expect(api.writes().at(-1)?.body).toMatchObject({ brokenLinkAlerts: false });
    // A verified address is subscribed at once: nothing to wait for.
    expect(within(card).queryByText(/Waiting for you to follow the confirmation link/)).toBeNull();
  });

  it('an unverified address waits for the mailed link; another switch keeps that request', async () => {
    const { api, user } = openSettings(false);
    const card = await section();
    await user.click(within(card).getByRole('switch', { name: 'Shark Tips newsletter' }));
    expect(
      await within(card).findByText('Waiting for you to follow the confirmation link we mailed.'),
    ).toBeTruthy();
    expect(switchState(card, 'Shark Tips newsletter')).toBe(true);

    await user.click(within(card).getByRole('switch', { name: 'Announcements' }));
    await waitFor(() => expect(switchState(card, 'Announcements')).toBe(false));
    expect(api.writes().at(-1)?.body).toEqual({
      newsletter: true,
      scanSummary: false,
      pauseReminders: true,
      announcements: false,
      brokenLinkAlerts: true,
    });
    expect(api.preferences.newsletterPending).toBe(true);
    expect(
      within(card).getByText('Waiting for you to follow the confirmation link we mailed.'),
    ).toBeTruthy();

    // Turning it off withdraws the request.
    await user.click(within(card).getByRole('switch', { name: 'Shark Tips newsletter' }));
    await waitFor(() => expect(switchState(card, 'Shark Tips newsletter')).toBe(false));
    expect(api.preferences.newsletterPending).toBe(false);
    expect(within(card).queryByText(/Waiting for you/)).toBeNull();
  });

  it("shows the server's message when saving fails, keeping the switch as it was", async () => {
    const { api, user } = openSettings(true);
    const card = await section();
    api.failNext('PUT', '/api/account/mail-preferences', 503, {
      message: 'Please try again in a minute.',
      code: 'UNAVAILABLE',
    });
    await user.click(within(card).getByRole('switch', { name: 'Paused-code reminders' }));
    expect(await screen.findByText('Mail preferences not saved')).toBeTruthy();
    expect(screen.getAllByText('Please try again in a minute.').length).toBeGreaterThan(0);
    expect(switchState(card, 'Paused-code reminders')).toBe(true);
  });
});

import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../contracts/newsletter.js';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import { createNewsletterFakeApi } from './testing/fake-newsletter-api.js';

// Issue 18 items 2 and 3, the visitor's side: the footer's signup block and its states (spec 001
// §4, §5, §8), the confirmation link's page (double opt-in) and the /unsubscribe page, where a
// page load changes nothing and one click leaves the list. Run as the whole app against the
// newsletter API's contract at the fetch boundary.
vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

async function toastText(title: string): Promise<string> {
  const region = await screen.findByRole('region', { name: /Notifications \(F8\)/ });
  const titleNode = await within(region).findByText(title);
  return titleNode.closest('li')?.textContent ?? '';
}

function openFooter() {
  const api = createNewsletterFakeApi();
  const view = renderApp('/about', api);
  const footer = () => screen.getByRole('contentinfo');
  return { api, ...view, footer };
}

describe('the footer signup', () => {
  it('subscribes: "Subscribing..." while it waits, then the success text in place of the form', async () => {
    const { api, user, footer } = openFooter();
    const input = await screen.findByLabelText('E-mail address', {}, LOAD);
    await user.type(input, ' Reader@Example.com ');
    const release = api.hold('/api/newsletter-signup');
    await user.click(within(footer()).getByRole('button', { name: 'Subscribe' }));
    const waiting = await within(footer()).findByRole('button', {
      name: NEWSLETTER_MESSAGES.subscribing,
    });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    release();
    const done = await within(footer()).findByRole('status');
    expect(done.textContent).toBe(NEWSLETTER_MESSAGES.subscribed + NEWSLETTER_MESSAGES.checkInbox);
    expect(within(footer()).queryByLabelText('E-mail address')).toBeNull();
    expect(await toastText(NEWSLETTER_MESSAGES.welcomeTitle)).toContain(
      NEWSLETTER_MESSAGES.welcomeDescription,
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({
        url: '/api/newsletter-signup',
        body: { email: 'Reader@Example.com' },
      }),
    ]);
  });

  it('refuses an address without @ on the spot, asking the server nothing', async () => {
    const { api, user, footer } = openFooter();
    await user.type(await screen.findByLabelText('E-mail address', {}, LOAD), 'not-an-address');
    await user.click(within(footer()).getByRole('button', { name: 'Subscribe' }));
    expect(await toastText(NEWSLETTER_MESSAGES.invalidTitle)).toContain(
      NEWSLETTER_MESSAGES.invalidDescription,
    );
    expect(api.writes()).toEqual([]);
    expect(within(footer()).getByLabelText('E-mail address')).toBeTruthy();
  });

  it('shows "Invalid email" with the server\'s message for an address it refuses', async () => {
    const { api, user, footer } = openFooter();
    await user.type(await screen.findByLabelText('E-mail address', {}, LOAD), 'a@b');
    await user.click(within(footer()).getByRole('button', { name: 'Subscribe' }));
    expect(await toastText(NEWSLETTER_MESSAGES.invalidTitle)).toContain(
      NEWSLETTER_MESSAGES.invalidDescription,
    );
    expect(api.writes()).toHaveLength(1);
    // The form is back, with the address, for a correction.
    expect((within(footer()).getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
      'a@b',
    );
  });

  it('shows "Subscription failed": the wait when limited, the spec\'s text otherwise', async () => {
    const { api, user, footer } = openFooter();
    await user.type(await screen.findByLabelText('E-mail address', {}, LOAD), 'r@example.com');
    api.failNext('POST', '/api/newsletter-signup', 429, {
      message: NEWSLETTER_MESSAGES.tooMany('1 hour'),
      code: 'TOO_MANY_SIGNUPS',
    });
    await user.click(within(footer()).getByRole('button', { name: 'Subscribe' }));
    expect(await toastText(NEWSLETTER_MESSAGES.failedTitle)).toContain(
      NEWSLETTER_MESSAGES.tooMany('1 hour'),
    );
    act(() => dismissToast());

    api.failNext('POST', '/api/newsletter-signup', 500, {
      message: 'Internal details that are not for visitors',
      code: 'INTERNAL',
    });
    await user.click(within(footer()).getByRole('button', { name: 'Subscribe' }));
    const text = await toastText(NEWSLETTER_MESSAGES.failedTitle);
    expect(text).toContain(NEWSLETTER_MESSAGES.failedDescription);
    expect(text).not.toContain('Internal details');
    expect(within(footer()).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});

describe('the confirmation link', () => {
  it('confirms the subscription once; the same link then says it is not valid', async () => {
    const api = createNewsletterFakeApi();
    api.confirmations.set('tok-1', 'reader@example.com');
    const first = renderApp('/newsletter/confirm?token=tok-1', api);
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          `reader@example.com is subscribed. ${NEWSLETTER_MESSAGES.welcomeDescription}`,
        ),
      LOAD,
    );
    expect(
      screen.getByRole('heading', { name: NEWSLETTER_MESSAGES.welcomeTitle, level: 1 }),
    ).toBeTruthy();
    first.unmount();

    renderApp('/newsletter/confirm?token=tok-1', api);
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      NEWSLETTER_MESSAGES.confirmInvalid,
    );
  });

  it('says the link is not valid without a token, asking the server nothing', async () => {
    const api = createNewsletterFakeApi();
    renderApp('/newsletter/confirm', api);
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      NEWSLETTER_MESSAGES.confirmInvalid,
    );
    expect(api.writes()).toEqual([]);
  });
});

describe('the unsubscribe page', () => {
  it('changes nothing on load; one click unsubscribes; "Subscribe again" undoes it', async () => {
    const api = createNewsletterFakeApi({
      lists: { 'unsub-1': { address: 'reader@example.com', list: 'newsletter', subscribed: true } },
    });
    const { user } = renderApp('/unsubscribe?token=unsub-1', api);
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'reader@example.com receives the Shark Tips newsletter.',
        ),
      LOAD,
    );
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'reader@example.com is unsubscribed from the Shark Tips newsletter. You will not get these e-mails any more.',
      ),
    );
    expect(api.lists.get('unsub-1')?.subscribed).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('receives the Shark Tips'),
    );
    expect(api.writes().map((w) => [w.url, w.body])).toEqual([
      ['/api/unsubscribe', { token: 'unsub-1' }],
      ['/api/unsubscribe/undo', { token: 'unsub-1' }],
    ]);
  });

  it('names the list of a notification mail', async () => {
    const api = createNewsletterFakeApi({
      lists: {
        'unsub-2': { address: 'owner@example.com', list: 'pause-reminders', subscribed: true },
      },
    });
    renderApp('/unsubscribe?token=unsub-2', api);
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'owner@example.com receives paused-code reminders.',
        ),
      LOAD,
    );
  });

  it('says the link is not valid for an unknown token or none', async () => {
    const api = createNewsletterFakeApi();
    const first = renderApp('/unsubscribe?token=forged', api);
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      NEWSLETTER_MESSAGES.unsubscribeInvalid,
    );
    first.unmount();
    renderApp('/unsubscribe', api);
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      NEWSLETTER_MESSAGES.unsubscribeInvalid,
    );
    expect(api.writes()).toEqual([]);
  });
});

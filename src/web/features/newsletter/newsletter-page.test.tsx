import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../contracts/newsletter.js';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import { campaign, createNewsletterFakeApi } from './testing/fake-newsletter-api.js';

// Issue 18 item 4: /newsletter for admins (others get the 403 message): the stats cards, the
// Markdown composer with its live preview, "Missing Information", a test to oneself, a campaign
// after a confirmation, the campaign history, and the welcome, scan-summary and paused-code
// sends with their confirmations, results and failures. Run as the whole app against the
// newsletter API's contract at the fetch boundary.
vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const ADMIN = { email: 'boss@example.com' };

function openNewsletter(options: Parameters<typeof createNewsletterFakeApi>[0] = {}) {
  const api = createNewsletterFakeApi({ signedInAs: ADMIN, ...options });
  return { api, ...renderApp('/newsletter', api) };
}

/** The text of the current toast (title and description), from the notifications viewport. */
async function toastText(title: string): Promise<string> {
  const region = await screen.findByRole('region', { name: /Notifications \(F8\)/ });
  const titleNode = await within(region).findByText(title);
  return titleNode.closest('li')?.textContent ?? '';
}

describe('who may open it', () => {
  it('answers a non-admin with the 403 message and asks the admin API nothing', async () => {
    const { api } = openNewsletter({ signedInAs: { email: 'ann@example.com', role: 'user' } });
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      '403: only administrators can send newsletters and notifications.',
    );
    expect(screen.queryByRole('button', { name: 'Send to subscribers' })).toBeNull();
    expect(
      api.requests.filter((r) => r.url.startsWith('/api/newsletter/') || r.method === 'POST'),
    ).toEqual([]);
  });
});

describe('figures', () => {
  it('shows users, QR codes and subscribers with the last 7 days', async () => {
    openNewsletter();
    const figures = await screen.findByRole('region', { name: 'Figures' }, LOAD);
    await waitFor(() => expect(figures.textContent).toContain('Total users'));
    const card = (label: string) => within(figures).getByText(label).parentElement?.textContent;
    expect(card('Total users')).toBe('Total users1208 new in 7 days');
    expect(card('QR codes')).toBe('QR codes45531 new in 7 days');
    expect(card('Subscribers')).toBe('Subscribers645 waiting to confirm');
  });

  it('says so when the figures cannot be loaded', async () => {
    const api = createNewsletterFakeApi({ signedInAs: ADMIN });
    api.failNext('GET', '/api/newsletter/stats', 500);
    renderApp('/newsletter', api);
    expect(await screen.findByText('The figures could not be loaded.', {}, LOAD)).toBeTruthy();
  });
});

describe('composer', () => {
  it('refuses an empty subject or content with "Missing Information" and sends nothing', async () => {
    const { api, user } = openNewsletter();
    await user.click(await screen.findByRole('button', { name: 'Send to subscribers' }, LOAD));
    expect(await toastText(NEWSLETTER_MESSAGES.missingTitle)).toContain(
      NEWSLETTER_MESSAGES.missingDescription,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => dismissToast());

    await user.type(screen.getByLabelText('Subject'), 'Only a subject');
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await toastText(NEWSLETTER_MESSAGES.missingTitle)).toContain(
      NEWSLETTER_MESSAGES.missingDescription,
    );
    expect(api.writes()).toEqual([]);
  });

  it('previews the Markdown as it is typed, showing raw HTML as text', async () => {
    const { user } = openNewsletter();
    const content = await screen.findByLabelText('Content (Markdown)', {}, LOAD);
    await user.type(content, '## Print big{enter}{enter}Codes **2 cm** wide <b>scan</b> best.');
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByRole('heading', { name: 'Print big', level: 2 })).toBeTruthy();
    expect(within(preview).getByText('2 cm').tagName).toBe('STRONG');
    expect(preview.querySelector('b')).toBeNull();
    expect(preview.textContent).toContain('<b>scan</b>');
  });

  it('sends a test to the admin alone, keeping the draft', async () => {
    const { api, user } = openNewsletter();
    await user.type(await screen.findByLabelText('Subject', {}, LOAD), 'Draft tips');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'Body');
    await user.click(screen.getByRole('checkbox', { name: /Include this week's figures/ }));
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await toastText('Test queued')).toContain('A test was queued to boss@example.com.');
    expect(api.writes()).toEqual([
      expect.objectContaining({
        url: '/api/send-newsletter',
        body: { subject: 'Draft tips', content: 'Body', includeStats: true, test: true },
      }),
    ]);
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Draft tips');
  });

  it('sends to subscribers only after the confirmation, then lists the campaign', async () => {
    const { api, user } = openNewsletter({
      campaigns: [campaign(1, { subject: 'Older tips', sent: 9, failed: 1 })],
    });
    expect(await screen.findByRole('cell', { name: 'Older tips' }, LOAD)).toBeTruthy();
    await user.type(screen.getByLabelText('Subject'), 'Print big');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'Codes 2 cm wide scan best.');
    await user.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send this newsletter?' });
    expect(dialog.textContent).toContain('It goes to every confirmed subscriber.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    dialog = await screen.findByRole('dialog', { name: 'Send this newsletter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send newsletter' }));
    expect(await toastText('Newsletter queued')).toContain(
      '64 mails queued to 64 confirmed subscribers.',
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({
        url: '/api/send-newsletter',
        body: {
          subject: 'Print big',
          content: 'Codes 2 cm wide scan best.',
          includeStats: false,
          test: false,
        },
      }),
    ]);
    // The draft is cleared; the history shows the new campaign first with its progress.
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    const row = (await screen.findByRole('cell', { name: 'Print big' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((c) => c.textContent),
    ).toEqual(['newsletter', 'Print big', '64', '0', '0']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toBe(row);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .slice(3, 6)
        .map((c) => c.textContent),
    ).toEqual(['0', '9', '1']);
  });

  it("shows the server's message when a send fails; the buttons wait while it is on its way", async () => {
    const { api, user } = openNewsletter();
    await user.type(await screen.findByLabelText('Subject', {}, LOAD), 'Tips');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'Body');
    api.failNext('POST', '/api/send-newsletter', 400, {
      message: 'Subject must be at most 200 characters',
      code: 'VALIDATION_FAILED',
    });
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await toastText('Error')).toContain('Subject must be at most 200 characters');
    act(() => dismissToast());

    api.failNext('POST', '/api/send-newsletter', 500, {
      message: 'Something went wrong on our side.',
      code: 'INTERNAL',
    });
    const release = api.hold('/api/send-newsletter');
    await user.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this newsletter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send newsletter' }));
    // While it is on its way, both buttons wait.
    expect(
      (await screen.findByRole('button', { name: 'Sending...' })).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Send a test to me' }).hasAttribute('disabled')).toBe(
      true,
    );
    release();
    expect(await toastText('Error')).toContain('Something went wrong on our side.');
    // The draft stays for another try.
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Tips');
  });

  it("falls back to the spec's failure text when the server gives no message", async () => {
    const { api, user } = openNewsletter();
    // A proxy's 502 page, not the API's JSON error body.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/send-newsletter'
        ? new Response('Bad gateway', { status: 502 })
        : api.fetch(input, init),
    );
    await user.type(await screen.findByLabelText('Subject', {}, LOAD), 'Tips');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'Body');
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await toastText('Error')).toContain(NEWSLETTER_MESSAGES.sendFailed);
  });
});

describe('notifications', () => {
  it.each([
    [
      'Send welcome mail',
      'Send the welcome mail?',
      '/api/send-welcome-to-all',
      'Welcome mail queued to 3 users. (3 of 7 users)',
    ],
    [
      'Send scan summaries',
      'Send scan summaries?',
      '/api/send-scan-notifications',
      'Scan summaries queued to 5 users. (5 of 5 users)',
    ],
    [
      'Send paused-code reminders',
      'Send paused-code reminders?',
      '/api/send-pause-notifications',
      'Pause reminders queued to 2 users. (2 of 2 users)',
    ],
  ])('%s: asks first, then shows the result', async (label, title, url, result) => {
    const { api, user } = openNewsletter();
    await user.click(await screen.findByRole('button', { name: label }, LOAD));
    let dialog = await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: label }));
    dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect((await within(notifications).findByRole('status')).textContent).toBe(result);
    expect(api.writes().map((w) => w.url)).toEqual([url]);
  });

  it("shows the server's message when a notification send fails", async () => {
    const { api, user } = openNewsletter();
    api.failNext('POST', '/api/send-pause-notifications', 503, {
      message: 'The database is busy. Please try again in a minute.',
      code: 'UNAVAILABLE',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Send paused-code reminders' }, LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send paused-code reminders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await toastText('Error')).toContain(
      'The database is busy. Please try again in a minute.',
    );
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).queryByRole('status')).toBeNull();
  });
});

describe('campaign history', () => {
  it('says when nothing was sent yet', async () => {
    openNewsletter();
    expect(await screen.findByText('Nothing sent yet.', {}, LOAD)).toBeTruthy();
  });

  it('sends a newsletter again to those who have not had it, after a confirmation', async () => {
    const { api, user } = openNewsletter({
      campaigns: [
        campaign(2, { kind: 'welcome', subject: 'Welcome to QR Shark' }),
        campaign(1, { subject: 'Older tips', recipients: 60, sent: 60 }),
      ],
    });
    const welcome = (
      await screen.findByRole('cell', { name: 'Welcome to QR Shark' }, LOAD)
    ).closest('tr')!;
    expect(within(welcome).queryByRole('button')).toBeNull();
    const again = screen.getByRole('button', { name: 'Send "Older tips" to new subscribers' });

    await user.click(again);
    let dialog = await screen.findByRole('dialog', { name: 'Send this newsletter again?' });
    expect(dialog.textContent).toContain('Nobody gets it twice.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await toastText('Newsletter queued')).toContain(
      '4 mails queued to 64 confirmed subscribers.',
    );
    const row = screen.getByRole('cell', { name: 'Older tips' }).closest('tr')!;
    await waitFor(() => expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('4'));
    act(() => dismissToast());

    await user.click(again);
    dialog = await screen.findByRole('dialog', { name: 'Send this newsletter again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await toastText('Newsletter queued')).toContain(
      '0 mails queued to 64 confirmed subscribers.',
    );
    expect(api.writes().map((w) => w.url)).toEqual([
      '/api/newsletter/campaigns/1/send',
      '/api/newsletter/campaigns/1/send',
    ]);
  });
});

import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '../../../contracts/admin.js';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import {
  adminUser,
  contactMessage,
  createAdminFakeApi,
  outboxMail,
} from './testing/fake-admin-api.js';

// Issue 18 item 5: the /admin page, admins only, with its users, messages, outbox, system and
// audit-log tabs, run as the whole app (routes, layout, avatar menu) against the admin API's
// contract at the fetch boundary.
vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const ADMIN = { id: 1, email: 'boss@example.com' };

function openAdmin(options: Partial<Parameters<typeof createAdminFakeApi>[0]> = {}) {
  const api = createAdminFakeApi({
    signedInAs: ADMIN,
    users: [adminUser(1, { email: ADMIN.email, role: 'admin' })],
    ...options,
  });
  return { api, ...renderApp('/admin', api) };
}

async function openTab(user: ReturnType<typeof openAdmin>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }, LOAD));
  return screen.findByRole('region', { name: name === 'Messages' ? 'Contact messages' : name });
}

const adminCalls = (api: ReturnType<typeof openAdmin>['api']) =>
  api.requests.filter((r) => r.url.startsWith('/api/admin/'));

describe('who may open it', () => {
  it('answers a signed-in non-admin with the 403 message and asks the admin API nothing', async () => {
    const { api } = openAdmin({ signedInAs: { id: 2, email: 'ann@example.com', role: 'user' } });
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      '403: only administrators can open the admin area.',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(adminCalls(api)).toEqual([]);
  });

  it("is linked from an admin's avatar menu, beside the newsletter", async () => {
    const { user, currentPath } = renderApp(
      '/account-settings',
      createAdminFakeApi({ signedInAs: ADMIN, users: [adminUser(1, { role: 'admin' })] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, LOAD));
    expect(await screen.findByRole('menuitem', { name: 'Newsletter' })).toBeTruthy();
    await user.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    expect(currentPath()).toBe('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 }, LOAD)).toBeTruthy();
  });

  it('offers no Admin item in the avatar menu of a non-admin', async () => {
    const { user } = renderApp(
      '/account-settings',
      createAdminFakeApi({ signedInAs: { id: 2, email: 'ann@example.com', role: 'user' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, LOAD));
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Newsletter' })).toBeNull();
  });
});

describe('users', () => {
  it('lists users with plan, codes and dates; searches by e-mail; shows deleted users', async () => {
    const { api, user } = openAdmin({
      users: [
        adminUser(1, { email: ADMIN.email, role: 'admin', plan: 'premium', codeCount: 3 }),
        adminUser(2, {
          email: 'ann@example.com',
          plan: 'trial',
          codeCount: 5,
          lastSignInAt: '2026-03-04T09:00:00.000Z',
        }),
        adminUser(3, { email: 'gone@example.com', deletedAt: '2026-03-05T09:00:00.000Z' }),
      ],
    });
    const ann = await screen.findByRole('listitem', { name: 'ann@example.com' }, LOAD);
    expect(ann.textContent).toContain('Plan trial · 5 codes');
    expect(ann.textContent).toContain(
      `last sign-in ${new Date('2026-03-04T09:00:00.000Z').toLocaleString()}`,
    );
    const boss = screen.getByRole('listitem', { name: ADMIN.email });
    expect(within(boss).getByText('admin')).toBeTruthy();
    expect(boss.textContent).toContain('last sign-in never');
    // No Delete for oneself; the deleted user is not among the active ones.
    expect(within(boss).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(ann).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'gone@example.com' })).toBeNull();
    expect(screen.getByText('2 found')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'ANN');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: ADMIN.email })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'ann@example.com' })).toBeTruthy();
    expect(api.requests.some((r) => r.url === '/api/admin/users?q=ANN&state=live')).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users match.')).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by e-mail' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Deleted users');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const gone = await screen.findByRole('listitem', { name: 'gone@example.com' });
    expect(gone.textContent).toContain(
      `deleted ${new Date('2026-03-05T09:00:00.000Z').toLocaleString()}`,
    );
    expect(within(gone).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('makes a user admin after a confirmation; Cancel changes nothing', async () => {
    const { api, user } = openAdmin({
      users: [adminUser(1, { email: ADMIN.email, role: 'admin' }), adminUser(2)],
    });
    const row = await screen.findByRole('listitem', { name: 'user2@example.com' }, LOAD);
    await user.click(within(row).getByRole('button', { name: 'Make admin' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make this user an administrator?' });
    expect(dialog.textContent).toContain('user2@example.com. This is recorded in the audit log.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Make admin' }));
    dialog = await screen.findByRole('dialog', { name: 'Make this user an administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Now an administrator')).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({ url: '/api/admin/users/2/role', body: { role: 'admin' } }),
    ]);
    // The list is read again and shows the new role and the opposite action.
    const updated = screen.getByRole('listitem', { name: 'user2@example.com' });
    await waitFor(() =>
      expect(within(updated).getByRole('button', { name: 'Remove admin' })).toBeTruthy(),
    );
    expect(within(updated).getByText('admin')).toBeTruthy();
  });

  it('deletes and restores a user; warns that sessions end', async () => {
    const { api, user } = openAdmin({
      users: [adminUser(1, { email: ADMIN.email, role: 'admin' }), adminUser(2)],
    });
    const row = await screen.findByRole('listitem', { name: 'user2@example.com' }, LOAD);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(dialog.textContent).toContain('Their sessions end at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'user2@example.com' })).toBeNull(),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Deleted users');
    const gone = await screen.findByRole('listitem', { name: 'user2@example.com' });
    await user.click(within(gone).getByRole('button', { name: 'Restore' }));
    const restore = await screen.findByRole('dialog', { name: 'Restore this user?' });
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('User restored')).toBeTruthy();
    expect(api.writes().map((w) => w.url)).toEqual([
      '/api/admin/users/2/delete',
      '/api/admin/users/2/restore',
    ]);
    expect(api.users[1]!.deletedAt).toBeNull();
  });

  it("shows the server's message when a change is refused (the last admin)", async () => {
    const { user } = openAdmin();
    const row = await screen.findByRole('listitem', { name: ADMIN.email }, LOAD);
    await user.click(within(row).getByRole('button', { name: 'Remove admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove administrator rights?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText(ADMIN_MESSAGES.lastAdmin)).toBeTruthy();
    expect(within(row).getByText('admin')).toBeTruthy();
  });

  it('shows an error, not an empty list, when the users cannot be loaded', async () => {
    const api = createAdminFakeApi({ signedInAs: ADMIN });
    api.failNext('GET', '/api/admin/users', 500);
    renderApp('/admin', api);
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      'This could not be loaded. Please try again.',
    );
  });
});

describe('messages', () => {
  it('shows unread messages with a reply link, marks them read and unread', async () => {
    const { api, user } = openAdmin({
      messages: [
        contactMessage(1, {
          subject: 'Frames & colours',
          email: 'ada@example.com',
          message: 'Line one\nLine two',
        }),
        contactMessage(2, { subject: 'Old news', readAt: '2026-03-01T00:00:00.000Z' }),
      ],
    });
    const region = await openTab(user, 'Messages');
    const message = await within(region).findByRole('listitem', { name: 'Frames & colours' });
    expect(within(region).queryByRole('listitem', { name: 'Old news' })).toBeNull();
    expect(message.textContent).toContain('Sender 1 <ada@example.com> · general');
    expect(within(message).getByText(/Line one\s+Line two/)).toBeTruthy();
    expect(
      within(message).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'),
    ).toBe('mailto:ada@example.com?subject=Re%3A%20Frames%20%26%20colours');

    await user.click(within(message).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText('Message updated')).toBeTruthy();
    expect(await within(region).findByText('No messages here.')).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({ url: '/api/admin/messages/1/read', body: { read: true } }),
    ]);

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Show' }), 'All');
    const old = await within(region).findByRole('listitem', { name: 'Old news' });
    await user.click(within(old).getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(api.messages[1]!.readAt).toBeNull());
    expect(api.writes()[1]).toMatchObject({
      url: '/api/admin/messages/2/read',
      body: { read: false },
    });
  });
});

describe('outbox', () => {
  it('lists mail with status and errors, reads a mail, filters, and sends a failed one again', async () => {
    const { api, user } = openAdmin({
      mails: [
        outboxMail(2, {
          subject: 'Weekly tips',
          status: 'failed',
          attempts: 8,
          error: '550 mailbox unavailable',
          sentAt: null,
        }),
        outboxMail(1, { subject: 'Confirm your e-mail', text: 'Follow this link to confirm.' }),
      ],
    });
    const region = await openTab(user, 'Outbox');
    const failed = await within(region).findByRole('listitem', { name: 'Weekly tips' });
    expect(failed.textContent).toContain('To reader2@example.com · failed · 8 attempts');
    expect(within(failed).getByText('Error: 550 mailbox unavailable')).toBeTruthy();
    const sent = within(region).getByRole('listitem', { name: 'Confirm your e-mail' });
    expect(within(sent).queryByRole('button', { name: 'Send again' })).toBeNull();

    const read = within(sent).getByRole('button', { name: 'Read text' });
    expect(read.getAttribute('aria-expanded')).toBe('false');
    await user.click(read);
    expect(await within(sent).findByText('Follow this link to confirm.')).toBeTruthy();
    expect(
      within(sent).getByRole('button', { name: 'Hide text' }).getAttribute('aria-expanded'),
    ).toBe('true');

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() =>
      expect(within(region).queryByRole('listitem', { name: 'Confirm your e-mail' })).toBeNull(),
    );
    await user.click(
      within(within(region).getByRole('listitem', { name: 'Weekly tips' })).getByRole('button', {
        name: 'Send again',
      }),
    );
    expect(await screen.findByText('Queued again')).toBeTruthy();
    expect(await within(region).findByText('No mail here.')).toBeTruthy();
    expect(api.writes().map((w) => w.url)).toEqual(['/api/admin/outbox/2/retry']);
    expect(api.mails[0]!.status).toBe('queued');
  });
});

describe('system and audit log', () => {
  it('shows the system figures', async () => {
    const { user } = openAdmin();
    const region = await openTab(user, 'System');
    const figure = async (label: string) =>
      (await within(region).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Users')).toBe('12');
    expect(await figure('QR codes')).toBe('34');
    expect(await figure('Dynamic codes')).toBe('7');
    expect(await figure('Scans today')).toBe('56');
    expect(await figure('Database size')).toBe('12.5 MB (postgres)');
    expect(await figure('Version')).toBe('0.1.0');
    expect(await figure('Uptime')).toBe('2 d 3 h');
    expect(await figure('Mail')).toBe('2 queued · 9 sent · 1 failed (no SMTP: kept in the outbox)');
  });

  it('records each change in the audit log with who and what', async () => {
    const { user } = openAdmin({
      users: [adminUser(1, { email: ADMIN.email, role: 'admin' }), adminUser(2)],
    });
    let region = await openTab(user, 'Audit log');
    expect(await within(region).findByText('No admin actions yet.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const row = await screen.findByRole('listitem', { name: 'user2@example.com' });
    await user.click(within(row).getByRole('button', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await screen.findByText('Now an administrator');

    region = await openTab(user, 'Audit log');
    const entry = await within(region).findByRole('listitem');
    expect(entry.textContent).toMatch(
      /^user\.make-admin · user2@example\.com · by boss@example\.com · /,
    );
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = openAdmin();
    const users = await screen.findByRole('tab', { name: 'Users' }, LOAD);
    expect(users.getAttribute('aria-selected')).toBe('true');
    act(() => users.focus());
    await user.keyboard('{ArrowRight}');
    const messages = screen.getByRole('tab', { name: 'Messages' });
    expect(document.activeElement).toBe(messages);
    expect(messages.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('region', { name: 'Contact messages' })).toBeTruthy();
  });
});

import { expect, test, type Page } from '@playwright/test';
import {
  createDynamicCode,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';
import { confirmOwnAddress } from './support/verify-address.js';

// Issue 18 item 5: the admin area at /admin. A member with a code and a visitor's contact
// message exist; the member is refused (page and API); the admin (ADMIN_EMAILS, address
// verified) opens /admin from the avatar menu and uses every tab: users (search, make and remove
// admin, which ends the member's sessions, delete and restore), contact messages (reply link,
// mark read), the outbox (a mail's text), the system figures and the audit log of it all.

/** Confirms the open "Are you sure?" dialog with its action button. */
async function confirm(page: Page, title: string, action: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test(
  'the admin area: users, messages, outbox, system and audit log; others refused',
  { tag: '@layout' },
  async ({ browser, page }, testInfo) => {
    const project = testInfo.project.name;
    const adminEmail = `e2e-admin-area-${project}@example.com`;
    const member = uniqueEmail(testInfo, 'e2e-member');
    const writer = uniqueEmail(testInfo, 'e2e-writer');
    const subject = `Admin area ${project} ${Date.now()}`;
    const problems = watchConsole(page);

    // A visitor writes through the contact form.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/contact');
    const form = visitor.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Wanda Writer');
    await form.getByLabel('Email').fill(writer);
    await form.getByLabel('Inquiry type').selectOption({ label: 'Feedback' });
    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Message')
      .fill('Please add a frame with two lines of text under the code.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(visitor, 'Message Sent!')).toBeVisible();
    await visitorContext.close();

    // A member with one code, who is no admin: refused by the page and by the API.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signUp(memberPage.request, member);
    await createDynamicCode(memberPage.request, 'Member code', 'https://example.com/member');
    await memberPage.goto('/admin');
    await expect(memberPage.getByRole('alert')).toHaveText(
      '403: only administrators can open the admin area.',
    );
    await expect(memberPage.getByRole('tablist')).toHaveCount(0);
    for (const path of ['/api/admin/users', '/api/admin/outbox', '/api/admin/audit']) {
      expect((await memberPage.request.get(path)).status(), path).toBe(403);
    }
    expect(
      (
        await memberPage.request.post('/api/admin/users/1/role', { data: { role: 'user' } })
      ).status(),
    ).toBe(403);

    // The admin: an ADMIN_EMAILS address, verified; /admin from the avatar menu.
    await signUp(page.request, adminEmail);
    await confirmOwnAddress(page, adminEmail);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

    // Users: search by e-mail; the member's plan and code count.
    const users = page.getByRole('region', { name: 'Users' });
    await users.getByRole('searchbox', { name: 'Search by e-mail' }).fill(member);
    await users.getByRole('button', { name: 'Search' }).click();
    await expect(users.getByText('1 found')).toBeVisible();
    const row = users.getByRole('listitem', { name: member });
    await expect(row).toContainText('Plan free · 1 code · created');

    // Make admin: the member now opens the admin area.
    await row.getByRole('button', { name: 'Make admin' }).click();
    await confirm(page, 'Make this user an administrator?', 'Make admin');
    await expect(toast(page, 'Now an administrator')).toBeVisible();
    await expect(row.getByText('admin', { exact: true })).toBeVisible();
    await memberPage.reload();
    await expect(memberPage.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();

    // Remove admin: the member's sessions end at once.
    await row.getByRole('button', { name: 'Remove admin' }).click();
    await confirm(page, 'Remove administrator rights?', 'Remove admin');
    await expect(toast(page, 'Administrator rights removed')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make admin' })).toBeVisible();
    expect((await memberPage.request.get('/api/user')).status()).toBe(401);
    await memberContext.close();

    // Delete, then restore from the deleted users.
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete this user?', 'Delete');
    await expect(toast(page, 'User deleted')).toBeVisible();
    await expect(users.getByText('No users match.')).toBeVisible();
    await users.getByLabel('Show').selectOption('deleted');
    await users.getByRole('button', { name: 'Search' }).click();
    await expect(row).toContainText('· deleted ');
    await row.getByRole('button', { name: 'Restore' }).click();
    await confirm(page, 'Restore this user?', 'Restore');
    await expect(toast(page, 'User restored')).toBeVisible();
    await expect(users.getByText('No users match.')).toBeVisible();
    await users.getByLabel('Show').selectOption('live');
    await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();

    // Messages: the visitor's message, unread, with a reply link; read, it leaves the unread list.
    await page.getByRole('tab', { name: 'Messages' }).click();
    const messages = page.getByRole('region', { name: 'Contact messages' });
    const message = messages.getByRole('listitem', { name: subject });
    await expect(message).toContainText(`Wanda Writer <${writer}> · feedback`);
    await expect(message).toContainText('two lines of text under the code');
    await expect(message.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      `mailto:${writer}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await message.getByRole('button', { name: 'Mark read' }).click();
    await expect(toast(page, 'Message updated')).toBeVisible();
    await expect(message).toHaveCount(0);
    await messages.getByLabel('Show').selectOption('all');
    await expect(message.getByRole('button', { name: 'Mark unread' })).toBeVisible();

    // Outbox: the member's verification mail, and its text.
    await page.getByRole('tab', { name: 'Outbox' }).click();
    const outbox = page.getByRole('region', { name: 'Outbox' });
    const mail = outbox
      .getByRole('listitem')
      .filter({ hasText: `To ${member} ·` })
      .first();
    await expect(mail).toContainText('Confirm your e-mail address for QR Shark');
    await mail.getByRole('button', { name: 'Read text' }).click();
    await expect(mail.locator('pre')).toContainText('/verify-email?token=');
    await outbox.getByLabel('Status').selectOption('sent');
    await expect(outbox.getByRole('listitem').first()).toContainText('· sent ·');

    // System figures.
    await page.getByRole('tab', { name: 'System' }).click();
    const system = page.getByRole('region', { name: 'System' });
    const figure = (label: string) =>
      system.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
    await expect(figure('Users')).toHaveText(/^\d+$/);
    await expect(figure('Dynamic codes')).toHaveText(/^\d+$/);
    await expect(figure('Scans today')).toHaveText(/^\d+$/);
    await expect(figure('Database size')).toHaveText(/(KB|MB) \(pglite\)$/);
    await expect(figure('Version')).toHaveText(/^\d+\.\d+\.\d+/);
    await expect(figure('Uptime')).toHaveText(/^\d+ (h|d) /);
    await expect(figure('Mail')).toHaveText(/\d+ queued · \d+ sent · \d+ failed$/);

    // The audit log: who did what to whom, newest first.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const audit = page.getByRole('region', { name: 'Audit log' });
    const entries = audit.getByRole('listitem');
    await expect(entries.nth(0)).toContainText(`message.read · message `);
    await expect(entries.nth(0)).toContainText(`by ${adminEmail}`);
    for (const [index, action] of [
      [1, 'user.restore'],
      [2, 'user.delete'],
      [3, 'user.remove-admin'],
      [4, 'user.make-admin'],
    ] as const) {
      await expect(entries.nth(index)).toContainText(`${action} · ${member} · by ${adminEmail}`);
    }

    // Nothing wider than the screen, at 390 px too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(problems).toEqual([]);
  },
);

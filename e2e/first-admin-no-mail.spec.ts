import { expect, test } from '@playwright/test';
import { FIRST_ADMIN_MESSAGES } from '../src/contracts/first-admin.js';
import { NO_MAIL_MESSAGES } from '../src/contracts/mail-delivery.js';
import { useOwnServer } from './support/own-server.js';

// Issue 36 items 3 and 4 as a new self-hoster meets them: a server without SMTP_URL and without
// an admin prints a one-time setup link in its start log; following it in the browser makes the
// first admin, whose pages show that mail waits in the outbox; the link works once; and the
// forgot-password screen says no mail is set up instead of "we sent you a link". The shared e2e
// server has mail (a local SMTP server), so this spec starts its own plain `main.ts` on
// E2E_PORT + 5 (3105 by default).

const server = useOwnServer({ offset: 5, name: 'first-admin' });

test.use({ baseURL: server.baseURL });

test('the start log link makes the first admin, once; admins are shown the outbox', async ({
  page,
}) => {
  await page.goto(server.setupLink());
  await expect(page.getByRole('heading', { name: 'Set up the administrator' })).toBeVisible();
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('a long owner secret');
  await page.getByLabel('Confirm password').fill('a long owner secret');
  await page.getByRole('button', { name: 'Become the administrator' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const banner = page.getByRole('region', { name: 'Mail is not set up' });
  await expect(banner).toContainText(NO_MAIL_MESSAGES.adminBanner);
  await banner.getByRole('link', { name: NO_MAIL_MESSAGES.adminBannerLink }).click();
  await expect(page).toHaveURL(/\/admin\?tab=outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();

  // The same link again: refused, and it says why.
  await page.goto(server.setupLink());
  await expect(page.getByRole('alert')).toHaveText(FIRST_ADMIN_MESSAGES.invalidLink);
});

test('forgot password does not say a mail was sent', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByText(NO_MAIL_MESSAGES.link)).toBeVisible();
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByRole('button', { name: 'Make a link' }).click();
  await expect(page.getByRole('status')).toHaveText(NO_MAIL_MESSAGES.link);
  await expect(page.locator('body')).not.toContainText(/we sent|we will send|check your e-?mail/i);
});

// Issue 37 item 10: this server has no Google sign-in configured, so no screen offers it.
test('no Google buttons on a server without Google', { tag: '@layout' }, async ({ page }) => {
  const providers = await page.request.get('/api/auth-providers');
  expect(await providers.json()).toEqual({ google: false });
  for (const [path, action] of [
    ['/login', 'Log in'],
    ['/register', 'Sign up'],
    ['/restore-account', 'Restore account'],
  ] as const) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth-providers'));
    await page.goto(path);
    await expect(page.getByRole('button', { name: action, exact: true })).toBeVisible();
    await answered;
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/Google/);
  }
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FIRST_ADMIN_MESSAGES, SETUP_LINE_PREFIX } from '../src/contracts/first-admin.js';
import { NO_MAIL_MESSAGES } from '../src/contracts/mail-delivery.js';

// Issue 36 items 3 and 4 as a new self-hoster meets them: a server without SMTP_URL and without
// an admin prints a one-time setup link in its start log; following it in the browser makes the
// first admin, whose pages show that mail waits in the outbox; the link works once; and the
// forgot-password screen says no mail is set up instead of "we sent you a link". The shared e2e
// server has mail (a local SMTP server), so this spec starts its own plain `main.ts` on
// E2E_PORT + 5 (3105 by default).

const mainPort = Number(process.env.E2E_PORT ?? 3100);
const port = mainPort + 5;
const baseURL = `http://127.0.0.1:${port}`;
const SETUP_LINE = new RegExp(
  `^${SETUP_LINE_PREFIX}(${baseURL.replaceAll('.', '\\.')}/setup\\?token=[A-Za-z0-9_-]{43})$`,
  'm',
);
let server: ChildProcess | null = null;
let setupLink = '';
const dataDir = mkdtempSync(join(tmpdir(), 'qrshark-e2e-first-admin-'));

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await expect
    .poll(
      () =>
        server?.exitCode !== null ? `exited ${server?.exitCode}` : SETUP_LINE.exec(stdout)?.[1],
      {
        timeout: 280_000,
        intervals: [250],
      },
    )
    .toMatch(/\/setup\?token=/);
  setupLink = SETUP_LINE.exec(stdout)![1]!;
});

test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the start log link makes the first admin, once; admins are shown the outbox', async ({
  page,
}) => {
  await page.goto(setupLink);
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
  await page.goto(setupLink);
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

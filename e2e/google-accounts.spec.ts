import { expect, test, type Page } from '@playwright/test';
import { createDynamicCode, toast, watchConsole } from './support/dashboard.js';
import { linkFromMail } from './support/mailbox.js';

// Accounts that sign in with Google only (issue 14 items 2, 4 and 7), through the server's real
// OpenID Connect flow against the local issuer started by server.mjs (support/google-issuer.ts):
// set a first password right after a Google sign-in and sign in with it; delete the account and
// bring it back with Google from /restore-account; change the e-mail address with a recent
// Google sign-in instead of a password. At 1280 and 390 px.

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Clicks a "… with Google" button and picks `email` in the issuer's account chooser. */
async function continueWithGoogle(page: Page, button: string, email: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(
    page.getByRole('heading', { name: 'Choose a Google account (local stand-in)' }),
  ).toBeVisible();
  await page.getByLabel('Google account e-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signInWithGoogle(page: Page, email: string) {
  await page.goto('/login');
  await continueWithGoogle(page, 'Log in with Google', email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();
}

const addressFor = (what: string, project: string) =>
  `g-${what}-${project}-${Date.now()}@gmail.example`;

test('a Google-only account sets a first password after signing in, then signs in with it', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = addressFor('pw', testInfo.project.name);
  await signInWithGoogle(page, email);

  await page.goto('/account-settings');
  await expect(section(page, 'Profile').getByText('Google Account', { exact: true })).toBeVisible();
  const signIn = section(page, 'Sign-in');
  await expect(signIn.getByText('Not set: you log in with Google')).toBeVisible();
  // The avatar menu offers the same dialog under the same name.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Set a password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a password' });
  await expect(dialog.getByText(/needs a log-in in the last 10 minutes/)).toBeVisible();
  await expect(dialog.getByLabel('Current Password')).toHaveCount(0);
  await dialog.getByLabel('New Password', { exact: true }).fill('google then pw');
  await dialog.getByLabel('Confirm New Password').fill('google then pw');
  await dialog.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(page, 'Password set')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(signIn.getByText('Not set: you log in with Google')).toHaveCount(0);
  await expect(signIn.getByRole('button', { name: 'Change password' })).toBeVisible();

  // The password works on the sign-in form; Google still works too.
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('google then pw');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await logOut(page);
  await signInWithGoogle(page, email);
  await page.goto('/account-settings');
  await expect(section(page, 'Profile').getByText(email, { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a deleted Google-only account comes back by signing in with Google from /restore-account', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = addressFor('restore', testInfo.project.name);
  await signInWithGoogle(page, email);
  const code = await createDynamicCode(page.request, 'Google code', 'https://example.com/g');

  // Delete: with no password, the account's address is typed to confirm.
  await page.goto('/account-settings');
  await section(page, 'Danger Zone').getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm.getByLabel('Your password')).toHaveCount(0);
  await confirm.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const redirect = await page.request.get(code.shortUrl, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('https://example.com/g');

  // A plain Google sign-in does not bring it back silently: it points to the restore page.
  await page.goto('/login');
  await continueWithGoogle(page, 'Log in with Google', email);
  await expect(page.getByRole('heading', { name: 'This account was deleted' })).toBeVisible();
  await page.getByRole('link', { name: 'Restore your account' }).click();

  await expect(page.getByRole('heading', { name: 'Restore your account' })).toBeVisible();
  await continueWithGoogle(page, 'Restore with Google', email);
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(toast(page, 'Account restored')).toBeVisible();
  await expect(section(page, 'Profile').getByText(email, { exact: true })).toBeVisible();
  await expect(section(page, 'Profile').getByText('Google Account', { exact: true })).toBeVisible();
  const codes = await page.request.get('/api/dynamic-qrcodes');
  expect(codes.status()).toBe(200);
  expect(JSON.stringify(await codes.json())).toContain(code.shortCode);
  // The one expected failure: the deleted account's plain sign-in page answers 409.
  expect(problems).toEqual([
    'Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
});

test('a Google-only account changes its e-mail address with a recent Google sign-in', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = addressFor('mail', testInfo.project.name);
  const moved = `moved-${email}`;
  await signInWithGoogle(page, email);
  await page.goto('/account-settings');
  const signIn = section(page, 'Sign-in');
  await signIn.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(signIn.getByText(/needs a Google sign-in in the last 10 minutes/)).toBeVisible();
  await expect(signIn.getByLabel('Current password')).toHaveCount(0);
  await signIn.getByLabel('New e-mail address').fill(moved);
  await signIn.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(signIn.getByRole('status')).toContainText(`We sent a link to ${moved}`);
  await expect(section(page, 'Profile').getByText(email, { exact: true })).toBeVisible();

  await page.goto(await linkFromMail(moved, '/confirm-email-change'));
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByRole('status')).toContainText(`Your e-mail address is now ${moved}`);

  // This browser holds a fresh session; after signing out, the same Google account (its own
  // address unchanged at Google) still signs in to the account, now under the new address.
  await page.goto('/account-settings');
  await expect(section(page, 'Profile').getByText(moved, { exact: true })).toBeVisible();
  await logOut(page);
  await signInWithGoogle(page, email);
  await page.goto('/account-settings');
  await expect(section(page, 'Profile').getByText(moved, { exact: true })).toBeVisible();
  await expect(section(page, 'Profile').getByText('Google Account', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 37 item 10: this server has Google configured, so the sign-in screens offer it, under
// the one name each action has ("Log in", "Sign up").
test(
  'the log-in and sign-up screens offer Google when it is configured',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in with Google' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
  },
);

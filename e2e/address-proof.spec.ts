import { expect, test } from '@playwright/test';
import { PASSWORD, signUp, watchConsole } from './support/dashboard.js';
import { linkFromMail } from './support/mailbox.js';

// Issue 36 items 1 and 2: a stranger registers someone else's address. The verification page
// says which account the link confirms and does nothing until a click; its owner either takes
// the account (choosing its password, which signs the stranger out) or deletes it.

test('the owner of an address someone registered takes the account from the mailed link', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = `e2e-proof-${testInfo.project.name}-${Date.now()}@example.com`;
  const stranger = await browser.newContext();
  await signUp(stranger.request, email);
  expect((await stranger.request.get('/api/user')).status()).toBe(200);

  await page.goto(await linkFromMail(email, '/verify-email'));
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(/This browser is not signed in to that account/)).toBeVisible();
  // Opening the page changed nothing.
  expect((await stranger.request.get('/api/user')).status()).toBe(200);

  await page.getByLabel('New Password', { exact: true }).fill('owner password 1');
  await page.getByLabel('Confirm New Password').fill('owner password 2');
  await page.getByRole('button', { name: 'Confirm and set password' }).click();
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('owner password 1');
  await page.getByRole('button', { name: 'Confirm and set password' }).click();
  await expect(page.getByText('Your e-mail address is verified.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What changed' })).toContainText(
    '1 signed-in device signed out, 0 API keys revoked, 0 webhooks removed',
  );
  expect((await stranger.request.get('/api/user')).status()).toBe(401);
  const strangerLogin = await stranger.request.post('/api/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(strangerLogin.status()).toBe(401);
  await stranger.close();

  await page.getByRole('link', { name: 'Go to your QR codes' }).click();
  await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('"This was not me" deletes the account someone created with my address', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = `e2e-not-me-${testInfo.project.name}-${Date.now()}@example.com`;
  const stranger = await browser.newContext();
  await signUp(stranger.request, email);

  await page.goto(await linkFromMail(email, '/verify-email'));
  await page.getByRole('button', { name: 'This was not me' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'This was not me' }).click();
  await page.getByRole('button', { name: 'Delete the account' }).click();
  await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `The account for ${email} was deleted. Nothing else was changed; you can ignore any further e-mail about it.`,
  );
  expect((await stranger.request.get('/api/user')).status()).toBe(401);
  await stranger.close();
  expect(problems).toEqual([]);
});

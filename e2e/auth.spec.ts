import { expect, test, type Page } from '@playwright/test';
import { linkFromMail } from './support/mailbox.js';
import { confirmOwnAddress } from './support/verify-address.js';

// Journeys: a visitor registers, confirms the address from the mailed link, signs out, fails to
// sign in with a wrong password, signs in, reaches a protected page, and meets the not-found
// screen; a visitor starts the free trial by e-mail (nothing is signed in until the mailed link
// sets a password). At desktop and mobile sizes. The CSP must let the built app run: no CSP
// reports and no page errors anywhere.

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // Chromium logs every non-2xx fetch; the 401s of a signed-out /api/user and of a wrong
    // password are expected answers, not faults.
    if (text.startsWith('Failed to load resource') && text.includes('401')) return;
    // ...and so is the 404 of the unknown page this journey opens on purpose.
    if (text.startsWith('Failed to load resource') && text.includes('404')) return;
    problems.push(text);
  });
  return problems;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(
    page.getByText('You have been successfully logged out', { exact: true }),
  ).toBeVisible();
}

test('register, sign out, sign in, protected page, 404', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  // Registration validates with the spec's messages before anything is sent.
  await page.goto('/register');
  await expect(page).toHaveTitle('Sign up - QR Shark');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters', { exact: true }),
  ).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();

  // The mailed link proves the address (it works once).
  const verifyLink = await confirmOwnAddress(page, email);
  const again = await page.request.post('/api/verify-email', {
    data: { token: new URL(verifyLink, 'http://x').searchParams.get('token') },
  });
  expect(again.status()).toBe(400);
  await page.goto('/');

  await signOut(page);
  await expect(page.getByRole('heading', { name: 'My QR Codes' })).toHaveCount(0);

  // A protected page sends a signed-out visitor to the sign-in screen.
  await page.goto('/bulk-generation');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Log in - QR Shark');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(`Welcome back, ${email}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed in, the protected page renders, and /login sends us home.
  await page.goto('/bulk-generation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/bulk-generation$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  // Signed in, an unknown page is still answered 404, with the not-found page in the layout.
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  expect(problems).toEqual([]);
});

test('the trial card mails a link; the link sets the password, signs in and starts the trial', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = `trial-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/');
  const trialCard = page.getByRole('region', { name: 'Try premium free for 3 days' });
  await trialCard.getByLabel('Email address').fill(email);
  await trialCard.getByRole('button', { name: 'Start free trial' }).click();
  await expect(trialCard.getByRole('status')).toContainText('Check your e-mail');
  await expect(trialCard.getByRole('status')).toContainText(email);
  // Nothing is signed in yet.
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.goto(await linkFromMail(email, '/set-password'));
  await page.getByLabel('New Password', { exact: true }).fill('trial password');
  await page.getByLabel('Confirm New Password').fill('trial password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your QR codes' }).click();
  await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
  await expect(
    page.getByText('3 days remaining in your free trial', { exact: true }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('"Forgot my password" mails a link that sets a new password and signs in', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = `reset-${testInfo.project.name}-${Date.now()}@example.com`;
  // Another device holds a session of the account.
  const other = await browser.newContext();
  const registered = await other.request.post('/api/register', {
    data: { username: email, password: 'old password', confirmPassword: 'old password' },
  });
  expect(registered.status()).toBe(201);
  expect((await other.request.get('/api/user')).status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot my password' }).click();
  await expect(page.getByText('Check your e-mail', { exact: true })).toBeVisible();
  await page.goto(await linkFromMail(email, '/reset-password'));
  await page.getByLabel('New Password', { exact: true }).fill('new password');
  await page.getByLabel('Confirm New Password').fill('new password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(200);
  // The other device was signed out.
  expect((await other.request.get('/api/user')).status()).toBe(401);
  await other.close();
  expect(problems).toEqual([]);
});

test(
  'signed-out navigation works at this viewport',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto('/');
    if (testInfo.project.name === 'mobile') {
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      await page.getByRole('link', { name: 'FAQ' }).first().click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    } else {
      await page.getByRole('link', { name: 'Templates' }).first().click();
      await expect(page).toHaveURL(/\/templates$/);
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    }
    // No horizontal scrolling at either size.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  },
);

import { expect, test } from '@playwright/test';
import { DYNAMIC_MESSAGES } from '../src/contracts/dynamic-codes.js';
import { createDynamicCode, signUp, uniqueEmail, watchConsole } from './support/dashboard.js';

// Issue 37 item 3: a signed-in user who never had the trial starts it in one click from the
// dashboard's limit-reached banner and from /subscribe, sees what it gives and when it ends
// before and after; the trial's limits then apply. At 1280 px and at 390 px.

test(
  'the limit-reached banner starts the trial in one click',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'trial-banner'));
    await createDynamicCode(page.request, 'First code', 'https://example.com/a');
    await page.goto('/');
    const banner = page.getByRole('region', { name: DYNAMIC_MESSAGES.limitReachedTitle });
    await expect(banner).toBeVisible();
    const offer = banner.getByRole('region', { name: 'Start your free trial' });
    await expect(offer).toContainText('up to 12 dynamic codes (instead of 1)');
    await expect(offer).toContainText(/Started now, it ends on \w+ \d{1,2}, \d{4} at /);
    await offer.getByRole('button', { name: 'Start free trial' }).click();

    const trial = page.getByRole('region', { name: 'Free trial' });
    await expect(trial.getByText('3 days remaining in your free trial')).toBeVisible();
    await expect(trial).toContainText(/It ends on \w+ \d{1,2}, \d{4} at /);
    await expect(banner).toHaveCount(0);
    const status = await (await page.request.get('/api/trial-status')).json();
    expect(status).toMatchObject({
      isActive: true,
      canCreateDynamicQR: true,
      canStartTrial: false,
    });
    // The end the server keeps is the one shown (3 days from now, to the minute).
    const ends = new Date(status.trialEndsAt as string).getTime();
    expect(Math.abs(ends - Date.now() - 3 * 24 * 3600 * 1000)).toBeLessThan(5 * 60 * 1000);
    expect(problems).toEqual([]);
  },
);

test(
  '/subscribe starts the trial for a signed-in user, once',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'trial-subscribe'));
    await page.goto('/subscribe');
    const offer = page.getByRole('region', { name: 'Start your free trial' });
    await expect(offer).toContainText('3-day free trial');
    await offer.getByRole('button', { name: 'Start free trial' }).click();
    const running = page.getByText(/^Your free trial runs until \w+ \d{1,2}, \d{4} at /);
    await expect(running).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
    // The subscription dialog says the same.
    await page.getByRole('button', { name: 'My subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscription Management' });
    await expect(dialog.getByText(/^Your free trial runs until /)).toBeVisible();
    // Once per account: the server refuses a second start.
    const again = await page.request.post('/api/activate-trial', { data: {} });
    expect(again.status()).toBe(409);
    expect(problems).toEqual([]);
  },
);

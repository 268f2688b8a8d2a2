import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../src/contracts/i18n/locales.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { signUp, uniqueEmail } from './support/dashboard.js';
import { hardCodedTexts } from './support/i18n.js';
import { confirmOwnAddress } from './support/verify-address.js';

// Journey: the app behind sign-in in the pseudo-locale (issue 42 item 5): its translated screens
// draw every word from the catalogues (accented and about 40 % longer) and still hold at the
// screen's width. The app's screens follow the account's language, not their address
// (AppLanguage); the pseudo-locale, a test's request, stands in for it here. Also: the dashboard
// in each of the five languages, axe-clean and no wider than the screen.

/** The app's screens translated so far, each with the part of it that is translated whole. */
const TRANSLATED_SCREENS: { path: string; root: string }[] = [
  { path: '/account-settings', root: 'section#language' },
  { path: '/', root: 'main' },
  { path: '/analytics', root: 'main' },
  { path: '/bulk-generation', root: 'main' },
  // The operator's screens: the account is an admin (ADMIN_EMAILS of e2e/support/server.mjs).
  { path: '/admin', root: 'main' },
  { path: '/newsletter', root: 'main' },
  { path: '/white-label-admin', root: 'main' },
];

/** The app's screens a signed-out visitor sees, in the visitor's language. */
const SIGNED_OUT_SCREENS = ['/login', '/register', '/forgot-password', '/payment'];

/** Every word under `root` is from the catalogues, and the page is no wider than the screen.
 * The screen is the root's clientWidth: on a phone (isMobile) window.innerWidth grows to fit a
 * too-wide page. */
async function expectTranslatedWhole(page: Page, path: string, root: string) {
  await page.goto(`${path}?i18n=pseudo`);
  await expect(page.locator(root)).toBeVisible();
  await expect(page.locator(root)).toContainText('⟦');
  expect(await page.evaluate(hardCodedTexts, root), path).toEqual([]);
  const { scroll, screen } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(scroll, path).toBeLessThanOrEqual(screen);
}

test('@layout in the pseudo-locale the translated app screens draw every word from the catalogues', async ({
  page,
}, testInfo) => {
  const email = `e2e-pseudo-admin-${testInfo.project.name}@example.com`;
  await signUp(page.request, email);
  // A verified account: the verification banner of the site's layout, which public pages show
  // too, is not yet translated (issue 42's closing note lists what is still English).
  await confirmOwnAddress(page, email);
  for (const { path, root } of TRANSLATED_SCREENS) await expectTranslatedWhole(page, path, root);
});

test('@layout in the pseudo-locale the signed-out app screens draw every word from the catalogues', async ({
  page,
}) => {
  for (const path of SIGNED_OUT_SCREENS) await expectTranslatedWhole(page, path, 'main');
});

test('@layout the dashboard is in the account’s language and axe-clean in each', async ({
  page,
}, testInfo) => {
  await signUp(page.request, uniqueEmail(testInfo, 'dashboard-languages'));
  for (const locale of LOCALES) {
    const saved = await page.request.put('/api/account/locale', { data: { locale } });
    expect(saved.status()).toBe(200);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scroll, screen } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(scroll, locale).toBeLessThanOrEqual(screen);
    await expectNoSeriousViolations(page, testInfo);
  }
});

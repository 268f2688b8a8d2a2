import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/dashboard.js';
import { hardCodedTexts } from './support/i18n.js';

// Journey: the app behind sign-in in the pseudo-locale (issue 42 item 5): its translated screens
// draw every word from the catalogues (accented and about 40 % longer) and still hold at the
// screen's width. The app's screens follow the account's language, not their address
// (AppLanguage); the pseudo-locale, a test's request, stands in for it here.

/** The app's screens translated so far, each with the part of it that is translated whole. */
const TRANSLATED_SCREENS: { path: string; root: string }[] = [
  { path: '/account-settings', root: 'section#language' },
];

test('@layout in the pseudo-locale the translated app screens draw every word from the catalogues', async ({
  page,
}, testInfo) => {
  await signUp(page.request, uniqueEmail(testInfo, 'pseudo-app'));
  for (const { path, root } of TRANSLATED_SCREENS) {
    await page.goto(`${path}?i18n=pseudo`);
    await expect(page.locator(root)).toBeVisible();
    await expect(page.locator(root)).toContainText('⟦');
    expect(await page.evaluate(hardCodedTexts, root), path).toEqual([]);
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, path).toBeLessThanOrEqual(inner);
  }
});

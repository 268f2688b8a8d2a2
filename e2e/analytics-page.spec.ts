import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.js';
import {
  USER_AGENTS,
  codeCard,
  createDynamicCode,
  signUp,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';

// Journey: analytics as a page (issue 40 item 8). Scans "from" Germany and Great Britain (a
// public address in X-Forwarded-For, which the e2e server trusts from 127.0.0.1) on two codes;
// the code's analytics open from its card as a page; a click on Germany filters every number,
// the filter is in the URL and a removable chip, back and forward walk it, the comparison with
// the previous period is one more parameter; the workspace page counts both codes and filters
// the same way; the page's numbers are the API's; axe finds nothing serious. Both widths.

const GERMANY = '193.99.144.80';
const BRITAIN = '81.2.69.142';

/** The number a labelled stat card shows. */
function stat(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true }).locator('p').first();
}

async function scanFrom(request: APIRequestContext, shortUrl: string, ua: string, ip: string) {
  const res = await request.fetch(shortUrl, {
    maxRedirects: 0,
    headers: { 'user-agent': ua, 'x-forwarded-for': ip },
  });
  expect(res.status()).toBe(302);
}

/** The page never grows sideways (a phone would zoom out, and window.innerWidth with it: the
 * screen's width is the root's clientWidth). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

test(
  'the analytics page filters by a clicked country, keeps it in the URL and compares periods',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'analytics-page'));
    const trial = await page.request.post('/api/activate-trial', { data: {} });
    expect(trial.status(), await trial.text()).toBe(200);
    const poster = await createDynamicCode(page.request, 'Window poster', 'https://example.com/a');
    const flyer = await createDynamicCode(page.request, 'Flyer', 'https://example.com/b');
    await scanFrom(page.request, poster.shortUrl, USER_AGENTS.iPhoneSafari, GERMANY);
    await scanFrom(page.request, poster.shortUrl, USER_AGENTS.iPhoneSafari, GERMANY);
    await scanFrom(page.request, poster.shortUrl, USER_AGENTS.pixelChrome, BRITAIN);
    await scanFrom(page.request, flyer.shortUrl, USER_AGENTS.linuxChrome, GERMANY);
    // The scans are written in batches: wait until the API counts all four.
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/analytics');
        return ((await res.json()) as { totals: { scans: number } }).totals.scans;
      })
      .toBe(4);

    // From the card: its analytics dialog links to the page.
    await page.goto('/');
    await codeCard(page, 'Window poster')
      .getByRole('button', { name: 'Analytics: Window poster', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Analytics: Window poster' })
      .getByRole('link', { name: /Open the analytics page/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/analytics/codes/${poster.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics: Window poster');
    await expect(stat(page, 'Scans')).toHaveText('3');
    const countries = page.getByRole('table', { name: 'Scans by country' });
    await expect(countries.getByRole('button')).toHaveCount(2);

    // A click on Germany filters every number on the page.
    await countries.getByRole('button', { name: 'Filter by country: Germany' }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/codes/${poster.id}\\?country=DE$`));
    await expect(stat(page, 'Scans')).toHaveText('2');
    await expect(stat(page, 'Unique scanners')).toHaveText('1');
    await expect(countries.getByRole('button')).toHaveCount(1);
    await expect(
      countries.getByRole('button', { name: 'Filter by country: Germany' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Scans by operating system' }).getByRole('button'),
    ).toHaveText(['iOS']);
    const chip = page.getByRole('button', { name: 'Remove filter Country: Germany' });
    await expect(chip).toBeVisible();
    // The same numbers as the API for the same filter.
    const api = await page.request.get(`/api/dynamic-qrcodes/${poster.id}/analytics?country=DE`);
    expect((await api.json()).totals).toEqual({ scans: 2, uniqueScanners: 1 });

    // Back and forward walk the filter.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/analytics/codes/${poster.id}$`));
    await expect(stat(page, 'Scans')).toHaveText('3');
    await page.goForward();
    await expect(stat(page, 'Scans')).toHaveText('2');

    // The previous period (of the same length, just before) had no scans.
    await page.getByRole('checkbox', { name: 'Compare with the previous period' }).check();
    await expect(page).toHaveURL(/\?compare=previous&country=DE$/);
    await expect(
      page
        .getByRole('group', { name: 'Scans', exact: true })
        .getByText('+2 vs 0 in the previous period'),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, testInfo);

    // A link with the filter opens the same view; the chip removes it with the keyboard.
    await page.reload();
    await expect(stat(page, 'Scans')).toHaveText('2');
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?compare=previous$/);
    await expect(stat(page, 'Scans')).toHaveText('3');

    // The workspace's page: both codes, filtered the same way.
    await page.getByRole('link', { name: 'All codes’ analytics' }).click();
    await expect(page).toHaveURL(/\/analytics\?compare=previous$/);
    await expect(stat(page, 'Scans')).toHaveText('4');
    await expect(stat(page, 'Codes')).toHaveText('2');
    await page
      .getByRole('table', { name: 'Scans by country' })
      .getByRole('button', { name: 'Filter by country: Germany' })
      .click();
    await expect(stat(page, 'Scans')).toHaveText('3');
    const codes = page.getByRole('table', { name: 'Scans by code' });
    await expect(codes.getByRole('row')).toHaveText([
      /Code\s*Scans/,
      /Window poster\s*2/,
      /Flyer\s*1/,
    ]);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, testInfo);
    // A code of the list opens its own page with the same period and filter.
    await codes.getByRole('link', { name: 'Analytics of Flyer' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/analytics/codes/${flyer.id}\\?compare=previous&country=DE$`),
    );
    await expect(stat(page, 'Scans')).toHaveText('1');
    expect(problems).toEqual([]);
  },
);

import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  USER_AGENTS,
  codeCard,
  createDynamicCode,
  humanUserAgent,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';
import { startDestinationServer, type DestinationServer } from './support/destination-server.js';

// Link controls (issue 20) from the owner's dialog to the scanner's phone: smart rules made in
// the edit dialog decide where a real browser lands; then, at 390 px, the scanner's journeys
// through a password-protected code, an expired code with a fallback, an iOS rule opened with
// an iPhone's user agent, and the safe preview (/d/{code}+).

test.use({ userAgent: humanUserAgent });

let destinations: DestinationServer;
test.beforeAll(async () => {
  destinations = await startDestinationServer();
});
test.afterAll(async () => {
  await destinations.close();
});

/** A phone that scans: its own context (no owner session), user agent and languages. */
async function phone(browser: Browser, userAgent: string, locale = 'en-US') {
  const context = await browser.newContext({
    userAgent,
    locale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

async function openEditDialog(page: Page, name: string) {
  await page.goto('/');
  await codeCard(page, name)
    .getByRole('button', { name: `Edit: ${name}`, exact: true })
    .click();
  return page.getByRole('dialog', { name: 'Edit destination' });
}

const landsOn = async (page: Page, url: string, heading: string) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
};

test('a smart rule made in the edit dialog sends German speakers to their own page', async ({
  page,
  browser,
}, testInfo: TestInfo) => {
  const problems = watchConsole(page);
  await signUp(page.request, uniqueEmail(testInfo, 'rules'));
  const code = await createDynamicCode(page.request, 'Rules menu', destinations.url('/a'));

  const dialog = await openEditDialog(page, 'Rules menu');
  const rules = dialog.getByRole('form', { name: 'Smart rules' });
  await rules.getByRole('button', { name: 'Add rule' }).click();
  const rule = rules.getByRole('group', { name: 'Rule 1' });
  await rule.getByLabel('Destination URL of rule 1').fill(destinations.url('/d'));
  // Saving without a condition is refused with the contract's message.
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(
    rule.getByText('A rule needs at least one condition', { exact: false }),
  ).toBeVisible();
  await rule.getByLabel(/^Languages/).fill('de');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(toast(page, 'Smart rules saved')).toBeVisible();

  // The redirect answers by the Accept-Language header...
  const german = await page.request.fetch(code.shortUrl, {
    maxRedirects: 0,
    headers: {
      'user-agent': USER_AGENTS.pixelChrome,
      'accept-language': 'de-DE,de;q=0.9,en;q=0.5',
    },
  });
  expect(german.status()).toBe(302);
  expect(german.headers().location).toBe(destinations.url('/d'));

  // ...and real browsers follow it: a German phone to the rule's page, an English one home.
  const de = await phone(browser, USER_AGENTS.pixelChrome, 'de-DE');
  await landsOn(de.page, code.shortUrl, 'Destination D');
  await de.context.close();
  const en = await phone(browser, USER_AGENTS.pixelChrome, 'en-GB');
  await landsOn(en.page, code.shortUrl, 'Destination A');
  await en.context.close();
  expect(problems).toEqual([]);
});

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
import { useDestinationServer } from './support/destination-server.js';

// Link controls (issue 20) from the owner's dialog to the scanner's phone: smart rules made in
// the edit dialog decide where a real browser lands; then, at 390 px, the scanner's journeys
// through a password-protected code, an expired code with a fallback, an iOS rule opened with
// an iPhone's user agent, and the safe preview (/d/{code}+).

test.use({ userAgent: humanUserAgent });

const destinations = useDestinationServer();

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

test(
  'the scanner’s journeys at 390 px: password, expired with fallback, iOS rule, safe preview',
  { tag: '@layout' },
  async ({ page, browser }, testInfo: TestInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the scanner’s phone journey runs at 390 px');
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'journey'));
    // Password protection is Premium; the trial allows it (and several dynamic codes).
    expect((await page.request.post('/api/activate-trial', { data: {} })).status()).toBe(200);

    // 1. The owner protects a code with a password in the edit dialog.
    const secret = await createDynamicCode(page.request, 'Staff menu', destinations.url('/s'));
    const dialog = await openEditDialog(page, 'Staff menu');
    const controls = dialog.getByRole('form', { name: 'Link controls' });
    await controls.getByLabel('Password', { exact: true }).fill('open sesame');
    await controls.getByRole('button', { name: 'Save link controls' }).click();
    await expect(toast(page, 'Link controls saved')).toBeVisible();
    await expect(controls.getByTestId('password-rejections')).toContainText(
      'Wrong passwords entered: 0',
    );

    // The scanner gets the password page; a wrong answer is refused, the right one lands.
    const iphone = await phone(browser, USER_AGENTS.iPhoneSafari);
    await iphone.page.goto(secret.shortUrl);
    await expect(iphone.page.getByRole('heading', { level: 1 })).toHaveText(
      'This QR code is protected',
    );
    await iphone.page.getByLabel('Password').fill('guess');
    await iphone.page.getByRole('button', { name: 'Continue' }).click();
    await expect(iphone.page.getByRole('alert')).toBeVisible();
    await iphone.page.getByLabel('Password').fill('open sesame');
    await iphone.page.getByRole('button', { name: 'Continue' }).click();
    // The right answer lands at once (the page's form-action allows the redirects that follow the
    // POST: the link, then the destination on another origin)...
    await expect(iphone.page.getByRole('heading', { level: 1 })).toHaveText('Destination S');
    // ...and sets this code's cookie, scoped to its link.
    await expect
      .poll(async () => (await iphone.context.cookies()).map((c) => `${c.name} ${c.path}`))
      .toContain(`qrs_pw_${secret.shortCode} /d/${secret.shortCode}`);
    // Remembered for this code: the next scan goes straight to the destination.
    await landsOn(iphone.page, secret.shortUrl, 'Destination S');

    // 2. An expired code with a fallback sends the scanner to the fallback.
    const expired = await createDynamicCode(page.request, 'Old offer', destinations.url('/o'));
    const setExpired = await page.request.put(`/api/dynamic-qrcodes/${expired.id}/controls`, {
      data: {
        startsAt: '2025-01-01T00:00:00.000Z',
        expiresAt: '2025-02-01T00:00:00.000Z',
        fallbackUrl: destinations.url('/f'),
      },
    });
    expect(setExpired.status(), await setExpired.text()).toBe(200);
    await landsOn(iphone.page, expired.shortUrl, 'Destination F');

    // 3. An iOS rule: the iPhone goes to the App Store stand-in, an Android phone home.
    const app = await createDynamicCode(page.request, 'Get the app', destinations.url('/w'));
    const setRule = await page.request.put(`/api/dynamic-qrcodes/${app.id}/controls`, {
      data: { rules: [{ os: ['ios'], destination: destinations.url('/i') }] },
    });
    expect(setRule.status(), await setRule.text()).toBe(200);
    await landsOn(iphone.page, app.shortUrl, 'Destination I');
    const android = await phone(browser, USER_AGENTS.pixelChrome);
    await landsOn(android.page, app.shortUrl, 'Destination W');
    await android.context.close();

    // 4. The safe preview shows where the code goes, without going there; Continue goes on.
    const before = destinations.hits.length;
    await iphone.page.goto(`${app.shortUrl}+`);
    await expect(iphone.page.getByRole('heading', { level: 1 })).toHaveText(
      'Where this QR code goes',
    );
    await expect(iphone.page.getByText(destinations.url('/w'))).toBeVisible();
    expect(destinations.hits.length).toBe(before);
    const width = await iphone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await iphone.page.getByRole('link', { name: 'Continue' }).click();
    await expect(iphone.page.getByRole('heading', { level: 1 })).toHaveText('Destination I');
    await iphone.context.close();

    // The owner sees the rejected try.
    await page.reload();
    const reopened = await openEditDialog(page, 'Staff menu');
    await expect(
      reopened.getByRole('form', { name: 'Link controls' }).getByTestId('password-rejections'),
    ).toContainText('Wrong passwords entered: 1');
    expect(problems).toEqual([]);
  },
);

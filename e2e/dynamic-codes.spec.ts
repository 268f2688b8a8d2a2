import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  codeCard,
  createDynamicCode,
  createInGenerator,
  openCreatedInList,
  expectCardScans,
  humanUserAgent,
  openDashboardView,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';
import { useDestinationServer } from './support/destination-server.js';
import { readPng } from './support/read-code.js';

// Journey (issue 5): a new account creates a dynamic code in the dashboard pointing at a local
// web site, downloads its PNG, and all three decoders read the short link from it. Opening that link
// in the browser lands on the destination and counts one scan; after editing the destination
// the same link lands on the new page; a paused code shows the paused page (and counts
// nothing) until it is resumed. Then the plan limits: the free plan allows one dynamic code,
// the trial more. Desktop and 390 px mobile.

// The browser is the phone or desktop that scans: headless Chromium's own UA is a bot's.
test.use({ userAgent: humanUserAgent });

const destinations = useDestinationServer();

const baseUrl = (testInfo: TestInfo) => String(testInfo.project.use.baseURL);
/** Opens the short link as a person would after scanning and expects the page it lands on. */
async function openShortLink(page: Page, shortUrl: string, expected: string) {
  await page.goto(shortUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
}

test(
  'create, download, scan, edit, pause and resume a dynamic code',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'dynamic'));
    const name = 'Spring menu';

    // Create in the dashboard's create view.
    await page.goto('/?create=true');
    await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
    await createInGenerator(page, name, destinations.url('/a'));
    await expect(toast(page, 'Dynamic QR Code generated')).toBeVisible();
    await openCreatedInList(page);
    const card = codeCard(page, name);
    await expect(card.getByText('Dynamic', { exact: true })).toBeVisible();
    await expect(card.getByText('0 scans', { exact: true })).toBeVisible();
    await expect(card.getByText(`Goes to ${destinations.url('/a')}`)).toBeVisible();

    // Download the PNG from the preview dialog; all three decoders read the short link from it.
    await card.getByRole('button', { name: `Download: ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PNG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('url-qr-code.png');
    await expect(toast(page, 'QR Code Downloaded')).toBeVisible();
    const png = await readFile(await download.path());
    const decoded = await readPng(png);
    const shortUrlPattern = new RegExp(
      `^${baseUrl(testInfo).replace(/\./g, '\\.')}/d/[0-9A-Za-z]{8}$`,
    );
    expect(decoded.zxing).toHaveLength(1);
    const shortUrl = decoded.zxing[0]!;
    expect(shortUrl).toMatch(shortUrlPattern);
    expect(decoded.jsqr).toBe(shortUrl);
    // The dialog and the card show the same link the image carries.
    await expect(dialog.getByText(shortUrl, { exact: true })).toBeVisible();
    // (Escape would first dismiss the toast: Radix closes the topmost layer.)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('link', { name: shortUrl })).toHaveAttribute('href', shortUrl);

    // Scan: the browser follows the 302 to the destination, and the card counts one scan.
    await openShortLink(page, shortUrl, 'Destination A');
    expect(page.url()).toBe(destinations.url('/a'));
    await page.goto('/');
    await expectCardScans(page, name, 1);

    // Edit the destination: the same printed code now lands on the new page.
    await card.getByRole('button', { name: `Edit: ${name}`, exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit destination' });
    await editDialog.getByLabel('Destination URL').fill(destinations.url('/b'));
    await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Dynamic QR Code saved')).toBeVisible();
    await expect(editDialog).toHaveCount(0);
    await expect(card.getByText(`Goes to ${destinations.url('/b')}`)).toBeVisible();
    await openShortLink(page, shortUrl, 'Destination B');
    expect(page.url()).toBe(destinations.url('/b'));

    // Pause: the link shows the paused page instead of redirecting, and counts no scan.
    await page.goto('/');
    await card.getByRole('button', { name: `Pause: ${name}`, exact: true }).click();
    await expect(toast(page, 'QR Code paused')).toBeVisible();
    await expect(card).toHaveCount(0);
    const hitsBeforePause = destinations.hits.length;
    await page.goto(shortUrl);
    await expect(page.getByRole('heading', { name: 'This QR code is paused' })).toBeVisible();
    await expect(
      page.getByText('Its owner has paused this code for now. Please try again later.'),
    ).toBeVisible();
    expect(page.url()).toBe(shortUrl);
    expect(destinations.hits.length).toBe(hitsBeforePause);

    // It waits in Paused Codes; resume it there.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
    await openDashboardView(page, 'Paused Codes');
    const pausedCard = codeCard(page, name);
    await expect(pausedCard.getByText('Paused', { exact: true })).toBeVisible();
    await expect(pausedCard.getByText('2 scans', { exact: true })).toBeVisible();
    await pausedCard.getByRole('button', { name: `Resume: ${name}`, exact: true }).click();
    await expect(toast(page, 'QR Code resumed')).toBeVisible();
    await expect(page.getByText('No paused codes', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Active' }).click();
    await expect(card.getByRole('button', { name: `Pause: ${name}`, exact: true })).toBeVisible();

    // Redirecting again; the paused visit was not counted: 2 scans before, 3 now.
    await openShortLink(page, shortUrl, 'Destination B');
    await page.goto('/');
    await expectCardScans(page, name, 3);

    expect(problems).toEqual([]);
  },
);

test('the free plan allows one dynamic code; the trial allows more', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'limits');
  await signUp(page.request, email);
  await createDynamicCode(page.request, 'First code', destinations.url('/a'));

  // The second one is refused on the client with the spec's toast, and the banner says why.
  await page.goto('/?create=true');
  await expect(page.getByRole('region', { name: 'Dynamic QR Code limit reached' })).toBeVisible();
  await createInGenerator(page, 'Second code', destinations.url('/b'));
  await expect(toast(page, 'Dynamic QR Code limit reached')).toBeVisible();
  await expect(page).toHaveURL(/\?create=true$/);
  // The server enforces the same limit for a client that does not check.
  const refused = await page.request.post('/api/dynamic-qrcodes', {
    data: { qrType: 'url', url: destinations.url('/b'), destination: destinations.url('/b') },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('DYNAMIC_LIMIT_REACHED');

  // A signed-in account has no trial card on screen (the landing page's card is for visitors),
  // so the trial starts through the call the card makes.
  const activated = await page.request.post('/api/activate-trial', { data: { email } });
  expect(activated.status(), await activated.text()).toBe(200);
  await page.reload();
  await expect(
    page.getByText('3 days remaining in your free trial', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dynamic QR Code limit reached' })).toHaveCount(0);

  await createInGenerator(page, 'Second code', destinations.url('/b'));
  await expect(toast(page, 'Dynamic QR Code generated')).toBeVisible();
  await openCreatedInList(page);
  await expect(codeCard(page, 'Second code')).toBeVisible();
  await expect(codeCard(page, 'First code')).toBeVisible();
  // Newest first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Second code');

  expect(problems).toEqual([]);
});

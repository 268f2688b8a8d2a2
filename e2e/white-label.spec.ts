import { readFile } from 'node:fs/promises';
import { expect, test, type TestInfo } from '@playwright/test';
import {
  createInGenerator,
  openCreatedInList,
  humanUserAgent,
  PASSWORD,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';
import { useDestinationServer } from './support/destination-server.js';
import { confirmOwnAddress } from './support/verify-address.js';
import { readPng } from './support/read-code.js';
import { samplePng } from './support/sample-files.js';

// Issue 17: a white-label client on its own host. The operator (an ADMIN_EMAILS address) makes
// the client in /white-label-admin with a subdomain, a primary colour, a favicon and "remove
// branding". On {subdomain}.localhost (Chromium sends *.localhost to loopback; the e2e server
// runs with BASE_DOMAIN=localhost) the first byte already carries the brand: with JavaScript
// off, the title, favicon and primary button colour are the client's and our name is nowhere.
// A user registered there makes a dynamic code whose downloaded PNG decodes (ZXing-C++ and
// jsQR) to the client's short link, which redirects on the client's host and is not found on
// the default host.

test.use({ userAgent: humanUserAgent });
const destinations = useDestinationServer();

const PRIMARY = '#AA2200';
const PRIMARY_RGB = 'rgb(170, 34, 0)';

function clientOrigin(testInfo: TestInfo): { subdomain: string; origin: string } {
  const base = new URL(String(testInfo.project.use.baseURL));
  const subdomain = `acme-${testInfo.project.name}-${Date.now().toString(36)}`;
  return { subdomain, origin: `http://${subdomain}.localhost:${base.port}` };
}

test('a client on its own host: themed before any script, its own users and short links', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const { subdomain, origin } = clientOrigin(testInfo);
  const name = `Acme Coffee ${project}`;
  const problems = watchConsole(page);

  // The operator makes the client in the management screen.
  const adminEmail = `e2e-white-label-${project}@example.com`;
  await signUp(page.request, adminEmail);
  await confirmOwnAddress(page, adminEmail);
  await page.goto('/white-label-admin');
  await expect(page.getByRole('heading', { name: 'White Label Client Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Client' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Subdomain').fill(subdomain);
  await dialog.getByLabel('Primary color', { exact: true }).fill(PRIMARY);
  await dialog.getByLabel('Favicon').setInputFiles({
    name: 'favicon.png',
    mimeType: 'image/png',
    buffer: samplePng(64, 64),
  });
  // The upload is processed (checked and re-encoded) before its preview shows.
  await expect(dialog.locator('img')).toHaveCount(1, { timeout: 30_000 });
  await dialog.getByLabel('Remove QR Shark branding').check();
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(page, 'Client created successfully')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.locator('span').getByText('Active', { exact: true })).toBeVisible();
  // The key, shown once: masked by 20 dots until revealed.
  const key = card.getByTestId('api-key');
  await expect(key).toHaveText('•'.repeat(20));
  await card.getByRole('button', { name: 'Show API key' }).click();
  await expect(key).toHaveText(/^qrs_[0-9A-Za-z]{40,}$/);
  await expect(card.getByRole('button', { name: 'Copy API Key' })).toBeVisible();

  // The client's host with JavaScript off: everything below came with the HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const shell = await plain.goto(`${origin}/`);
  await expect(plain).toHaveTitle(`${name} - QR Code Generator`);
  const favicon = await plain.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/^\/logo\/[A-Za-z0-9_-]+$/);
  // Branding removed: the document names the client, and we are named nowhere in it.
  const html = (await shell?.text()) ?? '';
  expect(html).toContain(`${name} needs JavaScript to run.`);
  expect(html).not.toContain('QR Shark');
  await noScript.close();
  // With the app's own scripts refused: the design system's primary colour is already the
  // client's, so a primary button never flashes our blue.
  const unscripted = await browser.newContext();
  const bare = await unscripted.newPage();
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  await bare.goto(`${origin}/`);
  const primary = await bare.evaluate(() => {
    const button = document.createElement('button');
    button.className = 'bg-primary text-white';
    button.textContent = 'Generate';
    document.body.append(button);
    return getComputedStyle(button).backgroundColor;
  });
  expect(primary).toBe(PRIMARY_RGB);
  await unscripted.close();
  // The default host keeps our brand.
  await page.goto('/');
  await expect(page).toHaveTitle(/QR Shark/);

  // A user of the client, registered on the client's host.
  const acme = await browser.newContext({ baseURL: origin, userAgent: await uaOf(page) });
  const member = await acme.newPage();
  const memberProblems = watchConsole(member);
  // Registered from the page itself: Node's resolver (the API request context) does not know
  // *.localhost, Chromium's does.
  await member.goto('/');
  const registered = await member.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, email, password, confirmPassword: password }),
      });
      return res.status;
    },
    { email: uniqueEmail(testInfo, 'acme-member'), password: PASSWORD },
  );
  expect(registered).toBe(201);
  await member.reload();
  await expect(member.getByRole('banner')).toContainText(name);
  await expect(member.getByRole('banner')).not.toContainText('QR Shark');
  await member.goto('/?create=true');
  await createInGenerator(member, 'Table 7', destinations.url('/a'));
  await expect(toast(member, 'Dynamic QR Code generated')).toBeVisible();
  await openCreatedInList(member);

  // Its image decodes to the client's short link.
  const codeCard = member.getByRole('article').filter({ hasText: 'Table 7' });
  await codeCard.getByRole('button', { name: 'Download: Table 7', exact: true }).click();
  const download = member.getByRole('dialog', { name: 'Table 7' });
  const downloading = member.waitForEvent('download');
  await download.getByRole('button', { name: 'Download PNG' }).click();
  const decoded = await readPng(await readFile(await (await downloading).path()));
  expect(decoded.zxing).toHaveLength(1);
  const shortUrl = decoded.zxing[0]!;
  expect(shortUrl).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/d/[0-9A-Za-z]{8}$`));
  expect(decoded.jsqr).toBe(shortUrl);

  // It redirects on the client's host, and is not found on ours (in our name there).
  await member.goto(shortUrl);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Destination A');
  // No console problems up to here; the not-found pages below answer 404 on purpose.
  expect(problems).toEqual([]);
  expect(memberProblems).toEqual([]);
  const elsewhere = shortUrl.replace(origin, new URL(String(testInfo.project.use.baseURL)).origin);
  const missing = await page.goto(elsewhere);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'QR code not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to QR Shark' })).toBeVisible();
  // An unknown code on the client's host: its not-found page names the client, never us.
  await member.goto(`${origin}/d/zzzzzzzz`);
  await expect(member.getByRole('link', { name: `Go to ${name}` })).toBeVisible();
  await expect(member.locator('body')).not.toContainText('QR Shark');
  await acme.close();
});

async function uaOf(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => navigator.userAgent);
}

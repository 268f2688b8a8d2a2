// Shared steps of the dashboard journeys (dynamic codes, analytics): signing up through the
// API, moving between the dashboard's views at either viewport, toasts, and scanning.
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** User agents of real phones and desktops: the redirect service counts these as people. */
export const USER_AGENTS = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  pixelChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  galaxyChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
} as const;

/**
 * Headless Chromium says "HeadlessChrome" in its User-Agent, which the redirect service rightly
 * files as a bot; a browser that "scans" must present itself as the phone or desktop it stands
 * for. Use as `test.use({ userAgent: humanUserAgent })`.
 */
export async function humanUserAgent(
  { isMobile }: { isMobile: boolean },
  use: (userAgent: string) => Promise<void>,
) {
  await use(isMobile ? USER_AGENTS.pixelChrome : USER_AGENTS.linuxChrome);
}

/** Collects page errors and console errors; expected non-2xx answers are left out. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // Chromium logs every non-2xx fetch: a signed-out /api/user answers 401 (expected).
    if (text.startsWith('Failed to load resource') && text.includes('401')) return;
    problems.push(text);
  });
  return problems;
}

export const PASSWORD = 'correct horse battery';

/** A fresh address per test, project and moment: `what-mobile-1767…@example.com`. */
export const uniqueEmail = (testInfo: TestInfo, what: string) =>
  `${what}-${testInfo.project.name}-${Date.now()}@example.com`;

/**
 * Creates a dynamic Website URL code in the create view's generator (its Dynamic mode, the one
 * way to make a dynamic code): Dynamic, Name, the address, Generate QR Code.
 */
export async function createInGenerator(page: Page, name: string, destination: string) {
  const generator = page.getByRole('region', { name: 'Generate Your QR Code' });
  await generator.getByRole('radio', { name: 'Dynamic' }).click();
  await generator.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await generator.getByRole('textbox', { name: /Website URL/ }).fill(destination);
  await generator.getByRole('button', { name: 'Generate QR Code' }).click();
}

/** After createInGenerator: follows the note's "Active Codes" link to the list. */
export async function openCreatedInList(page: Page) {
  const note = page.getByRole('status').filter({ hasText: 'Dynamic code created:' });
  // Creating renders and decodes the code on the server: slower than a page update when loaded.
  await note.getByRole('link', { name: 'Active Codes' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
}

/** Registers a fresh account through POST /api/register; the context is signed in after. */
export async function signUp(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/register', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: 'E2E',
      lastName: 'Tester',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export interface CreatedCode {
  id: number;
  shortCode: string;
  shortUrl: string;
}

/** Creates a dynamic URL code through POST /api/dynamic-qrcodes (JSON), as the dashboard does. */
export async function createDynamicCode(
  request: APIRequestContext,
  name: string,
  destination: string,
): Promise<CreatedCode> {
  const res = await request.post('/api/dynamic-qrcodes', {
    data: { qrType: 'url', url: destination, destination, name },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedCode;
}

/**
 * A toast by its title. Radix also copies the text into a screen-reader live region, and a
 * banner may carry the same words, so the search stays inside the notifications viewport. By
 * CSS, not by role: while a modal dialog is open, Radix hides everything else (the viewport
 * too) from the accessibility tree.
 */
export function toast(page: Page, title: string): Locator {
  return page.locator('[aria-label^="Notifications"]').getByText(title, { exact: true });
}

/**
 * Starts recording the text of every toast shown from now on, and returns a function that reads them.
 * For a toast that shows while the page works hard (a ZIP being packed): on a loaded machine it
 * may come and go between two of Playwright's polls, but the page's own observer sees it.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    const note = () => {
      for (const region of document.querySelectorAll('[aria-label^="Notifications"]')) {
        for (const li of region.querySelectorAll('li')) {
          const text = li.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}

/** The dashboard's navigation items and the addresses they open (dashboard-views.ts). */
const NAV_ITEMS = {
  'Create QR Code': /\/\?create=true$/,
  'Active Codes': /\/$/,
  'Paused Codes': /\/\?view=paused$/,
  Analytics: /\/\?view=analytics$/,
} as const;

export type NavItem = keyof typeof NAV_ITEMS;

/**
 * Follows a dashboard navigation item: the sidebar on desktop, the menu sheet on phones (the
 * sidebar is hidden below the md breakpoint, so only one of the two is ever visible).
 */
export async function openDashboardView(page: Page, item: NavItem): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Dashboard menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page
      .getByRole('dialog', { name: 'My QR Codes' })
      .getByRole('link', { name: item })
      .click();
    await expect(page.getByRole('dialog', { name: 'My QR Codes' })).toHaveCount(0);
  } else {
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: item })
      .click();
  }
  await expect(page).toHaveURL(NAV_ITEMS[item]);
}

/** The card of the code named `name` in the list on screen. */
export function codeCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/**
 * Waits until the card shows `count` scans. Lists are not polled, and the scan writer stores
 * events in batches (at least once a second), so the page is reloaded until the count is there.
 */
export async function expectCardScans(page: Page, name: string, count: number): Promise<void> {
  const text = `${count} ${count === 1 ? 'scan' : 'scans'}`;
  await expect(async () => {
    await page.reload();
    // The list first (however slow the page is to load), then the count on it.
    const card = codeCard(page, name);
    await expect(card).toBeVisible();
    await expect(card.getByText(text, { exact: true })).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 60_000, intervals: [250, 500, 1000] });
}

/** One scan request as a camera app would send it: the 302 itself, not the destination. */
export async function scan(
  request: APIRequestContext,
  shortUrl: string,
  userAgent: string,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<void> {
  const res = await request.fetch(shortUrl, {
    method,
    maxRedirects: 0,
    headers: { 'user-agent': userAgent },
  });
  expect(res.status(), `${method} ${shortUrl}`).toBe(302);
}

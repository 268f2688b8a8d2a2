import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  USER_AGENTS,
  codeCard,
  createDynamicCode,
  expectCardScans,
  humanUserAgent,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { useDestinationServer } from './support/destination-server.js';

// Weighted splits (issue 40 item 5): a 50/50 split set in the edit dialog's link controls;
// phones (different user agents) are each sent to one variant and keep it; the code's
// analytics count the scans per variant. Desktop and 390 px (the editor's rows stack there).

test.use({ userAgent: humanUserAgent });

const destinations = useDestinationServer();

async function openEditDialog(page: Page, name: string) {
  await page.goto('/');
  await codeCard(page, name)
    .getByRole('button', { name: `Edit: ${name}`, exact: true })
    .click();
  return page.getByRole('dialog', { name: 'Edit destination' });
}

/** A row of the split's table in the analytics dialog, e.g. ["A", url, "50%", "3", ...]. */
function splitRow(dialog: Locator, cells: string[]): Locator {
  return dialog
    .getByRole('table', { name: 'Scans per split destination in this period' })
    .getByRole('row', { name: cells.join(' ') });
}

test('a 50/50 split sends each phone to one variant and counts scans per variant @layout', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signUp(page.request, uniqueEmail(testInfo, 'split'));
  const name = 'Split poster';
  const code = await createDynamicCode(page.request, name, destinations.url('/c'));
  const a = destinations.url('/a');
  const b = destinations.url('/b');

  const dialog = await openEditDialog(page, name);
  const split = dialog.getByRole('form', { name: 'Split (A/B test)' });
  await split.getByRole('button', { name: 'Set up a split' }).click();
  await split.getByLabel('Destination A', { exact: true }).fill(a);
  await split.getByLabel('Destination B', { exact: true }).fill(b);
  // Weights that do not add up are refused with the contract's message, nothing saved.
  await split.getByLabel('Weight of A (%)').fill('60');
  await expect(split.getByText('Total: 110% of 100%')).toBeVisible();
  await split.getByRole('button', { name: 'Save split' }).click();
  await expect(split.getByRole('alert')).toHaveText('The weights must add up to exactly 100');
  await expectNoSeriousViolations(page, testInfo);
  await split.getByLabel('Weight of A (%)').fill('50');
  await split.getByRole('button', { name: 'Save split' }).click();
  await expect(toast(page, 'Split saved')).toBeVisible();
  // Nothing in the dialog is wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');

  // Phones with different user agents until both variants have had one; each keeps its own.
  const phones = [
    USER_AGENTS.iPhoneSafari,
    USER_AGENTS.pixelChrome,
    USER_AGENTS.galaxyChrome,
    USER_AGENTS.linuxChrome,
    ...Array.from({ length: 12 }, (_, n) => `${USER_AGENTS.pixelChrome} Phone/${n}`),
  ];
  const landed = new Map<string, number>();
  let scans = 0;
  for (const userAgent of phones) {
    const send = () =>
      page.request.fetch(code.shortUrl, { maxRedirects: 0, headers: { 'user-agent': userAgent } });
    const first = await send();
    expect(first.status()).toBe(302);
    const location = first.headers().location!;
    expect([a, b]).toContain(location);
    const again = await send();
    expect(again.headers().location, 'the same phone, the same variant').toBe(location);
    scans += 2;
    landed.set(location, (landed.get(location) ?? 0) + 2);
    if (landed.size === 2) break;
  }
  expect([...landed.keys()].sort()).toEqual([a, b].sort());

  await expectCardScans(page, name, scans);
  await codeCard(page, name)
    .getByRole('button', { name: `Analytics: ${name}`, exact: true })
    .click();
  const analytics = page.getByRole('dialog', { name: `Analytics: ${name}` });
  await expect(analytics.getByRole('heading', { name: 'Split (A/B test)' })).toBeVisible();
  await expect(splitRow(analytics, ['A', a, '50%', String(landed.get(a))])).toHaveCount(1);
  await expect(splitRow(analytics, ['B', b, '50%', String(landed.get(b))])).toHaveCount(1);
  // Long addresses wrap in their cells: nothing is wider than the screen.
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, testInfo);
  expect(problems).toEqual([]);
});

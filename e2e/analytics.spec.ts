import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  USER_AGENTS,
  codeCard,
  createDynamicCode,
  expectCardScans,
  openDashboardView,
  scan,
  watchConsole,
} from './support/dashboard.js';
import { ANALYTICS_MESSAGES } from '../src/contracts/analytics.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { linkFromMail } from './support/mailbox.js';
import { startDestinationServer, type DestinationServer } from './support/destination-server.js';

// Journey (issue 6): a visitor starts the free trial from the landing page's card, gets a
// dynamic code, and it is scanned through /d/{code} by two phones (one twice), while a HEAD
// request and curl are filtered. The code's analytics dialog shows the human scans, unique
// scanners, the device/OS/browser breakdowns and the filtered requests; a scan made while the
// dialog is open shows up by itself within 5 s; the CSV export holds exactly one row per human
// scan; the Analytics overview totals them. Desktop and 390 px mobile.

let destinations: DestinationServer;
test.beforeAll(async () => {
  destinations = await startDestinationServer();
});
test.afterAll(async () => {
  await destinations.close();
});

/** The number a labelled stat card shows ("Scans", "Unique scanners", ...). */
function stat(scope: Locator | Page, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true }).locator('p').first();
}

/** A row of one of the charts' data tables (their accessible twins), e.g. ["Mobile", "3"]. */
function tableRow(scope: Locator, caption: string, cells: string[]): Locator {
  return scope.getByRole('table', { name: caption }).getByRole('row', { name: cells.join(' ') });
}

/** Parses the export (RFC 4180, no quoted cells expected here) into header and records. */
function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...lines] = text.slice(0, -2).split('\r\n');
  const columns = header!.split(',');
  const rows = lines.map((line) => {
    const cells = line.split(',');
    expect(cells).toHaveLength(columns.length);
    return Object.fromEntries(columns.map((column, i) => [column, cells[i]!]));
  });
  return { header: columns, rows };
}

const uniqueEmail = (testInfo: TestInfo) =>
  `analytics-${testInfo.project.name}-${Date.now()}@example.com`;

test('scans appear in the code analytics, the live count, the CSV and the overview', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const startedAt = Date.now();

  // A visitor starts the trial with a new e-mail address; the mailed link sets a password,
  // signs in and starts the trial.
  await page.goto('/');
  const email = uniqueEmail(testInfo);
  const trialCard = page.getByRole('region', { name: 'Try premium free for 3 days' });
  await trialCard.getByLabel('Email address').fill(email);
  await trialCard.getByRole('button', { name: 'Start free trial' }).click();
  await expect(trialCard.getByRole('status')).toContainText('Check your e-mail');
  await page.goto(await linkFromMail(email, '/set-password'));
  await page.getByLabel('New Password', { exact: true }).fill('trial password');
  await page.getByLabel('Confirm New Password').fill('trial password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.getByRole('link', { name: 'Go to your QR codes' }).click();
  await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
  await expect(
    page.getByText('3 days remaining in your free trial', { exact: true }),
  ).toBeVisible();

  const name = 'Menu board';
  const code = await createDynamicCode(page.request, name, destinations.url('/a'));

  // Three human scans (the iPhone twice), and two requests that must not count.
  await scan(page.request, code.shortUrl, USER_AGENTS.iPhoneSafari);
  await scan(page.request, code.shortUrl, USER_AGENTS.pixelChrome);
  await scan(page.request, code.shortUrl, USER_AGENTS.iPhoneSafari, 'HEAD');
  await scan(page.request, code.shortUrl, USER_AGENTS.curl);
  await scan(page.request, code.shortUrl, USER_AGENTS.iPhoneSafari);

  await expectCardScans(page, name, 3);
  await codeCard(page, name)
    .getByRole('button', { name: `Analytics: ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Analytics: ${name}` });
  await expect(stat(dialog, 'Scans')).toHaveText('3');
  await expect(stat(dialog, 'Unique scanners')).toHaveText('2');
  await expect(stat(dialog, 'All-time scans')).toHaveText('3');
  await expect(stat(dialog, 'Filtered requests')).toHaveText('2');
  await expect(tableRow(dialog, 'Scans by device type', ['Mobile', '3'])).toHaveCount(1);
  await expect(tableRow(dialog, 'Scans by operating system', ['iOS', '2'])).toHaveCount(1);
  await expect(tableRow(dialog, 'Scans by operating system', ['Android', '1'])).toHaveCount(1);
  await expect(tableRow(dialog, 'Scans by browser', ['Safari', '2'])).toHaveCount(1);
  await expect(tableRow(dialog, 'Scans by browser', ['Chrome', '1'])).toHaveCount(1);
  await expect(
    dialog.getByText('2 bot and link-preview requests were not counted.', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^1 HEAD requests$/ })).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: /^1 command-line tools and scripts$/ }),
  ).toBeVisible();
  // The e2e server has no city database: the Cities panel says so and how to turn it on.
  await expect(
    dialog
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Cities', exact: true }) }),
  ).toContainText(ANALYTICS_MESSAGES.citiesOff);
  await expectNoSeriousViolations(page, testInfo);

  // Real time: a scan while the dialog is open shows up without touching the page.
  await scan(page.request, code.shortUrl, USER_AGENTS.galaxyChrome);
  await expect(stat(dialog, 'Scans')).toHaveText('4');
  await expect(stat(dialog, 'Unique scanners')).toHaveText('3');
  await expect(tableRow(dialog, 'Scans by device type', ['Mobile', '4'])).toHaveCount(1);
  await expect(tableRow(dialog, 'Scans by operating system', ['Android', '2'])).toHaveCount(1);

  // The CSV of the range on screen: one row per human scan, oldest first.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual([
    'time_utc',
    'country',
    'device',
    'os',
    'browser',
    'referrer_host',
    'first_time_today',
    'region',
    'city',
  ]);
  expect(rows.map((r) => [r.device, r.os, r.browser, r.referrer_host, r.first_time_today])).toEqual(
    [
      ['mobile', 'iOS', 'Safari', '', 'yes'],
      ['mobile', 'Android', 'Chrome', '', 'yes'],
      // The same iPhone again the same day: a scan, but not a new scanner.
      ['mobile', 'iOS', 'Safari', '', 'no'],
      ['mobile', 'Android', 'Chrome', '', 'yes'],
    ],
  );
  const times = rows.map((r) => Date.parse(r.time_utc!));
  for (const [i, row] of rows.entries()) {
    expect(row.time_utc).toMatch(/Z$/);
    expect(times[i]).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(times[i]).toBeLessThanOrEqual(Date.now());
    if (i > 0) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]!);
  }

  // The overview counts the human scans of all codes.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await openDashboardView(page, 'Analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible();
  await expect(stat(page, 'Total Scans')).toHaveText('4');
  await expect(stat(page, 'Dynamic Codes')).toHaveText('1');
  await expect(
    page
      .getByRole('table', { name: 'Top dynamic codes by scans' })
      .getByRole('row', { name: `${name} 4` }),
  ).toHaveCount(1);

  expect(problems).toEqual([]);
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousViolations } from './support/axe.js';
import { readPng, readSvg } from './support/read-code.js';
import {
  createDynamicCode,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';

// Journey: the dense table view and bulk actions (issue 40 items 7 and 3). The table is chosen
// over the cards, scrolls sideways inside its card on a phone (the page does not), sorts by name
// from its header (the sort in the URL); two rows are selected, moved to a folder, exported as
// CSV (the file's rows checked), downloaded as ZIPs of SVG and of PNG files (every file read by
// the three decoders, each giving its code's short link) and paused; another is deleted and brought back with Undo.

test(
  'the table view sorts, selects, moves, exports, pauses, and deletes with Undo',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'table'));
    const trial = await page.request.post('/api/activate-trial', { data: {} });
    expect(trial.status(), await trial.text()).toBe(200);
    for (const [name, url] of [
      ['Lunch menu', 'https://example.com/lunch'],
      ['Spring sale', 'https://example.com/sale'],
      ['Careers', 'https://example.com/jobs'],
    ] as const) {
      await createDynamicCode(page.request, name, url);
    }
    const folder = await page.request.post('/api/folders', { data: { name: 'Restaurant' } });
    expect(folder.status(), await folder.text()).toBe(201);

    await page.goto('/');
    // The switch shows its state: pressed once the table is chosen. Under a loaded CI machine a
    // click made while the dashboard was still settling once left Cards pressed (2026-11-30, at
    // 390 px); the click is made again until the switch says Table.
    const tableButton = page.getByRole('button', { name: 'Table', exact: true });
    await expect(async () => {
      await tableButton.click();
      await expect(tableButton).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveText(['Careers', 'Spring sale', 'Lunch menu']);
    const region = page.getByRole('region', { name: 'Codes table' });
    const widths = await region.evaluate((el) => ({
      box: el.clientWidth,
      content: el.scrollWidth,
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    // The page never grows sideways (a phone would zoom out); the table scrolls in its box.
    expect(widths.viewport).toBe(page.viewportSize()?.width);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    if (widths.viewport < 600) expect(widths.content).toBeGreaterThan(widths.box);

    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect(table.getByRole('rowheader')).toHaveText(['Careers', 'Lunch menu', 'Spring sale']);

    await page.getByRole('checkbox', { name: 'Select Careers' }).check();
    await page.getByRole('checkbox', { name: 'Select Lunch menu' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('2 codes selected')).toBeVisible();
    // The table, its selection and the bulk bar pass axe at this width.
    await expectNoSeriousViolations(page, testInfo);
    await bar
      .getByRole('combobox', { name: 'Move to folder' })
      .selectOption({ label: 'Restaurant' });
    await bar.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(toast(page, '2 codes moved')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Careers' })).toContainText('Restaurant');
    // With chips in the rows, the page still does not grow sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      page.viewportSize()?.width,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Export selected as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-codes-selection.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,type,shortUrl,serves,folder,tags,scans,lastScan,status,created');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'Careers,Website',
      'Lunch menu,Website',
    ]);
    expect(lines[1]).toContain(',https://example.com/jobs,Restaurant,,0,,active,');

    // The ZIP: one file per selected code, drawn by this browser, and codes.csv naming each
    // file's short link; each file decodes to that link on every decoder.
    for (const format of ['svg', 'png'] as const) {
      await bar.getByRole('combobox', { name: 'ZIP file format' }).selectOption(format);
      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        bar.getByRole('button', { name: 'Download ZIP' }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe('qr-codes-selection.zip');
      await expect(toast(page, 'ZIP of 2 codes ready')).toBeVisible();
      const files = unzipSync(new Uint8Array(await readFile(await zip.path())));
      expect(Object.keys(files).sort()).toEqual([
        `Careers.${format}`,
        `Lunch menu.${format}`,
        'codes.csv',
      ]);
      const listed = strFromU8(files['codes.csv']!).trimEnd().split('\r\n').slice(1);
      expect(listed).toHaveLength(2);
      for (const line of listed) {
        const [file = '', , , shortUrl = ''] = line.split(',');
        expect(shortUrl).toMatch(/\/d\/[A-Za-z0-9_-]+$/);
        const bytes = files[file]!;
        const read = format === 'svg' ? await readSvg(strFromU8(bytes)) : await readPng(bytes);
        expect(read, file).toEqual({ zxing: [shortUrl], jsqr: shortUrl, zbar: [shortUrl] });
      }
    }

    await bar.getByRole('button', { name: 'Pause' }).click();
    await expect(toast(page, '2 codes paused')).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(['Spring sale']);

    await page.getByRole('checkbox', { name: 'Select Spring sale' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, '1 code deleted')).toBeVisible();
    await expect(page.getByText('No codes match')).toBeVisible();
    await page
      .locator('[aria-label^="Notifications"]')
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(toast(page, '1 code restored')).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(['Spring sale']);

    // The paused view shows the paused two, in the table the user chose.
    await page.goto('/?view=paused');
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([
      'Careers',
      'Lunch menu',
    ]);
    expect(problems).toEqual([]);
  },
);

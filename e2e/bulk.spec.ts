import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFDict, PDFRawStream } from 'pdf-lib';
import { humanUserAgent, recordToasts, signUp, toast, watchConsole } from './support/dashboard.js';
import { chooseCircleGradient } from './support/bulk-design.js';
import { readPng } from './support/read-code.js';

// Journey (issue 16): a signed-in user uploads a 25-row CSV (3 bad rows) on /bulk-generation,
// sees the counts and each bad row's error, downloads the ZIP and the print sheet; every PNG in
// the ZIP reads back (ZXing-C++ and jsQR) as exactly its row's URL, the manifest matches and is
// formula-safe, the sheet is a PDF with 22 codes. A dynamic run creates short links that
// redirect. Desktop 1280 px and mobile 390 px.

test.use({ userAgent: humanUserAgent });

const uniqueEmail = (testInfo: TestInfo, what: string) =>
  `${what}-${testInfo.project.name}-${Date.now()}@example.com`;

const BAD_ROWS = new Map([
  [5, 'url: Please enter a valid URL'],
  [12, 'url: URL must use http or https protocol'],
  [20, 'url: URL is required'],
]);

/** 25 rows: names with commas, quotes and a formula; a BOM and CRLF; rows 5, 12 and 20 bad. */
function sampleCsv(): { csv: string; urls: Map<number, string> } {
  const urls = new Map<number, string>();
  const lines = ['url,name,filename'];
  for (let row = 1; row <= 25; row += 1) {
    let url = `https://menu.example/item/${row}?lang=en`;
    if (row === 5) url = 'not a url';
    if (row === 12) url = 'ftp://files.example/menu';
    if (row === 20) url = '';
    if (!BAD_ROWS.has(row)) urls.set(row, url);
    const name =
      row === 1
        ? '=HYPERLINK("http://evil.example","x")'
        : row === 2
          ? 'Soup, "hot"'
          : `Item ${row}`;
    const filename = row === 3 ? 'starter' : '';
    lines.push([url, `"${name.replace(/"/g, '""')}"`, filename].join(','));
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, urls };
}

async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await file.path());
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Image XObjects drawn on every page of a PDF. */
async function pdfImageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  let count = 0;
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const object = doc.context.lookup(ref);
      if (
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
      ) {
        count += 1;
      }
    }
  }
  return count;
}

test('a 25-row CSV becomes 22 verified codes, a ZIP and a print sheet', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const problems = watchConsole(page);
  await signUp(page.request, uniqueEmail(testInfo, 'bulk'));
  await page.goto('/bulk-generation');
  await expect(page.getByRole('heading', { name: 'Bulk QR Code Generation' })).toBeVisible();
  await expect(page.getByText('No QR codes generated yet.')).toBeVisible();
  await expect(
    page.getByText('Your plan runs up to 100 rows at a time.', { exact: false }),
  ).toBeVisible();

  // Nothing typed: the spec's message.
  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await expect(toast(page, 'No data provided')).toBeVisible();

  const { csv, urls } = sampleCsv();
  await page.getByLabel('Upload a file (.csv or .txt)').setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('25 items · 3 with problems')).toBeVisible();
  for (const [row, message] of BAD_ROWS) {
    await expect(page.getByText(`Row ${row}: ${message}`).first()).toBeVisible();
  }
  await page.getByLabel('PNG size').selectOption('512');
  await page.getByLabel('PDF', { exact: true }).check();
  await expectNoSideScroll(page);

  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await expect(page.getByRole('button', { name: 'Generating QR Codes...' })).toBeVisible();
  // Leaving mid-run asks first; staying keeps the run going.
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    expect(dialog.message()).toContain('still being generated');
    await dialog.dismiss();
  });
  await page.locator('header a[href="/"]').first().click();
  await asked;
  await expect(page).toHaveURL(/\/bulk-generation$/);
  await expect(page.getByText('25 of 25 processed')).toBeVisible({ timeout: 240_000 });
  await expect(toast(page, 'Bulk generation complete')).toBeVisible();
  await expect(
    page.getByText('Generated 22 QR codes successfully. 3 failed.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('success-count')).toHaveText('22');
  await expect(page.getByTestId('failed-count')).toHaveText('3');
  const list = page.getByRole('list', { name: 'Generated codes' });
  for (const [row, message] of BAD_ROWS) {
    await expect(list.locator(`[data-row="${row}"]`)).toContainText(`Row ${row}: ${message}`);
  }
  await expect(list.locator('[data-row="7"]')).toContainText('Success');
  await expectNoSideScroll(page);

  // The ZIP: SVG, PNG and PDF per code, and the manifest.
  // The toast shows while the ZIP is built (it may be gone by the time a loaded machine is done,
  // so the page records it).
  const toastsSeen = await recordToasts(page);
  const zipBytes = await download(page, async () => {
    await page.getByRole('button', { name: 'Download All QR Codes (22)' }).click();
  });
  expect((await toastsSeen()).some((text) => text.includes('Download started'))).toBe(true);
  const files = unzipSync(new Uint8Array(zipBytes));
  const names = Object.keys(files);
  expect(names.filter((n) => n.endsWith('.svg'))).toHaveLength(22);
  expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(22);
  expect(names).toContain('starter.png');
  expect(names).toContain('qr-code-1.png');

  const manifest = Papa.parse<Record<string, string>>(
    new TextDecoder().decode(files['manifest.csv']),
    {
      header: true,
      skipEmptyLines: true,
    },
  ).data;
  expect(manifest).toHaveLength(25);
  expect(manifest[0]!.name).toBe('\'=HYPERLINK("http://evil.example","x")');
  expect(manifest[1]!.name).toBe('Soup, "hot"');
  for (const line of manifest) {
    const row = Number(line.row);
    if (BAD_ROWS.has(row)) {
      expect(line.status).toBe('error');
      expect(line.error).toContain(BAD_ROWS.get(row) as string);
      continue;
    }
    const base = row === 3 ? 'starter' : `qr-code-${row}`;
    expect(line).toMatchObject({
      status: 'success',
      payload: urls.get(row),
      files: `${base}.svg ${base}.png ${base}.pdf`,
      'scan check': expect.stringMatching(/^(robust|fragile)( \(as row \d+\))?$/),
    });
    const png = files[`${base}.png`]!;
    expect(png, base).toBeDefined();
    const read = await readPng(png);
    expect(read.zxing, base).toEqual([urls.get(row)]);
    expect(read.jsqr, base).toBe(urls.get(row));
  }
  expect(await pdfImageCount(files['starter.pdf']!)).toBe(1);

  // The print sheet: one PDF with the 22 codes.
  const sheet = await download(page, () =>
    page.getByRole('button', { name: 'Download print sheet (PDF)' }).click(),
  );
  expect(sheet.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfImageCount(new Uint8Array(sheet))).toBe(22);
  expect(problems).toEqual([]);
});

test('plan caps are shown before anything starts; a dynamic run makes redirecting links', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, 'bulk-dynamic');
  await signUp(page.request, email);
  await page.goto('/bulk-generation');

  // 101 rows on the free plan: refused with the plan's message, nothing generated.
  const many = Array.from({ length: 101 }, (_, i) => `https://a.example/${i}`).join('\n');
  await page.getByLabel('Or enter one item per line').fill(many);
  await expect(page.getByText('101 items')).toBeVisible();
  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your plan generates up to 100 codes per run; this list has 101.',
  );
  await expect(page.getByText('No QR codes generated yet.')).toBeVisible();

  // The free plan has one dynamic code: two rows are refused before the run.
  await page
    .getByLabel('Or enter one item per line')
    .fill('https://shop.example/a\nhttps://shop.example/b');
  await page.getByLabel(/Make dynamic codes/).check();
  await expect(page.getByText('Your plan can create 1 more dynamic code.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your plan can create 1 more dynamic code; this run would create 2.',
  );

  // The trial lifts it; the run makes two dynamic codes whose short links redirect.
  const activated = await page.request.post('/api/activate-trial', { data: { email } });
  expect(activated.status(), await activated.text()).toBe(200);
  await page.reload();
  await page
    .getByLabel('Or enter one item per line')
    .fill('https://shop.example/a\nhttps://shop.example/b');
  await page.getByLabel(/Make dynamic codes/).check();
  await expect(page.getByText('Your plan can create 12 more dynamic codes.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await expect(page.getByText('2 of 2 processed')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('success-count')).toHaveText('2');
  const links = page.getByRole('list', { name: 'Generated codes' }).getByRole('link');
  await expect(links).toHaveCount(2);
  const shortUrls = await links.allTextContents();
  for (const [i, shortUrl] of shortUrls.entries()) {
    expect(shortUrl).toMatch(/\/d\/[0-9A-Za-z]{8}$/);
    const res = await page.request.get(shortUrl, { maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(301);
    expect(res.status()).toBeLessThan(400);
    expect(res.headers().location).toBe(`https://shop.example/${'ab'[i]}`);
  }
  // They are in the dashboard's list.
  const listed = await (await page.request.get('/api/dynamic-qrcodes')).json();
  expect(listed.map((c: { shortUrl: string }) => c.shortUrl).sort()).toEqual([...shortUrls].sort());
  await expectNoSideScroll(page);
});

test('a run made in the browser can be cancelled; the page stays usable', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await signUp(page.request, uniqueEmail(testInfo, 'bulk-cancel'));
  await page.goto('/bulk-generation');
  const lines = Array.from({ length: 100 }, (_, i) => `https://cancel.example/${i + 1}`);
  await page.getByLabel('Or enter one item per line').fill(lines.join('\n'));
  await expect(page.getByText('100 items')).toBeVisible();
  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Generation cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate QR Codes' })).toBeEnabled();
  const processed = Number(
    (await page.getByText(/\d+ of 100 processed/).textContent())?.split(' ')[0],
  );
  expect(processed).toBeLessThan(100);

  // A second, small run after the cancelled one completes normally.
  await page.getByLabel('Or enter one item per line').fill('https://cancel.example/again');
  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await expect(page.getByText('1 of 1 processed')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('success-count')).toHaveText('1');
  expect(problems).toEqual([]);
});

test('a two-colour gradient: each PNG holds the gradient undithered and reads back', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await signUp(page.request, uniqueEmail(testInfo, 'bulk-gradient'));
  await page.goto('/bulk-generation');
  await chooseCircleGradient(page);
  await page.getByLabel('PNG size').selectOption('512');
  const urls = [1, 2, 3].map((n) => `https://gradient.example/menu/${n}`);
  await page.getByLabel('Or enter one item per line').fill(urls.join('\n'));
  await page.getByRole('button', { name: 'Generate QR Codes' }).click();
  await expect(page.getByText('3 of 3 processed')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('success-count')).toHaveText('3');
  const files = unzipSync(
    new Uint8Array(
      await download(page, () =>
        page.getByRole('button', { name: 'Download All QR Codes (3)' }).click(),
      ),
    ),
  );
  for (const [i, url] of urls.entries()) {
    const png = files[`qr-code-${i + 1}.png`]!;
    const read = await readPng(png);
    expect(read.zxing).toEqual([url]);
    expect(read.jsqr).toBe(url);

    // The gradient runs at 45° (top-left to bottom-right of the symbol), so inside a shape a
    // pixel equals the one up and to its right. Chromium's dithered canvas gradients broke that
    // on most pixels.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    const px = (x: number, y: number) => data.readUInt32LE((y * width + x) * channels);
    const near = (a: number, b: number) =>
      [0, 8, 16, 24].every((shift) => Math.abs(((a >>> shift) & 255) - ((b >>> shift) & 255)) <= 8);
    // Inside a shape: the 5 × 5 neighbourhood differs from the pixel only by the gradient's own
    // slope (edge pixels mix with the background and differ far more).
    const background = px(0, 0);
    const inside = (x: number, y: number) => {
      const centre = px(x, y);
      if (centre === background) return false;
      for (let v = y - 2; v <= y + 2; v += 1) {
        for (let u = x - 2; u <= x + 2; u += 1) if (!near(px(u, v), centre)) return false;
      }
      return true;
    };
    const colours = new Set<number>();
    let pairs = 0;
    let unequal = 0;
    for (let y = 3; y < height - 2; y += 1) {
      for (let x = 2; x < width - 3; x += 1) {
        if (!inside(x, y) || !inside(x + 1, y - 1)) continue;
        colours.add(px(x, y));
        pairs += 1;
        if (px(x, y) !== px(x + 1, y - 1)) unequal += 1;
      }
    }
    expect(channels).toBe(4);
    expect(pairs).toBeGreaterThan(1000);
    expect(colours.size).toBeGreaterThan(20); // a gradient, not one colour
    expect(unequal).toBe(0);
  }
  expect(problems).toEqual([]);
});

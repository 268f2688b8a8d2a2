import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { QR_TYPE_OPTIONS, type QrType } from '../src/contracts/qr-content.js';
import { codeCard, humanUserAgent, signUp, toast, watchConsole } from './support/dashboard.js';
import { readPng } from './support/read-code.js';
import { minimalPdf, samplePng } from './support/sample-files.js';

// Issue 25: dynamic codes of content types, printed once and edited after. Four journeys, each
// starting in the generator's Dynamic mode: a contact (photo, address), a Wi-Fi network, a
// PDF menu, and a phone number. Each code's PNG is downloaded from the dashboard and read by ZXing-C++ and jsQR to
// its short link; the short link's hosted page is used as a phone user would ("Save contact",
// "Copy password", the PDF); the content is edited in the dashboard's edit dialog (whose live
// preview follows the form); and the same link then shows the new content. Then axe-core on the
// hosted page of every content type. Desktop and 390 px mobile.

test.use({ userAgent: humanUserAgent });
// Each journey has its own account (startTrial): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const baseUrl = (testInfo: TestInfo) => String(testInfo.project.use.baseURL);
const uniqueEmail = (testInfo: TestInfo, what: string) =>
  `${what}-${testInfo.project.name}-${Date.now()}@example.com`;

/** A new account on the trial (several dynamic codes), signed in in `page`. */
async function startTrial(page: Page, testInfo: TestInfo, what: string) {
  await signUp(page.request, uniqueEmail(testInfo, what));
  expect((await page.request.post('/api/activate-trial', { data: {} })).status()).toBe(200);
}

/** A form control by its label; a required field's label ends in the "*" marker. */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** Opens the dashboard's generator in Dynamic mode with `qrType` chosen. */
async function openDynamicGenerator(page: Page, qrType: QrType): Promise<Locator> {
  await page.goto('/?create=true');
  await expect(page.getByRole('heading', { name: 'Generate Your QR Code' })).toBeVisible();
  const card = page.locator('section#generator');
  const dynamic = card.getByRole('radiogroup', { name: 'QR code mode' }).getByRole('radio', {
    name: 'Dynamic',
  });
  await dynamic.click();
  await expect(dynamic).toHaveAttribute('aria-checked', 'true');
  const label = QR_TYPE_OPTIONS.find((o) => o.value === qrType)!.label;
  await field(card, 'Destination').selectOption({ label });
  return card;
}

/** Chooses a file in an upload field and waits for the server to store it; returns its id. */
async function upload(
  scope: Locator,
  label: string,
  endpoint: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const answered = scope
    .page()
    .waitForResponse((r) => r.url().endsWith(endpoint) && r.request().method() === 'POST');
  await field(scope, label).setInputFiles(file);
  const res = await answered;
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Generates in Dynamic mode; returns the new code's short link and name (found in the list by
 * its link).
 */
async function generateDynamic(card: Locator): Promise<{ shortUrl: string; name: string }> {
  const page = card.page();
  await card.getByRole('button', { name: 'Generate QR Code' }).click();
  // The server renders the code and reads it back with three decoders before answering.
  await expect(toast(page, 'Dynamic QR Code generated')).toBeVisible({ timeout: 60_000 });
  const status = card.getByRole('status').filter({ hasText: 'Dynamic code created:' });
  const shortUrl = (await status.locator('.font-mono').textContent())!.trim();
  const list = (await (await page.request.get('/api/dynamic-qrcodes')).json()) as {
    shortUrl: string;
    name: string;
  }[];
  const code = list.find((c) => c.shortUrl === shortUrl);
  expect(code, `${shortUrl} in the list`).toBeDefined();
  return { shortUrl, name: code!.name };
}

/**
 * Downloads the code's PNG from its dashboard card and reads it with ZXing-C++ and jsQR:
 * both must find exactly the short link.
 */
async function expectPngReadsAs(page: Page, name: string, shortUrl: string, testInfo: TestInfo) {
  expect(shortUrl).toMatch(new RegExp(`^${baseUrl(testInfo).replace(/\./g, '\\.')}/d/\\w{8}$`));
  await page.goto('/');
  await codeCard(page, name)
    .getByRole('button', { name: `Download: ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PNG' }).click();
  const decoded = await readPng(await readFile(await (await downloading).path()));
  expect(decoded.zxing).toEqual([shortUrl]);
  expect(decoded.jsqr).toBe(shortUrl);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens the code's edit dialog from its dashboard card. */
async function openEditDialog(page: Page, name: string): Promise<Locator> {
  await page.goto('/');
  await codeCard(page, name)
    .getByRole('button', { name: `Edit: ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit content' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves the edit dialog and waits for it to close. */
async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(dialog.page(), 'Dynamic QR Code saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** Clicks a download link on the page and returns the downloaded file's text. */
async function downloadText(page: Page, link: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  return readFile(await (await downloading).path(), 'utf8');
}

test('a contact code from the generator: scan, save the contact, edit the phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await startTrial(page, testInfo, 'contact');

  const card = await openDynamicGenerator(page, 'contact');
  await field(card, 'First Name').fill('Zoë');
  await field(card, 'Last Name').fill('Müller');
  await field(card, 'Phone Number').fill('+49 30 1234567');
  await field(card, 'Email').fill('zoe@example.de');
  await field(card, 'Address').fill('Friedrichstraße 43, 10117 Berlin');
  const photoId = await upload(card, 'Photo or Logo', '/api/upload-image', {
    name: 'zoe.png',
    mimeType: 'image/png',
    buffer: samplePng(120, 120),
  });
  const { shortUrl, name } = await generateDynamic(card);
  await expectPngReadsAs(page, name, shortUrl, testInfo);

  // The short link, as the phone that scanned it opens it.
  await page.goto(shortUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoë Müller' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo of Zoë Müller' });
  await expect(photo).toHaveAttribute('src', `/images/${photoId}/raw`);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
    120,
  );
  await expect(page.getByRole('link', { name: 'Call +49 30 1234567' })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  await expect(page.getByRole('link', { name: 'Open the address in Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Friedrichstra%C3%9Fe%2043/,
  );
  const vcf = await downloadText(page, 'Save contact');
  expect(vcf).toContain('VERSION:4.0');
  expect(vcf).toContain('FN:Zoë Müller');
  expect(vcf).toContain('TEL;VALUE=uri;TYPE=cell:tel:+49301234567');
  expect(vcf).toContain(`PHOTO:${baseUrl(testInfo)}/images/${photoId}/raw`);

  // Edit the phone after printing: the live preview follows the form before anything is saved.
  const dialog = await openEditDialog(page, name);
  const preview = dialog.frameLocator('iframe[title="Preview of the hosted page"]');
  await expect(preview.getByRole('heading', { name: 'Zoë Müller' })).toBeVisible();
  await field(dialog, 'Phone Number').fill('+44 20 7946 0000');
  await expect(preview.getByRole('link', { name: 'Call +44 20 7946 0000' })).toBeVisible();
  await field(dialog, 'Phone Number').fill('12');
  await expect(dialog.getByText('Complete the form to update the preview.')).toBeVisible();
  await field(dialog, 'Phone Number').fill('+44 20 7946 0000');
  await expect(dialog.getByText('Updates as you type.', { exact: false })).toBeVisible();
  await save(dialog);

  // The same printed code: the new number on the page and in the saved contact.
  await page.goto(shortUrl);
  await expect(page.getByRole('link', { name: 'Call +44 20 7946 0000' })).toBeVisible();
  const updated = await downloadText(page, 'Save contact');
  expect(updated).toContain('TEL;VALUE=uri;TYPE=cell:tel:+442079460000');
  expect(updated).toContain('FN:Zoë Müller');
  expect(problems).toEqual([]);
});

test('a Wi-Fi code from the generator: scan, copy the password, change it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseUrl(testInfo),
  });
  await startTrial(page, testInfo, 'wifi');

  const card = await openDynamicGenerator(page, 'wifi');
  await field(card, 'Network Name (SSID)').fill('Café Guest');
  await field(card, 'Password').fill('correct horse');
  const { shortUrl, name } = await generateDynamic(card);
  await expectPngReadsAs(page, name, shortUrl, testInfo);

  const copyPassword = async (expected: string) => {
    await page.goto(shortUrl);
    await expect(page.getByRole('heading', { name: 'Join the Wi-Fi network' })).toBeVisible();
    await expect(page.getByText('Café Guest', { exact: true })).toBeVisible();
    await expect(page.getByText('WPA/WPA2/WPA3', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Wi-Fi join code for Café Guest' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Copy password' });
    await button.click();
    await expect(page.getByRole('status')).toHaveText('Password copied');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  };
  await copyPassword('correct horse');

  const dialog = await openEditDialog(page, name);
  // The dialog also holds the link controls' own "Password": the Wi-Fi one is the content
  // form's field named password (its label reads "Password*", required).
  await dialog.getByLabel('Password*', { exact: true }).fill('battery staple');
  const preview = dialog.frameLocator('iframe[title="Preview of the hosted page"]');
  await expect(preview.getByText('battery staple', { exact: true })).toBeVisible();
  await save(dialog);
  await copyPassword('battery staple');
  expect(problems).toEqual([]);
});

test('a phone code from the generator: scan, call, change the number', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await startTrial(page, testInfo, 'phone');

  const card = await openDynamicGenerator(page, 'phone');
  // Letters are refused with the contract's message before anything is sent.
  await field(card, 'Phone Number').fill('0800-FLOWERS');
  await card.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(
    card.getByText(
      'Use digits only, with an optional + and the country code (e.g. +1 555 010 0100)',
      { exact: true },
    ),
  ).toBeVisible();
  // Typed with the international prefix 00 and punctuation: stored and called as +44...
  await field(card, 'Phone Number').fill('0044 (1632) 960-961');
  const { shortUrl, name } = await generateDynamic(card);
  await expectPngReadsAs(page, name, shortUrl, testInfo);

  const expectCall = async (number: string) => {
    await page.goto(shortUrl);
    await expect(page.getByRole('heading', { level: 1, name: `Call ${number}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call now' })).toHaveAttribute(
      'href',
      `tel:${number}`,
    );
  };
  await expectCall('+441632960961');

  const dialog = await openEditDialog(page, name);
  await field(dialog, 'Phone Number').fill('+1 (555) 010-0199');
  const preview = dialog.frameLocator('iframe[title="Preview of the hosted page"]');
  await expect(preview.getByRole('heading', { name: 'Call +15550100199' })).toBeVisible();
  await save(dialog);
  await expectCall('+15550100199');
  expect(problems).toEqual([]);
});

test(
  'a PDF menu from the generator: scan, open the PDF, replace the file',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    await startTrial(page, testInfo, 'menu');
    const spring = minimalPdf(200);
    const summer = minimalPdf(300);

    const card = await openDynamicGenerator(page, 'pdf');
    const springId = await upload(card, 'PDF File', '/api/upload-pdf', {
      name: 'spring.pdf',
      mimeType: 'application/pdf',
      buffer: spring,
    });
    await field(card, 'Title').fill('Our menu');
    const { shortUrl, name } = await generateDynamic(card);
    await expectPngReadsAs(page, name, shortUrl, testInfo);

    /** Opens the short link and returns the bytes of the PDF it offers, checking the download. */
    const offeredPdf = async (expectedId: string, fileName: string) => {
      await page.goto(shortUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
      const open = page.getByRole('link', { name: 'Open the PDF' });
      await expect(open).toHaveAttribute('href', `/pdf/${expectedId}`);
      // Wide screens also show it inline, in the browser's own viewer.
      if (!testInfo.project.use.isMobile) {
        await expect(page.locator('iframe')).toHaveAttribute('src', `/pdf/${expectedId}`);
      }
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download the PDF' }).click();
      const download = await downloading;
      // Saved under the uploaded file's name (the server's Content-Disposition).
      expect(download.suggestedFilename()).toBe(fileName);
      return readFile(await download.path());
    };
    expect(Buffer.compare(await offeredPdf(springId, 'spring.pdf'), spring)).toBe(0);

    // Replace the file in the dashboard: the same printed code now offers the new one.
    const dialog = await openEditDialog(page, name);
    await dialog.getByRole('button', { name: /^Remove / }).click();
    const summerId = await upload(dialog, 'PDF File', '/api/upload-pdf', {
      name: 'summer.pdf',
      mimeType: 'application/pdf',
      buffer: summer,
    });
    expect(summerId).not.toBe(springId);
    await save(dialog);
    expect(Buffer.compare(await offeredPdf(summerId, 'summer.pdf'), summer)).toBe(0);
    expect(problems).toEqual([]);
  },
);

test('every hosted page type passes axe-core', { tag: '@layout' }, async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await startTrial(page, testInfo, 'hosted-axe');
  const uploadFile = async (url: string, multipart: Record<string, unknown>) => {
    const res = await page.request.post(url, { multipart: multipart as never });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const pdfId = await uploadFile('/api/upload-pdf', {
    pdfFile: { name: 'menu.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    pdfTitle: 'Menu',
  });
  const imageId = await uploadFile('/api/upload-image', {
    imageFile: { name: 'terrace.png', mimeType: 'image/png', buffer: samplePng(640, 400) },
    imageTitle: 'Terrace',
  });
  const content: Record<string, Record<string, unknown>> = {
    contact: {
      firstName: 'Zoë',
      lastName: 'Müller',
      phoneNumber: '+49 30 1234567',
      email: 'zoe@example.de',
      organization: 'Café Zoë',
      address: 'Friedrichstraße 43, 10117 Berlin',
      photoId: imageId,
      notes: 'Ask for the terrace.',
    },
    wifi: { ssid: 'Cafe Guest', password: 'correct horse', encryption: 'WPA', hidden: false },
    events: {
      title: 'Summer party',
      startDate: '2026-07-04T18:00:00.000Z',
      location: 'Rooftop, Building 3',
      timeZone: 'Europe/Berlin',
    },
    email: { email: 'hello@example.com', subject: 'Table for two' },
    sms: { phoneNumber: '+1 555 123 4567', message: 'See you at 8' },
    whatsapp: { phoneNumber: '+1 555 123 4567', message: 'Hi there!' },
    phone: { phoneNumber: '+44 1632 960961' },
    text: { textContent: 'Grüße aus Köln' },
    bitcoin: {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.001',
      label: 'Shop',
    },
    pdf: { pdfId, title: 'Autumn menu', description: 'Served 12-3 pm' },
    images: { imageId, title: 'Our terrace', description: 'Open in summer' },
  };
  for (const [qrType, qrData] of Object.entries(content)) {
    const res = await page.request.post('/api/dynamic-qrcodes', {
      data: { qrType, qrData, name: `My ${qrType}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { shortUrl } = (await res.json()) as { shortUrl: string };
    await page.goto(shortUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(blocking.map((v) => `${qrType}: ${v.id}`)).toEqual([]);
  }
});

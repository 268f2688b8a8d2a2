import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { QR_TYPE_OPTIONS } from '../src/contracts/qr-content.js';
import { buildPayload, type PayloadFieldsByType } from '../src/qr/payload/build-payload.js';
import type { QrType } from '../src/qr/payload/qr-types.js';
import { readPng, readSvg } from './support/read-code.js';
import { minimalPdf, samplePng } from './support/sample-files.js';
import { connectStripe } from './support/stripe.js';

// Journey: the "Generate Your QR Code" card (spec 000 §2-§9). For each of the 16 types a user
// fills the form, generates, downloads the PNG and the SVG, and all three decoders read the
// downloaded files back to exactly the payload of those fields. Then: every validation message
// of 000 §5, the signed-out restrictions of 000 §6, the live preview's speed, preselection by
// ?qr= and by template, the PDF download, and saving; the design knobs of issue 23 (Advanced:
// error correction and margin, the PNG size, the scan grade, the light-on-dark fix and the
// question before downloading a code that may not scan). Desktop and 390 px mobile.

// A zone with an offset, so the events test shows the date-time inputs are encoded in UTC.
const TIME_ZONE = 'Europe/Berlin';
test.use({ timezoneId: TIME_ZONE });

type Answer = {
  qrCode: string;
  png: string;
  content: string;
  version: number;
  errorCorrectionLevel: string;
  scannable: boolean;
  grade: 'robust' | 'fragile' | 'not scannable';
  gradeReason: string | null;
  logoSizeUsed: number | null;
  warnings: { code: string; message: string }[];
  productId?: string;
};

/**
 * Collects page errors and console errors. Chromium logs every non-2xx fetch: a signed-out
 * /api/user answers 401 (the expected "no user"), and a test may expect other statuses.
 */
function watchConsole(page: Page, expectedStatuses: number[] = []): string[] {
  const problems: string[] = [];
  const expected = [401, ...expectedStatuses];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const status = /status of (\d{3})/.exec(text)?.[1];
    if (text.startsWith('Failed to load resource') && expected.includes(Number(status))) return;
    problems.push(text);
  });
  return problems;
}

const baseUrl = (testInfo: TestInfo) => String(testInfo.project.use.baseURL);

/** Opens `path` and waits for the card (its chunk loads after the page). */
async function openGenerator(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Generate Your QR Code' })).toBeVisible();
  return page.locator('section#generator');
}

/**
 * The control labelled `label`. A required field's label also holds the "*" marker (hidden
 * from assistive technology, but part of the label's text), hence the optional star.
 */
const field = (card: Locator, label: string) =>
  card.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

function typeLabel(qrType: QrType): string {
  const option = QR_TYPE_OPTIONS.find((o) => o.value === qrType);
  if (!option) throw new Error(`no option for ${qrType}`);
  return option.label;
}

async function chooseType(card: Locator, qrType: QrType) {
  await field(card, 'Destination').selectOption({ label: typeLabel(qrType) });
  await expect(field(card, 'Destination')).toHaveValue(qrType);
}

/** The sign-up prompt after an anonymous download is dismissed whenever it gets in the way. */
async function dismissSignUpPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Maybe Later' }), (button) =>
    button.click(),
  );
}

/** A signed-in browser context at this project's viewport: registered through the API. */
async function signedInContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: baseUrl(testInfo),
    viewport,
    isMobile,
    hasTouch,
    timezoneId: TIME_ZONE,
  });
  const email = `generator-${testInfo.project.name}-${Date.now()}@example.com`;
  const res = await context.request.post('/api/register', {
    data: {
      username: email,
      email,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      firstName: 'Gen',
      lastName: 'Erator',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  // A seller: payment codes need a ready Stripe account (the e2e server's Stripe is the peer).
  await connectStripe(context.request);
  return context;
}

/** Uploads through the form's file field and returns the id the server answered with. */
async function uploadThroughField(
  card: Locator,
  label: string,
  endpoint: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const answered = card
    .page()
    .waitForResponse((r) => r.url().endsWith(endpoint) && r.request().method() === 'POST');
  await field(card, label).setInputFiles(file);
  const res = await answered;
  expect(res.status(), await res.text()).toBe(201);
  // A single upload's button is "Remove {file}"; a gallery's, "Remove image n ({file})".
  const escaped = file.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const remove = new RegExp(`^Remove (${escaped}|image \\d+ \\(${escaped}\\))$`);
  await expect(card.getByRole('button', { name: remove })).toBeVisible();
  return ((await res.json()) as { id: string }).id;
}

interface TypeCase {
  qrType: QrType;
  /** pdf is for accounts only; payment needs an owner for its product. */
  signedIn: boolean;
  /** Fills the form as a user would; returns the content fields of the payload. */
  fill(card: Locator): Promise<Record<string, unknown>>;
}

const TYPE_CASES: TypeCase[] = [
  {
    qrType: 'url',
    signedIn: false,
    async fill(card) {
      // A bare host: the form adds https:// (spec 000 §4).
      await field(card, 'Website URL').fill('example.com/menu?table=12');
      await field(card, 'Website URL').blur();
      await expect(field(card, 'Website URL')).toHaveValue('https://example.com/menu?table=12');
      return { url: 'https://example.com/menu?table=12' };
    },
  },
  {
    qrType: 'contact',
    signedIn: false,
    async fill(card) {
      const fields = {
        firstName: 'Jörg',
        lastName: 'Müller',
        phoneNumber: '+49 30 1234567',
        email: 'joerg@example.de',
        organization: 'ACME; Sales',
        url: 'https://example.de',
        notes: 'Calls after 9, please',
      };
      await field(card, 'First Name').fill(fields.firstName);
      await field(card, 'Last Name').fill(fields.lastName);
      await field(card, 'Phone Number').fill(fields.phoneNumber);
      await field(card, 'Email').fill(fields.email);
      await field(card, 'Company').fill(fields.organization);
      await field(card, 'Website').fill(fields.url);
      await field(card, 'Notes').fill(fields.notes);
      return fields;
    },
  },
  {
    qrType: 'payment',
    signedIn: true,
    async fill(card) {
      await field(card, 'Product Name').fill('Latte');
      await field(card, 'Price (USD)').fill('3.50');
      await field(card, 'Product Description').fill('Large oat latte');
      return {}; // the productId comes from the server
    },
  },
  {
    qrType: 'pdf',
    signedIn: true,
    async fill(card) {
      // The file first, as the form orders it: it is titled after its name until one is typed.
      const pdfId = await uploadThroughField(card, 'PDF File', '/api/upload-pdf', {
        name: 'dinner_menu.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf(),
      });
      await expect(field(card, 'Title')).toHaveValue('Dinner menu');
      await field(card, 'Description').fill('Served from 6 pm');
      return { pdfId };
    },
  },
  {
    qrType: 'social',
    signedIn: false,
    async fill(card) {
      await field(card, 'Platform').selectOption({ label: 'Instagram' });
      await field(card, 'Profile URL').fill('https://www.instagram.com/qrshark');
      return { url: 'https://www.instagram.com/qrshark' };
    },
  },
  {
    qrType: 'images',
    signedIn: false,
    async fill(card) {
      const imageId = await uploadThroughField(card, 'Images', '/api/upload-image', {
        name: 'terrace.png',
        mimeType: 'image/png',
        buffer: samplePng(),
      });
      await expect(field(card, 'Title')).toHaveValue('Terrace');
      await field(card, 'Title').fill('Terrace at sunset');
      return { imageId };
    },
  },
  {
    qrType: 'ratings',
    signedIn: false,
    async fill(card) {
      await field(card, 'Business Name').fill('Café Blue');
      await field(card, 'Review Platform').selectOption({ label: 'Google' });
      await field(card, 'Review Page URL').fill('https://g.page/r/cafe-blue/review');
      return { url: 'https://g.page/r/cafe-blue/review' };
    },
  },
  {
    qrType: 'email',
    signedIn: false,
    async fill(card) {
      const fields = { email: 'hello@example.com', subject: 'Table for two', body: 'Café at 8?' };
      await field(card, 'Email Address').fill(fields.email);
      await field(card, 'Subject').fill(fields.subject);
      await field(card, 'Message').fill(fields.body);
      return fields;
    },
  },
  {
    qrType: 'location',
    signedIn: false,
    async fill(card) {
      const fields = { address: '10 Downing St, London', name: 'No 10' };
      await field(card, 'Address').fill(fields.address);
      await field(card, 'Place Name').fill(fields.name);
      return fields;
    },
  },
  {
    qrType: 'events',
    signedIn: false,
    async fill(card) {
      // Wall-clock time in Berlin (UTC+2 in July): the payload must say 16:00 UTC.
      await field(card, 'Event Title').fill('Summer party');
      await field(card, 'Start Date').fill('2026-07-04T18:00');
      await field(card, 'End Date').fill('2026-07-04T23:00');
      await field(card, 'Location').fill('Rooftop, Building 3');
      await field(card, 'Description').fill('Bring a friend');
      return {}; // compared with the server's content (UID and stamp are the server's)
    },
  },
  {
    qrType: 'apps',
    signedIn: false,
    async fill(card) {
      await field(card, 'App Name').fill('Shark');
      await field(card, 'Platform').selectOption({ label: 'App Store' });
      await field(card, 'App Store URL').fill('https://apps.apple.com/app/id1234567890');
      return { url: 'https://apps.apple.com/app/id1234567890' };
    },
  },
  {
    qrType: 'sms',
    signedIn: false,
    async fill(card) {
      const fields = { phoneNumber: '+15551234567', message: 'See you at 8' };
      await field(card, 'Phone Number').fill(fields.phoneNumber);
      await field(card, 'Message').fill(fields.message);
      return fields;
    },
  },
  {
    qrType: 'whatsapp',
    signedIn: false,
    async fill(card) {
      const fields = { phoneNumber: '+15551234567', message: 'Hi there!' };
      await field(card, 'Phone Number').fill(fields.phoneNumber);
      await field(card, 'Message').fill(fields.message);
      return fields;
    },
  },
  {
    qrType: 'phone',
    signedIn: false,
    async fill(card) {
      // Typed with the international prefix and punctuation; encoded as tel:+441632960961.
      const fields = { phoneNumber: '0044 (1632) 960-961' };
      await field(card, 'Phone Number').fill(fields.phoneNumber);
      return fields;
    },
  },
  {
    qrType: 'text',
    signedIn: false,
    async fill(card) {
      const fields = { textContent: 'Grüße aus Köln, 東京 and 🦈!' };
      await field(card, 'Text Content').fill(fields.textContent);
      return fields;
    },
  },
  {
    qrType: 'bitcoin',
    signedIn: false,
    async fill(card) {
      const fields = {
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: '0.0015',
        label: 'Shop',
        message: 'Order 42',
      };
      await field(card, 'Bitcoin Address').fill(fields.address);
      await field(card, 'Amount (BTC)').fill(fields.amount);
      await field(card, 'Label').fill(fields.label);
      await field(card, 'Message').fill(fields.message);
      return fields;
    },
  },
  {
    qrType: 'wifi',
    signedIn: false,
    async fill(card) {
      const fields = { ssid: 'Cafe;Guest', password: 'pa:ss,word', encryption: 'WPA' };
      await field(card, 'Network Name (SSID)').fill(fields.ssid);
      await expect(field(card, 'Security')).toHaveValue('WPA');
      await field(card, 'Password').fill(fields.password);
      return { ...fields, hidden: false };
    },
  },
];

/** Clicks Generate and returns the server's answer once the card shows the result. */
async function generate(card: Locator, signedIn: boolean): Promise<Answer> {
  const page = card.page();
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/generate-qrcode') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Generate QR Code' }).click();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByText('QR Code generated', { exact: true })).toBeVisible();
  if (!signedIn) await expect(page.getByText('Log in to save it.', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Generated QR code' })).toBeVisible();
  return (await res.json()) as Answer;
}

async function downloadFrom(card: Locator, button: string): Promise<Download> {
  const [download] = await Promise.all([
    card.page().waitForEvent('download'),
    card.getByRole('button', { name: button }).click(),
  ]);
  return download;
}

/** The payload the fields must give, built by the QR core as the server builds it. */
function expectedPayload(
  qrType: QrType,
  fields: Record<string, unknown>,
  answer: Answer,
  publicUrl: string,
): string {
  if (qrType === 'events') return answer.content;
  const withIds = qrType === 'payment' ? { ...fields, productId: answer.productId } : fields;
  return buildPayload<QrType>(qrType, withIds as unknown as PayloadFieldsByType[QrType], {
    publicUrl,
  });
}

// One account for the whole file (per project): registering costs a password hash each time.
let account: BrowserContext;
test.beforeAll(async ({ browser }, testInfo) => {
  account = await signedInContext(browser, testInfo);
});
test.afterAll(async () => {
  await account?.close();
});

test.describe('every type generates, downloads and decodes', () => {
  // Each type's test stands alone: they spread over the workers (each worker signs its own
  // account up in beforeAll) instead of queueing in one.
  test.describe.configure({ mode: 'parallel' });
  for (const typeCase of TYPE_CASES) {
    const who = typeCase.signedIn ? 'signed in' : 'signed out';
    test(`${typeCase.qrType} (${who})`, async ({ page: visitorPage }, testInfo) => {
      const page = typeCase.signedIn ? await account.newPage() : visitorPage;
      const problems = watchConsole(page);
      await dismissSignUpPrompts(page);
      const card = await openGenerator(page, typeCase.signedIn ? '/?create=true' : '/');
      if (typeCase.qrType !== 'url') await chooseType(card, typeCase.qrType);
      const fields = await typeCase.fill(card);

      const answer = await generate(card, typeCase.signedIn);
      const expected = expectedPayload(typeCase.qrType, fields, answer, baseUrl(testInfo));
      expect(answer.content).toBe(expected);
      expect(answer.scannable).toBe(true);
      if (typeCase.qrType === 'events') {
        expect(expected).toContain('SUMMARY:Summer party');
        expect(expected).toContain('DTSTART:20260704T160000Z');
        expect(expected).toContain('DTEND:20260704T210000Z');
      }
      if (typeCase.qrType === 'payment') expect(answer.productId).toMatch(/^[\w-]{22}$/);

      const png = await downloadFrom(card, 'Download PNG');
      expect(png.suggestedFilename()).toBe(`${typeCase.qrType}-qr-code.png`);
      const fromPng = await readPng(await readFile(await png.path()));
      expect(fromPng.zxing).toEqual([expected]);
      expect(fromPng.jsqr).toBe(expected);

      const svg = await downloadFrom(card, 'Download SVG');
      expect(svg.suggestedFilename()).toBe(`${typeCase.qrType}-qr-code.svg`);
      const svgText = await readFile(await svg.path(), 'utf8');
      expect(svgText).toContain('<svg');
      const fromSvg = await readSvg(svgText);
      expect(fromSvg.zxing).toEqual([expected]);
      expect(fromSvg.jsqr).toBe(expected);
      await expect(page.getByText('QR Code Downloaded', { exact: true }).first()).toBeVisible();

      if (typeCase.signedIn) await page.close();
      expect(problems).toEqual([]);
    });
  }
});

/** Clicks Generate with the form as it is and expects each message under its field. */
async function expectMessages(card: Locator, messages: string[]) {
  await card.getByRole('button', { name: 'Generate QR Code' }).click();
  for (const message of messages) {
    await expect(card.getByText(message, { exact: true })).toBeVisible();
  }
}

test('every validation message of spec 000 §5 shows for its bad input', async ({ page }) => {
  const problems = watchConsole(page);
  let generateCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/generate-qrcode')) generateCalls += 1;
  });
  const card = await openGenerator(page);

  // url: empty, not a URL, another protocol.
  await expectMessages(card, ['URL is required']);
  await field(card, 'Website URL').fill('not a url');
  await expectMessages(card, ['Please enter a valid URL']);
  await field(card, 'Website URL').fill('ftp://example.com/file');
  await expectMessages(card, ['URL must use http or https protocol']);

  await chooseType(card, 'contact');
  await expectMessages(card, ['First name is required', 'Phone number is required']);
  await field(card, 'First Name').fill('Ada');
  await field(card, 'Phone Number').fill('+44 20 7946 0000');
  await field(card, 'Email').fill('ada@');
  await field(card, 'Photo URL').fill('not an image url');
  await expectMessages(card, ['Please enter a valid email', 'Please enter a valid image URL']);

  await chooseType(card, 'payment');
  await field(card, 'Price (USD)').fill('0');
  await expectMessages(card, [
    'Product name is required',
    'Price must be greater than 0',
    'Product description is required',
  ]);

  await chooseType(card, 'social');
  await expectMessages(card, ['Platform is required', 'URL is required']);

  // images: no file, then a file that is not an image (refused before any upload).
  await chooseType(card, 'images');
  await expectMessages(card, ['Please select an image file', 'Title is required']);
  await chooseType(card, 'ratings');
  await chooseType(card, 'images');
  await field(card, 'Images').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(card.getByText('Please select an image file', { exact: true })).toBeVisible();

  await chooseType(card, 'ratings');
  await expectMessages(card, [
    'Business name is required',
    'Platform is required',
    'URL is required',
  ]);

  await chooseType(card, 'email');
  await field(card, 'Email Address').fill('hello@@example');
  await expectMessages(card, ['Please enter a valid email']);

  await chooseType(card, 'location');
  await expectMessages(card, ['Address is required']);

  await chooseType(card, 'events');
  await expectMessages(card, [
    'Event title is required',
    'Start date is required',
    'Location is required',
  ]);

  await chooseType(card, 'apps');
  await expectMessages(card, ['App name is required', 'Platform is required', 'URL is required']);

  await chooseType(card, 'sms');
  await expectMessages(card, ['Phone number is required']);
  await chooseType(card, 'whatsapp');
  await expectMessages(card, ['Phone number is required']);
  await chooseType(card, 'phone');
  await expectMessages(card, ['Phone number is required']);
  await field(card, 'Phone Number').fill('555-CALL-NOW');
  await expectMessages(card, [
    'Use digits only, with an optional + and the country code (e.g. +1 555 010 0100)',
  ]);
  await field(card, 'Phone Number').fill('+12');
  await expectMessages(card, ['A phone number has 3 to 15 digits']);

  // text: the text area has no maxLength (a pasted text is kept and counted), so 2954
  // characters reach the check and get its message; the counter turns red.
  await chooseType(card, 'text');
  await field(card, 'Text Content').fill('x'.repeat(2954));
  await expect(field(card, 'Text Content')).toHaveValue('x'.repeat(2954));
  await expect(card.getByText('2954 / 2953', { exact: true })).toBeVisible();
  await expectMessages(card, ['Text content cannot exceed 2953 characters']);

  await chooseType(card, 'bitcoin');
  await expectMessages(card, ['Bitcoin address is required']);

  // Bad input never reaches the server.
  expect(generateCalls).toBe(0);
  expect(problems).toEqual([]);
});

test('signed-out restrictions of spec 000 §6', async ({ page }) => {
  const problems = watchConsole(page);
  const card = await openGenerator(page);

  // No static/dynamic mode toggle for visitors.
  await expect(card.getByRole('radiogroup', { name: 'QR code mode' })).toHaveCount(0);

  // Menu/PDF opens the Premium Feature dialog and the type stays.
  await field(card, 'Destination').selectOption({ label: 'Menu/PDF' });
  const premium = page.getByRole('dialog', { name: 'Premium Feature' });
  await expect(premium).toBeVisible();
  await expect(
    premium.getByText('Please log in or sign up (free) to use this type.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(premium.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await premium.getByRole('button', { name: 'Cancel' }).click();
  await expect(premium).toBeHidden();
  await expect(field(card, 'Destination')).toHaveValue('url');
  await expect(field(card, 'Website URL')).toBeVisible();

  // A second colour is refused with the banner.
  await card.getByRole('tab', { name: 'Colors' }).click();
  await card.getByRole('radio', { name: 'Two colours' }).click();
  await expect(
    card.getByRole('alert').filter({
      hasText: 'Second color requires an account! Sign up to unlock advanced color options.',
    }),
  ).toBeVisible();
  await expect(card.getByRole('radio', { name: 'Single colour' })).toBeChecked();
  await expect(card.getByRole('radio', { name: 'Two colours' })).not.toBeChecked();
  await expect(card.getByText('Second colour', { exact: true })).toHaveCount(0);

  // The Logo tab shows its banner over disabled controls.
  await card.getByRole('tab', { name: 'Logo' }).click();
  await expect(
    card.getByRole('alert').filter({
      hasText: 'Logo features require an account! Sign up to add your logo.',
    }),
  ).toBeVisible();
  const logoControls = card.locator('fieldset[disabled]');
  await expect(logoControls).toHaveCount(1);
  await expect(logoControls.locator('input[type="file"]')).toBeDisabled();
  for (const button of await logoControls.getByRole('button').all()) {
    await expect(button).toBeDisabled();
  }

  // Scan tracking opens the upsell dialog and stays off.
  const tracking = card.getByRole('switch', { name: /Scan tracking/ });
  await tracking.click();
  const upsell = page.getByRole('dialog', { name: 'Track every scan with a free account' });
  await expect(upsell).toBeVisible();
  await expect(upsell.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await upsell.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upsell).toBeHidden();
  await expect(tracking).not.toBeChecked();
  await expect(card.getByText('Scan tracking: OFF', { exact: true })).toBeVisible();

  // After an anonymous download the sign-up dialog opens about a second later.
  await card.getByRole('tab', { name: 'Purpose' }).click();
  await field(card, 'Website URL').fill('https://example.com/restricted');
  await generate(card, false);
  const clickedAt = Date.now();
  const png = await downloadFrom(card, 'Download PNG');
  expect(png.suggestedFilename()).toBe('url-qr-code.png');
  const prompt = page.getByRole('dialog', { name: /Your QR code is downloaded/ });
  await expect(prompt).toBeVisible();
  // The timer starts once the file is saved, after the click: never sooner than 1 s.
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
  await prompt.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(prompt).toBeHidden();

  expect(problems).toEqual([]);
});

// eslint-disable-next-line no-empty-pattern -- the account's context is shared, not a fixture
test('signed in: mode toggle, scan tracking, PDF file checks, Save and the PDF download', async ({}, testInfo) => {
  const page = await account.newPage();
  const problems = watchConsole(page, [415]); // the refused upload below
  const card = await openGenerator(page, '/?create=true');

  await expect(card.getByRole('radiogroup', { name: 'QR code mode' })).toBeVisible();
  const tracking = card.getByRole('switch', { name: /Scan tracking/ });
  await tracking.click();
  await expect(tracking).toBeChecked();
  await expect(card.getByText('Scan tracking: ON', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Scan tracking is the dynamic mode: one state behind both controls.
  const modes = card.getByRole('radiogroup', { name: 'QR code mode' });
  await expect(modes.getByRole('radio', { name: 'Dynamic' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await tracking.click();
  await expect(modes.getByRole('radio', { name: 'Static' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Menu/PDF is open to accounts; its file is checked in the browser, then by content.
  await chooseType(card, 'pdf');
  await expectMessages(card, ['Please select a PDF file', 'Title is required']);
  await field(card, 'PDF File').setInputFiles({
    name: 'menu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('a menu'),
  });
  await expect(card.getByText('Please select a PDF file', { exact: true })).toBeVisible();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/upload-pdf'));
  await field(card, 'PDF File').setInputFiles({
    name: 'menu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><title>not a pdf</title>'),
  });
  expect((await refused).status()).toBe(415);
  await expect(
    card.getByText('This file is not a PDF. Please select a PDF file.', { exact: true }),
  ).toBeVisible();

  // Save stores the generated code under its name.
  await chooseType(card, 'url');
  const url = `https://example.com/saved/${testInfo.project.name}`;
  await field(card, 'Website URL').fill(url);
  const answer = await generate(card, true);
  expect(answer.content).toBe(url);
  const name = `E2E saved ${testInfo.project.name} ${Date.now()}`;
  await card.getByLabel('Code name').fill(name);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('QR Code saved', { exact: true })).toBeVisible();
  const list = await account.request.get('/api/qrcodes');
  expect(list.status()).toBe(200);
  const saved = ((await list.json()) as { name: string }[]).filter((c) => c.name === name);
  expect(saved).toHaveLength(1);

  // The print PDF: application/pdf, starting with the PDF header.
  const pdfAnswered = page.waitForResponse((r) => r.url().endsWith('/api/generate-qrcode/pdf'));
  const pdf = await downloadFrom(card, 'Download PDF');
  const pdfResponse = await pdfAnswered;
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(pdf.suggestedFilename()).toBe('url-qr-code.pdf');
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');

  await page.close();
  expect(problems).toEqual([]);
});

test('the live preview redraws within a frame while a URL is typed', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const card = await openGenerator(page);
  const input = field(card, 'Website URL');
  await input.click();
  await page.evaluate(() => performance.clearMeasures('qr-preview'));
  const url = 'https://example.com/menu/today?table=12&lang=en';
  await input.pressSequentially(url, { delay: 40 });
  await expect(input).toHaveValue(url);
  const preview = card.getByRole('img', { name: 'QR code preview' });
  await expect(preview).toBeVisible();
  // The last redraw has happened once the preview shows the version line of a valid code.
  await expect(card.getByText(/^Version \d+ · error correction M$/)).toBeVisible();

  const durations = await page.evaluate(() =>
    performance.getEntriesByName('qr-preview').map((entry) => entry.duration),
  );
  // One redraw per keystroke at most (several in one frame are merged), and at least most.
  expect(durations.length).toBeGreaterThanOrEqual(url.length / 2);
  expect(durations.length).toBeLessThanOrEqual(url.length + 1);
  const sorted = [...durations].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
  const max = sorted[sorted.length - 1]!;
  const summary = `preview updates: ${durations.length}, median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, max ${max.toFixed(2)} ms`;
  console.log(`[${testInfo.project.name}] ${summary}`);
  testInfo.annotations.push({ type: 'qr-preview', description: summary });
  // Nine redraws in ten within a frame: the e2e journeys run two browsers at once on two cores,
  // and a redraw that the other browser or the server preempts says nothing about ours (one such
  // took 379 ms in a run whose other redraws took under 10). Every redraw being slow still fails.
  expect(p90).toBeLessThanOrEqual(16);
  expect(problems).toEqual([]);
});

test('preselection: ?qr=wifi and a template from the templates page', async ({ page }) => {
  const problems = watchConsole(page);
  let card = await openGenerator(page, '/?qr=wifi');
  await expect(field(card, 'Destination')).toHaveValue('wifi');
  await expect(field(card, 'Network Name (SSID)')).toBeVisible();

  // "Use Template" (spec 001 §2) stores the template in sessionStorage and opens /?qr= with
  // its type, here under the templates' own name "event" and field names; the card opens on
  // our "events" with the data, once.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'selectedTemplate',
      JSON.stringify({
        qrType: 'event',
        title: 'Event invitation',
        data: {
          eventName: 'Launch party',
          date: '2026-09-01',
          time: '7:00 PM',
          location: 'Main hall',
        },
      }),
    ),
  );
  card = await openGenerator(page, '/?qr=event');
  await expect(field(card, 'Destination')).toHaveValue('events');
  await expect(field(card, 'Event Title')).toHaveValue('Launch party');
  await expect(field(card, 'Start Date')).toHaveValue('2026-09-01T19:00');
  await expect(field(card, 'Location')).toHaveValue('Main hall');
  expect(await page.evaluate(() => sessionStorage.getItem('selectedTemplate'))).toBeNull();
  expect(problems).toEqual([]);
});

/** Sets a colour through its picker's Hex field. */
async function pickColour(card: Locator, name: RegExp, hex: string) {
  const page = card.page();
  await card.getByRole('button', { name }).click();
  const field = page.getByLabel('Hex', { exact: true });
  await field.fill(hex);
  await field.press('Enter');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
}

test('design knobs: Advanced, PNG size, the grade and the light-on-dark fix', async ({ page }) => {
  const problems = watchConsole(page);
  const card = await openGenerator(page);
  const url = 'https://example.com/menu/summer-2026/table-12?lang=en&ref=qr01';
  await field(card, 'Website URL').fill(url);

  // Light on dark: the honest note beside the preview, graded fragile by the server, fixed in
  // one click (the swapped design is generated again and reads as robust).
  await card.getByRole('tab', { name: 'Colors' }).click();
  await pickColour(card, /^Foreground/, '#FFFFFF');
  await pickColour(card, /^Background/, '#1A1A1A');
  const check = card.getByRole('status', { name: 'Scan check' });
  await expect(check).toContainText('not on many scanner apps');
  const inverted = await generate(card, false);
  expect(inverted).toMatchObject({ scannable: false, grade: 'fragile' });
  const grade = card.getByRole('status', { name: 'Scan grade of the generated code' });
  await expect(grade).toContainText('Scan grade: Fragile');
  await expect(grade).toContainText('not on many scanner apps');
  const regenerated = page.waitForResponse((r) => r.url().endsWith('/api/generate-qrcode'));
  await grade.getByRole('button', { name: 'Swap colours' }).click();
  const fixed = (await (await regenerated).json()) as Answer;
  expect(fixed).toMatchObject({ scannable: true, grade: 'robust', gradeReason: null });
  await expect(grade).toContainText('Scan grade: Robust');

  // Advanced: level H and a 2-module margin reach the server and change the code.
  await card.getByRole('button', { name: 'Advanced' }).click();
  await card.getByRole('combobox', { name: 'Error correction' }).selectOption('H');
  const margin = card.getByRole('spinbutton', { name: 'Margin (modules)' });
  await margin.fill('2');
  await expect(card.getByText(/A margin under 4 modules may not scan/)).toBeVisible();
  const advanced = await generate(card, false);
  expect(advanced.errorCorrectionLevel).toBe('H');
  expect(advanced.version).toBeGreaterThan(fixed.version);
  const width = Number(/viewBox="0 0 ([\d.]+) /.exec(advanced.qrCode)?.[1]);
  expect(width).toBe(17 + 4 * advanced.version + 4);
  expect(advanced.warnings.map((w) => w.code)).toContain('small-margin');

  // The PNG download is the server's checked PNG at the chosen width, and it reads back.
  await card.getByRole('combobox', { name: 'PNG size' }).selectOption('512');
  const png = await downloadFrom(card, 'Download PNG');
  const bytes = await readFile(await png.path());
  expect(bytes.readUInt32BE(16)).toBe(512);
  const read = await readPng(bytes);
  expect(read.zxing).toEqual([url]);
  expect(read.jsqr).toBe(url);
  // The sign-up prompt opens 1 s after that first anonymous download (once per visit). It is
  // closed here, before the colour picker opens: a modal opening over the picker would close
  // the picker mid-fill (no locator handler in this test for that reason).
  const signUp = page.getByRole('dialog', { name: /Your QR code is downloaded/ });
  await signUp.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(signUp).toBeHidden();

  // A code the scanners cannot read: Download asks first.
  await card.getByRole('tab', { name: 'Colors' }).click();
  await pickColour(card, /^Foreground/, '#F4F4F5');
  const faint = await generate(card, false);
  expect(faint.grade).toBe('not scannable');
  await card.getByRole('button', { name: 'Download SVG' }).click();
  const question = page.getByRole('dialog', { name: 'This code may not scan. Download anyway?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await card.getByRole('button', { name: 'Download SVG' }).click();
      await question.getByRole('button', { name: 'Download anyway' }).click();
    })(),
  ]);
  expect(svg.suggestedFilename()).toBe('url-qr-code.svg');

  expect(problems).toEqual([]);
});

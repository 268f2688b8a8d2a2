import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { Resvg } from '@resvg/resvg-js';
import { codeCard, humanUserAgent, signUp, toast, watchConsole } from './support/dashboard.js';

// Issue 25, "image: the image gallery": a dynamic images code with three images made in the
// generator, its short link showing them in order (alt text, srcset, keyboard and swipe via
// scroll-snap), axe-core on that page, then the images reordered in the dashboard's edit dialog
// with the keyboard and the same link showing the new order.

test.use({ userAgent: humanUserAgent });

/** A PNG of one colour, wide enough (640 px) for a 480 px WebP copy. */
function colourPng(fill: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${fill}"/></svg>`;
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}

const FILES = [
  { name: 'red.png', mimeType: 'image/png', buffer: colourPng('#B91C1C') },
  { name: 'green.png', mimeType: 'image/png', buffer: colourPng('#15803D') },
  { name: 'blue.png', mimeType: 'image/png', buffer: colourPng('#1D4ED8') },
];

/** The alt texts of the gallery's images, in page order. */
async function galleryAlts(page: Page): Promise<string[]> {
  const images = page.getByRole('list', { name: 'Images', exact: true }).getByRole('img');
  return images.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''));
}

async function startTrial(page: Page, testInfo: TestInfo) {
  await signUp(page.request, `gallery-${testInfo.project.name}-${Date.now()}@example.com`);
  expect((await page.request.post('/api/activate-trial', { data: {} })).status()).toBe(200);
}

const label = (scope: Locator, text: string) => scope.getByLabel(new RegExp(`^${text}\\*?$`));

test('a dynamic gallery of three images: open, reorder in the dashboard, same link', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await startTrial(page, testInfo);

  // The generator in Dynamic mode, Images chosen, three files chosen at once.
  await page.goto('/?create=true');
  const card = page.locator('section#generator');
  const dynamic = card
    .getByRole('radiogroup', { name: 'QR code mode' })
    .getByRole('radio', { name: 'Dynamic' });
  await dynamic.click();
  await expect(dynamic).toHaveAttribute('aria-checked', 'true');
  await label(card, 'Destination').selectOption({ label: 'Images' });
  let uploads = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/upload-image') && r.status() === 201) uploads += 1;
  });
  await label(card, 'Images').setInputFiles(FILES);
  await expect(card.getByRole('status').filter({ hasText: '3 images added.' })).toBeVisible({
    timeout: 30_000,
  });
  expect(uploads).toBe(3);
  await label(card, 'Title').fill('Our terrace');
  for (const [i, alt] of ['Red wall', 'Green garden', 'Blue sky'].entries()) {
    await card.getByLabel(`Alt text for image ${i + 1} (what it shows)`).fill(alt);
  }
  await card.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(toast(page, 'Dynamic QR Code generated')).toBeVisible({ timeout: 60_000 });
  const status = card.getByRole('status').filter({ hasText: 'Dynamic code created:' });
  const shortUrl = (await status.locator('.font-mono').textContent())!.trim();
  const list = (await (await page.request.get('/api/dynamic-qrcodes')).json()) as {
    shortUrl: string;
    name: string;
  }[];
  const name = list.find((c) => c.shortUrl === shortUrl)!.name;

  // The short link: the three images in order, each with srcset, the first loaded.
  const response = await page.goto(shortUrl);
  expect(Number(response!.headers()['content-length'])).toBeLessThan(30 * 1024);
  expect(await galleryAlts(page)).toEqual(['Red wall', 'Green garden', 'Blue sky']);
  const images = page.getByRole('list', { name: 'Images', exact: true }).getByRole('img');
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('srcset', /\/w\/480 480w/);
  }
  await expect
    .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // Keyboard: the numbered links bring an image into view; the focused row scrolls with arrows.
  await page.getByRole('link', { name: 'Show image 3' }).click();
  await expect(images.nth(2)).toBeInViewport({ ratio: 0.9 });
  const row = page.getByRole('list', { name: 'Images', exact: true });
  await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  await row.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => v.id)).toEqual([]);

  // The dashboard's edit dialog (a saved code keeps ids and alt texts, so images go by their
  // alt text there): Blue sky to the top with the keyboard, then save.
  await page.goto('/');
  await codeCard(page, name)
    .getByRole('button', { name: `Edit: ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit content' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move image 3 (Blue sky) up' }).focus();
  await page.keyboard.press('Enter');
  // The focus followed the image; Enter again moves it to the top.
  await expect(dialog.getByRole('button', { name: 'Move image 2 (Blue sky) up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: 'moved to position 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Dynamic QR Code saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(shortUrl);
  expect(await galleryAlts(page)).toEqual(['Blue sky', 'Red wall', 'Green garden']);
  expect(problems).toEqual([]);
});

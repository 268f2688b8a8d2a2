import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../src/contracts/public-pages.js';

// Journey: the public site without JavaScript (issue 13 item 9, issue 24's LCP). Every public
// page and a blog post arrive as complete HTML: their own title, description, canonical URL and
// Open Graph tags, and their heading and text, readable in a browser with JavaScript off. With
// JavaScript on, the app takes the page over (hydration) without an error and it works.

const port = process.env.E2E_PORT ?? '3100';
const origin = `http://127.0.0.1:${port}`;
const PAGES = [...PUBLIC_PATHS, '/blog/1'];

/** The first <h1>'s text in raw HTML (tags inside it removed). */
function firstHeading(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
}

test('each public page is complete HTML with its own head (as curl gets it)', async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const path of PAGES) {
    const res = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, path).toMatch(/QR Shark/);
    titles.add(title);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    const url = `${origin}${path}`;
    expect(html, path).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html, path).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html, path).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html, path).toMatch(/<meta property="og:description" content="[^"]{40,}"/);
    // A card image of its own (issue 37), served as a PNG.
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image, path).toMatch(new RegExp(`^${origin}/social/.+\\.png$`));
    expect(html, path).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const png = await request.get(image.slice(origin.length));
    expect(png.status(), image).toBe(200);
    expect(png.headers()['content-type'], image).toBe('image/png');
    expect(firstHeading(html), path).not.toBe('');
    expect(html, path).not.toContain('needs JavaScript');
  }
  expect(titles.size).toBe(PAGES.length);

  const ld = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<script type="application\/ld\+json">([^<]+)<\/script>/g,
      ),
    ].map((m) => JSON.parse(m[1]!) as { '@type': string; url?: string });
  expect((await ld('/')).map((d) => d['@type'])).toEqual(['Organization']);
  expect((await ld('/'))[0]!.url).toBe(origin);
  expect((await ld('/faq')).map((d) => d['@type'])).toEqual(['FAQPage']);
  expect((await ld('/blog/1')).map((d) => d['@type'])).toEqual(['BlogPosting']);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its heading and text', async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, path).toBeVisible();
      // /subscribe's plans and price come from the API (Stripe's price): its heading only.
      if (path === '/subscribe') continue;
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(300);
    }
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create QR codes that always scan' }),
    ).toBeVisible();
    // The header's links are in the HTML (on a phone they sit behind the menu button, which
    // needs JavaScript; the footer's links are there too).
    expect(await page.locator('nav[aria-label="Main"] a').count()).toBeGreaterThanOrEqual(5);
    expect(await page.locator('footer a[href="/faq"]').count()).toBe(1);
    await page.goto('/faq');
    await expect(page.getByText('Frequently Asked Questions').first()).toBeVisible();
  });

  test('the FAQ answers open without a script, one at a time (issue 37)', async ({ page }) => {
    await page.goto('/faq');
    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(12);
    const size = items.filter({ hasText: 'How large should I print a QR code?' });
    await expect(size.getByText(/Print it at least 2 × 2 cm/)).toBeHidden();
    await size.locator('summary').click();
    await expect(size.getByText(/Print it at least 2 × 2 cm/)).toBeVisible();
    const ecl = items.filter({ hasText: 'What do the error correction levels' });
    await ecl.locator('summary').click();
    await expect(ecl.getByText(/Level L can recover about 7 %/)).toBeVisible();
    // The browser closes the other one (details sharing a name), with no script at all.
    await expect(size.getByText(/Print it at least 2 × 2 cm/)).toBeHidden();
  });
});

test('the app takes each page over without an error, and it works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // The session probe answers 401 to a visitor: that is the one expected console error.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  expect(errors).toEqual([]);

  // Hydrated: the FAQ accordion answers clicks, and a header link navigates in the app.
  await page.goto('/faq', { waitUntil: 'networkidle' });
  const first = page
    .getByTestId('faq-item')
    .filter({ hasText: 'How large should I print a QR code?' });
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Generate Your QR Code' })).toBeVisible();
});

/**
 * Holds back the app's scripts (the page shows, but React has not taken it over) until the
 * returned function is called: what a slow phone sees between the first paint and hydration.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('before hydration: links work as plain HTML, form controls wait for the app', async ({
  page,
}) => {
  // /templates: "Use Template" is a link naming the template; followed before the page's
  // script runs, the generator still opens on the template, filled in, on a clean address.
  let release = await holdScripts(page);
  await page.goto('/templates', { waitUntil: 'commit' });
  const wifi = page.getByRole('link', { name: 'Use Template: Wi-Fi Access' });
  await expect(wifi).toHaveAttribute('href', '/?qr=wifi&template=wifi');
  // Not yet hydrated: the category filter is a control, so it is disabled until then.
  await expect(page.getByRole('button', { name: 'Business' })).toBeDisabled();
  await wifi.click();
  await page.waitForURL(/template=wifi/, { waitUntil: 'commit' });
  release();
  await expect(page).toHaveURL(/\/\?qr=wifi$/);
  const generator = page.locator('section#generator');
  await expect(generator.locator('input[value="Guest WiFi"]').first()).toBeVisible();

  // /: the trial form's field and button are disabled until the app owns them, so nothing
  // typed or clicked before then is lost; once hydrated they work.
  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const trialCard = page.getByRole('region', { name: 'Try premium free for 3 days' });
  await expect(trialCard.getByRole('button', { name: 'Start free trial' })).toBeDisabled();
  await expect(trialCard.getByLabel('Email address')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Create your QR code' })).toHaveAttribute(
    'href',
    '#generator',
  );
  release();
  const email = `early-${test.info().project.name}-${Date.now()}@example.com`;
  await trialCard.getByLabel('Email address').fill(email);
  await trialCard.getByRole('button', { name: 'Start free trial' }).click();
  await expect(trialCard.getByRole('status')).toContainText('Check your e-mail');
});

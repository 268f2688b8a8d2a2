import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '../src/contracts/contact.js';
import { TEMPLATES, templateSelection } from '../src/web/features/marketing/content/templates.js';
import { templatePayload } from '../src/web/features/marketing/template-preview.js';
import { readPng } from './support/read-code.js';

// Journey: the public site (issue 13) at 1280 px and 390 px. Every header and footer link
// reaches a real page; each page shows its content (12 FAQ, 8 landing FAQ, 13 templates,
// 12 features, 12 use cases, 11 posts); the FAQ accordion opens one answer at a time, also by
// keyboard; the blog's search and filters; /blog/99; the contact form's messages, a sent
// message arriving in the support mailbox, and the failure toast; three templates opening the
// generator prefilled and downloading a code that decodes to the template's payload.

const port = process.env.E2E_PORT ?? '3100';
const SUPPORT_EMAIL = `support@127.0.0.1`;

async function h1(page: Page): Promise<Locator> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.first()).toBeVisible();
  return heading.first();
}

test('every header and footer link reaches a real page', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Generate Your QR Code' })).toBeVisible();
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  for (const path of ['/features', '/use-cases', '/templates', '/blog', '/faq', '/about']) {
    expect(hrefs).toContain(path);
  }
  for (const path of ['/contact', '/privacy', '/terms', '/subscribe', '/login', '/register']) {
    expect(hrefs).toContain(path);
  }
  for (const href of hrefs) {
    const res = await page.goto(href);
    expect(res?.status(), href).toBe(200);
    const heading = await h1(page);
    await expect(heading, href).not.toHaveText('Page not found');
  }
});

test('each public page shows its content, with its own title', async ({ page }) => {
  const counts: [path: string, testId: string, count: number, title: RegExp][] = [
    ['/faq', 'faq-item', 12, /^Frequently Asked Questions - /],
    ['/templates', 'template-card', 13, /^QR Code Templates - /],
    ['/features', 'feature-card', 12, /^Features - /],
    ['/use-cases', 'use-case-card', 12, /^Use Cases - /],
    ['/blog', 'blog-card', 11, /^Blog - /],
    ['/features/analytics', 'analytics-feature-card', 6, /^QR Code Analytics & Tracking - /],
  ];
  for (const [path, testId, count, title] of counts) {
    await page.goto(path);
    await expect(page.getByTestId(testId), path).toHaveCount(count);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, path).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://127.0.0.1:${port}${path}`,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description ?? '',
    );
  }
  // The FAQ carries schema.org FAQPage data with its 12 questions.
  await page.goto('/faq');
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; mainEntity: unknown[] };
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity).toHaveLength(12);

  // The landing page: the sections below the generator, 8 FAQ entries and real totals.
  await page.goto('/');
  await expect(page.getByTestId('faq-item')).toHaveCount(8);
  for (const name of [
    'Built so your codes scan',
    'Where QR codes help',
    'What a free account adds',
    'How people use it',
    'Frequently asked questions',
    'Make your QR code now',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByTestId('stat-codesGenerated').locator('dd')).toHaveText(/^\d[\d,]*$/);
  // The call to action scrolls back to the generator.
  await page.getByRole('link', { name: 'Create a QR Code' }).click();
  await expect(page).toHaveURL(/#generator$/);
  await expect(page.getByRole('heading', { name: 'Generate Your QR Code' })).toBeInViewport();

  for (const [path, name] of [
    ['/about', 'About QR Shark'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    await page.goto(path);
    await expect(await h1(page)).toHaveText(name);
  }
  await page.goto('/privacy');
  await expect(
    page.getByText('We do not store the IP address of anyone who scans a code.'),
  ).toBeVisible();
});

test('the FAQ opens one answer at a time, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/faq');
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(12);
  // Native <details>: each question is the item's <summary>, a keyboard-operable disclosure.
  const item = (question: string) => items.filter({ hasText: question });
  const size = item('How large should I print a QR code?');
  await size.locator('summary').click();
  await expect(page.getByText(/Print it at least 2 × 2 cm/)).toBeVisible();
  const ecl = item('What do the error correction levels L, M, Q and H mean?');
  await ecl.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Level L can recover about 7 %/)).toBeVisible();
  await expect(page.getByText(/Print it at least 2 × 2 cm/)).toBeHidden();
  await expect(ecl).toHaveAttribute('open', '');
  await expect(size).not.toHaveAttribute('open');
  // Collapsible: the open one closes again.
  await page.keyboard.press('Enter');
  await expect(ecl).not.toHaveAttribute('open');

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(await h1(page)).toHaveText('Contact Us');
});

test('the blog: search, category filter, a post and a missing post', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByTestId('blog-card')).toHaveCount(11);
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('phishing');
  await expect(page.getByTestId('blog-card')).toHaveCount(1);
  await search.fill('nothing-matches-this');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await search.fill('');
  const filters = page.getByRole('group', { name: 'Filter articles by category' });
  await filters.getByRole('button', { name: 'Shark Tips' }).click();
  await expect(page.getByTestId('blog-card')).toHaveCount(1);
  await page.getByRole('link', { name: /10 Checks Before You Print/ }).click();
  await expect(page).toHaveURL(/\/blog\/11$/);
  await expect(await h1(page)).toHaveText('Shark Tips: 10 Checks Before You Print a QR Code');
  await expect(page.locator('article table')).toBeVisible();

  await page.goto('/blog/99');
  await expect(await h1(page)).toHaveText('Page not found');
  await page
    .getByRole('navigation', { name: 'Main pages' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
});

function mailsTo(address: string): string[] {
  const dir = join(tmpdir(), `qrshark-e2e-mail-${port}`);
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes(`To: ${address}`));
}

test('the contact form: messages, a sent message in the mailbox, and the failure toast', async ({
  page,
}, testInfo) => {
  await page.goto('/contact');
  await expect(page.getByText('Mon-Fri 9AM-6PM EST')).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    CONTACT_MESSAGES.nameTooShort,
    CONTACT_MESSAGES.invalidEmail,
    CONTACT_MESSAGES.subjectTooShort,
    CONTACT_MESSAGES.messageTooShort,
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  const subject = `Poster size question ${testInfo.project.name} ${Date.now()}`;
  await form.getByLabel('Name').fill('Ada Visitor');
  await form.getByLabel('Email').fill(`ada.${testInfo.project.name}@example.com`);
  await form.getByLabel('Inquiry type').selectOption('support');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('How large should a code be on an A2 poster?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.sentTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.sentDescription, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Inquiry type')).toHaveValue('general');
  await expect
    .poll(() => mailsTo(SUPPORT_EMAIL).some((m) => m.includes(subject)), { timeout: 30_000 })
    .toBe(true);

  // A failure keeps what was typed and names the address to write to instead.
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await form.getByLabel('Name').fill('Ada Visitor');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Subject').fill('Second question');
  await form.getByLabel('Message').fill('Another question about printing codes.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText(CONTACT_MESSAGES.failedDescription(SUPPORT_EMAIL), { exact: true }),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ada Visitor');
});

const TEMPLATE_CASES = [
  { id: 'website', field: 'https://example.com' },
  { id: 'wifi', field: 'Guest WiFi' },
  { id: 'email', field: 'hello@example.com' },
] as const;

for (const { id, field } of TEMPLATE_CASES) {
  test(`template "${id}" opens the generator prefilled and downloads its code`, async ({
    page,
  }) => {
    const template = TEMPLATES.find((t) => t.id === id)!;
    await page.goto('/templates');
    await page
      .getByRole('link', { name: `Use Template: ${templateSelection(template).title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/\\?qr=${template.qrType}$`));
    const card = page.locator('section#generator');
    await expect(page.getByRole('heading', { name: 'Generate Your QR Code' })).toBeVisible();
    await expect(card.locator(`input[value="${field}"]`).first()).toBeVisible();

    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/generate-qrcode') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Generate QR Code' }).click();
    expect((await answered).status()).toBe(200);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    const read = await readPng(await readFile(await download.path()));
    const expected = templatePayload(template, `http://127.0.0.1:${port}`);
    expect(read.zxing).toEqual([expected]);
    expect(read.jsqr).toBe(expected);
  });
}

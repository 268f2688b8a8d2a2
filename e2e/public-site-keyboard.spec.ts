import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '../src/contracts/contact.js';

// Journey: the public site by keyboard alone (issue 13 item 10), beyond the FAQ accordion
// (public-site.spec.ts): the header navigation (desktop links, the phone's menu), the blog's
// search and category filters, the templates filter, and the contact form, at both widths.

/** Presses Tab until `name`d link or button has the focus (at most `limit` presses). */
/** Waits until React has hydrated every gated control (HydrationGate keeps them disabled till then). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('fieldset[data-hydrated="false"]')).toHaveCount(0);
}

async function tabTo(page: Page, name: string | RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`"${String(name)}" not reached in ${limit} Tab presses`);
}

test('the header navigation works by keyboard', { tag: '@layout' }, async ({ page, isMobile }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page);
  if (isMobile) {
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, 'Templates');
    await page.keyboard.press('Enter');
  } else {
    await tabTo(page, 'Templates');
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code Templates' })).toBeVisible();
});

test('the templates and blog filters and the blog search work by keyboard', async ({ page }) => {
  await page.goto('/templates', { waitUntil: 'networkidle' });
  await hydrated(page);
  await tabTo(page, 'Hospitality');
  await page.keyboard.press('Enter');
  const hospitality = page.getByRole('button', { name: 'Hospitality' });
  await expect(hospitality).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByTestId('template-card');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(13);

  await page.goto('/blog', { waitUntil: 'networkidle' });
  await hydrated(page);
  await tabTo(page, 'Security');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Security' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: /QR Phishing/ })).toBeVisible();
  await tabTo(page, 'All');
  await page.keyboard.press('Enter');

  // The search field sits before the filters: Shift+Tab goes back to it.
  const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
  await search.focus();
  await page.keyboard.type('wi-fi');
  await expect(page.getByRole('heading', { name: /Wi-Fi QR Codes/ })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('no such article anywhere');
  await expect(page.getByText('No articles found')).toBeVisible();
});

test('the contact form can be filled in and sent by keyboard', async ({ page }, testInfo) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').focus();
  // Enter in a field submits: the messages appear, and the focus goes to the first bad field.
  await page.keyboard.press('Enter');
  await expect(form.getByText(CONTACT_MESSAGES.nameTooShort)).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(`kim.${testInfo.project.name}@example.com`);
  // The remaining fields in their order, each reached by Tab.
  await tabTo(page, /.*/, 1);
  const order: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const label = await page.evaluate(
      () =>
        (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.innerText.trim() ?? '',
    );
    order.push(label.replace(/\s*\*$/, ''));
    if (/Inquiry/.test(label)) await page.keyboard.press('ArrowDown');
    if (/Subject/.test(label)) await page.keyboard.type('Printing by keyboard');
    if (/Message/.test(label)) await page.keyboard.type('Which size for a flyer code, please?');
    await page.keyboard.press('Tab');
  }
  expect(order).toEqual(['Inquiry type', 'Subject', 'Message']);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(CONTACT_MESSAGES.sentTitle, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

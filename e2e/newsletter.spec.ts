import { expect, test } from '@playwright/test';
import { matchInMail } from './support/mailbox.js';
import { confirmOwnAddress } from './support/verify-address.js';

// Issue 18: a visitor subscribes from the footer and confirms from the mailed link; an admin
// sends a newsletter with the figures; the subscriber's mail holds the content and a working
// one-click unsubscribe link (the /unsubscribe page); sent again, it reaches nobody twice.

test(
  'subscribe, confirm, receive a newsletter, unsubscribe',
  { tag: '@layout' },
  async ({ browser, page }, testInfo) => {
    const project = testInfo.project.name;
    const reader = `e2e-reader-${project}-${Date.now()}@example.com`;
    const adminEmail = `e2e-admin-${project}@example.com`;

    // The footer form for signed-out visitors.
    const visitor = await browser.newPage();
    await visitor.goto('/about');
    const footer = visitor.getByRole('contentinfo');
    await expect(
      footer.getByRole('heading', { name: 'Stay Updated with QR Code Tips' }),
    ).toBeVisible();
    await footer.getByLabel('E-mail address').fill(reader);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Successfully subscribed!')).toBeVisible();
    await expect(visitor.getByText('Welcome to the pack!').first()).toBeVisible();

    // Double opt-in: the confirmation link from the mail.
    const [, confirmPath] = await matchInMail(
      reader,
      /(\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/,
    );
    await visitor.goto(confirmPath!);
    await expect(visitor.getByRole('status')).toContainText(`${reader} is subscribed`);

    // The admin (ADMIN_EMAILS, address verified) sends a newsletter.
    await page.goto('/register');
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My QR Codes' })).toBeVisible();
    await confirmOwnAddress(page, adminEmail);

    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
    await expect(page.getByText('Subscribers', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
    const subject = `Shark Tips ${project} ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Content (Markdown)')
      .fill('## Print big\n\nCodes **2 cm** wide scan best.');
    await expect(
      page.getByLabel('Preview').getByRole('heading', { name: 'Print big' }),
    ).toBeVisible();
    await page.getByLabel("Include this week's figures (users and QR codes)").check();
    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    await page.getByRole('button', { name: 'Send newsletter' }).click();
    await expect(page.getByRole('cell', { name: subject, exact: true })).toBeVisible();
    // The history's table scrolls inside its card: the page is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    // Sending the campaign again reaches nobody who had it.
    await page.getByRole('button', { name: `Send "${subject}" to new subscribers` }).click();
    await page
      .getByRole('dialog', { name: 'Send this newsletter again?' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(
      page.locator('[aria-label^="Notifications"]').getByText(/^0 mails queued to \d+ confirmed/),
    ).toBeVisible();

    // The subscriber's mail: content, figures, and the unsubscribe link that works.
    await matchInMail(reader, new RegExp(`Subject: ${subject}`));
    await matchInMail(reader, /Codes \*\*2 cm\*\* wide scan best\./);
    await matchInMail(reader, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    await matchInMail(reader, /Users: \d+ \(\d+ new this week\)/);
    const [, unsubscribePath] = await matchInMail(
      reader,
      /https?:\/\/[^/\s]+(\/unsubscribe\?token=[A-Za-z0-9_.-]+)/,
    );
    await visitor.goto(unsubscribePath!);
    await expect(visitor.getByRole('status')).toContainText(
      `${reader} receives the Shark Tips newsletter`,
    );
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitor.getByRole('status')).toContainText(
      'is unsubscribed from the Shark Tips newsletter',
    );
    await visitor.close();
  },
);

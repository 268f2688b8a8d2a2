import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './mailbox.js';

/**
 * Opens the verification link mailed to `email` in `page`, which is signed in to that account,
 * and confirms it with a click (the page itself changes nothing on load).
 */
export async function confirmOwnAddress(page: Page, email: string): Promise<string> {
  const link = await linkFromMail(email, '/verify-email');
  await page.goto(link);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText('Your e-mail address is verified.', { exact: true })).toBeVisible();
  return link;
}

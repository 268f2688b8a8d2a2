import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../src/contracts/auth.js';

// Issue 37 item 5: one name per action at both widths: "Log in" and "Sign up" in the header
// (the desktop bar and the phone menu alike) and on their screens; the log-in error speaks of
// the form's "Email", never a "username".

test(
  'the header names log in and sign up the same way at both widths',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    if (isMobile) await header.getByRole('button', { name: 'Open menu' }).click();
    const links = isMobile ? header.getByRole('navigation', { name: 'Mobile' }) : header;
    await expect(links.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(links.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(header).not.toContainText(/Sign in|Sign In|Start Free Trial|Create Account/);

    await links.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveTitle('Sign up - QR Shark');
    await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveTitle('Log in - QR Shark');

    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials, { exact: true })).toBeVisible();
    expect(AUTH_MESSAGES.invalidCredentials).toBe('Invalid email or password');
    await expect(page.locator('body')).not.toContainText(/username/i);
  },
);

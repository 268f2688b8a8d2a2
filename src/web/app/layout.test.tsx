import '../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../components/ui/toast.js';
import { createFakeApi } from '../test-utils/fake-api.js';
import { renderApp } from '../test-utils/render-app.js';
import { AUTH_MESSAGES } from '../../contracts/auth.js';
import { messages as chrome } from '../../contracts/i18n/catalogues/site-chrome/en.js';
import { MAIN_NAV_LINKS } from './nav-links.js';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('layout, signed out', () => {
  it('shows the main navigation, trial and login links, newsletter block and footer', async () => {
    const api = createFakeApi();
    renderApp('/', api);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      MAIN_NAV_LINKS.map((l) => [chrome[l.id], l.href]),
    );
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(header.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'QR Shark' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();

    expect(screen.getByRole('heading', { name: 'Stay Updated with QR Code Tips' })).toBeTruthy();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} QR Shark. All rights reserved.`)).toBeTruthy();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/about', '/contact', '/faq', '/blog', '/developers', '/privacy', '/terms']);
    // No social links unless the operator set SOCIAL_LINKS.
    await waitFor(() =>
      expect(api.requests.some((r) => r.url === '/api/white-label/config')).toBe(true),
    );
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^QR Shark on / })).toBeNull();
  });

  it("links the operator's social profiles from SOCIAL_LINKS, in its order", async () => {
    renderApp(
      '/',
      createFakeApi({
        socialLinks: [
          { network: 'youtube', url: 'https://www.youtube.com/@acme' },
          { network: 'linkedin', url: 'https://www.linkedin.com/company/acme' },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Social media' });
    const social = within(list).getAllByRole('link');
    expect(social.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['QR Shark on YouTube', 'https://www.youtube.com/@acme'],
      ['QR Shark on LinkedIn', 'https://www.linkedin.com/company/acme'],
    ]);
    for (const a of social) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('mobile menu opens, closes on item, backdrop and Escape', async () => {
    const { user, currentPath } = renderApp('/', createFakeApi());
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([...MAIN_NAV_LINKS.map((l) => chrome[l.id]), 'Log in', 'Sign up']);
    await user.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(currentPath()).toBe('/faq');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});

describe('layout, signed in', () => {
  it('hides the main navigation and offers the avatar menu by keyboard', async () => {
    const { user, currentPath } = renderApp('/', createFakeApi({ signedInAs: 'eve@example.com' }));
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Stay Updated with QR Code Tips' })).toBeNull();

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByText('eve@example.com')).toHaveLength(2);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Account Settings',
      'Change Password',
      'Bulk Generation',
      'Subscription',
      'Log out',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Bulk Generation' }));
    expect(currentPath()).toBe('/bulk-generation');
    // A lazily loaded page: its chunk may take a few seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Bulk QR Code Generation' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('logs out: toast, user cleared, navigation back', async () => {
    const api = createFakeApi({ signedInAs: 'eve@example.com' });
    const { user } = renderApp('/', api);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(screen.getByText('You have been successfully logged out')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Create QR codes/ })).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/api/logout')).toBe(true);
  });

  it('change password dialog validates and reports the server answer', async () => {
    const api = createFakeApi({ signedInAs: 'eve@example.com' });
    const { user } = renderApp('/', api);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(within(dialog).getByText('Please confirm your new password')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Current Password'), 'old-secret');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-secret');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-secreT');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText("Passwords don't match")).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Confirm New Password'));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    // The server refuses the current password: the failure is shown, not hidden.
    expect(await screen.findByText('Password not updated')).toBeTruthy();
    expect(within(dialog).getByText('Current password is incorrect')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.find((r) => r.url === '/api/change-password')?.body).toEqual({
        currentPassword: 'old-secret',
        newPassword: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    );
  });

  it('asks a flagged account to change its password; the server refuses a common one, then the notice goes', async () => {
    const api = createFakeApi({
      signedInAs: 'weak@example.com',
      passwordChangeRequired: true,
      commonPasswords: ['Password123'],
    });
    const { user } = renderApp('/', api);
    const notice = await screen.findByRole('region', { name: 'Change your password' });
    expect(notice.textContent).toContain('list of common or leaked passwords');
    await user.click(within(notice).getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current Password'), 'password');
    await user.type(within(dialog).getByLabelText('New Password'), 'Password123');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'Password123');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findAllByText(AUTH_MESSAGES.passwordTooCommon)).not.toHaveLength(0);

    for (const label of ['New Password', 'Confirm New Password']) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), 'orange-kettle-93');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Change your password' })).toBeNull(),
    );
  });
});

import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import { DEFAULT_TITLE } from '../../lib/brand.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createFakeApi } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';
import { RESET_NEEDS_EMAIL } from './login-form.js';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('mails a set-password link to the typed address from "Forgot my password"', async () => {
    const api = createFakeApi();
    const { user } = renderApp('/login', api);
    const forgot = await screen.findByRole('button', { name: 'Forgot my password' });
    await user.click(forgot);
    expect(await screen.findByText(RESET_NEEDS_EMAIL)).toBeTruthy();
    expect(api.requests.some((r) => r.url === '/api/password-reset')).toBe(false);
    await user.type(screen.getByLabelText('Email'), ' Ann@Example.com');
    await user.click(forgot);
    expect(await screen.findByText(AUTH_MESSAGES.passwordResetSent)).toBeTruthy();
    expect(api.requests.filter((r) => r.url === '/api/password-reset')).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'ann@example.com' } }),
    ]);
  });

  it('shows the spec messages for an empty form and sends nothing', async () => {
    const api = createFakeApi();
    const { user } = renderApp('/login', api);
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(AUTH_MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.some((r) => r.url === '/api/login')).toBe(false);
  });

  it('sets the title and restores the default on leaving', async () => {
    const { user } = renderApp('/login', createFakeApi());
    await screen.findByRole('button', { name: 'Log in' });
    expect(document.title).toBe('Log in - QR Shark');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    await screen.findByRole('button', { name: 'Sign up' });
    expect(document.title).toBe('Sign up - QR Shark');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await user.click(await screen.findByRole('link', { name: 'QR Shark' }));
    await screen.findByRole('heading', { name: /Create QR codes/ });
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('reports a wrong password with the server message, then signs in and goes home', async () => {
    const api = createFakeApi({ accounts: { 'ann@example.com': 'right-password' } });
    const { user, currentPath } = renderApp('/login', api);
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(currentPath()).toBe('/login');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, ann@example.com')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'My QR Codes' })).toBeTruthy();
    const login = api.requests.filter((r) => r.url === '/api/login');
    expect(login.at(-1)?.body).toEqual({ username: 'ann@example.com', password: 'right-password' });
  });

  it('shows the busy text and disables the button while signing in', async () => {
    const api = createFakeApi({ accounts: { 'ann@example.com': 'pw' } });
    const release = api.hold('/api/login');
    const { user } = renderApp('/login', api);
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Login successful')).toBeTruthy();
  });

  it('redirects to / when already signed in', async () => {
    const { currentPath } = renderApp('/login', createFakeApi({ signedInAs: 'bo@example.com' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('offers Google only when the server has it configured', async () => {
    const without = renderApp('/login', createFakeApi({ google: false }));
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() =>
      expect(without.client.getQueryState(['auth-providers'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    without.unmount();
    renderApp('/register', createFakeApi({ google: false }));
    await screen.findByRole('button', { name: 'Sign up' });
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });

  it('offers Google sign-in and a working forgot-password control as buttons', async () => {
    renderApp('/login', createFakeApi({ google: true }));
    expect(await screen.findByRole('button', { name: 'Log in with Google' })).toBeTruthy();
    const forgot = screen.getByRole('button', { name: 'Forgot my password' }) as HTMLButtonElement;
    expect(forgot.disabled).toBe(false);
    expect(forgot.getAttribute('aria-disabled')).toBeNull();
  });
});

describe('register page', () => {
  it('shows the spec messages for a bad e-mail and a short password', async () => {
    const api = createFakeApi();
    const { user } = renderApp('/register', api);
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(api.requests.some((r) => r.url === '/api/register')).toBe(false);
  });

  it("shows the server's refusal of a common password on the password field", async () => {
    const api = createFakeApi({ commonPasswords: ['Password123'] });
    const { user, currentPath } = renderApp('/register', api);
    await user.type(await screen.findByLabelText('Email'), 'common@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooCommon)).toBeTruthy();
    expect(currentPath()).toBe('/register');
  });

  it('sends the spec payload, signs the new user in and welcomes them', async () => {
    const api = createFakeApi();
    const { user, currentPath } = renderApp('/register', api);
    await user.type(await screen.findByLabelText('Email'), 'Cy@Example.com');
    await user.type(screen.getByLabelText('Password'), 'amber-fox-17');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(screen.getByText('Welcome, cy@example.com')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
    const request = api.requests.find((r) => r.url === '/api/register');
    expect(request?.body).toEqual({
      username: 'cy@example.com',
      email: 'cy@example.com',
      password: 'amber-fox-17',
      confirmPassword: 'amber-fox-17',
      firstName: '',
      lastName: '',
      // The browser's language (jsdom's), which the server maps to the account's.
      locale: navigator.language,
    });
    expect(request?.credentials).toBe('include');
  });

  it('shows a taken e-mail on the field and in a toast', async () => {
    const api = createFakeApi({ accounts: { 'dee@example.com': 'amber-fox-17' } });
    const { user } = renderApp('/register', api);
    await user.type(await screen.findByLabelText('Email'), 'dee@example.com');
    await user.type(screen.getByLabelText('Password'), 'another-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    // Once in the toast, once under the field.
    expect(screen.getAllByText(AUTH_MESSAGES.usernameTaken)).toHaveLength(2);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

import '../test-utils/jsdom-shims.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { APP_ID_ROUTES, APP_ONLY_PATHS, PUBLIC_PATHS } from '../../contracts/public-pages.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../test-utils/fake-api.js';
import { renderApp } from '../test-utils/render-app.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows the not-found page inside the header and footer, with a way home', async () => {
    for (const path of ['/no/such/page', '/test', '/templates/no-such-template']) {
      const view = renderApp(path, createFakeApi());
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
        '/',
      );
      const main = within(screen.getByRole('navigation', { name: 'Main pages' }));
      expect(main.getByRole('link', { name: 'Templates' }).getAttribute('href')).toBe('/templates');
      expect(document.title).toBe('Page not found - QR Shark');
      view.unmount();
    }
  });

  it('routes exactly the paths the server answers 200 (the rest get its 404 page)', () => {
    const source = readFileSync(path.join(process.cwd(), 'src/web/app/app-routes.tsx'), 'utf8');
    const routed = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]).sort();
    const served = [...PUBLIC_PATHS, ...APP_ONLY_PATHS, ...APP_ID_ROUTES, '/blog/:id'].sort();
    expect(routed).toEqual(served);
  });

  it('redirects /auth to /login', async () => {
    const { currentPath } = renderApp('/auth', createFakeApi());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(currentPath()).toBe('/login');
  });

  it('on /, shows the landing page at once to a browser without a session', async () => {
    const api = createFakeApi();
    const release = api.hold('/api/user');
    renderApp('/', api);
    // The session is still loading, yet the visitor already sees the landing page.
    expect(await screen.findByRole('heading', { name: /Create QR codes/ })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    release();
  });

  it('on /, shows Loading... while the session loads for a browser holding one', async () => {
    const api = createFakeApi();
    // A session cookie the server no longer honours (expired): the hint is still there.
    document.cookie = 'qrs_signed_in=1; path=/';
    const release = api.hold('/api/user');
    renderApp('/', api);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    release();
    // The session had ended: the landing page.
    expect(await screen.findByRole('heading', { name: /Create QR codes/ })).toBeTruthy();
    document.cookie = 'qrs_signed_in=; max-age=0; path=/';
  });

  it('treats a failing user call as signed out', async () => {
    const down: FakeApi = {
      fetch: (async () => new Response('database down', { status: 503 })) as typeof fetch,
      requests: [],
      hold: () => () => undefined,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/', down);
    expect(await screen.findByRole('heading', { name: /Create QR codes/ })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Failed to fetch user data', expect.any(Error));
    warn.mockRestore();
  });

  it('protected pages redirect to /login when signed out', async () => {
    const { currentPath } = renderApp('/bulk-generation', createFakeApi());
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('protected pages render for a signed-in user', async () => {
    renderApp('/white-label-admin', createFakeApi({ signedInAs: 'fay@example.com' }));
    expect(
      await screen.findByRole('heading', { name: 'White Label Client Management' }),
    ).toBeTruthy();
  });

  it('account settings asks signed-out visitors to log in', async () => {
    renderApp('/account-settings', createFakeApi());
    // The page is a lazy chunk (every section of the settings page): on a cold, loaded machine
    // its first import alone can take a few seconds.
    expect(
      await screen.findByText('Please log in to access account settings.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it.each([
    ['/subscribe', 'Choose Your Plan'],
    ['/faq', 'Frequently Asked Questions'],
    ['/templates', 'QR Code Templates'],
    ['/features', 'Features'],
    ['/features/analytics', 'QR Code Analytics & Tracking'],
    ['/use-cases', 'Use Cases'],
    ['/about', 'About QR Shark'],
    ['/developers', 'API for developers'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/blog', 'Blog'],
    ['/payment', 'Product Not Found'],
    ['/payment-success', 'Payment not found'],
  ])('%s renders its page', async (path, heading) => {
    renderApp(path, createFakeApi());
    // Lazily loaded pages: a chunk may take a few seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('/blog/:id passes the id to the post page', async () => {
    renderApp('/blog/7', createFakeApi());
    expect(
      await screen.findByRole('heading', { level: 1, name: /QR Code Menus for Restaurants/ }),
    ).toBeTruthy();
  });

  it('payment pages have no layout; public pages do', async () => {
    const first = renderApp('/payment', createFakeApi());
    await screen.findByRole('heading', { name: 'Product Not Found' });
    expect(screen.queryByRole('banner')).toBeNull();
    first.unmount();
    renderApp('/contact', createFakeApi());
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

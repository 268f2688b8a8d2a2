// The account's standalone pages (restore, forgot password, set password) in the language the
// app is shown in (issue 42 item 3): signed out, the visitor's, here that of the public page
// last read (German or Spanish, as reading a /de/ or /es/ page gives); the server's answers
// stay as they were sent.
import '../../test-utils/jsdom-shims.js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { rememberReadingLocale } from '../../lib/i18n/visitor-locale.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { ForgotPasswordPage } from './forgot-password-page.js';
import { RestoreAccountPage } from './restore-account-page.js';
import { SetPasswordPage } from './set-password-page.js';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  rememberReadingLocale('en');
});

/** `page` at `path`, signed out, for a visitor who was reading the site in `locale`. */
async function renderIn(locale: Locale, path: string, page: ReactNode) {
  rememberReadingLocale(locale);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/password-reset'
        ? json(200, { message: 'If an account uses this address, we sent it a link.' })
        : json(404, { message: 'Not found', code: 'NOT_FOUND' }),
    ),
  );
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, null);
  const bundle = await loadSiteBundle('en');
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <Providers client={client}>
      <I18nProvider value={{ locale: 'en', bundle }}>
        <Router hook={hook} searchHook={searchHook}>
          <AppLanguage>{page}</AppLanguage>
        </Router>
      </I18nProvider>
    </Providers>,
  );
}

describe('the account’s standalone pages in the visitor’s language', () => {
  it('restore account, in German', async () => {
    await renderIn('de', '/restore-account', <RestoreAccountPage />);
    expect(await screen.findByRole('heading', { name: 'Ihr Konto wiederherstellen' })).toBeTruthy();
    expect(screen.getByText(/in den letzten 30 Tagen gelöscht/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Konto wiederherstellen' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Passwort ist erforderlich')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontaktseite' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeTruthy();
  });

  it('forgot password, in Spanish, with the server’s answer as sent', async () => {
    await renderIn('es', '/forgot-password', <ForgotPasswordPage />);
    expect(await screen.findByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Envíame un enlace' }));
    expect(await screen.findByText('Dirección de correo electrónico no válida')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Envíame un enlace' }));
    expect(
      await screen.findByText('If an account uses this address, we sent it a link.'),
    ).toBeTruthy();
  });

  it('set password, in Portuguese, a link without a token', async () => {
    await renderIn('pt', '/set-password', <SetPasswordPage />);
    expect(await screen.findByRole('heading', { name: 'Este link não funciona' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enviar um novo link' })).toBeTruthy();
  });
});

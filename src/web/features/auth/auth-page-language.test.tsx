// The log-in and sign-up screens in the visitor's language (issue 42): /login and /register are
// app screens (AppLanguage), and signed out they speak the language of the public pages the
// visitor was reading. Their headings, labels, buttons, links, the form's own messages and the
// toasts are translated; the server's and the contract's messages and the visitor's address stay
// as they are.
import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { dismissToast } from '../../components/ui/toast.js';
import { rememberReadingLocale } from '../../lib/i18n/visitor-locale.js';
import { createFakeApi } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';
import { messages as contractEs } from '../../../contracts/i18n/catalogues/contract-messages/es.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

/**
 * A visitor who was last reading the site's public pages in `locale` (their browser set to
 * `tag`): the app's screens speak that language while signed out.
 */
function visitorReading(locale: Locale, tag: string) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([tag]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
  rememberReadingLocale(locale);
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Back to the English reader the other tests expect.
  rememberReadingLocale('en');
});

describe('the log-in screen in the visitor’s language', () => {
  it('is in Spanish for a visitor of the Spanish pages, its own messages and toasts too', async () => {
    visitorReading('es', 'es-ES');
    const api = createFakeApi({ accounts: { 'ana@example.com': 'right-password' }, google: true });
    const { user } = renderApp('/login', api);

    expect(
      await screen.findByRole('heading', { name: 'Inicia sesión en tu cuenta' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText('Gestiona tus códigos QR guardados y dinámicos.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión - QR Shark'));
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByText(/¿Has eliminado tu cuenta hace poco\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Restáurala' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Iniciar sesión con Google' }, LOAD),
    ).toBeTruthy();

    // The form's own message is translated; the contract's field messages stay.
    await user.click(screen.getByRole('button', { name: 'Olvidé mi contraseña' }));
    expect(
      await screen.findByText(
        'Escribe tu correo electrónico arriba y luego elige «Olvidé mi contraseña».',
      ),
    ).toBeTruthy();

    // "Sign in with your company" opens its panel in Spanish.
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión con tu empresa' }));
    expect(screen.getByLabelText('Correo del trabajo')).toBeTruthy();
    expect(
      screen.getByText('Te llevamos a la página de inicio de sesión de tu empresa.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();

    // A wrong password: the toast's title is Spanish, and so is the server's reason (a contract's
    // message, localize-message.ts).
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se ha podido iniciar sesión')).toBeTruthy();
    expect(screen.getAllByText(contractEs['auth.invalidCredentials']).length).toBeGreaterThan(0);
    expect(screen.queryByText(AUTH_MESSAGES.invalidCredentials)).toBeNull();
    act(() => dismissToast());

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Sesión iniciada')).toBeTruthy();
    // The address is the visitor's, as written.
    expect(screen.getByText('Hola de nuevo, ana@example.com')).toBeTruthy();
  });
});

describe('the sign-up screen in the visitor’s language', () => {
  it('is in German for a visitor of the German pages, and welcomes the new account in German', async () => {
    visitorReading('de', 'de-DE');
    const api = createFakeApi({ google: true });
    const { user } = renderApp('/register', api);

    expect(
      await screen.findByRole('heading', { name: 'Für ein kostenloses Konto registrieren' }, LOAD),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Registrieren - QR Shark'));
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(/Sie haben schon ein Konto\?/)).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Mit Google registrieren' }, LOAD),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('E-Mail'), 'Cy@Example.com');
    await user.type(screen.getByLabelText('Passwort'), 'amber-fox-17');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Registrierung erfolgreich')).toBeTruthy();
    expect(screen.getByText('Willkommen, cy@example.com')).toBeTruthy();
    const request = api.requests.find((r) => r.url === '/api/register');
    expect(request?.body).toMatchObject({ email: 'cy@example.com', locale: 'de-DE' });
  });
});

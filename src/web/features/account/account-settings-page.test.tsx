// The account settings screen in the account's language (issue 42 item 3): under AppLanguage a
// German or Spanish account sees the page and every section of this feature in its language,
// counts with the language's plurals and dates in its format; the server's data (browser names,
// addresses, key names) stays as it is.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionList } from '../../../contracts/account.js';
import type { PublicUser } from '../../../contracts/auth.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { AccountSettingsPage } from './account-settings-page.js';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const SESSIONS: SessionList = {
  sessions: [
    {
      id: 'a'.repeat(16),
      browser: 'Firefox',
      os: 'Linux',
      createdAt: '2026-11-02T09:30:00.000Z',
      lastSeenAt: '2026-11-03T10:00:00.000Z',
      current: true,
    },
    {
      id: 'b'.repeat(16),
      browser: 'Chrome',
      os: 'Windows',
      createdAt: '2026-11-01T08:00:00.000Z',
      lastSeenAt: '2026-11-01T08:05:00.000Z',
      current: false,
    },
  ],
};

/** The account settings page signed in as `user`, the API answering its sections' lists. */
function renderPage(user: PublicUser) {
  const api = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === '/api/sessions') return json(200, SESSIONS);
    if (method === 'POST' && url === '/api/sessions/end-others') return json(200, { ended: 1 });
    if (method === 'GET' && url === '/api/account/api-keys') return json(200, []);
    if (method === 'GET' && url === '/api/account/webhooks') return json(200, []);
    // Whatever else a section asks (plan, payments, mail preferences) is not this test's.
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', api);
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  render(
    <Providers client={client}>
      <AppLanguage>
        <AccountSettingsPage />
      </AppLanguage>
    </Providers>,
  );
  return userEvent.setup();
}

describe('AccountSettingsPage in the account’s language', () => {
  it('shows every section in German, with its plurals and dates', async () => {
    const person = renderPage({ ...makeUser('jonas@example.com'), locale: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kontoeinstellungen' }),
    ).toBeTruthy();
    expect(document.title.startsWith('Kontoeinstellungen - ')).toBe(true);
    for (const title of [
      'Profil',
      'Sprache',
      'Anmeldung',
      'E-Mail-Bestätigung',
      'Tarif',
      'Aktive Sitzungen',
      'API-Schlüssel',
      'Webhooks',
      'Ihre Daten',
      'Gefahrenbereich',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText('E-Mail-Konto')).toBeTruthy();
    expect(screen.getByText('jonas@example.com ist bestätigt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeTruthy();
    expect(await screen.findByText('Sie haben keine API-Schlüssel.')).toBeTruthy();
    expect(await screen.findByText('Sie haben keine Webhook-Endpunkte.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entwicklerhandbuch' }).getAttribute('href')).toBe(
      '/developers#webhooks',
    );

    // Sessions: the browser names as the server gave them, the words and dates in German.
    const rows = await screen.findAllByTestId('session-row');
    expect(rows[0]!.textContent).toContain('Firefox auf Linux');
    expect(rows[0]!.textContent).toContain('Dieses Gerät');
    expect(rows[1]!.textContent).toContain('Angemeldet am 01.11.2026');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Chrome auf Windows abmelden' }),
    ).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Überall sonst abmelden' }));
    expect(await screen.findByText('1 andere Sitzung beendet.')).toBeTruthy();

    // The name editor and the delete dialog.
    await person.click(screen.getByRole('button', { name: 'Namen bearbeiten' }));
    expect(screen.getByLabelText('Vorname')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ihr Konto löschen?' });
    expect(within(dialog).getByText(/30 Tage lang alles/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mein Konto löschen' })).toBeTruthy();
  });

  it('shows the page in Spanish, the e-mail change form too', async () => {
    const person = renderPage({ ...makeUser('ana@example.com'), locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Zona de peligro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Añadir endpoint' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Solo lectura' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Cambiar correo' }));
    const form = screen.getByRole('form', { name: 'Cambiar la dirección de correo electrónico' });
    await person.click(within(form).getByRole('button', { name: 'Enviar enlace de confirmación' }));
    expect(await within(form).findByText('Dirección de correo electrónico no válida')).toBeTruthy();
    expect(within(form).getByText('Escribe tu contraseña actual para confirmar.')).toBeTruthy();
  });
});

// The /setup page in the visitor's language (issue 42): an app screen (AppLanguage), signed out
// it speaks the language of the public pages the visitor was reading. Its words and toast are
// German; the server's messages and the address stay as they came.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import { FIRST_ADMIN_MESSAGES } from '../../../contracts/first-admin.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { rememberReadingLocale } from '../../lib/i18n/visitor-locale.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { setSessionHint } from '../../test-utils/session-hint.js';
import { SetupPage } from './setup-page.js';
import { messages as contractDe } from '../../../contracts/i18n/catalogues/contract-messages/de.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  // Back to the English reader the other tests expect.
  rememberReadingLocale('en');
});

const TOKEN = 'b'.repeat(43);
const ADMIN: PublicUser = { ...makeUser('root@example.com'), role: 'admin', locale: 'de' };

function renderInGerman(address: string | null) {
  setSessionHint(false);
  // A visitor who was reading the German pages of the site.
  rememberReadingLocale('de');
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const path = String(input instanceof Request ? input.url : input).split('?')[0];
    if (path === '/api/user')
      return Promise.resolve(json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }));
    if (path === '/api/setup/link') return Promise.resolve(json(200, { address }));
    if (path === '/api/setup/admin')
      return Promise.resolve(json(200, { message: FIRST_ADMIN_MESSAGES.done, user: ADMIN }));
    return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
  });
  vi.stubGlobal('fetch', fetch);
  const memory = memoryLocation({ path: `/setup?token=${TOKEN}`, record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppLanguage>
          <SetupPage />
        </AppLanguage>
      </Router>
    </Providers>,
  );
  return { person: userEvent.setup(), currentPath: () => memory.history?.at(-1) };
}

describe('the setup page in the visitor’s language', () => {
  it('is in German for a visitor of the German pages, and so is its toast', async () => {
    const { person, currentPath } = renderInGerman(null);
    expect(
      await screen.findByRole('heading', { name: 'Administrator einrichten' }, LOAD),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Administrator einrichten - QR Shark'));
    expect(
      await screen.findByText(/Dieser Server hat noch keinen Administrator\./, {}, LOAD),
    ).toBeTruthy();
    await person.type(screen.getByLabelText('E-Mail'), 'root@example.com');
    await person.type(screen.getByLabelText('Passwort'), 'long enough 1');
    await person.type(screen.getByLabelText('Passwort bestätigen'), 'long enough 1');
    await person.click(screen.getByRole('button', { name: 'Administrator werden' }));
    expect(await screen.findByText('Administrator eingerichtet')).toBeTruthy();
    // The server's message is a contract's: in German too (localize-message.ts).
    expect(screen.getByText(contractDe['firstAdmin.done'])).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/admin'));
  });

  it('names the link’s address as written, inside the German sentence', async () => {
    renderInGerman('boss@example.com');
    expect(
      await screen.findByText(
        'Legen Sie das Passwort für boss@example.com fest. Dieses Konto wird Administrator von QR Shark, und alle damit angemeldeten Geräte werden abgemeldet.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('E-Mail') as HTMLInputElement).value).toBe('boss@example.com');
  });
});

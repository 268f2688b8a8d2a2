// The link mailed to a new address (/confirm-email-change?token=...), in the signed-in
// account's language (issue 42 item 3): the page's words translated, the server's answer as sent.
import '../../test-utils/jsdom-shims.js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { ConfirmEmailChangePage } from './confirm-email-change-page.js';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, user: PublicUser) {
  const moved = { ...user, username: 'new@example.com', email: 'new@example.com' };
  const message = 'Your e-mail address is now new@example.com. Every other device was signed out.';
  // POST /api/confirm-email-change answers the message and the account; the account is then
  // read again (GET /api/user).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/user' ? json(200, moved) : json(200, { message, user: moved }),
    ),
  );
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <Providers client={client}>
      <Router hook={hook} searchHook={searchHook}>
        <AppLanguage>
          <ConfirmEmailChangePage />
        </AppLanguage>
      </Router>
    </Providers>,
  );
  return { message };
}

describe('ConfirmEmailChangePage in the account’s language', () => {
  it('asks, confirms and links back to the settings in French', async () => {
    const user = { ...makeUser('old@example.com'), locale: 'fr' as const };
    const { message } = renderAt(`/confirm-email-change?token=${'t'.repeat(43)}`, user);
    expect(
      await screen.findByRole('heading', { name: 'Changer votre adresse e-mail' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }));
    expect(await screen.findByRole('heading', { name: 'Adresse e-mail modifiée' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Aller aux paramètres du compte' }).getAttribute('href'),
    ).toBe('/account-settings');
  });

  it('says a link without a token does not work, in Spanish', async () => {
    renderAt('/confirm-email-change', { ...makeUser('ana@example.com'), locale: 'es' });
    expect(await screen.findByText(/Este enlace no funciona/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la configuración de la cuenta' })).toBeTruthy();
  });
});

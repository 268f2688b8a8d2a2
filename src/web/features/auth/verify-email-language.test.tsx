// The verification link's page in the app's language (issue 42): shown under AppLanguage for a
// browser signed in to a Spanish account, its words, counts and buttons are Spanish; the
// address, the codes' names and destinations and the server's messages stay as they came.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  PublicUser,
  VerificationLinkInfo,
  VerifyEmailAnswer,
} from '../../../contracts/auth.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from './index.js';
import { VerifyEmailPage } from './verify-email-page.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const ANA: PublicUser = { ...makeUser('ana@example.com'), locale: 'es' };
const TAKEN: PublicUser = { ...makeUser('owner@example.com', 2), locale: 'es' };
const INFO: VerificationLinkInfo = {
  address: 'owner@example.com',
  createdAt: '2026-03-01T10:00:00.000Z',
  signedInAsAccount: false,
};
const SERVER_DONE = 'Your e-mail address is verified.';
const ANSWER: VerifyEmailAnswer = {
  message: SERVER_DONE,
  user: TAKEN,
  handOver: {
    endedSessions: 1,
    revokedApiKeys: 2,
    removedWebhooks: [],
    dynamicCodes: {
      total: 3,
      codes: [
        {
          shortCode: 'abc123',
          name: 'Menu',
          destination: 'https://example.com/menu',
          isPaused: false,
        },
        { shortCode: 'def456', name: '', destination: 'https://example.com/old', isPaused: true },
      ],
    },
  },
};

function api(input: RequestInfo | URL): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  if (path === '/api/user') return Promise.resolve(json(200, ANA));
  if (path === '/api/verify-email/check') return Promise.resolve(json(200, INFO));
  if (path === '/api/verify-email') return Promise.resolve(json(200, ANSWER));
  return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
}

function renderInSpanish() {
  vi.stubGlobal('fetch', vi.fn(api));
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, ANA);
  const memory = memoryLocation({ path: `/verify-email?token=${'a'.repeat(43)}` });
  render(
    <Providers client={client}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppLanguage>
          <VerifyEmailPage />
        </AppLanguage>
      </Router>
    </Providers>,
  );
  return userEvent.setup();
}

describe('the verification page in the account’s language', () => {
  it('is in Spanish: the hand-over, "This was not me" and what changed', async () => {
    const person = renderInSpanish();
    expect(
      await screen.findByRole('heading', { name: 'Verifica tu dirección de correo' }, LOAD),
    ).toBeTruthy();
    // The address stays as written, inside the Spanish sentence.
    const intro = await screen.findByText(/Este enlace confirma la dirección/, {}, LOAD);
    expect(within(intro).getByText('owner@example.com').tagName).toBe('STRONG');
    expect(intro.textContent).toContain('de la cuenta creada el');
    expect(
      screen.getByText(/Este navegador no tiene la sesión iniciada en esa cuenta/),
    ).toBeTruthy();

    await person.click(screen.getByRole('button', { name: 'No he sido yo' }));
    expect(
      screen.getByText(
        '¿Eliminar la cuenta de owner@example.com? Se borra todo lo que contiene y no se puede restaurar.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar la cuenta' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('¿No has creado esta cuenta?')).toBeTruthy();

    await person.type(screen.getByLabelText('Nueva contraseña'), 'owner password 1');
    await person.type(screen.getByLabelText('Confirmar la nueva contraseña'), 'owner password 1');
    await person.click(screen.getByRole('button', { name: 'Confirmar y crear la contraseña' }));

    expect(
      await screen.findByRole('heading', { name: 'Dirección de correo verificada' }, LOAD),
    ).toBeTruthy();
    // The server's message stays as it came.
    expect(screen.getByRole('status').textContent).toBe(SERVER_DONE);
    const changed = screen.getByRole('region', { name: 'Qué ha cambiado' });
    expect(changed.textContent).toContain(
      'se ha cerrado la sesión en 1 dispositivo, se han revocado 2 claves de API, se han eliminado 0 webhooks y la contraseña',
    );
    expect(changed.textContent).toContain('Tiene 3 códigos QR dinámicos, que siguen funcionando.');
    const items = within(changed).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Menu: https://example.com/menu',
      'def456: https://example.com/old (en pausa)',
    ]);
    expect(changed.textContent).toContain('y 1 más en tu panel.');
    expect(screen.getByRole('link', { name: 'Ir a tus códigos QR' })).toBeTruthy();
  });
});

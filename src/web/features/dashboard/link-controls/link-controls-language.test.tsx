import '../../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { AppLanguage } from '../../../app/app-language.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { json, makeUser } from '../../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../../auth/index.js';
import {
  createDashboardFakeApi,
  dynamicCode,
  linkControlsView,
} from '../testing/fake-dashboard-api.js';
import { LinkControlsPanel } from './link-controls-panel.js';

// The link controls panel in the signed-in account's language (issue 42 item 3): rendered alone
// under AppLanguage, with the fake dashboard API at the fetch boundary.

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(locale: Locale) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const account = { ...makeUser('ana@example.com'), locale };
  const code = dynamicCode(3, { name: 'Menú' });
  const api = createDashboardFakeApi({ signedInAs: 'ana@example.com', dynamic: [code] });
  api.controls.set(3, linkControlsView({ passwordAllowed: true }));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/user')
        ? Promise.resolve(json(200, account))
        : api.fetch(input, init),
    ),
  );
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, account);
  render(
    <Providers client={client}>
      <AppLanguage>
        <LinkControlsPanel code={code} />
      </AppLanguage>
    </Providers>,
  );
  return { api, user: userEvent.setup() };
}

describe('link controls in the account’s language', () => {
  it('shows the panel, the split and the smart rules in Spanish', async () => {
    const { user } = renderPanel('es');
    const form = await screen.findByRole('form', { name: 'Controles del enlace' }, LOAD);
    expect(document.documentElement.lang).toBe('es');
    expect(within(form).getByText('Programación y caducidad')).toBeTruthy();
    expect(within(form).getByLabelText('Caduca el')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Guardar los controles del enlace' }));

    const split = screen.getByRole('form', { name: 'Reparto (prueba A/B)' });
    await user.click(within(split).getByRole('button', { name: 'Configurar un reparto' }));
    expect(within(split).getByLabelText('Destino A')).toBeTruthy();
    expect(within(split).getByText('Total: 100 % de 100 %')).toBeTruthy();

    const rules = screen.getByRole('form', { name: 'Reglas inteligentes' });
    expect(within(rules).getByText('Aún no hay reglas.')).toBeTruthy();
    await user.click(within(rules).getByRole('button', { name: 'Añadir regla' }));
    expect(within(rules).getByLabelText('URL de destino de la regla 1')).toBeTruthy();
    // The days are the browser's own names for them (Intl), in Spanish.
    expect(within(rules).getByLabelText('lunes')).toBeTruthy();
    expect(within(rules).getByRole('button', { name: 'Quitar la regla 1' })).toBeTruthy();

    expect(await screen.findByRole('region', { name: 'Generador de UTM' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Estado del destino' })).toBeTruthy();
    expect(screen.getByText('Últimos cambios de destino')).toBeTruthy();
    expect(await screen.findByText('Aún no hay cambios.', {}, LOAD)).toBeTruthy();
  });

  it('says a saved change in German', async () => {
    const { user } = renderPanel('de');
    const rules = await screen.findByRole('form', { name: 'Smart-Regeln' }, LOAD);
    await user.click(within(rules).getByRole('button', { name: 'Regel hinzufügen' }));
    await user.type(within(rules).getByLabelText('Ziel-URL von Regel 1'), 'https://example.com/de');
    expect(within(rules).getByLabelText('Montag')).toBeTruthy();
    await user.click(within(rules).getByLabelText('Andere Geräte'));
    await user.click(within(rules).getByRole('button', { name: 'Regeln speichern' }));
    expect(await screen.findByText('Smart-Regeln: gespeichert', {}, LOAD)).toBeTruthy();
  });
});

// Issue 42 item 3: the dashboard's lists in the signed-in account's language. The English texts
// are the other tests' (test-setup renders English); here the account speaks Spanish or German.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { AppRoutes } from '../../app/app-routes.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { createDashboardFakeApi, dynamicCode, savedCode } from './testing/fake-dashboard-api.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDashboard(path: string, locale: Locale) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ana@example.com',
    dynamic: [
      dynamicCode(1, {
        name: 'Menú del día',
        folderId: 10,
        tags: ['comida'],
        scanCount: 12000,
        createdAt: '2026-01-01T10:00:00.000Z',
      }),
      dynamicCode(2, { name: '', scanCount: 1, createdAt: '2026-01-02T10:00:00.000Z' }),
    ],
    saved: [savedCode(50, { name: 'Cartel wifi', qrType: 'wifi', content: { ssid: 'Cafe' } })],
  });
  api.folders = [{ id: 10, name: 'Restaurante' }];
  api.tags = [{ id: 20, name: 'comida', colour: 'green' }];
  // The session's account speaks `locale`.
  const answer = api.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') === 'GET' && new URL(url, 'http://x').pathname === '/api/user') {
      return json(200, { ...makeUser('ana@example.com'), locale });
    }
    return answer(input, init);
  });
  const memory = memoryLocation({ path, record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppRoutes />
      </Router>
    </Providers>,
  );
  return { api, user: userEvent.setup() };
}

describe('the dashboard in the account’s language (issue 42)', () => {
  it('shows the active list, its cards and filters in Spanish', async () => {
    const { user } = openDashboard('/', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis códigos QR' }, LOAD),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const nav = screen.getAllByRole('navigation', { name: 'Panel' })[0]!;
    expect(within(nav).getByRole('link', { name: /Códigos activos/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Códigos en pausa/ })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Menú del día' }, LOAD);
    // Counts and dates in Spanish, the owner's names as written.
    expect(within(card).getByText('12.000 escaneos')).toBeTruthy();
    expect(within(card).getByText('Dinámico')).toBeTruthy();
    expect(within(card).getByText(/^Creado el /)).toBeTruthy();
    expect(within(card).getByText('Restaurante')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Editar: Menú del día' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Sin título' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Cartel wifi' })).getByText('Wi-Fi'),
    ).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Buscar códigos' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Más recientes primero' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Vista' })).toBeTruthy();
    // The table, its headers and its bulk bar.
    await user.click(screen.getByRole('button', { name: 'Tabla' }));
    const table = await screen.findByRole('table', {}, LOAD);
    expect(within(table).getByRole('columnheader', { name: /Enlace corto/ })).toBeTruthy();
    expect(within(table).getByText('12.000')).toBeTruthy();
    expect(within(table).getByText('Guardado')).toBeTruthy();
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar Menú del día' }));
    const bar = screen.getByRole('region', { name: 'Acciones en lote' });
    expect(within(bar).getByText('1 código seleccionado')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Descargar ZIP' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Borrar la selección' })).toBeTruthy();
  });

  it('shows the paused list and the folders manager in German', async () => {
    const { user } = openDashboard('/?view=paused', 'de');
    expect(await screen.findByRole('heading', { name: /Pausierte Codes/ }, LOAD)).toBeTruthy();
    expect(await screen.findByText('Keine pausierten Codes', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zurück zu den aktiven/ })).toBeTruthy();
    await user.click(screen.getAllByRole('link', { name: /Aktive Codes/ })[0]!);
    await user.click(await screen.findByRole('button', { name: /Ordner und Tags/ }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Ordner und Tags' }, LOAD);
    expect(within(dialog).getByRole('button', { name: 'Ordner Restaurante löschen' })).toBeTruthy();
    expect(within(dialog).getAllByRole('option', { name: 'Grün' }).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ordner Restaurante löschen' }));
    expect(await screen.findByText('Ordner „Restaurante“ löschen?')).toBeTruthy();
    expect(screen.getByText(/bleib(t|en) erhalten, in keinem Ordner\.$/)).toBeTruthy();
  });
});

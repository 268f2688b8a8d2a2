// The Brand kits page and its "Apply to codes" dialog in the signed-in account's language
// (issue 42): shown under AppLanguage for a Spanish account, its words, toasts and counts in
// Spanish; the kits' names stay as the workspace wrote them.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { BrandKitsPage } from './brand-kits-page.js';
import { kit } from './testing/with-design-kits.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const ANA: PublicUser = { ...makeUser('ana@example.com'), locale: 'es' };
const KITS = [kit(1, 'Navy', { fgColor: '#1E3A8A' }, true), kit(2, 'Wine', { fgColor: '#7F1D1D' })];
const code = (id: number, name: string) => ({ id, name });

function api(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  const method = init?.method ?? 'GET';
  if (path === '/api/user') return Promise.resolve(json(200, ANA));
  if (path === '/api/designs' && method === 'GET')
    return Promise.resolve(json(200, { data: KITS }));
  if (path === '/api/dynamic-qrcodes') return Promise.resolve(json(200, [code(3, 'Menu')]));
  if (path === '/api/dynamic-qrcodes/paused') return Promise.resolve(json(200, []));
  if (path === '/api/qrcodes') return Promise.resolve(json(200, [code(4, 'Flyer')]));
  if (path === '/api/designs/2' && method === 'PATCH') {
    return Promise.resolve(json(200, { ...KITS[1], isDefault: true }));
  }
  if (path === '/api/designs/2/apply') {
    return Promise.resolve(
      json(200, {
        applied: 2,
        failed: 0,
        results: [
          { kind: 'dynamic', id: 3, ok: true },
          { kind: 'saved', id: 4, ok: true },
        ],
      }),
    );
  }
  return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
}

function renderInSpanish() {
  vi.stubGlobal('fetch', vi.fn(api));
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, ANA);
  render(
    <Providers client={client}>
      <AppLanguage>
        <BrandKitsPage canEdit createHref="/?view=create" />
      </AppLanguage>
    </Providers>,
  );
  return userEvent.setup();
}

describe('the Brand kits page in the account’s language', () => {
  it('is in Spanish for a Spanish account, and so are its toasts and the apply dialog', async () => {
    const person = renderInSpanish();
    expect(await screen.findByRole('heading', { name: 'Kits de marca' }, LOAD)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Crea un código para guardar un kit nuevo' }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Kits de marca' }, LOAD);
    const [navy, wine] = within(list).getAllByRole('listitem');
    expect(navy!.textContent).toContain('NavyPredeterminado');
    expect(within(navy!).getByRole('button', { name: 'Quitar como predeterminado' })).toBeTruthy();
    expect(within(wine!).getByRole('button', { name: 'Renombrar' })).toBeTruthy();
    expect(within(wine!).getByRole('button', { name: 'Eliminar' })).toBeTruthy();

    await person.click(within(wine!).getByRole('button', { name: 'Hacer predeterminado' }));
    expect(
      await screen.findByText('«Wine» es ahora el predeterminado para los códigos nuevos'),
    ).toBeTruthy();

    await person.click(within(wine!).getByRole('button', { name: 'Aplicar a códigos…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aplicar «Wine» a códigos' });
    const codes = await within(dialog).findByRole(
      'group',
      { name: 'Códigos de este espacio de trabajo' },
      LOAD,
    );
    expect(within(codes).getByText('(dinámico)')).toBeTruthy();
    expect(within(codes).getByText('(guardado)')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Aplicar a 0 códigos' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await person.click(within(codes).getByRole('checkbox', { name: /Menu/ }));
    expect(within(dialog).getByRole('button', { name: 'Aplicar a 1 código' })).toBeTruthy();
    await person.click(within(codes).getByRole('checkbox', { name: /Flyer/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Aplicar a 2 códigos' }));
    expect(await screen.findByText('2 códigos rediseñados con «Wine»')).toBeTruthy();
  });
});

import '../../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { AppLanguage } from '../../../app/app-language.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { json, makeUser } from '../../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../../auth/index.js';
import { createDashboardFakeApi, dynamicCode } from '../testing/fake-dashboard-api.js';
import { CodeDialogs, type CodeDialog } from './code-dialogs.js';

// The dashboard's dialogs in the signed-in account's language (issue 42 item 3), rendered alone
// under AppLanguage with the fake dashboard API at the fetch boundary.

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const code = dynamicCode(3, { name: 'Carta' });

function renderDialog(locale: Locale, dialog: CodeDialog) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const account = { ...makeUser('ana@example.com'), locale };
  const api = createDashboardFakeApi({ signedInAs: 'ana@example.com', dynamic: [code] });
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
        <CodeDialogs dialog={dialog} onClose={() => undefined} />
      </AppLanguage>
    </Providers>,
  );
}

describe('code dialogs in the account’s language', () => {
  it('edits a code in Spanish', async () => {
    renderDialog('es', { type: 'edit', item: { kind: 'dynamic', code } });
    const dialog = await screen.findByRole('dialog', { name: 'Editar destino' }, LOAD);
    expect(document.documentElement.lang).toBe('es');
    expect(within(dialog).getByLabelText('URL de destino')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Menú/PDF' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mostrar el historial de cambios' }));
  });

  it('asks before deleting, in German', async () => {
    renderDialog('de', { type: 'delete', item: { kind: 'dynamic', code } });
    const dialog = await screen.findByRole('dialog', { name: '„Carta“ löschen?' }, LOAD);
    expect(within(dialog).getByText(/Dies kann nicht rückgängig gemacht werden/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeTruthy();
  });

  it('files a code in French', async () => {
    renderDialog('fr', { type: 'labels', item: { kind: 'dynamic', code } });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Dossier et étiquettes\u00a0: Carta' },
      LOAD,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Dossier' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ajouter l’étiquette' })).toBeTruthy();
  });

  it('offers the downloads in Portuguese', async () => {
    renderDialog('pt', { type: 'preview', item: { kind: 'dynamic', code } });
    const dialog = await screen.findByRole('dialog', { name: 'Carta' }, LOAD);
    expect(within(dialog).getByRole('button', { name: 'Baixar PNG' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Baixar SVG' })).toBeTruthy();
  });
});

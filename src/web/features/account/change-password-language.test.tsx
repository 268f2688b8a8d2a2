// The Change Password dialog in the page's language (issue 42): the header's account menu opens
// it on public pages too, outside AppLanguage, so it speaks through the site's messages (the
// chrome namespace). Here on a Spanish public page (no app messages loaded): its title, labels,
// buttons and toasts are Spanish; the contract's and the server's messages stay as they came.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_PASSWORD_MESSAGES } from '../../../contracts/auth.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { bundle as spanishSite } from '../../lib/i18n/bundles/es.js';
import { createQueryClient } from '../../lib/query-client.js';
import { createFakeApi } from '../../test-utils/fake-api.js';
import { ChangePasswordDialog } from './change-password-dialog.js';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderOnSpanishPage(googleOnly = false) {
  const api = createFakeApi({ signedInAs: 'eve@example.com' });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <I18nProvider value={{ locale: 'es', bundle: spanishSite }}>
      <Providers client={createQueryClient()}>
        <ChangePasswordDialog open onOpenChange={() => {}} googleOnly={googleOnly} />
      </Providers>
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('the Change Password dialog in the page’s language', () => {
  it('is in Spanish on a Spanish page, its failure toast too', async () => {
    const person = renderOnSpanishPage();
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    expect(
      within(dialog).getByText('Escribe tu contraseña actual y elige una nueva.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    await person.type(within(dialog).getByLabelText('Contraseña actual'), 'old-secret');
    await person.type(within(dialog).getByLabelText('Nueva contraseña'), 'new-secret');
    await person.type(within(dialog).getByLabelText('Confirmar la nueva contraseña'), 'new-secret');
    await person.click(within(dialog).getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByText('Contraseña no actualizada')).toBeTruthy();
    // The server's reason stays as it came (under the field and in the toast).
    expect(screen.getAllByText(CHANGE_PASSWORD_MESSAGES.currentWrong).length).toBeGreaterThan(0);
  });

  it('is "Crear una contraseña" for a Google-only account', async () => {
    renderOnSpanishPage(true);
    const dialog = await screen.findByRole('dialog', { name: 'Crear una contraseña' });
    expect(within(dialog).getByText(/^Inicias sesión con Google\./)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Contraseña actual')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Crear contraseña' })).toBeTruthy();
  });
});

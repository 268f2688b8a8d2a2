// The /admin page in the signed-in account's language (issue 42): for an admin whose account is
// Spanish, its tabs, lists, dialogs, toasts and figures are Spanish, dates and numbers in
// Spanish form; what the server wrote (addresses, subjects, errors, audit actions) stays.
import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/toast.js';
import { json } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';
import {
  adminUser,
  contactMessage,
  createAdminFakeApi,
  outboxMail,
} from './testing/fake-admin-api.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const ADMIN = { id: 1, email: 'jefa@example.com' };
const SIGNED_IN = '2026-03-04T09:00:00.000Z';

/** The admin fake, its session's account speaking Spanish. */
function openInSpanish() {
  const api = createAdminFakeApi({
    signedInAs: ADMIN,
    users: [
      adminUser(1, { email: ADMIN.email, role: 'admin', plan: 'premium', codeCount: 1 }),
      adminUser(2, {
        email: 'ana@example.com',
        plan: 'trial',
        codeCount: 5,
        lastSignInAt: SIGNED_IN,
      }),
    ],
    messages: [contactMessage(1, { subject: 'Marcos y colores', inquiryType: 'feedback' })],
    mails: [
      outboxMail(2, {
        subject: 'Consejos semanales',
        status: 'failed',
        attempts: 8,
        error: '550 mailbox unavailable',
        sentAt: null,
      }),
    ],
  });
  const english = api.fetch;
  const spanish: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.replace(/^https?:\/\/[^/]+/, '') === '/api/user') {
      const me = (await (await english(input, init)).json()) as Record<string, unknown>;
      return json(200, { ...me, locale: 'es' });
    }
    return english(input, init);
  };
  return renderApp('/admin', { ...api, fetch: spanish });
}

describe('the admin page in the account’s language', () => {
  it('is in Spanish for a Spanish account; the server’s words stay as written', async () => {
    const { user } = openInSpanish();
    expect(
      await screen.findByRole('heading', { name: 'Administración', level: 1 }, LOAD),
    ).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Secciones de administración' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Usuarios', 'Mensajes', 'Bandeja de salida', 'Sistema', 'Registro de auditoría']);

    // Users: plan, count and dates in Spanish; the addresses as they are.
    const ana = await screen.findByRole('listitem', { name: 'ana@example.com' }, LOAD);
    expect(ana.textContent).toContain('Plan de prueba gratuita · 5 códigos · creado el ');
    expect(ana.textContent).toContain(
      `último inicio de sesión: ${new Date(SIGNED_IN).toLocaleString('es')}`,
    );
    const boss = screen.getByRole('listitem', { name: ADMIN.email });
    expect(boss.textContent).toContain('Plan Premium · 1 código');
    expect(boss.textContent).toContain('último inicio de sesión: nunca');
    expect(within(boss).getByText('administrador')).toBeTruthy();
    expect(screen.getByText('2 encontrados')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar por correo electrónico' })).toBeTruthy();
    expect(within(ana).getByRole('button', { name: 'Eliminar' })).toBeTruthy();

    await user.click(within(ana).getByRole('button', { name: 'Hacer administrador' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Hacer administrador a este usuario?',
    });
    expect(dialog.textContent).toContain(
      'ana@example.com. Queda anotado en el registro de auditoría.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hacer administrador' }));
    expect(await screen.findByText('Ahora es administrador')).toBeTruthy();

    // Messages: the inquiry type in Spanish, the sender's words as written.
    await user.click(screen.getByRole('tab', { name: 'Mensajes' }));
    const messages = await screen.findByRole('region', { name: 'Mensajes de contacto' });
    const message = await within(messages).findByRole('listitem', { name: 'Marcos y colores' });
    expect(message.textContent).toContain('Sender 1 <sender1@example.com> · comentarios · ');
    expect(within(message).getByRole('link', { name: 'Responder por correo' })).toBeTruthy();
    expect(within(message).getByRole('button', { name: 'Marcar como leído' })).toBeTruthy();

    // Outbox: status and attempts in Spanish; the mail's error as the server wrote it.
    await user.click(screen.getByRole('tab', { name: 'Bandeja de salida' }));
    const outbox = await screen.findByRole('region', { name: 'Bandeja de salida' });
    const mail = await within(outbox).findByRole('listitem', { name: 'Consejos semanales' });
    expect(mail.textContent).toContain('Para reader2@example.com · fallido · 8 intentos');
    expect(within(mail).getByText('Error: 550 mailbox unavailable')).toBeTruthy();
    expect(within(mail).getByRole('button', { name: 'Leer el texto' })).toBeTruthy();
    await user.click(within(mail).getByRole('button', { name: 'Enviar de nuevo' }));
    expect(await screen.findByText('De nuevo en cola')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(outbox).getByRole('listitem', { name: 'Consejos semanales' }).textContent,
      ).toContain('Para reader2@example.com · en cola · 0 intentos · en cola desde el '),
    );

    // System: labels, sizes and counts in Spanish form.
    await user.click(screen.getByRole('tab', { name: 'Sistema' }));
    const system = await screen.findByRole('region', { name: 'Sistema' });
    const figure = async (label: string) =>
      (await within(system).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Tamaño de la base de datos')).toBe('12,5 MB (postgres)');
    expect(await figure('Tiempo en marcha')).toBe('2 d 3 h');
    expect(await figure('Correo')).toBe(
      '2 en cola · 9 enviados · 1 fallido (sin SMTP: se quedan en la bandeja de salida)',
    );

    // Audit log: the action's name as recorded, "by" in Spanish.
    await user.click(screen.getByRole('tab', { name: 'Registro de auditoría' }));
    const audit = await screen.findByRole('region', { name: 'Registro de auditoría' });
    await waitFor(() =>
      expect(
        within(audit)
          .getAllByRole('listitem')
          .map((entry) => entry.textContent)
          .some((text) =>
            /^user\.make-admin · ana@example\.com · por jefa@example\.com · /.test(text ?? ''),
          ),
      ).toBe(true),
    );
  });
});

// The newsletter's screens in the signed-in account's language (issue 42): the admins'
// /newsletter for a German account; the mail preferences of /account-settings, the unsubscribe
// and confirmation pages for a Spanish one; and the footer's signup form on a Spanish public
// page (the site's messages). Subjects, addresses and the server's own answers stay as written.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { bundle as spanishSite } from '../../lib/i18n/bundles/es.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';
import { NewsletterSignup } from './newsletter-signup.js';
import { campaign, createNewsletterFakeApi } from './testing/fake-newsletter-api.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

type Options = Parameters<typeof createNewsletterFakeApi>[0];

/**
 * The newsletter fake with its session's account in `locale`; a confirmation link it does not
 * know is refused as the server refuses it (INVALID_CONFIRMATION_LINK).
 */
function openIn(
  locale: Locale,
  path: string,
  options: Options,
  prepare?: (api: ReturnType<typeof createNewsletterFakeApi>) => void,
) {
  const api = createNewsletterFakeApi(options);
  prepare?.(api);
  const english = api.fetch;
  const localized: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input).replace(
      /^https?:\/\/[^/]+/,
      '',
    );
    const answer = await english(input, init);
    if (url === '/api/user' && answer.ok) {
      return json(200, { ...((await answer.json()) as object), locale });
    }
    if (url === '/api/newsletter/confirm' && answer.status === 400) {
      const { message } = (await answer.json()) as { message: string };
      return json(400, { message, code: 'INVALID_CONFIRMATION_LINK' });
    }
    return answer;
  };
  return { api, ...renderApp(path, { ...api, fetch: localized }) };
}

describe('the newsletter page in the account’s language', () => {
  it('is in German for a German admin; subjects and the server’s answers stay', async () => {
    const { user } = openIn('de', '/newsletter', {
      signedInAs: { email: 'chefin@example.com' },
      campaigns: [campaign(1, { subject: 'Ältere Tipps', sent: 9, failed: 1 })],
    });
    expect(await screen.findByRole('heading', { name: 'Newsletter verfassen' }, LOAD)).toBeTruthy();
    const figures = await screen.findByRole('region', { name: 'Kennzahlen' }, LOAD);
    await waitFor(() => expect(figures.textContent).toContain('Nutzer insgesamt'));
    const cards = [...figures.children].map((card) => card.textContent);
    expect(cards).toEqual([
      'Nutzer insgesamt1208 neu in 7 Tagen',
      'QR-Codes45531 neu in 7 Tagen',
      'Abonnenten645 warten auf Bestätigung',
    ]);

    // Nothing to send: the check's toast in German.
    await user.click(screen.getByRole('button', { name: 'An Abonnenten senden' }));
    expect(await screen.findByText('Angaben fehlen')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Betreff und Inhalt des Newsletters an.')).toBeTruthy();
    act(() => dismissToast());

    await user.type(screen.getByLabelText('Betreff'), 'Drucktipps');
    await user.type(screen.getByLabelText('Inhalt (Markdown)'), 'Codes ab **2 cm** Breite.');
    expect(within(screen.getByLabelText('Vorschau')).getByText('2 cm').tagName).toBe('STRONG');
    expect(
      screen.getByLabelText('Kennzahlen dieser Woche einfügen (Nutzer und QR-Codes)'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'An Abonnenten senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diesen Newsletter senden?' });
    expect(dialog.textContent).toContain('Er geht an alle bestätigten Abonnenten.');
    await user.click(within(dialog).getByRole('button', { name: 'Newsletter senden' }));
    expect(await screen.findByText('Newsletter eingereiht')).toBeTruthy();
    expect(screen.getByText('64 mails queued to 64 confirmed subscribers.')).toBeTruthy();
    act(() => dismissToast());

    // The history: headers and kinds in German, the subjects as written.
    const history = screen.getByRole('region', { name: 'Kampagnen' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Gesendet',
      'Art',
      'Betreff',
      'Eingereiht',
      'Zugestellt',
      'Fehlgeschlagen',
      'Aktionen',
    ]);
    const row = (await within(history).findByRole('cell', { name: 'Drucktipps' })).closest('tr')!;
    expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('Newsletter');
    expect(
      within(history).getByRole('button', { name: '„Ältere Tipps“ an neue Abonnenten senden' }),
    ).toBeTruthy();

    // A notification send: asked in German, the server's count said with German words around.
    const notifications = screen.getByRole('region', { name: 'Benachrichtigungen' });
    await user.click(
      within(notifications).getByRole('button', { name: 'Willkommens-E-Mail senden' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Die Willkommens-E-Mail senden?' });
    await user.click(within(ask).getByRole('button', { name: 'Senden' }));
    expect((await within(notifications).findByRole('status')).textContent).toBe(
      'Welcome mail queued to 3 users. (3 von 7 Nutzern)',
    );
  });

  it('answers a German non-admin in German', async () => {
    openIn('de', '/newsletter', { signedInAs: { email: 'ann@example.com', role: 'user' } });
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      '403: Nur Administratoren können Newsletter und Benachrichtigungen versenden.',
    );
  });
});

describe('the subscriber’s screens in the account’s language', () => {
  it('shows the mail preferences in Spanish, with the save toast and the pending note', async () => {
    const { user } = openIn('es', '/account-settings', {
      signedInAs: { email: 'ana@example.com', role: 'user' },
      emailVerified: false,
    });
    const heading = await screen.findByRole('heading', { name: 'Preferencias de correo' }, LOAD);
    const card = heading.closest('section')!;
    await within(card).findByRole('switch', { name: 'Boletín Shark Tips' }, LOAD);
    expect(card.textContent).toContain(
      'Correos enviados a ana@example.com. Los correos de la cuenta y de seguridad se envían siempre.',
    );
    expect(card.textContent).toContain('Un correo semanal sobre códigos QR y marketing.');
    for (const name of [
      'Resumen semanal de escaneos',
      'Recordatorios de códigos en pausa',
      'Anuncios',
      'Alertas de enlaces rotos',
    ]) {
      expect(within(card).getByRole('switch', { name })).toBeTruthy();
    }

    await user.click(within(card).getByRole('switch', { name: 'Boletín Shark Tips' }));
    expect(await screen.findByText('Preferencias de correo: guardado')).toBeTruthy();
    expect(
      await within(card).findByText(
        'Esperando a que sigas el enlace de confirmación que te enviamos.',
      ),
    ).toBeTruthy();
  });

  it('unsubscribes and subscribes again in Spanish', async () => {
    const { user } = openIn('es', '/unsubscribe?token=unsub-1', {
      signedInAs: { email: 'ana@example.com', role: 'user' },
      lists: { 'unsub-1': { address: 'reader@example.com', list: 'newsletter', subscribed: true } },
    });
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'reader@example.com recibe el boletín Shark Tips.',
        ),
      LOAD,
    );
    expect(screen.getByRole('heading', { name: 'Darse de baja', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'reader@example.com se ha dado de baja del boletín Shark Tips. Ya no recibirás estos correos.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Volver a suscribirme' })).toBeTruthy();
  });

  it('confirms a subscription in Spanish; a link no longer valid is refused in Spanish', async () => {
    const { unmount } = openIn(
      'es',
      '/newsletter/confirm?token=tok-1',
      { signedInAs: { email: 'ana@example.com', role: 'user' } },
      (api) => api.confirmations.set('tok-1', 'reader@example.com'),
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: '¡Te damos la bienvenida a la manada!', level: 1 },
        LOAD,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'La dirección reader@example.com está suscrita. Recibirás cada semana Shark Tips sobre códigos QR y estrategias de marketing.',
    );
    expect(screen.getByRole('link', { name: 'Crear un código QR' })).toBeTruthy();
    unmount();

    openIn('es', '/newsletter/confirm?token=tok-1', {
      signedInAs: { email: 'ana@example.com', role: 'user' },
    });
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      'Este enlace de confirmación no es válido o ha expirado. Vuelve a suscribirte desde el pie de página.',
    );
  });
});

describe('the footer signup on a Spanish page', () => {
  function renderSignup() {
    const api = createNewsletterFakeApi();
    vi.stubGlobal('fetch', api.fetch);
    render(
      <I18nProvider value={{ locale: 'es', bundle: spanishSite }}>
        <Providers client={createQueryClient()}>
          <NewsletterSignup />
        </Providers>
      </I18nProvider>,
    );
    return { api, user: userEvent.setup() };
  }

  it('subscribes in Spanish, the server’s usual answer said in Spanish too', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'lector@example.com');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect((await screen.findByRole('status', {}, LOAD)).textContent).toBe(
      '¡Suscripción completada!Revisa tu bandeja de entrada: sigue el enlace que te enviamos para confirmar tu suscripción.',
    );
    expect(await screen.findByText('¡Te damos la bienvenida a la manada!')).toBeTruthy();
  });

  it('refuses an address without @ in Spanish, asking the server nothing', async () => {
    const { api, user } = renderSignup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'sin-arroba');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText('Correo no válido')).toBeTruthy();
    expect(screen.getByText('Escribe una dirección de correo válida.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

// The workspace screens in the signed-in account's language (issue 42): /workspace (members and
// roles, invitations, the audit trail, company sign-in, new and delete), the invitation page,
// the header's switcher and the plan screens' owners note, shown under AppLanguage for a Spanish
// or German account; outside the app's screens (a public page) the switcher and the note stay
// English.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { setCurrentWorkspace } from '../../lib/workspace.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { AcceptInvitationPage } from './accept-invitation-page.js';
import { BillingOwnersNote } from './workspace-billing.js';
import { WorkspacePage } from './workspace-page.js';
import { WorkspaceSwitcher } from './workspace-switcher.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  setCurrentWorkspace(null);
  vi.unstubAllGlobals();
});

const WORKSPACES = [
  { id: 1, name: 'Ana', role: 'owner', personal: true },
  { id: 7, name: 'Café Lisboa', role: 'owner', personal: false },
];
const MEMBERS = [
  {
    userId: 1,
    email: 'ana@example.com',
    name: 'Ana',
    role: 'owner',
    joinedAt: '2026-03-05T10:00:00.000Z',
  },
  {
    userId: 2,
    email: 'bo@example.com',
    name: null,
    role: 'viewer',
    joinedAt: '2026-04-01T10:00:00.000Z',
  },
];
const INVITATIONS = [
  {
    id: 3,
    email: 'cy@example.com',
    role: 'editor',
    invitedBy: 'ana@example.com',
    sentAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    status: 'pending',
  },
];
const SIGN_IN = {
  configured: true,
  issuer: 'https://login.cafe.example',
  clientId: 'qr-shark',
  hasSecret: true,
  domain: 'cafe.example',
  required: false,
  verifyRecord: { type: 'TXT', name: '_qrshark.cafe.example', value: 'qrshark-verify=abc' },
  domainVerifiedAt: null,
  redirectUri: 'https://qrshark.example/api/auth/company/callback',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** Answers the workspace screens' requests; anything else is a 404. */
function api(input: RequestInfo | URL): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  if (path === '/api/workspaces') return Promise.resolve(json(200, WORKSPACES));
  if (/^\/api\/workspaces\/\d+\/members$/.test(path ?? ''))
    return Promise.resolve(json(200, MEMBERS));
  if (path === '/api/workspaces/7/invitations') return Promise.resolve(json(200, INVITATIONS));
  if (path === '/api/workspaces/7/audit') {
    return Promise.resolve(json(200, { entries: [], nextBefore: null }));
  }
  if (path === '/api/workspaces/7/sign-in') return Promise.resolve(json(200, SIGN_IN));
  if (path === '/api/invitations/lookup') {
    return Promise.resolve(
      json(200, {
        workspaceName: 'Café Lisboa',
        role: 'editor',
        email: 'ana@example.com',
        valid: true,
        status: 'pending',
      }),
    );
  }
  return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
}

function renderAs(locale: Locale, children: ReactNode, app = true) {
  vi.stubGlobal('fetch', vi.fn(api));
  const client = createQueryClient();
  const user: PublicUser = { ...makeUser('ana@example.com'), locale };
  client.setQueryData(USER_QUERY_KEY, user);
  render(
    <Providers client={client}>{app ? <AppLanguage>{children}</AppLanguage> : children}</Providers>,
  );
  return userEvent.setup();
}

describe('the workspace page in the account’s language', () => {
  it('is in Spanish for a Spanish account: roles, members, invitations, audit and company sign-in', async () => {
    setCurrentWorkspace(7);
    const person = renderAs('es', <WorkspacePage />);
    expect(
      await screen.findByRole('heading', { name: 'Café Lisboa', level: 1 }, LOAD),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText(/Espacio de trabajo · tu rol:/).textContent).toBe(
      'Espacio de trabajo · tu rol: propietario',
    );
    expect(screen.getByLabelText('Nombre del espacio de trabajo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar nombre' })).toBeTruthy();

    // Members: the roles named in Spanish, the date in Spanish.
    const members = await screen.findByRole('list', { name: 'Miembros' }, LOAD);
    const bo = within(members).getAllByRole('listitem')[1]!;
    const role = within(bo).getByRole('combobox', { name: 'Rol de bo@example.com' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['propietario', 'administrador', 'editor', 'lector']);
    expect(within(bo).getByText(/bo@example\.com · se unió el 1 abr 2026/)).toBeTruthy();
    expect(within(bo).getByRole('button', { name: 'Quitar a bo@example.com' }).textContent).toBe(
      'Quitar',
    );
    expect(within(members).getAllByRole('listitem')[0]!.textContent).toContain('(tú)');

    // Invitations and the audit trail.
    expect(screen.getByRole('heading', { name: 'Invitar a personas' })).toBeTruthy();
    const pending = await screen.findByRole('list', { name: 'Invitaciones pendientes' }, LOAD);
    expect(within(pending).getByText('cy@example.com · editor')).toBeTruthy();
    expect(
      within(pending).getByText(/^Enviada el .+, válida hasta el .+ · por ana@example\.com$/),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Reenviar la invitación a cy@example.com' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Registro de auditoría' })).toBeTruthy();
    expect(
      await screen.findByText('Ningún cambio coincide con estos filtros.', {}, LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeTruthy();

    // Company sign-in, set up but its domain not proven yet.
    expect(screen.getByRole('heading', { name: 'Inicio de sesión de empresa' })).toBeTruthy();
    expect(
      await screen.findByText(
        /^Aún no está activo: demuestra que controlas cafe\.example/,
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar el nombre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar dominio' })).toBeTruthy();
    expect(screen.getByText('https://qrshark.example/api/auth/company/callback').tagName).toBe(
      'CODE',
    );

    // The page's own checks speak Spanish too.
    await person.click(screen.getByRole('button', { name: 'Crear espacio de trabajo' }));
    expect(
      await screen.findByText('Ponle un nombre al espacio de trabajo (de 1 a 100 caracteres)'),
    ).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Escribe el correo electrónico al que invitar')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Eliminar este espacio de trabajo' })).toBeTruthy();
    expect(screen.getByLabelText('Escribe «Café Lisboa» para confirmar')).toBeTruthy();
  });

  it('is in German for a German account, its forms wrapping rather than fixed widths', async () => {
    setCurrentWorkspace(7);
    renderAs('de', <WorkspacePage />);
    expect(
      await screen.findByRole('heading', { name: 'Café Lisboa', level: 1 }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/Arbeitsbereich · Ihre Rolle:/).textContent).toBe(
      'Arbeitsbereich · Ihre Rolle: Inhaber',
    );
    expect(screen.getByRole('heading', { name: 'Mitglieder' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Änderungsprotokoll' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Firmenanmeldung' })).toBeTruthy();
    const withdraw = await screen.findByRole(
      'button',
      { name: 'Einladung an cy@example.com zurückziehen' },
      LOAD,
    );
    // The longer German buttons of an invitation wrap to a new line at 390 px.
    expect(withdraw.parentElement?.className).toContain('flex-wrap');
    const invite = screen.getByRole('button', { name: 'Einladen' }).closest('form')!;
    expect(invite.className).not.toMatch(/grid-cols-\[1fr_10rem/);
  });
});

describe('the invitation page in the account’s language', () => {
  it('says who is invited, as what, in Spanish', async () => {
    window.history.replaceState(null, '', '/invitations/accept?token=abc');
    renderAs('es', <AcceptInvitationPage />);
    expect(await screen.findByRole('heading', { name: 'Unirte a Café Lisboa' }, LOAD)).toBeTruthy();
    expect(screen.getByText(/^Te han invitado al espacio de trabajo/).textContent).toMatch(
      /^Te han invitado al espacio de trabajo «Café Lisboa» en .+ como editor: crea, edita, pausa y elimina códigos; ve las estadísticas\.$/,
    );
    expect(screen.getByText('editor').tagName).toBe('STRONG');
    expect(screen.getByText(/^Sesión iniciada como/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unirte a Café Lisboa' })).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });
});

describe('the switcher and the owners note', () => {
  it('speak the account’s language inside the app', async () => {
    setCurrentWorkspace(7);
    renderAs(
      'de',
      <>
        <WorkspaceSwitcher />
        <BillingOwnersNote workspaceId={7} />
      </>,
    );
    expect(
      await screen.findByRole(
        'link',
        { name: 'Einstellungen und Mitglieder von Café Lisboa' },
        LOAD,
      ),
    ).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Arbeitsbereich' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ana (Sie)', 'Café Lisboa']);
    expect(
      await screen.findByText(
        'Nur ein Inhaber dieses Arbeitsbereichs kann seinen Tarif ändern: Fragen Sie ana@example.com.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
  });

  it('stay English on a public page, where the app’s messages are not loaded', async () => {
    setCurrentWorkspace(7);
    renderAs(
      'de',
      <>
        <WorkspaceSwitcher />
        <BillingOwnersNote workspaceId={7} />
      </>,
      false,
    );
    expect(
      await screen.findByRole('link', { name: 'Settings and members of Café Lisboa' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Workspace' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Only an owner of this workspace can change its plan: ask ana@example.com.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
  });
});

// The white-label management screen (/white-label-admin) in the signed-in account's language
// (issue 42): shown under AppLanguage for a German operator, its headings, setup notes, cards,
// form, the form's own field messages, toasts and confirm dialog are German; client names,
// domains, DNS records, colours and what the server removed from the CSS stay as written.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import { messages as english } from '../../../contracts/i18n/catalogues/app-white-label/en.js';
import {
  WHITE_LABEL_MESSAGES,
  type WhiteLabelClient,
  type WhiteLabelSettings,
} from '../../../contracts/white-label.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { WhiteLabelAdminPage } from './white-label-admin-page.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GRETA: PublicUser = { ...makeUser('greta@example.com'), role: 'admin', locale: 'de' };
const AT = '2026-11-01T10:00:00.000Z';

function client(id: number, name: string, extra: Partial<WhiteLabelClient> = {}): WhiteLabelClient {
  return {
    id,
    name,
    customDomain: null,
    subdomain: null,
    logoUrl: null,
    primaryColor: '#3B82F6',
    secondaryColor: '#1E40AF',
    customFavicon: null,
    removeQRSharkBranding: false,
    customCSS: null,
    isActive: true,
    apiKeyPrefix: null,
    apiKeyLastUsedAt: null,
    domainStatus: 'none',
    domainCheckMessage: null,
    createdAt: AT,
    updatedAt: AT,
    ...extra,
  };
}

const ACME = client(2, 'Acme Coffee', {
  customDomain: 'qr.acme.example',
  domainStatus: 'pending',
  apiKeyPrefix: 'qrs_4fZ8aQ',
  dnsRecords: [{ type: 'A', name: 'qr.acme.example', value: '127.0.0.1' }],
});
const SETTINGS: WhiteLabelSettings = {
  baseDomain: null,
  publicUrl: 'http://127.0.0.1:3000',
  dnsTarget: '127.0.0.1',
  publicUrlIsLocal: true,
};
const NEW_KEY = 'qrs_0123456789abcdefghijklmnopqrstuvwxyzABCD';

function api(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  const method = init?.method ?? 'GET';
  if (path === '/api/user') return Promise.resolve(json(200, GRETA));
  if (path === '/api/white-label/settings') return Promise.resolve(json(200, SETTINGS));
  if (path === '/api/white-label/clients' && method === 'GET') {
    return Promise.resolve(json(200, [client(1, 'QR Shark'), ACME]));
  }
  if (path === '/api/white-label/clients' && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as { name: string };
    return Promise.resolve(
      json(201, {
        ...client(3, body.name, { apiKeyPrefix: NEW_KEY.slice(0, 10) }),
        apiKey: NEW_KEY,
        cssDropped: ['@import url(https://fonts.example/x.css)'],
      }),
    );
  }
  if (path === '/api/white-label/clients/2/verify-domain') {
    return Promise.resolve(json(200, { ...ACME, domainStatus: 'verified', dnsRecords: [] }));
  }
  return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
}

function renderInGerman() {
  vi.stubGlobal('fetch', vi.fn(api));
  const queries = createQueryClient();
  queries.setQueryData(USER_QUERY_KEY, GRETA);
  render(
    <Providers client={queries}>
      <AppLanguage>
        <WhiteLabelAdminPage />
      </AppLanguage>
    </Providers>,
  );
  return userEvent.setup();
}

describe('the white-label management screen in the account’s language', () => {
  it('keeps the spec’s English words for the shared messages', () => {
    expect(english['page.loadFailed']).toBe(WHITE_LABEL_MESSAGES.fetchFailed);
    expect(english['toast.created']).toBe(WHITE_LABEL_MESSAGES.created);
    expect(english['toast.updated']).toBe(WHITE_LABEL_MESSAGES.updated);
    expect(english['toast.deleted']).toBe(WHITE_LABEL_MESSAGES.deleted);
    expect(english['toast.createFailed']).toBe(WHITE_LABEL_MESSAGES.createFailed);
    expect(english['toast.updateFailed']).toBe(WHITE_LABEL_MESSAGES.updateFailed);
    expect(english['toast.deleteFailed']).toBe(WHITE_LABEL_MESSAGES.deleteFailed);
    expect(english['toast.copied']).toBe(WHITE_LABEL_MESSAGES.copiedTitle);
    expect(english['toast.copiedDescription']).toBe(WHITE_LABEL_MESSAGES.copiedDescription);
    expect(english['setup.subdomainsOff']).toBe(WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain);
    expect(english['setup.local'].replace('{publicUrl}', 'http://localhost:5000')).toBe(
      WHITE_LABEL_MESSAGES.localPublicUrl('http://localhost:5000'),
    );
  });

  it('is in German for a German operator: page, cards, toasts and confirm dialog', async () => {
    const person = renderInGerman();
    expect(
      await screen.findByRole('heading', { name: 'White-Label-Kundenverwaltung', level: 1 }, LOAD),
    ).toBeTruthy();
    expect(document.title).toBe('White-Label-Kundenverwaltung');
    const off = await screen.findByRole(
      'region',
      { name: 'Subdomains für Kunden sind ausgeschaltet' },
      LOAD,
    );
    expect(off.textContent).toContain('Subdomains benötigen BASE_DOMAIN');
    const local = screen.getByRole('region', {
      name: 'Eigene Domains können noch nicht funktionieren',
    });
    expect(local.textContent).toContain(
      'PUBLIC_URL ist http://127.0.0.1:3000 und damit nur von diesem Rechner aus erreichbar',
    );

    // The card: German words around the client's own name, domain, key prefix and records.
    const card = await screen.findByRole('article', { name: 'Acme Coffee' }, LOAD);
    expect(card.textContent).toContain('Domain: qr.acme.example (DNS noch nicht verifiziert)');
    expect(card.textContent).toContain(
      'qrs_4fZ8aQ… Noch nie verwendet. Der vollständige Schlüssel wurde nur einmal angezeigt',
    );
    expect(within(card).getByText('Aktiv', { selector: 'span' })).toBeTruthy();
    expect(within(card).getByText('Anzulegende DNS-Einträge')).toBeTruthy();
    expect(within(card).getByRole('row').textContent).toBe('Aqr.acme.example127.0.0.1');
    expect(within(card).getByRole('button', { name: 'Schlüssel neu erzeugen' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
    expect(within(card).getByRole('switch', { name: 'Aktiv' })).toBeTruthy();
    expect(within(card).getByLabelText('Markenfarben')).toBeTruthy();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await person.click(within(card).getByRole('button', { name: 'Acme Coffee löschen' }));
    expect(confirm).toHaveBeenCalledWith(
      'Acme Coffee löschen? Das lässt sich nicht rückgängig machen.',
    );

    await person.click(within(card).getByRole('button', { name: 'Verifizieren' }));
    expect(await screen.findByText('Domain verifiziert')).toBeTruthy();
  });

  it('says the form, its own field messages and the created toast in German', async () => {
    const person = renderInGerman();
    await person.click(await screen.findByRole('button', { name: 'Kunden anlegen' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Kunden anlegen' });
    expect(
      within(dialog).getByText(
        'Nicht verfügbar: BASE_DOMAIN ist auf diesem Server nicht gesetzt (siehe den Hinweis auf der Seite).',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Ihre DNS-Einträge', { exact: false }).textContent).toBe(
      'Ihre DNS-Einträge (mit dem Ziel 127.0.0.1) stehen nach dem Speichern auf der Karte des Kunden.',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'QR-Shark-Branding entfernen' }),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Farbwähler für die Primärfarbe')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();

    const submit = within(dialog).getByRole('button', { name: 'Kunden anlegen' });
    await person.click(submit);
    expect(within(dialog).getByText('Der Name ist erforderlich')).toBeTruthy();

    await person.type(within(dialog).getByLabelText('Name'), 'Café Olé');
    await person.type(within(dialog).getByLabelText('Eigene Domain'), 'not a domain');
    await person.clear(within(dialog).getByLabelText('Primärfarbe'));
    await person.type(within(dialog).getByLabelText('Primärfarbe'), 'blue');
    await person.click(submit);
    expect(
      within(dialog).getByText(
        'Geben Sie einen Hostnamen wie qr.example.com ein (ohne Schema, Pfad oder IP-Adresse)',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Verwenden Sie eine Farbe wie #3B82F6')).toBeTruthy();

    await person.clear(within(dialog).getByLabelText('Eigene Domain'));
    await person.clear(within(dialog).getByLabelText('Primärfarbe'));
    await person.type(within(dialog).getByLabelText('Primärfarbe'), '#3B82F6');
    await person.type(within(dialog).getByLabelText('Subdomain'), 'cafe');
    await person.click(submit);
    expect(
      within(dialog).getByText(/^Subdomains benötigen BASE_DOMAIN, das auf diesem Server/),
    ).toBeTruthy();

    await person.clear(within(dialog).getByLabelText('Subdomain'));
    await person.click(submit);
    expect(
      await screen.findByText(
        'Kunde erfolgreich angelegt. Aus dem eigenen CSS entfernt: @import url(https://fonts.example/x.css).',
      ),
    ).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages as english } from '../../../contracts/i18n/catalogues/site-templates/en.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { Providers } from '../../app/providers.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { createQueryClient } from '../../lib/query-client.js';
import { createFakeApi, type FakeApi } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';
import { SELECTED_TEMPLATE_KEY } from '../generator/index.js';
import {
  messageIdsOfTemplate,
  TEMPLATES,
  templateHref,
  templateSelection,
} from './content/templates.js';
import { templatePayload, templatePreviewUri } from './template-preview.js';
import { TemplatesPage } from './templates-page.js';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The page alone at /{locale}/templates, in that language, `api` answering every fetch. */
async function renderInLanguage(locale: Exclude<Locale, 'en'>, api: FakeApi) {
  vi.stubGlobal('fetch', api.fetch);
  const bundle = await loadSiteBundle(locale);
  const memory = memoryLocation({ path: `/${locale}/templates`, record: true });
  render(
    <I18nProvider value={{ locale, bundle }}>
      <Providers client={createQueryClient()}>
        <Router hook={memory.hook}>
          <TemplatesPage />
        </Router>
      </Providers>
    </I18nProvider>,
  );
  return { currentPath: () => memory.history?.at(-1) };
}

/** The page is a lazy chunk: its first import in a test run can take seconds on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };

describe('templates', () => {
  it('has the 13 templates of the spec, each drawn as a QR code', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual([
      'website',
      'business-card',
      'payment',
      'menu',
      'location',
      'wifi',
      'event',
      'contact-phone',
      'email',
      'social-media',
      'event-calendar',
      'app-download',
      'bitcoin-payment',
    ]);
    for (const t of TEMPLATES) {
      expect(templatePreviewUri(t, 'https://qr.example'), t.id).toMatch(/^data:image\/svg\+xml/);
    }
    const byId = (id: string) => TEMPLATES.find((t) => t.id === id)!;
    expect(templatePayload(byId('website'), 'https://qr.example')).toBe('https://example.com');
    expect(templatePayload(byId('wifi'), 'https://qr.example')).toBe(
      'WIFI:T:WPA;S:Guest WiFi;P:welcome-guest-2026;H:false;;',
    );
    expect(templatePayload(byId('menu'), 'https://qr.example')).toBe(
      'https://qr.example/pdf/preview',
    );
  });

  it('filters by category', { timeout: 30_000 }, async () => {
    const { user } = renderApp('/templates', createFakeApi());
    expect(await screen.findAllByTestId('template-card', {}, PAGE_LOAD)).toHaveLength(13);
    const filters = screen.getByRole('group', { name: 'Filter templates by category' });
    const counts: Record<string, number> = {};
    for (const label of ['Business', 'Personal', 'Hospitality', 'Events', 'All Templates']) {
      await user.click(within(filters).getByRole('button', { name: label }));
      expect(
        within(filters).getByRole('button', { name: label }).getAttribute('aria-pressed'),
      ).toBe('true');
      counts[label] = screen.getAllByTestId('template-card').length;
    }
    expect(counts).toEqual({
      Business: 5,
      Personal: 4,
      Hospitality: 2,
      Events: 2,
      'All Templates': 13,
    });
  });

  it(
    '"Use Template" stores the template and opens the generator on its type',
    { timeout: 60_000 },
    async () => {
      const { user, currentPath } = renderApp('/templates', createFakeApi());
      const link = await screen.findByRole(
        'link',
        { name: 'Use Template: Wi-Fi Access' },
        PAGE_LOAD,
      );
      // A plain link that names the template, for a click before the page has hydrated.
      expect(link.getAttribute('href')).toBe('/?qr=wifi&template=wifi');
      await user.click(link);
      expect(currentPath()).toBe('/?qr=wifi');
      // The generator takes the template up (and then removes it), so read what it was given.
      // The generator card is a heavy lazy chunk (QR core, schemas, font parser): its first
      // import has taken 16 s on a busy 2-core machine.
      expect(await screen.findByDisplayValue('Guest WiFi', {}, { timeout: 40_000 })).toBeTruthy();
    },
  );

  it('names each template in the catalogue; the generator is handed the English name', () => {
    for (const template of TEMPLATES) {
      const ids = messageIdsOfTemplate(template);
      expect(english[ids.title], template.id).toBeTruthy();
      expect(english[ids.description], template.id).toBeTruthy();
      expect(templateSelection(template).title).toBe(english[ids.title]);
    }
    const wifi = TEMPLATES.find((t) => t.id === 'wifi')!;
    expect(templateSelection(wifi).title).toBe('Wi-Fi Access');
    expect(templateHref(wifi)).toBe('/?qr=wifi&template=wifi');
    expect(templateHref(wifi, '/de/')).toBe('/de/?qr=wifi&template=wifi');
  });

  it('/es/templates is in Spanish and opens the Spanish landing page’s generator', async () => {
    const { currentPath } = await renderInLanguage('es', createFakeApi());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plantillas de códigos QR' }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('template-card')).toHaveLength(13);
    const filters = screen.getByRole('group', { name: 'Filtrar plantillas por categoría' });
    expect(screen.getByText('Mostrando 13 plantillas')).toBeTruthy();
    await userEvent.click(within(filters).getByRole('button', { name: 'Hoteles y restaurantes' }));
    expect(screen.getByText('Mostrando 2 plantillas')).toBeTruthy();
    // Signed out: a PDF template asks for an account (the app's sign-up, which speaks the
    // visitor's language: its link claims none).
    const signUp = screen.getByRole('link', { name: 'Crea una cuenta para usar esta plantilla' });
    expect(signUp.getAttribute('href')).toBe('/register');
    expect(signUp.getAttribute('hreflang')).toBeNull();
    const link = screen.getByRole('link', { name: 'Usar plantilla: Acceso Wi-Fi' });
    expect(link.getAttribute('href')).toBe('/es/?qr=wifi&template=wifi');
    expect(link.getAttribute('hreflang')).toBeNull();
    expect(screen.getByText('Hoteles y restaurantes · Wi-Fi')).toBeTruthy();
    await userEvent.click(link);
    expect(currentPath()).toBe('/es/?qr=wifi');
    const stored = JSON.parse(sessionStorage.getItem(SELECTED_TEMPLATE_KEY) ?? '{}') as {
      title?: string;
    };
    expect(stored.title).toBe('Wi-Fi Access');
  });

  it('a signed-in user’s template opens the dashboard’s generator, at the English home', async () => {
    await renderInLanguage('fr', createFakeApi({ signedInAs: 'ada@example.com' }));
    const link = await screen.findByRole('link', {
      name: 'Utiliser le modèle\u00a0: Menu de restaurant',
    });
    expect(link.getAttribute('href')).toBe('/?qr=menu&template=menu');
    expect(link.getAttribute('hreflang')).toBe('en');
  });
});

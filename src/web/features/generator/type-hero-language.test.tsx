// The hero above a preselected generator in the page's language (issue 42): its title,
// description and the template line come from the generatorForms catalogue.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../contracts/i18n/locales.js';
import type { QrType } from '../../../qr/payload/qr-types.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { TypeHero } from './type-hero.js';

async function renderHero(locale: Locale, qrType: QrType, templateTitle?: string) {
  const bundle = await loadSiteBundle(locale);
  render(
    <I18nProvider value={{ locale, bundle }}>
      <TypeHero qrType={qrType} templateTitle={templateTitle} />
    </I18nProvider>,
  );
}

describe('the type hero in the page’s language', () => {
  it('is German on a German page, the template’s name kept', async () => {
    await renderHero('de', 'wifi', 'WiFi Access');
    expect(
      screen.getByRole('heading', { level: 1, name: 'QR-Code-Generator für WLAN' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Gäste verbinden sich per Scan mit Ihrem WLAN, ohne ein Passwort einzutippen.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ausgehend von der Vorlage „WiFi Access“.')).toBeTruthy();
  });

  it('is Spanish on a Spanish page', async () => {
    await renderHero('es', 'pdf');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Generador de códigos QR para menús y PDF' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Vincula un menú, un folleto o cualquier documento PDF a un código.'),
    ).toBeTruthy();
  });

  it('keeps the spec’s English on an English page', async () => {
    await renderHero('en', 'email');
    expect(screen.getByRole('heading', { level: 1, name: 'Email QR Code Generator' })).toBeTruthy();
  });
});

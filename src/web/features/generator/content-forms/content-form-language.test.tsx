// The type forms in the page's language (issue 42): labels, placeholders, hints, choice lists,
// the upload and gallery texts come from the generatorForms catalogue; the contract's messages
// under the fields from contract-messages; brand names stay as they are.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QrType } from '../../../../contracts/qr-content.js';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { I18nProvider } from '../../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../../lib/i18n/load-bundle.js';
import { showMessagesIn, type MessageLanguage } from '../../../lib/i18n/localize-message.js';
import { ContentForm } from './content-form.js';
import type { ContentValue } from './content-value.js';
import { emptyContent } from './empty-content.js';
import { CONTENT_FIELDS, englishText } from './field-specs.js';
import { checkUploadFile } from './upload-file.js';
import { validateContent } from './validate-content.js';

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

let previous: MessageLanguage | null = null;
afterEach(() => {
  // Other files in this worker see the contracts' messages as they were.
  showMessagesIn(previous);
  vi.unstubAllGlobals();
});

async function renderIn(
  locale: Locale,
  qrType: QrType,
  options: { value?: ContentValue; errors?: Record<string, string> } = {},
) {
  const bundle = await loadSiteBundle(locale);
  previous = showMessagesIn({ locale, catalogue: bundle.contract });
  function Harness() {
    const [value, setValue] = useState<ContentValue>(options.value ?? emptyContent(qrType));
    return (
      <ContentForm
        qrType={qrType}
        value={value}
        onChange={setValue}
        errors={options.errors ?? {}}
      />
    );
  }
  render(
    <I18nProvider value={{ locale, bundle }}>
      <Harness />
    </I18nProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

/** The control labelled `label`, with or without the required marker. */
function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

describe('the type forms in German', () => {
  it('WiFi: labels, choices and the contract’s messages in German', async () => {
    const errors = validateContent('wifi', { encryption: 'WPA' });
    if (errors.ok) throw new Error('an empty WiFi form must be invalid');
    await renderIn('de', 'wifi', { errors: errors.fields });

    expect(screen.getByRole('group', { name: 'Angaben zum Code: WLAN' })).toBeTruthy();
    const note = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^Mit /.test(element.textContent ?? ''),
    );
    expect(note.textContent).toBe('Mit * markierte Felder sind Pflichtfelder.');
    expect(field('Netzwerkname (SSID)')).toBeTruthy();
    expect(field('Passwort')).toBeTruthy();
    expect(field('Verstecktes Netzwerk')).toBeTruthy();
    const security = field('Verschlüsselung');
    // The standards keep their names; "None" is German.
    expect(
      within(security)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['WPA/WPA2', 'WEP', 'Keine']);
    // The contract's message under the field, in German.
    expect(screen.getByText('Netzwerkname ist erforderlich')).toBeTruthy();
  });

  it('Text: the hint with its number and the live counter', async () => {
    await renderIn('de', 'text');
    const textArea = field('Textinhalt');
    const hint = document.getElementById(
      textArea.getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    );
    expect(hint?.textContent).toContain('Bis zu 2953 Zeichen bei Standardcodes.');
    expect(hint?.textContent).toContain('0 / 2953');
  });

  it('Events: the time zone lines, hints and labels', async () => {
    await renderIn('de', 'events');
    expect(field('Titel des Termins')).toBeTruthy();
    expect(field('Zeitzone')).toHaveProperty('value', 'Europe/Berlin');
    expect(field('Beginn')).toBeTruthy();
    expect(field('Ende')).toBeTruthy();
    expect(field('Ort')).toBeTruthy();
    expect(
      screen.getAllByText(/^Zeitzone des Termins: Europe\/Berlin \(UTC\+0[12]:00\)$/),
    ).toHaveLength(2);
    expect(
      screen.getByText('Optional: Ohne Angabe endet der Termin eine Stunde nach dem Beginn.'),
    ).toBeTruthy();
  });

  it('Apps: placeholders and categories in German, store names as they are', async () => {
    await renderIn('de', 'apps');
    const platform = field('Plattform');
    expect(
      within(platform)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Plattform auswählen',
      'App Store',
      'Google Play',
      'Microsoft Store',
      'Amazon Appstore',
    ]);
    const categories = within(field('Kategorie'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(categories).toContain('Kategorie auswählen');
    expect(categories).toContain('Gesundheit und Fitness');
    expect(categories).toContain('Dienstprogramme');
    expect(field('App-Store-URL').getAttribute('placeholder')).toBe(
      'https://apps.apple.com/app/id123456789',
    );
  });

  it('Contact: placeholders and hints of the address and photo', async () => {
    await renderIn('de', 'contact');
    expect(field('Vorname')).toBeTruthy();
    expect(field('Adresse').getAttribute('placeholder')).toBe('Hauptstraße 1, 10115 Berlin');
    expect(field('Telefonnummer').getAttribute('placeholder')).toBe('+49 30 1234567');
    expect(screen.getByText('Die gehostete Seite verlinkt sie mit einer Karte.')).toBeTruthy();
    expect(field('Foto oder Logo')).toBeTruthy();
  });

  it('PDF: a refused file is explained in German', async () => {
    const person = await renderIn('de', 'pdf');
    await person.upload(field('PDF-Datei'), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte wählen Sie eine PDF-Datei aus',
    );
  });

  it('Images: the gallery’s list, buttons, alt texts and status in German', async () => {
    const images = [
      { imageId: 'img_1', alt: '', fileName: 'terrasse.png' },
      { imageId: 'img_2', alt: '', fileName: '' },
    ];
    const person = await renderIn('de', 'images', {
      value: { ...emptyContent('images'), images, title: 'Galerie' },
    });
    const list = screen.getByRole('list', { name: 'Bilder in der angezeigten Reihenfolge' });
    expect(list.textContent).toContain('2. Hochgeladenes Bild');
    expect(screen.getByLabelText('Alternativtext für Bild 1 (was es zeigt)')).toBeTruthy();
    expect(screen.getByLabelText(/^Weitere Bilder hinzufügen \(2 von 20\)/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Bild 1 (terrasse.png) nach unten verschieben' }),
    ).toHaveProperty('textContent', 'Nach unten');
    expect(screen.getByRole('button', { name: 'Bild 2 entfernen' })).toHaveProperty(
      'textContent',
      'Entfernen',
    );
    await person.click(screen.getByRole('button', { name: 'Bild 2 nach oben verschieben' }));
    expect(screen.getByRole('status').textContent).toBe('Bild 2 ist jetzt an Position 1 von 2.');
  });
});

describe('the type forms in Spanish and French', () => {
  it('Spanish: the upload hint and required fields', async () => {
    await renderIn('es', 'pdf');
    expect(screen.getByRole('group', { name: 'Datos del código: PDF' })).toBeTruthy();
    expect(field('Archivo PDF')).toBeTruthy();
    expect(screen.getByText('Solo PDF, hasta 10 MB.')).toBeTruthy();
    expect(field('Título')).toBeTruthy();
  });

  it('French: no-break spaces before the colon, “Mo” for megabytes', async () => {
    await renderIn('fr', 'contact');
    expect(screen.getByRole('group', { name: 'Détails du code\u00a0: Contact' })).toBeTruthy();
    const photo = field('Photo ou logo');
    const hint = document.getElementById(photo.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Un fichier image de 5 Mo maximum\u00a0: affiché sur la page hébergée et dans le contact enregistré.',
    );
  });
});

describe('the English texts without a translator', () => {
  it('give the spec’s words for code that has no React context', () => {
    const text = CONTENT_FIELDS.text[0]!;
    expect(englishText(text.label)).toBe('Text Content');
    expect(text.hint && englishText(text.hint)).toBe('Up to 2953 characters for standard codes.');
    expect(checkUploadFile('pdf', new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe(
      'The file is empty.',
    );
  });
});

// The Purpose tab and the tile picker in the page's language (issue 42): the destination
// dropdown's label and type names, the chosen type's form, and a tile's screen-reader name.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QR_TYPE_OPTIONS } from '../../../../contracts/qr-content.js';
import { I18nProvider } from '../../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../../lib/i18n/load-bundle.js';
import { emptyContent } from '../content-forms/index.js';
import { PurposeTab } from './purpose-tab.js';
import { TilePicker } from './tile-picker.js';

describe('the Purpose tab in German', () => {
  it('names the destinations and the form’s fields in German', async () => {
    const bundle = await loadSiteBundle('de');
    render(
      <I18nProvider value={{ locale: 'de', bundle }}>
        <PurposeTab
          signedIn={false}
          qrType="url"
          onTypeChange={() => {}}
          content={emptyContent('url')}
          onContentChange={() => {}}
          errors={{}}
          onFieldBlur={() => {}}
        />
      </I18nProvider>,
    );
    const destination = screen.getByLabelText('Ziel');
    const options = within(destination).getAllByRole('option') as HTMLOptionElement[];
    // Same values, in the same order, as the English list.
    expect(options.map((o) => o.value)).toEqual(QR_TYPE_OPTIONS.map((o) => o.value));
    expect(options.map((o) => o.textContent)).toContain('Speisekarte/PDF');
    expect(options.map((o) => o.textContent)).toContain('WLAN');
    expect(options[0]?.textContent).toBe('Website-URL');
    expect(screen.getByRole('group', { name: 'Angaben zum Code: Website' })).toBeTruthy();
    expect(screen.getByLabelText(/^Website-URL\*?$/)).toBeTruthy();
  });
});

describe('the tile picker in French', () => {
  it('joins a tile’s caption and description as the catalogue says', async () => {
    const bundle = await loadSiteBundle('fr');
    const image = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
    render(
      <I18nProvider value={{ locale: 'fr', bundle }}>
        <TilePicker
          label="Couleurs"
          value="ocean"
          options={[{ value: 'ocean', label: 'Océan', description: 'bleu et blanc', image }]}
          onChange={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Océan, bleu et blanc' })).toBeTruthy();
  });
});

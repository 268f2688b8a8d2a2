// The colour picker in the page's language (issue 42): on a German page its popover, the R, G, B
// and hue fields, the sliders and the hex field with its message are German (the words are the
// generator's: generatorDesign messages); the colour itself stays #RRGGBB.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../../lib/i18n/load-bundle.js';
import { ColorPicker } from './color-picker.js';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popover positioning needs the constructor to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the colour picker on a German page', () => {
  it('names its popover, fields and sliders in German, and its hex message', async () => {
    const bundle = await loadSiteBundle('de');
    render(
      <I18nProvider value={{ locale: 'de', bundle }}>
        <ColorPicker label="Vordergrund" value="#FF0000" onChange={() => undefined} />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Vordergrund #FF0000' }));
    const dialog = screen.getByRole('dialog', { name: 'Farbauswahl: Vordergrund' });

    const area = within(dialog).getByRole('slider', { name: 'Sättigung und Helligkeit' });
    expect(area.getAttribute('aria-valuetext')).toBe('Sättigung 100 %, Helligkeit 100 %');
    const hue = within(dialog).getByRole('slider', { name: 'Farbton' });
    expect(hue.getAttribute('aria-valuetext')).toBe('0 Grad');
    expect(within(dialog).getByRole('spinbutton', { name: 'Rot (0-255)' })).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: 'Grün (0-255)' })).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: 'Blau (0-255)' })).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: 'Farbton (0-360)' })).toBeTruthy();

    const hex = within(dialog).getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, 'nope{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Geben Sie eine Farbe als #RRGGBB ein',
    );
  });
});

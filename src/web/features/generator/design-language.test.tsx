// The generator's design side in the page's language (issue 42): here on a German page (the
// site's German bundle, the contracts' messages in German as main.tsx sets them), the Colors,
// Logo and Frame tabs, the account banners, Advanced, the static/dynamic toggle, scan tracking
// and the live preview with its scan check speak German. Brand names and hex values stay.
import '../../test-utils/jsdom-shims.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import type { SiteBundle } from '../../lib/i18n/bundle.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { showMessagesIn, type MessageLanguage } from '../../lib/i18n/localize-message.js';
import { INITIAL_DESIGN, previewDesign, type DesignState } from './design-state.js';
import { ModeToggle } from './mode-toggle.js';
import { LivePreviewPanel } from './preview/live-preview.js';
import { renderPreview } from './preview/render-preview.js';
import type { GoodPreview } from './preview/use-live-preview.js';
import { ScanTrackingToggle } from './scan-tracking-toggle.js';
import { AdvancedSection } from './tabs/advanced-section.js';
import { ColorsTab } from './tabs/colors-tab.js';
import { FrameTab } from './tabs/frame-tab.js';
import { LogoTab } from './tabs/logo-tab.js';

let bundle: SiteBundle;
let previous: MessageLanguage | null = null;

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  bundle = await loadSiteBundle('de');
});

afterEach(() => {
  // Other files in this worker see the contracts' messages as they were.
  showMessagesIn(previous);
  previous = null;
});

function renderInGerman(children: ReactNode) {
  previous = showMessagesIn({ locale: 'de', catalogue: bundle.contract });
  render(<I18nProvider value={{ locale: 'de', bundle }}>{children}</I18nProvider>);
  return userEvent.setup();
}

const noop = () => undefined;

function drawn(design: Partial<DesignState>, logo = false): GoodPreview {
  const result = renderPreview({
    qrType: 'url',
    content: { url: 'https://example.com' },
    design: previewDesign(
      { ...INITIAL_DESIGN, ...design },
      logo ? { href: 'data:image/png;base64,AA' } : undefined,
    ),
    publicUrl: 'https://qr.example',
  });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('the generator’s design side on a German page', () => {
  it('Colors: sub-tabs, colour mode, the second-colour banner and the pickers', async () => {
    const user = renderInGerman(
      <ColorsTab design={INITIAL_DESIGN} onChange={noop} signedIn={false} />,
    );
    const tabs = screen.getByRole('tablist', { name: 'Farbeinstellungen' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Formstil', 'Ecken und Mitte']);
    expect(screen.getByRole('group', { name: 'Farbmodus' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vordergrund #000000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hintergrund #FFFFFF' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Zwei Farben' }));
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe(
      'Für eine zweite Farbe brauchen Sie ein Konto! Registrieren Sie sich, um erweiterte Farboptionen freizuschalten.',
    );
    expect(
      within(banner).getByRole('link', { name: 'Registrieren Sie sich' }).getAttribute('href'),
    ).toBe('/register');

    await user.click(screen.getByRole('tab', { name: 'Ecken und Mitte' }));
    expect(screen.getByRole('button', { name: 'Farbe der äußeren Ecken #000000' })).toBeTruthy();
    expect(screen.getAllByText('Wie die Punkte')).toHaveLength(2);
  });

  it('Colors: a finder colour of its own can be reset to the dots’ colour', async () => {
    const user = renderInGerman(
      <ColorsTab
        design={{ ...INITIAL_DESIGN, colourMode: 'two', innerCornerColor: '#BD0212' }}
        onChange={noop}
        signedIn
      />,
    );
    expect(screen.getByRole('button', { name: 'Zweite Farbe #BD0212' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Ecken und Mitte' }));
    expect(screen.getByText('Wie die Punkte')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Punktfarbe verwenden' })).toBeTruthy();
  });

  it('Logo: the banner when signed out', () => {
    renderInGerman(
      <LogoTab
        logo={null}
        onChange={noop}
        signedIn={false}
        logoSize={0.25}
        onLogoSizeChange={noop}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Für Logos brauchen Sie ein Konto! Registrieren Sie sich, um Ihr Logo hinzuzufügen.',
    );
  });

  it('Logo, signed in with a logo: presets by name, its size and Remove', () => {
    renderInGerman(
      <LogoTab
        logo={{ id: 'l1', dataUri: 'data:image/png;base64,AA', aspect: 1, fileName: 'cafe.png' }}
        onChange={noop}
        signedIn
        logoSize={0.25}
        onLogoSizeChange={noop}
      />,
    );
    expect(screen.getByLabelText('Logo hochladen')).toBeTruthy();
    expect(
      screen.getByText(
        'PNG, JPEG, GIF, WebP oder SVG, bis 2 MB. Ein quadratisches Logo sieht am besten aus.',
      ),
    ).toBeTruthy();
    const presets = screen.getByRole('group', { name: 'Oder wählen Sie eine Vorlage' });
    const names = within(presets)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    // The brands keep their names; Email is said in German.
    expect(names).toContain('Instagram');
    expect(names).toContain('E-Mail');
    expect(names).not.toContain('Email');
    expect(screen.getByRole('img', { name: 'Ausgewähltes Logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logo entfernen' })).toBeTruthy();
    const size = screen.getByRole('slider', { name: 'Logogröße' });
    expect(size.getAttribute('aria-valuetext')).toBe('25 % der Codebreite');
    expect(screen.getByText('25 % der Codebreite')).toBeTruthy();
  });

  it('Frame: the switch, its text and colours', () => {
    renderInGerman(<FrameTab design={{ ...INITIAL_DESIGN, enableFrame: true }} onChange={noop} />);
    expect(screen.getByRole('checkbox', { name: 'Rahmen aktivieren' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Rahmentext' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rahmenfarbe #000000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rahmentextfarbe #FFFFFF' })).toBeTruthy();
  });

  it('Advanced: error correction levels, the margin and its warning', async () => {
    const user = renderInGerman(
      <AdvancedSection design={{ ...INITIAL_DESIGN, margin: 2 }} onChange={noop} hasLogo={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Erweitert' }));
    const levels = screen.getByRole('combobox', { name: 'Fehlerkorrektur' });
    expect(
      within(levels).getByRole('option', { name: 'M: stellt 15 % wieder her (Standard)' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Höhere Stufen überstehen mehr Schäden und Schmutz, machen den Code aber dichter.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Rand (Module)' })).toBeTruthy();
    // The contract's warning, translated centrally.
    expect(screen.getByRole('status').textContent).toMatch(/^Ein Rand unter 4 Modulen/);
  });

  it('the static/dynamic toggle and scan tracking', () => {
    renderInGerman(
      <>
        <ModeToggle mode="dynamic" onChange={noop} />
        <ScanTrackingToggle on={false} onChange={noop} locked onLockedPress={noop} />
      </>,
    );
    const modes = screen.getByRole('radiogroup', { name: 'QR-Code-Modus' });
    expect(
      within(modes)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Statisch', 'Dynamisch']);
    expect(screen.getByText(/^Beim Erstellen entsteht ein Kurzlink/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Scan-Tracking: AUS' })).toBeTruthy();
  });

  it('the live preview: its details, the scan check with Swap colours, the sample', () => {
    const preview = drawn({ fgColor: '#FFFFFF', bgColor: '#000000' });
    renderInGerman(
      <LivePreviewPanel
        preview={preview}
        stale={false}
        sample={false}
        problem={null}
        problemKind={null}
        onSwapColours={noop}
      />,
    );
    expect(screen.getByRole('img', { name: 'QR-Code-Vorschau' })).toBeTruthy();
    expect(
      screen.getByText(`Version ${preview.version} · Fehlerkorrektur ${preview.ecl}`),
    ).toBeTruthy();
    const check = screen.getByRole('status', { name: 'Scanprüfung' });
    expect(check.textContent).toMatch(/^Hell auf dunkel: /);
    expect(within(check).getByRole('button', { name: 'Farben tauschen' })).toBeTruthy();
  });

  it('the live preview: a low contrast said in German, the sample and an incomplete form', () => {
    const pale = drawn({ fgColor: '#DDDDDD' });
    const { rerender } = render(
      <I18nProvider value={{ locale: 'de', bundle }}>
        <LivePreviewPanel
          preview={pale}
          stale={false}
          sample={false}
          problem={null}
          problemKind={null}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('status', { name: 'Scanprüfung' }).textContent).toBe(
      'Vordergrundfarbe #DDDDDD hat zu wenig Kontrast zum Hintergrund #FFFFFF (1,4:1; Scanner brauchen mindestens 4:1). Verwenden Sie einen dunkleren Vordergrund oder einen helleren Hintergrund.',
    );

    rerender(
      <I18nProvider value={{ locale: 'de', bundle }}>
        <LivePreviewPanel
          preview={drawn({})}
          stale={false}
          sample
          problem="Complete the required fields to see your QR code."
          problemKind="incomplete"
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'Beispiel-QR-Code in Ihrem Design' })).toBeTruthy();
    expect(screen.getByText('Beispiel')).toBeTruthy();
    expect(
      screen.getByText(
        'Ein Beispiel in Ihrem Design. Geben Sie Ihren Inhalt ein, damit der Code Ihrer wird.',
      ),
    ).toBeTruthy();

    rerender(
      <I18nProvider value={{ locale: 'de', bundle }}>
        <LivePreviewPanel
          preview={drawn({})}
          stale
          sample={false}
          problem="Complete the required fields to see your QR code."
          problemKind="incomplete"
        />
      </I18nProvider>,
    );
    expect(
      screen.getByText('Füllen Sie die Pflichtfelder aus, um Ihren QR-Code zu sehen.'),
    ).toBeTruthy();
  });
});

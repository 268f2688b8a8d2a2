// The generator card's frame and result in the page's language (issue 42): here on a German page
// (the site's German bundle), its heading, tabs, Generate, the result's notes, scan grade,
// downloads with the print guidance, Save with the type's German name, the refusal's reason and
// the two dialogs are German; the server's reasons stay as sent. The English stays the
// contracts' own (type labels, failure reasons).
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GENERATE_FAILURE_REASONS,
  GENERATE_MESSAGES,
  type GenerateResponse,
} from '../../../contracts/generator.js';
import { messages as english } from '../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { messages as englishForms } from '../../../contracts/i18n/catalogues/site-generator-forms/en.js';
import { QR_TYPE_LABELS, QR_TYPES } from '../../../contracts/qr-content.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { ApiError } from '../../lib/api.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import type { SiteBundle } from '../../lib/i18n/bundle.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { showMessagesIn, type MessageLanguage } from '../../lib/i18n/localize-message.js';
import { createQueryClient } from '../../lib/query-client.js';
import { AccountPromptDialog } from './dialogs/account-prompt-dialog.js';
import { PremiumFeatureDialog } from './dialogs/premium-feature-dialog.js';
import { generateFailure } from './generate-failure.js';
import { GeneratorCard } from './generator-card.js';
import { GenerateResult, type GeneratedCode } from './result/generate-result.js';
import { createGeneratorFakeApi } from './testing/fake-generator-api.js';

// Whole-card interaction tests on a shared 2-core machine: give them room.
vi.setConfig({ testTimeout: 30_000 });

let previous: MessageLanguage | null = null;
afterEach(() => {
  act(() => dismissToast());
  // Other files in this worker see the contracts' messages as they were.
  showMessagesIn(previous);
  previous = null;
  vi.unstubAllGlobals();
});

/** The German page: its site bundle, and the contracts' messages in German (as main.tsx sets). */
async function german(): Promise<SiteBundle> {
  const bundle = await loadSiteBundle('de');
  previous = showMessagesIn({ locale: 'de', catalogue: bundle.contract });
  return bundle;
}

function inGerman(bundle: SiteBundle, children: ReactNode) {
  return (
    <I18nProvider value={{ locale: 'de', bundle }}>
      <Providers client={createQueryClient()}>{children}</Providers>
    </I18nProvider>
  );
}

/** A Website URL code opened from a template, so no form field needs typing. */
const URL_TEMPLATE = {
  qrType: 'url' as const,
  template: { qrType: 'url', data: { url: 'https://example.com/shop' }, title: null, design: null },
};

describe('the generator card on a German page', () => {
  it('has a German heading, tabs, Generate, sign-up line and result with its downloads', async () => {
    const bundle = await german();
    const api = createGeneratorFakeApi();
    vi.stubGlobal('fetch', api.fetch);
    render(inGerman(bundle, <GeneratorCard signedIn={false} preselection={URL_TEMPLATE} />));
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Erstellen Sie Ihren QR-Code' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'QR-Code-Einstellungen' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Zweck', 'Farben', 'Logo', 'Rahmen']);
    expect(screen.getByRole('heading', { name: 'Vorschau' })).toBeTruthy();
    // As the site header's: the sign-up screen is not a translated public page (SiteLink).
    const signUp = screen.getByRole('link', { name: 'Registrieren Sie sich' });
    expect(signUp.getAttribute('href')).toBe('/register');
    expect(signUp.parentElement?.textContent).toBe(
      'Registrieren Sie sich, um Ihre Codes zu speichern, Logos hinzuzufügen und Scans zu verfolgen.',
    );

    await user.click(screen.getByRole('button', { name: 'QR-Code erstellen' }));
    expect(await screen.findByRole('heading', { name: 'Ihr QR-Code' })).toBeTruthy();
    expect(screen.getByText('QR-Code erstellt')).toBeTruthy();
    expect(screen.getByText('Melden Sie sich an, um ihn zu speichern.')).toBeTruthy();
    expect(screen.getByText(/^Version \d+, Fehlerkorrektur M\.$/)).toBeTruthy();
    const grade = screen.getByRole('status', { name: 'Scan-Bewertung des erstellten Codes' });
    expect(grade.textContent).toContain('Scan-Bewertung: Robust');
    expect(grade.textContent).toContain(
      'Lässt sich mit Handykameras lesen, auch in kleinen Drucken.',
    );
    expect(screen.getByRole('button', { name: 'PNG herunterladen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SVG herunterladen' })).toBeTruthy();
    const pngSize = screen.getByLabelText('PNG-Größe') as HTMLSelectElement;
    expect([...pngSize.options].map((o) => o.textContent)).toContain('1024 × 1024 px');

    // The PDF options (a chunk of their own) with the print guidance, numbers written German.
    const width = (await screen.findByLabelText('PDF-Breite (mm)')) as HTMLInputElement;
    expect(screen.getByRole('option', { name: 'An den Code anpassen' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '300 dpi' })).toBeTruthy();
    await user.clear(width);
    await user.type(width, '80.5');
    expect(
      screen.getByText(
        /^Drucken Sie ihn mindestens \d+ mm breit auf einem Drucker mit 300 dpi\. Bei 80,5 mm lässt er sich aus bis zu 0,8 m Entfernung scannen\.$/,
      ),
    ).toBeTruthy();
    await user.clear(width);
    await user.type(width, '5');
    expect(screen.getByText('Geben Sie eine Breite von 20 bis 500 mm ein.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeTruthy();
  });

  it('gives the refusal in German: the contract’s title and a plain reason', async () => {
    const bundle = await german();
    const api = createGeneratorFakeApi();
    api.failNextGenerate(500, { message: 'Internal server error', code: 'INTERNAL' });
    vi.stubGlobal('fetch', api.fetch);
    render(inGerman(bundle, <GeneratorCard signedIn={false} preselection={URL_TEMPLATE} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'QR-Code erstellen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Beim Erstellen Ihres QR-Codes ist ein Problem aufgetreten.' +
        'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    );
  });
});

/** A generated Wi-Fi code as the server may answer: lowered level, logo drawn smaller. */
function wifiCode(verdict: Pick<GenerateResponse, 'grade' | 'gradeReason' | 'scannable'>) {
  const code: GeneratedCode = {
    qrType: 'wifi',
    body: { qrType: 'wifi', ssid: 'Café', logoId: 'logo-1', logoSize: 0.3 },
    response: {
      qrCode: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>',
      content: 'WIFI:S:Café;;',
      version: 3,
      errorCorrectionLevel: 'L',
      eclLowered: true,
      logoSizeUsed: 0.2,
      warnings: [],
      ...verdict,
    },
  };
  return code;
}

describe('the result on a German page', () => {
  it('says what the server did, asks before a doubtful download and saves under the German type name', async () => {
    const bundle = await german();
    const api = createGeneratorFakeApi({ signedInAs: 'ann@example.com' });
    vi.stubGlobal('fetch', api.fetch);
    const reason = 'Scanners could not read it: use more contrast.';
    const result = (generated: GeneratedCode, outdated = false) =>
      inGerman(
        bundle,
        <GenerateResult
          generated={generated}
          signedIn
          outdated={outdated}
          onAnonymousDownload={() => {}}
          onRegenerate={() => {}}
        />,
      );
    const view = render(
      result(wifiCode({ grade: 'not scannable', gradeReason: reason, scannable: false })),
    );
    const user = userEvent.setup();

    expect(
      screen.getByText(
        'Version 3, Fehlerkorrektur L. Die Fehlerkorrektur wurde auf L gesenkt, damit die Daten passen. ' +
          'Logo mit 20 % der Breite gezeichnet (Sie hatten 30 % gewählt), damit sich der Code gut scannen lässt.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Dieser Code lässt sich möglicherweise nicht zuverlässig scannen.',
    );
    const grade = screen.getByRole('status', { name: 'Scan-Bewertung des erstellten Codes' });
    expect(grade.textContent).toContain('Scan-Bewertung: Nicht scanbar');
    // The server's reason stays as it came.
    expect(grade.textContent).toContain(reason);

    await user.click(screen.getByRole('button', { name: 'SVG herunterladen' }));
    const question = await screen.findByRole('dialog', {
      name: 'Dieser Code lässt sich möglicherweise nicht scannen. Trotzdem herunterladen?',
    });
    expect(within(question).getByRole('button', { name: 'Trotzdem herunterladen' })).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const name = screen.getByLabelText('Name des Codes') as HTMLInputElement;
    expect(name.value).toBe('WLAN');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('QR-Code gespeichert')).toBeTruthy();
    const saved = api.requests.find((r) => r.url === '/api/qrcodes');
    expect(saved?.body).toMatchObject({ name: 'WLAN', qrMode: 'static' });

    view.rerender(
      result(wifiCode({ grade: 'fragile', gradeReason: reason, scannable: true }), true),
    );
    expect(screen.getByText(`Anfällig: ${reason}`)).toBeTruthy();
    expect(
      screen.getByText(
        'Sie haben den Inhalt oder das Design geändert, seit dieser Code erstellt wurde. Downloads und Speichern sind deaktiviert, bis Sie den aktuellen Code erstellen.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aktuellen Code erstellen' })).toBeTruthy();
  });
});

describe('the dialogs on a German page', () => {
  it('Premium Feature: German words, links to log in and sign up', async () => {
    const bundle = await german();
    render(inGerman(bundle, <PremiumFeatureDialog open onOpenChange={() => {}} />));
    const dialog = await screen.findByRole('dialog', { name: 'Premium-Funktion' });
    expect(
      within(dialog).getByText(
        'Bitte melden Sie sich an oder registrieren Sie sich (kostenlos), um diesen Typ zu verwenden.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(dialog).getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('the sign-up prompts after a download and from scan tracking', async () => {
    const bundle = await german();
    const view = render(
      inGerman(bundle, <AccountPromptDialog reason="download" onClose={() => {}} />),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Ihr QR-Code ist heruntergeladen. Bewahren Sie ihn mit einem kostenlosen Konto sicher auf',
    });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unbegrenzt viele statische Codes',
      '1 dynamischer Code mit Statistiken',
      '100 Scans pro Monat für dynamische Codes',
      'Speicherplatz für bis zu 20 Codes',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Vielleicht später' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(
      within(dialog).getByText(
        'Für immer kostenlos, keine Kreditkarte nötig, Registrierung in 30 Sekunden',
      ),
    ).toBeTruthy();

    view.rerender(inGerman(bundle, <AccountPromptDialog reason="tracking" onClose={() => {}} />));
    expect(
      await screen.findByRole('dialog', {
        name: 'Verfolgen Sie jeden Scan mit einem kostenlosen Konto',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Scanzahlen in Echtzeit')).toBeTruthy();
  });
});

describe('the catalogue’s English', () => {
  it('is the contracts’ own: the type labels and the failure reasons', () => {
    for (const type of QR_TYPES) expect(englishForms[`type.${type}`]).toBe(QR_TYPE_LABELS[type]);
    for (const [reason, text] of Object.entries(GENERATE_FAILURE_REASONS)) {
      expect(english[`failure.${reason as keyof typeof GENERATE_FAILURE_REASONS}`]).toBe(text);
    }
  });

  it('generateFailure writes the reason through the page’s translator', async () => {
    const bundle = await german();
    const t = (id: keyof typeof english) => bundle.generatorResult[id];
    const refused = new ApiError(429, '429: ...', { code: 'TOO_MANY_REQUESTS', message: 'x' });
    expect(generateFailure(refused, new Set(), t)).toEqual({
      title: 'Beim Erstellen Ihres QR-Codes ist ein Problem aufgetreten.',
      reason:
        'Sie haben in kurzer Zeit viele Codes erstellt. Warten Sie eine Minute und versuchen Sie es erneut.',
    });
    // A refused logo: the contract's own message, translated centrally.
    const logo = new ApiError(400, '400: ...', {
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: { logoId: GENERATE_MESSAGES.unknownLogo },
    });
    expect(generateFailure(logo, new Set(), t).reason).toBe(
      'Dieses Logo ist nicht mehr verfügbar. Bitte laden Sie es erneut hoch.',
    );
  });
});

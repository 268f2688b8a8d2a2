// The live preview's scan warnings in the page's language: in English exactly check-design's
// words (the catalogue's English rebuilds each of them), in German with the same figures.
import { describe, expect, it } from 'vitest';
import { generatorDesignMessages } from '../../../../contracts/i18n/catalogues/site-generator-design/index.js';
import { createTranslator } from '../../../../contracts/i18n/format.js';
import { DEFAULT_DESIGN, type QrDesign } from '../../../../qr/render/design.js';
import {
  checkDesign,
  type CheckContext,
  type ScanWarning,
} from '../../../../qr/verify/check-design.js';
import { scanWarningText } from './scan-warning-text.js';

const english = createTranslator(generatorDesignMessages, 'en');
const german = createTranslator(generatorDesignMessages, 'de');
const LOGO = { href: 'data:image/png;base64,AA' };

function warnings(design: Partial<QrDesign>, context: CheckContext): ScanWarning[] {
  return checkDesign({ ...DEFAULT_DESIGN, ...design }, context);
}

/** Every kind of warning the live preview can show (it has no print size). */
const ALL: ScanWarning[] = [
  ...warnings({ bgColor: 'nope' }, { version: 2, ecl: 'M' }),
  ...warnings(
    {
      fgColor: 'zzz',
      gradientColor: '#DDDDDD',
      outerCornerColor: '#EEEEEE',
      innerCornerColor: '#E0E0E0',
    },
    { version: 2, ecl: 'M' },
  ),
  ...warnings({ fgColor: '#FFFFFF', bgColor: '#000000' }, { version: 2, ecl: 'M' }),
  // No room at all: version 2 at L (or a very wide logo at M); the first also asks for H.
  ...warnings({ logo: { ...LOGO, sizeRatio: 0.3 } }, { version: 2, ecl: 'L' }),
  ...warnings({ logo: { ...LOGO, sizeRatio: 0.3, aspect: 0.05 } }, { version: 1, ecl: 'M' }),
  ...warnings({ logo: { ...LOGO, sizeRatio: 0.6 } }, { version: 10, ecl: 'H' }),
  ...warnings({ logo: { ...LOGO, sizeRatio: 0.6 } }, { version: 10, ecl: 'M' }),
  ...warnings(
    { frame: { ...DEFAULT_DESIGN.frame, enabled: true, color: 'bad', textColor: '#111111' } },
    { version: 2, ecl: 'M' },
  ),
  ...warnings(
    { frame: { ...DEFAULT_DESIGN.frame, enabled: true, color: '#000000', textColor: '#222222' } },
    { version: 2, ecl: 'M' },
  ),
];

describe('scanWarningText', () => {
  it('covers every warning of the live preview', () => {
    expect(new Set(ALL.map((w) => w.code))).toEqual(
      new Set([
        'invalid-color',
        'low-contrast',
        'light-on-dark',
        'logo-too-large',
        'logo-needs-ecl-h',
        'frame-text-contrast',
      ]),
    );
    // Both wordings of a logo too large, each with and without "or error correction H".
    const large = ALL.filter((w) => w.code === 'logo-too-large').map((w) => w.message);
    expect(large.filter((m) => m.startsWith('This code has no room')).length).toBe(2);
    expect(large.filter((m) => m.startsWith('The logo is too large')).length).toBe(2);
  });

  it('in English is check-design’s message, word for word', () => {
    for (const warning of ALL) expect(scanWarningText(warning, english)).toBe(warning.message);
    // No room at H (no "or error correction H"): written as check-design writes it.
    const noRoomAtH: ScanWarning = {
      code: 'logo-too-large',
      severity: 'error',
      message:
        'This code has no room for a logo: error correction H (30 %) cannot recover any hidden ' +
        'modules, so it will be drawn without the logo. Shorten the content.',
    };
    expect(scanWarningText(noRoomAtH, english)).toBe(noRoomAtH.message);
    expect(scanWarningText(noRoomAtH, german)).toMatch(/Kürzen Sie den Inhalt\.$/);
  });

  it('says every one in German, with the same colours and figures', () => {
    for (const warning of ALL) {
      if (warning.code === 'light-on-dark') continue; // a contract message (see below)
      expect(scanWarningText(warning, german), warning.message).not.toBe(warning.message);
    }
    const contrast = warnings({ fgColor: '#DDDDDD' }, { version: 2, ecl: 'M' })[0]!;
    expect(scanWarningText(contrast, german)).toBe(
      'Vordergrundfarbe #DDDDDD hat zu wenig Kontrast zum Hintergrund #FFFFFF (1,4:1; Scanner brauchen mindestens 4:1). Verwenden Sie einen dunkleren Vordergrund oder einen helleren Hintergrund.',
    );
    const [tooLarge, needsH] = warnings(
      { logo: { ...LOGO, sizeRatio: 0.6 } },
      { version: 10, ecl: 'M' },
    );
    expect(scanWarningText(tooLarge!, german)).toMatch(
      /^Das Logo ist zu groß: Bei 60 % der Codebreite .* Fehlerkorrektur M \(15 %\) .* mit \d+ % der Breite gezeichnet; verwenden Sie ein kleineres Logo oder Fehlerkorrektur H\.$/,
    );
    expect(scanWarningText(needsH!, german)).toBe(
      'Ein Logo verdeckt einen Teil des Codes; bei Fehlerkorrektur M passt nur ein kleines Logo. Verwenden Sie für Codes mit Logo Fehlerkorrektur H (30 %).',
    );
    const invalid = warnings({ bgColor: 'nope' }, { version: 2, ecl: 'M' })[0]!;
    expect(scanWarningText(invalid, german)).toBe(
      'Hintergrundfarbe „nope“ ist keine Farbe. Verwenden Sie eine Hex-Farbe wie #1A2B3C.',
    );
  });

  it('shows a wording it does not know as it came', () => {
    const changed: ScanWarning = { code: 'low-contrast', severity: 'error', message: 'Too pale.' };
    expect(scanWarningText(changed, german)).toBe('Too pale.');
  });
});

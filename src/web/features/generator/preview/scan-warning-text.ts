// The scan check's warnings (src/qr/verify/check-design.ts, English, shared with the server and
// the downloads) said in the page's language for the live preview: each warning is recognised by
// its code and its English wording, and its figures are carried over into the generatorDesign
// message. A wording not recognised here (check-design changed it) is shown as it came.
import type { SiteGeneratorDesignMessageId } from '../../../../contracts/i18n/catalogues/site-generator-design/en.js';
import type { MessageValues } from '../../../../contracts/i18n/format.js';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import type { ScanWarning } from '../../../../qr/verify/check-design.js';
import { localizeMessage } from '../../../lib/i18n/localize-message.js';

type Id = SiteGeneratorDesignMessageId;

export interface WarningTranslator {
  locale: Locale;
  t(id: Id, values?: MessageValues): string;
}

/** check-design's names of the colours it checks. */
const COLOUR_LABELS: Readonly<Record<string, Id>> = {
  'Background colour': 'warning.label.background',
  'Foreground colour': 'warning.label.foreground',
  'Second (gradient) colour': 'warning.label.gradient',
  'Outer corner colour': 'warning.label.outerCorner',
  'Inner corner colour': 'warning.label.innerCorner',
  'Frame colour': 'warning.label.frame',
  'Frame text colour': 'warning.label.frameText',
};

const INVALID_COLOUR = /^(.+) "(.*)" is not a colour\. Use a hex colour such as #1A2B3C\.$/s;
const LOW_CONTRAST =
  /^(.+) (\S+) has too little contrast with the background (\S+) \((\d+(?:\.\d+)?):1; scanners need at least (\d+(?:\.\d+)?):1\)\. Use a darker foreground or a lighter background\.$/;
const NO_ROOM =
  /^This code has no room for a logo: error correction ([LMQH]) \((\d+) %\) cannot recover any hidden modules, so it will be drawn without the logo\. Shorten the content( or error correction H)?\.$/;
const TOO_LARGE =
  /^The logo is too large: at (\d+) % of the code's width it hides more than error correction ([LMQH]) \((\d+) %\) can safely recover\. It will be drawn at (\d+) % of the width; use a smaller logo( or error correction H)?\.$/;
const NEEDS_H =
  /^A logo hides part of the code; with error correction ([LMQH]) only a small logo fits\. Use error correction H \(30 %\) for codes with a logo\.$/;
const FRAME_TEXT_CONTRAST =
  'The frame text is hard to read on the frame colour. Pick a text colour that stands out more from the frame.';

/** The warning's message in the translator's language (English: exactly check-design's). */
export function scanWarningText(
  warning: { code: ScanWarning['code'] | (string & {}); message: string },
  { t, locale }: WarningTranslator,
): string {
  const { message } = warning;
  switch (warning.code) {
    case 'light-on-dark':
      // The contracts' message (DESIGN_MESSAGES.lightOnDark), translated centrally.
      return localizeMessage(message);
    case 'invalid-color': {
      const match = INVALID_COLOUR.exec(message);
      const label = match && COLOUR_LABELS[match[1] ?? ''];
      return match && label
        ? t('warning.invalidColour', { label: t(label), value: match[2] ?? '' })
        : message;
    }
    case 'low-contrast': {
      const match = LOW_CONTRAST.exec(message);
      const label = match && COLOUR_LABELS[match[1] ?? ''];
      if (!match || !label) return message;
      const oneDecimal = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      return t('warning.lowContrast', {
        label: t(label),
        value: match[2] ?? '',
        background: match[3] ?? '',
        ratio: oneDecimal.format(Number(match[4])),
        minimum: new Intl.NumberFormat(locale).format(Number(match[5])),
      });
    }
    case 'logo-too-large': {
      const noRoom = NO_ROOM.exec(message);
      if (noRoom) {
        return t(noRoom[3] ? 'warning.logoNoRoomOrH' : 'warning.logoNoRoom', {
          ecl: noRoom[1] ?? '',
          share: Number(noRoom[2]),
        });
      }
      const tooLarge = TOO_LARGE.exec(message);
      if (!tooLarge) return message;
      return t(tooLarge[5] ? 'warning.logoTooLargeOrH' : 'warning.logoTooLarge', {
        requested: Number(tooLarge[1]),
        ecl: tooLarge[2] ?? '',
        share: Number(tooLarge[3]),
        max: Number(tooLarge[4]),
      });
    }
    case 'logo-needs-ecl-h': {
      const match = NEEDS_H.exec(message);
      return match ? t('warning.logoNeedsH', { ecl: match[1] ?? '' }) : message;
    }
    case 'frame-text-contrast':
      return message === FRAME_TEXT_CONTRAST ? t('warning.frameTextContrast') : message;
    default:
      // The print-size checks: not part of the live preview (it has no print size).
      return message;
  }
}

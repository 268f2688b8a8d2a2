// Messages in ICU MessageFormat (plurals, selects, numbers and dates through the runtime's Intl),
// formatted with formatjs' intl-messageformat. A catalogue is a flat record of message id →
// ICU text per locale; English is the source and the type every other locale must match.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locales.js';

export type Catalogue<Id extends string = string> = Readonly<Record<Id, string>>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** One namespace's messages in every locale: English first, the rest typed against it. */
export type Catalogues<Id extends string> = Readonly<Record<Locale, Catalogue<Id>>>;

export interface Translator<Id extends string> {
  readonly locale: Locale;
  /** The message formatted with `values`; an id missing from the locale falls back to English. */
  t(id: Id, values?: MessageValues): string;
}

// Parsed messages are kept per locale and text: parsing is the costly part, formatting is cheap.
const parsed = new Map<string, IntlMessageFormat>();

function compiled(locale: Locale, text: string): IntlMessageFormat {
  const key = `${locale}\u0000${text}`;
  let format = parsed.get(key);
  if (!format) {
    format = new IntlMessageFormat(text, locale);
    parsed.set(key, format);
  }
  return format;
}

export function createTranslator<Id extends string>(
  catalogues: Catalogues<Id>,
  locale: Locale,
): Translator<Id> {
  const messages = catalogues[locale];
  const fallback = catalogues.en;
  return {
    locale,
    t(id, values) {
      const text = messages[id] ?? fallback[id];
      const result = compiled(locale, text).format(values);
      return typeof result === 'string' ? result : String(result);
    },
  };
}

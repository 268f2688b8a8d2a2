// The contracts' messages in the language the screen is shown in (issue 42): a form's field error
// (a contract's validation text), the server's answer in a toast or on a screen (made from the
// same contract texts), found by their English words in the contract-messages catalogue and
// shown in the screen's language. A text that is not one of them (one the server made alone, a
// name, an address) stays as it came. Toasts and field errors are drawn outside any one React
// context (the toaster sits above the screens), so the language shown is set here: by the entry
// for the page (main.tsx) and by AppLanguage for the app's screens while they show.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue } from '../../../contracts/i18n/format.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import {
  messages as english,
  type ContractMessageId,
} from '../../../contracts/i18n/catalogues/contract-messages/en.js';

export interface MessageLanguage {
  locale: Locale;
  catalogue: Catalogue<ContractMessageId>;
}

let shown: MessageLanguage | null = null;

/** Shows the contracts' messages in this language from now on; returns the one it replaces. */
export function showMessagesIn(language: MessageLanguage | null): MessageLanguage | null {
  const previous = shown;
  shown = language;
  return previous;
}

type Argument = { name: string; kind: 'text' | 'number' };
interface Matcher {
  id: ContractMessageId;
  pattern: RegExp;
  args: Argument[];
}

let exact: Map<string, ContractMessageId> | null = null;
let matchers: Matcher[] | null = null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = '([\\d.,]+)';

/**
 * A regular expression for the English text an ICU message gives, capturing each argument. Only
 * the forms the catalogue's English uses: `{name}`, `{name, number}` and
 * `{name, plural, one {# thing} other {# things}}`.
 */
function compile(id: ContractMessageId, icu: string): Matcher {
  let source = '';
  const args: Argument[] = [];
  let i = 0;
  while (i < icu.length) {
    const open = icu.indexOf('{', i);
    if (open < 0) {
      source += escape(icu.slice(i));
      break;
    }
    source += escape(icu.slice(i, open));
    let depth = 0;
    let close = open;
    for (; close < icu.length; close++) {
      if (icu[close] === '{') depth++;
      else if (icu[close] === '}' && --depth === 0) break;
    }
    const [name = '', type = '', ...rest] = icu.slice(open + 1, close).split(',');
    const kind = type.trim();
    if (kind === 'plural') {
      const forms = [...rest.join(',').matchAll(/\{#\s*([^}]*)\}/g)].map((m) => escape(m[1] ?? ''));
      source += `${NUMBER} (?:${forms.join('|')})`;
      args.push({ name: name.trim(), kind: 'number' });
    } else if (kind === 'number') {
      source += NUMBER;
      args.push({ name: name.trim(), kind: 'number' });
    } else {
      source += '(.+?)';
      args.push({ name: name.trim(), kind: 'text' });
    }
    i = close + 1;
  }
  return { id, pattern: new RegExp(`^${source}$`, 's'), args };
}

function prepare(): void {
  exact = new Map();
  matchers = [];
  for (const [id, text] of Object.entries(english) as [ContractMessageId, string][]) {
    if (!text.includes('{')) {
      if (!exact.has(text)) exact.set(text, id);
    } else matchers.push(compile(id, text));
  }
}

const DURATION = /^([\d,]+) (second|minute|hour|day)s?$/;

/** An argument as the target language writes it: "15 minutes" (a wait) becomes "15 Minuten". */
function argumentIn(locale: Locale, arg: Argument, captured: string): string | number {
  // A count ("20", "1,500"), whatever the English form: a number, for plurals and grouping.
  if (arg.kind === 'number' || /^\d{1,3}(,\d{3})*$|^\d+$/.test(captured)) {
    return Number(captured.replace(/,/g, ''));
  }
  const duration = DURATION.exec(captured);
  if (duration) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: duration[2] as 'second' | 'minute' | 'hour' | 'day',
      unitDisplay: 'long',
    }).format(Number(duration[1]?.replace(/,/g, '')));
  }
  return captured;
}

/** `text` in the language shown, when it is one of the contracts' messages; else as it is. */
export function localizeMessage(text: string): string;
export function localizeMessage(text: string | undefined): string | undefined;
export function localizeMessage(text: string | undefined): string | undefined {
  const language = shown;
  if (!text || !language || (language.locale === 'en' && !isMarked(language))) return text;
  if (!exact || !matchers) prepare();
  const id = exact?.get(text);
  if (id) return format(language, id, {});
  for (const matcher of matchers ?? []) {
    const match = matcher.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    matcher.args.forEach((arg, index) => {
      values[arg.name] = argumentIn(language.locale, arg, match[index + 1] ?? '');
    });
    return format(language, matcher.id, values);
  }
  return text;
}

/** The pseudo-locale's catalogue is English marked: it is looked up like another language. */
function isMarked(language: MessageLanguage): boolean {
  return language.catalogue !== english;
}

function format(
  language: MessageLanguage,
  id: ContractMessageId,
  values: Record<string, string | number>,
): string {
  const message = language.catalogue[id];
  if (!message) return english[id];
  return String(new IntlMessageFormat(message, language.locale).format(values));
}

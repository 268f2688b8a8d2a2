// The language of a signed-out visitor on the app's screens (issue 42): sign-in, sign-up, the
// buyer's payment pages and the other screens at English addresses carry no language in their
// path, so they speak the language of the public page the visitor was last reading (remembered
// in this browser), or, for a visitor who came straight to one, the browser's first language
// among the five; English otherwise.
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeOfTag,
  type Locale,
} from '../../../contracts/i18n/locales.js';

const KEY = 'qrshark.readingLocale';

const listeners = new Set<() => void>();
// This page's choice, kept also where storage is off, so a choice always takes effect.
let chosen: Locale | null = null;

/**
 * Remember the language of the public page being read (the address's language), or the one a
 * signed-out visitor chose on an app screen; screens shown in the visitor's language switch.
 */
export function rememberReadingLocale(locale: Locale): void {
  const changed = visitorLocale() !== locale;
  chosen = locale;
  try {
    if (localStorage.getItem(KEY) !== locale) localStorage.setItem(KEY, locale);
  } catch {
    // Storage off (private mode, a policy): the choice holds for this page only.
  }
  if (changed) for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** visitorLocale(), kept current: a component using it shows a new choice at once. */
export function useVisitorLocale(): Locale {
  return useSyncExternalStore(subscribe, visitorLocale, () => DEFAULT_LOCALE);
}

/** The language a signed-out visitor reads the app's screens in. */
export function visitorLocale(): Locale {
  if (chosen) return chosen;
  try {
    const remembered = localStorage.getItem(KEY);
    if (isLocale(remembered)) return remembered;
  } catch {
    // As above.
  }
  const tags =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    const locale = tag ? localeOfTag(tag) : null;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

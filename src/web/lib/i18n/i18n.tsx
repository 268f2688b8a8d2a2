import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Locale } from '../../../contracts/i18n/locales.js';
import {
  createTranslator,
  type Catalogue,
  type Catalogues,
  type MessageValues,
} from '../../../contracts/i18n/format.js';
import type { AppBundle, AppMessageIds, AppNamespace } from './app-bundle.js';
import type { SiteBundle, SiteMessageIds, SiteNamespace } from './bundle.js';

/** The page's language (from its address: /es/... is Spanish) and that language's messages. */
export interface SiteI18n {
  locale: Locale;
  bundle: SiteBundle;
  /** The app's messages in `locale`, where the app behind sign-in is shown (AppLanguage). */
  app?: AppBundle;
  /** The pseudo-locale (a test asked for it): `locale` is 'en' and every message is marked. */
  pseudo?: boolean;
}

const I18nContext = createContext<SiteI18n | null>(null);

// Component tests render parts of the site without the entry's provider: their setup names the
// English bundle here once (src/web/test-setup.ts). The app itself always provides one.
let fallback: SiteI18n | null = null;

/** The messages used where no provider is above (tests only). */
export function setFallbackSiteI18n(value: SiteI18n): void {
  fallback = value;
}

export function I18nProvider({ value, children }: { value: SiteI18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and messages as provided (AppLanguage reads it to provide the app's). */
export function useSiteI18n(): SiteI18n {
  const value = useContext(I18nContext) ?? fallback;
  if (!value) throw new Error('the site’s messages are not loaded (I18nProvider)');
  return value;
}

/** The language the page is shown in. */
export function useLocale(): Locale {
  return useSiteI18n().locale;
}

/** Values of a rich message: plain values, and a function per tag (`<b>…</b>`). */
export type RichValues = Record<
  string,
  string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

export interface SiteTranslator<Id extends string> {
  locale: Locale;
  /** The message formatted as text (ICU plurals, numbers and dates in the page's language). */
  t(id: Id, values?: MessageValues): string;
  /** The message with its tags drawn by `values`' functions: `rich('x', { b: (c) => <b>{c}</b> })`. */
  rich(id: Id, values: RichValues): ReactNode;
}

/** A translator over one catalogue in one language (ICU plurals, numbers and dates). */
function useTranslator<Id extends string>(
  catalogue: Catalogue<Id>,
  locale: Locale,
): SiteTranslator<Id> {
  return useMemo(() => {
    // One language is loaded: it stands for every locale the translator might fall back to (the
    // completeness test, catalogues.test.ts, keeps every language whole).
    const catalogues = Object.fromEntries(LOCALES.map((l) => [l, catalogue])) as Catalogues<Id>;
    const { t } = createTranslator(catalogues, locale);
    return {
      locale,
      t,
      rich(id, values) {
        const result = new IntlMessageFormat(catalogue[id], locale).format<ReactNode>(values);
        if (!Array.isArray(result)) return result as ReactNode;
        return result.map((part, index) => <Fragment key={index}>{part as ReactNode}</Fragment>);
      },
    };
  }, [catalogue, locale]);
}

/** A translator over one namespace of the site's messages, in the page's language. */
export function useT<N extends SiteNamespace>(namespace: N): SiteTranslator<SiteMessageIds[N]> {
  const { locale, bundle } = useSiteI18n();
  return useTranslator(bundle[namespace] as Catalogue<SiteMessageIds[N]>, locale);
}

/**
 * A translator over one namespace of the app's messages, in the language the app is shown in:
 * the signed-in account's (AppLanguage, src/web/app/app-language.tsx).
 */
export function useAppT<N extends AppNamespace>(namespace: N): SiteTranslator<AppMessageIds[N]> {
  const { locale, app } = useSiteI18n();
  if (!app) throw new Error('the app’s messages are not loaded (AppLanguage)');
  return useTranslator(app[namespace] as Catalogue<AppMessageIds[N]>, locale);
}

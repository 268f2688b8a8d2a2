import { Globe } from 'lucide-react';
import { useLocation } from 'wouter';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../contracts/i18n/locales.js';
import {
  isLocalizedPath,
  localizedPath,
  routedPath,
  splitLocalePath,
} from '../../contracts/public-pages.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.js';
import { useSaveToasts } from '../components/ui/save-toast.js';
import { USER_QUERY_KEY, useAuth } from '../features/auth/index.js';
import { apiRequest } from '../lib/api.js';
import { useLocale, useSiteI18n, useT } from '../lib/i18n/i18n.js';
import { rememberReadingLocale } from '../lib/i18n/visitor-locale.js';

const linkClass =
  'rounded text-sm text-gray-300 underline-offset-2 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none aria-[current=true]:font-semibold aria-[current=true]:text-white';

/**
 * The footer's language switcher (issue 42): a link per language, each name written in its own
 * language (and marked so: `lang`), to this same page in that language when the page is
 * translated, else to that language's home page. A plain link (a full load): the page then
 * arrives prerendered in its language with only that language's messages. The current language
 * is marked `aria-current`. On the app's screens it sets the account's language instead.
 */
export function LanguageSwitcher() {
  const { app, pseudo } = useSiteI18n();
  const { user } = useAuth();
  // On the app's screens, which speak the account's language (AppLanguage), a language chosen
  // here is the account's: saved, and the screen switches to it where it is.
  if (app && user && !pseudo) return <AccountLanguageSwitcher current={user.locale} />;
  // Signed out there (sign-in, sign-up, a buyer's payment pages), the visitor's language.
  if (app && !pseudo) return <VisitorLanguageSwitcher />;
  return <PageLanguageSwitcher />;
}

function PageLanguageSwitcher() {
  const locale = useLocale();
  const { t } = useT('common');
  const [location] = useLocation();
  const page = routedPath(splitLocalePath(location).path);
  const target = (to: Locale) => localizedPath(to, isLocalizedPath(page) ? page : '/');
  return (
    <nav aria-label={t('language.choose')} className="flex items-center gap-3">
      <Globe className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={target(l)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              className={linkClass}
            >
              {LOCALE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The languages as buttons, the current one marked; `choose` is called for another one. */
function LanguageButtons(props: {
  current: Locale;
  disabled?: boolean;
  choose: (locale: Locale) => void;
}) {
  const { t } = useT('common');
  return (
    <nav aria-label={t('language.choose')} className="flex items-center gap-3">
      <Globe className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {LOCALES.map((l) => (
          <li key={l}>
            <button
              type="button"
              lang={l}
              aria-current={l === props.current ? 'true' : undefined}
              disabled={props.disabled}
              onClick={() => l !== props.current && props.choose(l)}
              className={linkClass}
            >
              {LOCALE_NAMES[l]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The switcher on the app's screens for a signed-out visitor: the chosen language is remembered
 * in this browser (as reading a public page in it would), and the screen switches in place.
 */
function VisitorLanguageSwitcher() {
  return <LanguageButtons current={useLocale()} choose={rememberReadingLocale} />;
}

/**
 * The switcher on the app's screens: a button per language that saves it as the account's
 * (PUT /api/account/locale, as the settings' language section does); the screen then shows in
 * it. A refused save says so in a toast and changes nothing.
 */
function AccountLanguageSwitcher({ current }: { current: Locale }) {
  const { t } = useT('common');
  const queryClient = useQueryClient();
  const toasts = useSaveToasts();
  const save = useMutation({
    mutationFn: async (locale: Locale) => {
      const res = await apiRequest('PUT', '/api/account/locale', { locale });
      return (await res.json()) as PublicUser;
    },
    onSuccess: (updated) => queryClient.setQueryData(USER_QUERY_KEY, updated),
    onError: (error) => toasts.notSaved(t('language'), error),
  });
  return (
    <LanguageButtons
      current={current}
      disabled={save.isPending}
      choose={(locale) => save.mutate(locale)}
    />
  );
}

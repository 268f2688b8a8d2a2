import { Globe } from 'lucide-react';
import { useLocation } from 'wouter';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../contracts/i18n/locales.js';
import {
  isLocalizedPath,
  localizedPath,
  routedPath,
  splitLocalePath,
} from '../../contracts/public-pages.js';
import { useLocale, useT } from '../lib/i18n/i18n.js';

const linkClass =
  'rounded text-sm text-gray-300 underline-offset-2 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none aria-[current=true]:font-semibold aria-[current=true]:text-white';

/**
 * The footer's language switcher (issue 42): a link per language, each name written in its own
 * language (and marked so: `lang`), to this same page in that language when the page is
 * translated, else to that language's home page. A plain link (a full load): the page then
 * arrives prerendered in its language with only that language's messages. The current language
 * is marked `aria-current`.
 */
export function LanguageSwitcher() {
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

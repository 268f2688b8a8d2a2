import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import {
  isAppScreenPath,
  isLocalizedPath,
  localizedPath,
  routedPath,
} from '../../../contracts/public-pages.js';
import { useLocale } from './i18n.js';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The English page's path ("/features"), as in src/contracts/public-pages.ts. */
  to: string;
  children: ReactNode;
};

/**
 * A link to a page of the site that stays in the page's language: on an English page a router
 * link, on a translated page a router link to that page in the language when it is translated
 * ("/features" on /es/ -> "/es/features"), and otherwise a plain link to the English page (a full
 * load, which brings that page's language; hreflang says it is English). A screen of the app
 * (sign-in, sign-up) has no language of its own: it speaks the visitor's, this page's, so its
 * link claims none.
 */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  const locale = useLocale();
  if (locale === 'en' || isLocalizedPath(to)) {
    return (
      <Link href={localizedPath(locale, to)} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      hrefLang={isAppScreenPath(routedPath(to.split(/[?#]/)[0] ?? to)) ? undefined : 'en'}
      {...rest}
    >
      {children}
    </a>
  );
}

import type { SiteChromeMessageId } from '../../contracts/i18n/catalogues/site-chrome/en.js';
import { useT } from '../lib/i18n/i18n.js';
import { SiteLink } from '../lib/i18n/site-link.js';
import { usePageMeta } from '../lib/use-page-meta.js';
import { buttonClasses } from './ui/button-styles.js';

/** Where a visitor who met a dead end may go next (the site's main pages). */
const NEXT_STEPS: readonly { id: SiteChromeMessageId; href: string }[] = [
  { id: 'notFound.make', href: '/' },
  { id: 'nav.templates', href: '/templates' },
  { id: 'nav.features', href: '/features' },
  { id: 'nav.blog', href: '/blog' },
  { id: 'nav.faq', href: '/faq' },
  { id: 'nav.pricing', href: '/subscribe' },
  { id: 'footer.contact', href: '/contact' },
];

/**
 * The not-found page's body, inside the site's header and footer: what happened, a way home and
 * the main pages. The server answers these addresses with HTTP 404 and this page prerendered
 * (lib/spa.ts); an unknown blog post shows the same.
 */
export function NotFound() {
  const { t } = useT('chrome');
  usePageMeta(t('notFound.title'), t('notFound.description'));
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {t('notFound.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-gray-600">{t('notFound.text')}</p>
      <SiteLink to="/" className={buttonClasses('primary', 'mt-8')}>
        {t('notFound.home')}
      </SiteLink>
      <nav aria-label={t('notFound.pages')} className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3">
          {NEXT_STEPS.map((link) => (
            <li key={link.href}>
              <SiteLink
                to={link.href}
                className="rounded font-medium text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                {t(link.id)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WhiteLabelConfig } from '../../contracts/white-label.js';
import { apiRequest } from '../lib/api.js';
import { BRAND, BRAND_NAME, OWN_BRAND_NAME } from '../lib/brand.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { BrandLogo } from './brand-logo.js';
import { useSignedOutView } from '../features/auth/use-auth.js';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.js';
import type { SiteChromeMessageId } from '../../contracts/i18n/catalogues/site-chrome/en.js';
import { useT } from '../lib/i18n/i18n.js';
import { SiteLink } from '../lib/i18n/site-link.js';
import { LanguageSwitcher } from './language-switcher.js';

// The icons load only when the operator has set links (none by default).
const SocialLinks = lazy(() =>
  import('./social-links.js').then((m) => ({ default: m.SocialLinks })),
);

/** Cache key of GET /api/white-label/config: the host's brand and the footer's links. */
export const SITE_CONFIG_QUERY_KEY = ['/api/white-label/config'];

/**
 * The operator's social links (SOCIAL_LINKS, through GET /api/white-label/config), asked once
 * the page has hydrated (the prerendered markup has none, so hydration matches it); nothing
 * while they load, when there are none, on a white-label client's host, or if the call fails.
 */
function FooterSocialLinks() {
  const hydrated = useHydrated();
  const config = useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: async () =>
      (await (await apiRequest('GET', '/api/white-label/config')).json()) as WhiteLabelConfig,
    enabled: hydrated && !BRAND.whiteLabel,
    staleTime: Infinity,
    retry: false,
  });
  const links = config.data?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialLinks links={links} />
    </Suspense>
  );
}

const footerLinks: readonly { id: SiteChromeMessageId; href: string }[] = [
  { id: 'footer.about', href: '/about' },
  { id: 'footer.contact', href: '/contact' },
  { id: 'nav.faq', href: '/faq' },
  { id: 'nav.blog', href: '/blog' },
  { id: 'footer.developers', href: '/developers' },
  { id: 'footer.privacy', href: '/privacy' },
  { id: 'footer.terms', href: '/terms' },
];

const linkClass =
  'rounded text-sm text-gray-300 hover:text-white focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * Site footer (spec 001 §2): the newsletter block for signed-out visitors, then the copyright
 * with the current year, page links (Privacy and Terms included) and social links. On a
 * white-label client's host: the client's name and logo, "Powered by QR Shark" unless the client
 * removed our branding, and none of the operator's social links (which exist only when
 * SOCIAL_LINKS is set).
 */
export function SiteFooter() {
  const signedOut = useSignedOutView();
  const year = new Date().getFullYear();
  const { t } = useT('chrome');
  return (
    <footer className="bg-gray-900 text-gray-300">
      {signedOut && (
        <section aria-labelledby="newsletter-heading" className="border-b border-gray-800">
          <div className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="newsletter-heading" className="text-xl font-semibold text-white">
              {t('newsletter.heading')}
            </h2>
            <p className="mt-2 max-w-2xl text-sm text-gray-400">{t('newsletter.text')}</p>
            <NewsletterSignup />
          </div>
        </section>
      )}
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2">
          <BrandLogo className="h-6 w-6" />
          <p className="text-sm">
            {t('footer.rights', { year, brand: BRAND_NAME })}
            {BRAND.whiteLabel && !BRAND.removeBranding && (
              <span className="ml-2 text-gray-400">
                {t('footer.poweredBy', { brand: OWN_BRAND_NAME })}
              </span>
            )}
          </p>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <SiteLink to={link.href} className={linkClass}>
                  {t(link.id)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <FooterSocialLinks />
      </div>
    </footer>
  );
}

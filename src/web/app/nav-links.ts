import type { SiteChromeMessageId } from '../../contracts/i18n/catalogues/site-chrome/en.js';

/**
 * The signed-out main navigation (spec 001 §2), shared by the desktop bar and mobile menu: each
 * link's label is a message of the site's frame (site-chrome catalogue), in the page's language.
 */
export const MAIN_NAV_LINKS: readonly { id: SiteChromeMessageId; href: string }[] = [
  { id: 'nav.features', href: '/features' },
  { id: 'nav.useCases', href: '/use-cases' },
  { id: 'nav.templates', href: '/templates' },
  { id: 'nav.blog', href: '/blog' },
  { id: 'nav.faq', href: '/faq' },
  { id: 'nav.pricing', href: '/subscribe' },
];

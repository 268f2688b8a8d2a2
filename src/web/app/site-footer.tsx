import { Link } from 'wouter';
import { BRAND, BRAND_NAME, OWN_BRAND_NAME } from '../lib/brand.js';
import { BrandLogo } from './brand-logo.js';
import { useSignedOutView } from '../features/auth/use-auth.js';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.js';
import { SocialLinks } from './social-links.js';

const footerLinks = [
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Blog', href: '/blog' },
  { label: 'Developers', href: '/developers' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
] as const;

const linkClass =
  'rounded text-sm text-gray-300 hover:text-white focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * Site footer (spec 001 §2): the newsletter block for signed-out visitors, then the copyright
 * with the current year, page links (Privacy and Terms included) and social links. On a
 * white-label client's host: the client's name and logo, "Powered by QR Shark" unless the client
 * removed our branding, and none of our social links.
 */
export function SiteFooter() {
  const signedOut = useSignedOutView();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-gray-900 text-gray-300">
      {signedOut && (
        <section aria-labelledby="newsletter-heading" className="border-b border-gray-800">
          <div className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="newsletter-heading" className="text-xl font-semibold text-white">
              Stay Updated with QR Code Tips
            </h2>
            <p className="mt-2 max-w-2xl text-sm text-gray-400">
              Shark Tips: a weekly e-mail about QR codes and marketing. Confirm by e-mail, leave
              with one click.
            </p>
            <NewsletterSignup />
          </div>
        </section>
      )}
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2">
          <BrandLogo className="h-6 w-6" />
          <p className="text-sm">
            © {year} {BRAND_NAME}. All rights reserved.
            {BRAND.whiteLabel && !BRAND.removeBranding && (
              <span className="ml-2 text-gray-400">Powered by {OWN_BRAND_NAME}</span>
            )}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Our social profiles: not on a white-label client's host. */}
        {!BRAND.whiteLabel && <SocialLinks />}
      </div>
    </footer>
  );
}

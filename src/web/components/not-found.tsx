import { Link } from 'wouter';
import { usePageMeta } from '../lib/use-page-meta.js';
import { buttonClasses } from './ui/button-styles.js';

/** Where a visitor who met a dead end may go next (the site's main pages). */
const NEXT_STEPS = [
  { label: 'Make a QR code', href: '/' },
  { label: 'Templates', href: '/templates' },
  { label: 'Features', href: '/features' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Pricing', href: '/subscribe' },
  { label: 'Contact', href: '/contact' },
] as const;

/**
 * The not-found page's body, inside the site's header and footer: what happened, a way home and
 * the main pages. The server answers these addresses with HTTP 404 and this page prerendered
 * (lib/spa.ts); an unknown blog post shows the same.
 */
export function NotFound() {
  usePageMeta('Page not found', 'There is no page at this address.');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-gray-600">
        There is no page at this address. The link may be mistyped, or the page may have moved.
      </p>
      <Link href="/" className={buttonClasses('primary', 'mt-8')}>
        Go to the home page
      </Link>
      <nav aria-label="Main pages" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3">
          {NEXT_STEPS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="rounded font-medium text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

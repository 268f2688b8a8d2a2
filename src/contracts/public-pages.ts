// The public pages of the site (spec 001 §2, as in src/web/app/app-routes.tsx): listed in
// /sitemap.xml and prerendered to static HTML at build time, with each blog post (/blog/{id}).

export const PUBLIC_PATHS = [
  '/',
  '/features',
  '/features/analytics',
  '/use-cases',
  '/templates',
  '/blog',
  '/faq',
  '/about',
  '/contact',
  '/developers',
  '/subscribe',
  '/privacy',
  '/terms',
] as const;

/**
 * Stands for PUBLIC_URL in prerendered HTML (canonical and Open Graph URLs): the build does not
 * know where the site will run, so the server puts its PUBLIC_URL in when it loads the pages.
 */
export const PUBLIC_URL_PLACEHOLDER = '__QRS_PUBLIC_URL__';

/** Where a prerendered page is stored, relative to the pages folder: "/" -> "index.html". */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

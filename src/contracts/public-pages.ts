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
 * Every public page's path: PUBLIC_PATHS, then each blog post (/blog/{id}) in id order. The one
 * list both the prerender (src/web/prerender/entry-server.tsx) and /sitemap.xml
 * (modules/site-map) are made from, so a page added here is prerendered and listed alike.
 */
export function publicPagePaths(postIds: readonly number[]): string[] {
  return [...PUBLIC_PATHS, ...[...postIds].sort((a, b) => a - b).map((id) => `/blog/${id}`)];
}

/**
 * Stands for PUBLIC_URL in prerendered HTML (canonical and Open Graph URLs): the build does not
 * know where the site will run, so the server puts its PUBLIC_URL in when it loads the pages.
 */
export const PUBLIC_URL_PLACEHOLDER = '__QRS_PUBLIC_URL__';

/** Where a prerendered page is stored, relative to the pages folder: "/" -> "index.html". */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Where a prerendered page's social image (Open Graph / Twitter card, drawn at build time by
 * scripts/social-image.ts) is served, under the web root: "/" -> "/social/index.png".
 */
export function socialImagePath(path: string): string {
  return `/social/${prerenderedFileName(path).replace(/\.html$/, '.png')}`;
}

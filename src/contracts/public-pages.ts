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
 * The web app's other routes (src/web/app/app-routes.tsx), not prerendered: the server answers
 * them with the app's shell (HTTP 200). Any path that is neither one of these, nor a public page,
 * nor a blog post is answered 404 with the not-found page (server lib/spa.ts).
 */
export const APP_ONLY_PATHS = [
  '/login',
  '/register',
  '/auth',
  '/restore-account',
  '/setup',
  '/forgot-password',
  '/payment',
  '/payment-success',
  '/set-password',
  '/reset-password',
  '/confirm-email-change',
  '/verify-email',
  '/account-settings',
  '/newsletter/confirm',
  '/unsubscribe',
  '/newsletter',
  '/admin',
  '/white-label-admin',
  '/workspace',
  '/invitations/accept',
  '/bulk-generation',
] as const;

/**
 * The not-found page, prerendered into this file of the pages folder (not a route, and not in
 * the pages' list): the server sends it with HTTP 404 for every unknown path.
 */
export const NOT_FOUND_FILE = '404.html';

/** A path no route matches: rendering it gives the not-found page (written to NOT_FOUND_FILE). */
export const NOT_FOUND_RENDER_PATH = '/404';

/**
 * A request's path as the web router matches it (wouter: case-insensitive, an optional trailing
 * slash), for looking it up among the paths above: "/FAQ/" -> "/faq".
 */
export function routedPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

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

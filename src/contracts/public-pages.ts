// The public pages of the site (spec 001 §2, as in src/web/app/app-routes.tsx): listed in
// /sitemap.xml and prerendered to static HTML at build time, with each blog post (/blog/{id}),
// and the translated ones again under /{lang}/... for each language but English (issue 42).
import { LOCALES, type Locale } from './i18n/locales.js';

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
  '/analytics',
] as const;

/**
 * The web app's routes with a numeric id in their path (wouter patterns, `:id` a positive
 * integer): answered with the app's shell like APP_ONLY_PATHS.
 */
export const APP_ID_ROUTES = ['/analytics/codes/:id'] as const;

/** Whether a path (routedPath form) is one of APP_ID_ROUTES with a real id. */
export function isAppIdPath(routed: string): boolean {
  return APP_ID_ROUTES.some((route) =>
    new RegExp(`^${route.replace(':id', '[1-9]\\d{0,9}')}$`).test(routed),
  );
}

/**
 * Whether a path (routedPath form) is a screen of the web app (APP_ONLY_PATHS, APP_ID_ROUTES):
 * shown in the signed-in account's language (issue 42), which its address does not carry.
 */
export function isAppScreenPath(routed: string): boolean {
  return (APP_ONLY_PATHS as readonly string[]).includes(routed) || isAppIdPath(routed);
}

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
 * The public pages written in every language (issue 42): each is also served under
 * /{lang}{path} for the languages other than English ("/es/", "/de/features",
 * "/fr/features/analytics"...). The others (and every blog post) exist in English only, and no
 * alternate claims otherwise.
 */
export const LOCALIZED_PATHS = [
  '/',
  '/features',
  '/features/analytics',
  '/faq',
  '/use-cases',
  '/templates',
  '/about',
  '/contact',
  '/developers',
  '/subscribe',
  '/blog',
  '/privacy',
  '/terms',
] as const;

/** The languages with their own pages under /{lang}/: all but English, which is at /. */
export const PREFIXED_LOCALES: readonly Exclude<Locale, 'en'>[] = LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== 'en',
);

/** True when `path` (an English page's path) has a page in every language. */
export function isLocalizedPath(path: string): boolean {
  return (LOCALIZED_PATHS as readonly string[]).includes(path);
}

/** `path`'s page in `locale`: "/features" in es -> "/es/features", "/" in de -> "/de/". */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

const LOCALE_PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join('|')})(/.*)?$`, 'i');

/**
 * The language of a request's path and the English page's path it stands for: "/es/faq" ->
 * es and "/faq", "/pt" and "/pt/" -> pt and "/", "/faq" -> en and "/faq". Whether that page
 * exists in that language is `isLocalizedPath`'s answer, not this one's.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  if (!match) return { locale: 'en', path: pathname };
  const locale = (match[1] ?? 'en').toLowerCase() as Locale;
  const rest = match[2] ?? '/';
  return { locale, path: rest === '' ? '/' : rest };
}

/** One `<link rel="alternate" hreflang>` of a page: a language (or x-default) and its path. */
export interface Alternate {
  hreflang: Locale | 'x-default';
  path: string;
}

/**
 * The language versions of the page at `path` (an English page's path), for hreflang links and
 * the sitemap: English and every other language when the page is translated, English alone
 * otherwise, and x-default (the English page, at the unprefixed address) always.
 */
export function alternatesOf(path: string): Alternate[] {
  const locales: readonly Locale[] = isLocalizedPath(path) ? LOCALES : ['en'];
  return [
    ...locales.map((locale) => ({ hreflang: locale, path: localizedPath(locale, path) })),
    { hreflang: 'x-default', path },
  ];
}

/**
 * Every public page's path: PUBLIC_PATHS, then each blog post (/blog/{id}) in id order, then the
 * translated pages in each other language ("/es/", "/es/features", ... "/pt/blog"). The one
 * list both the prerender (src/web/prerender/entry-server.tsx) and /sitemap.xml
 * (modules/site-map) are made from, so a page added here is prerendered and listed alike.
 */
export function publicPagePaths(postIds: readonly number[]): string[] {
  return [
    ...PUBLIC_PATHS,
    ...[...postIds].sort((a, b) => a - b).map((id) => `/blog/${id}`),
    ...PREFIXED_LOCALES.flatMap((locale) => LOCALIZED_PATHS.map((p) => localizedPath(locale, p))),
  ];
}

/**
 * Stands for PUBLIC_URL in prerendered HTML (canonical and Open Graph URLs): the build does not
 * know where the site will run, so the server puts its PUBLIC_URL in when it loads the pages.
 */
export const PUBLIC_URL_PLACEHOLDER = '__QRS_PUBLIC_URL__';

/**
 * Where a prerendered page is stored, relative to the pages folder: "/" -> "index.html",
 * "/es/" -> "es/index.html", "/es/faq" -> "es/faq.html".
 */
export function prerenderedFileName(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

/**
 * Where a prerendered page's social image (Open Graph / Twitter card, drawn at build time by
 * scripts/social-image.ts) is served, under the web root: "/" -> "/social/index.png".
 */
export function socialImagePath(path: string): string {
  return `/social/${prerenderedFileName(path).replace(/\.html$/, '.png')}`;
}

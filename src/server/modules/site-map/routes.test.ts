import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import {
  LOCALIZED_PATHS,
  localizedPath,
  PREFIXED_LOCALES,
} from '../../../contracts/public-pages.js';
import { PUBLIC_PATHS, readPostEntries, sitemapXml } from './index.js';

/**
 * The app's routes that are not public pages, each with why it is left out of the sitemap. A
 * route added to src/web/app/app-routes.tsx must be a public page (PUBLIC_PATHS, so it is
 * prerendered and listed) or be named here: the test below fails until it is one of the two.
 */
const NOT_IN_SITEMAP: Record<string, string> = {
  '/login': 'a form, not content',
  '/register': 'a form, not content',
  '/auth': 'sign-in provider callback',
  '/restore-account': 'a signed-in step',
  '/setup': 'first-admin setup of a new install',
  '/forgot-password': 'a form, not content',
  '/payment': 'checkout of a signed-in user',
  '/payment-success': 'checkout of a signed-in user',
  '/test': 'a leftover page (removed by issue 37 item 1)',
  '/set-password': 'link from an e-mail',
  '/reset-password': 'link from an e-mail',
  '/confirm-email-change': 'link from an e-mail',
  '/verify-email': 'link from an e-mail',
  '/account-settings': 'signed in only',
  '/newsletter/confirm': 'link from an e-mail',
  '/unsubscribe': 'link from an e-mail',
  '/newsletter': 'admins only',
  '/admin': 'admins only',
  '/white-label-admin': 'admins only',
  '/workspace': 'signed in only',
  '/invitations/accept': 'link from an e-mail',
  '/bulk-generation': 'signed in only',
  '/analytics': 'signed in only',
  '/analytics/codes/:id': 'signed in only',
};

/** Every `<Route path="...">` of the web app's router. */
function appRoutePaths(): string[] {
  const source = readFileSync(path.join(PROJECT_ROOT, 'src/web/app/app-routes.tsx'), 'utf8');
  return [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1] ?? '');
}

/**
 * The sitemaps.org protocol's rules (https://www.sitemaps.org/protocol.html and its XSD): a
 * UTF-8 urlset in the 0.9 namespace; each url has exactly one loc, an absolute http(s) URL under
 * the sitemap's own host, under 2,048 characters, entity-escaped; an optional lastmod in W3C
 * Datetime; at most 50,000 URLs and 50 MB. With Google's hreflang extension (the xhtml
 * namespace): each alternate is an `xhtml:link` under the same host, to a URL the sitemap lists.
 * Returns every problem found.
 */
function sitemapProblems(xml: string, base: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')) problems.push('declaration');
  const urlset =
    /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n([\s\S]*)<\/urlset>\n?$/.exec(
      xml.slice(xml.indexOf('\n') + 1),
    );
  if (!urlset) return [...problems, 'urlset'];
  const urls = (urlset[1] ?? '').trim().split('\n');
  if (urls.length > 50_000) problems.push('more than 50,000 URLs');
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) problems.push('over 50 MB');
  const seen = new Set<string>();
  const alternates: string[] = [];
  for (const entry of urls) {
    const m =
      /^\s*<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?((?:<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"]+"\/>)*)<\/url>$/.exec(
        entry,
      );
    if (!m) {
      problems.push(`entry: ${entry}`);
      continue;
    }
    const [, loc = '', lastmod, links = ''] = m;
    alternates.push(...[...links.matchAll(/href="([^"]+)"/g)].map((l) => l[1] ?? ''));
    if (/&(?!amp;|apos;|quot;|gt;|lt;)/.test(loc) || /['"<>]/.test(loc))
      problems.push(`escape: ${loc}`);
    if (loc.length >= 2048) problems.push(`long: ${loc}`);
    const url = new URL(loc.replace(/&amp;/g, '&'));
    if (!/^https?:$/.test(url.protocol) || `${url.protocol}//${url.host}` !== base) {
      problems.push(`not under ${base}: ${loc}`);
    }
    if (seen.has(loc)) problems.push(`twice: ${loc}`);
    seen.add(loc);
    if (
      lastmod !== undefined &&
      !/^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/.test(lastmod)
    ) {
      problems.push(`lastmod: ${lastmod}`);
    }
  }
  for (const href of alternates)
    if (!seen.has(href)) problems.push(`alternate not listed: ${href}`);
  return problems;
}

describe('sitemap and robots', () => {
  const { app } = useTestApp('pglite', { publicUrl: 'https://qr.example' });

  it('reads the 11 posts with their dates', () => {
    const posts = readPostEntries();
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const p of posts) expect(p.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists every public page and post under PUBLIC_URL', async () => {
    const res = await app().inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...PUBLIC_PATHS.map((p) => `https://qr.example${p}`),
      ...Array.from({ length: 11 }, (_, i) => `https://qr.example/blog/${i + 1}`),
      ...PREFIXED_LOCALES.flatMap((l) =>
        LOCALIZED_PATHS.map((p) => `https://qr.example${localizedPath(l, p)}`),
      ),
    ]);
    expect(locs).toContain('https://qr.example/es/');
    expect(locs).toContain('https://qr.example/de/faq');
    expect(res.body).toContain('<lastmod>2026-01-12</lastmod>');
  });

  it('names each translated page’s language versions, and none for a page in English only (issue 42)', async () => {
    const res = await app().inject({ method: 'GET', url: '/sitemap.xml' });
    const entries = new Map(
      [...res.body.matchAll(/<url><loc>https:\/\/qr\.example([^<]*)<\/loc>(.*?)<\/url>/g)].map(
        (m) => [
          m[1] ?? '',
          [...(m[2] ?? '').matchAll(/hreflang="([^"]+)" href="https:\/\/qr\.example([^"]+)"/g)].map(
            (l) => `${l[1]} ${l[2]}`,
          ),
        ],
      ),
    );
    const faq = [
      'en /faq',
      'es /es/faq',
      'de /de/faq',
      'fr /fr/faq',
      'pt /pt/faq',
      'x-default /faq',
    ];
    expect(entries.get('/faq')).toEqual(faq);
    expect(entries.get('/pt/faq')).toEqual(faq);
    expect(entries.get('/fr/')).toEqual([
      'en /',
      'es /es/',
      'de /de/',
      'fr /fr/',
      'pt /pt/',
      'x-default /',
    ]);
    // In English only: no alternate claims a translation.
    // A nested page (/features/analytics) names its versions under each language's folder.
    expect(entries.get('/de/features/analytics')).toEqual([
      'en /features/analytics',
      'es /es/features/analytics',
      'de /de/features/analytics',
      'fr /fr/features/analytics',
      'pt /pt/features/analytics',
      'x-default /features/analytics',
    ]);
    expect(entries.get('/blog/1')).toEqual([]);
    expect(entries.get('/es/developers')?.[0]).toBe('en /developers');
    expect(entries.has('/es/blog/1')).toBe(false);
  });

  it('follows the sitemap protocol (issue 37)', async () => {
    const res = await app().inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemapProblems(res.body, 'https://qr.example')).toEqual([]);
    // The check does find broken sitemaps.
    const broken = sitemapXml('https://qr.example', [{ id: 1, publishedAt: '14/03/2026' }]);
    expect(sitemapProblems(broken, 'https://qr.example')).toEqual(['lastmod: 14/03/2026']);
    expect(sitemapProblems(broken, 'https://other.example')).toContain(
      'not under https://other.example: https://qr.example/',
    );
  });

  it('lists every public route of the app; every other route is named as not public', async () => {
    const res = await app().inject({ method: 'GET', url: '/sitemap.xml' });
    const listed = new Set(
      [...res.body.matchAll(/<loc>https:\/\/qr\.example([^<]*)<\/loc>/g)].map((m) => m[1]),
    );
    const routes = appRoutePaths();
    expect(routes.length).toBeGreaterThan(20);
    const unaccounted = routes.filter((route) => {
      if (route in NOT_IN_SITEMAP) return false;
      if (route === '/blog/:id') return false; // every post, checked below
      return !listed.has(route);
    });
    expect(unaccounted).toEqual([]);
    for (const post of readPostEntries()) expect(listed.has(`/blog/${post.id}`)).toBe(true);
    // No page is both listed and named as not public.
    expect(Object.keys(NOT_IN_SITEMAP).filter((route) => listed.has(route))).toEqual([]);
  });

  it('points crawlers at the sitemap and away from the API and short links', async () => {
    const res = await app().inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /d/');
    expect(res.body).toContain('Sitemap: https://qr.example/sitemap.xml');
  });
});

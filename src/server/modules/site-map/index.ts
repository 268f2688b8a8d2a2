import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, type Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { fileAnswer } from '../../lib/route-schemas.js';
import {
  alternatesOf,
  APP_ONLY_PATHS,
  PUBLIC_PATHS,
  publicPagePaths,
  routedPath,
  splitLocalePath,
} from '../../../contracts/public-pages.js';

export { PUBLIC_PATHS };

/** Where the blog's Markdown posts live ("NN-slug.md", front matter with publishedAt). */
export const POSTS_DIR = path.join(PROJECT_ROOT, 'src/web/features/blog/posts');

export interface PostEntry {
  id: number;
  publishedAt: string | null;
}

/** The posts' ids and dates, read from the files' names and front matter. */
export function readPostEntries(dir = POSTS_DIR): PostEntry[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => {
      const id = /^(\d+)-[\w-]+\.md$/.exec(file)?.[1];
      if (!id) return null;
      const text = readFileSync(path.join(dir, file), 'utf8');
      const date = /^publishedAt:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(text)?.[1] ?? null;
      return { id: Number(id), publishedAt: date };
    })
    .filter((e): e is PostEntry => e !== null)
    .sort((a, b) => a.id - b.id);
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The sitemap (sitemaps.org protocol 0.9) of every public page, from the same list the
 * prerender renders (publicPagePaths: the translated pages under /{lang}/ included), each under
 * PUBLIC_URL; a post has its date as lastmod. A translated page lists every language version of
 * itself and x-default as `xhtml:link` alternates (Google's hreflang in sitemaps); a page in
 * English only lists none, so no alternate claims a translation that does not exist.
 */
export function sitemapXml(publicUrl: string, posts: readonly PostEntry[]): string {
  const dates = new Map(posts.map((p) => [`/blog/${p.id}`, p.publishedAt]));
  const urls = publicPagePaths(posts.map((p) => p.id)).map((path) => {
    const alternates = alternatesOf(splitLocalePath(path).path);
    return {
      loc: `${publicUrl}${path}`,
      lastmod: dates.get(path) ?? null,
      alternates: alternates.length > 2 ? alternates : [],
    };
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(
      (u) =>
        `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.alternates
          .map(
            (a) =>
              `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(`${publicUrl}${a.path}`)}"/>`,
          )
          .join('')}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    // API answers, short links (each scan would count) and account pages are not for crawlers.
    'Disallow: /api/',
    'Disallow: /d/',
    'Disallow: /account-settings',
    'Disallow: /bulk-generation',
    'Disallow: /white-label-admin',
    'Disallow: /workspace',
    'Disallow: /invitations/',
    'Disallow: /newsletter',
    'Disallow: /payment',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * GET /sitemap.xml (the public pages and every blog post, from PUBLIC_URL) and GET
 * /robots.txt. Both are built once at start: the pages and posts ship with the code.
 */
export function registerSiteMapRoutes(
  app: App,
  deps: { config: Pick<Config, 'publicUrl'>; postsDir?: string },
): void {
  const sitemap = sitemapXml(deps.config.publicUrl, readPostEntries(deps.postsDir));
  const robots = robotsTxt(deps.config.publicUrl);
  app.get(
    '/sitemap.xml',
    {
      schema: {
        response: {
          200: fileAnswer('application/xml', 'The sitemap: the public pages and every blog post.'),
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemap),
  );
  app.get(
    '/robots.txt',
    {
      schema: {
        response: { 200: fileAnswer('text/plain', 'Crawling rules and the sitemap’s address.') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robots),
  );
}

/**
 * Every path the web app routes, in `routedPath` form (contracts/public-pages.ts): the public
 * pages (the translated ones under /{lang}/ included), the app's other routes and each blog
 * post. The not-found handler answers 404 to the rest.
 */
export function appPaths(posts: readonly PostEntry[] = readPostEntries()): Set<string> {
  return new Set<string>([
    ...publicPagePaths(posts.map((p) => p.id)).map(routedPath),
    ...APP_ONLY_PATHS,
  ]);
}

/** GET /sitemap.xml and /robots.txt. */
export const siteMapModule = defineModule('site-map', (app, { config }: ModuleDeps) =>
  scoped(app, (scope) => registerSiteMapRoutes(scope, { config })),
);

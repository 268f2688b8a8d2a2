// Build step (a Vite plugin, vite.config.ts): after the browser build has written dist/web,
// builds src/web/prerender/entry-server.tsx for Node into dist/ssr, renders every public page
// with React's server renderer and writes each into dist/pages as a complete HTML document: the
// built index.html with the page's markup inside <div id="root"> and its own title, description,
// canonical URL and Open Graph tags (PUBLIC_URL stands as a placeholder the server fills in:
// src/server/lib/prerendered-pages.ts). The browser hydrates the markup (src/web/main.tsx).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import {
  alternatesOf,
  NOT_FOUND_FILE,
  NOT_FOUND_RENDER_PATH,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedFileName,
  socialImagePath,
  splitLocalePath,
} from '../src/contracts/public-pages.js';
import type { RenderedPage } from '../src/web/prerender/entry-server.js';
import { SOCIAL_IMAGE_SIZE, socialImagePng } from './social-image.js';

/** Where the pages go, beside dist/web (not inside it: they are sent by route, not as files). */
export const PAGES_DIR_NAME = 'pages';
/** The list of prerendered paths, in the pages folder. */
export const PAGES_MANIFEST = 'pages.json';
/** The site's name on the cards and in og:site_name. */
const SITE_NAME = 'QR Shark';

/** The title a page's card shows: its own, without the " - QR Shark" every title ends in. */
export function cardTitle(fullTitle: string): string {
  return fullTitle.endsWith(` - ${SITE_NAME}`)
    ? fullTitle.slice(0, -` - ${SITE_NAME}`.length)
    : fullTitle;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The built index.html turned into `path`'s page: its language (`<html lang>`), its title and
 * description, a canonical URL, an hreflang link per language version of it (alternatesOf:
 * English, the translations when there are any, and x-default), Open Graph and Twitter card
 * tags (with the page's social image, socialImagePath) under the PUBLIC_URL placeholder, its
 * markup in the root element, and no "needs JavaScript" notice (the page reads without it). A
 * blog post is an Open Graph article. Throws when the template lacks a part.
 */
export function pageDocument(template: string, path: string, page: RenderedPage): string {
  const url = `${PUBLIC_URL_PLACEHOLDER}${path}`;
  const englishPath = splitLocalePath(path).path;
  const image = `${PUBLIC_URL_PLACEHOLDER}${socialImagePath(path)}`;
  const title = escapeHtml(page.head.title);
  const description = escapeHtml(page.head.description);
  const imageAlt = escapeHtml(`${cardTitle(page.head.title)}: ${page.head.description}`);
  const headTags = [
    `<link rel="canonical" href="${url}" />`,
    ...alternatesOf(englishPath).map(
      (a) =>
        `<link rel="alternate" hreflang="${a.hreflang}" href="${PUBLIC_URL_PLACEHOLDER}${a.path}" />`,
    ),
    `<meta property="og:type" content="${/^\/blog\/\d+$/.test(path) ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${SOCIAL_IMAGE_SIZE.width}" />`,
    `<meta property="og:image:height" content="${SOCIAL_IMAGE_SIZE.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
  ].join('\n    ');
  const replacements: [RegExp, string][] = [
    [/<html lang="en">/, `<html lang="${page.locale}">`],
    [/<title>[^<]*<\/title>/, `<title>${title}</title>`],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />\n    ${headTags}`,
    ],
    [/<noscript>[^<]*<\/noscript>\s*/, ''],
    [/<div id="root"><\/div>/, `<div id="root">${page.html}</div>`],
  ];
  let html = template;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    html = html.replace(pattern, () => replacement);
  }
  return html;
}

/**
 * The not-found page's document: as any page, but kept out of search results and naming no
 * canonical address nor language versions (the server sends it for every unknown path, with
 * HTTP 404).
 */
export function notFoundDocument(template: string, page: RenderedPage): string {
  return pageDocument(template, NOT_FOUND_RENDER_PATH, page)
    .replace(/<link rel="canonical" href="[^"]*" \/>/, '<meta name="robots" content="noindex" />')
    .replace(/\s*<link rel="alternate" hreflang="[^"]*" href="[^"]*" \/>/g, '');
}

/** The Vite plugin: runs once the browser build is written (not for the Node build it starts). */
export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'qr-shark-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const started = performance.now();
      const distDir = path.dirname(outDir);
      const ssrDir = path.join(distDir, 'ssr');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          ssr: path.join(root, 'prerender/entry-server.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          sourcemap: false,
        },
      });
      const entry = (await import(
        pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
      )) as typeof import('../src/web/prerender/entry-server.js');
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const pagesDir = path.join(distDir, PAGES_DIR_NAME);
      await rm(pagesDir, { recursive: true, force: true });
      await rm(path.join(outDir, 'social'), { recursive: true, force: true });
      const paths = entry.prerenderPaths();
      for (const pagePath of paths) {
        const file = path.join(pagesDir, prerenderedFileName(pagePath));
        const rendered = await entry.renderPage(pagePath);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, pageDocument(template, pagePath, rendered));
        const image = path.join(outDir, socialImagePath(pagePath));
        await mkdir(path.dirname(image), { recursive: true });
        const { title, description } = rendered.head;
        await writeFile(image, socialImagePng(cardTitle(title), description, SITE_NAME));
      }
      const notFound = await entry.renderPage(NOT_FOUND_RENDER_PATH);
      await writeFile(path.join(pagesDir, NOT_FOUND_FILE), notFoundDocument(template, notFound));
      await writeFile(path.join(pagesDir, PAGES_MANIFEST), JSON.stringify(paths, null, 2));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.info?.(
        `prerendered ${paths.length} public pages into dist/${PAGES_DIR_NAME} in ${seconds} s`,
      );
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  NOT_FOUND_FILE,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedFileName,
} from '../../contracts/public-pages.js';
import type { App } from './app-types.js';
import type { ShellFor } from './spa.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One prerendered page: its HTML with PUBLIC_URL in place, and compressed copies once asked. */
interface Page {
  html: Buffer;
  br?: Promise<Buffer>;
  gz?: Promise<Buffer>;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The pages in `pagesDir` (written at build time: scripts/prerender-pages.ts) by path. */
export function loadPrerenderedPages(pagesDir: string, publicUrl: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const manifest = path.join(pagesDir, 'pages.json');
  if (!existsSync(manifest)) return pages;
  const url = escapeAttribute(publicUrl.replace(/\/+$/, ''));
  for (const pagePath of JSON.parse(readFileSync(manifest, 'utf8')) as string[]) {
    const text = readFileSync(path.join(pagesDir, prerenderedFileName(pagePath)), 'utf8');
    pages.set(pagePath, { html: Buffer.from(text.replaceAll(PUBLIC_URL_PLACEHOLDER, url)) });
  }
  return pages;
}

/**
 * The prerendered not-found page (`NOT_FOUND_FILE` in `pagesDir`) with PUBLIC_URL in place, or
 * null when the build wrote none. Sent with HTTP 404 by the not-found handler (lib/spa.ts).
 */
export function loadNotFoundPage(pagesDir: string, publicUrl: string): Buffer | null {
  const file = path.join(pagesDir, NOT_FOUND_FILE);
  if (!existsSync(file)) return null;
  const url = escapeAttribute(publicUrl.replace(/\/+$/, ''));
  return Buffer.from(readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, url));
}

/** The best encoding the request accepts of brotli and gzip (q=0 refuses one), or null. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressed(page: Page, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'br') {
    page.br ??= brotli(page.html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
      },
    });
    return page.br;
  }
  page.gz ??= gzipAsync(page.html, { level: 9 });
  return page.gz;
}

function hasCookie(request: FastifyRequest, name: string): boolean {
  return Boolean(request.cookies?.[name]);
}

/**
 * GET routes for the public pages prerendered at build time (`pagesDir`: dist/pages), beside
 * the app's shell (lib/spa.ts, which must be registered too).
 * A visitor (no `hintCookie`: the readable "a session was started here" cookie) asking for the
 * page without a query string gets its full HTML, which paints before any script runs and
 * which the app hydrates; anyone else gets the app's shell (index.html), as before: a signed-in
 * user's header and home differ, and a query string (?qr=, ?checkout=) changes the first screen.
 * The HTML is compressed once per page and encoding, on first request. Vary: Accept-Encoding,
 * Cookie. Returns the number of pages registered (0 when the build has none).
 */
export function registerPrerenderedPages(
  app: App,
  options: {
    pagesDir: string;
    publicUrl: string;
    hintCookie: string;
    /**
     * The shell in the host's white-label brand (null: the default brand). A client's host gets
     * it instead of the prerendered page, whose markup names the default brand: themed from the
     * first byte, the app then renders the client's name and logo itself.
     */
    shellFor?: ShellFor;
  },
): number {
  const pages = loadPrerenderedPages(options.pagesDir, options.publicUrl);
  for (const [pagePath, page] of pages) {
    // A language's home is "/es/"; "/es" (as typed, or a link that dropped the slash) goes there.
    if (pagePath.length > 1 && pagePath.endsWith('/')) {
      app.get(pagePath.slice(0, -1), async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${pagePath}${query}`, 301);
      });
    }
    app.get(pagePath, async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
      const themed = await options.shellFor?.(request);
      if (themed != null) return reply.type('text/html; charset=utf-8').send(themed);
      if (request.url.includes('?') || hasCookie(request, options.hintCookie)) {
        return reply.sendFile('index.html');
      }
      reply.type('text/html; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(await compressed(page, encoding));
    });
  }
  return pages.size;
}

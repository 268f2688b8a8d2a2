import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app-types.js';
import { routedPath } from '../../contracts/public-pages.js';
import { notFound } from './errors.js';

/**
 * Security headers (set by helmet on every answer) that govern a document and mean nothing on a
 * script or style sheet: a page's CSP, framing, opener and agent-cluster rules come from the
 * page's own answer, never from its subresources. Sent with each of the landing page's ~45
 * hashed files they cost ~0.7 KB apiece, 30 KB in all (issue 24's page-weight budget). What a
 * subresource does need stays: X-Content-Type-Options (no sniffing a script as something else),
 * Cross-Origin-Resource-Policy and Referrer-Policy (a module script's own imports follow it).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
] as const;

/**
 * A hashed script or style sheet of the build (/assets/*.js or *.css), except a worker's script:
 * a dedicated worker takes its CSP from its own script's answer, so a worker keeps the headers.
 */
export function isHashedScriptOrStyle(url: string): boolean {
  const [pathname = ''] = url.split('?');
  return /^\/assets\/[^/]+\.(?:js|css)$/.test(pathname) && !pathname.includes('.worker');
}

/**
 * Serves the built SPA from `webDir` when it exists: hashed files under /assets are cached for
 * a year, everything else (index.html) is revalidated on every load. The build writes brotli
 * and gzip copies of index.html and the hashed assets (`name.br`, `name.gz`: vite.config.ts),
 * sent by Accept-Encoding; a file without one is sent as it is (compressed on the fly by
 * @fastify/compress when compressible and above 1 KB, except where the not-found handler sends
 * index.html: the plugin's hooks belong to routes). Every file varies by Accept-Encoding.
 * Returns true when the SPA is available.
 */
export function registerSpa(app: App, webDir: string): boolean {
  if (!existsSync(path.join(webDir, 'index.html'))) return false;
  app.addHook('onSend', async (request, reply) => {
    if (isHashedScriptOrStyle(request.url)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
  });
  // Browsers ask for /favicon.ico on pages that name no icon (the server's own message pages):
  // the site's icon is the SVG, so they are sent there rather than to the not-found page.
  if (existsSync(path.join(webDir, 'favicon.svg'))) {
    app.get('/favicon.ico', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
  }
  app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    // "/" is a route of its own: the prerendered landing page or this shell (prerendered-pages.ts).
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const rel = path.relative(webDir, filePath).split(path.sep).join('/');
      res.setHeader(
        'cache-control',
        rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}

/**
 * The app's shell (index.html) in the request host's white-label brand, or null to send the
 * built file (the default brand). See modules/white-label/themed-html.ts.
 */
export type ShellFor = (request: FastifyRequest) => Promise<string | null>;

/** Sends the app's shell: the host's themed one when there is one, else the built file. */
export async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shellFor?: ShellFor,
): Promise<FastifyReply> {
  const themed = await shellFor?.(request);
  if (themed == null) return reply.sendFile('index.html');
  return reply.type('text/html; charset=utf-8').send(themed);
}

/** What the not-found handler needs to tell the app's own routes from unknown paths. */
export interface NotFoundPages {
  /** True for a path the web app routes (contracts/public-pages.ts: routedPath form). */
  isAppPath(routed: string): boolean;
  /** The prerendered not-found page (PUBLIC_URL in place), or null when the build has none. */
  notFoundHtml: Buffer | null;
  /** The readable "a session was started here" cookie: its holder gets the shell instead. */
  hintCookie: string;
}

/**
 * Not-found handler: unknown /api/* → JSON 404. Other GET/HEAD paths, when the SPA is built:
 * a path of the web app (`pages.isAppPath`) → the app's shell, 200; any other path → 404 with
 * the not-found page inside the site's header and footer: the prerendered page to a visitor,
 * the shell (whose router shows the same page) to a browser with a session hint or on a
 * white-label client's host (themed by `shellFor`). Anything else → JSON 404.
 */
export function createNotFoundHandler(
  spaAvailable: boolean,
  shellFor?: ShellFor,
  pages?: NotFoundPages,
) {
  return async function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = ''] = request.url.split('?');
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && spaAvailable && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      if (!pages || pages.isAppPath(routedPath(pathname))) {
        return sendShell(request, reply, shellFor);
      }
      reply.status(404);
      const themed = await shellFor?.(request);
      if (themed != null) return reply.type('text/html; charset=utf-8').send(themed);
      if (pages.notFoundHtml && !request.cookies?.[pages.hintCookie]) {
        return reply.type('text/html; charset=utf-8').send(pages.notFoundHtml);
      }
      return reply.sendFile('index.html');
    }
    throw notFound();
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app-types.js';
import { notFound } from './errors.js';

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
  app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
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
 * Not-found handler: unknown /api/* → JSON 404; other unknown GET/HEAD paths → index.html (the
 * SPA routes them and shows its own 404 screen); anything else → JSON 404.
 */
export function createNotFoundHandler(spaAvailable: boolean) {
  return async function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && spaAvailable && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound();
  };
}

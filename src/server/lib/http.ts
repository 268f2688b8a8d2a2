// The HTTP layer every module's routes run in: the Fastify instance's settings, zod schemas,
// the error body, the JSON parser, and the plugins that apply to every answer (security
// headers, compression, cookies).
import { createHmac } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyServerFactory } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { App } from './app-types.js';
import { clientErrorHandler } from './client-error.js';
import { errorHandler, frameworkErrorHandler } from './errors.js';
import { helmetOptions, securityHeaders } from './security-headers.js';

/** JSON bodies above this are refused with 413. Multipart uploads set their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** The Fastify instance with our settings, its server made by `serverFactory`. */
export function createHttpApp(
  config: Readonly<Config>,
  logger: Logger,
  serverFactory: FastifyServerFactory,
): App {
  const app = Fastify({
    serverFactory,
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    // Whole request must arrive within 30 s; idle keep-alive sockets close after 72 s (longer
    // than common load balancer idle timeouts, so the proxy closes first).
    requestTimeout: 30_000,
    // A request that times out before arriving whole gets 408 with our error body.
    clientErrorHandler,
    // The router's own 414 (too long a path parameter) and 400 (bad URL) get our error body.
    frameworkErrors: frameworkErrorHandler,
    keepAliveTimeout: 72_000,
    // close() ends idle keep-alive sockets at once; otherwise they keep it from resolving.
    forceCloseConnections: 'idle',
    // Fastify accepts a hop count at runtime (documented) though its types omit number.
    trustProxy: config.trustProxy as boolean | string,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // During close(), responses to in-flight requests end their keep-alive connection, so the
  // server can finish closing as soon as the last one is answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // An empty body with Content-Type: application/json is read as "no body" rather than a 400,
  // so body-less POSTs like /api/logout work from any fetch wrapper.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return jsonParser(request, text, done);
    },
  );

  app.register(securityHeaders, helmetOptions(config));
  // Text answers (HTML, JSON, CSV, SVG) of 1 KB or more are compressed on the fly, brotli or gzip
  // by Accept-Encoding. Not: short links (answered by the fast path or a hijacked route, never
  // through onSend), hashed assets (sent precompressed: lib/spa.ts), and types already
  // compressed (PNG, JPEG, PDF, ZIP: types the plugin does not count as compressible).
  // Brotli at quality 4, as for any on-the-fly compression: zlib's default, 11, is meant for
  // files compressed once (our hashed assets are), and costs about 180 ms of CPU for one
  // 110 KB generate answer against 3 ms at 4 (gzip: 3 ms), for a few per cent of size.
  app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml)(?:;|$)|^application\/javascript/u,
  });
  app.register(fastifyCookie, {
    // A key derived for this purpose only, so APP_SECRET itself never signs anything directly.
    secret: createHmac('sha256', config.appSecret).update('qr-shark cookie signing').digest(),
  });
  return app;
}

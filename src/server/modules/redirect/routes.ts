import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { emptyAnswer, errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import { isShortCode } from './short-code.js';
import type { ShortLinkHandler } from './short-link-handler.js';

export type { OnRedirect } from './short-link-handler.js';

/**
 * GET and HEAD /d/:shortCode and everything else under /d, answered by the short-link handler
 * on the raw request and response (the same function the fast path runs for real traffic, see
 * fast-path.ts). These routes serve what the fast path passes on (percent-encoded codes, extra
 * segments, /d itself) and app.inject(). Fastify's global hooks still run before the handler
 * (and its 503 while closing); reply.hijack() hands the answer to the handler, so no onSend
 * hook applies to it.
 */
export function registerRedirectRoutes(
  app: App,
  deps: {
    serve: ShortLinkHandler;
    logLevel: LogLevel;
    /**
     * The safe preview of `/d/{code}+` (modules/link-controls): answers a page, never a redirect,
     * counts nothing. Without it such a URL is not found.
     */
    preview?: (shortCode: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
) {
  const { serve, preview } = deps;
  // Short links are the busiest path, so two global costs are skipped here (measured:
  // helmet alone took a quarter of the throughput): per-request log lines (warnings and errors
  // are still logged; every scan is recorded in scan_events) and the security headers, which mean
  // nothing on a redirect. The pages send their own CSP and nosniff; HSTS stays on https.
  const options = {
    logLevel: quieter(deps.logLevel, 'warn'),
    config: { securityHeaders: false as const },
  };

  app.get(
    '/d/:shortCode',
    { ...options, schema: { params: shortCodeParams, response: shortLinkAnswers } },
    (request, reply) => {
      const shortCode = request.params.shortCode;
      if (preview && shortCode.endsWith('+') && isShortCode(shortCode.slice(0, -1))) {
        // It answers on the reply itself (a page or a 303), so what it resolves to is not sent.
        return preview(shortCode.slice(0, -1), request, reply) as Promise<void>;
      }
      reply.hijack();
      serve(request.raw, reply.raw, request.params.shortCode);
    },
  );

  // Anything else under /d (no code, extra segments, "//host") is not a short link.
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    serve(request.raw, reply.raw, null);
  };
  const notFoundOptions = { ...options, schema: { response: notShortLinkAnswers } };
  app.get('/d', notFoundOptions, notFound);
  app.get('/d/', notFoundOptions, notFound);
  app.get('/d/*', notFoundOptions, notFound);
}

/** Any text: what is not a short code gets the not-found page. */
const shortCodeParams = z.object({ shortCode: z.string() });

const page = (description: string) => fileAnswer('text/html', description);

/**
 * What a short link answers (written by the short-link handler on the raw response, or the
 * safe preview of /d/{code}+): never serialized, documented here.
 */
const shortLinkAnswers = {
  200: page(
    'A hosted page (content codes), or the paused, not-yet-active, password or unsafe-address ' +
      'page, or the safe preview of /d/{code}+',
  ),
  302: emptyAnswer.meta({ description: 'To the destination (Location)' }),
  303: emptyAnswer.meta({ description: 'From /d/{code}+ of no such code, to its short link' }),
  404: page("Not found: no such code, or deleted, or another client's"),
  410: page('Expired, or its account was closed'),
  ...errorAnswers(500),
  503: page("This host's white-label client is not active"),
};

/** Anything else under /d: the not-found page (or the inactive client's page). */
const notShortLinkAnswers = {
  404: page('Not a short link'),
  503: page("This host's white-label client is not active"),
};

type LogLevel = Config['logLevel'];
const LEVELS: LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The less verbose of two log levels. */
function quieter(a: LogLevel, b: LogLevel): LogLevel {
  return LEVELS.indexOf(a) > LEVELS.indexOf(b) ? a : b;
}

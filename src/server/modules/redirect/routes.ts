import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import type { ScanFacts } from '../scans/index.js';
import { PAGE_CSP, renderRedirectPage, type RedirectPageKind } from './pages.js';
import type { RedirectCache } from './redirect-cache.js';
import type { RedirectTarget } from './repository.js';
import { safeRedirectTarget } from './safe-destination.js';
import { isShortCode } from './short-code.js';

/** Called after a redirect has been sent, for scan capture; must not throw or block. */
export type OnRedirect = (target: RedirectTarget, facts: ScanFacts) => void;

/**
 * GET and HEAD /d/:shortCode: 302 to the stored destination (never 301, which browsers keep
 * past an edit). Only the path's short code is read: query strings, extra path segments and
 * headers cannot change the target. Paused, unknown, deleted and unsafe targets answer a page
 * and record no scan. Every answer is `no-store` so each scan reaches us.
 */
export function registerRedirectRoutes(
  app: App,
  deps: {
    cache: RedirectCache;
    brandName: string;
    logLevel: LogLevel;
    /** PUBLIC_URL is https: send HSTS like the rest of the app. */
    secure: boolean;
    onRedirect: OnRedirect;
  },
) {
  const { cache, onRedirect } = deps;
  const pages = {
    paused: renderRedirectPage('paused', deps.brandName),
    'not-found': renderRedirectPage('not-found', deps.brandName),
    unsafe: renderRedirectPage('unsafe', deps.brandName),
  } satisfies Record<RedirectPageKind, string>;

  const sendPage = (reply: FastifyReply, kind: RedirectPageKind) =>
    reply
      .status(kind === 'not-found' ? 404 : 200)
      .headers({
        'cache-control': 'no-store',
        'content-security-policy': PAGE_CSP,
        'x-robots-tag': 'noindex',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'content-type': 'text/html; charset=utf-8',
        ...securityHeaders,
      })
      .send(pages[kind]);

  // Short links are the busiest path, so two global costs are skipped here (measured:
  // helmet alone took a quarter of the throughput): per-request log lines (warnings and errors
  // are still logged; every scan is recorded in scan_events) and helmet, whose headers mean
  // nothing on a redirect. The pages send their own CSP and nosniff; HSTS stays on https.
  const options = { logLevel: quieter(deps.logLevel, 'warn'), helmet: false as const };
  const securityHeaders: Record<string, string> = deps.secure
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};

  app.get<{ Params: { shortCode: string } }>('/d/:shortCode', options, async (request, reply) => {
    const shortCode = request.params.shortCode;
    if (!isShortCode(shortCode)) return sendPage(reply, 'not-found');
    const target = await cache.get(shortCode);
    if (!target || target.isDeleted) return sendPage(reply, 'not-found');
    if (target.isPaused) return sendPage(reply, 'paused');
    const location = safeRedirectTarget(target.destination);
    if (location === null) {
      request.log.warn({ codeId: target.id }, 'stored destination refused at redirect');
      return sendPage(reply, 'unsafe');
    }
    reply
      .code(302)
      .headers({ location, 'cache-control': 'no-store', ...securityHeaders })
      .send();
    onRedirect(target, {
      method: request.method,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      referer: request.headers.referer,
    });
    return reply;
  });

  // Anything else under /d (no code, extra segments, "//host") is not a short link.
  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, 'not-found');
  app.get('/d', options, notFound);
  app.get('/d/', options, notFound);
  app.get('/d/*', options, notFound);
}

type LogLevel = Config['logLevel'];
const LEVELS: LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The less verbose of two log levels. */
function quieter(a: LogLevel, b: LogLevel): LogLevel {
  return LEVELS.indexOf(a) > LEVELS.indexOf(b) ? a : b;
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redactUrl } from '../../lib/logger.js';
import type { ScanFacts } from '../scans/index.js';
import { PAGE_CSP, renderRedirectPage, type RedirectPageKind } from './pages.js';
import type { RedirectCache } from './redirect-cache.js';
import type { RedirectTarget } from './repository.js';
import { checkDestination } from '../../../contracts/destination.js';
import { safeRedirectTarget } from './safe-destination.js';
import { isShortCode } from './short-code.js';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import type { HostTenant } from '../../lib/tenant.js';
import {
  languageHeaders,
  memoByBrandAndLocale,
  staticPages,
  type PageBrand,
} from '../../lib/brand-pages.js';
import { negotiateLocale } from '../../../contracts/i18n/locales.js';

/**
 * The hosted page of a content code (modules/hosted-pages), or null when the code redirects.
 * Must be fast: it is called on every scan (it caches per target and language).
 * `acceptLanguage` is the request's header as sent: only a hosted code's page reads it.
 */
export type HostedPage = (
  target: RedirectTarget,
  shortCode: string,
  brand: PageBrand,
  acceptLanguage: string | undefined,
) => { body: Buffer; headers: OutgoingHttpHeaders } | null;

/**
 * What a code's link controls (modules/link-controls) decide for one scan: serve the code's own
 * destination or hosted page (counted), redirect elsewhere (a smart rule's destination,
 * counted; a fallback, not counted), or answer a page (password, not active, expired; not
 * counted).
 */
export type GateDecision =
  | { kind: 'own' }
  | {
      kind: 'redirect';
      location: string;
      counted: boolean;
      /** The split variant's key (link-controls split.ts) when a split chose the location. */
      variant?: string;
    }
  | {
      kind: 'page';
      page: { status: number; body: Buffer; headers: OutgoingHttpHeaders };
    };

/**
 * The one evaluation of link controls over a cached code. `applies` is false for codes without
 * controls (the redirect then skips it entirely). `decide` answers synchronously from the
 * cached code unless it must count against a scan cap (a promise then). Must not throw.
 */
export interface TargetGate {
  applies(target: RedirectTarget): boolean;
  decide(
    target: RedirectTarget,
    request: IncomingMessage,
    ip: string,
    shortCode: string,
    /** The name the host's pages show (the white-label client's, or ours). */
    brandName: string,
  ): GateDecision | Promise<GateDecision>;
}

/** Called after a redirect has been sent, for scan capture; must not throw or block. */
export type OnRedirect = (target: RedirectTarget, facts: ScanFacts) => void;

/**
 * Answers one GET or HEAD short-link request on the raw node:http objects. `shortCode` is the
 * path's single segment after /d/ (null when the path has none, or more than one). The one
 * implementation of the redirect: the fast path in front of Fastify calls it for real traffic
 * and the Fastify routes call it (after reply.hijack()) for everything else and for inject().
 * Never throws; always ends the response.
 */
export type ShortLinkHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  shortCode: string | null,
) => void;

export interface ShortLinkHandlerDeps {
  cache: RedirectCache;
  /** Our brand (BRAND_NAME): the pages of hosts without a white-label client name it. */
  brandName: string;
  /** PUBLIC_URL is https: send HSTS like the rest of the app. */
  secure: boolean;
  onRedirect: OnRedirect;
  /** The client address as Fastify's request.ip gives it (see clientIpResolver). */
  clientIp: (request: IncomingMessage) => string | undefined;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** True once the app is closing: answers then end their keep-alive connection. */
  isClosing: () => boolean;
  /** Pages for content codes; without it every live code redirects. */
  hostedPage?: HostedPage;
  /** Link controls (password, schedule, cap, rules); without it every live code redirects. */
  gate?: TargetGate;
  /**
   * The white-label client the request's host serves (modules/white-label): a code answers only
   * on its own client's hosts, and is "not found" anywhere else; every page there carries the
   * client's name. null: an inactive client's host (a neutral 503 page). Synchronous when the
   * host is known. Without it every host is client 1.
   */
  tenantOf?: (request: IncomingMessage) => HostTenant | null | Promise<HostTenant | null>;
}

const HSTS = 'max-age=31536000; includeSubDomains';
/** The app's one JSON error body for a 5xx (lib/errors.ts): nothing internal is revealed. */
const INTERNAL_ERROR_BODY = Buffer.from(
  JSON.stringify({ message: 'Internal server error', code: 'INTERNAL' }),
);

/**
 * 302 to the stored destination (never 301, which browsers keep past an edit). Only
 * `shortCode` is read from the request's URL: query strings, other segments and headers cannot
 * change the target. Paused, unknown, deleted and unsafe targets answer a page and record no
 * scan. Every answer is `no-store` so each scan reaches us. No log line for a normal answer
 * (every scan is recorded in scan_events); refused destinations are warned, failures logged as
 * errors and answered 500.
 */
export function createShortLinkHandler(deps: ShortLinkHandlerDeps): ShortLinkHandler {
  const { cache, onRedirect, clientIp, logger, isClosing, hostedPage, gate } = deps;
  const defaultTenant: HostTenant = {
    clientId: DEFAULT_CLIENT_ID,
    brandName: null,
    brandColor: null,
  };
  const tenantOf = deps.tenantOf ?? (() => defaultTenant);
  const security: OutgoingHttpHeaders = deps.secure ? { 'strict-transport-security': HSTS } : {};

  // Bodies and headers are built once per brand and language: static apart from the brand's name,
  // written in the language the scanner's Accept-Language chose (read only for a page).
  const statusOf: Record<RedirectPageKind, number> = {
    paused: 200,
    'not-found': 404,
    unsafe: 200,
    retired: 410,
    unavailable: 503,
  };
  const pagesOf = memoByBrandAndLocale((brandName, locale) =>
    staticPages(statusOf, (kind) => renderRedirectPage(kind, brandName, locale), {
      'content-security-policy': PAGE_CSP,
      'referrer-policy': 'no-referrer',
      ...languageHeaders(locale),
      ...security,
    }),
  );

  // The Location for each cached code, checked once: cached targets are never mutated (a change
  // loads a new object), so the URL parse is not repeated on every scan of a busy code.
  const locations = new WeakMap<RedirectTarget, string | null>();
  const locationOf = (target: RedirectTarget): string | null => {
    let location = locations.get(target);
    if (location === undefined) {
      location = safeRedirectTarget(target.destination);
      locations.set(target, location);
    }
    return location;
  };

  /** While closing, each answer ends its connection, so shutdown is not held by keep-alive. */
  const withClosing = (headers: OutgoingHttpHeaders): OutgoingHttpHeaders =>
    isClosing() ? { ...headers, connection: 'close' } : headers;

  const sendPage = (
    request: IncomingMessage,
    response: ServerResponse,
    kind: RedirectPageKind,
    brandName: string,
  ) => {
    const page = pagesOf(brandName, negotiateLocale(request.headers['accept-language']))[kind];
    response.writeHead(page.status, withClosing(page.headers));
    response.end(page.body);
  };

  const factsOf = (
    request: IncomingMessage,
    ip: string | undefined,
    variant?: string,
  ): ScanFacts => ({
    method: request.method ?? 'GET',
    // '' only if the client left before its address was read (the scan is still counted).
    ip: ip ?? '',
    userAgent: request.headers['user-agent'],
    referer: request.headers.referer,
    ...(variant !== undefined ? { splitVariant: variant } : {}),
  });

  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(
      302,
      withClosing({ location, 'cache-control': 'no-store', 'content-length': '0', ...security }),
    );
    response.end();
  };

  /** The code's own answer: its hosted page or its stored destination; counted. */
  const serveOwn = (
    request: IncomingMessage,
    response: ServerResponse,
    target: RedirectTarget,
    ip: string | undefined,
    shortCode: string,
    brand: PageBrand,
  ) => {
    // The one dispatch point: content codes get their hosted page, counted like a redirect.
    const hosted = hostedPage?.(target, shortCode, brand, request.headers['accept-language']);
    if (hosted) {
      response.writeHead(200, withClosing({ ...hosted.headers, ...security }));
      response.end(hosted.body);
      onRedirect(target, factsOf(request, ip));
      return;
    }
    const location = locationOf(target);
    if (location === null) {
      // Which rule it broke (contracts/destination.ts), as the API would have said it.
      const check = checkDestination(target.destination);
      logger.warn(
        { codeId: target.id, problem: check.ok ? 'empty' : check.problem },
        'stored destination refused at redirect',
      );
      return sendPage(request, response, 'unsafe', brand.name);
    }
    redirect(response, location);
    onRedirect(target, factsOf(request, ip));
  };

  const follow = (
    request: IncomingMessage,
    response: ServerResponse,
    target: RedirectTarget,
    ip: string | undefined,
    shortCode: string,
    brand: PageBrand,
    decision: GateDecision,
  ) => {
    switch (decision.kind) {
      case 'own':
        return serveOwn(request, response, target, ip, shortCode, brand);
      case 'redirect':
        redirect(response, decision.location);
        if (decision.counted) onRedirect(target, factsOf(request, ip, decision.variant));
        return;
      case 'page':
        response.writeHead(decision.page.status, withClosing(decision.page.headers));
        response.end(decision.page.body);
        return;
    }
  };

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    found: RedirectTarget | null,
    ip: string | undefined,
    shortCode: string,
    tenant: HostTenant,
  ) => {
    const brand: PageBrand = { name: tenant.brandName ?? deps.brandName, color: tenant.brandColor };
    // Another client's code does not exist here: same page, same status, nothing counted.
    const target = found !== null && found.clientId === tenant.clientId ? found : null;
    if (target?.isRetired) return sendPage(request, response, 'retired', brand.name);
    if (!target || target.isDeleted) return sendPage(request, response, 'not-found', brand.name);
    if (target.isPaused) return sendPage(request, response, 'paused', brand.name);
    if (gate === undefined || !gate.applies(target)) {
      return serveOwn(request, response, target, ip, shortCode, brand);
    }
    const decision = gate.decide(target, request, ip ?? '', shortCode, brand.name);
    if (!(decision instanceof Promise)) {
      return follow(request, response, target, ip, shortCode, brand, decision);
    }
    decision.then(
      (settled) => {
        try {
          follow(request, response, target, ip, shortCode, brand, settled);
        } catch (err) {
          fail(request, response, err);
        }
      },
      (err: unknown) => fail(request, response, err),
    );
  };

  const fail = (request: IncomingMessage, response: ServerResponse, err: unknown) => {
    logger.error(
      { err, req: { method: request.method, url: redactUrl(request.url ?? '') } },
      'request failed',
    );
    try {
      if (response.headersSent) {
        // Nothing sensible can follow a started answer: cut the connection rather than hang it.
        if (!response.writableEnded) response.destroy();
        return;
      }
      response.writeHead(
        500,
        withClosing({
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(INTERNAL_ERROR_BODY.length),
          'cache-control': 'no-store',
        }),
      );
      response.end(INTERNAL_ERROR_BODY);
    } catch {
      response.destroy();
    }
  };

  /** The code on the request's client (known), from the cache or, on a miss, the database. */
  const lookUp = (
    request: IncomingMessage,
    response: ServerResponse,
    shortCode: string | null,
    tenant: HostTenant | null,
    ip: string | undefined,
  ) => {
    if (tenant === null) return sendPage(request, response, 'unavailable', deps.brandName);
    if (shortCode === null || !isShortCode(shortCode)) {
      return sendPage(request, response, 'not-found', tenant.brandName ?? deps.brandName);
    }
    // A cache hit is answered synchronously; only a miss waits for the database.
    const cached = cache.peek(shortCode);
    if (cached !== undefined) return answer(request, response, cached, ip, shortCode, tenant);
    cache.get(shortCode).then(
      (target) => {
        try {
          answer(request, response, target, ip, shortCode, tenant);
        } catch (err) {
          fail(request, response, err);
        }
      },
      (err: unknown) => fail(request, response, err),
    );
  };

  return function serveShortLink(request, response, shortCode) {
    try {
      // Read the address now: a client that leaves during a lookup takes it with its socket.
      const ip = clientIp(request);
      const tenant = tenantOf(request);
      if (!(tenant instanceof Promise)) {
        return lookUp(request, response, shortCode, tenant, ip);
      }
      tenant.then(
        (settled) => {
          try {
            lookUp(request, response, shortCode, settled, ip);
          } catch (err) {
            fail(request, response, err);
          }
        },
        (err: unknown) => fail(request, response, err),
      );
    } catch (err) {
      fail(request, response, err);
    }
  };
}

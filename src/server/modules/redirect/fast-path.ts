import { createServer, type Server, type ServerOptions } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ShortLinkHandler } from './short-link-handler.js';

/**
 * The URLs the fast path answers: /d/ and exactly one short-code-shaped segment, then the end,
 * a query or a fragment. For these, Fastify's router would give the route the same short code
 * (nothing to percent-decode); every other /d URL (bad encodings, extra segments, /d itself)
 * goes through Fastify, whose routes call the same handler.
 */
const FAST_URL = /^\/d\/[A-Za-z0-9]{8}(?:[?#]|$)/;

/** How often Node looks for requests past their requestTimeout (ms). */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 5000;

/**
 * Short links in front of Fastify: `serverFactory` (Fastify's option) builds the node:http
 * server whose request listener answers GET and HEAD short links itself, skipping Fastify's
 * per-request machinery (request/reply objects, routing, hooks, cookie parsing), and hands every
 * other request to Fastify unchanged. Until `attach` runs, or once the app is closing (Fastify
 * then answers 503 with Connection: close, as it does for every route), all goes to Fastify.
 */
export class ShortLinkFastPath {
  private handler: ShortLinkHandler | null = null;
  private isClosing: () => boolean = () => false;

  readonly serverFactory: FastifyServerFactory = (fastifyHandler, options) => {
    const server: Server = createServer(
      {
        ...((options.http ?? {}) as ServerOptions),
        // Node reads requestTimeout when the server is built: assigned afterwards (as below
        // for the rest) it is never enforced, and a request whose body stalls is never
        // answered. Expired requests are looked for every 5 s (Node's default is 30 s), so
        // one is answered 408 at most 5 s after its deadline.
        requestTimeout: options.requestTimeout as number,
        connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
      },
      (request, response) => {
        const handler = this.handler;
        if (handler !== null && (request.method === 'GET' || request.method === 'HEAD')) {
          const url = request.url;
          if (url !== undefined && FAST_URL.test(url) && !this.isClosing()) {
            handler(request, response, url.slice(3, 11));
            return;
          }
        }
        fastifyHandler(request, response);
      },
    );
    // Fastify applies its timeouts only to servers it creates itself (lib/server.js); these
    // are the same assignments, from the options Fastify resolved (requestTimeout: above).
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

  /** Starts answering short links with `handler`; `isClosing` turns the fast path off. */
  attach(handler: ShortLinkHandler, isClosing: () => boolean): void {
    this.handler = handler;
    this.isClosing = isClosing;
  }
}

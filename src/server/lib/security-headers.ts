import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route sends none of the site-wide security headers (a short link's 302, a file
     * or page that sets its own CSP and nosniff).
     */
    securityHeaders?: false;
  }
}

/**
 * Helmet settings. The CSP admits the Vite-built SPA: scripts and connections to our own origin
 * only; inline styles (Radix and Tailwind set style attributes); images from data:/blob:
 * (QR previews); WebAssembly compilation for in-browser scan checks ('wasm-unsafe-eval' allows
 * no JavaScript eval). https-only headers (HSTS, upgrade-insecure-requests) only on https.
 */
export function helmetOptions(
  config: Pick<Config, 'secure' | 'google'> & { stripe?: Pick<Config['stripe'], 'secretKey'> },
): HelmetOptions {
  const formAction = ["'self'"];
  if (config.google) formAction.push(new URL(config.google.issuer).origin);
  // With payments on, Stripe.js (Payment Element, pricing table) loads from Stripe's origins.
  const stripe = config.stripe?.secretKey ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe.length ? [...stripe, 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe.length ? ['https://api.stripe.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripe],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe.length ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeApi],
        // Our own pages stay frameable by the SPA (the edit dialog's hosted-page preview
        // shows a PDF menu's viewer), as default-src 'self' allows when Stripe is off.
        ...(stripeFrames.length ? { frameSrc: ["'self'", ...stripeFrames] } : {}),
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction,
        ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets for `options`, found once by running its middleware against a
 * recorder: lower-case name and value, in helmet's order. The options must be static (no CSP
 * directive computed per request), as helmetOptions' are.
 */
export function securityHeaderList(options: HelmetOptions): readonly (readonly [string, string])[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/**
 * The security headers on every answer but those of routes with `config.securityHeaders: false`.
 * Helmet works them out once, here; @fastify/helmet, used before, built helmet's whole
 * middleware again for every request (about 12 µs of a request's CPU; 0.4 µs to set the list).
 */
export const securityHeaders = fp<HelmetOptions>(
  async (app, options) => {
    const list = securityHeaderList(options);
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.securityHeaders !== false) {
        for (const [name, value] of list) reply.raw.setHeader(name, value);
      }
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);

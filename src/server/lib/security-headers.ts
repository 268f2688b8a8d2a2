import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.js';

/**
 * Helmet settings. The CSP admits the Vite-built SPA: scripts and connections to our own origin
 * only; inline styles (Radix and Tailwind set style attributes); images from data:/blob:
 * (QR previews); WebAssembly compilation for in-browser scan checks ('wasm-unsafe-eval' allows
 * no JavaScript eval). https-only headers (HSTS, upgrade-insecure-requests) only on https.
 */
export function helmetOptions(
  config: Pick<Config, 'secure' | 'google'> & { stripe?: Pick<Config['stripe'], 'secretKey'> },
): FastifyHelmetOptions {
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

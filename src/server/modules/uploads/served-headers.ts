import type { FastifyReply } from 'fastify';

/**
 * Headers for uploaded files served to the public. The site-wide CSP (helmet) is replaced:
 * - raw files (images, logos): nothing may load and the document is sandboxed, so an image
 *   that is also valid HTML or SVG could never run script on our origin;
 * - the image page: our own images and its inline style only, sandboxed;
 * - PDFs: no `sandbox`, because Chrome and Safari refuse to show a PDF in a sandboxed document
 *   (the PDF viewer is a plugin); inline style is needed by Chrome's viewer page. The file is
 *   checked to start with %PDF- and served as application/pdf with nosniff, so it is never
 *   read as HTML.
 */
export const CSP = {
  raw: "default-src 'none'; sandbox",
  page: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  pdf: "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
} as const;

/** Stored files never change (a new upload gets a new id). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function servedHeaders(reply: FastifyReply, csp: string, cacheControl: string): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', csp);
  reply.header('cache-control', cacheControl);
}

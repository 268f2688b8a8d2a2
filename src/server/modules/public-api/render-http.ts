import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { binaryBody, readErrors, type OperationDocs } from './openapi.js';
import { matchesEtag, type Rendered } from './render.js';

/**
 * The HTTP side of GET and POST /api/v1/qr: one answer for both (headers, 304, bytes) and one
 * documentation of it.
 */

/** Rendered codes may be kept by the caller's own cache for an hour (never shared caches). */
const RENDER_CACHE_CONTROL = 'private, max-age=3600';

const RENDER_HEADERS = {
  ETag: { description: 'Strong for SVG and PNG; weak (W/) for PDF.' },
  'Cache-Control': { description: RENDER_CACHE_CONTROL },
  'QR-Scannable': {
    description: 'true when ZXing-C++, jsQR and zbar all read the code back',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
  'QR-Scan-Grade': { description: 'The scan check’s grade.' },
  'QR-Error-Correction': { description: 'The error correction level used: L, M, Q or H.' },
};

/** The documented responses of a render operation (200 by format, and its errors). */
export const RENDER_RESPONSES = {
  200: {
    description: 'The rendered code.',
    content: {
      'image/svg+xml': { schema: z.string() },
      'image/png': { schema: binaryBody('image/png') },
      'application/pdf': { schema: binaryBody('application/pdf') },
    },
  },
  // 404: `designId` names no brand kit of the key's workspace.
  ...readErrors(400, 404, 503),
};

/** What the zod schemas cannot say of a render operation (its route's `config.openapi`). */
export const RENDER_OPENAPI: OperationDocs = {
  empty: { 304: 'Not Modified: the If-None-Match tag matches.' },
  headers: { 200: RENDER_HEADERS, 304: { ETag: RENDER_HEADERS.ETag } },
};

/**
 * Answers a rendered code: its validators and verdict headers, then 304 when If-None-Match
 * names its tag, else the bytes.
 */
export function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: Rendered,
): FastifyReply {
  reply
    .header('etag', rendered.etag)
    .header('cache-control', RENDER_CACHE_CONTROL)
    .header('vary', 'Authorization')
    .header('qr-scannable', String(rendered.scannable))
    .header('qr-scan-grade', rendered.grade)
    .header('qr-error-correction', rendered.errorCorrectionLevel);
  if (matchesEtag(request.headers['if-none-match'], rendered.etag)) {
    return reply.status(304).send();
  }
  return reply.type(rendered.contentType).send(rendered.body);
}

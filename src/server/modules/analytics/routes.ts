import { ownerOf, requireMember } from '../../lib/guards.js';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  codeAnalyticsSchema,
  liveAnalyticsSchema,
  scopeAnalyticsSchema,
} from '../../../contracts/dynamic-code-answers.js';
import { userAnalyticsSchema } from '../../../contracts/user-analytics.js';
import type { App } from '../../lib/app-types.js';
import { errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import { inThreadPipeline, type QrPipeline } from '../../worker-tasks/pipeline.js';
import type { AnalyticsService } from './service.js';

type ScansCsv = Awaited<ReturnType<AnalyticsService['csvExport']>>;

/** Any text: what is not a positive integer is answered 404 by the service. */
const idParams = z.object({ id: z.string() });

/** 400: a bad `from`, `to` or `tz`, or a range in the wrong order or too long. */
const rangeErrors = errorAnswers(400, 401, 404);

/** A download name from the code's short code and the range's first and last local day. */
function fileName(shortCode: string, from: string, to: string, ext: string): string {
  return `qr-${shortCode.replace(/[^A-Za-z0-9_-]/g, '')}-scans-${from.slice(0, 10)}-${to.slice(0, 10)}.${ext}`;
}

/** Answers a code's scan history as a CSV download (the dashboard's and the public API's). */
export function sendScansCsv(reply: FastifyReply, { code, resolved, lines }: ScansCsv) {
  const name = fileName(
    code.shortCode,
    resolved.range.from.toISOString(),
    resolved.range.to.toISOString(),
    'csv',
  );
  return reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .type('text/csv; charset=utf-8')
    .send(Readable.from(lines));
}

/**
 * Signed-in analytics: GET /api/user-analytics, GET /api/analytics (the workspace's scans, or a
 * folder's or tag's; filters and comparison), and per dynamic code (owner only, others 404)
 * /analytics (filters and comparison too), /analytics.csv, /analytics.pdf and /analytics/live.
 * Shapes: contracts/analytics.
 */
export function registerAnalyticsRoutes(
  app: App,
  deps: {
    service: AnalyticsService;
    /** Draws the PDF report (pdf-report.ts) in the app's worker pool; unset only in unit tests. */
    pipeline?: QrPipeline;
  },
): void {
  const { service } = deps;
  const pipeline = deps.pipeline ?? inThreadPipeline;

  app.get(
    '/api/user-analytics',
    {
      onRequest: requireMember('code', 'viewer'),
      schema: { response: { 200: userAnalyticsSchema, ...errorAnswers(400, 401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.userAnalytics(ownerOf(request), request.query);
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/analytics',
    {
      onRequest: requireMember('code', 'viewer'),
      schema: { params: idParams, response: { 200: codeAnalyticsSchema, ...rangeErrors } },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      reply.header('cache-control', 'no-store');
      return service.codeAnalytics(owner.workspaceId, Number(request.params.id), request.query);
    },
  );

  app.get(
    '/api/analytics',
    {
      onRequest: requireMember('code', 'viewer'),
      schema: { response: { 200: scopeAnalyticsSchema, ...errorAnswers(400, 401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.scopeAnalytics(ownerOf(request).workspaceId, request.query);
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/analytics/live',
    {
      onRequest: requireMember('code', 'viewer'),
      schema: {
        params: idParams,
        response: { 200: liveAnalyticsSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      reply.header('cache-control', 'no-store');
      return service.live(owner.workspaceId, Number(request.params.id));
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/analytics.csv',
    {
      onRequest: requireMember('code', 'viewer'),
      schema: {
        params: idParams,
        response: {
          200: fileAnswer('text/csv', 'Every scan of the range, oldest first (UTC ISO 8601 times)'),
          ...rangeErrors,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const exported = await service.csvExport(
        owner.workspaceId,
        Number(request.params.id),
        request.query,
      );
      return sendScansCsv(reply.header('cache-control', 'no-store'), exported);
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/analytics.pdf',
    {
      onRequest: requireMember('code', 'viewer'),
      schema: {
        params: idParams,
        response: {
          200: fileAnswer('application/pdf', 'The analytics report of the range'),
          // 503: the worker pool's queue is full (Retry-After).
          ...errorAnswers(400, 401, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const data = await service.codeAnalytics(
        owner.workspaceId,
        Number(request.params.id),
        request.query,
      );
      const pdf = await pipeline.analyticsPdf(data, { client: `user:${owner.userId}` });
      const name = fileName(data.code.shortCode, data.range.from, data.range.to, 'pdf');
      // Bytes, sent as they are (the schema documents the file; only JSON is serialized).
      return (reply as FastifyReply)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
}

import { ownerOf, requireMember } from '../../lib/guards.js';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bulkItemResponseSchema,
  bulkLimitsSchema,
  bulkRunDetailSchema,
  bulkRunResponseSchema,
  bulkSavedItemsSchema,
} from '../../../contracts/bulk-answers.js';
import type { App } from '../../lib/app-types.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import { serviceReadBody } from '../dynamic-codes/index.js';
import { requestClientOrigin } from '../../lib/tenant.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { ITEM_FIELD_NAMES, type BulkService, type Owner } from './service.js';

/**
 * Rows per minute per IP. A run sends its rows 10 at a time (spec 001 §9); the worker pool's
 * queue is the real brake (a full pool answers 503 with Retry-After and the page retries).
 */
export const BULK_ITEMS_PER_MINUTE = 3000;
export const BULK_RUNS_PER_MINUTE = 30;

const runParams = z.object({ id: z.string().max(64) });

const itemBody = serviceReadBody(
  ITEM_FIELD_NAMES,
  "One row: the spec's qrType, qrData (or data), fgColor, bgColor, any design field, logoId, " +
    'name, png (true: also answer the PNG), and runId with row (1-based) for a run.',
);
const itemsBody = serviceReadBody(
  ['items'],
  'contracts/bulk saveItemsSchema: { items: [{ row, status, name?, content?, grade?, error? }] }, ' +
    'at most BULK_SAVE_CHUNK.',
);
const startRunBody = serviceReadBody(
  ['rows', 'qrType', 'dynamic', 'codes'],
  'contracts/bulk startRunSchema: { rows, qrType, dynamic?, codes? }.',
);

/**
 * GET /api/bulk-runs/limits, POST /api/bulk-runs (201), GET /api/bulk-runs/{id},
 * POST /api/bulk-runs/{id}/items (outcomes of rows made in the browser) and
 * POST /api/bulk-generate-qrcode (spec 001 §7). Signed in only (401); a run that is not the
 * caller's is 404.
 */
export function registerBulkRoutes(app: App, deps: { service: BulkService }): void {
  const { service } = deps;
  const read = requireMember('bulk-run', 'viewer');
  const write = requireMember('bulk-run', 'editor');
  // Short links carry the host of the request's white-label client (lib/tenant.ts).
  const runOwner = (request: FastifyRequest): Owner => ({
    ...ownerOf(request),
    origin: requestClientOrigin(request),
  });

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);

    scope.post(
      '/api/bulk-generate-qrcode',
      {
        onRequest: write,
        config: { rateLimit: perMinute(BULK_ITEMS_PER_MINUTE) },
        schema: {
          body: itemBody,
          response: {
            200: bulkItemResponseSchema,
            // 403: the plan's dynamic limit, or cross-origin; 404: another's run; 422: content
            // too long for a QR code; 503: the render queue is full (Retry-After).
            ...errorAnswers(400, 401, 403, 404, 413, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const owner = runOwner(request);
        reply.header('cache-control', 'no-store');
        return service.generateItem(owner, request.body);
      },
    );

    scope.post(
      '/api/bulk-runs/:id/items',
      {
        onRequest: write,
        schema: {
          params: runParams,
          body: itemsBody,
          response: { 200: bulkSavedItemsSchema, ...errorAnswers(400, 401, 403, 404, 413, 429) },
        },
        config: { rateLimit: perMinute(BULK_RUNS_PER_MINUTE * 10) },
      },
      async (request) => {
        const owner = runOwner(request);
        return service.saveItems(owner, request.params.id, request.body);
      },
    );

    scope.post(
      '/api/bulk-runs',
      {
        onRequest: write,
        config: { rateLimit: perMinute(BULK_RUNS_PER_MINUTE) },
        schema: {
          body: startRunBody,
          // 403: the plan's row or dynamic cap (BULK_ROW_LIMIT, DYNAMIC_LIMIT_REACHED).
          response: { 201: bulkRunResponseSchema, ...errorAnswers(400, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        const run = await service.startRun(runOwner(request), request.body);
        return reply.status(201).send(run);
      },
    );
  });

  app.get(
    '/api/bulk-runs/limits',
    { onRequest: read, schema: { response: { 200: bulkLimitsSchema, ...errorAnswers(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.limits(runOwner(request));
    },
  );

  app.get(
    '/api/bulk-runs/:id',
    {
      onRequest: read,
      schema: {
        params: runParams,
        response: { 200: bulkRunDetailSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const owner = runOwner(request);
      reply.header('cache-control', 'no-store');
      return service.getRun(owner, request.params.id);
    },
  );
}

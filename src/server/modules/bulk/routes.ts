import { ownerOf, requireOwner } from '../../lib/guards.js';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import { requestClientOrigin } from '../../lib/tenant.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import type { BulkService, Owner } from './service.js';

/**
 * Rows per minute per IP. A run sends its rows 10 at a time (spec 001 §9); the worker pool's
 * queue is the real brake (a full pool answers 503 with Retry-After and the page retries).
 */
export const BULK_ITEMS_PER_MINUTE = 3000;
export const BULK_RUNS_PER_MINUTE = 30;

const runParams = z.object({ id: z.string().max(64) });

/**
 * GET /api/bulk-runs/limits, POST /api/bulk-runs (201), GET /api/bulk-runs/{id},
 * POST /api/bulk-runs/{id}/items (outcomes of rows made in the browser) and
 * POST /api/bulk-generate-qrcode (spec 001 §7). Signed in only (401); a run that is not the
 * caller's is 404.
 */
export function registerBulkRoutes(app: App, deps: { service: BulkService }): void {
  const { service } = deps;
  const owned = requireOwner('bulk-run');
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
      { onRequest: owned, config: { rateLimit: perMinute(BULK_ITEMS_PER_MINUTE) } },
      async (request, reply) => {
        const owner = runOwner(request);
        reply.header('cache-control', 'no-store');
        return service.generateItem(owner, request.body);
      },
    );

    scope.post(
      '/api/bulk-runs/:id/items',
      {
        onRequest: owned,
        schema: { params: runParams },
        config: { rateLimit: perMinute(BULK_RUNS_PER_MINUTE * 10) },
      },
      async (request) => {
        const owner = runOwner(request);
        return service.saveItems(owner, request.params.id, request.body);
      },
    );

    scope.post(
      '/api/bulk-runs',
      { onRequest: owned, config: { rateLimit: perMinute(BULK_RUNS_PER_MINUTE) } },
      async (request, reply) => {
        const run = await service.startRun(runOwner(request), request.body);
        return reply.status(201).send(run);
      },
    );
  });

  app.get('/api/bulk-runs/limits', { onRequest: owned }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.limits(runOwner(request));
  });

  app.get(
    '/api/bulk-runs/:id',
    { onRequest: owned, schema: { params: runParams } },
    async (request, reply) => {
      const owner = runOwner(request);
      reply.header('cache-control', 'no-store');
      return service.getRun(owner, request.params.id);
    },
  );
}

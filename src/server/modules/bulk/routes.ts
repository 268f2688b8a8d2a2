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
  const ownerOf = async (request: FastifyRequest): Promise<Owner> => {
    const user = await app.sessions.requireUser(request);
    // Short links carry the host of the request's white-label client (lib/tenant.ts).
    const origin = requestClientOrigin(request);
    return { userId: user.id, clientId: user.clientId, origin };
  };

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);

    scope.post(
      '/api/bulk-generate-qrcode',
      { config: { rateLimit: perMinute(BULK_ITEMS_PER_MINUTE) } },
      async (request, reply) => {
        const owner = await ownerOf(request);
        reply.header('cache-control', 'no-store');
        return service.generateItem(owner, request.body);
      },
    );

    scope.post(
      '/api/bulk-runs/:id/items',
      {
        schema: { params: runParams },
        config: { rateLimit: perMinute(BULK_RUNS_PER_MINUTE * 10) },
      },
      async (request) => {
        const owner = await ownerOf(request);
        return service.saveItems(owner, request.params.id, request.body);
      },
    );

    scope.post(
      '/api/bulk-runs',
      { config: { rateLimit: perMinute(BULK_RUNS_PER_MINUTE) } },
      async (request, reply) => {
        const run = await service.startRun(await ownerOf(request), request.body);
        return reply.status(201).send(run);
      },
    );
  });

  app.get('/api/bulk-runs/limits', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.limits(await ownerOf(request));
  });

  app.get('/api/bulk-runs/:id', { schema: { params: runParams } }, async (request, reply) => {
    const owner = await ownerOf(request);
    reply.header('cache-control', 'no-store');
    return service.getRun(owner, request.params.id);
  });
}

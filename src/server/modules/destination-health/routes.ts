import { ownerOf, requireOwner } from '../../lib/guards.js';
import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import { codeIdOf } from '../dynamic-codes/index.js';
import type { DestinationHealthService } from './service.js';

const idParams = z.object({ id: z.string() });

/**
 * GET /api/dynamic-qrcodes/{id}/health (the last verdict) and POST (check now), GET
 * /api/destination-health (every code's badge data); signed in, the owner's codes only.
 */
export function registerDestinationHealthRoutes(app: App, service: DestinationHealthService) {
  const owned = requireOwner('code');
  const idOf = codeIdOf;
  app.get('/api/destination-health', { onRequest: owned }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { codes: await service.list(ownerOf(request)) };
  });
  app.get(
    '/api/dynamic-qrcodes/:id/health',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(ownerOf(request), idOf(request.params.id));
    },
  );
  app.post(
    '/api/dynamic-qrcodes/:id/health',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.checkNow(ownerOf(request), idOf(request.params.id));
    },
  );
}

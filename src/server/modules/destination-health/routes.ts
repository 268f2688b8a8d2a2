import { ownerOf, requireMember } from '../../lib/guards.js';
import { z } from 'zod';
import {
  destinationHealthListSchema,
  destinationHealthViewSchema,
} from '../../../contracts/dynamic-code-answers.js';
import type { App } from '../../lib/app-types.js';
import { errorAnswers, noBody } from '../../lib/route-schemas.js';
import { codeIdOf } from '../dynamic-codes/index.js';
import type { DestinationHealthService } from './service.js';

/** Any text: what is not a positive integer is answered 404 by the handler (codeIdOf). */
const idParams = z.object({ id: z.string() });

/**
 * GET /api/dynamic-qrcodes/{id}/health (the last verdict) and POST (check now), GET
 * /api/destination-health (every code's badge data); signed in, the owner's codes only.
 */
export function registerDestinationHealthRoutes(app: App, service: DestinationHealthService) {
  const read = requireMember('code', 'viewer');
  const write = requireMember('code', 'editor');
  const idOf = codeIdOf;
  app.get(
    '/api/destination-health',
    {
      onRequest: read,
      schema: { response: { 200: destinationHealthListSchema, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { codes: await service.list(ownerOf(request)) };
    },
  );
  app.get(
    '/api/dynamic-qrcodes/:id/health',
    {
      onRequest: read,
      schema: {
        params: idParams,
        response: { 200: destinationHealthViewSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(ownerOf(request), idOf(request.params.id));
    },
  );
  app.post(
    '/api/dynamic-qrcodes/:id/health',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: noBody,
        // 403: a cross-origin request.
        response: { 200: destinationHealthViewSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.checkNow(ownerOf(request), idOf(request.params.id));
    },
  );
}

import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import type { Readiness } from './readiness.js';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({ status: z.literal('not-ready'), reason: z.string() });

/**
 * GET /healthz (liveness): 200 {"status":"ok"} after a database round trip, else 503 within
 * ~1.5 s. GET /readyz (readiness): 200 {"status":"ready"} only when the database answers and
 * every shipped migration is applied, else 503 {"status":"not-ready","reason":...}.
 */
export function registerHealthRoutes(
  app: App,
  deps: { database: Pick<DatabaseHandle, 'ping'>; readiness: () => Promise<Readiness> },
) {
  app.get(
    '/healthz',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await deps.database.ping(1_500);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
  app.get(
    '/readyz',
    { schema: { response: { 200: readySchema, 503: notReadySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await deps.readiness();
      if (readiness.ready) return { status: 'ready' as const };
      request.log.warn({ reason: readiness.reason }, 'readiness check: not ready');
      return reply.status(503).send({ status: 'not-ready', reason: readiness.reason });
    },
  );
}

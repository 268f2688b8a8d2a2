import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** GET /healthz: 200 {"status":"ok"} after a database round trip, else 503 within ~1.5 s. */
export function registerHealthRoutes(app: App, deps: { database: Pick<DatabaseHandle, 'ping'> }) {
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
}

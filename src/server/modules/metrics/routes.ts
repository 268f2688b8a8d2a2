import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import { errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import { bearerMatches } from './token.js';

const metricsHeaders = z.object({ authorization: z.string().optional() });

/**
 * GET /metrics: Prometheus' text format, only to `Authorization: Bearer <METRICS_TOKEN>` (401
 * otherwise, with WWW-Authenticate). Registered only when METRICS_TOKEN is set: without it the
 * path is as unknown as any other.
 */
export function registerMetricsRoutes(
  app: App,
  deps: { token: string; contentType: string; read: () => Promise<string> },
) {
  app.get(
    '/metrics',
    {
      schema: {
        headers: metricsHeaders,
        response: {
          200: fileAnswer('text/plain', "Prometheus' text exposition format"),
          ...errorAnswers(401, 503),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(request.headers.authorization, deps.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return reply
          .status(401)
          .send({ message: 'A valid metrics bearer token is required.', code: 'UNAUTHORIZED' });
      }
      let text: string;
      try {
        text = await deps.read();
      } catch (err) {
        request.log.warn({ err }, 'metrics could not be gathered');
        return reply
          .status(503)
          .send({ message: 'Metrics are unavailable right now.', code: 'METRICS_UNAVAILABLE' });
      }
      return reply.type(deps.contentType).send(text);
    },
  );
}

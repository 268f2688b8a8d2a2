import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '../../../contracts/audit.js';
import type { App } from '../../lib/app-types.js';
import { ownerOf, requireMember } from '../../lib/guards.js';
import { errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import type { AuditTrail } from './service.js';

const idParams = z.object({ id: z.string() });
const csvQuery = auditQuerySchema.omit({ before: true, limit: true });

/**
 * GET /api/workspaces/{id}/audit (a page, newest first) and /audit.csv (every filtered entry):
 * owners and admins of the workspace; another member 403, anyone else 404.
 */
export function registerAuditRoutes(app: App, trail: AuditTrail): void {
  const guard = requireMember('workspace', 'admin');
  app.get(
    '/api/workspaces/:id/audit',
    {
      onRequest: guard,
      schema: {
        params: idParams,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trail.list(ownerOf(request).workspaceId, request.query);
    },
  );

  app.get(
    '/api/workspaces/:id/audit.csv',
    {
      onRequest: guard,
      schema: {
        params: idParams,
        querystring: csvQuery,
        response: {
          200: fileAnswer('text/csv', 'The filtered audit entries, newest first'),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { workspaceId } = ownerOf(request);
      const csv = await trail.csv(workspaceId, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="workspace-${workspaceId}-audit.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}

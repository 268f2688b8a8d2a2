import { z } from 'zod';
import {
  OUTBOX_FILTERS,
  adminReadSchema,
  adminRoleSchema,
  adminUserQuerySchema,
} from '../../../contracts/admin.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { requireRole, signedInUser } from '../../lib/guards.js';
import type { AdminService } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    throw new AppError(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid');
  }
  return parsed.data;
}

/**
 * The /admin area's API, admins of the request's client only (401 signed out, 403 anyone
 * else): GET /api/admin/users?q=&state=, POST /api/admin/users/:id/role { role },
 * /api/admin/users/:id/delete, /api/admin/users/:id/restore; GET /api/admin/messages?filter=,
 * POST /api/admin/messages/:id/read { read }; GET /api/admin/outbox?status=,
 * /api/admin/outbox/:id, POST /api/admin/outbox/:id/retry; GET /api/admin/system,
 * /api/admin/audit. Changes answer 204.
 */
export function registerAdminRoutes(app: App, deps: { service: AdminService }): void {
  const { service } = deps;
  const admin = { onRequest: requireRole('admin') };

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/admin/')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/users', admin, async (request) => {
    const user = signedInUser(request);
    return service.users(user.clientId, parse(adminUserQuerySchema, request.query));
  });
  app.post('/api/admin/users/:id/role', admin, async (request, reply) => {
    const user = signedInUser(request);
    const { id } = parse(idParams, request.params);
    await service.setRole(user, id, parse(adminRoleSchema, request.body).role);
    return reply.status(204).send();
  });
  app.post('/api/admin/users/:id/delete', admin, async (request, reply) => {
    const user = signedInUser(request);
    await service.deleteUser(user, parse(idParams, request.params).id);
    return reply.status(204).send();
  });
  app.post('/api/admin/users/:id/restore', admin, async (request, reply) => {
    const user = signedInUser(request);
    await service.restoreUser(user, parse(idParams, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/admin/messages', admin, async (request) => {
    const user = signedInUser(request);
    const { filter } = parse(
      z.object({ filter: z.enum(['all', 'unread']).optional().default('all') }),
      request.query,
    );
    return service.messages(user.clientId, filter);
  });
  app.post('/api/admin/messages/:id/read', admin, async (request, reply) => {
    const user = signedInUser(request);
    const { id } = parse(idParams, request.params);
    await service.markMessage(user, id, parse(adminReadSchema, request.body).read);
    return reply.status(204).send();
  });

  app.get('/api/admin/outbox', admin, async (request) => {
    const user = signedInUser(request);
    const { status } = parse(
      z.object({ status: z.enum(OUTBOX_FILTERS).optional().default('all') }),
      request.query,
    );
    return service.outbox(user.clientId, status);
  });
  app.get('/api/admin/outbox/:id', admin, async (request) => {
    const user = signedInUser(request);
    return service.mail(user.clientId, parse(idParams, request.params).id);
  });
  app.post('/api/admin/outbox/:id/retry', admin, async (request, reply) => {
    const user = signedInUser(request);
    await service.retryMail(user, parse(idParams, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/admin/system', admin, async (request) => {
    const user = signedInUser(request);
    return service.system(user.clientId);
  });
  app.get('/api/admin/audit', admin, async (request) => {
    const user = signedInUser(request);
    return service.auditLog(user.clientId);
  });
}

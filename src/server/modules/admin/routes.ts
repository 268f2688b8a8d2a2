import { z } from 'zod';
import {
  OUTBOX_FILTERS,
  adminAuditEntrySchema,
  adminContactMessageSchema,
  adminMailDetailSchema,
  adminMailSchema,
  adminPageSchema,
  adminReadSchema,
  adminRoleSchema,
  adminSystemSchema,
  adminUserQuerySchema,
  adminUserSchema,
} from '../../../contracts/admin.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { requireRole, signedInUser } from '../../lib/guards.js';
import { emptyAnswer, errorAnswers, noBody } from '../../lib/route-schemas.js';
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
  /** A list's errors: a bad filter (400), signed out (401), not an admin (403). */
  const reads = errorAnswers(400, 401, 403);
  /** A change answers 204, or why not (404 no such object, 409 LAST_ADMIN, retry of unfailed). */
  const changes = { 204: emptyAnswer, ...errorAnswers(400, 401, 403, 404, 409) };

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/admin/')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/users',
    { ...admin, schema: { response: { 200: adminPageSchema(adminUserSchema), ...reads } } },
    async (request) => {
      const user = signedInUser(request);
      return service.users(user.clientId, parse(adminUserQuerySchema, request.query));
    },
  );
  app.post(
    '/api/admin/users/:id/role',
    {
      ...admin,
      schema: {
        params: idParams,
        body: z.preprocess((body) => body ?? {}, adminRoleSchema),
        response: changes,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await service.setRole(user, request.params.id, request.body.role);
      return reply.status(204).send(undefined);
    },
  );
  app.post(
    '/api/admin/users/:id/delete',
    { ...admin, schema: { params: idParams, body: noBody, response: changes } },
    async (request, reply) => {
      const user = signedInUser(request);
      await service.deleteUser(user, request.params.id);
      return reply.status(204).send(undefined);
    },
  );
  app.post(
    '/api/admin/users/:id/restore',
    { ...admin, schema: { params: idParams, body: noBody, response: changes } },
    async (request, reply) => {
      const user = signedInUser(request);
      await service.restoreUser(user, request.params.id);
      return reply.status(204).send(undefined);
    },
  );

  app.get(
    '/api/admin/messages',
    {
      ...admin,
      schema: { response: { 200: adminPageSchema(adminContactMessageSchema), ...reads } },
    },
    async (request) => {
      const user = signedInUser(request);
      const { filter } = parse(
        z.object({ filter: z.enum(['all', 'unread']).optional().default('all') }),
        request.query,
      );
      return service.messages(user.clientId, filter);
    },
  );
  app.post(
    '/api/admin/messages/:id/read',
    {
      ...admin,
      schema: {
        params: idParams,
        body: z.preprocess((body) => body ?? {}, adminReadSchema),
        response: changes,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await service.markMessage(user, request.params.id, request.body.read);
      return reply.status(204).send(undefined);
    },
  );

  app.get(
    '/api/admin/outbox',
    { ...admin, schema: { response: { 200: adminPageSchema(adminMailSchema), ...reads } } },
    async (request) => {
      const user = signedInUser(request);
      const { status } = parse(
        z.object({ status: z.enum(OUTBOX_FILTERS).optional().default('all') }),
        request.query,
      );
      return service.outbox(user.clientId, status);
    },
  );
  app.get(
    '/api/admin/outbox/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        response: { 200: adminMailDetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.mail(user.clientId, request.params.id);
    },
  );
  app.post(
    '/api/admin/outbox/:id/retry',
    { ...admin, schema: { params: idParams, body: noBody, response: changes } },
    async (request, reply) => {
      const user = signedInUser(request);
      await service.retryMail(user, request.params.id);
      return reply.status(204).send(undefined);
    },
  );

  app.get(
    '/api/admin/system',
    { ...admin, schema: { response: { 200: adminSystemSchema, ...reads } } },
    async (request) => {
      const user = signedInUser(request);
      return service.system(user.clientId);
    },
  );
  app.get(
    '/api/admin/audit',
    { ...admin, schema: { response: { 200: adminPageSchema(adminAuditEntrySchema), ...reads } } },
    async (request) => {
      const user = signedInUser(request);
      return service.auditLog(user.clientId);
    },
  );
}

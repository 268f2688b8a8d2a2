import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applyDesignKitResultSchema,
  applyDesignKitSchema,
  createDesignKitSchema,
  designKitListSchema,
  designKitSchema,
  updateDesignKitSchema,
} from '../../../contracts/designs.js';
import { ownerOf, requireMember } from '../../lib/guards.js';
import type { App } from '../../lib/app-types.js';
import { emptyAnswer, errorAnswers } from '../../lib/route-schemas.js';
import type { AuditActor } from '../audit/index.js';
import { kitChangeEntries, parseKitId, type DesignKitService } from './service.js';
import type { DesignKit } from '../../../contracts/designs.js';

const idParams = z.object({ id: z.string() });

// The service validates bodies with these same schemas and names each wrong field (a missing
// body is read as {}); the routes' schemas document them only.
const documentOnly = () => (value: unknown) => ({ value });

/** Records a kit's creation, change or deletion in the workspace's audit trail. */
export const kitAudit = {
  async created(app: App, actor: AuditActor, kit: DesignKit, request: FastifyRequest) {
    const target = { kind: 'design', id: kit.id, label: kit.name };
    await app.audit.record(actor, { action: 'design.create', target }, request);
    if (kit.isDefault) {
      const change = { action: 'design.default' as const, target, after: { isDefault: true } };
      await app.audit.record(actor, change, request);
    }
  },
  async changed(
    app: App,
    actor: AuditActor,
    change: { before: DesignKit; after: DesignKit },
    request: FastifyRequest,
  ) {
    for (const entry of kitChangeEntries(change.before, change.after)) {
      await app.audit.record(actor, entry, request);
    }
  },
  async deleted(
    app: App,
    actor: AuditActor,
    kit: { id: number; name: string },
    request: FastifyRequest,
  ) {
    const target = { kind: 'design', id: kit.id, label: kit.name };
    await app.audit.record(actor, { action: 'design.delete', target }, request);
  },
};

/**
 * The web app's brand kits, /api/designs (signed in, in the request's workspace): viewers
 * read, editors create, change (rename, design, default) and delete.
 */
export function registerDesignKitRoutes(app: App, service: DesignKitService): void {
  const read = requireMember('design', 'viewer');
  const write = requireMember('design', 'editor');
  app.get(
    '/api/designs',
    {
      onRequest: read,
      schema: { response: { 200: designKitListSchema, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.list(ownerOf(request)) };
    },
  );
  app.get(
    '/api/designs/:id',
    {
      onRequest: read,
      schema: { params: idParams, response: { 200: designKitSchema, ...errorAnswers(401, 404) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(ownerOf(request), parseKitId(request.params.id));
    },
  );
  app.post(
    '/api/designs',
    {
      onRequest: write,
      schema: {
        body: createDesignKitSchema,
        response: { 201: designKitSchema, ...errorAnswers(400, 401, 409) },
      },
      validatorCompiler: documentOnly,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const kit = await service.create(owner, request.body);
      await kitAudit.created(app, owner, kit, request);
      return reply.status(201).send(kit);
    },
  );
  app.patch(
    '/api/designs/:id',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: updateDesignKitSchema,
        response: { 200: designKitSchema, ...errorAnswers(400, 401, 404, 409) },
      },
      validatorCompiler: documentOnly,
    },
    async (request) => {
      const owner = ownerOf(request);
      const { id } = request.params as { id: string };
      const change = await service.update(owner, parseKitId(id), request.body);
      await kitAudit.changed(app, owner, change, request);
      return change.after;
    },
  );
  app.post(
    '/api/designs/:id/apply',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: applyDesignKitSchema,
        response: { 200: applyDesignKitResultSchema, ...errorAnswers(400, 401, 404) },
      },
      validatorCompiler: documentOnly,
    },
    async (request) => {
      const owner = ownerOf(request);
      const { id } = request.params as { id: string };
      const result = await service.apply(owner, parseKitId(id), request.body);
      if (result.applied > 0) {
        const kit = await service.get(owner, parseKitId(id));
        const target = { kind: 'design', id: kit.id, label: kit.name };
        const restyled = result.results.filter((r) => r.ok).map((r) => `${r.kind}:${r.id}`);
        await app.audit.record(
          owner,
          { action: 'design.apply', target, after: { codes: restyled } },
          request,
        );
      }
      return result;
    },
  );
  app.delete(
    '/api/designs/:id',
    {
      onRequest: write,
      schema: { params: idParams, response: { 204: emptyAnswer, ...errorAnswers(401, 404) } },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const removed = await service.remove(owner, parseKitId(request.params.id));
      await kitAudit.deleted(app, owner, removed, request);
      return reply.status(204).send(undefined);
    },
  );
}

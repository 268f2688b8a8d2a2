import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createDesignKitSchema,
  designKitListSchema,
  designKitSchema,
  MAX_DESIGN_KITS,
  updateDesignKitSchema,
} from '../../../contracts/designs.js';
import type { App } from '../../lib/app-types.js';
import { kitAudit, parseKitId, type DesignKitService, type KitOwner } from '../designs/index.js';
import { readErrors, writeErrors } from './openapi.js';

const idParams = z.object({
  id: z.string().meta({ description: 'The brand kit’s id.', examples: ['3'] }),
});

// The service validates bodies with these same schemas and names each wrong field.
const documentOnly = () => (value: unknown) => ({ value });

/**
 * Brand kits in the public API (issue 40 item 4), inside the /api/v1 scope (key auth, problem
 * details): the same service and rules as the web app's /api/designs, in the key's workspace.
 * Another workspace's kit is 404.
 */
export function registerPublicDesignRoutes(
  api: App,
  service: DesignKitService,
  ownerOf: (request: FastifyRequest) => KitOwner,
): void {
  api.get(
    '/designs',
    {
      schema: {
        operationId: 'listDesigns',
        summary: 'List brand kits',
        description: 'The workspace’s saved designs by name; `isDefault` marks its default.',
        tags: ['Brand kits'],
        response: { 200: designKitListSchema, ...readErrors() },
      },
    },
    async (request) => ({ data: await service.list(ownerOf(request)) }),
  );
  api.get(
    '/designs/:id',
    {
      schema: {
        operationId: 'getDesign',
        summary: 'Get a brand kit',
        tags: ['Brand kits'],
        params: idParams,
        response: { 200: designKitSchema, ...readErrors(404) },
      },
    },
    async (request) => service.get(ownerOf(request), parseKitId(request.params.id)),
  );
  api.post(
    '/designs',
    {
      schema: {
        operationId: 'createDesign',
        summary: 'Save a brand kit',
        description: `A named design (the generator’s design fields and logoId, validated with its messages: \`fields\` names members as \`design.fgColor\`, …). Names are unique in the workspace (409 DESIGN_EXISTS); at most ${MAX_DESIGN_KITS} kits (409 DESIGN_LIMIT). Use its \`id\` as \`designId\` of POST /api/v1/codes, bulk items and GET /api/v1/qr.`,
        tags: ['Brand kits'],
        body: createDesignKitSchema,
        response: { 201: designKitSchema, ...writeErrors(400, 409) },
      },
      validatorCompiler: documentOnly,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const kit = await service.create(owner, request.body);
      await kitAudit.created(api, owner, kit, request);
      return reply.status(201).send(kit);
    },
  );
  api.patch(
    '/designs/:id',
    {
      schema: {
        operationId: 'updateDesign',
        summary: 'Change a brand kit',
        description:
          'A new name, design fields to change (the others keep their value; `logoId: null` removes the logo) and/or `isDefault`. Codes already made with the kit keep their design.',
        tags: ['Brand kits'],
        params: idParams,
        body: updateDesignKitSchema,
        response: { 200: designKitSchema, ...writeErrors(400, 404, 409) },
      },
      validatorCompiler: documentOnly,
    },
    async (request) => {
      const owner = ownerOf(request);
      const { id } = request.params as { id: string };
      const change = await service.update(owner, parseKitId(id), request.body);
      await kitAudit.changed(api, owner, change, request);
      return change.after;
    },
  );
  api.delete(
    '/designs/:id',
    {
      schema: {
        operationId: 'deleteDesign',
        summary: 'Delete a brand kit',
        description: 'Codes made with it keep their design.',
        tags: ['Brand kits'],
        params: idParams,
        response: writeErrors(404),
      },
      config: { openapi: { empty: { 204: 'Deleted.' } } },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const removed = await service.remove(owner, parseKitId(request.params.id));
      await kitAudit.deleted(api, owner, removed, request);
      return reply.status(204).send();
    },
  );
}

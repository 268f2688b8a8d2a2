import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dynamicQrCodeSchema } from '../../../contracts/dynamic-code-answers.js';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import {
  bulkLabelsSchema,
  codeLabelsSchema,
  createFolderSchema,
  createTagSchema,
  folderSchema,
  folderWithCountSchema,
  ORGANISE_MESSAGES,
  renameFolderSchema,
  tagSchema,
  tagWithCountSchema,
  updateTagSchema,
} from '../../../contracts/organise.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { ownerOf, requireMember } from '../../lib/guards.js';
import { emptyAnswer, errorAnswers } from '../../lib/route-schemas.js';
import type { AuditChange } from '../audit/index.js';
import { codeIdOf } from '../dynamic-codes/index.js';
import type { OrganiseService } from './service.js';

/** Any text: what is not a positive integer is answered 404 by the handler. */
const idParams = z.object({ id: z.string() });

/** A folder's or tag's id from the path; anything but a positive integer is 404. */
export function organiseIdOf(raw: string, message: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound(message);
  return Number(raw);
}

/**
 * The web app's folders and tags (issue 40 item 1): GET/POST /api/folders, PATCH/DELETE
 * /api/folders/{id}, the same under /api/tags; PUT /api/dynamic-qrcodes/{id}/labels (one code's
 * folder and tags, answers the code) and POST /api/dynamic-qrcodes/labels (many codes at once).
 * Viewers read, editors change; each change is in the workspace's audit trail.
 */
export function registerOrganiseRoutes(app: App, service: OrganiseService): void {
  const audit = (request: FastifyRequest, change: AuditChange) =>
    app.audit.record(ownerOf(request), change, request);
  const folderId = (raw: string) => organiseIdOf(raw, ORGANISE_MESSAGES.folderNotFound);
  const tagId = (raw: string) => organiseIdOf(raw, ORGANISE_MESSAGES.tagNotFound);

  app.get(
    '/api/folders',
    {
      onRequest: requireMember('folder', 'viewer'),
      schema: { response: { 200: z.array(folderWithCountSchema), ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.folders(ownerOf(request));
    },
  );
  app.post(
    '/api/folders',
    {
      onRequest: requireMember('folder', 'editor'),
      schema: {
        body: createFolderSchema,
        response: { 201: folderSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const folder = await service.createFolder(ownerOf(request), request.body.name);
      await audit(request, {
        action: 'folder.create',
        target: { kind: 'folder', id: folder.id, label: folder.name },
      });
      return reply.status(201).send(folder);
    },
  );
  app.patch(
    '/api/folders/:id',
    {
      onRequest: requireMember('folder', 'editor'),
      schema: {
        params: idParams,
        body: renameFolderSchema,
        response: { 200: folderSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = folderId(request.params.id);
      const { before, folder } = await service.renameFolder(
        ownerOf(request),
        id,
        request.body.name,
      );
      if (before !== folder.name) {
        await audit(request, {
          action: 'folder.rename',
          target: { kind: 'folder', id, label: folder.name },
          before: { name: before },
          after: { name: folder.name },
        });
      }
      return folder;
    },
  );
  app.delete(
    '/api/folders/:id',
    {
      onRequest: requireMember('folder', 'editor'),
      schema: { params: idParams, response: { 204: emptyAnswer, ...errorAnswers(401, 403, 404) } },
    },
    async (request, reply) => {
      const folder = await service.deleteFolder(ownerOf(request), folderId(request.params.id));
      await audit(request, {
        action: 'folder.delete',
        target: { kind: 'folder', id: folder.id, label: folder.name },
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/tags',
    {
      onRequest: requireMember('tag', 'viewer'),
      schema: { response: { 200: z.array(tagWithCountSchema), ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.tags(ownerOf(request));
    },
  );
  app.post(
    '/api/tags',
    {
      onRequest: requireMember('tag', 'editor'),
      schema: {
        body: createTagSchema,
        response: { 201: tagSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const tag = await service.createTag(ownerOf(request), request.body.name, request.body.colour);
      await audit(request, {
        action: 'tag.create',
        target: { kind: 'tag', id: tag.id, label: tag.name },
        after: { colour: tag.colour },
      });
      return reply.status(201).send(tag);
    },
  );
  app.patch(
    '/api/tags/:id',
    {
      onRequest: requireMember('tag', 'editor'),
      schema: {
        params: idParams,
        body: updateTagSchema,
        response: { 200: tagSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = tagId(request.params.id);
      const { before, tag } = await service.updateTag(ownerOf(request), id, request.body);
      if (before.name !== tag.name || before.colour !== tag.colour) {
        await audit(request, {
          action: 'tag.update',
          target: { kind: 'tag', id, label: tag.name },
          before,
          after: { name: tag.name, colour: tag.colour },
        });
      }
      return tag;
    },
  );
  app.delete(
    '/api/tags/:id',
    {
      onRequest: requireMember('tag', 'editor'),
      schema: { params: idParams, response: { 204: emptyAnswer, ...errorAnswers(401, 403, 404) } },
    },
    async (request, reply) => {
      const tag = await service.deleteTag(ownerOf(request), tagId(request.params.id));
      await audit(request, {
        action: 'tag.delete',
        target: { kind: 'tag', id: tag.id, label: tag.name },
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/dynamic-qrcodes/:id/labels',
    {
      onRequest: requireMember('code', 'editor'),
      schema: {
        params: idParams,
        body: codeLabelsSchema,
        response: { 200: dynamicQrCodeSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const id = codeIdOf(request.params.id);
      const before = await app.dynamicCodes.get(owner, id);
      await service.setLabels(owner, id, request.body, DYNAMIC_MESSAGES.notFound);
      const code = await app.dynamicCodes.get(owner, id);
      await audit(request, {
        action: 'code.labels',
        target: { kind: 'code', id, label: `${code.name} (${code.shortCode})` },
        before: { folderId: before.folderId, tags: before.tags },
        after: { folderId: code.folderId, tags: code.tags },
      });
      return code;
    },
  );
  app.post(
    '/api/dynamic-qrcodes/labels',
    {
      onRequest: requireMember('code', 'editor'),
      schema: {
        body: bulkLabelsSchema,
        response: {
          200: z.object({ updated: z.number().int() }),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const updated = await service.bulk(ownerOf(request), request.body);
      const { codeIds, ...change } = request.body;
      await audit(request, {
        action: 'code.bulk-labels',
        target: { kind: 'code', id: codeIds.join(',').slice(0, 64), label: `${updated} codes` },
        after: { codeIds, ...change },
      });
      return { updated };
    },
  );
}

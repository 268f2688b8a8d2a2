import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createFolderSchema,
  folderSchema,
  folderWithCountSchema,
  ORGANISE_MESSAGES,
  renameFolderSchema,
  tagWithCountSchema,
} from '../../../contracts/organise.js';
import type { App } from '../../lib/app-types.js';
import type { AuditActor } from '../audit/index.js';
import { organiseIdOf, type OrganiseOwner, type OrganiseService } from '../organise/index.js';
import { readErrors, writeErrors } from './openapi.js';

const idParams = z.object({
  id: z.string().meta({ description: 'The folder’s id.', examples: ['7'] }),
});

const folderListSchema = z
  .object({ data: z.array(folderWithCountSchema) })
  .meta({ id: 'FolderList', description: 'The workspace’s folders, A to Z.' });
const tagListSchema = z
  .object({ data: z.array(tagWithCountSchema) })
  .meta({ id: 'TagList', description: 'The workspace’s tags, A to Z.' });

/**
 * Folders and tags in the public API (issue 40 item 1), inside the /api/v1 scope (key auth,
 * problem details): the web app's service and rules. A code's folder and tags are set with
 * POST/PATCH /api/v1/codes (`folderId`, `tags`); another workspace's folder is 404.
 */
export function registerPublicFolderRoutes(
  api: App,
  service: OrganiseService,
  ownerOf: (request: FastifyRequest) => OrganiseOwner & AuditActor,
): void {
  const folderId = (raw: string) => organiseIdOf(raw, ORGANISE_MESSAGES.folderNotFound);
  const audit = (request: FastifyRequest, change: Parameters<App['audit']['record']>[1]) =>
    api.audit.record(ownerOf(request), change, request);

  api.get(
    '/folders',
    {
      schema: {
        operationId: 'listFolders',
        summary: 'List folders',
        description:
          'Each folder with how many codes it holds. Filter codes by one with GET /api/v1/codes?folderId=.',
        tags: ['Folders and tags'],
        response: { 200: folderListSchema, ...readErrors() },
      },
    },
    async (request) => ({ data: await service.folders(ownerOf(request)) }),
  );
  api.post(
    '/folders',
    {
      schema: {
        operationId: 'createFolder',
        summary: 'Create a folder',
        description: 'A name unique in the workspace in any case (409 NAME_TAKEN).',
        tags: ['Folders and tags'],
        body: createFolderSchema,
        response: { 201: folderSchema, ...writeErrors(400, 409) },
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
  api.patch(
    '/folders/:id',
    {
      schema: {
        operationId: 'renameFolder',
        summary: 'Rename a folder',
        description: 'Its codes stay in it. A name another folder has is 409 NAME_TAKEN.',
        tags: ['Folders and tags'],
        params: idParams,
        body: renameFolderSchema,
        response: { 200: folderSchema, ...writeErrors(400, 404, 409) },
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
  api.delete(
    '/folders/:id',
    {
      schema: {
        operationId: 'deleteFolder',
        summary: 'Delete a folder',
        description: 'Its codes are kept, in no folder (their short links never change).',
        tags: ['Folders and tags'],
        params: idParams,
        response: writeErrors(404),
      },
      config: { openapi: { empty: { 204: 'Deleted.' } } },
    },
    async (request, reply) => {
      const folder = await service.deleteFolder(ownerOf(request), folderId(request.params.id));
      await audit(request, {
        action: 'folder.delete',
        target: { kind: 'folder', id: folder.id, label: folder.name },
      });
      return reply.status(204).send();
    },
  );
  api.get(
    '/tags',
    {
      schema: {
        operationId: 'listTags',
        summary: 'List tags',
        description:
          'Each tag with its colour and how many codes carry it. Codes name their tags by name (`tags` of POST/PATCH /api/v1/codes; a new name makes the tag), and GET /api/v1/codes?tag= filters by them.',
        tags: ['Folders and tags'],
        response: { 200: tagListSchema, ...readErrors() },
      },
    },
    async (request) => ({ data: await service.tags(ownerOf(request)) }),
  );
}

import { z } from 'zod';
import {
  createSavedViewSchema,
  renameSavedViewSchema,
  SAVED_VIEW_MESSAGES,
  savedViewSchema,
} from '../../../contracts/saved-views.js';
import type { App } from '../../lib/app-types.js';
import { ownerOf, requireMember } from '../../lib/guards.js';
import { emptyAnswer, errorAnswers } from '../../lib/route-schemas.js';
import { organiseIdOf } from '../organise/index.js';
import type { SavedViewService, ViewOwner } from './service.js';

const idParams = z.object({ id: z.string() });

/**
 * The signed-in user's saved views of the workspace's code list (issue 40 item 2): GET and POST
 * /api/saved-views, PATCH (rename) and DELETE /api/saved-views/{id}. Any member may keep views
 * (they change no code), each sees only their own.
 */
export function registerSavedViewRoutes(app: App, service: SavedViewService): void {
  const guard = requireMember('saved-view', 'viewer');
  const owner = (request: Parameters<typeof ownerOf>[0]): ViewOwner => {
    const { userId, workspaceId, clientId } = ownerOf(request);
    return { userId, workspaceId, clientId };
  };
  const viewId = (raw: string) => organiseIdOf(raw, SAVED_VIEW_MESSAGES.notFound);

  app.get(
    '/api/saved-views',
    {
      onRequest: guard,
      schema: { response: { 200: z.array(savedViewSchema), ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(owner(request));
    },
  );
  app.post(
    '/api/saved-views',
    {
      onRequest: guard,
      schema: {
        body: createSavedViewSchema,
        response: { 201: savedViewSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const view = await service.create(owner(request), request.body.name, request.body.search);
      return reply.status(201).send(view);
    },
  );
  app.patch(
    '/api/saved-views/:id',
    {
      onRequest: guard,
      schema: {
        params: idParams,
        body: renameSavedViewSchema,
        response: { 200: savedViewSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.rename(owner(request), viewId(request.params.id), request.body.name),
  );
  app.delete(
    '/api/saved-views/:id',
    {
      onRequest: guard,
      schema: { params: idParams, response: { 204: emptyAnswer, ...errorAnswers(401, 403, 404) } },
    },
    async (request, reply) => {
      await service.remove(owner(request), viewId(request.params.id));
      return reply.status(204).send(null);
    },
  );
}

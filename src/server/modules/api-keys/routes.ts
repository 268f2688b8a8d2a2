import { ownerOf, requireMember } from '../../lib/guards.js';
import { z } from 'zod';
import {
  API_KEY_MESSAGES,
  apiKeyViewSchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '../../../contracts/api-keys.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import type { ApiKeyService } from './service.js';

const idParams = z.object({ id: z.string() });

/** A request without a body asks for a key without a name: the schema's own messages answer. */
const createBody = z.preprocess((body) => body ?? {}, createApiKeySchema);

/**
 * The account settings' key management, for the signed-in user (session cookie; an API key
 * cannot create keys): GET and POST /api/account/api-keys, DELETE /api/account/api-keys/{id}
 * (revoke). Answers are never cached: a created key is shown once.
 */
export function registerApiKeyRoutes(app: App, service: ApiKeyService): void {
  const read = requireMember('api-key', 'admin');
  const write = requireMember('api-key', 'admin');
  app.get(
    '/api/account/api-keys',
    {
      onRequest: read,
      schema: { response: { 200: z.array(apiKeyViewSchema), ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(ownerOf(request));
    },
  );
  app.post(
    '/api/account/api-keys',
    {
      onRequest: write,
      schema: {
        body: createBody,
        response: { 201: createdApiKeySchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await service.create(ownerOf(request), request.body);
      const target = {
        kind: 'api-key',
        id: created.id,
        label: `${created.name} (${created.prefix})`,
      };
      const after = { scope: created.scope };
      await app.audit.record(
        ownerOf(request),
        { action: 'api-key.create', target, after },
        request,
      );
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );
  app.delete(
    '/api/account/api-keys/:id',
    {
      onRequest: write,
      schema: {
        params: idParams,
        response: { 200: apiKeyViewSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647)
        throw notFound(API_KEY_MESSAGES.notFound);
      const key = await service.revoke(owner, id);
      const target = { kind: 'api-key', id: key.id, label: `${key.name} (${key.prefix})` };
      await app.audit.record(owner, { action: 'api-key.revoke', target }, request);
      return key;
    },
  );
}

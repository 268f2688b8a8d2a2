import { ownerOf, requireOwner } from '../../lib/guards.js';
import { z } from 'zod';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { parseCodeId } from './code-id.js';
import type { QrCodeService } from './service.js';

const idParams = z.object({ id: z.string() });

/**
 * Saved static codes, signed in only: POST /api/qrcodes (201 { id, name, qrType, createdAt }),
 * GET /api/qrcodes (newest first), PATCH /api/qrcodes/{id} {name} (200, the code),
 * DELETE /api/qrcodes/{id} (204). Ids that are not the caller's (or not positive integers): 404.
 */
export function registerQrCodeRoutes(app: App, deps: { service: QrCodeService }): void {
  const { service } = deps;
  const owned = requireOwner('saved-code');
  const idOf = (raw: string): number => {
    const id = parseCodeId(raw);
    if (id === null) throw notFound(DYNAMIC_MESSAGES.notFound);
    return id;
  };

  app.post('/api/qrcodes', { onRequest: owned }, async (request, reply) => {
    const owner = ownerOf(request);
    const saved = await service.create(request.body, owner);
    return reply.status(201).send(saved);
  });

  app.get('/api/qrcodes', { onRequest: owned }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.list(ownerOf(request));
  });

  app.patch(
    '/api/qrcodes/:id',
    { onRequest: owned, schema: { params: idParams } },
    async (request) => {
      const owner = ownerOf(request);
      return service.rename(owner, idOf(request.params.id), request.body);
    },
  );

  app.delete(
    '/api/qrcodes/:id',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      const owner = ownerOf(request);
      await service.remove(owner, idOf(request.params.id));
      return reply.status(204).send();
    },
  );
}

import { ownerOf, requireMember } from '../../lib/guards.js';
import { z } from 'zod';
import { DYNAMIC_MESSAGES, renameSchema } from '../../../contracts/dynamic-codes.js';
import { savedQrCodeCreatedSchema, savedQrCodeSchema } from '../../../contracts/saved-codes.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { emptyAnswer, errorAnswers } from '../../lib/route-schemas.js';
import { parseCodeId } from './code-id.js';
import type { QrCodeService } from './service.js';

const idParams = z.object({ id: z.string() });

/**
 * POST /api/qrcodes's body: a generate request (contracts/generator.ts: qrType, the type's
 * content fields, the design fields, logoId) plus the code's name and mode. The service reads
 * and validates it with the generator's messages (an unknown field is named in `fields`).
 */
const saveBody = z
  .looseObject({
    qrType: z.string(),
    name: z.string().max(255).nullish().meta({ description: 'Default: "{Type} QR code".' }),
    qrMode: z.literal('static').nullish(),
  })
  .meta({ description: 'A generate request (qrType, content and design fields) with a name.' });

/**
 * Saved static codes, signed in only: POST /api/qrcodes (201 { id, name, qrType, createdAt }),
 * GET /api/qrcodes (newest first), PATCH /api/qrcodes/{id} {name} (200, the code),
 * DELETE /api/qrcodes/{id} (204). Ids that are not the caller's (or not positive integers): 404.
 */
export function registerQrCodeRoutes(app: App, deps: { service: QrCodeService }): void {
  const { service } = deps;
  const read = requireMember('saved-code', 'viewer');
  const write = requireMember('saved-code', 'editor');
  const idOf = (raw: string): number => {
    const id = parseCodeId(raw);
    if (id === null) throw notFound(DYNAMIC_MESSAGES.notFound);
    return id;
  };

  app.post(
    '/api/qrcodes',
    {
      onRequest: write,
      schema: {
        body: saveBody,
        response: { 201: savedQrCodeCreatedSchema, ...errorAnswers(400, 401, 403, 413, 422) },
      },
      // Validated by the service with the generator's messages; saveBody documents it only.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const saved = await service.create(request.body, owner);
      const target = { kind: 'saved-code', id: saved.id, label: saved.name };
      await app.audit.record(owner, { action: 'saved-code.create', target }, request);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/qrcodes',
    {
      onRequest: read,
      schema: { response: { 200: z.array(savedQrCodeSchema), ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(ownerOf(request));
    },
  );

  app.patch(
    '/api/qrcodes/:id',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: renameSchema,
        response: { 200: savedQrCodeSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const saved = await service.rename(owner, idOf(request.params.id), request.body);
      const target = { kind: 'saved-code', id: saved.id, label: saved.name };
      await app.audit.record(owner, { action: 'saved-code.rename', target }, request);
      return saved;
    },
  );

  app.delete(
    '/api/qrcodes/:id',
    {
      onRequest: write,
      schema: { params: idParams, response: { 204: emptyAnswer, ...errorAnswers(401, 404) } },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      await service.remove(owner, idOf(request.params.id));
      const target = { kind: 'saved-code', id: request.params.id };
      await app.audit.record(owner, { action: 'saved-code.delete', target }, request);
      return reply.status(204).send(undefined);
    },
  );
}

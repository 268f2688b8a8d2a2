import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import { requestClientOrigin } from '../../lib/tenant.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { readUploadForm } from '../uploads/index.js';
import type { UploadService } from '../uploads/index.js';
import { registerUploadGuards, type UploadGuardOptions } from '../uploads/index.js';
import { ownerOf, requireOwner } from '../../lib/guards.js';
import { codeIdOf } from './owner.js';
import type { DynamicCodeService, Owner } from './service.js';

/** Creates per minute per IP: each one renders and reads back a code. */
export const DYNAMIC_CREATE_PER_MINUTE = 60;

const idParams = z.object({ id: z.string() });

/** Multipart text fields that are JSON booleans in the JSON form of the request. */
const BOOLEAN_FIELDS = new Set(['enableFrame']);
/** Multipart text fields that are JSON numbers ('' stays a string and is refused clearly). */
const NUMBER_FIELDS = new Set(['logoSize', 'margin', 'size']);

/** A multipart text field as its JSON form would carry it. */
function multipartValue(name: string, value: string): unknown {
  if (BOOLEAN_FIELDS.has(name)) return value === 'true' || value === 'on' || value === '1';
  if (NUMBER_FIELDS.has(name) && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return value;
}

/**
 * /api/dynamic-qrcodes: POST (JSON or multipart, 201 CreateDynamicResponse), GET (active),
 * GET /paused, GET /export.csv, GET /{id}, GET /{id}/history, PATCH /{id} {name},
 * PUT /{id} {destination} or {qrType, qrData, confirmTypeChange} (full content, type change),
 * POST /{id}/pause and /{id}/resume (200, the code), DELETE /{id} (204). Signed in only; ids that
 * are not the caller's (or not positive integers) get 404.
 */
export function registerDynamicCodeRoutes(
  app: App,
  deps: { service: DynamicCodeService; uploads: UploadService; uploadGuards?: UploadGuardOptions },
): void {
  const { service, uploads, uploadGuards } = deps;

  const owned = requireOwner('code');
  // Short links carry the host of the request's white-label client (lib/tenant.ts).
  const codeOwner = (request: FastifyRequest): Owner => ({
    ...ownerOf(request),
    origin: requestClientOrigin(request),
  });
  const idOf = codeIdOf;

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    // Multipart creates carry a logo: the uploads' body deadline and per-address cap apply.
    registerUploadGuards(plugin, uploadGuards);
    await registerRateLimit(plugin);
    await plugin.register(fastifyMultipart, {
      limits: { files: 1, fields: 40, fieldSize: 20 * 1024, parts: 41, headerPairs: 50 },
      throwFileSizeLimit: false,
    });

    /**
     * Multipart: the text fields become the JSON form of the request; a `logoFile` part is
     * stored as a logo upload (only after the rest of the request is valid) and passed as logoId.
     */
    const readMultipart = async (request: FastifyRequest, owner: Owner) => {
      // Read by the uploads module's reader: malformed multipart is 400, a stalled body 408
      // (null: already answered), and no temp file outlives the request.
      const received = await readUploadForm(request, uploads, 'logo');
      if (!received) return null;
      const body: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(received.fields)) {
        body[name] = multipartValue(name, value);
      }
      try {
        if (received.temp) {
          await service.validateCreate(body, owner);
          const logo = await uploads.store('logo', received, owner);
          received.temp = null;
          body.logoId = logo.id;
        }
      } catch (err) {
        await uploads.discard(received.temp);
        throw err;
      }
      return body;
    };

    scope.post(
      '/api/dynamic-qrcodes',
      { onRequest: owned, config: { rateLimit: perMinute(DYNAMIC_CREATE_PER_MINUTE) } },
      async (request, reply) => {
        const owner = codeOwner(request);
        const body = request.isMultipart() ? await readMultipart(request, owner) : request.body;
        if (body === null) return reply;
        const created = await service.create(body, owner);
        return reply.status(201).send(created);
      },
    );
  });

  app.get('/api/dynamic-qrcodes', { onRequest: owned }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.list(codeOwner(request), false);
  });

  app.get('/api/dynamic-qrcodes/paused', { onRequest: owned }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.list(codeOwner(request), true);
  });

  // Always allowed, whatever the plan (ARCHITECTURE principle 2).
  app.get('/api/dynamic-qrcodes/export.csv', { onRequest: owned }, async (request, reply) => {
    const csv = await service.exportCsv(codeOwner(request));
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="dynamic-qr-codes.csv"')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.get(
    '/api/dynamic-qrcodes/:id',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      const owner = codeOwner(request);
      reply.header('cache-control', 'no-store');
      return service.get(owner, idOf(request.params.id));
    },
  );

  app.patch(
    '/api/dynamic-qrcodes/:id',
    { onRequest: owned, schema: { params: idParams } },
    async (request) => {
      const owner = codeOwner(request);
      return service.rename(owner, idOf(request.params.id), request.body);
    },
  );

  app.put(
    '/api/dynamic-qrcodes/:id',
    { onRequest: owned, schema: { params: idParams } },
    async (request) => {
      const owner = codeOwner(request);
      return service.edit(owner, idOf(request.params.id), request.body);
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/history',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      const owner = codeOwner(request);
      reply.header('cache-control', 'no-store');
      return service.history(owner, idOf(request.params.id));
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/destination-changes',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      const owner = codeOwner(request);
      reply.header('cache-control', 'no-store');
      return service.destinationChanges(owner, idOf(request.params.id));
    },
  );

  app.post(
    '/api/dynamic-qrcodes/:id/pause',
    { onRequest: owned, schema: { params: idParams } },
    async (request) => {
      const owner = codeOwner(request);
      return service.setPaused(owner, idOf(request.params.id), true);
    },
  );

  app.post(
    '/api/dynamic-qrcodes/:id/resume',
    { onRequest: owned, schema: { params: idParams } },
    async (request) => {
      const owner = codeOwner(request);
      return service.setPaused(owner, idOf(request.params.id), false);
    },
  );

  app.delete(
    '/api/dynamic-qrcodes/:id',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      const owner = codeOwner(request);
      await service.remove(owner, idOf(request.params.id));
      return reply.status(204).send();
    },
  );
}

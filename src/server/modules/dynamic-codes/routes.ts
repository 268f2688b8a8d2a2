import fastifyMultipart from '@fastify/multipart';
import { activeCodePageSchema, codeListPageQuerySchema } from '../../../contracts/code-lists.js';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createDynamicResponseSchema,
  destinationChangesSchema,
  dynamicCodeHistorySchema,
  dynamicCodePageSchema,
  dynamicQrCodeSchema,
} from '../../../contracts/dynamic-code-answers.js';
import { codePageQuerySchema, codeQuerySchema } from '../../../contracts/organise.js';
import type { App } from '../../lib/app-types.js';
import { requestClientOrigin } from '../../lib/tenant.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { readUploadForm } from '../uploads/index.js';
import type { UploadService } from '../uploads/index.js';
import { registerUploadGuards, type UploadGuardOptions } from '../uploads/index.js';
import { ownerOf, requireMember } from '../../lib/guards.js';
import type { AuditChange } from '../audit/index.js';
import { emptyAnswer, errorAnswers, fileAnswer, noBody } from '../../lib/route-schemas.js';
import { serviceReadBody } from './body-schemas.js';
import { codeIdOf } from './owner.js';
import { CREATE_FIELD_NAMES, EDIT_FIELD_NAMES } from './service.js';
import type { DynamicCodeService, SavedCodeSource, Owner } from './service.js';

/** Creates per minute per IP: each one renders and reads back a code. */
export const DYNAMIC_CREATE_PER_MINUTE = 60;

/** Any text: what is not a positive integer is answered 404 by the handler (codeIdOf). */
const idParams = z.object({ id: z.string() });

const createBody = serviceReadBody(
  CREATE_FIELD_NAMES,
  "JSON: destination (url codes), name, qrType, qrData (the type's content fields), logoId and " +
    'the design fields (contracts/design). Or multipart/form-data with the same fields as text ' +
    'and the logo as a `logoFile` part.',
);
const editBody = serviceReadBody(
  EDIT_FIELD_NAMES,
  "{ destination } (a link code's web address), or { qrType?, qrData, confirmTypeChange? } " +
    "(the full content of the code's type, or of a new type once confirmed).",
);
const renameBody = serviceReadBody(
  ['name'],
  '{ name }: an empty or unchanged name changes nothing.',
);

/** The signed-in owner's code: 401 signed out, 403 a cross-origin write, 404 not theirs. */
const ownedErrors = errorAnswers(401, 403, 404);

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
  deps: {
    service: DynamicCodeService;
    uploads: UploadService;
    uploadGuards?: UploadGuardOptions;
    savedCodes: SavedCodeSource;
  },
): void {
  const { service, uploads, uploadGuards, savedCodes } = deps;

  const read = requireMember('code', 'viewer');
  const write = requireMember('code', 'editor');
  // Short links carry the host of the request's white-label client (lib/tenant.ts).
  const codeOwner = (request: FastifyRequest): Owner => ({
    ...ownerOf(request),
    origin: requestClientOrigin(request),
  });
  const idOf = codeIdOf;
  // The workspace's audit trail (issue 39 item 6): one entry per change of a code.
  const audit = (
    request: FastifyRequest,
    action: AuditChange['action'],
    code: { id: number; name: string; shortCode: string },
    change: Pick<AuditChange, 'before' | 'after'> = {},
  ) =>
    app.audit.record(
      ownerOf(request),
      {
        action,
        target: { kind: 'code', id: code.id, label: `${code.name} (${code.shortCode})` },
        ...change,
      },
      request,
    );

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
      {
        onRequest: write,
        config: { rateLimit: perMinute(DYNAMIC_CREATE_PER_MINUTE) },
        schema: {
          body: createBody,
          response: {
            201: createDynamicResponseSchema,
            // 403: the plan's limit (DYNAMIC_LIMIT_REACHED) or a cross-origin request; 413/415:
            // the logo file; 503: the render queue is full (Retry-After).
            ...errorAnswers(400, 401, 403, 408, 413, 415, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const owner = codeOwner(request);
        const body = request.isMultipart() ? await readMultipart(request, owner) : request.body;
        if (body === null) return reply;
        const created = await service.create(body, owner);
        const label = {
          id: created.id,
          shortCode: created.shortCode,
          name: created.code?.name ?? '',
        };
        await audit(request, 'code.create', label, {
          after: { destination: created.code?.destination ?? null },
        });
        return reply.status(201).send(created);
      },
    );
  });

  const listSchema = {
    response: { 200: z.array(dynamicQrCodeSchema), ...errorAnswers(401) },
  };
  // Search, filters and sort (issue 40 item 2; contracts/organise). Without `status`, active
  // codes only, as before; `status=all`: active and paused.
  const listQuery = codeQuerySchema.extend({
    status: z
      .enum(['active', 'paused', 'all'], { error: 'status must be active, paused or all' })
      .default('active'),
  });
  app.get(
    '/api/dynamic-qrcodes',
    {
      onRequest: read,
      schema: {
        querystring: listQuery,
        response: { ...listSchema.response, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, ...query } = request.query;
      return service.search(codeOwner(request), {
        ...query,
        status: status === 'all' ? undefined : status,
      });
    },
  );

  // One page of what a search finds and the count of all it finds (issue 40 item 9): what the
  // dashboard's lists load, so a workspace of 10,000 codes is never sent whole. `status` as on
  // the list above.
  app.get(
    '/api/dynamic-qrcodes/page',
    {
      onRequest: read,
      schema: {
        querystring: codePageQuerySchema.extend({ status: listQuery.shape.status }),
        response: { 200: dynamicCodePageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, ...query } = request.query;
      return service.page(codeOwner(request), {
        ...query,
        status: status === 'all' ? undefined : status,
      });
    },
  );

  // The dashboard's Active list a page at a time (issue 40 item 9): saved codes and active
  // dynamic codes together, newest first, and how many of each (contracts/code-lists).
  app.get(
    '/api/codes/page',
    {
      onRequest: read,
      schema: {
        querystring: codeListPageQuerySchema,
        response: { 200: activeCodePageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.activePage(codeOwner(request), request.query, savedCodes);
    },
  );

  app.get(
    '/api/dynamic-qrcodes/paused',
    { onRequest: read, schema: listSchema },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(codeOwner(request), true);
    },
  );

  // Always allowed, whatever the plan (ARCHITECTURE principle 2).
  const exportSchema = {
    response: {
      200: fileAnswer('text/csv', 'Every code not deleted, paused included, newest first'),
      ...errorAnswers(401),
    },
  };
  app.get(
    '/api/dynamic-qrcodes/export.csv',
    { onRequest: read, schema: exportSchema },
    async (request, reply) => {
      const csv = await service.exportCsv(codeOwner(request));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="dynamic-qr-codes.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id',
    {
      onRequest: read,
      schema: { params: idParams, response: { 200: dynamicQrCodeSchema, ...ownedErrors } },
    },
    async (request, reply) => {
      const owner = codeOwner(request);
      reply.header('cache-control', 'no-store');
      return service.get(owner, idOf(request.params.id));
    },
  );

  app.patch(
    '/api/dynamic-qrcodes/:id',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: renameBody,
        response: { 200: dynamicQrCodeSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = codeOwner(request);
      const before = await service.get(owner, idOf(request.params.id));
      const code = await service.rename(owner, idOf(request.params.id), request.body);
      if (code.name !== before.name) {
        await audit(request, 'code.update', code, {
          before: { name: before.name },
          after: { name: code.name },
        });
      }
      return code;
    },
  );

  app.put(
    '/api/dynamic-qrcodes/:id',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: editBody,
        // 503: a new content's render queue is full (Retry-After).
        response: { 200: dynamicQrCodeSchema, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const owner = codeOwner(request);
      const before = await service.get(owner, idOf(request.params.id));
      const code = await service.edit(owner, idOf(request.params.id), request.body);
      const moved = code.destination !== before.destination;
      await audit(
        request,
        moved ? 'code.destination' : 'code.update',
        code,
        moved
          ? {
              before: { destination: before.destination },
              after: { destination: code.destination },
            }
          : {},
      );
      return code;
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/history',
    {
      onRequest: read,
      schema: { params: idParams, response: { 200: dynamicCodeHistorySchema, ...ownedErrors } },
    },
    async (request, reply) => {
      const owner = codeOwner(request);
      reply.header('cache-control', 'no-store');
      return service.history(owner, idOf(request.params.id));
    },
  );

  app.get(
    '/api/dynamic-qrcodes/:id/destination-changes',
    {
      onRequest: read,
      schema: { params: idParams, response: { 200: destinationChangesSchema, ...ownedErrors } },
    },
    async (request, reply) => {
      const owner = codeOwner(request);
      reply.header('cache-control', 'no-store');
      return service.destinationChanges(owner, idOf(request.params.id));
    },
  );

  const pauseSchema = {
    params: idParams,
    body: noBody,
    response: { 200: dynamicQrCodeSchema, ...errorAnswers(400, 401, 403, 404) },
  };
  app.post(
    '/api/dynamic-qrcodes/:id/pause',
    { onRequest: write, schema: pauseSchema },
    async (request) => {
      const code = await service.setPaused(codeOwner(request), idOf(request.params.id), true);
      await audit(request, 'code.pause', code);
      return code;
    },
  );

  app.post(
    '/api/dynamic-qrcodes/:id/resume',
    { onRequest: write, schema: pauseSchema },
    async (request) => {
      const code = await service.setPaused(codeOwner(request), idOf(request.params.id), false);
      await audit(request, 'code.resume', code);
      return code;
    },
  );

  app.delete(
    '/api/dynamic-qrcodes/:id',
    {
      onRequest: write,
      schema: { params: idParams, response: { 204: emptyAnswer, ...ownedErrors } },
    },
    async (request, reply) => {
      const owner = codeOwner(request);
      const code = await service.get(owner, idOf(request.params.id));
      await service.remove(owner, idOf(request.params.id));
      await audit(request, 'code.delete', code, { before: { destination: code.destination } });
      return reply.status(204).send(null);
    },
  );
}

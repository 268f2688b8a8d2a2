import type { FastifyReply } from 'fastify';
import { QR_TYPES } from '../../../contracts/qr-content.js';
import { z } from 'zod';
import {
  apiCodeSchema,
  codeIdParamsSchema,
  codePageSchema,
} from '../../../contracts/public-api.js';
import type { App } from '../../lib/app-types.js';
import { notFound, problemErrorHandler } from '../../lib/errors.js';
import { ignoredBody } from '../../lib/route-schemas.js';
import { requestClientOrigin } from '../../lib/tenant.js';
import type { ApiKeyService } from '../api-keys/index.js';
import type { DesignKitService } from '../designs/index.js';
import type { WebhookService } from '../webhooks/index.js';
import type { ClientKeys } from './client-keys.js';
import { codeFilterSchema, codeQuerySchema } from '../../../contracts/organise.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PublicCodes } from './codes.js';
import { createKeyAuth, principalOf, renderChargeOf } from './key-auth.js';
import { openApiDocument, OPENAPI_PATH, readErrors, writeErrors } from './openapi.js';
import type { ApiRateLimiter } from './rate-limit.js';
import { registerDataOperations, type PublicDataDeps } from './routes-data.js';
import { auditTarget, registerCodeWriteRoutes } from './routes-code-writes.js';
import { registerControlsRoutes } from './routes-controls.js';
import type { LinkControlsService } from '../link-controls/index.js';
import type { PublicCodeWrites } from './code-writes.js';
import { idempotencyHooks, type IdempotencyStore } from './idempotency.js';
import { registerPublicDesignRoutes } from './routes-designs.js';
import { registerPublicWebhookRoutes } from './routes-webhooks.js';
import { registerPublicFolderRoutes } from './routes-folders.js';
import type { OrganiseService } from '../organise/index.js';
import { RENDER_FORMATS, type PublicRender } from './render.js';
import { RENDER_OPENAPI, RENDER_RESPONSES, sendRendered } from './render-http.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const QR_TYPE_FILTER_MESSAGE = `qrType must be one of: ${QR_TYPES.join(', ')}`;
const SEARCH_MESSAGE = 'search must be 1 to 100 characters';

const listQuery = z.object({
  cursor: z
    .string()
    .optional()
    .meta({ description: 'The `nextCursor` of the previous page; absent for the first page.' }),
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int({ message: LIMIT_MESSAGE })
    .min(1, { message: LIMIT_MESSAGE })
    .max(MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
    .default(DEFAULT_PAGE_SIZE)
    .meta({ description: `Codes per page, 1 to ${MAX_PAGE_SIZE}.` }),
  kind: z.enum(['dynamic', 'saved'], { message: 'kind must be dynamic or saved' }).optional(),
  qrType: z
    .enum(QR_TYPES, { message: QR_TYPE_FILTER_MESSAGE })
    .optional()
    .meta({ description: 'Only codes of this content type (url, text, wifi, contact, …).' }),
  status: z
    .enum(['active', 'paused'], { message: 'status must be active or paused' })
    .optional()
    .meta({
      description: 'Only dynamic codes that are active or paused (saved codes have no status).',
    }),
  search: z
    .string()
    .trim()
    .min(1, { message: SEARCH_MESSAGE })
    .max(100, { message: SEARCH_MESSAGE })
    .optional()
    .meta({ description: 'Only codes whose name contains this text, in any case.' }),
  // Search, folder, tag, dates, scans and health (issue 40 item 2), combined with AND; all but
  // the dates match dynamic codes only.
  ...codeFilterSchema.omit({ qrType: true, status: true }).shape,
  sort: codeQuerySchema.shape.sort.meta({
    description:
      '`created` (default), `name`, `lastScanned` or `scans`. Any order but the default newest first lists dynamic codes only (never-scanned codes last either way).',
  }),
  order: codeQuerySchema.shape.order.meta({
    description: '`asc` or `desc` (default: desc; name: asc).',
  }),
});

const idParams = codeIdParamsSchema;

/** The OpenAPI 3.1 document itself (generated: openapi.ts), every member kept as it is. */
const openApiDocumentSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'OpenAPI 3.1: openapi, info, servers, paths, components, …' });

/**
 * GET /api/v1/qr's documented parameters. The route reads the query itself (render.ts: any
 * generator field may be given, and the generator validates it), so this schema documents the
 * common ones and lets every other parameter through.
 */
const renderQuery = z
  .looseObject({
    type: z
      .string()
      .meta({ description: 'Content type: url, text, email, phone, sms, wifi, vcard, …' }),
    format: z.enum(RENDER_FORMATS).optional().meta({ description: 'Default svg.' }),
    size: z.string().optional().meta({
      description: 'PNG width in px, 128–4096 (default 1024); the SVG is marked this many px wide.',
    }),
    widthMm: z.string().optional().meta({
      description:
        'PDF width in mm, 20–500 (default 60); for an SVG, its width in mm instead of px.',
    }),
    url: z.string().optional().meta({ description: 'The url type’s address.' }),
    designId: z.string().optional().meta({
      description:
        'A brand kit of the workspace (GET /api/v1/designs): its design, under any design field also given. Unknown: 404 DESIGN_NOT_FOUND.',
    }),
  })
  .meta({
    description:
      'Any field of the generator (content and design, e.g. fgColor, dotShape, margin) is a parameter of the same name.',
  });

export interface PublicApiDeps {
  keys: ApiKeyService;
  /** White-label client keys (they act for one of the client's users). */
  clientKeys: ClientKeys;
  codes: PublicCodes;
  /** Folders and tags (routes-folders.ts). */
  organise: OrganiseService;
  /** Create, update, change destination, delete, bulk create. */
  writes: PublicCodeWrites;
  /** Idempotency-Key records of POSTs. */
  idempotency: IdempotencyStore;
  render: PublicRender;
  /** The origin the document names as its server when the request's host is not a client's. */
  publicUrl: string;
  limiter: ApiRateLimiter;
  webhooks: WebhookService;
  /** Brand kits (/api/v1/designs). */
  designKits: DesignKitService;
  /** The web app's services behind analytics, export and uploads (routes-data.ts). */
  data: PublicDataDeps;
  /** Link controls of dynamic codes (routes-controls.ts). */
  controls: LinkControlsService;
}

/**
 * The public REST API under /api/v1 (issue 19): every request needs an API key (see
 * key-auth.ts), and every error, unknown routes included, is an RFC 9457 problem details body.
 * Answers are never cached by shared caches (they are per key).
 */
export function registerPublicApi(app: App, deps: PublicApiDeps): void {
  // The OpenAPI document is public (no key): it describes the API, not anyone's data.
  app.get(
    OPENAPI_PATH,
    { schema: { hide: true, response: { 200: openApiDocumentSchema } } },
    async (request, reply) => {
      reply
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*');
      return openApiDocument(app, requestClientOrigin(request) ?? deps.publicUrl);
    },
  );
  app.register(
    async (scope) => {
      const api = scope as unknown as App;
      api.setErrorHandler(problemErrorHandler);
      // Unknown /api/v1 paths: 404 as problem details (after the key check of the scope).
      api.setNotFoundHandler(async () => {
        throw notFound();
      });
      api.addHook('onRequest', createKeyAuth(deps.keys, deps.clientKeys, deps.limiter));
      // Idempotency-Key on every POST (idempotency.ts): after the key check, before validation.
      const idempotency = idempotencyHooks(deps.idempotency);
      api.addHook('preValidation', idempotency.preValidation);
      api.addHook('onSend', idempotency.onSend);
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      });
      const ownerOf = (request: Parameters<typeof principalOf>[0]) => {
        const principal = principalOf(request);
        return {
          userId: principal.userId,
          clientId: principal.clientId,
          workspaceId: principal.workspaceId,
          role: principal.role,
          origin: requestClientOrigin(request),
        };
      };

      api.get(
        '/codes',
        {
          schema: {
            operationId: 'listCodes',
            summary: 'List codes',
            description:
              'The key owner’s saved and dynamic codes, newest first, a page at a time (keyset pagination: pages never repeat or skip a code).',
            tags: ['Codes'],
            querystring: listQuery,
            response: { 200: codePageSchema, ...readErrors(400) },
          },
        },
        async (request) => deps.codes.list(ownerOf(request), request.query),
      );
      api.get(
        '/codes/:id',
        {
          schema: {
            operationId: 'getCode',
            summary: 'Get a code',
            tags: ['Codes'],
            params: idParams,
            response: { 200: apiCodeSchema, ...readErrors(404) },
          },
        },
        async (request) => deps.codes.get(ownerOf(request), request.params.id),
      );
      api.get(
        '/qr',
        {
          schema: {
            operationId: 'renderQr',
            summary: 'Render a code',
            description:
              'Renders any content type with any design as SVG, PNG or PDF without saving it, with the generator’s field names and validation messages. Payment codes are refused.',
            tags: ['Rendering'],
            querystring: renderQuery,
            response: RENDER_RESPONSES,
          },
          // The query is read and validated by render.ts with the generator's messages (any
          // generator field may be given); renderQuery documents it and validates nothing.
          validatorCompiler: () => (value) => ({ value }),
          config: { openapi: RENDER_OPENAPI },
        },
        async (request, typedReply) => {
          // Bytes and a bodiless 304: beyond what the typed reply of the documented schemas takes.
          const reply = typedReply as unknown as FastifyReply;
          const principal = principalOf(request);
          const rendered = await deps.render.render(
            request.query as Record<string, string | string[] | undefined>,
            {
              userId: principal.userId,
              clientId: principal.clientId,
              workspaceId: principal.workspaceId,
              charge: renderChargeOf(request, reply),
            },
          );
          return sendRendered(request, reply, rendered);
        },
      );
      api.post(
        '/codes/:id/pause',
        {
          schema: {
            operationId: 'pauseCode',
            summary: 'Pause a dynamic code',
            description:
              'Its short link stops redirecting until resumed. Saved codes have no short link (409 NOT_DYNAMIC).',
            tags: ['Codes'],
            params: idParams,
            body: ignoredBody,
            response: { 200: apiCodeSchema, ...writeErrors(404, 409) },
          },
        },
        async (request) => {
          const code = await deps.codes.setPaused(ownerOf(request), request.params.id, true);
          const target = auditTarget(code);
          await app.audit.record(ownerOf(request), { action: 'code.pause', target }, request);
          return code;
        },
      );
      api.post(
        '/codes/:id/resume',
        {
          schema: {
            operationId: 'resumeCode',
            summary: 'Resume a paused dynamic code',
            tags: ['Codes'],
            params: idParams,
            body: ignoredBody,
            response: { 200: apiCodeSchema, ...writeErrors(404, 409) },
          },
        },
        async (request) => {
          const code = await deps.codes.setPaused(ownerOf(request), request.params.id, false);
          const target = auditTarget(code);
          await app.audit.record(ownerOf(request), { action: 'code.resume', target }, request);
          return code;
        },
      );
      registerPublicWebhookRoutes(api, deps.webhooks, (request) => {
        const { userId, clientId, workspaceId } = principalOf(request);
        return { userId, clientId, workspaceId };
      });
      registerPublicDesignRoutes(api, deps.designKits, (request) => {
        const { userId, clientId, workspaceId } = principalOf(request);
        return { userId, clientId, workspaceId };
      });
      registerDataOperations(api, {
        ...deps.data,
        codes: deps.codes,
        render: deps.render,
        publicUrl: deps.publicUrl,
        ownerOf,
      });
      registerCodeWriteRoutes(api, { writes: deps.writes, codes: deps.codes, ownerOf });
      registerControlsRoutes(api, { controls: deps.controls, codes: deps.codes, ownerOf });
      registerPublicFolderRoutes(api, deps.organise, ownerOf);
    },
    { prefix: '/api/v1' },
  );
}

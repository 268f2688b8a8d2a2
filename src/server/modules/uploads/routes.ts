import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiImageUploadSchema,
  apiLogoUploadSchema,
  apiPdfUploadSchema,
} from '../../../contracts/public-api.js';
import type { Config } from '../../config.js';
import { DEFAULT_CLIENT_ID, type UploadKind } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { currentOwner, type Owner } from '../../lib/guards.js';
import { unauthorized } from '../../lib/errors.js';
import { renderMessagePage } from '../../lib/html-page.js';
import { requestBrandName } from '../../lib/tenant.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import { renderImagePage } from './image-page.js';
import { CSP, IMMUTABLE, servedHeaders } from './served-headers.js';
import type { UploadService } from './service.js';
import { readUploadForm } from './multipart-reader.js';
import { uploadForm } from './upload-form.js';
import { registerUploadGuards, type UploadGuardOptions } from './upload-guards.js';

/** Shown when a signed-out visitor tries a signed-in-only upload (spec 000 §2 dialog text). */
export const SIGN_IN_REQUIRED = 'Please log in or sign up to use this.';

/** Uploads per minute per IP. Images are open to visitors, so theirs is tighter. */
export const UPLOAD_LIMITS = { pdf: 20, logo: 30, imageSignedIn: 30, imageAnonymous: 10 } as const;

const idParams = z.object({ id: z.string().max(100) });

/**
 * An upload's schemas: its multipart form (documented only: readUploadForm reads it and the
 * service checks it, so the route validates nothing before), its 201 answer and its errors
 * (408: the body did not arrive in time; 429: per-minute limit or too many uploads at once).
 */
function uploadSchemas<A extends z.ZodType>(kind: UploadKind, answer: A, ...more: (401 | 400)[]) {
  return {
    consumes: ['multipart/form-data'],
    body: uploadForm(kind),
    response: { 201: answer, ...errorAnswers(400, 408, 413, 415, 422, 429, ...more) },
  };
}
const notReadBefore = () => (value: unknown) => ({ value });

/** A served file's schemas: `mediaType` when found, the not-found page (HTML) when not. */
function servedSchemas(mediaType: string, description: string) {
  return {
    response: {
      200: fileAnswer(mediaType, description),
      ...errorAnswers(400),
      404: fileAnswer('text/html', 'The not-found page.'),
    },
  };
}

/**
 * POST /api/upload-pdf, /api/upload-image, /api/upload-logo (multipart) and the public files:
 * GET /pdf/{id}, /images/{id} (page), /images/{id}/raw, /images/{id}/w/{width} (a resized
 * WebP copy, image-variants.ts), /logo/{id}.
 */
export function registerUploadRoutes(
  app: App,
  deps: { config: Config; service: UploadService; guards?: UploadGuardOptions },
): void {
  const { config, service } = deps;
  const sessions = app.sessions;

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    // Before the rate limit, so a refused request never holds an upload slot.
    registerUploadGuards(plugin, deps.guards);
    await registerRateLimit(plugin);
    // Field limits only; each file's size is checked by the service (its own 413 message).
    await plugin.register(fastifyMultipart, {
      limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
      throwFileSizeLimit: false,
    });

    /** Stores the form's file for the caller (signed out: an anonymous upload, no workspace). */
    const upload = async (kind: UploadKind, request: FastifyRequest, owner: Owner | null) => {
      const received = await readUploadForm(request, service, kind);
      return (
        received &&
        service.store(kind, received, {
          userId: owner?.userId ?? null,
          clientId: owner?.clientId ?? DEFAULT_CLIENT_ID,
          workspaceId: owner?.workspaceId ?? null,
        })
      );
    };

    const url = (path: string) => `${config.publicUrl}${path}`;

    scope.post(
      '/api/upload-pdf',
      {
        schema: uploadSchemas('pdf', apiPdfUploadSchema, 401),
        validatorCompiler: notReadBefore,
        config: { rateLimit: perMinute(UPLOAD_LIMITS.pdf) },
      },
      async (request, reply) => {
        const owner = await currentOwner(request);
        if (!owner) throw unauthorized(SIGN_IN_REQUIRED);
        const row = await upload('pdf', request, owner);
        if (!row) return reply;
        return reply.status(201).send({
          id: row.id,
          pdfUrl: url(`/pdf/${row.id}`),
          fileName: row.originalName ?? 'document.pdf',
        });
      },
    );

    scope.post(
      '/api/upload-image',
      {
        schema: uploadSchemas('image', apiImageUploadSchema),
        validatorCompiler: notReadBefore,
        config: {
          rateLimit: perMinute(async (request) =>
            (await sessions.currentUser(request))
              ? UPLOAD_LIMITS.imageSignedIn
              : UPLOAD_LIMITS.imageAnonymous,
          ),
        },
      },
      async (request, reply) => {
        const row = await upload('image', request, await currentOwner(request));
        if (!row) return reply;
        return reply.status(201).send({
          id: row.id,
          imageUrl: url(`/images/${row.id}`),
          fileName: row.originalName ?? 'image',
        });
      },
    );

    scope.post(
      '/api/upload-logo',
      {
        schema: uploadSchemas('logo', apiLogoUploadSchema, 401),
        validatorCompiler: notReadBefore,
        config: { rateLimit: perMinute(UPLOAD_LIMITS.logo) },
      },
      async (request, reply) => {
        const owner = await currentOwner(request);
        if (!owner) throw unauthorized(SIGN_IN_REQUIRED);
        const row = await upload('logo', request, owner);
        if (!row) return reply;
        return reply.status(201).send({ id: row.id, logoUrl: url(`/logo/${row.id}`) });
      },
    );
  });

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, what: string) => {
    servedHeaders(reply, CSP.page, 'no-store');
    const brandName = requestBrandName(request, config.brandName);
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage({
          brandName,
          heading: `${what} not found`,
          message: `This ${what.toLowerCase()} does not exist or has been removed.`,
          link: { href: '/', text: `Go to ${brandName}` },
        }),
      );
  };

  // /pdf/preview (a spec route) has no stored file behind it: it gets the same not-found page.
  app.get(
    '/pdf/:id',
    { schema: { params: idParams, ...servedSchemas('application/pdf', 'The PDF, inline.') } },
    async (request, typedReply) => {
      // A stream: beyond what the typed reply of the documented schemas takes.
      const reply = typedReply as unknown as FastifyReply;
      const file = await service.open('pdf', request.params.id);
      if (!file) return notFoundPage(request, reply, 'PDF');
      servedHeaders(reply, CSP.pdf, IMMUTABLE);
      const name = (file.row.originalName ?? 'document.pdf').replace(/[^\w .()-]/g, '_');
      reply.header(
        'content-disposition',
        `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.row.originalName ?? name)}`,
      );
      reply.header('content-length', String(file.size));
      return reply.type('application/pdf').send(file.stream);
    },
  );

  app.get(
    '/images/:id',
    {
      schema: {
        params: idParams,
        ...servedSchemas('text/html', 'The image’s page: title, description, the image.'),
      },
    },
    async (request, reply) => {
      const file = await service.open('image', request.params.id);
      if (!file) return notFoundPage(request, reply, 'Image');
      file.stream.destroy();
      servedHeaders(reply, CSP.page, 'no-cache');
      return reply.type('text/html; charset=utf-8').send(
        renderImagePage({
          brandName: requestBrandName(request, config.brandName),
          id: file.row.id,
          title: file.row.title ?? 'Image',
          description: file.row.description,
          sizes: service.imageSizes(file.row.id),
        }),
      );
    },
  );

  const raw = (kind: UploadKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const file = await service.open(kind, id);
    if (!file) return notFoundPage(request, reply, kind === 'logo' ? 'Logo' : 'Image');
    servedHeaders(reply, CSP.raw, IMMUTABLE);
    reply.header('content-length', String(file.size));
    return reply.type(file.row.mimeType).send(file.stream);
  };
  app.get(
    '/images/:id/raw',
    { schema: { params: idParams, ...servedSchemas('image/*', 'The image as uploaded.') } },
    raw('image'),
  );
  app.get(
    '/images/:id/w/:width',
    {
      schema: {
        params: idParams.extend({ width: z.coerce.number().int() }),
        ...servedSchemas('image/webp', 'A copy of the image this many pixels wide.'),
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const copy = await service.openVariant(request.params.id, request.params.width);
      if (!copy) return notFoundPage(request, reply, 'Image');
      servedHeaders(reply, CSP.raw, IMMUTABLE);
      reply.header('content-length', String(copy.size));
      return reply.type('image/webp').send(copy.stream);
    },
  );
  app.get(
    '/logo/:id',
    { schema: { params: idParams, ...servedSchemas('image/*', 'The logo as uploaded.') } },
    raw('logo'),
  );
}

import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ANALYTICS_CSV_DESCRIPTION,
  apiAnalyticsQuerySchema,
  apiCodeAnalyticsSchema,
  apiImageUploadSchema,
  apiLogoUploadSchema,
  apiPdfUploadSchema,
  codeIdParamsSchema,
} from '../../../contracts/public-api.js';
import type { UploadKind } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import type { AnalyticsService } from '../analytics/index.js';
import { sendScansCsv } from '../analytics/index.js';
import { CSV_HEADER, type DynamicCodeService } from '../dynamic-codes/index.js';
import { readUploadForm } from '../uploads/index.js';
import { UPLOAD_LIMITS } from '../uploads/index.js';
import { uploadForm, type UploadService } from '../uploads/index.js';
import { registerUploadGuards, type UploadGuardOptions } from '../uploads/index.js';
import { ANALYTICS_STATIC_MESSAGE, type ApiOwner, type PublicCodes } from './codes.js';
import { principalOf, renderChargeOf } from './key-auth.js';
import { readErrors, writeErrors } from './openapi.js';
import type { PublicRender } from './render.js';
import { RENDER_OPENAPI, RENDER_RESPONSES, sendRendered } from './render-http.js';

/** What the data operations use besides the codes and the renderer: the web app's services. */
export interface PublicDataDeps {
  analytics: AnalyticsService;
  dynamicCodes: DynamicCodeService;
  uploads: UploadService;
  /** The uploads' body deadline and per-address cap (tests shorten them). */
  uploadGuards?: UploadGuardOptions;
}

interface DataOperationDeps extends PublicDataDeps {
  codes: PublicCodes;
  render: PublicRender;
  /** Origin of the links to uploaded files (the web app's upload routes use the same). */
  publicUrl: string;
  ownerOf: (request: FastifyRequest) => ApiOwner;
}

const csvBody = (description: string) => ({ schema: z.string().meta({ description }) });

/**
 * True when the Accept header asks for text/csv at least as much as for JSON: text/csv named
 * with q > 0 and no application/json (or application/*) of higher q. A missing header or
 * a wildcard means JSON.
 */
export function acceptsCsv(accept: string | undefined): boolean {
  if (!accept) return false;
  const q: Record<string, number> = {};
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    q[type] = weight ? Number(weight.slice(2)) || 0 : 1;
  }
  const csv = q['text/csv'] ?? 0;
  return csv > 0 && csv >= Math.max(q['application/json'] ?? 0, q['application/*'] ?? 0);
}

type Stored = { id: string; originalName: string | null };
/** The public address of a path of ours. */
type Link = (path: string) => string;

/** POST /api/v1/uploads/{kind}: the web app's answer and limit, and the operation's words. */
const UPLOADS = {
  logo: {
    operationId: 'uploadLogo',
    summary: 'Upload a logo',
    use: 'Its `id` is the `logoId` of a code’s design.',
    response: apiLogoUploadSchema,
    perMinute: UPLOAD_LIMITS.logo,
    answer: ({ id }: Stored, url: Link) => ({ id, logoUrl: url(`/logo/${id}`) }),
  },
  pdf: {
    operationId: 'uploadPdf',
    summary: 'Upload a PDF',
    use: 'Its `id` is the `pdfId` of a pdf code’s content.',
    response: apiPdfUploadSchema,
    perMinute: UPLOAD_LIMITS.pdf,
    answer: ({ id, originalName }: Stored, url: Link) => ({
      id,
      pdfUrl: url(`/pdf/${id}`),
      fileName: originalName ?? 'document.pdf',
    }),
  },
  image: {
    operationId: 'uploadImage',
    summary: 'Upload an image',
    use: 'Its `id` is an `imageId` in an images code’s `images`.',
    response: apiImageUploadSchema,
    perMinute: UPLOAD_LIMITS.imageSignedIn,
    answer: ({ id, originalName }: Stored, url: Link) => ({
      id,
      imageUrl: url(`/images/${id}`),
      fileName: originalName ?? 'image',
    }),
  },
} as const satisfies Record<UploadKind, unknown>;

/**
 * The public API's data operations (issue 19 items 2 and 3), inside the /api/v1 scope (key auth,
 * rate limits, problem details): per-code analytics (JSON or CSV), the codes' CSV export,
 * uploads, and POST /qr. Each is the web app's own service call; only the HTTP side is here.
 */
export function registerDataOperations(api: App, deps: DataOperationDeps): void {
  const { analytics, dynamicCodes, uploads, codes, render, ownerOf } = deps;

  api.get(
    '/codes/:id/analytics',
    {
      schema: {
        operationId: 'getCodeAnalytics',
        summary: 'Get a dynamic code’s analytics',
        description:
          'The numbers of the dashboard’s analytics page for one dynamic code and range: totals, unique scanners, a series by hour (ranges up to 2 days) or day, breakdowns by country, device, OS, browser, referrer, hour and weekday, scans by city (when the server has a city database), and filtered bots. With `format=csv` or `Accept: text/csv`: the range’s scans as CSV, the dashboard’s download. Saved codes have no analytics (409 NOT_DYNAMIC).',
        tags: ['Analytics'],
        params: codeIdParamsSchema,
        querystring: apiAnalyticsQuerySchema,
        response: {
          200: {
            description: 'The analytics (JSON) or the scans (CSV).',
            content: {
              'application/json': { schema: apiCodeAnalyticsSchema },
              'text/csv': csvBody(ANALYTICS_CSV_DESCRIPTION),
            },
          },
          ...readErrors(400, 404, 409),
        },
      },
    },
    async (request, typedReply) => {
      // A CSV stream is beyond what the typed reply of the documented schemas takes.
      const reply = typedReply as unknown as FastifyReply;
      const owner = ownerOf(request);
      const publicId = request.params.id;
      const id = await codes.dynamicId(owner, publicId, ANALYTICS_STATIC_MESSAGE);
      const { format = acceptsCsv(request.headers.accept) ? 'csv' : 'json', ...range } =
        request.query;
      if (format === 'json') {
        const data = await analytics.codeAnalytics(owner.workspaceId, id, range);
        return reply.send({ ...data, code: { ...data.code, id: publicId } });
      }
      return sendScansCsv(reply, await analytics.csvExport(owner.workspaceId, id, range));
    },
  );

  api.get(
    '/codes/export',
    {
      schema: {
        operationId: 'exportCodes',
        summary: 'Export dynamic codes as CSV',
        description:
          'The dashboard’s CSV export: every dynamic code of the key’s owner, paused ones included. Always allowed, whatever the plan.',
        tags: ['Codes'],
        response: {
          200: {
            description: 'The codes as CSV (RFC 4180, CRLF).',
            content: {
              'text/csv': csvBody(`Columns: ${CSV_HEADER.join(', ')} (created: UTC ISO 8601).`),
            },
          },
          ...readErrors(),
        },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const csv = await dynamicCodes.exportCsv(ownerOf(request));
      return reply
        .header('content-disposition', 'attachment; filename="dynamic-qr-codes.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  api.post(
    '/qr',
    {
      schema: {
        operationId: 'renderQrFromJson',
        summary: 'Render a code (JSON parameters)',
        description:
          'GET /qr with the parameters in a JSON object (numbers and booleans as JSON values): the same fields, validation messages, headers and bytes. It stores nothing, so a read key may use it, and If-None-Match answers 304 as for GET.',
        tags: ['Rendering'],
        body: z
          .looseObject({
            type: z.string().meta({ description: 'Content type: url, text, email, wifi, …' }),
            format: z.enum(['svg', 'png', 'pdf']).optional().meta({ description: 'Default svg.' }),
            size: z
              .number()
              .optional()
              .meta({ description: "PNG width in px, 128–4096; also the SVG's width in px." }),
            widthMm: z
              .number()
              .optional()
              .meta({ description: 'PDF (or SVG) width in mm, 20–500.' }),
            designId: z.union([z.number(), z.string()]).optional().meta({
              description:
                'A brand kit of the workspace: its design, under any design field also given. Unknown: 404 DESIGN_NOT_FOUND.',
            }),
          })
          .meta({ description: 'Any field of the generator, by its name.' }),
        response: RENDER_RESPONSES,
      },
      // Validated by render.ts with the generator's messages; the schema documents it only.
      validatorCompiler: () => (value) => ({ value }),
      config: { openapi: RENDER_OPENAPI, readOnlySafe: true },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const principal = principalOf(request);
      const rendered = await render.renderJson(request.body, {
        userId: principal.userId,
        clientId: principal.clientId,
        workspaceId: principal.workspaceId,
        charge: renderChargeOf(request, reply),
      });
      return sendRendered(request, reply, rendered);
    },
  );

  // Uploads: the web app's multipart reader, guards, per-address limits and checks.
  api.register(async (plugin) => {
    const scope = plugin as unknown as App;
    registerUploadGuards(plugin, { ...deps.uploadGuards, problemDetails: true });
    await registerRateLimit(plugin);
    await plugin.register(fastifyMultipart, {
      limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    const url = (path: string) => `${deps.publicUrl}${path}`;
    for (const kind of Object.keys(UPLOADS) as UploadKind[]) {
      const upload = UPLOADS[kind];
      scope.post(
        `/uploads/${kind}`,
        {
          schema: {
            operationId: upload.operationId,
            summary: upload.summary,
            description: `A multipart/form-data upload, checked as the web app checks it (type by content, size, image sanity). ${upload.use}`,
            tags: ['Uploads'],
            consumes: ['multipart/form-data'],
            body: uploadForm(kind),
            response: {
              201: upload.response,
              ...writeErrors(400, 408, 413, 415, 422),
            },
          },
          // The multipart body is read by the handler (readUploadForm), not validated here.
          validatorCompiler: () => (value) => ({ value }),
          config: { rateLimit: perMinute(upload.perMinute) },
        },
        async (request, reply) => {
          const owner = ownerOf(request);
          const received = await readUploadForm(request, uploads, kind);
          if (!received) return reply;
          const row = await uploads.store(kind, received, owner);
          return reply.status(201).send(upload.answer(row, url));
        },
      );
    }
  });
}

import { z } from 'zod';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { currentOwner } from '../../lib/guards.js';
import { chargeRouteUnits, perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateResponseSchema, takeIncludePng } from '../../../contracts/generator.js';
import { AppError, firstFieldMessage } from '../../lib/errors.js';
import { JSON_BODY_LIMIT } from '../../lib/http.js';
import { emptyAnswer, errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import { AnswerCache, answerOf, negotiateEncoding, type Answer } from './answer-cache.js';
import type { Caller, GeneratorService } from './service.js';
import {
  trackDownloadSchema,
  trackGenerationSchema,
  type TrackingMeta,
  type TrackingService,
} from './tracking.js';

/**
 * Requests per minute per IP. Generating renders and decodes, so it is the tightest; a generate
 * with a PNG counts its renderUnits (a 4096 px PNG: 16).
 */
export const GENERATOR_LIMITS = { generate: 60, pdf: 30, track: 120 } as const;

/** Print width of the PDF export in mm (the code with its quiet zone). */
export const PDF_WIDTH_MM = { min: 20, max: 500, default: 60 } as const;

const pdfOptionsSchema = z.object({
  widthMm: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? PDF_WIDTH_MM.default : Number(v)),
    z
      .number({ error: `Width must be from ${PDF_WIDTH_MM.min} to ${PDF_WIDTH_MM.max} mm` })
      .min(PDF_WIDTH_MM.min, `Width must be from ${PDF_WIDTH_MM.min} to ${PDF_WIDTH_MM.max} mm`)
      .max(PDF_WIDTH_MM.max, `Width must be from ${PDF_WIDTH_MM.min} to ${PDF_WIDTH_MM.max} mm`),
  ),
  page: z.enum(['a4', 'fit'], { error: 'Page must be a4 or fit' }).default('a4'),
});

/**
 * The generate request (contracts/generator.ts): one flat object, `qrType`, that type's content
 * fields, the design fields and `logoId`. The service validates it with the generator's
 * messages (an unknown field is named in `fields`); these schemas document it only.
 */
const generateFields = {
  qrType: z.string().meta({ description: 'url, text, email, phone, sms, wifi, vcard, …' }),
  logoId: z.string().nullish().meta({ description: 'From POST /api/upload-logo.' }),
};
const generateBody = z
  .looseObject({
    ...generateFields,
    includePng: z
      .boolean()
      .optional()
      .meta({ description: 'Also answer the PNG (default false).' }),
  })
  .meta({ description: 'qrType, the type’s content fields and the design fields.' });
const pdfBody = z
  .looseObject({
    ...generateFields,
    widthMm: z
      .number()
      .optional()
      .meta({ description: `Printed width in mm, ${PDF_WIDTH_MM.min}–${PDF_WIDTH_MM.max}.` }),
    page: z.enum(['a4', 'fit']).optional().meta({ description: 'Default a4.' }),
  })
  .meta({ description: 'A generate request plus the PDF’s width and page.' });
/** Answered by generate and its PDF: the caller's render queue full or the pool busy is 503. */
const generateErrors = errorAnswers(400, 401, 403, 409, 413, 422, 429, 503);
const tracked = { 204: emptyAnswer, ...errorAnswers(400, 413, 429) };

/**
 * POST /api/generate-qrcode (JSON → GenerateResponse), POST /api/generate-qrcode/pdf (same body
 * plus widthMm and page → application/pdf), POST /api/track-generation and
 * POST /api/track-download (→ 204). All open to visitors, rate limited per IP.
 */
export function registerGeneratorRoutes(
  app: App,
  deps: { service: GeneratorService; tracking: TrackingService },
): void {
  const { service, tracking } = deps;
  const { answers } = service;
  /** A generate request's body as it arrived, and the answer kept for exactly that body. */
  const bodies = new WeakMap<FastifyRequest, { text: string; answer?: Answer }>();

  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const owner = await currentOwner(request);
    return {
      userId: owner?.userId ?? null,
      clientId: owner?.clientId ?? DEFAULT_CLIENT_ID,
      workspaceId: owner?.workspaceId ?? null,
      address: request.ip,
    };
  };
  const metaOf = async (request: FastifyRequest): Promise<TrackingMeta> => ({
    ...(await callerOf(request)),
    userAgent: request.headers['user-agent'],
    referer: request.headers.referer,
  });

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);

    // Generate in a scope of its own, whose JSON parser keeps the body's text: a body answered
    // before (answer-cache.ts) is not parsed again, and its answer is sent as it was, compressed
    // once per encoding. The rate limit above counts every request before its body is read.
    plugin.register(async (inner) => {
      const generateScope = inner as unknown as App;
      const parseJson = inner.getDefaultJsonParser('error', 'error');
      inner.removeContentTypeParser('application/json');
      inner.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
        (request, body, done) => {
          const text = typeof body === 'string' ? body : body.toString('utf8');
          const answer = AnswerCache.keyable(text) ? answers.get(text) : undefined;
          bodies.set(request, { text, answer });
          // As the app's parser (lib/http.ts): an empty body is no body.
          if (answer || text.trim() === '') return done(null, undefined);
          return parseJson(request, text, done);
        },
      );

      /** The answer, compressed as the request accepts, with the headers every one gets. */
      const send = async (
        request: FastifyRequest,
        reply: FastifyReply,
        key: string,
        answer: Answer,
      ) => {
        const encoding =
          request.headers['x-no-compression'] === undefined
            ? negotiateEncoding(request.headers['accept-encoding'])
            : null;
        const body = await answers.body(key, answer, encoding);
        const vary = reply.getHeader('vary');
        reply
          .header('cache-control', 'no-store')
          .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
          .type('application/json; charset=utf-8');
        if (body !== answer.json && encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      };

      generateScope.post(
        '/api/generate-qrcode',
        {
          schema: {
            body: generateBody,
            response: { 200: generateResponseSchema, ...generateErrors },
          },
          // Read by takeIncludePng and the service, with their messages.
          validatorCompiler: () => (value) => ({ value }),
          config: { rateLimit: perMinute(GENERATOR_LIMITS.generate) },
          // Sent compressed by `send` (kept answers are compressed once, not per request).
          compress: false,
        },
        async (request, typedReply) => {
          // Bytes: the JSON serialized here once, as the response schema's serializer would.
          const reply = typedReply as unknown as FastifyReply;
          const raw = bodies.get(request);
          const charge = (units: number) =>
            chargeRouteUnits(scope.routeLimits, request, GENERATOR_LIMITS.generate, units);
          if (raw?.answer) {
            // The same body as an answer kept: what generate() does before its render, without
            // the validation and encoding whose outcome is known.
            const caller = await callerOf(request);
            service.admit(caller);
            await charge(raw.answer.units);
            return send(request, reply, raw.text, raw.answer);
          }
          const taken = takeIncludePng(request.body);
          if (!taken.ok) {
            throw new AppError(400, 'VALIDATION_FAILED', taken.message, {
              includePng: taken.message,
            });
          }
          const { result, repeatable, units } = await service.generateOutcome(
            taken.request,
            await callerOf(request),
            { png: taken.includePng, charge },
          );
          const json = JSON.stringify(z.encode(generateResponseSchema, result));
          const answer = answerOf(Buffer.from(json), units);
          if (repeatable && raw) answers.set(raw.text, answer);
          return send(request, reply, raw?.text ?? '', answer);
        },
      );
    });

    scope.post(
      '/api/generate-qrcode/pdf',
      {
        schema: {
          body: pdfBody,
          response: {
            200: fileAnswer('application/pdf', 'A vector, print-ready PDF of the code.'),
            ...generateErrors,
          },
        },
        // Read by pdfOptionsSchema below and the service, with their messages.
        validatorCompiler: () => (value) => ({ value }),
        config: { rateLimit: perMinute(GENERATOR_LIMITS.pdf) },
      },
      async (request, typedReply) => {
        // Bytes: beyond what the typed reply of the documented schemas takes.
        const reply = typedReply as unknown as FastifyReply;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const { widthMm, page, ...generate } = body;
        const options = pdfOptionsSchema.safeParse({ widthMm, page });
        if (!options.success) {
          const fields: Record<string, string> = {};
          for (const issue of options.error.issues) fields[String(issue.path[0])] ??= issue.message;
          return reply.status(400).send({
            message: firstFieldMessage(fields),
            code: 'VALIDATION_FAILED',
            fields,
          });
        }
        const { bytes, qrType } = await service.pdf(
          generate,
          options.data,
          await callerOf(request),
        );
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${qrType}-qr-code.pdf"`)
          .type('application/pdf')
          .send(Buffer.from(bytes));
      },
    );

    scope.post(
      '/api/track-generation',
      {
        config: { rateLimit: perMinute(GENERATOR_LIMITS.track) },
        schema: { body: trackGenerationSchema, response: tracked },
      },
      async (request, reply) => {
        await tracking.generation(request.body, await metaOf(request));
        return reply.status(204).send(undefined);
      },
    );

    scope.post(
      '/api/track-download',
      {
        config: { rateLimit: perMinute(GENERATOR_LIMITS.track) },
        schema: { body: trackDownloadSchema, response: tracked },
      },
      async (request, reply) => {
        await tracking.download(request.body, await metaOf(request));
        return reply.status(204).send(undefined);
      },
    );
  });
}

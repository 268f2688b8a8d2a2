import type { FastifyRequest } from 'fastify';
import {
  apiCodeSchema,
  BULK_CREATE_MAX,
  bulkCreateSchema,
  bulkResultSchema,
  changeDestinationSchema,
  codeIdParamsSchema as idParams,
  createCodeSchema,
  updateCodeSchema,
} from '../../../contracts/public-api.js';
import type { ApiCode } from '../../../contracts/public-api.js';
import type { App } from '../../lib/app-types.js';
import type { AuditChange } from '../audit/index.js';
import type { ApiOwner, PublicCodes } from './codes.js';
import type { PublicCodeWrites } from './code-writes.js';
import { writeErrors } from './openapi.js';

/**
 * The write operations of /api/v1/codes (issue 19 item 2), registered inside the /api/v1 scope of
 * routes.ts (key check, problem details, Idempotency-Key on POST). `ownerOf` is that scope's:
 * who the request's key acts for.
 */
export function registerCodeWriteRoutes(
  api: App,
  deps: {
    writes: PublicCodeWrites;
    codes: Pick<PublicCodes, 'get'>;
    ownerOf: (request: FastifyRequest) => ApiOwner;
  },
): void {
  const { writes, codes, ownerOf } = deps;
  // The workspace's audit trail (issue 39 item 6), via 'api'.
  const audit = (request: FastifyRequest, code: ApiCode, change: AuditChange) =>
    api.audit.record(ownerOf(request), { ...change, target: auditTarget(code) }, request);

  api.post(
    '/codes',
    {
      schema: {
        operationId: 'createCode',
        summary: 'Create a code',
        description:
          'Creates a dynamic or saved code of any content type with any design, checked and read back by three decoders as in the generator, with its validation messages (`fields` names members as `content.url`, `design.fgColor`, …). `designId` copies a brand kit’s design into the code (fields in `design` override it; 404 DESIGN_NOT_FOUND for no such kit in the workspace); changing the kit later does not change the code. The plan’s limits of dynamic and saved codes apply (403 DYNAMIC_LIMIT_REACHED / SAVED_LIMIT_REACHED).',
        tags: ['Codes'],
        body: createCodeSchema,
        response: { 201: apiCodeSchema, ...writeErrors(400, 404, 422) },
      },
    },
    async (request, reply) => {
      const code = await writes.create(ownerOf(request), request.body);
      await audit(request, code, {
        action: code.kind === 'dynamic' ? 'code.create' : 'saved-code.create',
        after: code.kind === 'dynamic' ? { destination: code.destination } : null,
      });
      return reply.status(201).send(code);
    },
  );

  api.post(
    '/codes/bulk',
    {
      schema: {
        operationId: 'bulkCreateCodes',
        summary: 'Create many codes',
        description: `Creates up to ${BULK_CREATE_MAX} codes, each as POST /api/v1/codes would, in order, and answers one result per item: its code, or the problem its own request would have got (partial success: the good items are made). More than ${BULK_CREATE_MAX} items, or more than the plan’s bulk rows (403 BULK_ROW_LIMIT, as in the web app), and nothing is made. The JSON body is at most 1 MB.`,
        tags: ['Codes'],
        body: bulkCreateSchema,
        response: { 200: bulkResultSchema, ...writeErrors(400, 413) },
      },
      // Items are validated one by one (a bad item is its own result, not the request's 400).
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request) =>
      writes.bulk(ownerOf(request), request.body, (err) =>
        request.log.error({ err }, 'bulk item failed'),
      ),
  );

  api.patch(
    '/codes/:id',
    {
      schema: {
        operationId: 'updateCode',
        summary: 'Update or rename a code',
        description:
          '`name` renames any code. `content` (with `qrType` and `confirmTypeChange: true` to change the type) replaces a dynamic code’s content behind its unchanged short link, recorded in its history. A saved code’s content is in its pattern (409 NOT_DYNAMIC); a code’s design is fixed (400).',
        tags: ['Codes'],
        params: idParams,
        body: updateCodeSchema,
        response: { 200: apiCodeSchema, ...writeErrors(400, 404, 409) },
      },
    },
    async (request) => {
      const before = await codes.get(ownerOf(request), request.params.id);
      const code = await writes.update(ownerOf(request), request.params.id, request.body);
      await audit(request, code, changeOf(before, code));
      // A move or re-tag is its own entry (issue 40 item 1), as in the web app.
      if (
        before.kind === 'dynamic' &&
        code.kind === 'dynamic' &&
        (before.folderId !== code.folderId || before.tags.join('\n') !== code.tags.join('\n'))
      ) {
        await audit(request, code, {
          action: 'code.labels',
          before: { folderId: before.folderId, tags: before.tags },
          after: { folderId: code.folderId, tags: code.tags },
        });
      }
      return code;
    },
  );

  api.put(
    '/codes/:id/destination',
    {
      schema: {
        operationId: 'changeDestination',
        summary: 'Change a dynamic code’s destination',
        description:
          'Re-points a dynamic link code (url, social, ratings, apps): its printed short link redirects to the new address from now on. Hosted types (vCard, PDF, …) change their content with PATCH instead (400); saved codes have no short link (409 NOT_DYNAMIC).',
        tags: ['Codes'],
        params: idParams,
        body: changeDestinationSchema,
        response: { 200: apiCodeSchema, ...writeErrors(400, 404, 409) },
      },
    },
    async (request) => {
      const before = await codes.get(ownerOf(request), request.params.id);
      const code = await writes.changeDestination(
        ownerOf(request),
        request.params.id,
        request.body,
      );
      await audit(request, code, changeOf(before, code));
      return code;
    },
  );

  api.delete(
    '/codes/:id',
    {
      schema: {
        operationId: 'deleteCode',
        summary: 'Delete a code',
        description:
          'A deleted dynamic code’s short link stops redirecting (it shows the not-found page); the code no longer counts against the plan.',
        tags: ['Codes'],
        params: idParams,
        response: writeErrors(404),
      },
      config: { openapi: { empty: { 204: 'Deleted.' } } },
    },
    async (request, reply) => {
      const code = await codes.get(ownerOf(request), request.params.id);
      await writes.remove(ownerOf(request), request.params.id);
      await audit(request, code, {
        action: code.kind === 'dynamic' ? 'code.delete' : 'saved-code.delete',
      });
      return reply.status(204).send();
    },
  );
}

/** The audit entry's target: the code's id, its name and short code. */
export function auditTarget(code: ApiCode) {
  const label = code.kind === 'dynamic' ? `${code.name} (${code.shortCode})` : code.name;
  // The web's id ("dyn_42" is dynamic code 42), so one code's entries share their target id.
  const id = code.id.replace(/^(dyn|sav)_/, '');
  return { kind: code.kind === 'dynamic' ? 'code' : 'saved-code', id, label };
}

/** A destination change with its before and after; else a rename or content update. */
function changeOf(before: ApiCode, after: ApiCode): AuditChange {
  if (before.kind === 'dynamic' && after.kind === 'dynamic') {
    if (before.destination !== after.destination) {
      return {
        action: 'code.destination',
        before: { destination: before.destination },
        after: { destination: after.destination },
      };
    }
    return { action: 'code.update' };
  }
  return {
    action: 'saved-code.rename',
    before: { name: before.name },
    after: { name: after.name },
  };
}

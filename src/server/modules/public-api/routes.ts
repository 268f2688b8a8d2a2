import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import { notFound, problemErrorHandler } from '../../lib/errors.js';
import { requestClientOrigin } from '../../lib/tenant.js';
import type { ApiKeyService } from '../api-keys/index.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PublicCodes } from './codes.js';
import { createKeyAuth, principalOf } from './key-auth.js';
import { matchesEtag, type PublicRender } from './render.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

const listQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int({ message: LIMIT_MESSAGE })
    .min(1, { message: LIMIT_MESSAGE })
    .max(MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
    .default(DEFAULT_PAGE_SIZE),
  kind: z.enum(['dynamic', 'saved'], { message: 'kind must be dynamic or saved' }).optional(),
});

const idParams = z.object({ id: z.string() });

export interface PublicApiDeps {
  keys: ApiKeyService;
  codes: PublicCodes;
  render: PublicRender;
}

/** Rendered codes may be kept by the caller's own cache for an hour (never shared caches). */
const RENDER_CACHE_CONTROL = 'private, max-age=3600';

/**
 * The public REST API under /api/v1 (issue 19): every request needs an API key (see
 * key-auth.ts), and every error, unknown routes included, is an RFC 9457 problem details body.
 * Answers are never cached by shared caches (they are per key).
 */
export function registerPublicApi(app: App, deps: PublicApiDeps): void {
  app.register(
    async (scope) => {
      const api = scope as unknown as App;
      api.setErrorHandler(problemErrorHandler);
      // Unknown /api/v1 paths: 404 as problem details (after the key check of the scope).
      api.setNotFoundHandler(async () => {
        throw notFound();
      });
      api.addHook('onRequest', createKeyAuth(deps.keys));
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      });
      const ownerOf = (request: Parameters<typeof principalOf>[0]) => {
        const principal = principalOf(request);
        return {
          userId: principal.userId,
          clientId: principal.clientId,
          origin: requestClientOrigin(request),
        };
      };

      api.get('/codes', { schema: { querystring: listQuery } }, async (request) =>
        deps.codes.list(ownerOf(request), request.query),
      );
      api.get('/codes/:id', { schema: { params: idParams } }, async (request) =>
        deps.codes.get(ownerOf(request), request.params.id),
      );
      api.get('/qr', async (request, reply) => {
        const principal = principalOf(request);
        const rendered = await deps.render.render(
          request.query as Record<string, string | string[] | undefined>,
          { userId: principal.userId, clientId: principal.clientId },
        );
        reply
          .header('etag', rendered.etag)
          .header('cache-control', RENDER_CACHE_CONTROL)
          .header('vary', 'Authorization')
          .header('qr-scannable', String(rendered.scannable))
          .header('qr-scan-grade', rendered.grade)
          .header('qr-error-correction', rendered.errorCorrectionLevel);
        if (matchesEtag(request.headers['if-none-match'], rendered.etag)) {
          return reply.status(304).send();
        }
        return reply.type(rendered.contentType).send(rendered.body);
      });
      api.post('/codes/:id/pause', { schema: { params: idParams } }, async (request) =>
        deps.codes.setPaused(ownerOf(request), request.params.id, true),
      );
      api.post('/codes/:id/resume', { schema: { params: idParams } }, async (request) =>
        deps.codes.setPaused(ownerOf(request), request.params.id, false),
      );
    },
    { prefix: '/api/v1' },
  );
}

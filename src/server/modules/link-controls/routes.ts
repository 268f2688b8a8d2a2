import { ownerOf, requireOwner } from '../../lib/guards.js';
import { z } from 'zod';
import type { App } from '../../lib/app-types.js';
import { requestHostTenant } from '../../lib/tenant.js';
import { codeIdOf } from '../dynamic-codes/index.js';
import { isShortCode } from '../redirect/index.js';
import type { PasswordEntry } from './password-entry.js';
import type { LinkControlsService } from './service.js';

const idParams = z.object({ id: z.string() });

/**
 * GET and PUT /api/dynamic-qrcodes/{id}/controls (signed in, the owner's codes only) and
 * POST /d/{code} (a scanner's password, form encoded).
 */
export function registerLinkControlRoutes(
  app: App,
  deps: { service: LinkControlsService; passwords: PasswordEntry },
): void {
  const { service, passwords } = deps;
  const owned = requireOwner('code');
  const idOf = codeIdOf;

  app.get(
    '/api/dynamic-qrcodes/:id/controls',
    { onRequest: owned, schema: { params: idParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(ownerOf(request), idOf(request.params.id));
    },
  );
  app.put(
    '/api/dynamic-qrcodes/:id/controls',
    { onRequest: owned, schema: { params: idParams } },
    async (request) => service.update(ownerOf(request), idOf(request.params.id), request.body),
  );

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    plugin.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { shortCode: string } }>(
      '/d/:shortCode',
      { helmet: false },
      async (request, reply) => {
        const shortCode = request.params.shortCode;
        if (!isShortCode(shortCode)) return reply.redirect('/d/', 303);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const answer = await passwords.submit(
          shortCode,
          body.password,
          request.ip,
          requestHostTenant(request),
        );
        if (answer.kind === 'see-link') {
          if (answer.setCookie) reply.header('set-cookie', answer.setCookie);
          return reply.header('cache-control', 'no-store').redirect(`/d/${shortCode}`, 303);
        }
        return reply.status(answer.page.status).headers(answer.page.headers).send(answer.page.body);
      },
    );
  });
}

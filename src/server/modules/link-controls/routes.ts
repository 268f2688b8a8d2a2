import type { FastifyReply } from 'fastify';
import { ownerOf, requireMember } from '../../lib/guards.js';
import { z } from 'zod';
import { errorBodySchema } from '../../../contracts/errors.js';
import { linkControlsViewSchema } from '../../../contracts/dynamic-code-answers.js';
import type { App } from '../../lib/app-types.js';
import { requestHostTenant } from '../../lib/tenant.js';
import { negotiateLocale } from '../../../contracts/i18n/locales.js';
import { emptyAnswer, errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import { codeIdOf, serviceReadBody } from '../dynamic-codes/index.js';
import { isShortCode } from '../redirect/index.js';
import type { PasswordEntry } from './password-entry.js';
import type { LinkControlsService } from './service.js';

/** Any text: what is not a positive integer is answered 404 by the handler (codeIdOf). */
const idParams = z.object({ id: z.string() });

const controlsBody = serviceReadBody(
  ['startsAt', 'expiresAt', 'maxScans', 'fallbackUrl', 'rules', 'split', 'password'],
  'contracts/link-controls linkControlsInputSchema: each field omitted (kept as it is) or null ' +
    '(removed); `split` 2 to 5 { destination, weight } (weights 1-99 adding up to 100), [] or ' +
    'null removes it; `password` a new password, null removes it.',
);

/** The password page of a protected short link (sent as bytes, not serialized). */
const passwordPage = fileAnswer('text/html', 'The password page of the short link');

/**
 * GET and PUT /api/dynamic-qrcodes/{id}/controls (signed in, the owner's codes only) and
 * POST /d/{code} (a scanner's password, form encoded).
 */
export function registerLinkControlRoutes(
  app: App,
  deps: { service: LinkControlsService; passwords: PasswordEntry },
): void {
  const { service, passwords } = deps;
  const read = requireMember('code', 'viewer');
  const write = requireMember('code', 'editor');
  const idOf = codeIdOf;

  app.get(
    '/api/dynamic-qrcodes/:id/controls',
    {
      onRequest: read,
      schema: {
        params: idParams,
        response: { 200: linkControlsViewSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(ownerOf(request), idOf(request.params.id));
    },
  );
  app.put(
    '/api/dynamic-qrcodes/:id/controls',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: controlsBody,
        // 403: a password on the free plan (PREMIUM_REQUIRED), or a cross-origin request.
        response: { 200: linkControlsViewSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      const controls = await service.update(ownerOf(request), id, request.body);
      // The workspace's audit trail (issue 39 item 6): which controls the code has now.
      const target = { kind: 'code', id };
      const { startsAt, expiresAt, maxScans, fallbackUrl, rules, split, hasPassword } = controls;
      const after = { startsAt, expiresAt, maxScans, fallbackUrl, rules, split, hasPassword };
      await app.audit.record(ownerOf(request), { action: 'code.controls', target, after }, request);
      return controls;
    },
  );

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    plugin.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      '/d/:shortCode',
      {
        config: { securityHeaders: false },
        schema: {
          // Any text: what is not a short code is sent back to /d/ (303).
          params: z.object({ shortCode: z.string() }),
          body: serviceReadBody(
            ['password'],
            'Form encoded: `password`, the one the code asks for.',
          ),
          response: {
            // 303: to the short link (the password was right, or none is asked any more) or
            // to /d/ (not a short code).
            303: emptyAnswer,
            // The password page again: wrong (401), or too many tries (429, Retry-After).
            401: passwordPage,
            429: passwordPage.or(errorBodySchema),
            // A body that is not a form, or too large; a cross-origin post.
            ...errorAnswers(400, 403, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const shortCode = request.params.shortCode;
        if (!isShortCode(shortCode)) return reply.redirect('/d/', 303);
        const answer = await passwords.submit(
          shortCode,
          request.body?.password,
          request.ip,
          requestHostTenant(request),
          negotiateLocale(request.headers['accept-language']),
        );
        if (answer.kind === 'see-link') {
          if (answer.setCookie) reply.header('set-cookie', answer.setCookie);
          return reply.header('cache-control', 'no-store').redirect(`/d/${shortCode}`, 303);
        }
        const { page } = answer;
        // The page's own status (401 or 429) and bytes, sent as they are (not serialized).
        return (reply as FastifyReply).status(page.status).headers(page.headers).send(page.body);
      },
    );
  });
}

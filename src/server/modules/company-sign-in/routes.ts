import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMPANY_CALLBACK_PATH,
  companySignInInputSchema,
  companySignInStateSchema,
  companyStartAnswerSchema,
  companyStartSchema,
} from '../../../contracts/company-sign-in.js';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { ownerOf, requireMember, signedInUser } from '../../lib/guards.js';
import { renderMessagePage } from '../../lib/html-page.js';
import { readPendingCookie } from '../../lib/oidc-flow.js';
import { emptyAnswer, errorAnswers, fileAnswer, noBody } from '../../lib/route-schemas.js';
import { requestBrandName, requestClientOrigin } from '../../lib/tenant.js';
import {
  clientMeta,
  cookieOptions,
  describeHandOver,
  endSession,
  readSessionToken,
  setSessionCookie,
} from '../auth/index.js';
import type { PendingCompanySignIn } from './oidc.js';
import type { CompanySignInService } from './service.js';

/** The PKCE verifier, state, nonce and workspace live this long between start and callback. */
const PENDING_TTL_MS = 10 * 60_000;

const idParams = z.object({ id: z.string() });
const htmlPage = fileAnswer('text/html', 'A page saying what happened, with a link on.');

const pendingCookieName = (config: Pick<Config, 'secure'>) =>
  config.secure ? '__Host-qrs_company_oidc' : 'qrs_company_oidc';

/** The one redirect URI of every workspace's issuer: on the host the request came in on. */
const redirectUriOf = (request: FastifyRequest, config: Config) =>
  `${requestClientOrigin(request) ?? config.publicUrl}${COMPANY_CALLBACK_PATH}`;

/**
 * GET/PUT/DELETE /api/workspaces/{id}/sign-in (the setting: owners change it, admins read it),
 * POST /api/workspaces/{id}/sign-in/verify (the owner: look up the domain's TXT record now),
 * POST /api/auth/company (a work address → where to send the browser, with the pending values in
 * a signed cookie) and GET /auth/company/callback (back from the issuer: signed in and on to /,
 * or a page saying why not).
 */
export function registerCompanySignInRoutes(
  app: App,
  deps: { config: Config; service: CompanySignInService; db: Parameters<typeof endSession>[0] },
) {
  const { config, service, db } = deps;

  app.get(
    '/api/workspaces/:id/sign-in',
    {
      onRequest: requireMember('workspace', 'admin'),
      schema: {
        params: idParams,
        response: { 200: companySignInStateSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.state(ownerOf(request).workspaceId, redirectUriOf(request, config));
    },
  );

  app.put(
    '/api/workspaces/:id/sign-in',
    {
      onRequest: requireMember('workspace', 'owner'),
      schema: {
        params: idParams,
        body: companySignInInputSchema,
        response: { 200: companySignInStateSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const user = signedInUser(request);
      const saved = await service.save(
        {
          userId: user.id,
          clientId: owner.clientId,
          workspaceId: owner.workspaceId,
          address: user.username,
          addressProven: user.emailVerified,
          sessionCompanyWorkspaceId: user.companyWorkspaceId,
        },
        request.body,
        redirectUriOf(request, config),
      );
      await app.audit.record(
        owner,
        {
          action: saved.created ? 'sign-in.configure' : 'sign-in.change',
          target: { kind: 'sign-in', id: owner.workspaceId, label: request.body.domain },
          before: saved.before,
          after: { ...saved.after, endedSessions: saved.revokedSessions },
        },
        request,
      );
      return saved.state;
    },
  );

  app.post(
    '/api/workspaces/:id/sign-in/verify',
    {
      onRequest: requireMember('workspace', 'owner'),
      schema: {
        params: idParams,
        body: noBody,
        response: { 200: companySignInStateSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const verified = await service.verify(owner.workspaceId, redirectUriOf(request, config));
      if (!verified.already) {
        await app.audit.record(
          owner,
          {
            action: 'sign-in.verify',
            target: { kind: 'sign-in', id: owner.workspaceId, label: verified.domain },
          },
          request,
        );
      }
      reply.header('cache-control', 'no-store');
      return verified.state;
    },
  );

  app.delete(
    '/api/workspaces/:id/sign-in',
    {
      onRequest: requireMember('workspace', 'owner'),
      schema: {
        params: idParams,
        response: { 204: emptyAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const before = await service.remove(owner.workspaceId);
      await app.audit.record(
        owner,
        {
          action: 'sign-in.remove',
          target: { kind: 'sign-in', id: owner.workspaceId, label: String(before.domain) },
          before,
        },
        request,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/company',
    {
      schema: {
        body: companyStartSchema,
        response: { 200: companyStartAnswerSchema, ...errorAnswers(400, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const { url, pending } = await service.start(
        request.body.email,
        clientMeta(request).clientId,
        redirectUriOf(request, config),
      );
      reply.setCookie(pendingCookieName(config), JSON.stringify(pending), {
        ...cookieOptions(config, PENDING_TTL_MS),
        signed: true,
      });
      reply.header('cache-control', 'no-store');
      return { url };
    },
  );

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    heading: string,
    message: string,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderMessagePage({
          brandName: requestBrandName(request, config.brandName),
          heading,
          message,
          link: { href: '/login', text: 'Back to log in' },
        }),
      );

  app.get(
    COMPANY_CALLBACK_PATH,
    {
      schema: {
        response: {
          200: htmlPage,
          302: emptyAnswer.meta({ description: 'Signed in: to the dashboard.' }),
          400: htmlPage,
          403: htmlPage,
          409: htmlPage,
        },
      },
    },
    async (request, reply) => {
      const name = pendingCookieName(config);
      const pending = readPending(request.cookies[name], (v) => request.unsignCookie(v));
      reply.clearCookie(name, cookieOptions(config, 0));
      const callbackUrl = new URL(request.url, redirectUriOf(request, config));
      if (callbackUrl.searchParams.has('error')) {
        return page(
          request,
          reply,
          400,
          'Company sign-in was cancelled',
          'No account was changed.',
        );
      }
      if (!pending) {
        return page(
          request,
          reply,
          400,
          'Company sign-in expired',
          'This sign-in attempt expired or was started in another browser. Please try again.',
        );
      }
      try {
        const signedIn = await service.finish(callbackUrl, pending, clientMeta(request));
        const previous = readSessionToken(request, config);
        if (previous) await endSession(db, previous);
        setSessionCookie(reply, config, signedIn.token);
        if (signedIn.handOver) {
          const { message, html } = describeHandOver(signedIn.user.username, signedIn.handOver);
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(
              renderMessagePage({
                brandName: requestBrandName(request, config.brandName),
                heading: 'This account is yours now',
                message,
                html,
                link: { href: '/', text: 'Go to your QR codes' },
              }),
            );
        }
        return reply.header('cache-control', 'no-store').redirect('/', 302);
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          request.log.warn({ code: err.code }, 'company sign-in callback refused');
          return page(request, reply, err.status, 'Company sign-in failed', err.message);
        }
        throw err;
      }
    },
  );
}

function readPending(
  raw: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): PendingCompanySignIn | null {
  const p = readPendingCookie(raw, unsign);
  if (!p || typeof p.workspaceId !== 'number') return null;
  return { verifier: p.verifier, state: p.state, nonce: p.nonce, workspaceId: p.workspaceId };
}

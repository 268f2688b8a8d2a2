import { requireUser, signedInUser } from '../../lib/guards.js';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  changeEmailSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  restoreAccountSchema,
  sessionIdParams,
  sessionListSchema,
  updateLocaleSchema,
  updateNameSchema,
} from '../../../contracts/account.js';
import { publicUserSchema } from '../../../contracts/auth.js';
import { errorBodySchema } from '../../../contracts/errors.js';
import { mailAnswer } from '../../../contracts/mail-delivery.js';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { errorAnswers, fileAnswer } from '../../lib/route-schemas.js';
import {
  clearSessionCookie,
  clientMeta,
  readSessionToken,
  setSessionCookie,
} from '../auth/index.js';
import type { EmailChange } from './email-change.js';
import type { AccountService } from './service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const message = z.object({ message: z.string() });

/**
 * The account settings API (spec 001 §7 and issue 14): PUT /api/update-name, PUT
 * /api/account/locale (the account's language, issue 42), GET /api/sessions,
 * DELETE /api/sessions/:id, POST /api/sessions/end-others, GET /api/account/export (ZIP),
 * POST /api/delete-account, POST /api/restore-account, POST /api/account/email (asks to change
 * the address), POST /api/confirm-email-change (the link mailed to the new address). All but
 * the restore and the confirmation (whose link is the proof) act on the signed-in user only.
 */
export function registerAccountRoutes(
  app: App,
  deps: { config: Config; service: AccountService; emailChange: EmailChange },
) {
  const { config, service, emailChange } = deps;

  app.post(
    '/api/account/email',
    {
      onRequest: requireUser,
      schema: { body: changeEmailSchema, response: { 200: message, ...errors } },
    },
    async (request) => {
      const user = signedInUser(request);
      const message = await emailChange.request(user, request.body, clientMeta(request));
      return { message: mailAnswer(config.smtpUrl !== null, message) };
    },
  );

  app.post(
    '/api/confirm-email-change',
    {
      schema: {
        body: confirmEmailChangeSchema,
        response: {
          200: z.object({ message: z.string(), user: publicUserSchema.nullable() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const browserUser = await app.sessions.currentUser(request);
      const done = await emailChange.confirm(request.body.token, browserUser, clientMeta(request));
      if (done.token) {
        setSessionCookie(reply, config, done.token);
        return { message: ACCOUNT_MESSAGES.emailChanged(done.user.username), user: done.user };
      }
      // Not signed in to this account here: every session of it ended, so the owner signs in
      // again with the new address. A session of another account in this browser is left alone.
      return { message: ACCOUNT_MESSAGES.emailChangedSignIn(done.user.username), user: null };
    },
  );

  app.put(
    '/api/update-name',
    {
      onRequest: requireUser,
      schema: { body: updateNameSchema, response: { 200: publicUserSchema, ...errors } },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.updateName(user.id, request.body);
    },
  );

  app.put(
    '/api/account/locale',
    {
      onRequest: requireUser,
      schema: { body: updateLocaleSchema, response: { 200: publicUserSchema, ...errors } },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.updateLocale(user.id, request.body.locale);
    },
  );

  app.get(
    '/api/sessions',
    { onRequest: requireUser, schema: { response: { 200: sessionListSchema, ...errors } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return { sessions: await service.listSessions(user.id, user.sessionId) };
    },
  );

  app.delete(
    '/api/sessions/:id',
    {
      onRequest: requireUser,
      schema: { params: sessionIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { wasCurrent } = await service.endSession(user.id, request.params.id, user.sessionId);
      if (wasCurrent) clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/sessions/end-others',
    {
      onRequest: requireUser,
      schema: {
        body: z.unknown(),
        response: { 200: z.object({ ended: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { ended: await service.endOtherSessions(user.id, user.sessionId) };
    },
  );

  app.get(
    '/api/account/export',
    {
      onRequest: requireUser,
      schema: {
        response: {
          200: fileAnswer('application/zip', 'Everything the account holds, as a ZIP archive.'),
          ...errorAnswers(401, 429),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { filename, body } = await service.export(user.id);
      // A stream: sent as it is, never serialized (the schema documents the media type).
      return (reply as FastifyReply)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(body));
    },
  );

  app.post(
    '/api/delete-account',
    {
      onRequest: requireUser,
      schema: { body: deleteAccountSchema, response: { 200: message, ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await service.deleteAccount(user.id, request.body, clientMeta(request));
      clearSessionCookie(reply, config);
      return { message: ACCOUNT_MESSAGES.deletedDescription };
    },
  );

  app.post(
    '/api/restore-account',
    { schema: { body: restoreAccountSchema, response: { 200: publicUserSchema, ...errors } } },
    async (request, reply) => {
      const previous = readSessionToken(request, config);
      const { user, token } = await service.restoreAccount(request.body, clientMeta(request));
      if (previous) await service.endSessionToken(previous);
      setSessionCookie(reply, config, token);
      return user;
    },
  );
}

import { requireUser, signedInUser } from '../../lib/guards.js';
import { negotiateLocale } from '../../../contracts/i18n/locales.js';
import { z } from 'zod';
import {
  addPasswordSchema,
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  publicUserSchema,
  registerRequestSchema,
  verificationLinkInfoSchema,
  verificationLinkSchema,
  verifyEmailAnswerSchema,
  verifyEmailRequestSchema,
} from '../../../contracts/auth.js';
import { ACCOUNT_MESSAGES } from '../../../contracts/account.js';
import { mailAnswer } from '../../../contracts/mail-delivery.js';
import { errorBodySchema } from '../../../contracts/errors.js';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { emptyAnswer, errorAnswers } from '../../lib/route-schemas.js';
import { requestClientId } from '../../lib/tenant.js';
import type { FastifyRequest } from 'fastify';
import type { AuthService, ClientMeta } from './service.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

/** Request facts the service needs, without handing it the request. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    // The white-label client of the request's Host (lib/tenant.ts).
    clientId: requestClientId(request),
    locale: negotiateLocale(request.headers['accept-language']),
  };
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * POST /api/register, POST /api/login, POST /api/logout, GET /api/user, POST
 * /api/verify-email/check { token } (which account the mailed verification link confirms), POST
 * /api/verify-email { token, newPassword? } (confirms; hands the account over to a prover not
 * signed in to it), POST /api/verify-email/decline { token } ("this was not me"), POST /api/password-reset { email } (mails a
 * set-password link; same answer whether or not the address has an account), POST
 * /api/change-password (ends every session of the account, rotates the caller's), POST
 * /api/account/password (a Google-only account's first password; needs a recent sign-in).
 */
export function registerAuthRoutes(app: App, deps: { config: Config; service: AuthService }) {
  const { config, service } = deps;

  app.post(
    '/api/register',
    { schema: { body: registerRequestSchema, response: { 201: publicUserSchema, ...errors } } },
    async (request, reply) => {
      const { user, token } = await service.register(request.body, clientMeta(request));
      setSessionCookie(reply, config, token);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A new session at every sign-in; a session the browser still holds is ended.
      const previous = readSessionToken(request, config);
      const { user, token } = await service.login(request.body, clientMeta(request));
      if (previous) await service.logout(previous);
      setSessionCookie(reply, config, token);
      return reply.send(user);
    },
  );

  app.post(
    '/api/verify-email/check',
    {
      schema: {
        body: verificationLinkSchema,
        response: { 200: verificationLinkInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await app.sessions.currentUser(request);
      const info = await service.verificationLink(request.body.token, caller?.id ?? null);
      return reply.header('cache-control', 'no-store').send(info);
    },
  );

  app.post(
    '/api/verify-email',
    {
      schema: {
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await app.sessions.currentUser(request);
      const proven = await service.verifyEmail(
        request.body,
        caller,
        clientMeta(request),
        readSessionToken(request, config),
      );
      // Handed over: the prover holds the account's only session from now on.
      if (proven.token) setSessionCookie(reply, config, proven.token);
      return reply.send({
        message: AUTH_MESSAGES.emailVerified,
        user: proven.user,
        handOver: proven.handOver,
      });
    },
  );

  app.post(
    '/api/verify-email/decline',
    {
      schema: {
        body: verificationLinkSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const address = await service.declineVerification(request.body.token);
      return reply.send({ message: AUTH_MESSAGES.verificationDeclined(address) });
    },
  );

  app.post(
    '/api/password-reset',
    {
      schema: {
        body: passwordResetRequestSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(request.body.email, clientMeta(request));
      // Without SMTP_URL nothing is mailed, and the answer says so (the same for every address).
      return reply.send({
        message: mailAnswer(config.smtpUrl !== null, AUTH_MESSAGES.passwordResetSent),
      });
    },
  );

  app.post(
    '/api/change-password',
    {
      onRequest: requireUser,
      schema: {
        body: changePasswordSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const signedIn = await service.changePassword(user.id, request.body, clientMeta(request));
      setSessionCookie(reply, config, signedIn.token);
      return reply.send({ message: CHANGE_PASSWORD_MESSAGES.changed });
    },
  );

  app.post(
    '/api/account/password',
    {
      onRequest: requireUser,
      schema: {
        body: addPasswordSchema,
        response: { 200: z.object({ message: z.string(), user: publicUserSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const caller = signedInUser(request);
      const signedIn = await service.addPassword(caller, request.body, clientMeta(request));
      setSessionCookie(reply, config, signedIn.token);
      return reply.send({ message: CHANGE_PASSWORD_MESSAGES.passwordAdded, user: signedIn.user });
    },
  );

  app.post(
    '/api/resend-verification',
    {
      onRequest: requireUser,
      schema: {
        body: z.unknown(),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await service.resendVerification(user.id);
      return reply.send({
        message: mailAnswer(config.smtpUrl !== null, ACCOUNT_MESSAGES.verificationSent),
      });
    },
  );

  app.post(
    '/api/logout',
    {
      // Any body or none: signing out takes no input (the session is the cookie's).
      schema: { body: z.unknown(), response: { 204: emptyAnswer, ...errorAnswers(403) } },
    },
    async (request, reply) => {
      const token = readSessionToken(request, config);
      if (token) await service.logout(token);
      clearSessionCookie(reply, config);
      return reply.status(204).send(undefined);
    },
  );

  app.get(
    '/api/user',
    {
      onRequest: requireUser,
      schema: { response: { 200: publicUserSchema, 401: errorBodySchema } },
    },
    async (request, reply) => {
      const { sessionId: _sessionId, signedInAt: _signedInAt, ...user } = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return user;
    },
  );
}

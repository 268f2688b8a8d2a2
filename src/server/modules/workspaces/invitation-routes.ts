import { z } from 'zod';
import {
  acceptInvitationSchema,
  acceptedInvitationSchema,
  createInvitationSchema,
  invitationLookupSchema,
  invitationSchema,
  invitationSentSchema,
  lookupInvitationQuerySchema,
  INVITATION_MESSAGES,
} from '../../../contracts/invitations.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { ownerOf, requireMember, requireUser, signedInUser } from '../../lib/guards.js';
import { emptyAnswer, errorAnswers, noBody } from '../../lib/route-schemas.js';
import type { InvitationService } from './invitations.js';
import { parseWorkspaceId } from './service.js';

const idParams = z.object({ id: z.string() });
const invitationParams = z.object({ id: z.string(), invitationId: z.string() });

function invitationIdOf(raw: string): number {
  const id = parseWorkspaceId(raw);
  if (id === null) throw notFound(INVITATION_MESSAGES.notFound);
  return id;
}

const target = (record: { id: number; email: string }) => ({
  kind: 'invitation',
  id: record.id,
  label: record.email,
});

/**
 * Invitations (issue 39 item 3): an admin or owner of the workspace invites, lists, resends and
 * revokes (`/api/workspaces/{id}/invitations...`); anyone with the link looks it up
 * (`GET /api/invitations/lookup`); the invited account, signed in, accepts it.
 */
export function registerInvitationRoutes(app: App, service: InvitationService): void {
  const admin = requireMember('workspace', 'admin');

  app.post(
    '/api/workspaces/:id/invitations',
    {
      onRequest: admin,
      schema: {
        params: idParams,
        body: createInvitationSchema,
        response: { 201: invitationSentSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { sent, record } = await service.create(owner, request.body);
      await app.audit.record(
        owner,
        { action: 'invitation.create', target: target(record), after: { role: record.role } },
        request,
      );
      return reply.status(201).header('cache-control', 'no-store').send(sent);
    },
  );

  app.get(
    '/api/workspaces/:id/invitations',
    {
      onRequest: admin,
      schema: {
        params: idParams,
        response: { 200: z.array(invitationSchema), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(ownerOf(request).workspaceId);
    },
  );

  app.post(
    '/api/workspaces/:id/invitations/:invitationId/resend',
    {
      onRequest: admin,
      schema: {
        params: invitationParams,
        body: noBody,
        response: { 200: invitationSentSchema, ...errorAnswers(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const id = invitationIdOf(request.params.invitationId);
      const { sent, record } = await service.resend(owner, id);
      await app.audit.record(
        owner,
        { action: 'invitation.resend', target: target(record), after: { role: record.role } },
        request,
      );
      return reply.header('cache-control', 'no-store').send(sent);
    },
  );

  app.delete(
    '/api/workspaces/:id/invitations/:invitationId',
    {
      onRequest: admin,
      schema: {
        params: invitationParams,
        response: { 204: emptyAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const record = await service.revoke(
        owner.workspaceId,
        invitationIdOf(request.params.invitationId),
      );
      await app.audit.record(
        owner,
        { action: 'invitation.revoke', target: target(record), before: { role: record.role } },
        request,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invitations/lookup',
    {
      // Public: the accept page shows whom the link is for before anyone signs in.
      schema: {
        querystring: lookupInvitationQuerySchema,
        response: { 200: invitationLookupSchema, ...errorAnswers(400, 404, 410) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.lookup(request.query.token);
    },
  );

  app.post(
    '/api/invitations/accept',
    {
      onRequest: requireUser,
      schema: {
        body: acceptInvitationSchema,
        response: { 200: acceptedInvitationSchema, ...errorAnswers(400, 401, 403, 404, 410) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const accepted = await service.accept(user, request.body.token);
      await app.audit.record(
        { userId: user.id, workspaceId: accepted.workspaceId },
        {
          action: 'invitation.accept',
          target: target(accepted.record),
          after: { role: accepted.workspace.role },
        },
        request,
      );
      reply.header('cache-control', 'no-store');
      return { workspace: accepted.workspace };
    },
  );
}

import { z } from 'zod';
import {
  WORKSPACE_MESSAGES,
  deleteWorkspaceSchema,
  memberRoleSchema,
  memberSchema,
  workspaceNameSchema,
  workspaceSchema,
} from '../../../contracts/workspaces.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { ownerOf, requireMember, requireUser, signedInUser } from '../../lib/guards.js';
import { emptyAnswer, errorAnswers } from '../../lib/route-schemas.js';
import { parseWorkspaceId, type WorkspaceService } from './service.js';
import type { Membership } from './repository.js';

const idParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });

/** The member guard's scope as the service's membership. */
function membershipOf(request: Parameters<typeof ownerOf>[0]): Membership {
  const owner = ownerOf(request);
  return {
    workspaceId: owner.workspaceId,
    clientId: owner.clientId,
    name: owner.workspaceName,
    personal: owner.personal,
    role: owner.role,
  };
}

function userIdOf(raw: string): number {
  const id = parseWorkspaceId(raw);
  if (id === null) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
  return id;
}

/**
 * Workspaces and their members (issue 39's contract): GET/POST /api/workspaces, PATCH and
 * DELETE /api/workspaces/{id}, GET /api/workspaces/{id}/members, PATCH and DELETE
 * /api/workspaces/{id}/members/{userId}. The workspace is the path's; a non-member gets 404.
 */
export function registerWorkspaceRoutes(app: App, service: WorkspaceService): void {
  const memberTarget = async (request: Parameters<typeof ownerOf>[0], userId: number) => {
    const members = await service.members(membershipOf(request));
    const label = members.find((m) => m.userId === userId)?.email ?? null;
    return { kind: 'member', id: userId, label };
  };

  app.get(
    '/api/workspaces',
    {
      onRequest: requireUser,
      schema: { response: { 200: z.array(workspaceSchema), ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(signedInUser(request));
    },
  );

  app.post(
    '/api/workspaces',
    {
      onRequest: requireUser,
      schema: {
        body: workspaceNameSchema,
        response: { 201: workspaceSchema, ...errorAnswers(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const made = await service.create(user, request.body.name);
      await app.audit.record(
        { userId: user.id, workspaceId: made.id },
        {
          action: 'workspace.create',
          target: { kind: 'workspace', id: made.id, label: made.name },
        },
        request,
      );
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/api/workspaces/:id',
    {
      onRequest: requireMember('workspace', 'viewer'),
      schema: { params: idParams, response: { 200: workspaceSchema, ...errorAnswers(401, 404) } },
    },
    async (request) => {
      const member = membershipOf(request);
      return {
        id: member.workspaceId,
        name: member.name,
        role: member.role,
        personal: member.personal,
      };
    },
  );

  app.patch(
    '/api/workspaces/:id',
    {
      onRequest: requireMember('workspace', 'admin'),
      schema: {
        params: idParams,
        body: workspaceNameSchema,
        response: { 200: workspaceSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = membershipOf(request);
      const before = member.name;
      const renamed = await service.rename(member, request.body.name);
      await app.audit.record(
        ownerOf(request),
        {
          action: 'workspace.rename',
          target: { kind: 'workspace', id: renamed.id, label: renamed.name },
          before: { name: before },
          after: { name: renamed.name },
        },
        request,
      );
      return renamed;
    },
  );

  app.delete(
    '/api/workspaces/:id',
    {
      onRequest: requireMember('workspace', 'owner'),
      schema: {
        params: idParams,
        body: deleteWorkspaceSchema,
        response: { 204: emptyAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const member = membershipOf(request);
      const { name } = member;
      await service.delete(member, request.body.confirmName);
      await app.audit.record(
        ownerOf(request),
        {
          action: 'workspace.delete',
          target: { kind: 'workspace', id: member.workspaceId, label: name },
        },
        request,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/workspaces/:id/members',
    {
      onRequest: requireMember('workspace', 'viewer'),
      schema: {
        params: idParams,
        response: { 200: z.array(memberSchema), ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.members(membershipOf(request));
    },
  );

  app.patch(
    '/api/workspaces/:id/members/:userId',
    {
      onRequest: requireMember('workspace', 'admin'),
      schema: {
        params: memberParams,
        body: memberRoleSchema,
        response: { 204: emptyAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request.params.userId);
      const { before } = await service.setRole(membershipOf(request), userId, request.body.role);
      await app.audit.record(
        ownerOf(request),
        {
          action: 'member.role',
          target: await memberTarget(request, userId),
          before: { role: before },
          after: { role: request.body.role },
        },
        request,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/workspaces/:id/members/:userId',
    {
      // Any member may leave; removing someone else needs admin (the service checks which).
      onRequest: requireMember('workspace', 'viewer'),
      schema: {
        params: memberParams,
        response: { 204: emptyAnswer, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actorId = signedInUser(request).id;
      const userId = userIdOf(request.params.userId);
      const target = await memberTarget(request, userId);
      const { before } = await service.removeMember(membershipOf(request), actorId, userId);
      await app.audit.record(
        ownerOf(request),
        {
          action: userId === actorId ? 'member.leave' : 'member.remove',
          target,
          before: { role: before },
        },
        request,
      );
      return reply.status(204).send(null);
    },
  );
}

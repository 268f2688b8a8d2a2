import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerInvitationRoutes } from './invitation-routes.js';
import { InvitationService } from './invitations.js';
import { registerWorkspaceRoutes } from './routes.js';
import { WorkspaceService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Workspaces and memberships: the member guard (lib/guards.ts) resolves requests with it. */
    workspaces: WorkspaceService;
  }
}

/**
 * Workspaces, members and roles, and invitations by mail (issue 39); decorates
 * `app.workspaces`. Its changes are recorded on the audit trail (`app.audit`).
 */
export const workspacesModule = defineModule(
  'workspaces',
  (app, { db, now, mailer, mailBrands, limits, config }: ModuleDeps) => {
    const service = new WorkspaceService({
      db,
      now,
      // The redirect module registers later; its cache is read when a workspace is deleted.
      redirectCache: { invalidate: (shortCode) => app.redirectCache.invalidate(shortCode) },
    });
    const invitations = new InvitationService({
      db,
      workspaces: service,
      mailer,
      mailBrands,
      limits,
      mailDeliverable: config.smtpUrl !== null,
      now,
    });
    app.decorate('workspaces', service);
    scoped(app, (scope) => {
      registerWorkspaceRoutes(scope, service);
      registerInvitationRoutes(scope, invitations);
    });
  },
  ['audit'],
);

import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerWorkspaceRoutes } from './routes.js';
import { WorkspaceService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Workspaces and memberships: the member guard (lib/guards.ts) resolves requests with it. */
    workspaces: WorkspaceService;
  }
}

/** Workspaces, members and roles (issue 39); decorates `app.workspaces`. */
export const workspacesModule = defineModule('workspaces', (app, { db, now }: ModuleDeps) => {
  const service = new WorkspaceService({
    db,
    now,
    // The redirect module registers later; its cache is read when a workspace is deleted.
    redirectCache: { invalidate: (shortCode) => app.redirectCache.invalidate(shortCode) },
  });
  app.decorate('workspaces', service);
  scoped(app, (scope) => registerWorkspaceRoutes(scope, service));
});

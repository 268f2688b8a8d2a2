import type { FastifyRequest } from 'fastify';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerAuditRoutes } from './routes.js';
import { AuditTrail, type AuditActor, type AuditChange } from './service.js';

/** The audit trail as other modules record into it (`app.audit`). */
export interface AuditRecorder {
  /**
   * Records `change` made by `actor` in their workspace; "from where" is read from `request`
   * (its network, its browser; 'api' for /api/v1). Never throws: the change is made already,
   * so a failed write is logged as an error instead of failing the answer.
   */
  record(actor: AuditActor, change: AuditChange, request: FastifyRequest): Promise<void>;
  /**
   * Records a change that reached `workspaceId` from Stripe (no member made it, no network or
   * browser to name). Never throws either.
   */
  recordFromStripe(workspaceId: number, change: AuditChange): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The workspaces' audit trail (modules/audit). */
    audit: AuditRecorder;
  }
}

/** Runs once a day: entries past a year are deleted. */
export const AUDIT_RETENTION_JOB = 'audit.retention';
const RETENTION_EVERY_MS = 24 * 60 * 60_000;

/** The workspace audit trail (issue 39 item 6): `app.audit`, its routes, its retention job. */
export const auditModule = defineModule('audit', (app, { db, now, logger }: ModuleDeps) => {
  const trail = new AuditTrail({ db, now });
  const recorder: AuditRecorder = {
    async record(actor, change, request) {
      try {
        await trail.record(actor, change, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          via: request.url.startsWith('/api/v1/') ? 'api' : 'web',
        });
      } catch (err) {
        request.log.error(
          { error: (err as Error).message, action: change.action },
          'audit entry not recorded',
        );
      }
    },
    async recordFromStripe(workspaceId, change) {
      try {
        await trail.record({ userId: null, workspaceId }, change, {
          ip: undefined,
          userAgent: undefined,
          via: 'stripe',
        });
      } catch (err) {
        logger.error(
          { error: (err as Error).message, action: change.action },
          'audit entry not recorded',
        );
      }
    },
  };
  app.decorate('audit', recorder);
  app.jobs.every(AUDIT_RETENTION_JOB, RETENTION_EVERY_MS, async () => {
    const deleted = await trail.prune();
    if (deleted > 0) logger.info({ deleted }, 'audit entries past their year deleted');
  });
  scoped(app, (scope) => registerAuditRoutes(scope, trail));
});

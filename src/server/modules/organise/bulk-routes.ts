import {
  BULK_ACTION_MAX,
  bulkActionAnswerSchema,
  bulkActionSchema,
  type BulkAction,
} from '../../../contracts/code-bulk.js';
import type { AuditAction } from '../../../contracts/audit.js';
import { countOf } from '../../../contracts/plural.js';
import type { App } from '../../lib/app-types.js';
import { ownerOf, requireMember } from '../../lib/guards.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import type { OrganiseService } from './service.js';

/** The audit entry each bulk action records (one entry naming every code). */
const AUDITED: Record<BulkAction, AuditAction> = {
  pause: 'code.bulk-pause',
  resume: 'code.bulk-resume',
  delete: 'code.bulk-delete',
  restore: 'code.bulk-restore',
  move: 'code.bulk-labels',
  tag: 'code.bulk-labels',
};

/**
 * POST /api/dynamic-qrcodes/bulk (issue 40 item 3, contracts/code-bulk.ts): pause, resume,
 * delete, restore, move or tag many dynamic codes at once, named by id or by a filter that the
 * server resolves within the workspace (at most BULK_ACTION_MAX codes). All or nothing: each
 * action runs in one transaction that first checks every code. Editors only; one audit entry
 * per action; the redirect caches forget every code paused, resumed, deleted or restored.
 */
export function registerBulkRoutes(app: App, organise: OrganiseService): void {
  app.post(
    '/api/dynamic-qrcodes/bulk',
    {
      onRequest: requireMember('code', 'editor'),
      schema: {
        body: bulkActionSchema,
        response: { 200: bulkActionAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { action, ids: named, filter, folderId, addTags } = request.body;
      const ids =
        named !== undefined
          ? [...new Set(named)].sort((a, b) => a - b)
          : await app.dynamicCodes.matchingIds(owner, filter ?? {}, BULK_ACTION_MAX);
      if (ids.length === 0) return { action, ids, count: 0 };
      switch (action) {
        case 'pause':
        case 'resume':
          await app.dynamicCodes.bulkSetPaused(owner, ids, action === 'pause');
          break;
        case 'delete':
          await app.dynamicCodes.bulkRemove(owner, ids);
          break;
        case 'restore':
          await app.dynamicCodes.bulkRestore(owner, ids);
          break;
        case 'move':
          await organise.bulk(owner, { codeIds: ids, folderId });
          break;
        case 'tag':
          await organise.bulk(owner, { codeIds: ids, addTags });
          break;
      }
      await app.audit.record(
        owner,
        {
          action: AUDITED[action],
          target: {
            kind: 'code',
            id: ids.join(',').slice(0, 64),
            label: countOf(ids.length, 'code'),
          },
          after: {
            codeIds: ids,
            ...(filter ? { filter } : {}),
            ...(action === 'move' ? { folderId } : {}),
            ...(action === 'tag' ? { addTags } : {}),
          },
        },
        request,
      );
      return { action, ids, count: ids.length };
    },
  );
}

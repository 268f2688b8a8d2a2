// The SQL of the workspace audit trail (issue 39 item 6): one row per change, read newest first
// by (workspace_id, created_at), deleted after a year.
import { and, desc, eq, gte, like, lt, lte, sql } from 'drizzle-orm';
import type { AuditVia } from '../../../contracts/audit.js';
import type { DbExecutor } from '../../db/client.js';
import { users, workspaceAudit as audit } from '../../db/schema/index.js';

export interface AuditRow {
  workspaceId: number;
  actorUserId: number | null;
  via: AuditVia;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  fromNetwork: string | null;
  fromAgent: string | null;
  createdAt: Date;
}

/** Records one entry; the actor's address is read from their account in the same statement. */
export async function insertAuditEntry(db: DbExecutor, row: AuditRow): Promise<void> {
  const actorEmail =
    row.actorUserId === null
      ? null
      : sql<string>`(select ${users.username} from ${users} where ${users.id} = ${row.actorUserId})`;
  await db.insert(audit).values({ ...row, actorEmail });
}

export interface AuditFilter {
  workspaceId: number;
  action?: string;
  actor?: string;
  from?: Date;
  to?: Date;
  before?: number;
  limit: number;
}

/** One page of entries, newest first (by id, which follows time). */
export function listAuditEntries(db: DbExecutor, filter: AuditFilter) {
  const conditions = [eq(audit.workspaceId, filter.workspaceId)];
  if (filter.action) {
    // "code." (a trailing dot) matches every code action; otherwise the action exactly.
    conditions.push(
      filter.action.endsWith('.')
        ? like(audit.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(audit.action, filter.action),
    );
  }
  if (filter.actor) conditions.push(eq(audit.actorEmail, filter.actor));
  if (filter.from) conditions.push(gte(audit.createdAt, filter.from));
  if (filter.to) conditions.push(lte(audit.createdAt, filter.to));
  if (filter.before !== undefined) conditions.push(lt(audit.id, filter.before));
  return db
    .select()
    .from(audit)
    .where(and(...conditions))
    .orderBy(desc(audit.id))
    .limit(filter.limit);
}

/** Deletes entries recorded before `cutoff`; answers how many. */
export async function deleteAuditBefore(db: DbExecutor, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(audit)
    .where(lt(audit.createdAt, cutoff))
    .returning({ id: audit.id });
  return gone.length;
}

import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dynamicQrCodes, qrCodes, users, workspaces } from '../../db/schema/index.js';
import type { PlanUserFields } from './plan.js';
import { workspaceLiveCodes } from '../../db/owner-scope.js';

/**
 * A workspace's plan (issue 39 item 4): its own subscription (migration 0040), and, in a
 * personal workspace only, the trial of the account it belongs to (one trial per account).
 * Team workspaces are free until subscribed.
 */
const planColumns = {
  id: workspaces.id,
  personal: workspaces.personal,
  subscriptionStatus: workspaces.subscriptionStatus,
  trialActivated: users.trialActivated,
  trialStartDate: users.trialStartDate,
  trialEndDate: users.trialEndDate,
};
const trialOwner = and(eq(users.id, workspaces.createdBy), eq(workspaces.personal, true));

export interface WorkspacePlanFields extends PlanUserFields {
  /** The account's personal workspace: the only one its trial counts in. */
  personal: boolean;
}

function planFields(row: {
  personal: boolean;
  subscriptionStatus: string;
  trialActivated: boolean | null;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
}): WorkspacePlanFields {
  return {
    personal: row.personal,
    subscriptionStatus: row.subscriptionStatus,
    trialActivated: row.trialActivated ?? false,
    trialStartDate: row.trialStartDate,
    trialEndDate: row.trialEndDate,
  };
}

/** The plan fields of the user's personal workspace, or null when the user has none. */
export async function findPlanFields(
  db: DbExecutor,
  userId: number,
): Promise<WorkspacePlanFields | null> {
  const [row] = await db
    .select(planColumns)
    .from(workspaces)
    .leftJoin(users, trialOwner)
    .where(and(eq(workspaces.createdBy, userId), eq(workspaces.personal, true)))
    .limit(1);
  return row ? planFields(row) : null;
}

/**
 * A workspace's plan fields, or null when the workspace does not exist. `lock` takes the
 * workspace's row lock (SELECT ... FOR UPDATE): inside a transaction, every other transaction
 * locking the same workspace waits until this one ends. This serialises "count, then insert"
 * per workspace on PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export async function workspacePlanFields(
  db: DbExecutor,
  workspaceId: number,
  lock = false,
): Promise<WorkspacePlanFields | null> {
  const query = db
    .select(planColumns)
    .from(workspaces)
    .leftJoin(users, trialOwner)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: workspaces }) : await query;
  return row ? planFields(row) : null;
}

/** The plan fields of these workspaces (missing ids are absent from the map). */
export async function workspacesPlanFields(
  db: DbExecutor,
  workspaceIds: readonly number[],
): Promise<Map<number, WorkspacePlanFields>> {
  if (workspaceIds.length === 0) return new Map();
  const rows = await db
    .select(planColumns)
    .from(workspaces)
    .leftJoin(users, trialOwner)
    .where(inArray(workspaces.id, [...workspaceIds]));
  return new Map(rows.map((row) => [row.id, planFields(row)]));
}

/** Dynamic codes that count against the limit: every code not deleted (paused ones included). */
export async function countLiveDynamicCodes(db: DbExecutor, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dynamicQrCodes)
    .where(workspaceLiveCodes(dynamicQrCodes, workspaceId));
  return row?.n ?? 0;
}

/** Saved static codes not deleted. */
export async function countLiveSavedCodes(db: DbExecutor, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(qrCodes)
    .where(workspaceLiveCodes(qrCodes, workspaceId));
  return row?.n ?? 0;
}

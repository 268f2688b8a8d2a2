import { count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dynamicQrCodes, qrCodes, users, workspaces } from '../../db/schema/index.js';
import type { PlanUserFields } from './plan.js';
import { workspaceLiveCodes } from '../../db/owner-scope.js';

const planColumns = {
  subscriptionStatus: users.subscriptionStatus,
  trialActivated: users.trialActivated,
  trialStartDate: users.trialStartDate,
  trialEndDate: users.trialEndDate,
};

/** The user's plan fields, or null when the user does not exist. */
export async function findPlanFields(
  db: DbExecutor,
  userId: number,
): Promise<PlanUserFields | null> {
  const [row] = await db.select(planColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * A workspace's plan fields: those of the account that made it (its billing owner), or null
 * when the workspace does not exist. `lock` takes the workspace's row lock (SELECT ... FOR
 * UPDATE): inside a transaction, every other transaction locking the same workspace waits until
 * this one ends. This serialises "count, then insert" per workspace on PostgreSQL; PGlite runs
 * one transaction at a time anyway.
 */
export async function workspacePlanFields(
  db: DbExecutor,
  workspaceId: number,
  lock = false,
): Promise<PlanUserFields | null> {
  const query = db
    .select(planColumns)
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.createdBy))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: workspaces }) : await query;
  return row ?? null;
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

import { count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dynamicQrCodes, qrCodes, users } from '../../db/schema/index.js';
import type { PlanUserFields } from './plan.js';
import { userLiveCodes } from '../../db/owner-scope.js';

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
 * Same, taking the row lock (SELECT ... FOR UPDATE): inside a transaction, every other
 * transaction locking the same user waits until this one ends. This serialises "count, then
 * insert" per user on PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export async function lockPlanFields(
  db: DbExecutor,
  userId: number,
): Promise<PlanUserFields | null> {
  const [row] = await db
    .select(planColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Dynamic codes that count against the limit: every code not deleted (paused ones included). */
export async function countLiveDynamicCodes(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dynamicQrCodes)
    .where(userLiveCodes(dynamicQrCodes, userId));
  return row?.n ?? 0;
}

/** Saved static codes not deleted. */
export async function countLiveSavedCodes(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(qrCodes).where(userLiveCodes(qrCodes, userId));
  return row?.n ?? 0;
}

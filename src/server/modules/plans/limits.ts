import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { planFor, type Plan } from './plan.js';
import * as repo from './repository.js';

/** Which plan limit a create counts against. */
export type CodeKind = 'dynamic' | 'saved';

/** 403 answer when a plan limit stops a create (the only thing limits ever stop). */
export function limitReached(kind: CodeKind, limit: number): AppError {
  return kind === 'dynamic'
    ? new AppError(403, 'DYNAMIC_LIMIT_REACHED', DYNAMIC_MESSAGES.limitReached(limit))
    : new AppError(403, 'SAVED_LIMIT_REACHED', DYNAMIC_MESSAGES.savedLimitReached(limit));
}

function limitOf(plan: Plan, kind: CodeKind): number | null {
  return kind === 'dynamic' ? plan.dynamicLimit : plan.savedLimit;
}

function countOf(db: DbExecutor, kind: CodeKind, workspaceId: number): Promise<number> {
  return kind === 'dynamic'
    ? repo.countLiveDynamicCodes(db, workspaceId)
    : repo.countLiveSavedCodes(db, workspaceId);
}

/**
 * Fast, unlocked check before expensive work (rendering): throws the 403 when the workspace is
 * already at its plan's limit (the plan of the account that made it). Not a guarantee;
 * createWithinLimit is.
 */
export async function assertBelowLimit(
  db: Database,
  kind: CodeKind,
  workspaceId: number,
  now: Date,
): Promise<void> {
  const fields = await repo.workspacePlanFields(db, workspaceId);
  if (!fields) throw new AppError(401, 'UNAUTHORIZED', 'Not signed in');
  const limit = limitOf(planFor(fields, now), kind);
  if (limit !== null && (await countOf(db, kind, workspaceId)) >= limit) {
    throw limitReached(kind, limit);
  }
}

/**
 * Runs `insert` only if the workspace is below its plan's limit for `kind`, atomically: one
 * transaction locks the workspace's row, counts its live codes and inserts, so N parallel
 * creates at limit − 1 give exactly one success (PostgreSQL and PGlite alike). Throws AppError
 * 403 DYNAMIC_LIMIT_REACHED / SAVED_LIMIT_REACHED; errors from `insert` roll the transaction back.
 */
export async function createWithinLimit<T>(
  db: Database,
  kind: CodeKind,
  workspaceId: number,
  now: Date,
  insert: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (inTx) => {
    const fields = await repo.workspacePlanFields(inTx, workspaceId, true);
    if (!fields) throw new AppError(401, 'UNAUTHORIZED', 'Not signed in');
    const limit = limitOf(planFor(fields, now), kind);
    if (limit !== null && (await countOf(inTx, kind, workspaceId)) >= limit) {
      throw limitReached(kind, limit);
    }
    return insert(inTx);
  });
}

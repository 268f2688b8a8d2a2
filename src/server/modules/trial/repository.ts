import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { userRowColumns, type UserRow } from '../auth/index.js';

/**
 * Starts the trial once: sets it only while trial_activated is still false (one statement, so
 * two parallel activations cannot both succeed). Null when the trial was already used.
 */
export async function startTrial(
  db: DbExecutor,
  userId: number,
  start: Date,
  end: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ trialActivated: true, trialStartDate: start, trialEndDate: end })
    .where(and(eq(users.id, userId), eq(users.trialActivated, false), eq(users.isDeleted, false)))
    .returning(userRowColumns);
  return row ?? null;
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';

/**
 * Revokes every unrevoked key of the user at `now` (the account changed hands: keys made before
 * stop working at their next request). Returns how many were revoked.
 */
export async function revokeUserKeys(db: Database, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema/index.js';

/**
 * Deletes every webhook endpoint of the user with its queue and log (the account changed hands:
 * no scan is sent to an endpoint someone else registered). Returns the URLs removed.
 */
export async function deleteUserEndpoints(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .returning({ url: webhookEndpoints.url });
  return rows.map((r) => r.url);
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dynamicQrCodes } from '../../db/schema/index.js';

/** What the redirect needs to know about a code; cached per short code. */
export interface RedirectTarget {
  id: number;
  clientId: number;
  userId: number;
  destination: string;
  isPaused: boolean;
  isDeleted: boolean;
}

/** The code with this short code (deleted ones included, so they can be told apart), or null. */
export async function findByShortCode(
  db: Database,
  shortCode: string,
): Promise<RedirectTarget | null> {
  const rows = await db
    .select({
      id: dynamicQrCodes.id,
      clientId: dynamicQrCodes.clientId,
      userId: dynamicQrCodes.userId,
      destination: dynamicQrCodes.destination,
      isPaused: dynamicQrCodes.isPaused,
      isDeleted: dynamicQrCodes.isDeleted,
    })
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.shortCode, shortCode))
    .limit(1);
  return rows[0] ?? null;
}

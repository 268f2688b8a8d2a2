import { desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dynamicQrCodes } from '../../db/schema/index.js';
import type { LinkControls } from '../../../contracts/link-controls.js';

/** What the redirect needs to know about a code; cached per short code. */
export interface RedirectTarget {
  id: number;
  clientId: number;
  /** The workspace whose plan decides whether per-scan detail is kept (issue 39 item 4). */
  workspaceId: number;
  destination: string;
  isPaused: boolean;
  isDeleted: boolean;
  /** Content types are answered with a hosted page (modules/hosted-pages), not a redirect. */
  qrType: string;
  content: Record<string, unknown>;
  design: Record<string, unknown>;
  /** The owner's deleted account was purged: the link answers 410 "no longer active". */
  isRetired: boolean;
  /** Schedule, scan cap, fallback and smart rules (modules/link-controls); null = none. */
  linkControls: LinkControls | null;
  /** argon2id hash of the scanner password; null = open. Never leaves the server. */
  linkPasswordHash: string | null;
}

const targetColumns = {
  id: dynamicQrCodes.id,
  clientId: dynamicQrCodes.clientId,
  workspaceId: dynamicQrCodes.workspaceId,
  destination: dynamicQrCodes.destination,
  isPaused: dynamicQrCodes.isPaused,
  isDeleted: dynamicQrCodes.isDeleted,
  qrType: dynamicQrCodes.qrType,
  content: dynamicQrCodes.content,
  design: dynamicQrCodes.design,
  isRetired: sql<boolean>`${dynamicQrCodes.retiredAt} is not null`.mapWith(Boolean),
  linkControls: dynamicQrCodes.linkControls,
  linkPasswordHash: dynamicQrCodes.linkPasswordHash,
};

/** The code with this short code (deleted ones included, so they can be told apart), or null. */
export async function findByShortCode(
  db: DbExecutor,
  shortCode: string,
): Promise<RedirectTarget | null> {
  const rows = await db
    .select(targetColumns)
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.shortCode, shortCode))
    .limit(1);
  return rows[0] ?? null;
}

/** Up to `limit` live codes, most recently scanned (then created) first, to warm the cache. */
export async function findRecentTargets(
  db: DbExecutor,
  limit: number,
): Promise<{ shortCode: string; target: RedirectTarget }[]> {
  const rows = await db
    .select({ shortCode: dynamicQrCodes.shortCode, ...targetColumns })
    .from(dynamicQrCodes)
    .where(eq(dynamicQrCodes.isDeleted, false))
    .orderBy(desc(dynamicQrCodes.lastScannedAt), desc(dynamicQrCodes.id))
    .limit(limit);
  return rows.map(({ shortCode, ...target }) => ({ shortCode, target }));
}

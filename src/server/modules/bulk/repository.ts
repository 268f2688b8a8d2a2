import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { bulkRunItems, bulkRuns } from '../../db/schema/index.js';
import { onlyRow } from '../../db/raw-rows.js';

export type BulkRunRow = typeof bulkRuns.$inferSelect;
export type BulkRunItemValues = Omit<typeof bulkRunItems.$inferInsert, 'createdAt'>;

export async function insertRun(
  db: DbExecutor,
  values: typeof bulkRuns.$inferInsert,
): Promise<BulkRunRow> {
  return onlyRow(await db.insert(bulkRuns).values(values).returning(), 'insertRun');
}

/** The run when it belongs to this workspace and tenant; null otherwise. */
export async function findRun(
  db: DbExecutor,
  owner: { workspaceId: number; clientId: number },
  id: string,
): Promise<BulkRunRow | null> {
  const [row] = await db
    .select()
    .from(bulkRuns)
    .where(
      and(
        eq(bulkRuns.id, id),
        eq(bulkRuns.workspaceId, owner.workspaceId),
        eq(bulkRuns.clientId, owner.clientId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Records a row's outcome; a retry of the same row replaces it. */
export async function upsertItem(db: DbExecutor, values: BulkRunItemValues): Promise<void> {
  const { runId: _runId, row: _row, ...rest } = values;
  await db
    .insert(bulkRunItems)
    .values(values)
    .onConflictDoUpdate({ target: [bulkRunItems.runId, bulkRunItems.row], set: rest });
}

/**
 * Records outcomes the browser reported; a row the server already recorded (a version sample,
 * or a retry through POST /api/bulk-generate-qrcode) keeps the server's outcome.
 */
export async function insertItemsIfAbsent(
  db: DbExecutor,
  values: BulkRunItemValues[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(bulkRunItems).values(values).onConflictDoNothing();
}

export async function listItems(db: DbExecutor, runId: string) {
  return db
    .select()
    .from(bulkRunItems)
    .where(eq(bulkRunItems.runId, runId))
    .orderBy(asc(bulkRunItems.row));
}

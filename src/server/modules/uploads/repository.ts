import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { uploads, type UploadKind } from '../../db/schema/index.js';
import { onlyRow } from '../../db/raw-rows.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: DbExecutor, values: NewUpload): Promise<UploadRow> {
  return onlyRow(await db.insert(uploads).values(values).returning(), 'insertUpload');
}

/**
 * The upload `id` of `kind`, or null. Ids are random and globally unique, so public file routes
 * (which know no tenant) look them up by id alone.
 */
export async function findUpload(
  db: DbExecutor,
  kind: UploadKind,
  id: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.kind, kind)))
    .limit(1);
  return row ?? null;
}

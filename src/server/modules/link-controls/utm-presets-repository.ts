import { and, asc, count, eq } from 'drizzle-orm';
import type { UtmPreset } from '../../../contracts/link-controls.js';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow } from '../../db/raw-rows.js';
import { utmPresets } from '../../db/schema/index.js';
import type { Owner } from './service.js';

const ownedBy = (owner: Owner) =>
  and(eq(utmPresets.workspaceId, owner.workspaceId), eq(utmPresets.clientId, owner.clientId));

const presetColumns = { id: utmPresets.id, name: utmPresets.name, params: utmPresets.params };

/** The owner's presets by name. */
export function listPresets(db: DbExecutor, owner: Owner): Promise<UtmPreset[]> {
  return db
    .select(presetColumns)
    .from(utmPresets)
    .where(ownedBy(owner))
    .orderBy(asc(utmPresets.name), asc(utmPresets.id));
}

export async function countPresets(db: DbExecutor, owner: Owner): Promise<number> {
  const rows = await db.select({ n: count() }).from(utmPresets).where(ownedBy(owner));
  return onlyRow(rows, 'countPresets').n;
}

/** Saves a preset; undefined when the owner already has one of that name. */
export async function insertPreset(
  db: DbExecutor,
  owner: Owner,
  preset: Omit<UtmPreset, 'id'>,
): Promise<UtmPreset | undefined> {
  const [row] = await db
    .insert(utmPresets)
    .values({
      clientId: owner.clientId,
      userId: owner.userId,
      workspaceId: owner.workspaceId,
      name: preset.name,
      params: preset.params,
    })
    .onConflictDoNothing()
    .returning(presetColumns);
  return row;
}

/** Deletes the owner's preset `id`; false when they have none of that id. */
export async function deletePreset(db: DbExecutor, owner: Owner, id: number): Promise<boolean> {
  const removed = await db
    .delete(utmPresets)
    .where(and(eq(utmPresets.id, id), ownedBy(owner)))
    .returning({ id: utmPresets.id });
  return removed.length > 0;
}

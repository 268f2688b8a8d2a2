import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DesignKit, KitDesign } from '../../../contracts/designs.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DbExecutor } from '../../db/client.js';
import type { RowOwner } from '../../db/owner-scope.js';
import { onlyRow } from '../../db/raw-rows.js';
import { designKits } from '../../db/schema/index.js';

// Brand kits' SQL. Every query is scoped to the owner's workspace within its client, so another
// workspace's kit is not found, like one that does not exist.

const ownedBy = (owner: RowOwner, id?: number) =>
  and(
    id === undefined ? undefined : eq(designKits.id, id),
    eq(designKits.workspaceId, owner.workspaceId),
    eq(designKits.clientId, owner.clientId),
  );

const kitColumns = {
  id: designKits.id,
  name: designKits.name,
  design: designKits.design,
  isDefault: designKits.isDefault,
  createdAt: designKits.createdAt,
  updatedAt: designKits.updatedAt,
};

type KitRow = {
  id: number;
  name: string;
  design: KitDesign;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const toKit = (row: KitRow): DesignKit => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The workspace's kits by name. */
export async function listKits(db: DbExecutor, owner: RowOwner): Promise<DesignKit[]> {
  const rows = await db
    .select(kitColumns)
    .from(designKits)
    .where(ownedBy(owner))
    .orderBy(asc(designKits.name), asc(designKits.id));
  return rows.map(toKit);
}

/** The workspace's kit `id`, or undefined. */
export async function findKit(
  db: DbExecutor,
  owner: RowOwner,
  id: number,
): Promise<DesignKit | undefined> {
  const [row] = await db.select(kitColumns).from(designKits).where(ownedBy(owner, id));
  return row && toKit(row);
}

export async function countKits(db: DbExecutor, owner: RowOwner): Promise<number> {
  const rows = await db.select({ n: count() }).from(designKits).where(ownedBy(owner));
  return onlyRow(rows, 'countKits').n;
}

/** True when another kit of the workspace (not `exceptId`) is named `name`. */
export async function nameTaken(
  db: DbExecutor,
  owner: RowOwner,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: designKits.id })
    .from(designKits)
    .where(
      and(
        ownedBy(owner),
        eq(designKits.name, name),
        exceptId === undefined ? undefined : ne(designKits.id, exceptId),
      ),
    );
  return rows.length > 0;
}

/**
 * Saves a kit (the workspace's default when `isDefault`: the previous default is cleared in the
 * same transaction). Undefined when the workspace already has a kit of that name.
 */
export async function insertKit(
  db: DbExecutor,
  owner: RowOwner & { userId: number },
  kit: { name: string; design: KitDesign; isDefault: boolean },
): Promise<DesignKit | undefined> {
  return db.transaction(async (tx) => {
    if (kit.isDefault) await clearDefault(tx, owner);
    const [row] = await tx
      .insert(designKits)
      .values({
        clientId: owner.clientId,
        workspaceId: owner.workspaceId,
        name: kit.name,
        design: kit.design,
        isDefault: kit.isDefault,
        createdBy: owner.userId,
        updatedBy: owner.userId,
      })
      .onConflictDoNothing({ target: [designKits.workspaceId, designKits.name] })
      .returning(kitColumns);
    return row && toKit(row);
  });
}

async function clearDefault(db: DbExecutor, owner: RowOwner): Promise<void> {
  await db
    .update(designKits)
    .set({ isDefault: false })
    .where(and(ownedBy(owner), eq(designKits.isDefault, true)));
}

/**
 * Changes the kit `id` of the workspace: name, design and/or default (setting it clears the
 * previous default in the same transaction). Undefined when there is no such kit, 'name-taken'
 * when another kit of the workspace has the new name.
 */
export async function updateKit(
  db: DbExecutor,
  owner: RowOwner & { userId: number },
  id: number,
  change: { name?: string; design?: KitDesign; isDefault?: boolean },
  now: Date,
): Promise<DesignKit | undefined | 'name-taken'> {
  try {
    return await db.transaction(async (tx) => {
      if (change.isDefault) await clearDefault(tx, owner);
      const [row] = await tx
        .update(designKits)
        .set({ ...change, updatedBy: owner.userId, updatedAt: now })
        .where(ownedBy(owner, id))
        .returning(kitColumns);
      return row && toKit(row);
    });
  } catch (err) {
    if (isNameCollision(err)) return 'name-taken';
    throw err;
  }
}

/** True for the unique violation of a kit name in its workspace. */
function isNameCollision(err: unknown): boolean {
  return isUniqueViolation(err, 'design_kits_workspace_name_key');
}

/** Deletes the workspace's kit `id`; its name, or undefined when there is none. */
export async function deleteKit(
  db: DbExecutor,
  owner: RowOwner,
  id: number,
): Promise<string | undefined> {
  const [row] = await db
    .delete(designKits)
    .where(ownedBy(owner, id))
    .returning({ name: designKits.name });
  return row?.name;
}

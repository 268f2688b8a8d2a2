import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { savedViews } from '../../db/schema/index.js';

/** Whose views: one user's, in one workspace of one client. */
export interface ViewOwner {
  userId: number;
  workspaceId: number;
  clientId: number;
}

export const VIEW_NAME_KEY = 'saved_views_user_workspace_name_key';

const own = (owner: ViewOwner, id?: number) =>
  and(
    id === undefined ? undefined : eq(savedViews.id, id),
    eq(savedViews.userId, owner.userId),
    eq(savedViews.workspaceId, owner.workspaceId),
    eq(savedViews.clientId, owner.clientId),
  );

const fields = { id: savedViews.id, name: savedViews.name, search: savedViews.search };

/** The owner's views, A to Z in any case. */
export async function listViews(db: DbExecutor, owner: ViewOwner) {
  return db
    .select(fields)
    .from(savedViews)
    .where(own(owner))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

export async function countViews(db: DbExecutor, owner: ViewOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedViews).where(own(owner));
  return Number(row?.n ?? 0);
}

/** The new view; null when the owner already has one of that name (any case). */
export async function insertView(db: DbExecutor, owner: ViewOwner, name: string, search: string) {
  const [row] = await db
    .insert(savedViews)
    .values({ ...owner, name, search })
    .onConflictDoNothing()
    .returning(fields);
  return row ?? null;
}

/** Renames the owner's view `id`; null when it is not theirs. Throws on a taken name. */
export async function renameView(db: DbExecutor, owner: ViewOwner, id: number, name: string) {
  const [row] = await db.update(savedViews).set({ name }).where(own(owner, id)).returning(fields);
  return row ?? null;
}

/** Deletes the owner's view `id`; false when it is not theirs. */
export async function deleteView(db: DbExecutor, owner: ViewOwner, id: number): Promise<boolean> {
  const rows = await db.delete(savedViews).where(own(owner, id)).returning({ id: savedViews.id });
  return rows.length > 0;
}

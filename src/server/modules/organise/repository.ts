import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TagColour } from '../../../contracts/organise.js';
import type { DbExecutor } from '../../db/client.js';
import { ownerLiveCodes } from '../../db/owner-scope.js';
export { isUniqueViolation } from '../../db/errors.js';
import { codeFolders, codeTags, dynamicCodeTags, dynamicQrCodes } from '../../db/schema/index.js';

/** Whose folders and tags: one workspace within one white-label client. */
export interface OrganiseOwner {
  clientId: number;
  workspaceId: number;
}

export type FolderRow = typeof codeFolders.$inferSelect;
export type TagRow = typeof codeTags.$inferSelect;

const ownFolder = (owner: OrganiseOwner, id?: number) =>
  and(
    id === undefined ? undefined : eq(codeFolders.id, id),
    eq(codeFolders.workspaceId, owner.workspaceId),
    eq(codeFolders.clientId, owner.clientId),
  );
const ownTag = (owner: OrganiseOwner, id?: number) =>
  and(
    id === undefined ? undefined : eq(codeTags.id, id),
    eq(codeTags.workspaceId, owner.workspaceId),
    eq(codeTags.clientId, owner.clientId),
  );

export const FOLDER_NAME_KEY = 'code_folders_workspace_name_key';
export const TAG_NAME_KEY = 'code_tags_workspace_name_key';

/** The workspace's folders A to Z, each with how many live codes it holds. */
export async function listFolders(db: DbExecutor, owner: OrganiseOwner) {
  return db
    .select({
      id: codeFolders.id,
      name: codeFolders.name,
      // Named in full: in a select list Drizzle leaves columns unqualified.
      codeCount: sql<number>`(select count(*)::int from "dynamic_qr_codes" as "c"
        where "c"."folder_id" = "code_folders"."id" and "c"."is_deleted" = false)`,
    })
    .from(codeFolders)
    .where(ownFolder(owner))
    .orderBy(asc(sql`lower(${codeFolders.name})`), asc(codeFolders.id));
}

export async function findFolder(db: DbExecutor, owner: OrganiseOwner, id: number) {
  const [row] = await db.select().from(codeFolders).where(ownFolder(owner, id)).limit(1);
  return row ?? null;
}

/** A new folder; null when the workspace has one of this name already (any case). */
export async function insertFolder(
  db: DbExecutor,
  owner: OrganiseOwner,
  name: string,
): Promise<FolderRow | null> {
  const [row] = await db
    .insert(codeFolders)
    .values({ clientId: owner.clientId, workspaceId: owner.workspaceId, name })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Renames the workspace's folder; null when it has none `id`. Throws on a taken name. */
export async function renameFolder(db: DbExecutor, owner: OrganiseOwner, id: number, name: string) {
  const [row] = await db.update(codeFolders).set({ name }).where(ownFolder(owner, id)).returning();
  return row ?? null;
}

/** Deletes the folder (its codes stay, in no folder: ON DELETE SET NULL); null when none. */
export async function deleteFolder(db: DbExecutor, owner: OrganiseOwner, id: number) {
  const [row] = await db.delete(codeFolders).where(ownFolder(owner, id)).returning();
  return row ?? null;
}

/** The workspace's tags A to Z, each with how many live codes carry it. */
export async function listTags(db: DbExecutor, owner: OrganiseOwner) {
  return db
    .select({
      id: codeTags.id,
      name: codeTags.name,
      colour: codeTags.colour,
      codeCount: sql<number>`(select count(*)::int from "dynamic_code_tags" as "ct"
        join "dynamic_qr_codes" as "c" on "c"."id" = "ct"."code_id"
        where "ct"."tag_id" = "code_tags"."id" and "c"."is_deleted" = false)`,
    })
    .from(codeTags)
    .where(ownTag(owner))
    .orderBy(asc(sql`lower(${codeTags.name})`), asc(codeTags.id));
}

/** A new tag; null when the workspace has one of this name already (any case). */
export async function insertTag(
  db: DbExecutor,
  owner: OrganiseOwner,
  name: string,
  colour: TagColour,
): Promise<TagRow | null> {
  const [row] = await db
    .insert(codeTags)
    .values({ clientId: owner.clientId, workspaceId: owner.workspaceId, name, colour })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findTag(db: DbExecutor, owner: OrganiseOwner, id: number) {
  const [row] = await db.select().from(codeTags).where(ownTag(owner, id)).limit(1);
  return row ?? null;
}

/** Changes the tag's name and/or colour; null when the workspace has none `id`. */
export async function updateTag(
  db: DbExecutor,
  owner: OrganiseOwner,
  id: number,
  values: { name?: string; colour?: TagColour },
) {
  const [row] = await db.update(codeTags).set(values).where(ownTag(owner, id)).returning();
  return row ?? null;
}

/** Deletes the tag (from every code too); null when none. */
export async function deleteTag(db: DbExecutor, owner: OrganiseOwner, id: number) {
  const [row] = await db.delete(codeTags).where(ownTag(owner, id)).returning();
  return row ?? null;
}

/**
 * The workspace's tags named `names` (any case), made (grey) where missing: by id, in the
 * order of `names`. Concurrent makers of one name meet on the unique index.
 */
export async function ensureTags(
  db: DbExecutor,
  owner: OrganiseOwner,
  names: readonly string[],
): Promise<TagRow[]> {
  if (names.length === 0) return [];
  await db
    .insert(codeTags)
    .values(
      names.map((name) => ({ clientId: owner.clientId, workspaceId: owner.workspaceId, name })),
    )
    .onConflictDoNothing();
  return tagsNamed(db, owner, names);
}

/** The workspace's existing tags named `names` (any case). */
export async function tagsNamed(
  db: DbExecutor,
  owner: OrganiseOwner,
  names: readonly string[],
): Promise<TagRow[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(codeTags)
    .where(
      and(
        ownTag(owner),
        inArray(
          sql`lower(${codeTags.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
}

/** Which of `ids` are the owner's live codes. */
export async function liveCodeIds(
  db: DbExecutor,
  owner: OrganiseOwner,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: dynamicQrCodes.id })
    .from(dynamicQrCodes)
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), inArray(dynamicQrCodes.id, [...ids])));
  return rows.map((r) => r.id);
}

/** Puts the owner's live codes `ids` in `folderId` (null: in none). */
export async function moveCodes(
  db: DbExecutor,
  owner: OrganiseOwner,
  ids: readonly number[],
  folderId: number | null,
): Promise<void> {
  await db
    .update(dynamicQrCodes)
    .set({ folderId })
    .where(and(ownerLiveCodes(dynamicQrCodes, owner), inArray(dynamicQrCodes.id, [...ids])));
}

/** Gives the codes `codeIds` the tags `tagIds` (ones they have are kept once). */
export async function addCodeTags(
  db: DbExecutor,
  codeIds: readonly number[],
  tagIds: readonly number[],
): Promise<void> {
  if (codeIds.length === 0 || tagIds.length === 0) return;
  await db
    .insert(dynamicCodeTags)
    .values(codeIds.flatMap((codeId) => tagIds.map((tagId) => ({ codeId, tagId }))))
    .onConflictDoNothing();
}

/** Takes the tags `tagIds` off the codes `codeIds`. */
export async function removeCodeTags(
  db: DbExecutor,
  codeIds: readonly number[],
  tagIds: readonly number[],
): Promise<void> {
  if (codeIds.length === 0 || tagIds.length === 0) return;
  await db
    .delete(dynamicCodeTags)
    .where(
      and(
        inArray(dynamicCodeTags.codeId, [...codeIds]),
        inArray(dynamicCodeTags.tagId, [...tagIds]),
      ),
    );
}

/** Replaces the code's tags with `tagIds`. */
export async function replaceCodeTags(
  db: DbExecutor,
  codeId: number,
  tagIds: readonly number[],
): Promise<void> {
  await db.delete(dynamicCodeTags).where(eq(dynamicCodeTags.codeId, codeId));
  await addCodeTags(db, [codeId], tagIds);
}

/** The most tags any of the codes `ids` has. */
export async function mostTagsOf(db: DbExecutor, ids: readonly number[]): Promise<number> {
  const [row] = await db.select({ most: sql<number>`coalesce(max(n), 0)::int` }).from(
    db
      .select({ n: sql<number>`count(*)`.as('n') })
      .from(dynamicCodeTags)
      .where(inArray(dynamicCodeTags.codeId, [...ids]))
      .groupBy(dynamicCodeTags.codeId)
      .as('per_code'),
  );
  return row?.most ?? 0;
}

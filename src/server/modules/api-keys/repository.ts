import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow } from '../../db/raw-rows.js';
import { apiKeys, users, workspaceMembers, workspaces } from '../../db/schema/index.js';

/** Whose keys: a workspace of a client (and the member acting, who makes a key). */
export interface KeyOwner {
  userId: number;
  clientId: number;
  workspaceId: number;
}

/**
 * Revokes every unrevoked key of the user at `now` (the account changed hands: keys made before
 * stop working at their next request). Returns how many were revoked.
 */
export async function revokeUserKeys(db: DbExecutor, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length;
}

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Matches the key `id` only when it is the owner's (workspace and client). */
function ownKey(owner: KeyOwner, id: number) {
  return and(
    eq(apiKeys.id, id),
    eq(apiKeys.workspaceId, owner.workspaceId),
    eq(apiKeys.clientId, owner.clientId),
  );
}

/** The owner's keys, newest first, revoked ones included. */
export function listKeys(db: DbExecutor, owner: KeyOwner): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, owner.workspaceId), eq(apiKeys.clientId, owner.clientId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** How many of the owner's keys are live at `now` (neither revoked nor expired). */
export async function countLiveKeys(db: DbExecutor, owner: KeyOwner, now: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.workspaceId, owner.workspaceId),
        eq(apiKeys.clientId, owner.clientId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return onlyRow(rows, 'countLiveKeys').n;
}

export async function insertKey(
  db: DbExecutor,
  key: typeof apiKeys.$inferInsert,
): Promise<ApiKeyRow> {
  return onlyRow(await db.insert(apiKeys).values(key).returning(), 'insertKey');
}

/** Revokes the owner's key `id` at `now` unless it already was; undefined then (or not theirs). */
export async function revokeKey(
  db: DbExecutor,
  owner: KeyOwner,
  id: number,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(ownKey(owner, id), isNull(apiKeys.revokedAt)))
    .returning();
  return revoked;
}

export async function findOwnKey(
  db: DbExecutor,
  owner: KeyOwner,
  id: number,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(ownKey(owner, id));
  return row;
}

/**
 * The key with this SHA-256 hash, with what its maker's account says about its plan and their
 * role in the key's workspace now (null: no longer a member, or the workspace was deleted).
 */
const ownTrial = sql`(${workspaces.personal} and ${workspaces.createdBy} = ${users.id})`;

export async function findKeyByHash(db: DbExecutor, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      clientId: apiKeys.clientId,
      workspaceId: apiKeys.workspaceId,
      memberRole: workspaceMembers.role,
      workspaceDeleted: sql<boolean>`${workspaces.deletedAt} is not null`.mapWith(Boolean),
      scope: apiKeys.scope,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userDeleted: users.isDeleted,
      userClientId: users.clientId,
      // The workspace's plan: its subscription, and its maker's trial in a personal workspace.
      subscriptionStatus: workspaces.subscriptionStatus,
      trialActivated:
        sql<boolean>`coalesce(${ownTrial} and ${users.trialActivated}, false)`.mapWith(Boolean),
      trialStartDate:
        sql<Date | null>`case when ${ownTrial} then ${users.trialStartDate} end`.mapWith(
          users.trialStartDate,
        ),
      trialEndDate: sql<Date | null>`case when ${ownTrial} then ${users.trialEndDate} end`.mapWith(
        users.trialEndDate,
      ),
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, apiKeys.workspaceId),
        eq(workspaceMembers.userId, apiKeys.userId),
      ),
    )
    .where(eq(apiKeys.secretHash, secretHash));
  return row;
}

export async function touchKey(db: DbExecutor, id: number, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
}

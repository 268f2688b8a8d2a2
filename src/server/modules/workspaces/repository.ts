// The SQL of workspaces and their members (issue 39). A membership is looked up on every
// request that acts in a workspace (lib/guards.ts), by primary key.
import { and, asc, count, eq, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../contracts/workspaces.js';
import type { DbExecutor } from '../../db/client.js';
import { users, workspaceMembers, workspaces } from '../../db/schema/index.js';

/** A user's membership of one live workspace. */
export interface Membership {
  workspaceId: number;
  clientId: number;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
}

const membershipColumns = {
  workspaceId: workspaces.id,
  clientId: workspaces.clientId,
  name: workspaces.name,
  personal: workspaces.personal,
  role: workspaceMembers.role,
};

/** The user's memberships of live workspaces of client `clientId` (narrowed by `also`). */
function liveMemberships(db: DbExecutor, userId: number, clientId: number, also?: SQL) {
  return db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaces.clientId, clientId),
        isNull(workspaces.deletedAt),
        also,
      ),
    )
    .$dynamic();
}

/**
 * The user's membership of live workspace `workspaceId` in client `clientId`, or (null id)
 * of their personal workspace; null when there is none (not a member, deleted, other client).
 */
export async function findMembership(
  db: DbExecutor,
  userId: number,
  clientId: number,
  workspaceId: number | null,
): Promise<Membership | null> {
  const [row] = await liveMemberships(
    db,
    userId,
    clientId,
    workspaceId === null
      ? and(eq(workspaces.personal, true), eq(workspaces.createdBy, userId))
      : eq(workspaces.id, workspaceId),
  ).limit(1);
  return row ?? null;
}

/** Every live workspace of the user, the personal one first, then by name. */
export function listMemberships(
  db: DbExecutor,
  userId: number,
  clientId: number,
): Promise<Membership[]> {
  return liveMemberships(db, userId, clientId).orderBy(
    sql`${workspaces.personal} desc`,
    asc(sql`lower(${workspaces.name})`),
    workspaces.id,
  );
}

/** Creates a workspace with `userId` as its owner. */
export async function insertWorkspace(
  db: DbExecutor,
  values: { clientId: number; name: string; personal: boolean; createdBy: number },
): Promise<Membership> {
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(workspaces).values(values).returning();
    if (!made) throw new Error('insertWorkspace: no row');
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: made.id, userId: values.createdBy, role: 'owner' });
    return {
      workspaceId: made.id,
      clientId: made.clientId,
      name: made.name,
      personal: made.personal,
      role: 'owner' as const,
    };
  });
}

/** Workspaces the user created, not counting the personal one or deleted ones. */
export async function countCreatedWorkspaces(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaces)
    .where(
      and(
        eq(workspaces.createdBy, userId),
        eq(workspaces.personal, false),
        isNull(workspaces.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function renameWorkspace(
  db: DbExecutor,
  workspaceId: number,
  name: string,
): Promise<void> {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

/**
 * Marks the workspace deleted (its row stays, so its short links can answer "removed"), unless
 * it has a live Premium subscription ('active' or 'past_due'): false then, and nothing changes
 * (a deleted workspace must never keep being charged). One statement, so a subscription that
 * starts meanwhile is seen.
 */
export async function markWorkspaceDeleted(
  db: DbExecutor,
  workspaceId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({ deletedAt: now })
    .where(
      and(
        eq(workspaces.id, workspaceId),
        isNull(workspaces.deletedAt),
        eq(workspaces.subscriptionStatus, 'free'),
      ),
    )
    .returning({ id: workspaces.id });
  return rows.length === 1;
}

/** The members of a workspace with their addresses, owners first. */
export function listMembers(db: DbExecutor, workspaceId: number) {
  return db
    .select({
      userId: workspaceMembers.userId,
      email: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(
      sql`array_position(array['owner','admin','editor','viewer']::varchar[], ${workspaceMembers.role})`,
      asc(users.username),
    );
}

/** One member's role, or null when `userId` is not a member. */
export async function findMemberRole(
  db: DbExecutor,
  workspaceId: number,
  userId: number,
): Promise<WorkspaceRole | null> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for('update');
  return row?.role ?? null;
}

/** Owners of the workspace, counted under a lock on its owner rows (no two demotions race). */
export async function countOwners(db: DbExecutor, workspaceId: number): Promise<number> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .for('update');
  return rows.length;
}

export async function setMemberRole(
  db: DbExecutor,
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Adds a member (or, already one, keeps the stronger of the two roles' existing row). */
export async function addMember(
  db: DbExecutor,
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
): Promise<void> {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role }).onConflictDoNothing();
}

export async function deleteMember(
  db: DbExecutor,
  workspaceId: number,
  userId: number,
): Promise<boolean> {
  const gone = await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({ userId: workspaceMembers.userId });
  return gone.length > 0;
}

/** Live workspaces with at least one member other than `userId` (as a SQL condition on `workspaces`). */
function sharedWith(userId: number): SQL {
  return sql`exists (select 1 from ${workspaceMembers} other
    where other.workspace_id = ${workspaces.id} and other.user_id <> ${userId})`;
}

/** `userId` owns the workspace and nobody else does (a SQL condition on `workspaces`). */
function ownedAloneBy(userId: number): SQL {
  return sql`${workspaces.id} in (select m.workspace_id from ${workspaceMembers} m
    where m.role = 'owner' group by m.workspace_id having bool_and(m.user_id = ${userId}))`;
}

/** Live workspaces `userId` alone owns that also satisfy `also`, with their name. */
function liveOwnedAlone(db: DbExecutor, userId: number, also: SQL) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, personal: workspaces.personal })
    .from(workspaces)
    .where(and(isNull(workspaces.deletedAt), ownedAloneBy(userId), also))
    .orderBy(asc(workspaces.id));
}

/**
 * Live team workspaces of which `userId` is the only owner while other people are members: an
 * account cannot be deleted while it holds one (the others would be left without an owner).
 */
export function soleOwnedSharedWorkspaces(db: DbExecutor, userId: number) {
  return liveOwnedAlone(db, userId, sharedWith(userId));
}

/**
 * Live workspaces `userId` is the only owner of (its personal one included) that have a live
 * Premium subscription: an account is not deleted while one would keep being charged.
 */
export function soleOwnedSubscribedWorkspaces(db: DbExecutor, userId: number) {
  return liveOwnedAlone(db, userId, ne(workspaces.subscriptionStatus, 'free'));
}

/**
 * A purged account leaves every workspace. The workspaces it was alone in (its personal one and
 * team workspaces nobody else joined) end with it: marked deleted, their ids returned so the
 * caller purges what was made in them (their short links then answer "removed"). Where it was
 * the last owner of a workspace others still use (an admin invited people while its deletion was
 * pending), the longest-standing member of the highest remaining role becomes owner, so no
 * workspace is left without one. Its other memberships end.
 */
export async function leaveAllWorkspaces(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<number[]> {
  const alone = await db
    .update(workspaces)
    .set({ deletedAt: sql`coalesce(${workspaces.deletedAt}, ${now})` })
    .where(
      and(
        sql`${workspaces.id} in (select workspace_id from ${workspaceMembers}
          where user_id = ${userId})`,
        sql`not (${sharedWith(userId)})`,
      ),
    )
    .returning({ id: workspaces.id });
  for (const { id } of await soleOwnedSharedWorkspaces(db, userId)) {
    await db.execute(sql`update ${workspaceMembers} set role = 'owner'
      where workspace_id = ${id} and user_id = (
        select user_id from ${workspaceMembers}
        where workspace_id = ${id} and user_id <> ${userId}
        order by case role when 'admin' then 0 when 'editor' then 1 else 2 end, created_at, user_id
        limit 1)`);
  }
  const ended = alone.map((w) => w.id);
  await db
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        ended.length > 0 ? notInArray(workspaceMembers.workspaceId, ended) : undefined,
      ),
    );
  return ended;
}

/**
 * A purged account's Stripe links end (as they ended on the account before migration 0040): its
 * personal workspace and every workspace it is the only owner of forget their customer and
 * subscription, and are on the free plan. Before its memberships end.
 */
export async function forgetSoleOwnedBilling(db: DbExecutor, userId: number): Promise<void> {
  await db
    .update(workspaces)
    .set({ stripeCustomerId: null, stripeSubscriptionId: null, subscriptionStatus: 'free' })
    .where(
      or(
        and(eq(workspaces.personal, true), eq(workspaces.createdBy, userId)),
        ownedAloneBy(userId),
      ),
    );
}

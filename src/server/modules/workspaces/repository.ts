// The SQL of workspaces and their members (issue 39). A membership is looked up on every
// request that acts in a workspace (lib/guards.ts), by primary key.
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/** Marks the workspace deleted (its row stays, so its short links can answer "removed"). */
export async function markWorkspaceDeleted(
  db: DbExecutor,
  workspaceId: number,
  now: Date,
): Promise<void> {
  await db
    .update(workspaces)
    .set({ deletedAt: now })
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.deletedAt)));
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

/**
 * Ends every membership of a purged account except of its personal workspace (kept, and marked
 * deleted, so its retired short links keep answering "removed").
 */
export async function removeAllMemberships(db: DbExecutor, userId: number): Promise<void> {
  await db.delete(workspaceMembers).where(
    and(
      eq(workspaceMembers.userId, userId),
      sql`${workspaceMembers.workspaceId} not in (select ${workspaces.id} from ${workspaces}
          where ${workspaces.personal} = true and ${workspaces.createdBy} = ${userId})`,
    ),
  );
  await db
    .update(workspaces)
    .set({ deletedAt: sql`coalesce(${workspaces.deletedAt}, now())` })
    .where(and(eq(workspaces.personal, true), eq(workspaces.createdBy, userId)));
}

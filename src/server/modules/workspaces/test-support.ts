// Test helpers: the personal workspace of a user a test wrote straight into the database.
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import type { WorkspaceRole } from '../../../contracts/workspaces.js';
import { users, workspaceMembers, workspaces } from '../../db/schema/index.js';
import { insertWorkspace } from './repository.js';
import { createPersonalWorkspace } from './service.js';

/** The id of the user's personal workspace, made now when the test's user has none yet. */
export async function personalWorkspaceIdOf(db: DbExecutor, userId: number): Promise<number> {
  const [found] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.personal, true), eq(workspaces.createdBy, userId)));
  if (found) return found.id;
  const [user] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`personalWorkspaceIdOf: no user ${userId}`);
  return (await createPersonalWorkspace(db, { id: userId, clientId: user.clientId })).workspaceId;
}

/**
 * Makes the user a member of the workspace with `role`, written straight into the database (as
 * an accepted invitation would, before the invitation routes exist).
 */
export async function addMember(
  db: DbExecutor,
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
): Promise<void> {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

/** A (non-personal) workspace `userId` made, of which they are the owner; returns its id. */
export async function insertTeamWorkspace(
  db: DbExecutor,
  userId: number,
  name = 'Team',
): Promise<number> {
  const [user] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`insertTeamWorkspace: no user ${userId}`);
  const made = await insertWorkspace(db, {
    clientId: user.clientId,
    name,
    personal: false,
    createdBy: userId,
  });
  return made.workspaceId;
}

/**
 * Sets the subscription status of the user's personal workspace (Premium belongs to the
 * workspace, migration 0040), as a Stripe webhook would. Returns the workspace's id.
 */
export async function setPersonalSubscription(
  db: DbExecutor,
  userId: number,
  subscriptionStatus: 'active' | 'past_due' | 'free' = 'active',
): Promise<number> {
  const workspaceId = await personalWorkspaceIdOf(db, userId);
  await db.update(workspaces).set({ subscriptionStatus }).where(eq(workspaces.id, workspaceId));
  return workspaceId;
}

// Test helpers: the personal workspace of a user a test wrote straight into the database.
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users, workspaces } from '../../db/schema/index.js';
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

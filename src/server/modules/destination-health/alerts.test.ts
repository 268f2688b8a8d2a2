// Whom a broken-link alert goes to when codes live in a team workspace (issue 39): the maker
// while they can still edit there, else the workspace's longest-standing editor-or-above member
// (owners first), so a person removed from the team hears nothing more of its codes.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destinationHealth, users, workspaceMembers } from '../../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';
import { addMember, insertTeamWorkspace } from '../workspaces/test-support.js';
import { findAlertedCode } from './repository.js';

describe.each(testDatabases())('broken-link alert recipient on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('is the maker while an editor there, then the owner once the maker is removed or a viewer', async () => {
    const { db } = database();
    const lead = await insertUser(db);
    const maker = await insertUser(db);
    const team = await insertTeamWorkspace(db, lead, 'Stores');
    await addMember(db, team, maker, 'editor');
    const code = await insertCode(db, maker, { workspaceId: team });
    await db.insert(destinationHealth).values({
      codeId: code.id,
      destination: 'https://example.com/menu',
      status: 'broken',
      checkedAt: new Date(),
    });
    const addressOf = async (id: number) =>
      (await db.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]
        ?.username;
    const recipient = async () => (await findAlertedCode(db, code.id))?.username;
    const membership = and(
      eq(workspaceMembers.workspaceId, team),
      eq(workspaceMembers.userId, maker),
    );

    expect(await recipient()).toBe(await addressOf(maker));
    await db.update(workspaceMembers).set({ role: 'viewer' }).where(membership);
    expect(await recipient()).toBe(await addressOf(lead));
    await db.delete(workspaceMembers).where(membership);
    expect(await recipient()).toBe(await addressOf(lead));
  });
});

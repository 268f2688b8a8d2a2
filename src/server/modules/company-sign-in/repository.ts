import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  companySignIn,
  sessions,
  users,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.js';

export type CompanySignInRow = typeof companySignIn.$inferSelect;

/** The workspace's company sign-in, or null. */
export async function findByWorkspace(
  db: DbExecutor,
  workspaceId: number,
): Promise<CompanySignInRow | null> {
  const [row] = await db
    .select()
    .from(companySignIn)
    .where(eq(companySignIn.workspaceId, workspaceId))
    .limit(1);
  return row ?? null;
}

/** The client's company sign-in for a domain, of a workspace not deleted; or null. */
export async function findByDomain(
  db: DbExecutor,
  clientId: number,
  domain: string,
): Promise<CompanySignInRow | null> {
  const [row] = await db
    .select({ row: companySignIn })
    .from(companySignIn)
    .innerJoin(workspaces, eq(workspaces.id, companySignIn.workspaceId))
    .where(
      and(
        eq(companySignIn.clientId, clientId),
        eq(companySignIn.domain, domain),
        isNull(workspaces.deletedAt),
      ),
    )
    .limit(1);
  return row?.row ?? null;
}

export type CompanySignInValues = Pick<
  CompanySignInRow,
  | 'issuer'
  | 'oidcClientId'
  | 'clientSecretSealed'
  | 'domain'
  | 'domainToken'
  | 'domainVerifiedAt'
  | 'required'
>;

/**
 * Inserts or replaces the workspace's setting. Null when another workspace of the client holds
 * the domain (the unique index): nothing changed.
 */
export async function saveSetting(
  db: DbExecutor,
  key: { workspaceId: number; clientId: number; userId: number; now: Date },
  values: CompanySignInValues,
): Promise<CompanySignInRow | null> {
  const taken = await db
    .select({ workspaceId: companySignIn.workspaceId })
    .from(companySignIn)
    .where(and(eq(companySignIn.clientId, key.clientId), eq(companySignIn.domain, values.domain)));
  if (taken.some((t) => t.workspaceId !== key.workspaceId)) return null;
  const [row] = await db
    .insert(companySignIn)
    .values({
      workspaceId: key.workspaceId,
      clientId: key.clientId,
      ...values,
      createdBy: key.userId,
      updatedBy: key.userId,
      createdAt: key.now,
      updatedAt: key.now,
    })
    .onConflictDoUpdate({
      target: companySignIn.workspaceId,
      set: { ...values, updatedBy: key.userId, updatedAt: key.now },
    })
    .returning();
  return row ?? null;
}

/**
 * Marks the workspace's domain verified, only while its token is still `token` (a domain changed
 * meanwhile has a new one): the row, or null when nothing changed.
 */
export async function markVerified(
  db: DbExecutor,
  workspaceId: number,
  token: string,
  now: Date,
): Promise<CompanySignInRow | null> {
  const [row] = await db
    .update(companySignIn)
    .set({ domainVerifiedAt: now })
    .where(and(eq(companySignIn.workspaceId, workspaceId), eq(companySignIn.domainToken, token)))
    .returning();
  return row ?? null;
}

/**
 * Whether the account may come in through the workspace's company sign-in: it is a member of
 * the workspace, or `email` has a pending (not accepted, not revoked, unexpired) invitation to it.
 */
export async function isMemberOrInvited(
  db: DbExecutor,
  workspaceId: number,
  account: { userId: number; email: string },
  now: Date,
): Promise<boolean> {
  const [member] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, account.userId),
      ),
    )
    .limit(1);
  if (member) return true;
  const [invited] = await db
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        sql`lower(${workspaceInvitations.email}) = ${account.email}`,
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return invited !== undefined;
}

/** Removes the workspace's setting; true when there was one. */
export async function deleteSetting(db: DbExecutor, workspaceId: number): Promise<boolean> {
  const gone = await db
    .delete(companySignIn)
    .where(eq(companySignIn.workspaceId, workspaceId))
    .returning({ workspaceId: companySignIn.workspaceId });
  return gone.length > 0;
}

/**
 * Ends every session, not made by this workspace's company sign-in, of the workspace's members
 * whose address is in `domain` (company sign-in just became required for them). The count.
 */
export async function revokeOtherSessions(
  db: DbExecutor,
  workspaceId: number,
  domain: string,
): Promise<number> {
  const members = db
    .select({ id: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        sql`split_part(${users.username}, '@', 2) = ${domain}`,
      ),
    );
  const ended = await db
    .delete(sessions)
    .where(
      and(
        inArray(sessions.userId, members),
        sql`${sessions.companyWorkspaceId} is distinct from ${workspaceId}`,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

// The SQL of workspace invitations (issue 39 item 3). A link's token is never stored: rows hold
// its sha256 (`token_hash`, unique). Pending = not accepted and not revoked; at most one pending
// invitation per workspace and address (a partial unique index).
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../contracts/workspaces.js';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow } from '../../db/raw-rows.js';
import {
  users,
  workspaceInvitations as inv,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.js';

const pending = and(isNull(inv.acceptedAt), isNull(inv.revokedAt));

/** True when an account of the client with address `email` is a member of the workspace. */
export async function isMemberByAddress(
  db: DbExecutor,
  workspaceId: number,
  clientId: number,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(users.clientId, clientId),
        eq(users.username, email),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Withdraws the pending invitation of `email` to the workspace, if any (a new one replaces it). */
export async function revokePendingFor(
  db: DbExecutor,
  workspaceId: number,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(inv)
    .set({ revokedAt: now })
    .where(and(eq(inv.workspaceId, workspaceId), eq(inv.email, email), pending));
}

export async function insertInvitation(
  db: DbExecutor,
  values: {
    workspaceId: number;
    email: string;
    role: WorkspaceRole;
    tokenHash: string;
    invitedBy: number;
    sentAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const rows = await db.insert(inv).values(values).returning({ id: inv.id });
  return onlyRow(rows, 'insertInvitation').id;
}

const listColumns = {
  id: inv.id,
  email: inv.email,
  role: inv.role,
  invitedBy: users.username,
  sentAt: inv.sentAt,
  expiresAt: inv.expiresAt,
};

/** The workspace's pending invitations (expired ones included), newest first. */
export function listPending(db: DbExecutor, workspaceId: number) {
  return db
    .select(listColumns)
    .from(inv)
    .leftJoin(users, eq(users.id, inv.invitedBy))
    .where(and(eq(inv.workspaceId, workspaceId), pending))
    .orderBy(desc(inv.sentAt), asc(inv.id));
}

/** One pending invitation of the workspace, locked for the change that follows. */
export async function findPending(db: DbExecutor, workspaceId: number, id: number) {
  const [row] = await db
    .select({ id: inv.id, email: inv.email, role: inv.role })
    .from(inv)
    .where(and(eq(inv.workspaceId, workspaceId), eq(inv.id, id), pending))
    .for('update');
  return row ?? null;
}

/** One pending invitation as listed. */
export async function findListed(db: DbExecutor, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(inv)
    .leftJoin(users, eq(users.id, inv.invitedBy))
    .where(eq(inv.id, id));
  return row ?? null;
}

/** A new token and 7 more days for a pending invitation: the old link stops working. */
export async function renewToken(
  db: DbExecutor,
  id: number,
  values: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(inv)
    .set(values)
    .where(and(eq(inv.id, id), pending));
}

/** Withdraws a pending invitation; false when there is none of that id in the workspace. */
export async function revokeInvitation(
  db: DbExecutor,
  workspaceId: number,
  id: number,
  now: Date,
): Promise<{ id: number; email: string; role: WorkspaceRole } | null> {
  const [row] = await db
    .update(inv)
    .set({ revokedAt: now })
    .where(and(eq(inv.workspaceId, workspaceId), eq(inv.id, id), pending))
    .returning({ id: inv.id, email: inv.email, role: inv.role });
  return row ?? null;
}

/** The invitation of a link (by its token's hash) with its workspace; locked with `lock`. */
export async function findByTokenHash(db: DbExecutor, tokenHash: string, lock = false) {
  const query = db
    .select({
      id: inv.id,
      workspaceId: inv.workspaceId,
      email: inv.email,
      role: inv.role,
      expiresAt: inv.expiresAt,
      acceptedAt: inv.acceptedAt,
      revokedAt: inv.revokedAt,
      workspaceName: workspaces.name,
      clientId: workspaces.clientId,
      personal: workspaces.personal,
      deletedAt: workspaces.deletedAt,
    })
    .from(inv)
    .innerJoin(workspaces, eq(workspaces.id, inv.workspaceId))
    .where(eq(inv.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: inv }) : await query;
  return row ?? null;
}

/** Marks the invitation used by `userId`; false when it was no longer pending. */
export async function markAccepted(
  db: DbExecutor,
  id: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(inv)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(inv.id, id), pending))
    .returning({ id: inv.id });
  return rows.length > 0;
}

/** The account's address and whether it is proven, read fresh (not from the session's cache). */
export async function findAccountAddress(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      emailVerified: users.emailVerified,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * The language of the live account that has `email` in `clientId` (an invitation is mailed in
 * it), or null when the address has no account.
 */
export async function findLocaleByAddress(db: DbExecutor, clientId: number, email: string) {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(
      and(eq(users.clientId, clientId), eq(users.username, email), eq(users.isDeleted, false)),
    );
  return row?.locale ?? null;
}

/** A workspace's name (for the mail), or null when it is gone. */
export async function findWorkspaceName(db: DbExecutor, workspaceId: number) {
  const [row] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.deletedAt)));
  return row?.name ?? null;
}
